package formation

import (
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// The board picked by the second player. Moving first is a large
// advantage (docs/rules/formation.md), so with the option "pick:SEED"
// White, who moves second, first picks the board from Choices boards
// dealt from the seed; then Black moves first on it. The pick is White's
// move "board N" (N from 1): it is in the record like any move, so a
// replay or a save plays the same game, and a computer picks by searching
// it like any move.

// Choices is how many boards White picks from.
const Choices = 3

// CodePickFirst refuses a piece move while the board is still to be
// picked (Args: the side that picks).
const CodePickFirst = "formation.pick-first"

// PickMove is the move that picks board i (0-based) of the choices.
func PickMove(i int) game.Move { return Pass + 1 + game.Move(i) }

// PickIndex is the board a pick move picks, if m is one.
func PickIndex(m game.Move) (int, bool) {
	i := int(m - Pass - 1)
	return i, i >= 0 && i < Choices
}

// PickBoards are the boards dealt for the pick from seed: random boards,
// no two alike, the same for a seed everywhere.
func PickBoards(seed uint64) [Choices]Assembly {
	var out [Choices]Assembly
	r := game.SplitMix64{State: seed}
	for i := 0; i < Choices; {
		a := RandomAssembly(r.Next())
		if !containsBoard(out[:i], a) {
			out[i] = a
			i++
		}
	}
	return out
}

func containsBoard(list []Assembly, a Assembly) bool {
	for _, b := range list {
		if b.Colours() == a.Colours() {
			return true
		}
	}
	return false
}

// Picking reports whether the board is still to be picked.
func (s *State) Picking() bool { return s.choices != nil }

// BoardChoices are the boards White picks from, none once picked.
func (s *State) BoardChoices() []Assembly {
	if s.choices == nil {
		return nil
	}
	return s.choices[:]
}

// newPicking is the position before the pick from the boards dealt from
// seed: White to pick, the start pieces on the first choice until then.
func newPicking(seed uint64, limit int) *State {
	choices := PickBoards(seed)
	s := New(choices[0].Colours(), limit)
	s.choices, s.pickSeed, s.toMove = &choices, seed, White
	s.rehash()
	return s
}

// pickMoves appends the pick moves.
func (s *State) pickMoves(buf []game.Move) []game.Move {
	for i := range Choices {
		buf = append(buf, PickMove(i))
	}
	return buf
}

// applyPick lays out the board picked; Black moves first on it.
func (s *State) applyPick(m game.Move) {
	i, ok := PickIndex(m)
	if !ok {
		return
	}
	s.tab = newTables(s.choices[i].Colours())
	s.choices, s.toMove = nil, Black
	s.rehash()
}

// checkPick says why m is no pick.
func (s *State) checkPick(m game.Move) error {
	if _, ok := PickIndex(m); ok {
		return nil
	}
	return game.Refuse(CodePickFirst, "%s picks the board first: board 1 to %d", White, Choices)
}

// formatPick writes a pick as "board N".
func formatPick(m game.Move) string {
	i, _ := PickIndex(m)
	return "board " + strconv.Itoa(i+1)
}

// parsePick reads "board N" (1 to Choices).
func parsePick(text string) (game.Move, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(text, "board "))
	if !strings.HasPrefix(text, "board ") || err != nil || n < 1 || n > Choices {
		return game.NoMove, false
	}
	return PickMove(n - 1), true
}

// pickText is the position line before the pick: the choices' seed in
// the colours field, then the start as usual with White to move.
func (s *State) pickText() string {
	return fmt.Sprintf("pick:%d %s w 0 *", s.pickSeed, s.piecesText())
}

// parsePicking reads a position line before the pick (see pickText).
func parsePicking(line string) (*State, error) {
	seedText, _, _ := strings.Cut(strings.TrimPrefix(line, "pick:"), " ")
	seed, err := strconv.ParseUint(seedText, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("field 1 (colours): pick:SEED wants a number, e.g. pick:42")
	}
	s := newPicking(seed, DefaultLimit)
	if want := s.pickText(); line != want {
		return nil, fmt.Errorf("before the pick the position is the start with White to pick: %q, not %q", want, line)
	}
	return s, nil
}
