package client

import (
	"context"
	"errors"
	"sync"
	"syscall/js"

	"kaskade/online/proto"
)

// socket is the browser's WebSocket, driven through syscall/js: what
// coder/websocket does in WebAssembly too, without the net/http and TLS
// packages its build brings along (about 2 MB of the game's download).
type socket struct {
	ws    js.Value
	in    chan []byte
	done  chan struct{}
	once  sync.Once
	err   error
	funcs []js.Func
}

var errClosed = errors.New("the connection closed")

func dial(ctx context.Context, url string) (*socket, error) {
	s := &socket{in: make(chan []byte, 256), done: make(chan struct{})}
	open := make(chan struct{})
	s.ws = js.Global().Get("WebSocket").New(url)
	s.on("open", func(js.Value) { close(open) })
	s.on("message", func(e js.Value) {
		data := e.Get("data")
		if data.Type() != js.TypeString {
			s.shut(errors.New("a frame that is not text"))
			return
		}
		text := data.String()
		if len(text) > proto.MaxFrame {
			s.shut(proto.ErrTooLarge)
			return
		}
		select {
		case s.in <- []byte(text):
		default:
			s.shut(errors.New("frames arrive faster than they are read"))
		}
	})
	s.on("close", func(js.Value) { s.shut(errClosed) })
	s.on("error", func(js.Value) { s.shut(errors.New("the WebSocket failed")) })
	select {
	case <-open:
		return s, nil
	case <-s.done:
		return nil, s.err
	case <-ctx.Done():
		s.close()
		return nil, ctx.Err()
	}
}

// on listens to the WebSocket's event; the functions are released on shut.
func (s *socket) on(event string, fn func(js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	s.funcs = append(s.funcs, f)
	s.ws.Call("addEventListener", event, f)
}

func (s *socket) shut(err error) {
	s.once.Do(func() {
		s.err = err
		close(s.done)
		s.ws.Call("close")
	})
}

func (s *socket) read(ctx context.Context) ([]byte, error) {
	select {
	case b := <-s.in:
		return b, nil
	case <-s.done:
		return nil, s.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (s *socket) write(_ context.Context, b []byte) error {
	select {
	case <-s.done:
		return s.err
	default:
	}
	s.ws.Call("send", string(b))
	return nil
}

func (s *socket) close() { s.shut(errClosed) }
