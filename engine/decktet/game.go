package decktet

import "kaskade/engine/game"

// Game adapts a State to the shared contract game.State: one player (seat
// 0), who moves until the game is over; Result is +1 won, -1 lost. A
// game.Move is a Move. The deal, the game's only chance step, is decided by
// the options (the deal number) before the first position, so no position
// has CurrentPlayer Chance, and the game's Type says no chance; the stock's
// order is part of the position, so its Type says no hidden information
// either (the screen shows the stock face down, but search may know it).
// What a screen holds is ViewFor's view (view.go): the face-down cards'
// faces dropped.
type Game struct{ st State }

var (
	_ game.State   = (*Game)(nil)
	_ game.Typer   = (*Game)(nil)
	_ game.Checker = (*Game)(nil)
	_ game.Hasher  = (*Game)(nil)
	_ game.Copier  = (*Game)(nil)
)

// Type is one player, no chance, nothing hidden (see Game).
func (g *Game) Type() game.Type { return game.Type{MinPlayers: 1, MaxPlayers: 1} }

// moveOf is m as a Move, or numMoves (no move) when m is out of range (a
// Move is narrower than a game.Move, so m must not wrap onto a move).
func moveOf(m game.Move) Move {
	if m < 0 || m >= game.Move(numMoves) {
		return numMoves
	}
	return Move(m)
}

// Check says why m is illegal, as a *game.Refusal (see State.Check).
func (g *Game) Check(m game.Move) error { return g.st.Check(moveOf(m)) }

// NewGame deals a game from option text (see ParseOptions).
func NewGame(options string) (*Game, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return nil, err
	}
	s, err := New(o)
	if err != nil {
		return nil, err
	}
	return &Game{st: *s}, nil
}

// ParseGame reads a position line (see Parse) as a game.State.
func ParseGame(line string) (game.State, error) {
	s, err := Parse(line)
	if err != nil {
		return nil, err
	}
	return &Game{st: *s}, nil
}

// State gives the wrapped position; changes to it change the game.
func (g *Game) State() *State { return &g.st }

func (g *Game) NumPlayers() int               { return 1 }
func (g *Game) IsOver() bool                  { return g.st.Over() }
func (g *Game) Apply(m game.Move)             { g.st.Apply(moveOf(m)) }
func (g *Game) Clone() game.State             { c := *g; return &c }
func (g *Game) CopyFrom(src game.State)       { *g = *src.(*Game) }
func (g *Game) String() string                { return g.st.String() }
func (g *Game) Hash() uint64                  { return g.st.key().hash() }
func (g *Game) FormatMove(m game.Move) string { return Move(m).String() }

// CurrentPlayer is 0 while the game goes on.
func (g *Game) CurrentPlayer() game.Player {
	if g.st.Over() {
		return game.Terminal
	}
	return 0
}

// LegalMoves appends the legal moves.
func (g *Game) LegalMoves(buf []game.Move) []game.Move {
	var mb [numMoves]Move
	for _, m := range g.st.LegalMoves(mb[:0]) {
		buf = append(buf, game.Move(m))
	}
	return buf
}

// Result is +1 once won, -1 once lost, 0 while playing.
func (g *Game) Result(p game.Player) float64 {
	switch {
	case p != 0 || !g.st.Over():
		return 0
	case g.st.Won():
		return 1
	}
	return -1
}

// ParseMove reads a move word and checks that it is legal here.
func (g *Game) ParseMove(text string) (game.Move, error) {
	m, err := ParseMove(text)
	if err == nil {
		err = g.st.Check(m)
	}
	if err != nil {
		return game.NoMove, err
	}
	return game.Move(m), nil
}
