//go:build !js

package client

import (
	"context"

	"github.com/coder/websocket"

	"kaskade/online/proto"
)

// socket is one WebSocket: natively coder/websocket; in the browser the
// browser's own (socket_js.go), which keeps net/http and TLS out of the
// WebAssembly build.
type socket struct{ ws *websocket.Conn }

func dial(ctx context.Context, url string) (*socket, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(proto.MaxFrame)
	return &socket{ws}, nil
}

func (s *socket) read(ctx context.Context) ([]byte, error) {
	_, data, err := s.ws.Read(ctx)
	return data, err
}

func (s *socket) write(ctx context.Context, b []byte) error {
	return s.ws.Write(ctx, websocket.MessageText, b)
}

func (s *socket) close() { s.ws.CloseNow() }
