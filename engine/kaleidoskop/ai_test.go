package kaleidoskop

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// aiPlayer is the named level.
func aiPlayer(t testing.TB, name string) *ai.Player {
	t.Helper()
	p, err := ai.New(name)
	if err != nil {
		t.Fatal(err)
	}
	p.Timed = false
	return p
}

// playLevels plays one game with the given levels round the table and
// returns the final state and the moves played.
func playLevels(t testing.TB, opt Options, names []string, seed uint64) (*State, int) {
	t.Helper()
	s, err := New(opt)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]*ai.Player, len(names))
	for i, n := range names {
		ps[i] = aiPlayer(t, n)
	}
	n := ai.PlayOut(s, ps, seed, nil)
	return s, n
}

func BenchmarkLevelGame(b *testing.B) {
	for _, lv := range []string{"easy", "medium", "hard", "expert"} {
		b.Run(lv, func(b *testing.B) {
			moves := 0
			for i := 0; b.Loop(); i++ {
				_, n := playLevels(b, Options{Players: 4, Length: Short, Deal: 1}, []string{lv, lv, lv, lv}, uint64(i))
				moves += n
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
		})
	}
}

var _ = game.NoMove

// distance agrees with Matches: 0 exactly when the mission is on the
// board, in positions of random games.
func TestDistanceZeroIsAMatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for g := range 5 {
			s, _ := randomGame(t, rng, players, uint64(g), 60+40*g)
			zero := 0
			for c := Card(0); c < NumCards; c++ {
				for i := range 2 {
					d := s.distance(c, i, maxDistance)
					if (d == 0) != s.Matches(c, i) {
						t.Fatalf("%d players, %s/%d: distance %d, Matches %v\n%s", players, c, i+1, d, s.Matches(c, i), s)
					}
					if d == 0 {
						zero++
					}
				}
			}
			t.Logf("%d players: %d missions on the board", players, zero)
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	s, _ := randomGame(b, rng, 4, 1, 150)
	var out [4]int
	for b.Loop() {
		s.EvaluateSeats(out[:])
	}
}

func BenchmarkDistance(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	s, _ := randomGame(b, rng, 4, 1, 150)
	for b.Loop() {
		for c := Card(0); c < NumCards; c++ {
			s.cardDistance(c)
		}
	}
}

func BenchmarkMatches(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	s, _ := randomGame(b, rng, 4, 1, 150)
	for b.Loop() {
		for c := Card(0); c < NumCards; c++ {
			s.Matches(c, 0)
			s.Matches(c, 1)
		}
	}
}

// gridFind is the matcher find replaced (every variant at every hex of the
// padded grid), kept as the reference: find must find the same first
// match.
func gridFind(s *State, m *Mission) ([]int8, bool) {
	for _, v := range m.variants {
	base:
		for _, base := range s.lay.bases {
			var b binding
			ids := make([]int8, len(v))
			for j, step := range v {
				id := s.lay.grid[base+step]
				if id == noHex || !b.fits(m.Wishes[j], s.colour[id]) {
					continue base
				}
				ids[j] = id
			}
			if m.Crystal == 0 || s.crystalFits(m, ids, b) {
				return ids, true
			}
		}
	}
	return nil, false
}

// find over the boards' placements finds what the grid search finds, the
// same hexes first, in positions of random games with every player count.
func TestFindAsTheGridSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	found := 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for g := range 8 {
			s, _ := randomGame(t, rng, players, uint64(g), 30*g)
			for c := Card(0); c < NumCards; c++ {
				for i := range 2 {
					m := &allCards()[c].Missions[i]
					var ids [7]int8
					ok := s.find(m, &ids)
					want, wantOK := gridFind(s, m)
					if ok != wantOK || ok && string(fmt.Append(nil, ids[:len(want)])) != string(fmt.Append(nil, want)) {
						t.Fatalf("%d players, %s/%d: find %v %v, grid %v %v\n%s", players, c, i+1, ok, ids, wantOK, want, s)
					}
					if ok {
						found++
					}
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no mission found on any board: the test tests nothing")
	}
}

// swapHidden returns a copy of s in which the cards seat p cannot see (the
// other hands and the decks) are dealt otherwise: each other hand keeps
// its blue and orange counts. It fails the test if nothing could change.
func swapHidden(t *testing.T, s *State, p int, rng *rand.Rand) *State {
	t.Helper()
	c := *s
	for _, d := range []Deck{BlueDeck, OrangeDeck} {
		var pool []Card
		for m := c.deck[d]; m != 0; m &= m - 1 {
			pool = append(pool, Card(bits.TrailingZeros32(m)))
		}
		for q := range c.opt.Players {
			if q != p {
				for m := c.seats[q].hand & d.mask(); m != 0; m &= m - 1 {
					pool = append(pool, Card(bits.TrailingZeros32(m)))
				}
			}
		}
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for q := range c.opt.Players {
			if q == p {
				continue
			}
			c.seats[q].hand &^= d.mask()
			for range c.seats[q].handN[d] {
				c.seats[q].hand |= 1 << pool[0]
				pool = pool[1:]
			}
		}
		c.deck[d] = 0
		for _, k := range pool {
			c.deck[d] |= 1 << k
		}
	}
	c.opt.Deal = rng.Uint64()
	if c.String() == s.String() {
		t.Fatalf("swapping the hidden cards changed nothing in %s", s)
	}
	return &c
}

// A computer's choice depends only on what its seat has seen: with the
// other hands and the decks dealt otherwise it plays the same move with
// the same score, at every level, in seeded positions of every phase.
func TestChoiceIgnoresHiddenCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	tried := 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for g := range 3 {
			s, _ := randomGame(t, rng, players, uint64(10*players+g), 40+30*g)
			s.Settle()
			if s.IsOver() {
				continue
			}
			p := int(s.CurrentPlayer())
			other := swapHidden(t, s, p, rng)
			for _, lv := range []string{"easy", "medium", "hard", "expert"} {
				pl := aiPlayer(t, lv)
				pl.Nodes = 3000 // short searches: the test is about what they read
				a := ai.Think(pl, s, uint64(g), nil)
				b := ai.Think(pl, other, uint64(g), nil)
				if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
					t.Fatalf("%s, %d players: %s (%d) with the true cards, %s (%d) with others\n%s\n%s",
						lv, players, s.FormatMove(a.Move), a.Score, s.FormatMove(b.Move), b.Score, s, other)
				}
				tried++
			}
		}
	}
	if tried == 0 {
		t.Fatal("no position tried")
	}
}

