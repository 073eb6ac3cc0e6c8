package ai_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

var sizes = []kaskade.Size{{Cols: 3, Rows: 3}, {Cols: 4, Rows: 3}, {Cols: 6, Rows: 6}, {Cols: 9, Rows: 6}, {Cols: 8, Rows: 8}}

// randomPosition plays up to plies random moves on an empty board; it
// returns nil if the game ended on the way.
func randomPosition(z kaskade.Size, plies int, rng *rand.Rand) game.State {
	g, _ := kaskade.NewGame(z)
	for range plies {
		moves := g.LegalMoves(nil)
		g.Apply(moves[rng.IntN(len(moves))])
		if g.IsOver() {
			return nil
		}
	}
	return g
}

// level returns the named player, node-limited so tests need no clock.
func level(t testing.TB, name string) *ai.Player {
	p, err := ai.New(name)
	if err != nil {
		t.Fatal(err)
	}
	if p.Timed {
		p.Nodes = 3000
	}
	return p
}

// positions returns n random unfinished positions on each test size.
func positions(n int, seed uint64) []game.State {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []game.State
	for _, z := range sizes {
		for k := 0; k < n; {
			if g := randomPosition(z, rng.IntN(z.Cells()*2), rng); g != nil {
				out = append(out, g)
				k++
			}
		}
	}
	return out
}

func TestEveryLevelPlaysLegalMoves(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	for _, name := range ai.Levels {
		p := level(t, name)
		for i, g := range positions(n, 7) {
			r := ai.Think(p, g, uint64(i), nil)
			if _, err := g.ParseMove(g.FormatMove(r.Move)); err != nil || r.Move == game.NoMove {
				t.Fatalf("%s in %s: move %d not legal: %v", name, g, r.Move, err)
			}
		}
	}
}

// winsNow returns the moves of g that win at once.
func winsNow(g game.State) []game.Move {
	var wins []game.Move
	for _, m := range g.LegalMoves(nil) {
		c := g.Clone()
		c.Apply(m)
		if c.Result(g.CurrentPlayer()) > 0 {
			wins = append(wins, m)
		}
	}
	return wins
}

func TestLevelsTakeAnImmediateWin(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	found := 0
	for found < 40 {
		z := sizes[rng.IntN(len(sizes))]
		g := randomPosition(z, z.Cells()/2+rng.IntN(z.Cells()*2), rng)
		if g == nil {
			continue
		}
		wins := winsNow(g)
		if len(wins) == 0 || len(wins) == len(g.LegalMoves(nil)) {
			continue
		}
		found++
		for _, name := range ai.Levels {
			if name == "random" {
				continue
			}
			r := ai.Think(level(t, name), g, uint64(found), nil)
			if !slices.Contains(wins, r.Move) {
				t.Errorf("%s missed the win in %s: played %s", name, g, g.FormatMove(r.Move))
			}
		}
	}
}

func TestSearchIsDeterministic(t *testing.T) {
	for _, name := range []string{"easy", "medium", "hard", "expert", "classic"} {
		p := level(t, name)
		for i, g := range positions(2, 11) {
			a := ai.Think(p, g, uint64(i), nil)
			b := ai.Think(p, g, uint64(i), nil)
			if a.Move != b.Move || a.Nodes != b.Nodes || a.Score != b.Score || !slices.Equal(a.PV, b.PV) {
				t.Fatalf("%s in %s: %+v then %+v", name, g, a, b)
			}
		}
	}
}

func TestThinkerInSlicesMatchesThink(t *testing.T) {
	p := level(t, "expert")
	p.Nodes = 5000
	for i, g := range positions(2, 5) {
		want := ai.Think(p, g, uint64(i), nil)
		th := ai.NewThinker(p, g, uint64(i))
		steps := 0
		for !th.Step(100) {
			steps++
		}
		got := th.Progress()
		if got.Move != want.Move || got.Nodes != want.Nodes || !slices.Equal(got.PV, want.PV) {
			t.Fatalf("%s: sliced %+v, whole %+v", g, got, want)
		}
		if want.Nodes > 200 && steps < 2 {
			t.Fatalf("%s: %d nodes in %d steps: not sliced", g, want.Nodes, steps)
		}
	}
}

func TestThinkerCancel(t *testing.T) {
	p := level(t, "expert")
	p.Nodes = 0 // unlimited: only Cancel ends it
	g := positions(1, 9)[2]
	th := ai.NewThinker(p, g, 1)
	if m := th.Best(); m == game.NoMove {
		t.Fatal("no move before the first step")
	}
	if th.Step(500) {
		t.Fatal("finished an unlimited search")
	}
	th.Cancel()
	if !th.Done() || !th.Step(100) {
		t.Fatal("still running after Cancel")
	}
	if _, err := g.ParseMove(g.FormatMove(th.Best())); err != nil {
		t.Fatalf("best after cancel: %v", err)
	}
	if n := th.Progress().Nodes; n < 500 || n > 700 {
		t.Fatalf("%d nodes after a 500-node step", n)
	}
}

