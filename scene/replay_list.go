package scene

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// The replay's move list: the record's moves in the game's notation (or
// its words, GameSpec.MoveWords), one row each, numbered by turn as the record writes its turns, the move
// last shown lit. A click or tap on a row jumps there; the mouse wheel, a
// drag and Page Up/Down scroll it; it follows the position shown.

// moveEntry is one row: a seat's move. Chance steps have no row: a deal
// may name a card that is hidden, and records leave them out too.
type moveEntry struct {
	ply   int // its index in the history
	turn  int // its turn's number, from 1
	first bool
	by    game.Player
	text  string
}

// moveEntries are the rows for plies: every move of a seat, a turn's
// number counted as match.Turns counts the record's turns.
func moveEntries(plies []match.Ply) []moveEntry {
	var out []moveEntry
	open, turn := false, 0
	for i, p := range plies {
		if p.By == game.Chance {
			continue
		}
		if !open {
			turn++
		}
		out = append(out, moveEntry{ply: i, turn: turn, first: !open, by: p.By, text: p.Text})
		open = !p.TurnEnd
	}
	return out
}

// moveList is the list's state between ticks.
type moveList struct {
	entries  []moveEntry
	top      int // the first row shown
	followed int // the entry last scrolled into view
	press    struct {
		on, moved bool
		y         float64
		top       int
	}
	stir int // ticks to keep drawing after a scroll without other input
}

func newMoveList(plies []match.Ply) moveList {
	return moveList{entries: moveEntries(plies), followed: -2}
}

// current is the entry of the last move shown at pos (plies played), -1
// before the first.
func (l *moveList) current(pos int) int {
	cur := -1
	for i, e := range l.entries {
		if e.ply >= pos {
			break
		}
		cur = i
	}
	return cur
}

// replayLayout splits the view's room between the game's board and the
// move list: beside it on a wide screen, below it on an upright one.
type replayLayout struct {
	board, list ui.Rect
	play        ui.Button // Play/Pause
	review      ui.Button // Review (replay_review.go); zero where the game has none
	rows        ui.Rect   // where the rows go
	rowH, u     float64
}

// layoutReplay places the panel; with review, a Review button under Play
// (upright) or at the panel's foot (wide).
func layoutReplay(l ui.TableLayout, auto, review bool) replayLayout {
	v, c := l.View, l.C
	r := replayLayout{u: c}
	label := i18n.Tr("replay play")
	if auto {
		label = i18n.Tr("replay pause")
	}
	pad := 8 * c
	if l.Tall {
		h := math.Min(math.Max(v.H-v.W, 150*c), 0.34*v.H) // the board keeps the most
		r.board = ui.Rect{X: v.X, Y: v.Y, W: v.W, H: v.H - h}
		r.list = ui.Rect{X: v.X + pad, Y: v.Y + v.H - h, W: v.W - 2*pad, H: h - pad}
		bw := math.Max(ui.ButtonLabelWidth(i18n.Tr("replay pause"), 46*c, true), ui.ButtonLabelWidth(i18n.Tr("replay play"), 46*c, true))
		if review {
			bw = math.Max(bw, ui.ButtonLabelWidth(i18n.Tr("review"), 46*c, false))
		}
		bw += 18 * c
		r.play = ui.Button{R: ui.Rect{X: r.list.X + pad, Y: r.list.Y + pad, W: bw, H: 46 * c}, Label: label, Primary: true}
		if review {
			r.review = ui.Button{R: ui.Rect{X: r.play.R.X, Y: r.play.R.Y + 46*c + pad, W: bw, H: 46 * c}, Label: i18n.Tr("review")}
		}
		r.rows = ui.Rect{X: r.play.R.X + bw + pad, Y: r.list.Y + pad, W: r.list.W - bw - 3*pad, H: r.list.H - 2*pad}
		r.rowH = math.Max(28*c, math.Min(r.rows.H/5, 34*c))
		return r
	}
	w := math.Min(math.Max(v.W*0.24, 180*c), 300*c)
	r.board = ui.Rect{X: v.X, Y: v.Y, W: v.W - w, H: v.H}
	r.list = ui.Rect{X: v.X + v.W - w, Y: v.Y + pad, W: w - pad, H: v.H - 2*pad}
	r.play = ui.Button{R: ui.Rect{X: r.list.X + pad, Y: r.list.Y + pad, W: r.list.W - 2*pad, H: 40 * c}, Label: label, Primary: true}
	top, bottom := r.play.R.Y+r.play.R.H+pad, r.list.Y+r.list.H-pad
	if review {
		r.review = ui.Button{R: ui.Rect{X: r.play.R.X, Y: bottom - 40*c, W: r.play.R.W, H: 40 * c}, Label: i18n.Tr("review")}
		bottom -= 40*c + pad
	}
	r.rows = ui.Rect{X: r.list.X + pad, Y: top, W: r.list.W - 2*pad, H: bottom - top}
	r.rowH = 28 * c
	return r
}

// visible is how many whole rows fit.
func (r replayLayout) visible() int { return max(1, int(r.rows.H/r.rowH)) }

// row is the rectangle of the i-th row shown.
func (r replayLayout) row(i int) ui.Rect {
	return ui.Rect{X: r.rows.X, Y: r.rows.Y + float64(i)*r.rowH, W: r.rows.W, H: r.rowH}
}

// scrollTo sets the first row shown, kept within the list.
func (l *moveList) scrollTo(top, visible int) {
	l.top = max(0, min(top, len(l.entries)-visible))
}

