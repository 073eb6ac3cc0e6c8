// Package review finds where a finished game of two players turned. For
// every move of the seat reviewed it values the position with the best
// move there and the position after the move played, as the computer's
// search sees them at a fixed budget of nodes, or exactly where the game's
// solver settles the position within its own budget; the turning point is
// the move that cost the seat most, and in a lost game the last move after
// which the seat was lost. The review goes from the game's end back (the
// solver settles the last positions, and stops being asked at the first
// it does not). The work runs in slices (Step) so that a screen
// never waits a frame, also in the browser. It is pure and deterministic:
// the budgets count nodes, never time, and the searches' seeds come from
// the options.
package review

import (
	"errors"
	"fmt"
	"slices"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// The budgets of a review (docs/benchmarks.md, "Review"): a game of thirty
// moves on Kaskade's 5x5 board takes about a second natively.
const (
	// DefaultNodes is the search's nodes per position: twice Hard's
	// budget, at Expert's settings.
	DefaultNodes = 40_000
	// DefaultExact is the solver's positions per position: it settles the
	// last ten or so moves of a game on 5x5, every position of 3x4.
	DefaultExact = 1 << 16
)

// Options say whose moves a review looks at and how hard.
type Options struct {
	Seat  game.Player // the seat reviewed: the person
	Nodes int64       // the search's nodes per position; 0: DefaultNodes
	Exact int64       // the solver's positions per position; 0: DefaultExact, <0: no solver
	Seed  uint64      // the searches' seed (each position adds its ply)
	// Scale is the chances' scale for this game and size (Scale(name,
	// options)); 0: DefaultScale.
	Scale float64
}

// Move is one move of the seat reviewed, and what the review found there.
type Move struct {
	Ply    int       // the move's index in the game's moves
	Played game.Move // the move played
	Best   game.Move // the best move found there; Played when none was better
	Before Value     // the position's value with Best
	After  Value     // the value after Played
}

// Swing is what the move played cost the seat on the search's scale
// (WinScore): 0 when it was the best found.
func (m Move) Swing() int {
	if m.Best == m.Played {
		return 0
	}
	return max(m.Before.Score-m.After.Score, 0)
}

// Report is a finished review.
type Report struct {
	Seat   game.Player
	Result float64 // the seat's result at the end of the game
	Moves  []Move  // the seat's moves, in the order played
	Turn   int     // the index in Moves of the turning point; -1: none cost MinTurnCost of the chances
	Scale  float64 // the chances' scale (Options.Scale)
}

// Turning is the turning point, if there is one.
func (r Report) Turning() (Move, bool) {
	if r.Turn < 0 || r.Turn >= len(r.Moves) {
		return Move{}, false
	}
	return r.Moves[r.Turn], true
}

// Review is a review at work.
type Review struct {
	opt    Options
	states []game.State // states[k]: the position after k moves
	moves  []game.Move
	seat   []int // the plies at which the seat reviewed moved
	player *ai.Player

	found []Move         // one per seat move reviewed so far, the last first until done
	solve bool           // the solver is still asked (see newProbe)
	known map[int]*probe // the game's positions valued, by ply
	cur   *probe         // the probe under way (a game position or a best move's)
	stage int            // of the seat move len(found): 0 before, 1 after, 2 best move
	done  bool
	turn  int

	deep  *ai.Player // the confirming searches (confirm.go)
	cands []int      // the turning point's candidates left to confirm, as indices in found
	check [2]*probe  // the confirming probes of cands[0]: after the move played, after the better one
	sure  bool       // the moves are all reviewed: the candidates are being confirmed
}

// ErrNotTwoPlayer refuses a game that is not for two players with perfect
// information and no chance: only those have a search that values a
// position for both sides.
var ErrNotTwoPlayer = errors.New("a review needs a game of two players, perfect information and no chance")

// New checks the game, start and moves (every move must be legal where it
// was played) and prepares the review of o.Seat's moves; nothing is
// searched before Step.
func New(start game.State, moves []game.Move, o Options) (*Review, error) {
	if start == nil {
		return nil, errors.New("review: no start position")
	}
	if !game.TypeOf(start).AlphaBetaFits() || start.NumPlayers() != 2 {
		return nil, ErrNotTwoPlayer
	}
	if o.Seat != 0 && o.Seat != 1 {
		return nil, fmt.Errorf("review: seat %d: a game of two seats has 0 and 1", o.Seat)
	}
	if o.Nodes <= 0 {
		o.Nodes = DefaultNodes
	}
	if o.Scale <= 0 {
		o.Scale = DefaultScale
	}
	if o.Exact == 0 {
		o.Exact = DefaultExact
	}
	player, err := ai.New("expert")
	if err != nil {
		return nil, err
	}
	player.Nodes, player.MoveTime = o.Nodes, 0
	deep := *player
	deep.Nodes = confirmFactor * o.Nodes
	player.TTBits = 16 // 1.5 MB a search, which one probe's nodes do not fill (Expert's 2^18 are 6 MB)
	r := &Review{opt: o, moves: append([]game.Move(nil), moves...), player: player, known: map[int]*probe{}, solve: o.Exact > 0, deep: &deep}
	if err := r.replay(start); err != nil {
		return nil, err
	}
	r.done, r.turn = len(r.seat) == 0, -1
	return r, nil
}

// replay plays the moves from start, keeping every position, and notes
// the seat's plies; an illegal move is an error naming it.
func (r *Review) replay(start game.State) error {
	st := start.Clone()
	r.states = append(r.states, st.Clone())
	for i, m := range r.moves {
		if st.CurrentPlayer() == game.Chance {
			return fmt.Errorf("review: a chance step at move %d", i+1)
		}
		if err := st.Check(m); err != nil {
			return fmt.Errorf("review: move %d: %w", i+1, err)
		}
		if st.CurrentPlayer() == r.opt.Seat {
			r.seat = append(r.seat, i)
		}
		st.Apply(m)
		r.states = append(r.states, st.Clone())
	}
	return nil
}

// Done reports whether the review has finished.
func (r *Review) Done() bool { return r.done }

// Progress is the share of the work done, from 0 to 1: the seat's moves
// reviewed, counting the one under way by its stage, and the confirmation
// of the turning point counted as one move more.
func (r *Review) Progress() float64 {
	if r.done || len(r.seat) == 0 {
		return 1
	}
	done := float64(len(r.found)) + float64(r.stage)/3
	if r.sure {
		done += 0.5
	}
	return done / float64(len(r.seat)+1)
}

// Cancel abandons the work under way; the review is then done, with what
// it had found. A finished review keeps its report.
func (r *Review) Cancel() {
	if r.done {
		return
	}
	for _, p := range []*probe{r.cur, r.check[0], r.check[1]} {
		if p != nil {
			p.cancel()
		}
	}
	if !r.sure {
		slices.Reverse(r.found)
	}
	r.done, r.turn = true, -1
}

// Step does about nodes more nodes of work (at least one slice of a
// search or a solve) and reports whether the review has finished.
func (r *Review) Step(nodes int64) bool {
	for ran := int64(0); !r.done && ran < nodes; {
		if r.sure {
			ran += r.confirmStep(nodes - ran)
			continue
		}
		p := r.probeNow()
		if p == nil {
			continue // the stage needed no work
		}
		ran += max(p.step(nodes-ran), 1)
		if p.done {
			r.solve = r.solve && !p.unsettled
			r.cur = nil
			r.advance(p)
		}
	}
	return r.done
}

// probeNow is the probe the current stage needs, started if new, or nil
// when the stage needs none (it has then moved on).
func (r *Review) probeNow() *probe {
	if r.cur != nil {
		return r.cur
	}
	ply := r.under()
	switch r.stage {
	case 0:
		r.cur = r.gameProbe(ply)
	case 1:
		r.cur = r.gameProbe(ply + 1)
	default:
		before := r.known[ply]
		if before.value.Solved || before.best == r.moves[ply] || before.best == game.NoMove {
			r.record(before.best, before.value.next()) // the solver's move keeps its value
			return nil
		}
		st := r.states[ply].Clone()
		st.Apply(before.best)
		r.cur = r.newProbe(st, r.seed(ply)+1<<32)
	}
	return r.cur
}

// gameProbe is the probe of the game's position after ply moves: the one
// already made, or a new one.
func (r *Review) gameProbe(ply int) *probe {
	if p, ok := r.known[ply]; ok {
		return p
	}
	p := r.newProbe(r.states[ply], r.seed(ply))
	r.known[ply] = p
	return p
}

// under is the ply of the seat's move under review: the last first.
func (r *Review) under() int { return r.seat[len(r.seat)-1-len(r.found)] }

// newProbe prepares the valuation of st with the searches' seed. The
// review goes from the game's end back, where the solver settles
// positions within its budget; once it has not settled one, earlier
// positions are larger still, and only the search values them.
func (r *Review) newProbe(st game.State, seed uint64) *probe {
	exact := r.opt.Exact
	if !r.solve {
		exact = 0
	}
	return newProbe(st, r.opt.Seat, exact, seed, r.player)
}

// seed is the searches' seed at ply.
func (r *Review) seed(ply int) uint64 { return r.opt.Seed + uint64(ply) }

// advance takes a finished probe's answer and moves to the next stage;
// after the best move's probe, the seat's move is reviewed.
func (r *Review) advance(p *probe) {
	if r.stage < 2 {
		r.stage++
		return
	}
	r.record(r.known[r.under()].best, p.value)
}

// record notes the seat's move under review: with is the value of the
// position with best played. A best move no better than the one played
// is no better move.
func (r *Review) record(best game.Move, with Value) {
	ply := r.under()
	m := Move{Ply: ply, Played: r.moves[ply], Best: best, Before: with, After: r.known[ply+1].value}
	if best == game.NoMove || best == m.Played || !better(with, m.After) {
		m.Best, m.Before = m.Played, m.After
	}
	r.found, r.stage = append(r.found, m), 0
	if len(r.found) == len(r.seat) {
		slices.Reverse(r.found)
		r.startConfirm()
	}
}

// better reports whether a is worth more to the seat than b. Two solved
// values of one outcome whose lengths are only bounds are worth the same.
func better(a, b Value) bool {
	if a.Solved && b.Solved && a.Outcome() == b.Outcome() && a.Moves == 0 && b.Moves == 0 {
		return false
	}
	return a.Score > b.Score
}

// result is the seat's result at the end of the moves (0 if not over).
func (r *Review) result() float64 { return r.states[len(r.states)-1].Result(r.opt.Seat) }

// Report is what the review has found: all of it once Done.
func (r *Review) Report() Report {
	rep := Report{Seat: r.opt.Seat, Result: r.result(), Moves: slices.Clone(r.found), Turn: -1, Scale: r.opt.Scale}
	switch {
	case r.done:
		rep.Turn = r.turn
	case !r.sure:
		slices.Reverse(rep.Moves)
	}
	return rep
}
