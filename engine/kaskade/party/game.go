package party

import (
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

// A party game fulfils the whole contract the tree search uses.
var _ interface {
	game.State
	game.Typer
	game.Scorer
	game.Evaluator
	game.Hasher
	game.Copier
} = (*State)(nil)

// Type: two to eight players, perfect information, no chance; not
// zero-sum (the places between the winner and the first out are worth
// something), so the computer players search by max^n, not alpha-beta.
func (s *State) Type() game.Type {
	return game.Type{MinPlayers: MinPlayers, MaxPlayers: MaxPlayers}
}

func (s *State) NumPlayers() int   { return int(s.n) }
func (s *State) IsOver() bool      { return s.Over() }
func (s *State) Clone() game.State { c := *s; return &c }

// CopyFrom copies src, which must be a *State, into s.
func (s *State) CopyFrom(src game.State) { *s = *src.(*State) }

// CurrentPlayer is the seat to move, or game.Terminal once one is left.
func (s *State) CurrentPlayer() game.Player {
	if s.Over() {
		return game.Terminal
	}
	return game.Player(s.toMove)
}

// FormatMove writes a cell as the two-player game does ("c3").
func (s *State) FormatMove(m game.Move) string {
	if s.geo == nil || m < 0 || int(m) >= s.Size().Cells() {
		return "?"
	}
	return s.Size().FormatCell(kaskade.Cell(m))
}

// ParseMove reads a cell and checks that it is a legal move here.
func (s *State) ParseMove(text string) (game.Move, error) {
	if s.geo == nil {
		return game.NoMove, s.Check(game.NoMove)
	}
	c, err := s.Size().ParseCell(text)
	if err == nil {
		err = s.Check(game.Move(c))
	}
	if err != nil {
		return game.NoMove, err
	}
	return game.Move(c), nil
}

// Rank is seat p's place once the game is over: 1 for the winner, and
// for the others one more than the players who lasted longer (players put
// out by the same move share a place). 0 while the game goes on.
func (s *State) Rank(p game.Player) int {
	if !s.Over() || !s.seat(p) {
		return 0
	}
	place := 1
	for q := range game.Player(s.n) {
		if s.lasts(q) > s.lasts(p) {
			place++
		}
	}
	return place
}

// lasts is how long seat p stayed in: the move that put it out, or past
// the last move for the winner.
func (s *State) lasts(p game.Player) int {
	if s.outAt[p] == 0 {
		return s.moves + 1
	}
	return int(s.outAt[p])
}

// Result is +1 for the winner and from 0 down to -1 for the others by
// place (-1 for the last); 0 while the game goes on. Only the winner's is
// above zero.
func (s *State) Result(p game.Player) float64 {
	place := s.Rank(p)
	switch {
	case place == 0:
		return 0
	case place == 1:
		return 1
	}
	return -float64(place-1) / float64(s.n-1)
}

// Score is the move seat p lasted to: the move that put it out, or every
// move of the game for the winner (and for a player still in).
func (s *State) Score(p game.Player) float64 {
	if !s.seat(p) {
		return 0
	}
	if s.outAt[p] == 0 {
		return float64(s.moves)
	}
	return float64(s.outAt[p])
}

// Hash is an FNV-1a hash of the board, the seat to move and who is out:
// what String writes, without the moves (which follow from the balls).
func (s *State) Hash() uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(b uint64) { h = (h ^ b) * prime }
	if s.geo == nil {
		return h
	}
	mix(uint64(s.Size().Cols)<<8 | uint64(s.Size().Rows))
	mix(uint64(s.n)<<8 | uint64(uint8(s.toMove)))
	for c := range s.Size().Cells() {
		mix(uint64(s.count[c])<<8 | uint64(uint8(s.owner[c])))
	}
	for p := range s.n {
		mix(uint64(s.outAt[p]))
	}
	return h
}
