package ai_test

import (
	"fmt"
	"slices"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/cascades"
	"kaskade/engine/decktet"
	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
	"kaskade/engine/game/gametest/toygame"
	"kaskade/engine/kaleidoskop"
	"kaskade/engine/kaskade"
)

// testGames start the games every level must play through: the toy game
// (three players, chance, a hidden card, two-move turns) and the
// collection's games on small settings.
var testGames = []struct {
	name string
	new  func(seed uint64) game.State
}{
	{"toy", func(uint64) game.State { return toygame.New() }},
	{"kaskade 4x4", func(uint64) game.State { g, _ := kaskade.NewGame(kaskade.Size{Cols: 4, Rows: 4}); return g }},
	{"formation", func(seed uint64) game.State {
		g, err := formation.NewGame(fmt.Sprintf("random:%d,limit=40", seed))
		if err != nil {
			panic(err)
		}
		return g
	}},
	{"decktet", func(seed uint64) game.State {
		g, err := decktet.NewGame(fmt.Sprintf("deal=%d", seed+1))
		if err != nil {
			panic(err)
		}
		return g
	}},
}

// playGame plays a whole game with p in every seat, chance drawn from the
// test's own generator, and fails on an illegal move or a panic.
func playGame(t *testing.T, p *ai.Player, st game.State, seed uint64) (moves int) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("panic after %d moves in %s: %v", moves, st, r)
		}
	}()
	rng := game.SplitMix64{State: seed}
	for ; !st.IsOver(); moves++ {
		if moves > 2000 {
			t.Fatalf("no end after %d moves: %s", moves, st)
		}
		legal := st.LegalMoves(nil)
		var m game.Move
		if st.CurrentPlayer() == game.Chance {
			m = legal[rng.Next()%uint64(len(legal))]
		} else {
			m = ai.Think(p, st.Clone(), rng.Next(), nil).Move
		}
		if !slices.Contains(legal, m) {
			t.Fatalf("move %d (%s) in %s is not among the legal moves %v", m, st.FormatMove(m), st, legal)
		}
		st.Apply(m)
	}
	return moves
}

func TestEveryLevelPlaysWholeGames(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	for _, g := range testGames {
		for _, name := range ai.Levels {
			t.Run(g.name+"/"+name, func(t *testing.T) {
				p := level(t, name)
				for i := range games {
					playGame(t, p, g.new(uint64(i)), uint64(100+i))
				}
			})
		}
	}
}

// toyPositions are positions of the toy game with a seat to move, reached
// by random moves.
func toyPositions(n int, seed uint64) []game.State {
	rng := game.SplitMix64{State: seed}
	var out []game.State
	for len(out) < n {
		st := game.State(toygame.New())
		for plies := rng.Next() % 12; plies > 0 && !st.IsOver(); plies-- {
			legal := st.LegalMoves(nil)
			st.Apply(legal[rng.Next()%uint64(len(legal))])
		}
		if !st.IsOver() && st.CurrentPlayer() != game.Chance {
			out = append(out, st)
		}
	}
	return out
}

// The choice in a game with hidden information depends only on what the
// seat to move has seen: re-dealing the other seats' cards (consistently
// with that view) changes nothing, not even the node count.
func TestChoiceIgnoresOthersHiddenCards(t *testing.T) {
	differ := 0
	for _, name := range ai.Levels {
		p := level(t, name)
		for i, st := range toyPositions(6, 21) {
			me := st.CurrentPlayer()
			want := ai.Think(p, st, uint64(i), nil)
			for k := range 4 {
				r := game.SplitMix64{State: uint64(1000 + k)}
				other := st.(game.Imperfect).Resample(me, &r)
				if other.String() != st.String() {
					differ++
				}
				got := ai.Think(p, other, uint64(i), nil)
				if got.Move != want.Move || got.Nodes != want.Nodes || got.Score != want.Score || !slices.Equal(got.PV, want.PV) {
					t.Fatalf("%s at %s chose %+v, at %s (re-dealt for seat %d) %+v", name, st, want, other, me, got)
				}
			}
		}
	}
	if differ == 0 {
		t.Fatal("no re-deal changed a hidden card: the test tests nothing")
	}
}

// At a chance step every level draws one of the outcomes instead of
// searching (Hard used to index its history table with seat -1).
func TestLevelsAtAChanceStep(t *testing.T) {
	for _, name := range ai.Levels {
		st := toygame.New()
		for i := range 20 {
			r := ai.Think(level(t, name), st, uint64(i), nil)
			if !slices.Contains(st.LegalMoves(nil), r.Move) {
				t.Fatalf("%s drew %d at a deal", name, r.Move)
			}
		}
	}
}

