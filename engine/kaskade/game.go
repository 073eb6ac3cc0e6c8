package kaskade

import "kaskade/engine/game"

// Game adapts a State to the shared contract game.State. White is player 0,
// Black player 1; a move is the index of the cell it places a ball on.
type Game struct{ st State }

// Kaskade gives search every optional help the contract defines.
var _ interface {
	game.State
	game.Typer
	game.Checker
	game.Evaluator
	game.Heuristics
	game.MoveOrderer
	game.Hasher
	game.Copier
	game.Tactical
} = (*Game)(nil)

// NewGame returns the empty board of size z as a game.State.
func NewGame(z Size) (*Game, error) {
	s, err := New(z)
	if err != nil {
		return nil, err
	}
	return &Game{st: *s}, nil
}

// AsGame wraps a copy of s.
func AsGame(s *State) *Game { return &Game{st: *s} }

// ParseGame reads a position line (see Parse) as a game.State.
func ParseGame(line string) (game.State, error) {
	s, err := Parse(line)
	if err != nil {
		return nil, err
	}
	return AsGame(s), nil
}

// State gives the wrapped position; changes to it change the game.
func (g *Game) State() *State { return &g.st }

// PlayerOf maps a side to its seat in the contract.
func PlayerOf(p Player) game.Player {
	if p == NoPlayer {
		return game.Terminal
	}
	return game.Player(p - White)
}

// SideOf maps a seat of the contract to its side.
func SideOf(p game.Player) Player {
	if p < 0 || p > 1 {
		return NoPlayer
	}
	return White + Player(p)
}

func (g *Game) NumPlayers() int               { return 2 }
func (g *Game) CurrentPlayer() game.Player    { return PlayerOf(g.st.toMove) }
func (g *Game) IsOver() bool                  { return g.st.Over() }
func (g *Game) Clone() game.State             { c := *g; return &c }
func (g *Game) String() string                { return g.st.String() }
func (g *Game) FormatMove(m game.Move) string { return g.st.Size().FormatCell(Cell(m)) }

// CopyFrom copies src, which must be a *Game, into g.
func (g *Game) CopyFrom(src game.State) { *g = *src.(*Game) }

// Type: two players, zero-sum, perfect information, no chance.
func (g *Game) Type() game.Type { return game.PerfectTwoPlayer }

// cellOf is m as a cell, or -1 when m is no cell number at all (a Cell is
// narrower than a Move, so m must not wrap onto the board).
func cellOf(m game.Move) Cell {
	if m < 0 || m > game.Move(MaxCells) {
		return -1
	}
	return Cell(m)
}

// Apply places a ball on cell m; an illegal move is ignored.
func (g *Game) Apply(m game.Move) { g.st.Place(cellOf(m)) }

// Check says why m is illegal, as a *game.Refusal (see State.Check).
func (g *Game) Check(m game.Move) error { return g.st.Check(cellOf(m)) }

// LegalMoves appends the legal cells as moves.
func (g *Game) LegalMoves(buf []game.Move) []game.Move { return appendLegal(&g.st, buf) }

// Result is +1 for the winner, -1 for the loser, 0 while the game goes on.
func (g *Game) Result(p game.Player) float64 {
	switch w := g.st.winner; {
	case w == NoPlayer:
		return 0
	case SideOf(p) == w:
		return 1
	}
	return -1
}

// ParseMove reads a cell and checks that it is a legal move here.
func (g *Game) ParseMove(text string) (game.Move, error) {
	c, err := g.st.Size().ParseCell(text)
	if err == nil {
		err = g.st.Check(c)
	}
	if err != nil {
		return game.NoMove, err
	}
	return game.Move(c), nil
}
