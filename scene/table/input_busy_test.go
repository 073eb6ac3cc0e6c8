package table

import (
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestStockClicksDuringFlightAllCount: three clicks on the stock 0.4 s
// apart turn it three times, though each comes while the last turn's
// cards still fly: a click finishes the flight and then acts.
func TestStockClicksDuringFlightAllCount(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=4711"), "turn", "waste")
	before := b.match.Cursor()
	for i := range 3 {
		r.Click(dv(b).Lay.Stock.Center())
		for range 23 { // 0.4 s at 60 ticks a second
			r.Tick(ui.Input{})
		}
		if i == 0 && !dv(b).Busy() {
			t.Fatal("a turn flies less than 0.4 s: the test shows nothing")
		}
	}
	r.settle(b, 300)
	turns := 0
	for _, p := range b.match.Moves()[before:] {
		if p.Move == game.Move(decktet.Turn) {
			turns++
		}
	}
	if turns != 3 {
		t.Fatalf("three clicks turned the stock %d times", turns)
	}
	if dv(b).St.String() != dst(b).String() {
		t.Fatalf("the view shows %s, the game is at %s", dv(b).St, dst(b))
	}
}

// TestClickDuringCrossFadeCounts: a click on the board while it still
// fades in is a move, not lost.
func TestClickDuringCrossFadeCounts(t *testing.T) {
	r := newRig(t, view.Animated)
	r.M.Goto(scene.Open.Menu(r.M))
	r.Tick(ui.Input{})
	cfg := view.DefaultConfig()
	cfg.SetOptionText("6x6")
	for i := range cfg.Players {
		cfg.Players[i].Type = view.Human
	}
	b, err := newTable(r.M, cfg)
	if err != nil {
		t.Fatal(err)
	}
	r.M.Goto(b)
	r.Tick(ui.Input{})
	if !r.M.Fading() {
		t.Fatal("no cross-fade under way")
	}
	r.Click(r.cellPoint(b, "b2"))
	r.settle(b, 300)
	if n, o := kst(b).At(kaskade.DefaultSize.CellAt(1, 1)); n != 1 || o != kaskade.White {
		t.Fatalf("b2 holds %d of %v after a click during the fade, want 1 white", n, o)
	}
}