// follow scrolls the entry cur into view when it changed: the list keeps
// up with the position shown, and leaves alone what the player scrolled
// to while the position stays.
func (l *moveList) follow(cur, visible int) {
	if cur == l.followed {
		l.scrollTo(l.top, visible) // a new size may show more rows
		return
	}
	l.followed = cur
	if cur >= 0 && (cur < l.top || cur >= l.top+visible) {
		l.scrollTo(cur-visible/2, visible)
	}
}

// wheelY is the mouse wheel's turn this tick (tests set their own).
var wheelY = func() float64 { _, y := ebiten.Wheel(); return y }

// update scrolls the list by wheel, drag or keys and returns the entry a
// click or tap chose, or -1. used reports whether the input was the
// list's, so that nothing else acts on it.
func (l *moveList) update(in *ui.Input, r replayLayout) (chosen int, used bool) {
	n := r.visible()
	if l.stir > 0 {
		l.stir--
	}
	scroll := func(top int) {
		if top != l.top {
			l.scrollTo(top, n)
			l.stir = 10
		}
	}
	if in.HasCursor && r.list.Contains(in.Cursor) {
		if dy := wheelY(); dy != 0 {
			scroll(l.top - int(math.Round(3*dy)))
			used = true
		}
	}
	switch {
	case in.Pressed(ebiten.KeyPageUp):
		scroll(l.top - n)
		used = true
	case in.Pressed(ebiten.KeyPageDown):
		scroll(l.top + n)
		used = true
	}
	dragged := l.drag(in, r, scroll)
	chosen = -1
	for _, c := range in.Clicks {
		if !r.rows.Contains(c) {
			continue
		}
		used = true
		if i := l.top + int((c.Y-r.rows.Y)/r.rowH); !dragged && i < min(len(l.entries), l.top+n) {
			chosen = i
		}
	}
	return chosen, used || dragged
}

// drag follows a press in the rows: moved further than a tap's wobble it
// scrolls the list with the finger (or mouse). It reports whether a drag
// is under way or ended this tick, whose release is no tap.
func (l *moveList) drag(in *ui.Input, r replayLayout, scroll func(int)) bool {
	p := &l.press
	switch {
	case in.Down && !p.on && r.rows.Contains(in.Pointer):
		p.on, p.moved, p.y, p.top = true, false, in.Pointer.Y, l.top
	case in.Down && p.on:
		dy := in.Pointer.Y - p.y
		if math.Abs(dy) > 10*r.u {
			p.moved = true
		}
		if p.moved {
			scroll(p.top - int(math.Round(dy/r.rowH)))
		}
	case p.on: // let go
		p.on = false
		return p.moved
	}
	return p.on && p.moved
}

// draw draws the list panel, the Play/Pause and Review buttons and the
// rows shown.
func (l *moveList) draw(dst *ebiten.Image, in *ui.Input, r replayLayout, cur int, spec view.GameSpec) {
	c := r.u
	ui.DrawPanel(dst, r.list, c)
	r.play.Draw(dst, in, c)
	r.review.Draw(dst, in, c) // none: no size, not drawn
	if len(l.entries) == 0 {
		face := sprites.Face(14*c, false)
		sprites.DrawText(dst, ui.Ellipsize(i18n.Tr("replay no moves"), face, r.rows.W), face, r.rows.X, r.rows.Y+r.rowH/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
		return
	}
	face := sprites.Face(r.rowH*0.5, false)
	numW := sprites.TextWidth(strconv.Itoa(l.entries[len(l.entries)-1].turn)+".", face)
	d := r.rowH * 0.55
	for i := 0; i < r.visible() && l.top+i < len(l.entries); i++ {
		e, row := l.entries[l.top+i], r.row(i)
		clr := sprites.Text
		if l.top+i == cur {
			sprites.FillRoundRect(dst, row.X, row.Y+1, row.W, row.H-2, row.H*0.25, sprites.Accent)
			clr = sprites.OnAccent // Background was pale on the light theme's orange
		} else if in != nil && in.HasCursor && row.Contains(in.Cursor) {
			sprites.FillRoundRect(dst, row.X, row.Y+1, row.W, row.H-2, row.H*0.25, sprites.ButtonHover)
		}
		x, mid := row.X+6*c, row.Y+row.H/2
		if e.first {
			sprites.DrawText(dst, strconv.Itoa(e.turn)+".", face, x+numW, mid, sprites.AlignEnd, sprites.AlignCenter, clr)
		}
		x += numW + 6*c
		if e.by >= 0 {
			spec.DrawSeat(dst, e.by, x+d/2, mid, d)
		}
		x += d + 6*c
		sprites.DrawText(dst, ui.Ellipsize(spec.SayMove(e.text), face, row.X+row.W-6*c-x), face, x, mid, sprites.AlignStart, sprites.AlignCenter, clr)
	}
	l.drawScrollMarks(dst, r)
}

// drawScrollMarks shows thin bars where more rows are above or below.
func (l *moveList) drawScrollMarks(dst *ebiten.Image, r replayLayout) {
	n := r.visible()
	if len(l.entries) <= n {
		return
	}
	track := ui.Rect{X: r.list.X + r.list.W - 5*r.u, Y: r.rows.Y, W: 3 * r.u, H: float64(n) * r.rowH}
	h := math.Max(track.H*float64(n)/float64(len(l.entries)), 12*r.u)
	y := track.Y + (track.H-h)*float64(l.top)/float64(len(l.entries)-n)
	sprites.FillRoundRect(dst, track.X, y, track.W, h, track.W/2, sprites.TextDim)
}
