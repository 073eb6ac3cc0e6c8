//go:build js

package platform

import (
	"syscall/js"
)

// copyText puts s on the clipboard if the browser allows it (it needs a
// secure page and a recent click); failing that the text box shows s to
// select and copy.
func CopyText(s string) {
	defer func() { recover() }() // no clipboard API: nothing to do
	cb := js.Global().Get("navigator").Get("clipboard")
	if cb.Truthy() {
		cb.Call("writeText", s)
	}
}

// pasteText asks the browser for the clipboard's text; it arrives in b
// when the browser answers (it may ask the user first).
func PasteText(b *PasteBuffer) {
	defer func() { recover() }()
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		return
	}
	var then js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			b.put(args[0].String())
		}
		then.Release()
		return nil
	})
	cb.Call("readText").Call("then", then)
}
