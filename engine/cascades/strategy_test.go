package cascades

import (
	"math/bits"
	"strings"
	"testing"

	"kaskade/engine/game"
)

// The strategies in words of docs/cascades-solved.md, played as code
// against every reply: a strategy names the turns it allows, and every one
// of them must keep the win, whatever the opponent does.

// strategy gives the turns (each a drop sequence as kid.moves gives it)
// that the winning side may play in s.
type strategy func(s *State) [][]game.Move

// allTurns is every distinct turn from s, as the solver expands them.
func allTurns(s *State) []kid {
	sv := &solver{}
	return append([]kid(nil), sv.expand(s, 0)...)
}

// strategyWins reports whether me, playing only turns strat allows (any
// of them), wins from s against every turn of the opponent; if not, it
// gives a losing line of turns.
func strategyWins(t *testing.T, s *State, me Side, strat strategy, memo map[State]bool) (bool, []string) {
	if s.Over() {
		return s.Winner() == me, nil
	}
	if won, ok := memo[*s]; ok {
		return won, nil
	}
	var next []kid
	if s.ToMove() == me {
		for _, turn := range strat(s) {
			k := kid{st: *s}
			for _, m := range turn {
				if k.st.Over() {
					break
				}
				if err := k.st.Check(m); err != nil {
					t.Fatalf("%s: the strategy's move %s: %v", s, s.FormatMove(m), err)
				}
				k.st.Apply(m)
			}
			k.n = int8(copy(k.turn[:], turn))
			next = append(next, k)
		}
		if len(next) == 0 {
			t.Fatalf("%s: the strategy has no turn", s)
		}
	} else {
		next = allTurns(s)
	}
	for i := range next {
		if won, line := strategyWins(t, &next[i].st, me, strat, memo); !won {
			memo[*s] = false
			return false, append([]string{s.FormatTurn(next[i].moves())}, line...)
		}
	}
	memo[*s] = true
	return true, nil
}

// checkStrategy fails the test unless side wins on opts from the start
// with strat against every reply.
func checkStrategy(t *testing.T, opts string, side Side, strat strategy) {
	t.Helper()
	s, err := NewGame(opts)
	if err != nil {
		t.Fatal(err)
	}
	memo := map[State]bool{}
	if won, line := strategyWins(t, s, side, strat, memo); !won {
		t.Fatalf("%s: %s's strategy loses or draws after %s", opts, side, strings.Join(line, ", "))
	}
	t.Logf("%s: %s wins against every reply (%d positions)", opts, side, len(memo))
}

// cells is the named cells as moves.
func cells(s *State, names ...string) []game.Move {
	out := make([]game.Move, len(names))
	for i, n := range names {
		c, err := s.Size().ParseCell(n)
		if err != nil {
			panic(err)
		}
		out[i] = game.Move(c)
	}
	return out
}

// drops counts a turn's drops.
func drops(turn []game.Move) int {
	n := 0
	for _, m := range turn {
		if m != End {
			n++
		}
	}
	return n
}

// reachLead is the rule of the middle game in words: the bottom cells the
// mover can still reach (holds, or could fill by drops hanging one below
// another through empty cells) minus those the opponent can still reach.
// mostReach allows every turn that leaves the largest lead, and among
// those every one with the most drops; a turn that wins at once is taken.
func mostReach(s *State) [][]game.Move {
	me := s.ToMove()
	best, bestDrops := -1<<30, 0
	var out [][]game.Move
	for _, k := range allTurns(s) {
		v := 1 << 20 * int(k.st.Result(game.Player(me)))
		if !k.st.Over() {
			v = k.st.potential(me) - k.st.potential(me.Opponent())
		}
		d := drops(k.moves())
		if v > best || v == best && d > bestDrops {
			best, bestDrops, out = v, d, nil
		}
		if v == best && d == bestDrops {
			out = append(out, k.moves())
		}
	}
	return out
}

// Two rows: take shared cells (those below a stone of each side) while
// any is empty, as many as the turn allows, then the private cell; never
// pass. Any choice among the shared cells wins: on W ≡ 2 mod 4 for Black,
// on W ≡ 0 mod 4 for White.
func TestTwoRowStrategy(t *testing.T) {
	shared := func(s *State) [][]game.Move {
		z := s.Size()
		open := s.empty(1) &^ (1 | 1<<uint(z.W)) // the cells b2…bW
		want := 2
		if s.FirstTurn() {
			want = 1
		}
		var out [][]game.Move
		if open == 0 { // only the private cell is left
			for _, k := range allTurns(s) {
				if drops(k.moves()) == 1 && k.moves()[0] != End {
					out = append(out, k.moves())
				}
			}
			if len(out) == 0 { // nothing left to drop on
				out = [][]game.Move{{End}}
			}
			return out
		}
		base := game.Move(z.rowStart(1))
		for a := open; a != 0; a &= a - 1 {
			i := bits.TrailingZeros32(a)
			if want == 1 || bits.OnesCount32(open) == 1 {
				out = append(out, []game.Move{base + game.Move(i)})
				continue
			}
			for b := a & (a - 1); b != 0; b &= b - 1 {
				out = append(out, []game.Move{base + game.Move(i), base + game.Move(bits.TrailingZeros32(b))})
			}
		}
		return out
	}
	for _, c := range []struct {
		opts string
		side Side
	}{{"6x2", Black}, {"10x2", Black}, {"4x2", White}, {"8x2", White}} {
		checkStrategy(t, c.opts, c.side, shared)
	}
}

// 4x4: Black drops b4; if c4 is still empty, c4+d4 closes the wall b4–c4–d4
// (d4–d7, a majority, hang below Black's stones alone); if White took c4,
// b2+c3. From then on Black plays any turn of mostReach.
func TestFourByFourStrategy(t *testing.T) {
	strat := func(s *State) [][]game.Move {
		switch {
		case s.FirstTurn():
			return [][]game.Move{cells(s, "b4")}
		case s.Turns() == 2:
			if c4 := cells(s, "c4")[0]; s.At(Cell(c4)) == NoSide {
				return [][]game.Move{cells(s, "c4", "d4")}
			}
			return [][]game.Move{cells(s, "b2", "c3")}
		}
		return mostReach(s)
	}
	checkStrategy(t, "4x4", Black, strat)
}

// mostReach alone, without the second turn of the book, is not enough on
// 4x4: against b3+c4 it also allows c5+d5, which loses. So the book's
// b2+c3 is needed, and the test above can fail.
func TestFourByFourNeedsTheBook(t *testing.T) {
	strat := func(s *State) [][]game.Move {
		if s.FirstTurn() {
			return [][]game.Move{cells(s, "b4")}
		}
		return mostReach(s)
	}
	s, _ := NewGame("4x4")
	won, line := strategyWins(t, s, Black, strat, map[State]bool{})
	if won {
		t.Fatal("mostReach from the second turn on wins 4x4: the book is not needed")
	}
	t.Logf("4x4 without the book loses: %s", strings.Join(line, ", "))
}
