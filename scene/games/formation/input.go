package formation

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// fmDrag is a press on one of the mover's pieces while it is held: let go
// on another square it is a move, let go where it started a click.
type fmDrag struct {
	ui.HeldPress
	from   formation.Square
	toggle bool // the press was on the piece already picked: a click puts it down
}

// Input turns clicks, drags and keys into a move. A move to a square the
// piece cannot reach is returned too: the table asks the engine, which
// refuses it, and Refuse says why.
func (v *FormationView) Input(in *ui.Input, _ game.State) game.Move {
	if v.St.Picking() {
		return v.pickInput(in)
	}
	if v.passing {
		return v.passInput(in)
	}
	if mv, used := v.pointerInput(in); used {
		return mv
	}
	return v.keyInput(in)
}

// passInput lets the pass banner stand a moment, then passes; a click or
// Enter passes at once.
func (v *FormationView) passInput(in *ui.Input) game.Move {
	v.wait++
	_, clicked := in.Click()
	if clicked || in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace) || v.wait >= PassWait {
		return formation.Pass
	}
	return game.NoMove
}

// pointerInput handles drags and clicks; used says the input was for it.
func (v *FormationView) pointerInput(in *ui.Input) (mv game.Move, used bool) {
	p := &v.ptr
	if mv, used, held := v.Drag.Follow(p, in, 0.3*v.Lay.Sq, v.drop); held {
		return mv, used
	}
	if sq, ok := v.Lay.SquareAt(p.At); ok && p.Pressed && v.St.PieceAt(sq) == v.St.ToMove() {
		v.Drag = fmDrag{HeldPress: ui.HeldPress{On: true, Start: p.At}, from: sq, toggle: v.Picked && v.Pick == sq}
		v.pickUp(sq)
		v.ShowCursor = false
		return game.NoMove, true
	}
	c, ok := in.Click()
	if !ok {
		return game.NoMove, false
	}
	sq, on := v.Lay.SquareAt(c)
	if !on {
		return game.NoMove, true
	}
	v.ShowCursor = false
	return v.choose(sq), true
}

// drop ends a drag: on another square it is a move; back home or off the
// board the piece stays picked; a click on the picked piece puts it down.
func (v *FormationView) drop() game.Move {
	d := v.Drag
	v.Drag = fmDrag{}
	if !d.Moved {
		if d.toggle {
			v.unpick()
		}
		return game.NoMove
	}
	to, ok := v.Lay.SquareAt(v.ptr.At)
	if !ok || to == d.from {
		return game.NoMove
	}
	return formation.MoveOf(d.from, to)
}

// choose is a click (or Enter) on sq: pick up or put down one's own
// piece, or move the picked piece there. A click on the other side's
// piece is handed on as a move so that the engine's refusal says whose it
// is.
func (v *FormationView) choose(sq formation.Square) game.Move {
	switch owner := v.St.PieceAt(sq); {
	case owner == v.St.ToMove() && v.Picked && v.Pick == sq:
		v.unpick()
	case owner == v.St.ToMove():
		v.pickUp(sq)
	case v.Picked:
		return formation.MoveOf(v.Pick, sq)
	case owner != formation.NoSide:
		return formation.MoveOf(sq, sq)
	}
	return game.NoMove
}

// keyInput: arrows move the cursor (the first press only shows it),
// Enter or Space chooses the square under it, Backspace puts the picked
// piece down (Esc belongs to the table).
func (v *FormationView) keyInput(in *ui.Input) game.Move {
	f, r := v.Cursor.File(), v.Cursor.Rank()
	switch {
	case in.Pressed(ebiten.KeyBackspace):
		v.unpick()
		return game.NoMove
	case in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace) && v.ShowCursor:
		return v.choose(v.Cursor)
	case in.Pressed(ebiten.KeyArrowLeft):
		f--
	case in.Pressed(ebiten.KeyArrowRight):
		f++
	case in.Pressed(ebiten.KeyArrowUp):
		r++
	case in.Pressed(ebiten.KeyArrowDown):
		r--
	default:
		return game.NoMove
	}
	if !v.ShowCursor {
		v.Cursor, v.ShowCursor = v.startCursor(), true
		return game.NoMove
	}
	v.Cursor = formation.At(min(max(f, 0), 7), min(max(r, 0), 7))
	return game.NoMove
}

// startCursor is where the keyboard cursor first appears: on the picked
// piece, else on the mover's first piece from the top left.
func (v *FormationView) startCursor() formation.Square {
	if v.Picked {
		return v.Pick
	}
	for rank := 7; rank >= 0; rank-- {
		for file := range 8 {
			if sq := formation.At(file, rank); v.St.PieceAt(sq) == v.St.ToMove() {
				return sq
			}
		}
	}
	return formation.At(3, 3)
}

// Refuse flashes the square and words the engine's typed reason: the
// piece is not the mover's, the target is taken, or the piece's square
// does not lead there.
func (v *FormationView) Refuse(mv game.Move, err error) string {
	v.env.Sounds.Refuse()
	from, to := formation.Square(mv>>6&63), formation.Square(mv&63)
	v.refused, v.RefuseTicks = to, ui.RefuseTicks
	r, ok := game.RefusalOf(err)
	if !ok {
		return i18n.Tr("illegal")
	}
	switch r.Code {
	case game.CodeOver:
		return i18n.Tr("over refuse")
	case formation.CodePassWithMove:
		return i18n.Tr("fm no pass")
	case formation.CodeNotOwnPiece:
		v.refused = from
		if owner := v.St.PieceAt(from); owner != formation.NoSide {
			return i18n.Trf("fm not yours", v.env.Name(game.Player(owner)))
		}
		return i18n.Tr("fm pick first")
	case formation.CodeOccupied:
		return i18n.Trf("fm occupied", to)
	case formation.CodeUnreachable:
		c := v.St.Colours()[from]
		return i18n.Trf("fm unreachable", to, from, i18n.Tr(colourKeys[c]), i18n.Tr(moveKeys[c]))
	}
	return i18n.Tr("illegal")
}

// i18n keys of the colours and of their moves, by formation.Colour.
var (
	colourKeys = [4]string{"fm red", "fm yellow", "fm green", "fm blue"}
	moveKeys   = [4]string{"fm rook", "fm bishop", "fm knight", "fm king"}
)