// Every level plays whole short games legally with 3, 4 and 6 players,
// the levels round the table, chance from the deal number.
func TestLevelsPlayWholeGames(t *testing.T) {
	names := []string{"easy", "medium", "hard", "expert", "random", "greedy"}
	for _, players := range []int{3, 4, 6} {
		s, err := New(Options{Players: players, Length: Short, Deal: uint64(players), Rounds: 2})
		if err != nil {
			t.Fatal(err)
		}
		ps := make([]*ai.Player, players)
		for i := range ps {
			ps[i] = aiPlayer(t, names[(i+players)%len(names)])
		}
		for ply := uint64(0); !s.IsOver(); ply++ {
			if s.CurrentPlayer() == game.Chance {
				s.Apply(s.SeededOutcome())
				continue
			}
			p := ps[s.CurrentPlayer()]
			m := ai.Think(p, s, ply, nil).Move
			if err := s.Check(m); err != nil {
				t.Fatalf("%s, %d players: move %d: %v\n%s", p.Name, players, m, err, s)
			}
			s.Apply(m)
			if ply > 5000 {
				t.Fatalf("%d players: not over after %d moves", players, ply)
			}
		}
		if s.Round() != 2 && s.first < 0 {
			t.Fatalf("%d players: over in round %d without anyone qualified", players, s.Round())
		}
	}
}

// turnStarts are positions of a seeded 4-player game (normal length) where
// a seat begins its turn, for timing a computer's whole turn.
func turnStarts(b *testing.B) []*State {
	s, err := New(Options{Players: 4, Length: Normal, Deal: 3})
	if err != nil {
		b.Fatal(err)
	}
	p := aiPlayer(b, "easy")
	var out []*State
	for ply := uint64(0); !s.IsOver() && len(out) < 24; ply++ {
		if s.CurrentPlayer() == game.Chance {
			s.Apply(s.SeededOutcome())
			continue
		}
		if s.phase == PhasePlace {
			c := *s
			out = append(out, &c)
		}
		s.Apply(ai.Think(p, s, ply, nil).Move)
	}
	return out
}

// BenchmarkTurn times a computer's whole turn (every move from placing the
// crystal to the end, cards dealt from the deal number), the wait a person
// has per computer seat; turns/op over positions of one game.
func BenchmarkTurn(b *testing.B) {
	starts := turnStarts(b)
	for _, lv := range []string{"easy", "medium", "hard", "expert"} {
		b.Run(lv, func(b *testing.B) {
			p := aiPlayer(b, lv)
			moves := 0
			for i := 0; b.Loop(); i++ {
				s := *starts[i%len(starts)]
				me := s.CurrentPlayer()
				for ply := uint64(0); !s.IsOver() && (s.CurrentPlayer() == me || s.CurrentPlayer() == game.Chance); ply++ {
					if s.CurrentPlayer() == game.Chance {
						s.Apply(s.SeededOutcome())
						continue
					}
					s.Apply(ai.Think(p, &s, ply, nil).Move)
					moves++
				}
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves/turn")
		})
	}
}

// The lower levels' evaluations exist and judge otherwise than the full
// one; an unknown name gives none.
func TestHeuristics(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	s, _ := randomGame(t, rng, 4, 2, 120)
	if s.Heuristic("nonsense") != nil {
		t.Fatal("an unknown heuristic")
	}
	differs := false
	for _, name := range []string{"mean", "onboard"} {
		f := s.Heuristic(name)
		if f == nil {
			t.Fatalf("no heuristic %q", name)
		}
		for p := range game.Player(4) {
			differs = differs || f(s, p) != s.Evaluate(p)
		}
	}
	if !differs {
		t.Fatal("the heuristics score exactly as Evaluate")
	}
}

// Expert's evaluation (Evaluate) counts the hands of the seats not to
// move blind, by their decks: swapping such a hand for other cards of the
// same decks leaves every seat's score alone, while Medium's and Hard's
// ("mean", which counts the others' hands as the re-deal guessed them) may
// change.
func TestBlindHands(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	guessed := (&State{}).Heuristic("mean")
	changed := 0
	for g := range 30 {
		s, _ := randomGame(t, rng, 4, uint64(g), 20+rng.IntN(200))
		if s.IsOver() {
			continue
		}
		p := int(s.CurrentPlayer())
		if p < 0 {
			continue
		}
		other := swapHidden(t, s, p, rng)
		for q := range game.Player(4) {
			if a, b := s.Evaluate(q), other.Evaluate(q); a != b {
				t.Fatalf("seat %d: Evaluate %d with the true hands, %d with others\n%s\n%s", q, a, b, s, other)
			}
			if guessed(s, q) != guessed(other, q) {
				changed++
			}
		}
	}
	if changed == 0 {
		t.Fatal("mean never saw the swapped hands: the test swaps nothing")
	}
}
