//go:build !js

package online

import (
	"testing"

	"kaskade/online/proto"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestTypedTextKept: natively, a name and a room code typed and then a
// button clicked (no Enter) are taken as typed: the room is joined by
// the code and the seat taken under the name (issue 40; the phone page's
// is TestPhoneKeepsTypedText in wasm/e2e).
func TestTypedTextKept(t *testing.T) {
	hs := testServer(t)
	anna, code := createRoom(t, hs.URL)
	r := newRig(t, view.Instant)
	r.M.Settings.Server = hs.URL
	s := newOnlineScene(r.M, "")
	r.M.Goto(s)
	r.SettleFade()
	typeInto := func(field ui.Rect, text string) {
		r.Click(field.Center())
		r.Tick(ui.Input{Chars: []rune(text)})
	}
	typeInto(s.layout().name, "Bea")
	typeInto(s.layout().code, code)
	r.Click(s.layout().join.R.Center())
	r.until("the lobby", func() bool { return s.joined && s.info != nil })
	r.Click(s.layout().take[1].R.Center())
	m := awaitMsg(t, anna, func(m proto.Msg) bool { return m.T == proto.TRoom && m.Info.Seats[1].Kind == proto.KindPerson })
	if got := m.Info.Seats[1].Name; got != "Bea" {
		t.Errorf("the seat was taken as %q, want the name typed, Bea", got)
	}
}
