package platform

import "syscall/js"

// PageOrigin is the page's own origin ("https://host:port"): in the
// browser the game server is the one that served the page.
func PageOrigin() string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() {
		return ""
	}
	return loc.Get("origin").String()
}

// PageParam is the value of name in the page's query ("?room=ABCDEF"),
// "" when it has none.
func PageParam(name string) string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() {
		return ""
	}
	v := js.Global().Get("URLSearchParams").New(loc.Get("search")).Call("get", name)
	if v.IsNull() || v.IsUndefined() {
		return ""
	}
	return v.String()
}
