//go:build !js

package table

import (
	"strings"
	"testing"

	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
)

// TestHandOverCoversNothing: the creator's "Let the computer play for …"
// stands in a row of its own under the view, not over the board (it
// covered the bottom row of Kaskade's board and Kaleidoskop's tools), and
// keeps the layout rules at the desktop's and the phones' sizes in the
// largest text, in both languages (issue 40).
func TestHandOverCoversNothing(t *testing.T) {
	for _, c := range scenetest.Cases[:3] { // the desktop window and both phones, largest text
		for _, lang := range []string{"en", "de"} {
			for _, name := range []string{"kaskade", "kaleidoskop"} {
				t.Run(name+"/"+lang+"/"+c.String(), func(t *testing.T) { checkHandOver(t, c, lang, name) })
			}
		}
	}
}

// checkHandOver draws a room of name whose creator, this screen's seat,
// waits for the seat to move, who is away.
func checkHandOver(t *testing.T, c scenetest.Case, lang, name string) {
	r := scenetest.NewCaseRig(t, c, lang)
	r.Game = name
	defer r.Img.Deallocate()
	tb, _ := layoutRoom(t, r, name)
	els := r.Show(tb)
	b, ok := tb.handOverButton()
	if !ok {
		t.Fatal("no hand-over offered to the creator while the seat to move is away")
	}
	if v := tb.lay.View; b.R.Y < v.Y+v.H && b.R.Y+b.R.H > v.Y {
		t.Errorf("%q at %v lies over the view %v (the board, the tools)", b.Label, b.R, v)
	}
	r.Check("hand-over", els, 0, scenetest.ViewFree(tb.lay.View))
}

// layoutRoom is a table of a room of name, fed by the test (its client
// never connects): this screen's seat created it and is not to move; the
// seat to move, Ann, is away.
func layoutRoom(t *testing.T, r *scenetest.LayoutRig, name string) (*table, *roomMatch) {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	start, err := g.New("")
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := start.(interface{ Settle() }); ok { // Kaleidoskop: the deal made, as the server sends it
		s.Settle()
	}
	cl, err := client.New("http://127.0.0.1:1")
	if err != nil {
		t.Fatal(err)
	}
	n, away := start.NumPlayers(), int(start.CurrentPlayer())
	me := (away + 1) % n
	seats := make([]proto.Seat, n)
	for i := range seats {
		seats[i] = proto.Seat{Kind: proto.KindPerson, Name: "Ann", Connected: i != away}
	}
	rm := &roomMatch{c: cl, entry: g, seat: me, info: proto.Info{Game: name, Creator: me, UndoBy: proto.Watch, Seats: seats},
		view: start, sent: -1, away: map[int]bool{away: true}}
	tb, err := newTableOf(r.M, namesFromRoom(scenetest.HumanConfig(name), rm.info), rm)
	if err != nil {
		t.Fatal(err)
	}
	return tb, rm
}

// TestOnlineHeaderKeepsTheCode: an online table's header names the room's
// code whole or not at all (it was cut, "Room K7M…"), before the game's
// number and the move count, which give way first; on the desktop it is
// there. Every case's size, both languages, a rematch's second game.
func TestOnlineHeaderKeepsTheCode(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			r := scenetest.NewCaseRig(t, c, lang)
			tb, rm := layoutRoom(t, r, "kaskade")
			rm.info.Code, rm.round = "K7MQX2", 2
			room := strings.TrimSuffix(i18n.Trf("online room", ""), " ")
			shown := false
			for _, e := range r.Show(tb) {
				if !strings.Contains(e.Label, room+" ") {
					continue
				}
				shown = true
				if !strings.Contains(e.Label, room+" K7MQX2") {
					t.Errorf("%s, %s: the header writes %q: the code cut", c, lang, e.Label)
				}
				if i, j := strings.Index(e.Label, "K7MQX2"), strings.Index(e.Label, i18n.Trf("online game n", 2)); j >= 0 && j < i {
					t.Errorf("%s, %s: %q: the game's number before the code", c, lang, e.Label)
				}
			}
			if c.W >= 900 && !shown {
				t.Errorf("%s, %s: no room code in the desktop's header", c, lang)
			}
			r.Img.Deallocate()
		}
	}
	i18n.SetLang("en")
}
