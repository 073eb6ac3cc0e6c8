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

// ShowRoom puts room in the page's address (?room=CODE, "" takes it
// out) without loading anything: a reload, or the address kept by a
// phone that discarded the tab, comes back to the room.
func ShowRoom(room string) {
	if PageParam("room") == room {
		return
	}
	loc := js.Global().Get("location")
	url := loc.Get("pathname").String()
	if room != "" {
		url += "?room=" + room
	}
	js.Global().Get("history").Call("replaceState", js.Null(), "", url+loc.Get("hash").String())
}

// The turn notice: a page not in front says in its title that it is this
// person's turn, and shows a notification where the person allowed them.
var notice struct {
	base string // the page's own title
	turn string // the notice now, "" for none
	told string // the notice a notification was shown for
}

// AskToNotify asks the person to allow notifications, once: called on a
// tap that takes a seat, so the browser sees it follow the person's act.
func AskToNotify() {
	n := js.Global().Get("Notification")
	if n.Truthy() && n.Get("permission").String() == "default" {
		n.Call("requestPermission")
	}
}

// TurnNotice is what the page says while it is not in front: turn ("Your
// turn in room ABCDEF"), or nothing ("").
func TurnNotice(turn string) {
	doc := js.Global().Get("document")
	if notice.base == "" {
		notice.base = doc.Get("title").String()
		doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			showNotice(doc)
			return nil
		}))
	}
	if turn == notice.turn {
		return
	}
	notice.turn = turn
	if turn == "" {
		notice.told = ""
	}
	showNotice(doc)
	if turn != "" && doc.Get("hidden").Bool() && notice.told != turn {
		notice.told = turn
		notify(notice.base, turn)
	}
}

func showNotice(doc js.Value) {
	title := notice.base
	if notice.turn != "" && doc.Get("hidden").Bool() {
		title = "● " + notice.turn + " · " + notice.base
	}
	doc.Set("title", title)
}

// notify shows a notification through the service worker (a phone's
// browser has no other way), if the person allowed them.
func notify(title, body string) {
	n := js.Global().Get("Notification")
	sw := js.Global().Get("navigator").Get("serviceWorker")
	if !n.Truthy() || n.Get("permission").String() != "granted" || !sw.Truthy() {
		return
	}
	opts := js.Global().Get("Object").New()
	opts.Set("body", body)
	opts.Set("tag", "kaskade-turn")
	opts.Set("icon", "icon-192.png")
	var shown js.Func
	shown = js.FuncOf(func(_ js.Value, args []js.Value) any {
		args[0].Call("showNotification", title, opts)
		shown.Release()
		return nil
	})
	sw.Get("ready").Call("then", shown)
}
