package platform

import (
	"sync"
)

// pasteBuffer receives text from the clipboard, which the browser hands
// over later, from a callback: the scene takes it on its next tick.
type PasteBuffer struct {
	mu   sync.Mutex
	text string
}

func (p *PasteBuffer) put(s string) {
	p.mu.Lock()
	p.text += s
	p.mu.Unlock()
}

func (p *PasteBuffer) Take() string {
	if p == nil {
		return ""
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.text
	p.text = ""
	return s
}
