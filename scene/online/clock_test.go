package online

import (
	"os"
	"strings"
	"testing"

	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// TestTableShowsClock: in a room with a move clock the table's header
// says the time the seat to move has left. KASKADE_SCREENSHOT keeps the
// picture.
func TestTableShowsClock(t *testing.T) {
	hs := testServer(t)
	anna, err := client.New(hs.URL)
	if err != nil {
		t.Fatal(err)
	}
	anna.Start()
	t.Cleanup(anna.Close)
	awaitMsg(t, anna, func(m proto.Msg) bool { return m.T == proto.TWelcome })
	anna.Send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "3x3", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	code := awaitMsg(t, anna, func(m proto.Msg) bool { return m.T == proto.TJoined }).Room
	anna.Send(proto.Msg{T: proto.TClock, Clock: 300, Expire: proto.ExpireComputer})
	awaitMsg(t, anna, func(m proto.Msg) bool { return m.T == proto.TRoom && m.Info.Clock == 300 })

	r := newRig(t, view.Instant)
	r.M.Settings.Server = hs.URL
	s := newOnlineScene(r.M, code)
	r.M.Goto(s)
	r.until("the lobby", func() bool { return s.joined && s.info != nil })
	if got := strings.Join(s.watchLines(), "|"); !strings.Contains(got, clockWords(300, proto.ExpireComputer)) {
		t.Errorf("the lobby says %q, not the room's clock", got)
	}
	r.Click(s.layout().take[1].R.Center())
	awaitMsg(t, anna, func(m proto.Msg) bool { return m.T == proto.TRoom && m.Info.Seats[1].Kind == proto.KindPerson })
	anna.Send(proto.Msg{T: proto.TStart})
	r.until("the table", func() bool { return scenetest.NameOf(r.M.Current()) == "board" })
	r.SettleFade()
	left := strings.TrimSuffix(i18n.Trf("clock left", ""), " ")
	if !r.Shows(left) || !(r.Shows("5:00") || r.Shows("4:59")) {
		t.Errorf("the header does not say the time left: %q", r.Texts())
	}
	if dir := os.Getenv("KASKADE_SCREENSHOT"); dir != "" {
		r.ShotIn(dir, "online-table-clock.png")
	}
}
