package kaskade

import (
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
)

// position is the game at rest as the view reads it: the two-player
// engine's state or, for three players or more, the party engine's. Both
// record a move in the two-player engine's Result, so the board, the
// waves and their drawing are one code for any number of players.
type position struct {
	two   *kaskade.State
	party *party.State
}

// positionOf unwraps the contract's state; ok is false for another game.
func positionOf(st game.State) (position, bool) {
	switch g := st.(type) {
	case *kaskade.Game:
		return position{two: g.State().Clone()}, true
	case *party.State:
		return position{party: g.Clone().(*party.State)}, true
	}
	return position{}, false
}

func (p position) size() kaskade.Size {
	if p.party != nil {
		return p.party.Size()
	}
	return p.two.Size()
}

func (p position) board() kaskade.Board {
	if p.party != nil {
		return p.party.Board()
	}
	return p.two.Board()
}

func (p position) over() bool {
	if p.party != nil {
		return p.party.Over()
	}
	return p.two.Over()
}

// toMove is the side to move as the board names owners.
func (p position) toMove() kaskade.Player {
	if p.party != nil {
		if p.party.Over() {
			return kaskade.NoPlayer
		}
		return party.SideOf(p.party.CurrentPlayer())
	}
	return p.two.ToMove()
}

// play records the move c, played on a copy.
func (p position) play(c kaskade.Cell) (*kaskade.Result, error) {
	if p.party != nil {
		return p.party.Clone().(*party.State).Play(c)
	}
	return p.two.Clone().Play(c)
}

// place plays c on this position (not a copy) and counts its waves.
func (p position) place(c kaskade.Cell) int {
	if p.party != nil {
		return p.party.Place(c)
	}
	return p.two.Place(c)
}

// sideOf is seat p's side on the board.
func sideOf(p game.Player) kaskade.Player {
	if p < 0 {
		return kaskade.NoPlayer
	}
	return party.SideOf(p)
}
