package platform

import (
	"errors"
	"sync"
)

// PasteBuffer receives text the browser hands over later, from a callback
// (a paste, a file the player picked): the scene takes it on its next tick.
type PasteBuffer struct {
	mu   sync.Mutex
	text string
	err  error
}

func (p *PasteBuffer) fail(err error) {
	p.mu.Lock()
	p.err = err
	p.mu.Unlock()
}

// Take gives what arrived since the last call: text, or why it could not
// be had (ErrTooLarge, a file that could not be read).
func (p *PasteBuffer) Take() (string, error) {
	if p == nil {
		return "", nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	s, err := p.text, p.err
	p.text, p.err = "", nil
	return s, err
}

// ErrTooLarge is a file or paste over the size the taker allows; its text
// is not read.
var ErrTooLarge = errors.New("too large")
