//go:build !js

package scene

import (
	"testing"

	"kaskade/scene/stats"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// statsSample is a book with every kind of row: levels, people, games of
// several people at one screen, and a solitaire with its streaks.
func statsSample() stats.Book {
	me, friend := stats.Seat{Local: true}, stats.Seat{Local: true}
	cpu := func(l string) stats.Seat { return stats.Seat{Computer: true, Level: l} }
	var b stats.Book
	add := func(n int, r stats.Result) {
		for range n {
			b.Add(r)
		}
	}
	add(9, stats.Result{Game: "kaskade", Seats: []stats.Seat{me, cpu("easy")}, Results: []float64{1, -1}})
	add(2, stats.Result{Game: "kaskade", Seats: []stats.Seat{me, cpu("easy")}, Results: []float64{-1, 1}})
	add(3, stats.Result{Game: "kaskade", Seats: []stats.Seat{me, cpu("medium")}, Results: []float64{1, -1}})
	add(4, stats.Result{Game: "kaskade", Seats: []stats.Seat{me, cpu("medium")}, Results: []float64{-1, 1}})
	add(1, stats.Result{Game: "kaskade", Seats: []stats.Seat{me, cpu("medium")}, Results: []float64{0, 0}})
	add(5, stats.Result{Game: "kaskade", Seats: []stats.Seat{cpu("expert"), me}, Results: []float64{1, -1}})
	add(3, stats.Result{Game: "kaskade", Seats: []stats.Seat{me, {}}, Results: []float64{1, -1}})
	add(2, stats.Result{Game: "kaskade", Seats: []stats.Seat{me, friend}, Results: []float64{1, -1}})
	for _, res := range []float64{1, 1, -1, 1, 1, 1, -1, 1} {
		b.Add(stats.Result{Game: "decktet", Seats: []stats.Seat{me}, Results: []float64{res}})
	}
	return b
}

// TestLayoutStats draws the statistics at every layout case in both
// languages: a game with every kind of row, the solitaire, a game without
// games, and the reset question; the phone rule holds on each.
func TestLayoutStats(t *testing.T) {
	for _, c := range layoutCases {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := newCaseRig(t, c, lang)
				defer r.img.Deallocate()
				r.m.UseStats(statsSample())
				for _, g := range []string{"kaskade", "decktet", "formation"} {
					r.m.Config = view.DefaultConfig().ForGame(g)
					r.check("stats "+g, r.show(newStatsScene(r.m, newMenuScene(r.m))), 0, nil)
				}
				s := newStatsScene(r.m, newMenuScene(r.m)).(*statsScene)
				base := len(r.show(s))
				s.asking = true
				r.check("stats reset", r.show(s), base, nil)
			})
		}
	}
}

// TestStatsScene works the screen as a player does: › shows the next game,
// Reset asks, No keeps the statistics, Yes empties them, Back returns.
func TestStatsScene(t *testing.T) {
	r := newRig(t, view.Instant)
	r.m.UseStats(statsSample())
	r.m.Config = view.DefaultConfig().ForGame("kaskade")
	back := newMenuScene(r.m)
	s := newStatsScene(r.m, back).(*statsScene)
	r.m.Goto(s)
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	if s.games[s.cur].Name != "kaskade" || len(s.layout().shown) != 4 {
		t.Fatalf("opened on %s with %d rows, want kaskade's 4", s.games[s.cur].Name, len(s.layout().shown))
	}
	before := s.cur
	r.click(s.layout().next.R.Center())
	if s.cur != (before+1)%len(s.games) || len(s.layout().shown) == 4 {
		t.Fatalf("› went from game %d to %d (%d rows)", before, s.cur, len(s.layout().shown))
	}
	r.click(s.layout().reset.R.Center())
	if !s.asking {
		t.Fatal("Reset did not ask")
	}
	r.click(s.layout().no.R.Center())
	if s.asking || len(r.m.StatsBook().Games) != 2 {
		t.Fatalf("No: asking %v, %d games kept", s.asking, len(r.m.StatsBook().Games))
	}
	r.click(s.layout().reset.R.Center())
	r.click(s.layout().yes.R.Center())
	if len(r.m.StatsBook().Games) != 0 || !s.layout().reset.Disabled {
		t.Fatalf("Yes: %d games left, reset enabled %v", len(r.m.StatsBook().Games), !s.layout().reset.Disabled)
	}
	r.click(s.layout().back.R.Center())
	if r.m.Current() != back {
		t.Fatalf("Back went to %T", r.m.Current())
	}
}
