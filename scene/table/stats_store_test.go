//go:build !js

package table

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/online/proto"
	"kaskade/scene"
	"kaskade/scene/platform"
	"kaskade/scene/scenetest"
	"kaskade/scene/stats/tally"
	"kaskade/scene/view"
)

// storingManager is a manager that keeps its statistics (and autosaves)
// in a fresh config folder, as a player's run does.
func storingManager(t *testing.T, dir string) *scene.Manager {
	t.Helper()
	t.Setenv(platform.ConfigDirEnv, dir)
	t.Cleanup(func() { platform.Flush() })
	m := scene.NewManager(view.DefaultSettings(), view.DefaultConfig(), &scenetest.FakeInput{})
	m.Play = scene.NewPlayState(scene.Options{})
	return m
}

// finished plays cfg's game to its end with seeded random moves (through
// engine/match, as playedMatch does).
func finished(t *testing.T, m *scene.Manager, cfg view.GameConfig, seed uint64) *table {
	t.Helper()
	tb := playedMatch(t, m, cfg, 10_000, seed)
	if !tb.over() {
		t.Fatalf("%s: the game is not over", cfg.Game)
	}
	return tb
}

// outcomeFor is what seat p's result says the game was for it.
func outcomeFor(st game.State, p game.Player) tally.Outcome {
	switch r := st.Result(p); {
	case r > 0:
		return tally.Won
	case r < 0:
		return tally.Lost
	}
	return tally.Drawn
}

// TestCountResult plays short games to their end and counts them: the
// person's game against Easy under "easy" by the engine's result, a game
// of two people at one screen under "people" without a winner, computers
// only not at all, an unfinished game not at all, and an ended game undone
// and ended again once. A new manager on the same folder reads the counts
// back, and a reset empties them for good.
func TestCountResult(t *testing.T) {
	dir := t.TempDir()
	m := storingManager(t, dir)
	small := kaskade.Size{Cols: 3, Rows: 3}

	vsEasy := finished(t, m, seats(small, "human", "easy"), 3)
	countResult(m, vsEasy)
	countResult(m, vsEasy) // the game-over path again (an undo, the same end): counted once
	want := tally.Tally{Games: 1}
	switch outcomeFor(vsEasy.state(), 0) {
	case tally.Won:
		want.Wins = 1
	case tally.Lost:
		want.Losses = 1
	case tally.Drawn:
		want.Draws = 1
	}
	if got := m.StatsBook().Games["kaskade"].Opponents["easy"]; got != want {
		t.Fatalf("against easy: %+v, want %+v", got, want)
	}

	countResult(m, finished(t, m, seats(small, "human", "human"), 4))
	if got := m.StatsBook().Games["kaskade"].Opponents[tally.People]; got != (tally.Tally{Games: 1}) {
		t.Fatalf("two people at one screen: %+v, want one game and no winner", got)
	}
	countResult(m, finished(t, m, seats(small, "easy", "medium"), 5))
	unfinished := playedMatch(t, m, seats(small, "human", "hard"), 2, 6)
	countResult(m, unfinished)
	if g := m.StatsBook().Games["kaskade"]; len(g.Opponents) != 2 {
		t.Fatalf("computers only or an unfinished game were counted: %+v", g.Opponents)
	}

	solo := scenetest.HumanConfig("decktet")
	deal := finished(t, m, solo, 7)
	countResult(m, deal)
	d := m.StatsBook().Games["decktet"]
	won := outcomeFor(deal.state(), 0) == tally.Won
	if tl := d.Opponents[tally.Solitaire]; tl.Games != 1 || (tl.Wins == 1) != won || (d.Streak == 1) != won {
		t.Fatalf("solitaire (won: %v): %+v", won, d)
	}

	again := storingManager(t, dir) // the next run
	if got, want := again.StatsBook(), m.StatsBook(); !reflect.DeepEqual(got, want) {
		t.Fatalf("read back:\n got %+v\nwant %+v", got, want)
	}
	if _, err := os.Stat(filepath.Join(dir, scene.StatsName)); err != nil {
		t.Fatalf("no statistics file: %v", err)
	}
	again.ResetStats()
	if n := len(storingManager(t, dir).StatsBook().Games); n != 0 {
		t.Fatalf("after a reset the next run reads %d games", n)
	}
}

