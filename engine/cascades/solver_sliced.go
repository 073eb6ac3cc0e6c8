package cascades

import (
	"errors"

	"kaskade/engine/game"
)

// Sliced is Solve in slices, for a screen that may not block a frame (the
// browser has one thread). Each Step searches from the start again, but
// the table keeps every subtree a slice finished (an interrupted search
// stores nothing), so the next slice walks quickly back to where the last
// one stopped. The answer is Solve's: the same search, with the same
// table entries, only interrupted.
type Sliced struct {
	start State
	sv    *solver
	limit int64 // the most positions in all; 0: none
	done  bool
	sol   Solution
}

// NewSliced prepares the solve of a copy of s within limit positions in
// all (0: no bound); nothing runs before Step.
func NewSliced(s *State, limit int64) (*Sliced, error) {
	if err := Solvable(s.opt); err != nil {
		return nil, err
	}
	if s.Over() {
		return nil, errors.New("the game is over")
	}
	if limit < 0 {
		return nil, errors.New("the solver's limit must be 0 (no bound) or more positions")
	}
	return &Sliced{start: *s, sv: &solver{bounded: true, tt: map[solveKey]bounds{}}, limit: limit}, nil
}

// Step searches at most nodes more positions (at least 1) and reports
// whether the solve has finished.
func (x *Sliced) Step(nodes int64) bool {
	if x.done {
		return true
	}
	sv := x.sv
	sv.budget = sv.nodes + max(nodes, 1) - 1 // value stops at the position past it
	if x.limit > 0 {
		sv.budget = min(sv.budget, x.limit)
	}
	sv.aborted = false
	sol := x.root()
	switch {
	case !sv.aborted:
		x.done, x.sol = true, sol
	case x.limit > 0 && sv.nodes > x.limit:
		x.done, x.sol = true, Solution{Nodes: sv.nodes}
	}
	return x.done
}

// root is Solve's loop over the first turns.
func (x *Sliced) root() Solution {
	sv, s := x.sv, &x.start
	best, turn := int8(-2), []game.Move(nil)
	for _, k := range sv.expand(s, 0) {
		v := sv.childValue(s.toMove, &k, 0, -1, 1)
		if sv.aborted {
			return Solution{Nodes: sv.nodes}
		}
		if v > best {
			best, turn = v, k.moves()
		}
		if best == 1 {
			break
		}
	}
	return Solution{Outcome: [...]Outcome{Loss, Draw, Win}[best+1], Turn: turn, Nodes: sv.nodes}
}

// Done reports whether the solve has finished (settled or over the limit).
func (x *Sliced) Done() bool { return x.done }

// Nodes is the positions searched so far, each slice's walk back included.
func (x *Sliced) Nodes() int64 { return x.sv.nodes }

// Result is the answer once Done: Unknown when the limit ran out.
func (x *Sliced) Result() Solution { return x.sol }
