//go:build js

package platform

import (
	"errors"
	"syscall/js"
)

// BrowserFiles is whether records are downloaded and uploaded as files
// through the browser (DownloadText, OpenTextFile); natively they live in
// the records folder instead. A file needs no clipboard and no secure
// page, so it works on a plain http page on the LAN too.
const BrowserFiles = true

// DownloadText offers text as a file called name: the browser saves it to
// its downloads (or asks where, as set).
func DownloadText(name, text string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("the browser refused the download")
		}
	}()
	g := js.Global()
	opts := g.Get("Object").New()
	opts.Set("type", "text/plain;charset=utf-8")
	blob := g.Get("Blob").New(g.Get("Array").Call("of", text), opts)
	url := g.Get("URL").Call("createObjectURL", blob)
	a := g.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	body := g.Get("document").Get("body")
	body.Call("appendChild", a)
	a.Call("click")
	body.Call("removeChild", a)
	// The download has its own reference; free ours once it started.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		g.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	g.Call("setTimeout", revoke, 10000)
	return nil
}

// OpenTextFile lets the player pick a text file; its text arrives in b, or
// ErrTooLarge for a file over max bytes (not read), or the reason it could
// not be read. Picking nothing leaves b empty. It must run soon after a
// click or tap: browsers open the file picker only then.
func OpenTextFile(b *PasteBuffer, max int) {
	defer func() {
		if recover() != nil {
			b.fail(errors.New("the browser has no file picker"))
		}
	}()
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".txt,text/plain")
	in.Get("style").Set("display", "none")
	var change, cancel, done, failed js.Func
	release := func() {
		for _, f := range []js.Func{change, cancel, done, failed} {
			f.Release()
		}
		in.Call("remove")
	}
	cancel = js.FuncOf(func(js.Value, []js.Value) any { release(); return nil })
	done = js.FuncOf(func(_ js.Value, args []js.Value) any {
		b.put(args[0].String())
		release()
		return nil
	})
	failed = js.FuncOf(func(_ js.Value, args []js.Value) any {
		b.fail(errors.New(js.Global().Get("String").Invoke(args[0]).String()))
		release()
		return nil
	})
	change = js.FuncOf(func(js.Value, []js.Value) any {
		files := in.Get("files")
		if files.Get("length").Int() == 0 {
			release()
			return nil
		}
		f := files.Index(0)
		if f.Get("size").Int() > max {
			b.fail(ErrTooLarge)
			release()
			return nil
		}
		f.Call("text").Call("then", done, failed)
		return nil
	})
	in.Call("addEventListener", "change", change)
	in.Call("addEventListener", "cancel", cancel)
	doc.Get("body").Call("appendChild", in)
	in.Call("click")
}
