package review

import (
	"errors"
	"reflect"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
)

// newGame starts the named game with options ("" for its defaults).
func newGame(t testing.TB, name, options string) game.State {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	if options == "" {
		options = g.DefaultOptions
	}
	st, err := g.New(options)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// playGame plays the weak level in seat 0 against Expert in seat 1, at a
// node budget (no clock), and returns the moves.
func playGame(start game.State, weak string, seed uint64) []game.Move {
	w, _ := ai.New(weak)
	e, _ := ai.New("expert")
	e.Nodes = 100_000
	st := start.Clone()
	var moves []game.Move
	for i := 0; !st.IsOver() && i < 400; i++ {
		p := w
		if st.CurrentPlayer() == 1 {
			p = e
		}
		r := ai.Think(p, st, seed+uint64(i), nil)
		moves = append(moves, r.Move)
		st.Apply(r.Move)
	}
	return moves
}

// run reviews moves from start for seat in slices of slice nodes.
func run(t testing.TB, start game.State, moves []game.Move, o Options, slice int64) Report {
	t.Helper()
	r, err := New(start, moves, o)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !r.Step(slice); steps++ {
		if p := r.Progress(); p < 0 || p > 1 {
			t.Fatalf("progress %v", p)
		}
		if steps > 1<<22 {
			t.Fatal("the review does not finish")
		}
	}
	return r.Report()
}

// after is the position after moves[:n] and then m (game.NoMove: none).
func after(start game.State, moves []game.Move, n int, m game.Move) game.State {
	st := start.Clone()
	for _, mv := range moves[:n] {
		st.Apply(mv)
	}
	if m != game.NoMove {
		st.Apply(m)
	}
	return st
}

// solved is the independent verdict of the position st for seat: +1 a
// win, -1 a loss, 0 a draw, and for Kaskade the moves left, by the game's
// own solver within budget positions; ok is false where it does not
// settle it (or the game has no solver).
func solved(st game.State, seat game.Player, budget int64) (outcome, moves int, ok bool) {
	if st.IsOver() {
		return int(st.Result(seat)), 0, true
	}
	sign := 1
	if st.CurrentPlayer() != seat {
		sign = -1
	}
	switch s := st.(type) {
	case *kaskade.Game:
		r, err := kaskade.SolveWith(s.State(), kaskade.SolveOptions{Budget: budget})
		if err != nil || r.Outcome == kaskade.Unknown {
			return 0, 0, false
		}
		if r.Outcome == kaskade.Loss {
			sign = -sign
		}
		return sign, r.Length, true
	case *cascades.State:
		x, err := cascades.NewSliced(s, budget)
		if err != nil {
			return 0, 0, false
		}
		for !x.Step(1 << 16) {
		}
		if r := x.Result(); r.Outcome == cascades.Unknown {
			return 0, 0, false
		}
		return sign * map[cascades.Outcome]int{cascades.Win: 1, cascades.Draw: 0, cascades.Loss: -1}[x.Result().Outcome], 0, true
	}
	return 0, 0, false
}

// blunderGame is a game of Kaskade 3x4 (the first player wins) in which
// both play the solver's moves, except that White, at its first move
// where one loses, plays a losing move. It returns the game and the
// blunder's ply.
func blunderGame(t *testing.T) (game.State, []game.Move, int) {
	start := newGame(t, "kaskade", "3x4")
	st, blunder := start.Clone(), -1
	var moves []game.Move
	for !st.IsOver() {
		k := st.(*kaskade.Game)
		r, err := kaskade.SolveWith(k.State(), kaskade.SolveOptions{EveryMove: true})
		if err != nil {
			t.Fatal(err)
		}
		mv := game.Move(r.Move)
		if blunder < 0 && st.CurrentPlayer() == 0 && r.Outcome == kaskade.Win {
			for _, o := range r.Moves {
				if o.Outcome == kaskade.Loss {
					mv, blunder = game.Move(o.Move), len(moves)
					break
				}
			}
		}
		moves = append(moves, mv)
		st.Apply(mv)
	}
	if blunder < 0 || st.Result(0) >= 0 {
		t.Fatalf("no blunder that lost the game (blunder at %d, White's result %v)", blunder, st.Result(0))
	}
	return start, moves, blunder
}

// TestReviewFindsTheBlunder: in a game of perfect moves but one that turns
// White's win into a loss, the review of White points at that move, names
// a move that wins (the solver says so), and its verdicts are the
// solver's, lengths included.
func TestReviewFindsTheBlunder(t *testing.T) {
	start, moves, blunder := blunderGame(t)
	rep := run(t, start, moves, Options{Seat: 0, Exact: 1 << 20}, 5000) // 3x4 settles from the start within 240,000 positions
	m, ok := rep.Turning()
	if !ok || m.Ply != blunder {
		t.Fatalf("turning point %+v (ok %v), want the blunder at ply %d", m, ok, blunder)
	}
	if m.Best == m.Played {
		t.Fatal("no better move named")
	}
	if o, _, ok := solved(after(start, moves, blunder, m.Best), 0, 0); !ok || o != 1 {
		t.Errorf("the better move %s: solver says %d (settled %v), want a win", start.FormatMove(m.Best), o, ok)
	}
	if !m.Before.Solved || m.Before.Outcome() != 1 || !m.After.Solved || m.After.Outcome() != -1 {
		t.Errorf("verdicts before %+v after %+v: want a solved win turned into a solved loss", m.Before, m.After)
	}
	for _, mv := range rep.Moves {
		checkVerdict(t, "after", after(start, moves, mv.Ply+1, game.NoMove), mv.After)
		if mv.Best != mv.Played {
			checkVerdict(t, "with the better move", after(start, moves, mv.Ply, mv.Best), mv.Before)
		}
	}
}

// checkVerdict compares a solved value with the solver's own answer.
func checkVerdict(t *testing.T, what string, st game.State, v Value) {
	t.Helper()
	if !v.Solved {
		return // the review's solver gave up here; the search valued it
	}
	o, left, ok := solved(st, 0, 0)
	if !ok || o != v.Outcome() || left != v.Moves {
		t.Errorf("%s %s: review %+v (outcome %d), solver %d in %d moves", what, st, v, v.Outcome(), o, left)
	}
}

// TestReviewOfALostGameAgainstExpert is the "done when": Easy
// loses to Expert, and the review's turning point is a move that a deeper
// check confirms worse than the review's better move: the solver with a
// far larger budget where it settles both, else a search of eight times
// the review's nodes.
func TestReviewOfALostGameAgainstExpert(t *testing.T) {
	for _, c := range []struct{ name, options string }{{"kaskade", "4x4"}, {"formation", ""}, {"cascades", "6x6"}} {
		t.Run(c.name+"/"+c.options, func(t *testing.T) {
			start := newGame(t, c.name, c.options)
			moves := lostGame(t, start)
			rep := run(t, start, moves, Options{Seat: 0, Scale: Scale(c.name, c.options)}, 1<<14)
			m, ok := rep.Turning()
			if !ok {
				t.Fatal("no turning point in a lost game")
			}
			t.Logf("%d moves; turning point: ply %d, %s played, %s better, %+v -> %+v", len(moves), m.Ply, start.FormatMove(m.Played), start.FormatMove(m.Best), m.Before, m.After)
			confirmWorse(t, start, moves, m)
		})
	}
}

// lostGame is a game Easy (seat 0) lost to Expert: the first of a few
// seeds that gives one.
func lostGame(t *testing.T, start game.State) []game.Move {
	for seed := uint64(1); seed <= 5; seed++ {
		moves := playGame(start, "easy", seed)
		if after(start, moves, len(moves), game.NoMove).Result(0) < 0 {
			return moves
		}
	}
	t.Fatal("Easy did not lose to Expert in five games")
	return nil
}

// confirmWorse checks independently that the position after m's better
// move is worth more to seat 0 than the one after the move played: each
// valued by the solver with 64 times the review's budget where it settles
// it, else by a search of eight times the review's nodes (both by the
// search where the solver finds the same outcome for both and cannot say
// which lasts longer). A position the solver proves lost is worse than
// one it does not, which the deeper search values.
func confirmWorse(t *testing.T, start game.State, moves []game.Move, m Move) {
	t.Helper()
	played, better := after(start, moves, m.Ply, m.Played), after(start, moves, m.Ply, m.Best)
	pv, pok := solvedScore(played)
	bv, bok := solvedScore(better)
	if pok && bok && pv.Outcome() == bv.Outcome() && (pv.Moves == 0 || bv.Moves == 0) {
		pok, bok = false, false // which lasts longer is the search's to say
	}
	if !pok {
		pv = deepScore(played)
	}
	if !bok {
		bv = deepScore(better)
	}
	t.Logf("independent check: better %+v, played %+v", bv, pv)
	if bv.Score <= pv.Score {
		t.Errorf("not confirmed: better move %+v, played %+v", bv, pv)
	}
}

// solvedScore is the solver's verdict on st for seat 0 as a Value.
func solvedScore(st game.State) (Value, bool) {
	o, left, ok := solved(st, 0, 64*DefaultExact)
	if !ok {
		return Value{}, false
	}
	v := Value{Solved: true, Moves: left}
	if o != 0 {
		v.Score = o * (WinScore - left)
	}
	return v, true
}

// deepScore is st's value for seat 0 by a search of eight times the
// review's nodes.
func deepScore(st game.State) Value {
	if st.IsOver() {
		return overValue(st.Result(0))
	}
	deep, _ := ai.New("expert")
	deep.Nodes = 8 * DefaultNodes
	r := ai.Think(deep, st, 99, nil)
	if st.CurrentPlayer() != 0 {
		r.Score = -r.Score
	}
	return Value{Score: r.Score}
}

// TestReviewIsDeterministic: the same game gives the same review, in
// large slices or small ones.
func TestReviewIsDeterministic(t *testing.T) {
	start := newGame(t, "kaskade", "4x4")
	moves := playGame(start, "easy", 3)
	o := Options{Seat: 0, Nodes: 5000, Exact: 1 << 12}
	a := run(t, start, moves, o, 1<<20)
	b := run(t, start, moves, o, 300)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("two reviews of one game differ:\n%+v\n%+v", a, b)
	}
	if len(a.Moves) != (len(moves)+1)/2 {
		t.Errorf("%d moves reviewed, want White's %d", len(a.Moves), (len(moves)+1)/2)
	}
}

