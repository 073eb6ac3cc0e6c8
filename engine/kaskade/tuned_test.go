package kaskade

import (
	"kaskade/engine/game"
	"math/rand/v2"
	"testing"
)

// ClassicWeights must give Classic back exactly, which checks every
// feature's count against brilliant.go.
func TestFeaturesRebuildClassic(t *testing.T) {
	for _, z := range []Size{{3, 3}, {5, 5}, {6, 9}, {8, 8}, {9, 9}, {20, 20}} {
		r := rand.New(rand.NewPCG(uint64(z.Cols), uint64(z.Rows)))
		for game := 0; game < 20; game++ {
			s, _ := New(z)
			for !s.Over() {
				mover, opp := s.Features()
				if got, want := dot(&ClassicWeights, &mover), s.Classic(s.toMove); got != want {
					t.Fatalf("%v move %d: mover's features give %d, Classic %d", z, s.moves, got, want)
				}
				if got, want := dot(&ClassicWeights, &opp), s.Classic(s.toMove.Opponent()); got != want {
					t.Fatalf("%v move %d: opponent's features give %d, Classic %d", z, s.moves, got, want)
				}
				legal := s.LegalMoves(nil)
				s.Place(legal[r.IntN(len(legal))])
				if got := s.Balls(White) + s.Balls(Black); got != s.moves {
					t.Fatalf("%v: %d balls after %d moves", z, got, s.moves)
				}
			}
		}
	}
}

func dot(w, f *[NumFeatures]int) int {
	v := 0
	for i := range NumFeatures {
		v += w[i] * f[i]
	}
	return v
}

// Tuned is read from either side: the two views are opposite.
func TestTunedViews(t *testing.T) {
	s, _ := New(Size{6, 9})
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 30 && !s.Over(); i++ {
		legal := s.LegalMoves(nil)
		s.Place(legal[r.IntN(len(legal))])
		if a, b := s.Tuned(White), s.Tuned(Black); a != -b {
			t.Fatalf("move %d: White's view %d, Black's %d", i, a, b)
		}
	}
}

// midgames returns positions of random games on z, some way in.
func midgames(z Size, n int) []*Game {
	r := rand.New(rand.NewPCG(7, uint64(z.Cells())))
	var out []*Game
	for len(out) < n {
		g, _ := NewGame(z)
		for i := 0; i < z.Cells() && !g.st.Over(); i++ {
			legal := g.st.LegalMoves(nil)
			g.st.Place(legal[r.IntN(len(legal))])
		}
		if !g.st.Over() {
			out = append(out, g)
		}
	}
	return out
}

// The evaluations' cost per position: the search spends most of its time here.
func BenchmarkEvaluate(b *testing.B) {
	for _, z := range []Size{{6, 9}, {8, 8}} {
		pos := midgames(z, 64)
		for _, name := range []string{"classic", "tuned"} {
			b.Run(z.String()+"/"+name, func(b *testing.B) {
				f := pos[0].Heuristic(name)
				if name == "classic" {
					f = func(s game.State, p game.Player) int { return s.(*Game).Evaluate(p) }
				}
				sum := 0
				for i := 0; b.Loop(); i++ {
					g := pos[i&63]
					sum += f(g, g.CurrentPlayer())
				}
				_ = sum
			})
		}
	}
}
