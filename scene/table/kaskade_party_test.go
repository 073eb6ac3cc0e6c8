package table

import (
	"os"
	"path/filepath"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade/party"
	"kaskade/engine/match"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// partyConfig is Kaskade with the options and a seat kind per seat
// ("human" or a level).
func partyConfig(options string, kinds ...string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.SetOptionText(options)
	for i, k := range kinds {
		if k != "human" {
			cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, k
		}
	}
	return cfg
}

// Four computers play Kaskade to the end through the table: every move
// goes through the match, the game-over screen ranks all four as the
// engine places them.
func TestKaskadeOfFourComputersPlaysToTheRanking(t *testing.T) {
	r := newRig(t, view.Animated)
	fakeClock(r.M)
	r.M.Settings.Speed = 3
	b := r.boardCfg(partyConfig("4x4,players=4", "easy", "medium", "easy", "easy"))
	if len(b.cfg.Players) != 4 {
		t.Fatalf("%d seats, want 4", len(b.cfg.Players))
	}
	for i := 0; ; i++ {
		if i > 60000 {
			t.Fatalf("no game over after %d ticks, %d moves", i, b.match.Cursor())
		}
		if _, ok := r.M.Current().(*gameOverScene); ok {
			break
		}
		r.Tick(ui.Input{})
	}
	if got, want := b.state().String(), replayed(t, b.record()); got != want {
		t.Fatalf("match %s differs from its replay %s", got, want)
	}
	st := b.state().(*party.State)
	over := r.M.Current().(*gameOverScene)
	if over.winner != st.Winner() || len(over.rank) != 4 || !over.many() {
		t.Fatalf("winner %v (engine %v), %d ranked", over.winner, st.Winner(), len(over.rank))
	}
	for _, rk := range over.rank {
		if rk.place != st.Rank(rk.seat) || !rk.scored || rk.score != st.Score(rk.seat) {
			t.Errorf("seat %d: place %d score %v, engine %d and %v", rk.seat, rk.place, rk.score, st.Rank(rk.seat), st.Score(rk.seat))
		}
	}
}

// People at one screen: a move for each of three seats by a click, the
// seat to move follows the engine, undo takes one back, and the paused
// game and its record come back with three players.
func TestKaskadeOfThreeAtOneScreenUndoesAndResumes(t *testing.T) {
	r := newRig(t, view.Instant)
	dir := withSaves(t, r)
	b := r.boardCfg(partyConfig("5x5,players=3", "human", "human", "human"))
	for i, cell := range []string{"a1", "c3", "e5", "a1"} {
		if b.toMove() != game.Player(i%3) {
			t.Fatalf("move %d: seat %d to move", i+1, b.toMove())
		}
		p, ok := kv(b).Locate(cell)
		if !ok {
			t.Fatalf("no cell %s", cell)
		}
		r.Click(p)
		r.settle(b, 500)
	}
	if b.match.Cursor() != 4 || b.toMove() != 1 {
		t.Fatalf("after four clicks: %d moves, seat %d to move: %s", b.match.Cursor(), b.toMove(), b.state())
	}
	b.undo()
	r.settle(b, 500)
	if b.match.Cursor() != 3 || b.toMove() != 0 {
		t.Fatalf("after undo: %d moves, seat %d to move", b.match.Cursor(), b.toMove())
	}
	want := b.state().String()
	platform.Flush()
	if _, err := os.Stat(filepath.Join(dir, "autosave-kaskade.txt")); err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	r.toMenu()
	if p, _, shown := r.offer("kaskade"); p == nil || !shown {
		t.Fatal("the menu offers no paused game")
	}
	r.resume()
	nb, ok := r.M.Current().(*table)
	if !ok || nb.state().String() != want || len(nb.cfg.Players) != 3 {
		t.Fatalf("resumed %T %v, want %s with three seats", r.M.Current(), nb.state(), want)
	}
	back, err := match.Decode(match.Encode(nb.record()), games.Lookup)
	if err != nil || back.State().String() != want || back.Options() != "5x5,players=3" {
		t.Fatalf("the record reads back as %v (%v)", back, err)
	}
}