// TestCancelKeepsAFinishedReport: cancelling a review that has finished
// (a screen left as the last slice ends) keeps its report.
func TestCancelKeepsAFinishedReport(t *testing.T) {
	start := newGame(t, "kaskade", "4x4")
	moves := playGame(start, "easy", 3)
	r, err := New(start, moves, Options{Seat: 0, Nodes: 5000, Exact: 1 << 12})
	if err != nil {
		t.Fatal(err)
	}
	for !r.Step(1 << 20) {
	}
	want := r.Report()
	r.Cancel()
	if got := r.Report(); !reflect.DeepEqual(got, want) {
		t.Errorf("cancelled after the end, the report changed:\n%+v\nwas\n%+v", got, want)
	}
}

// TestReviewRefusesBadInput: an illegal move, a number far off, no start,
// a seat that is not there, a solitaire and a game of three are errors,
// never a panic.
func TestReviewRefusesBadInput(t *testing.T) {
	start := newGame(t, "kaskade", "3x3")
	good := playGame(start, "random", 1)
	occupied := append(append([]game.Move(nil), good[:1]...), good[0]) // Black on White's cell
	for _, c := range []struct {
		what  string
		start game.State
		moves []game.Move
		seat  game.Player
	}{
		{"an opponent's cell", start, occupied, 0},
		{"a far-off number", start, []game.Move{1 << 30}, 0},
		{"a negative number", start, []game.Move{-7}, 0},
		{"a move after the end", start, append(append([]game.Move(nil), good...), good[0]), 0},
		{"no start", nil, nil, 0},
		{"seat 2", start, good, 2},
		{"a solitaire", newGame(t, "decktet", ""), nil, 0},
		{"three players", newGame(t, "kaleidoskop", ""), nil, 0},
	} {
		if _, err := New(c.start, c.moves, Options{Seat: c.seat}); err == nil {
			t.Errorf("%s: no error", c.what)
		}
	}
	if _, err := New(start, good, Options{Seat: 1}); err != nil {
		t.Errorf("a legal game: %v", err)
	}
	if _, err := New(newGame(t, "decktet", ""), nil, Options{}); !errors.Is(err, ErrNotTwoPlayer) {
		t.Errorf("a solitaire: %v, want ErrNotTwoPlayer", err)
	}
}
