package games

import (
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
)

func TestEveryEntryStartsAndReadsBack(t *testing.T) {
	names := map[string]bool{}
	for _, g := range All() {
		if g.Name == "" || g.Title == "" || g.Summary == "" || len(g.Seats) == 0 || g.New == nil || g.Parse == nil {
			t.Errorf("entry %q is missing a field: %+v", g.Name, g)
			continue
		}
		if names[g.Name] {
			t.Errorf("two entries named %q", g.Name)
		}
		names[g.Name] = true
		s, err := g.New(g.DefaultOptions)
		if err != nil {
			t.Errorf("%s: New(%q): %v", g.Name, g.DefaultOptions, err)
			continue
		}
		back, err := g.Parse(s.String())
		if err != nil || back.String() != s.String() {
			t.Errorf("%s: Parse(%q) = %v, %v", g.Name, s, back, err)
		}
		ty, err := g.Type()
		if err != nil || s.NumPlayers() < ty.MinPlayers || s.NumPlayers() > ty.MaxPlayers {
			t.Errorf("%s: %d players, type %+v, %v", g.Name, s.NumPlayers(), ty, err)
		}
		if n, err := g.Players(g.DefaultOptions); err != nil || n != s.NumPlayers() {
			t.Errorf("%s: Players = %d, %v; want %d", g.Name, n, err, s.NumPlayers())
		}
		if _, err := g.New("no such options %%"); err == nil {
			t.Errorf("%s: New accepts nonsense options", g.Name)
		}
	}
}

// Every entry passes a short run of the conformance suite from its
// default options, so that a new entry is checked from the day it lands
// (its own package runs the long one).
func TestEveryEntryConforms(t *testing.T) {
	for _, g := range All() {
		t.Run(g.Name, func(t *testing.T) {
			gametest.Run(t, gametest.Config{
				New: func(uint64) game.State {
					s, err := g.New(g.DefaultOptions)
					if err != nil {
						t.Fatal(err)
					}
					return s
				},
				Parse: g.Parse,
				Games: 2,
			})
		})
	}
}

func TestLookupListsTheNames(t *testing.T) {
	g, err := Lookup("formation")
	if err != nil || g.Name != "formation" {
		t.Fatalf("Lookup(formation) = %v, %v", g.Name, err)
	}
	_, err = Lookup("chess")
	if err == nil {
		t.Fatal("Lookup(chess) found a game")
	}
	for _, g := range All() {
		if !strings.Contains(err.Error(), g.Name) {
			t.Errorf("the error %q does not name %s", err, g.Name)
		}
	}
}

func TestAllIsACopy(t *testing.T) {
	a := All()
	a[0].Name = "changed"
	if All()[0].Name == "changed" {
		t.Error("All hands out the catalogue itself")
	}
}

// Replay names the first bad move and returns the position before it.
func TestReplayNamesTheBadMove(t *testing.T) {
	for _, c := range []struct{ game, options, bad, want string }{
		{"kaskade", "3x3", "b1", `move 3 (b1): cell belongs to black`},
		{"formation", "", "a1-a2", `move 3 (a1-a2):`},
		{"decktet", "", "zz", `move 3 (zz):`},
	} {
		g, err := Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		s, err := g.New(c.options)
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		for range 2 {
			m := s.LegalMoves(nil)[0]
			moves = append(moves, s.FormatMove(m))
			s.Apply(m)
		}
		n := 0
		got, err := g.Replay(c.options, append(moves, c.bad), func(game.State, int) { n++ })
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: Replay error %v, want %q", c.game, err, c.want)
		}
		if n != 2 || got == nil || got.String() != s.String() {
			t.Errorf("%s: Replay called back %d times and stopped at %v, want 2 and %q", c.game, n, got, s)
		}
	}
}
