package site

import (
	"net"
	"net/http"
	"time"

	"golang.org/x/net/netutil"
)

// Limits bound what visitors can hold of the server: connections, the
// time each step of a request may take, and the size of headers.
type Limits struct {
	// MaxConns is the most connections open at once; more wait in the
	// system's queue until one closes. Kept well below the usual limit of
	// open files, so that the server can always open the files it serves.
	MaxConns int
	// ReadHeaderTimeout closes a connection that sends no whole request
	// header in time (a connection that says nothing included);
	// ReadTimeout bounds the whole request, WriteTimeout the answer (room
	// for the 20 MB wasm on a slow line), IdleTimeout a keep-alive
	// connection waiting for its next request.
	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	// MaxHeaderBytes bounds the request header (larger: 431).
	MaxHeaderBytes int
}

// DefaultLimits are the limits of the command serve.
var DefaultLimits = Limits{
	MaxConns:          512,
	ReadHeaderTimeout: 10 * time.Second,
	ReadTimeout:       30 * time.Second,
	WriteTimeout:      5 * time.Minute,
	IdleTimeout:       30 * time.Second,
	MaxHeaderBytes:    16 << 10,
}

// Server is an HTTP server for h with the timeouts and header bound of l.
func (l Limits) Server(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: l.ReadHeaderTimeout,
		ReadTimeout:       l.ReadTimeout,
		WriteTimeout:      l.WriteTimeout,
		IdleTimeout:       l.IdleTimeout,
		MaxHeaderBytes:    l.MaxHeaderBytes,
	}
}

// Listen listens on the TCP address addr and accepts at most l.MaxConns
// connections at once.
func (l Limits) Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return netutil.LimitListener(ln, l.MaxConns), nil
}
