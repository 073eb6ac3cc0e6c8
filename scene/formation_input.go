package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
)

// fmDrag is a press on one of the mover's pieces while it is held: let go
// on another square it is a move, let go where it started a click.
type fmDrag struct {
	heldPress
	from   formation.Square
	toggle bool // the press was on the piece already picked: a click puts it down
}

// Input turns clicks, drags and keys into a move. A move to a square the
// piece cannot reach is returned too: the table asks the engine, which
// refuses it, and Refuse says why.
func (v *formationView) Input(in *Input, _ game.State) game.Move {
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
func (v *formationView) passInput(in *Input) game.Move {
	v.wait++
	_, clicked := in.Click()
	if clicked || in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace) || v.wait >= passWait {
		return formation.Pass
	}
	return game.NoMove
}

// pointerInput handles drags and clicks; used says the input was for it.
func (v *formationView) pointerInput(in *Input) (mv game.Move, used bool) {
	p := &v.ptr
	if mv, used, held := v.drag.follow(p, in, 0.3*v.lay.Sq, v.drop); held {
		return mv, used
	}
	if sq, ok := v.lay.SquareAt(p.at); ok && p.pressed && v.st.PieceAt(sq) == v.st.ToMove() {
		v.drag = fmDrag{heldPress: heldPress{on: true, start: p.at}, from: sq, toggle: v.picked && v.pick == sq}
		v.pickUp(sq)
		v.showCursor = false
		return game.NoMove, true
	}
	c, ok := in.Click()
	if !ok {
		return game.NoMove, false
	}
	sq, on := v.lay.SquareAt(c)
	if !on {
		return game.NoMove, true
	}
	v.showCursor = false
	return v.choose(sq), true
}

// drop ends a drag: on another square it is a move; back home or off the
// board the piece stays picked; a click on the picked piece puts it down.
func (v *formationView) drop() game.Move {
	d := v.drag
	v.drag = fmDrag{}
	if !d.moved {
		if d.toggle {
			v.unpick()
		}
		return game.NoMove
	}
	to, ok := v.lay.SquareAt(v.ptr.at)
	if !ok || to == d.from {
		return game.NoMove
	}
	return formation.MoveOf(d.from, to)
}

// choose is a click (or Enter) on sq: pick up or put down one's own
// piece, or move the picked piece there. A click on the other side's
// piece is handed on as a move so that the engine's refusal says whose it
// is.
func (v *formationView) choose(sq formation.Square) game.Move {
	switch owner := v.st.PieceAt(sq); {
	case owner == v.st.ToMove() && v.picked && v.pick == sq:
		v.unpick()
	case owner == v.st.ToMove():
		v.pickUp(sq)
	case v.picked:
		return formation.MoveOf(v.pick, sq)
	case owner != formation.NoSide:
		return formation.MoveOf(sq, sq)
	}
	return game.NoMove
}

// keyInput: arrows move the cursor (the first press only shows it),
// Enter or Space chooses the square under it, Backspace puts the picked
// piece down (Esc belongs to the table).
func (v *formationView) keyInput(in *Input) game.Move {
	f, r := v.cursor.File(), v.cursor.Rank()
	switch {
	case in.Pressed(ebiten.KeyBackspace):
		v.unpick()
		return game.NoMove
	case in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace) && v.showCursor:
		return v.choose(v.cursor)
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
	if !v.showCursor {
		v.cursor, v.showCursor = v.startCursor(), true
		return game.NoMove
	}
	v.cursor = formation.At(min(max(f, 0), 7), min(max(r, 0), 7))
	return game.NoMove
}

// startCursor is where the keyboard cursor first appears: on the picked
// piece, else on the mover's first piece from the top left.
func (v *formationView) startCursor() formation.Square {
	if v.picked {
		return v.pick
	}
	for rank := 7; rank >= 0; rank-- {
		for file := range 8 {
			if sq := formation.At(file, rank); v.st.PieceAt(sq) == v.st.ToMove() {
				return sq
			}
		}
	}
	return formation.At(3, 3)
}

// Refuse flashes the square and says, in words, the engine's reason: the
// piece is not the mover's, the target is taken, or the piece's square
// does not lead there.
func (v *formationView) Refuse(mv game.Move, err error) string {
	v.env.Sounds.Refuse()
	s, me := v.st, v.st.ToMove()
	from, to := formation.Square(mv>>6&63), formation.Square(mv&63)
	v.refused, v.refuseTicks = to, refuseTicks
	switch {
	case s.Over():
		return tr("over refuse")
	case mv == formation.Pass:
		return tr("fm no pass")
	case s.PieceAt(from) == me.Opponent():
		v.refused = from
		return trf("fm not yours", v.env.Name(game.Player(me.Opponent())))
	case s.PieceAt(from) != me:
		return tr("fm pick first")
	case s.PieceAt(to) != formation.NoSide:
		return trf("fm occupied", to)
	case s.Targets(from)>>to&1 == 0:
		c := s.Colours()[from]
		return trf("fm unreachable", to, from, tr(colourKeys[c]), tr(moveKeys[c]))
	}
	if err != nil {
		return err.Error()
	}
	return tr("illegal")
}

// i18n keys of the colours and of their moves, by formation.Colour.
var (
	colourKeys = [4]string{"fm red", "fm yellow", "fm green", "fm blue"}
	moveKeys   = [4]string{"fm rook", "fm bishop", "fm knight", "fm king"}
)
