//go:build js

package platform

import (
	"syscall/js"
)

// CopyText puts s on the clipboard if the browser allows it (a secure page
// and a recent click); failing that the record can be downloaded.
func CopyText(s string) {
	defer func() { recover() }() // no clipboard API: nothing to do
	if CanCopy() {
		js.Global().Get("navigator").Get("clipboard").Call("writeText", s)
	}
}

// CanCopy reports whether the page may write the clipboard: only a secure
// page (https, or localhost) has navigator.clipboard.
func CanCopy() bool {
	g := js.Global()
	return g.Get("isSecureContext").Truthy() && g.Get("navigator").Get("clipboard").Truthy()
}

// textInputID is the hidden text area of Ebitengine's text input, which
// takes a paste by itself while it has the focus.
const textInputID = "ebitengine-textinput"

// ListenPaste hands the text of every paste (Ctrl+V, Cmd+V, a menu's
// Paste) that does not go into the text input's own text area to b, until
// stop is called: a paste event carries its text on any page, secure or
// not, where the clipboard API does not. A paste of more than max bytes
// arrives as ErrTooLarge.
func ListenPaste(b *PasteBuffer, max int) (stop func()) {
	doc := js.Global().Get("document")
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if t := e.Get("target"); t.Truthy() && t.Get("id").String() == textInputID {
			return nil
		}
		data := e.Get("clipboardData")
		if !data.Truthy() {
			return nil
		}
		e.Call("preventDefault")
		s := data.Call("getData", "text").String()
		if len(s) > max {
			b.fail(ErrTooLarge)
			return nil
		}
		b.put(s)
		return nil
	})
	doc.Call("addEventListener", "paste", f)
	return func() {
		doc.Call("removeEventListener", "paste", f)
		f.Release()
	}
}

func (p *PasteBuffer) put(s string) {
	p.mu.Lock()
	p.text += s
	p.mu.Unlock()
}

// CanShare reports whether the browser has a share sheet (a phone's:
// navigator.share).
func CanShare() bool { return js.Global().Get("navigator").Get("share").Truthy() }

// Share opens the system's share sheet for url with title; called on a
// tap, as the browser asks. A sheet closed without sharing is no error.
func Share(title, url string) {
	defer func() { recover() }()
	if !CanShare() {
		return
	}
	data := js.Global().Get("Object").New()
	data.Set("title", title)
	data.Set("url", url)
	p := js.Global().Get("navigator").Call("share", data)
	p.Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
}
