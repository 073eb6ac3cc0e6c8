package cascades

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// Input turns a click on a cell into a drop there, a click on the End
// button, E, or Enter with no cursor into End; arrows move a cursor and
// Enter or Space drops under it. A drop on a cell the engine does not
// list is handed on all the same: the table asks the engine, which
// refuses it, and Refuse says why.
func (v *View) Input(in *ui.Input, _ game.State) game.Move {
	if p, ok := in.Click(); ok {
		if v.Lay.End.Contains(p) {
			return cascades.End
		}
		if c, on := v.Lay.CellAt(p); on {
			v.ShowCursor = false
			v.setCursor(c)
			return game.Move(c)
		}
		return game.NoMove
	}
	switch {
	case in.Pressed(ebiten.KeyE):
		return cascades.End
	case in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace):
		if v.ShowCursor {
			return game.Move(v.Cursor)
		}
		if in.Pressed(ebiten.KeySpace) {
			return game.NoMove
		}
		return cascades.End
	}
	v.arrows(in)
	return game.NoMove
}

// arrows moves the cursor: left and right along the row, up and down to
// the cell of the next row nearest the cursor's column. The first press
// only shows it, on a cell the mover may drop on.
func (v *View) arrows(in *ui.Input) {
	z := v.St.Size()
	r, j := z.RowCol(v.Cursor)
	dr, dj := 0, 0
	switch {
	case in.Pressed(ebiten.KeyArrowLeft):
		dj = -1
	case in.Pressed(ebiten.KeyArrowRight):
		dj = 1
	case in.Pressed(ebiten.KeyArrowUp):
		dr = -1
	case in.Pressed(ebiten.KeyArrowDown):
		dr = 1
	default:
		return
	}
	if !v.ShowCursor {
		v.ShowCursor = true
		v.setCursor(v.startCursor())
		return
	}
	if dj != 0 {
		j = min(max(j+dj, 0), z.RowLen(r)-1)
		v.setCursor(z.CellAt(r, j))
		return
	}
	r = min(max(r+dr, 0), z.H-1)
	j = int(math.Floor(v.curX + float64(r)/2 + 0.5))
	v.Cursor = z.CellAt(r, min(max(j, 0), z.RowLen(r)-1))
}

// setCursor puts the cursor on c and takes its column for up and down.
func (v *View) setCursor(c cascades.Cell) {
	r, j := v.St.Size().RowCol(c)
	v.Cursor, v.curX = c, float64(j)-float64(r)/2
}

// startCursor is where the cursor first shows: the hint, else the first
// cell the mover may drop on, else the middle of the second row.
func (v *View) startCursor() cascades.Cell {
	z := v.St.Size()
	if v.hint >= 0 && v.hint != cascades.End && z.Contains(cascades.Cell(v.hint)) {
		return cascades.Cell(v.hint)
	}
	for _, m := range v.St.LegalMoves(nil) {
		if m != cascades.End {
			return cascades.Cell(m)
		}
	}
	return z.CellAt(1, z.W/2)
}

// Refuse flashes the cell (or shakes the End button) and says the
// engine's reason, read from its refusal code, in words.
func (v *View) Refuse(mv game.Move, err error) string {
	v.env.Sounds.Refuse()
	z := v.St.Size()
	if mv == cascades.End {
		v.endRefused = ui.RefuseTicks
	} else if z.Contains(cascades.Cell(mv)) {
		v.refused, v.RefuseTicks = cascades.Cell(mv), ui.RefuseTicks
	}
	return refusalText(z, mv, err)
}

// refusalText is the words for the engine's refusal of mv.
func refusalText(z cascades.Size, mv game.Move, err error) string {
	r, ok := game.RefusalOf(err)
	if !ok {
		if err != nil {
			return err.Error()
		}
		return i18n.Tr("illegal")
	}
	cell := z.FormatCell(cascades.Cell(mv))
	switch r.Code {
	case game.CodeOver:
		return i18n.Tr("over refuse")
	case cascades.CodeOccupied:
		return i18n.Trf("cascades.refuse occupied", cell)
	case cascades.CodeNotBelow:
		return i18n.Trf("cascades.refuse not below", cell)
	case cascades.CodeOffBoard, game.CodeNoMove:
		return i18n.Tr("cascades.refuse off board")
	case cascades.CodeFirstDrop:
		return i18n.Tr("cascades.refuse first drop")
	}
	return r.Error()
}
