//go:build !js

package table

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"kaskade/scene"
	"kaskade/scene/i18n"

	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/scenetest"
)

// checkRematchQuestion draws an online room's result card, then the
// rematch another person asks over it (the question in the card's place,
// as the others see it), with names as long as a room allows.
func checkRematchQuestion(t *testing.T, r *scenetest.LayoutRig, name string) {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := client.New("http://127.0.0.1:1") // never started: the test feeds the room
	if err != nil {
		t.Fatal(err)
	}
	cfg := scenetest.HumanConfig(name)
	over := playedMatch(t, r.M, cfg, 3000, 2)
	long := "Maximiliane Alexandrowna" // proto.MaxName letters
	info := proto.Info{Code: "ABCDEF", Game: name, Options: over.match.Options(), Started: true, Over: true, UndoBy: proto.Watch, Round: 1,
		Seats: []proto.Seat{{Kind: proto.KindPerson, Name: long, Connected: true}, {Kind: proto.KindPerson, Name: "Ben", Connected: true}}}
	rm := &roomMatch{c: c, entry: g, seat: 1, info: info, view: over.state(), ply: over.match.Played(), round: 1, sent: -1, away: map[int]bool{}}
	tb, err := newTableOf(r.M, namesFromRoom(cfg, info), rm)
	if err != nil {
		t.Fatal(err)
	}
	below := len(r.Show(tb))
	card := newGameOverScene(tb)
	base := len(r.Show(card))
	rm.info.Rematch = []int{0}
	r.Check("rematch question", r.Show(card), base, nil)
	if dir := os.Getenv("KASKADE_SCREENSHOT"); dir != "" && r.Least > 0 { // a phone's: to look at
		name := fmt.Sprintf("rematch-question-%s-%.0fx%.0f.png", i18n.CurLang, r.W, r.H)
		if err := scene.WritePNG(r.Img, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	rm.info.Rematch, rm.info.Seats[0] = nil, proto.Seat{Kind: proto.KindOpen} // the first seat left after the end
	rm.seat = proto.Watch
	r.Check("result card, a seat free, watching", r.Show(card), below, nil)
	rm.seat, rm.info.Creator = 1, 1
	r.Check("result card, a seat free, the creator's", r.Show(card), below, nil)
}