func TestUnknownLevel(t *testing.T) {
	if _, err := ai.New("grandmaster"); err == nil {
		t.Fatal("no error")
	}
}

// minimaxFromRoot is the published baseline written the plain way: every
// move to depth plies, the evaluation from the root player's view at the
// leaves, a decided game ±(big - plies).
func minimaxFromRoot(g game.State, root game.Player, eval game.EvalFunc, depth, ply int) int {
	const big = 1 << 40
	switch {
	case g.IsOver():
		if r := g.Result(root); r != 0 {
			return int(r) * (big - ply)
		}
		return 0
	case depth == 0:
		return eval(g, root)
	}
	best, maximize := 0, g.CurrentPlayer() == root
	for i, m := range g.LegalMoves(nil) {
		c := g.Clone()
		c.Apply(m)
		v := minimaxFromRoot(c, root, eval, depth-1, ply+1)
		if i == 0 || maximize && v > best || !maximize && v < best {
			best = v
		}
	}
	return best
}

// The brilliant levels score the root exactly as plain minimax over the
// write-up's evaluation does (alpha-beta and move ordering change only
// which of equal moves is played), and play a move of that score.
func TestBrilliantLevelsAreFullWidthMinimax(t *testing.T) {
	cases := []struct {
		level string
		depth int
		sizes []kaskade.Size
	}{
		{"brilliant2", 2, sizes},
		{"brilliant4", 4, sizes[:2]},
	}
	rng := rand.New(rand.NewPCG(19, 19))
	for _, c := range cases {
		p := level(t, c.level)
		for k := 0; k < 12; {
			z := c.sizes[rng.IntN(len(c.sizes))]
			g := randomPosition(z, rng.IntN(z.Cells()*2), rng)
			if g == nil {
				continue
			}
			k++
			eval := g.(game.Heuristics).Heuristic("brilliant")
			want := minimaxFromRoot(g, g.CurrentPlayer(), eval, c.depth, 0)
			r := ai.Think(p, g, uint64(k), nil)
			after := g.Clone()
			after.Apply(r.Move)
			played := minimaxFromRoot(after, g.CurrentPlayer(), eval, c.depth-1, 1)
			if won := want > 1<<30; won {
				if r.Score < 1<<20 || played < 1<<30 {
					t.Errorf("%s in %s: a forced win scored %d, played %s", c.level, g, r.Score, g.FormatMove(r.Move))
				}
				continue
			}
			if want < -1<<30 {
				continue // lost whatever it plays: any move will do
			}
			if r.Score != want || played != want {
				t.Errorf("%s in %s: score %d, move %s worth %d; minimax says %d", c.level, g, r.Score, g.FormatMove(r.Move), played, want)
			}
		}
	}
}

// Principal variation search scores every root exactly as plain alpha-beta
// to the same depth (without a table, both are exact): it only changes how
// the tree is cut. With the Expert's table, it reaches that depth in fewer
// nodes over a set of positions.
func TestPVSScoresAsAlphaBeta(t *testing.T) {
	var plain, pvs int64
	for i, g := range positions(3, 23) {
		p := &ai.Player{Name: "test", Config: ai.Config{Depth: 4}}
		a := ai.Think(p, g, uint64(i), nil)
		p.PVS = true
		b := ai.Think(p, g, uint64(i), nil)
		if a.Score != b.Score {
			t.Fatalf("%s: alpha-beta scores %d, PVS %d", g, a.Score, b.Score)
		}
		p.Config = ai.Config{Depth: 5, TTBits: 16, Quiesce: true}
		plain += ai.Think(p, g, uint64(i), nil).Nodes
		p.PVS = true
		pvs += ai.Think(p, g, uint64(i), nil).Nodes
	}
	if pvs >= plain {
		t.Fatalf("with a table, PVS searched %d nodes, plain alpha-beta %d", pvs, plain)
	}
}

// The brilliant levels' table (TTSame) only saves nodes: with and without
// it they play the same move with the same score.
func TestBrilliantTableKeepsMoves(t *testing.T) {
	var with, without int64
	for i, g := range positions(2, 31) {
		p := level(t, "brilliant4")
		a := ai.Think(p, g, uint64(i), nil)
		p.TTBits, p.TTSame = 0, false
		b := ai.Think(p, g, uint64(i), nil)
		if a.Move != b.Move || a.Score != b.Score {
			t.Fatalf("%s: with the table %s (%d), without %s (%d)", g, g.FormatMove(a.Move), a.Score, g.FormatMove(b.Move), b.Score)
		}
		with, without = with+a.Nodes, without+b.Nodes
	}
	if with >= without {
		t.Errorf("the table saved nothing: %d nodes with it, %d without", with, without)
	}
}
