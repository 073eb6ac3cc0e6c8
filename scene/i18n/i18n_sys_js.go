//go:build js

package i18n

import (
	"syscall/js"
)

// systemLang is the browser's preferred language (navigator.language).
func systemLang() string {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return "en"
	}
	l := nav.Get("language")
	if l.Type() != js.TypeString {
		return "en"
	}
	return LangOf(l.String())
}
