//go:build !js

package stats

import (
	"testing"

	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/stats/tally"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// statsSample is a book with every kind of row: levels, people, games of
// several people at one screen, and a solitaire with its streaks.
func statsSample() tally.Book {
	me, friend := tally.Seat{Local: true}, tally.Seat{Local: true}
	cpu := func(l string) tally.Seat { return tally.Seat{Computer: true, Level: l} }
	var b tally.Book
	add := func(n int, r tally.Result) {
		for range n {
			b.Add(r)
		}
	}
	add(9, tally.Result{Game: "kaskade", Seats: []tally.Seat{me, cpu("easy")}, Results: []float64{1, -1}})
	add(2, tally.Result{Game: "kaskade", Seats: []tally.Seat{me, cpu("easy")}, Results: []float64{-1, 1}})
	add(3, tally.Result{Game: "kaskade", Seats: []tally.Seat{me, cpu("medium")}, Results: []float64{1, -1}})
	add(4, tally.Result{Game: "kaskade", Seats: []tally.Seat{me, cpu("medium")}, Results: []float64{-1, 1}})
	add(1, tally.Result{Game: "kaskade", Seats: []tally.Seat{me, cpu("medium")}, Results: []float64{0, 0}})
	add(5, tally.Result{Game: "kaskade", Seats: []tally.Seat{cpu("expert"), me}, Results: []float64{1, -1}})
	add(3, tally.Result{Game: "kaskade", Seats: []tally.Seat{me, {}}, Results: []float64{1, -1}})
	add(2, tally.Result{Game: "kaskade", Seats: []tally.Seat{me, friend}, Results: []float64{1, -1}})
	for _, res := range []float64{1, 1, -1, 1, 1, 1, -1, 1} {
		b.Add(tally.Result{Game: "decktet", Seats: []tally.Seat{me}, Results: []float64{res}})
	}
	return b
}

// TestLayoutStats draws the statistics at every layout case in both
// languages: a game with every kind of row, the solitaire, a game without
// games, and the reset question; the phone rule holds on each.
func TestLayoutStats(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := scenetest.NewCaseRig(t, c, lang)
				defer r.Img.Deallocate()
				r.M.UseStats(statsSample())
				for _, g := range []string{"kaskade", "decktet", "formation"} {
					r.M.Config = view.DefaultConfig().ForGame(g)
					r.Check("stats "+g, r.Show(newStatsScene(r.M, scene.Open.Menu(r.M))), 0, nil)
				}
				s := newStatsScene(r.M, scene.Open.Menu(r.M)).(*statsScene)
				base := len(r.Show(s))
				s.asking = true
				r.Check("stats reset", r.Show(s), base, nil)
			})
		}
	}
}

// TestStatsScene works the screen as a player does: › shows the next game,
// Reset asks, No keeps the statistics, Yes empties them, Back returns.
func TestStatsScene(t *testing.T) {
	r := newRig(t, view.Instant)
	r.M.UseStats(statsSample())
	r.M.Config = view.DefaultConfig().ForGame("kaskade")
	back := scene.Open.Menu(r.M)
	s := newStatsScene(r.M, back).(*statsScene)
	r.M.Goto(s)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	if s.games[s.cur].Name != "kaskade" || len(s.layout().shown) != 4 {
		t.Fatalf("opened on %s with %d rows, want kaskade's 4", s.games[s.cur].Name, len(s.layout().shown))
	}
	before := s.cur
	r.Click(s.layout().next.R.Center())
	if s.cur != (before+1)%len(s.games) || len(s.layout().shown) == 4 {
		t.Fatalf("› went from game %d to %d (%d rows)", before, s.cur, len(s.layout().shown))
	}
	r.Click(s.layout().reset.R.Center())
	if !s.asking {
		t.Fatal("Reset did not ask")
	}
	r.Click(s.layout().no.R.Center())
	if s.asking || len(r.M.StatsBook().Games) != 2 {
		t.Fatalf("No: asking %v, %d games kept", s.asking, len(r.M.StatsBook().Games))
	}
	r.Click(s.layout().reset.R.Center())
	r.Click(s.layout().yes.R.Center())
	if len(r.M.StatsBook().Games) != 0 || !s.layout().reset.Disabled {
		t.Fatalf("Yes: %d games left, reset enabled %v", len(r.M.StatsBook().Games), !s.layout().reset.Disabled)
	}
	r.Click(s.layout().back.R.Center())
	if r.M.Current() != back {
		t.Fatalf("Back went to %T", r.M.Current())
	}
}
