//go:build !js

package replay

import (
	"testing"

	"kaskade/engine/formation"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// pickConfig is Die Formation with White picking the board from seed 42,
// White played by level ("" for a person).
func pickConfig(level string) view.GameConfig {
	cfg := scenetest.HumanConfig("formation")
	cfg.SetOptionText("pick:42")
	if level != "" {
		cfg.Players[1].Type, cfg.Players[1].Level = view.Computer, level
	}
	return cfg
}

// TestFormationPickPlaysAndReplays: White clicks the second board; Black
// then moves first on it; the pick is in the record, so the record read
// back and its replay (whose list names it) show the same game.
func TestFormationPickPlaysAndReplays(t *testing.T) {
	r := newRig(t, view.Instant)
	tb := r.boardCfg(pickConfig(""))
	loc := tb.(scene.Prober).Probe().Locate // the view's (view.Locator)
	if loc == nil {
		t.Fatal("Die Formation's view locates nothing")
	}
	p, ok := loc("board 2")
	if !ok {
		t.Fatal("no board 2 to pick on the screen")
	}
	r.Click(p)
	mt := record(tb)
	st, _ := mt.State().(*formation.State)
	if st == nil || st.Picking() || st.Colours() != formation.PickBoards(42)[1].Colours() || st.ToMove() != formation.Black {
		t.Fatalf("after the click on board 2: %v", mt.State())
	}
	for range 2 { // Black's first move and White's answer
		if err := mt.PlayMove(mt.State().LegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	rec := match.Encode(mt)
	back, err := match.Decode(rec, games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if back.State().String() != mt.State().String() {
		t.Fatalf("the record plays %s, the game was %s", back.State(), mt.State())
	}
	rp := openReplay(t, r, back)
	if len(rp.list.Entries) != 3 || rp.list.Entries[0].Text != "board 2" {
		t.Fatalf("the replay's list begins %v", rp.list.Entries)
	}
	rp.jump(rp.afterEntry(0))
	if s := rp.at(rp.pos).(*formation.State); s.Picking() || s.Colours() != formation.PickBoards(42)[1].Colours() {
		t.Fatal("the replay after the pick is not on the board picked")
	}
}

// TestFormationComputerPicks: a computer in White's seat picks one of the
// boards by itself, and Black, a person, then moves first.
func TestFormationComputerPicks(t *testing.T) {
	r := newRig(t, view.Instant)
	mt := record(r.boardCfg(pickConfig("hard")))
	for i := 0; i < 3000; i++ {
		if s := mt.State().(*formation.State); !s.Picking() {
			break
		}
		r.Tick(ui.Input{})
	}
	s := mt.State().(*formation.State)
	if s.Picking() || s.ToMove() != formation.Black {
		t.Fatalf("the computer has not picked: %v", s)
	}
	picked := false
	for _, a := range formation.PickBoards(42) {
		picked = picked || a.Colours() == s.Colours()
	}
	if !picked {
		t.Fatal("the board played is none of the three")
	}
}