func TestTreeSearchInSlicesMatchesThink(t *testing.T) {
	p := level(t, "hard")
	for i, st := range toyPositions(3, 5) {
		want := ai.Think(p, st, uint64(i), nil)
		th := ai.NewThinker(p, st, uint64(i))
		steps := 0
		for !th.Step(200) {
			steps++
		}
		got := th.Progress()
		if got.Move != want.Move || got.Nodes != want.Nodes || got.Depth != want.Depth || !slices.Equal(got.PV, want.PV) {
			t.Fatalf("%s: sliced %+v, whole %+v", st, got, want)
		}
		if steps < 2 {
			t.Fatalf("%s: %d nodes in %d steps: not sliced", st, want.Nodes, steps)
		}
	}
}

// The tree search finds the obvious: holding the 6, a bid cannot lose, and
// Hard bids (or raises) rather than passing or swapping it away.
func TestTreeSearchBidsTheTopCard(t *testing.T) {
	st, err := toygame.Parse("h=6,3,2 d=-,-,- s=0,0,0 to=0 round=0")
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(5) {
		r := ai.Think(level(t, "hard"), st, seed, nil)
		if r.Move != toygame.Bid && r.Move != toygame.Raise {
			t.Errorf("seed %d: holding the 6, hard played %s (%+v)", seed, st.FormatMove(r.Move), r)
		}
	}
}

// leveled is the toy game with its own level table.
type leveled struct{ *toygame.State }

func (leveled) Level(name string) (ai.Config, bool) {
	return ai.Config{Iterations: 7}, name == "hard"
}

func TestAGameGivesItsOwnLevels(t *testing.T) {
	st := toyPositions(1, 3)[0].(*toygame.State)
	if r := ai.Think(level(t, "hard"), leveled{st}, 1, nil); r.Depth != 7 {
		t.Fatalf("hard by the game's table played %d playouts, want 7", r.Depth)
	}
	if r := ai.Think(level(t, "medium"), leveled{st}, 1, nil); r.Depth != 500 {
		t.Fatalf("medium by the default table played %d playouts, want 500", r.Depth)
	}
}

// PlayOut plays the toy game through its deals to the end.
func TestPlayOutDrawsChance(t *testing.T) {
	hard := level(t, "medium")
	for seed := range uint64(5) {
		st := toygame.New()
		n := ai.PlayOut(st, []*ai.Player{hard, hard, hard}, seed, nil)
		if !st.IsOver() || n < 3+2*3 {
			t.Fatalf("seed %d: %d moves, over %v: %s", seed, n, st.IsOver(), st)
		}
	}
}

// The tree search plays the toy game well: Medium in one seat against two
// random players wins chips on average (a random seat's expectation is 0).
func TestTreeSearchBeatsRandomPlay(t *testing.T) {
	x, rnd := level(t, "medium"), level(t, "random")
	const n = 150
	sum := 0.0
	for i := range n {
		seat := i % toygame.Players
		ps := []*ai.Player{rnd, rnd, rnd}
		ps[seat] = x
		st := toygame.New()
		ai.PlayOut(st, ps, uint64(i), nil)
		sum += st.Score(game.Player(seat))
	}
	if mean := sum / n; mean < 0.4 {
		t.Fatalf("medium against two random players: %.2f chips a game on average", mean)
	}
}

// Every level makes a legal move in positions of the games that arrived
// with the contract (Kaleidoskop: many players, chance, hidden hands;
// Cascades: turns of two drops), with a small node budget.
func TestEveryLevelMovesInTheNewGames(t *testing.T) {
	starts := map[string]func() (game.State, error){
		"kaleidoskop": func() (game.State, error) { return kaleidoskop.NewGame("") },
		"cascades":    func() (game.State, error) { return cascades.NewGame("") },
	}
	for name, start := range starts {
		rng := game.SplitMix64{State: 8}
		for k := range 3 {
			st, err := start()
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; !st.IsOver() && (i < 25*k || st.CurrentPlayer() == game.Chance); i++ {
				legal := st.LegalMoves(nil)
				st.Apply(legal[rng.Next()%uint64(len(legal))])
			}
			if st.IsOver() {
				continue
			}
			for _, lv := range ai.Levels {
				p := level(t, lv)
				p.Nodes = 2000
				m := ai.Think(p, st, rng.Next(), nil).Move
				if err := st.(game.Checker).Check(m); err != nil {
					t.Fatalf("%s in %s %s: move %d: %v", lv, name, st, m, err)
				}
			}
		}
	}
}

// The conformance suite's check of the levels, on the toy game and
// Cascades: whole games, every seat a computer, chance by its odds.
func TestLevelsPassTheConformanceSuite(t *testing.T) {
	movers := map[string]gametest.Mover{}
	for _, name := range ai.Levels {
		p := level(t, name)
		movers[name] = func(st game.State, seed uint64) game.Move { return ai.Think(p, st, seed, nil).Move }
	}
	gametest.PlayLevels(t, gametest.Config{New: func(uint64) game.State { return toygame.New() }, Games: 5}, movers)
	cfg := gametest.Config{Games: 1, New: func(seed uint64) game.State {
		g, err := cascades.NewGame("")
		if err != nil {
			panic(err)
		}
		return g
	}}
	gametest.PlayLevels(t, cfg, movers)
}