// TestStatsSlot: the statistics are a file of their own beside the
// settings; a run that keeps nothing (tests, screenshots) writes none, and
// a damaged file is read as what is left of it.
func TestStatsSlot(t *testing.T) {
	dir := t.TempDir()
	m := storingManager(t, dir)
	m.Play.ReadOnly = true // a screenshot's run
	countResult(m, finished(t, m, seats(kaskade.Size{Cols: 3, Rows: 3}, "human", "easy"), 8))
	platform.Flush()
	if _, err := os.Stat(filepath.Join(dir, scene.StatsName)); !os.IsNotExist(err) {
		t.Fatalf("a read-only run wrote statistics: %v", err)
	}
	if m.StatsBook().Games["kaskade"].Opponents["easy"].Games != 1 {
		t.Fatal("a read-only run does not count in memory")
	}

	damaged := `{"format":"kaskade-stats","version":1,"games":{"kaskade":{"opponents":{"easy":{"games":2,"wins":1},"hard":{"games":-4}}},"decktet":"x"}}`
	if err := os.WriteFile(filepath.Join(dir, scene.StatsName), []byte(damaged), 0o600); err != nil {
		t.Fatal(err)
	}
	b := storingManager(t, dir).StatsBook()
	want := map[string]tally.Game{"kaskade": {Opponents: map[string]tally.Tally{"easy": {Games: 2, Wins: 1}}}}
	if !reflect.DeepEqual(b.Games, want) {
		t.Fatalf("damaged file read as %+v, want %+v", b.Games, want)
	}
	if err := os.WriteFile(filepath.Join(dir, scene.StatsName), []byte("not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b := storingManager(t, dir).StatsBook(); len(b.Games) != 0 {
		t.Fatalf("unreadable file read as %+v", b.Games)
	}
	if _, err := os.Stat(filepath.Join(dir, platform.SettingsName)); !os.IsNotExist(err) {
		t.Fatalf("the statistics touched the settings' file: %v", err)
	}
}

// TestCountOnlineResult: a finished room counts for the screen's own seat
// only (the other people are the opponents, a computer of the server names
// its level), and a room watched counts nothing.
func TestCountOnlineResult(t *testing.T) {
	m := storingManager(t, t.TempDir())
	end := finished(t, m, seats(kaskade.Size{Cols: 3, Rows: 3}, "human", "human"), 9).state()
	room := func(seat int, seats ...proto.Seat) *table {
		g, err := games.Lookup("kaskade")
		if err != nil {
			t.Fatal(err)
		}
		r := &roomMatch{entry: g, seat: seat, info: proto.Info{Game: "kaskade", Options: "3x3", Seats: seats}, view: end, sent: -1, away: map[int]bool{}}
		tb, err := newOnlineTable(m, r)
		if err != nil {
			t.Fatal(err)
		}
		return tb
	}
	ann, bob := proto.Seat{Kind: proto.KindPerson, Name: "Ann"}, proto.Seat{Kind: proto.KindPerson, Name: "Bob"}
	countResult(m, room(1, ann, bob))
	countResult(m, room(0, ann, proto.Seat{Kind: proto.KindComputer, Level: "hard"}))
	countResult(m, room(proto.Watch, ann, bob))
	g := m.StatsBook().Games["kaskade"]
	asSeat := func(p game.Player) tally.Tally {
		switch outcomeFor(end, p) {
		case tally.Won:
			return tally.Tally{Games: 1, Wins: 1}
		case tally.Lost:
			return tally.Tally{Games: 1, Losses: 1}
		}
		return tally.Tally{Games: 1, Draws: 1}
	}
	if got, want := g.Opponents[tally.People], asSeat(1); got != want {
		t.Errorf("seat 1 against a person: %+v, want %+v (and the watched room not counted)", got, want)
	}
	if got, want := g.Opponents["hard"], asSeat(0); got != want {
		t.Errorf("seat 0 against the server's Hard: %+v, want %+v", got, want)
	}
}
