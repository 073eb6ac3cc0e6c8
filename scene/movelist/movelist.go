// Package movelist is the list of a game's moves as the replay and the
// table's moves panel show it: one row a move, numbered by turn, the
// current one lit, scrolled by wheel, drag and keys.
package movelist

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

// Entry is one row: a seat's move. Chance steps have no row: a deal
// may name a card that is hidden, and records leave them out too.
type Entry struct {
	Ply   int // its index in the history
	Turn  int // its turn's number, from 1
	First bool
	By    game.Player
	Text  string
}

// Entries are the rows for plies: every move of a seat, a turn's
// number counted as match.Turns counts the record's turns.
func Entries(plies []match.Ply) []Entry {
	var out []Entry
	open, turn := false, 0
	for i, p := range plies {
		if p.By == game.Chance {
			continue
		}
		if !open {
			turn++
		}
		out = append(out, Entry{Ply: i, Turn: turn, First: !open, By: p.By, Text: p.Text})
		open = !p.TurnEnd
	}
	return out
}

// List is the list's state between ticks.
type List struct {
	Entries  []Entry
	Top      int // the first row shown
	followed int // the entry last scrolled into view
	press    struct {
		on, moved bool
		y         float64
		top       int
	}
	Stir int // ticks to keep drawing after a scroll without other input
}

func New(plies []match.Ply) List {
	return List{Entries: Entries(plies), followed: -2}
}

// Current is the entry of the last move shown at pos (plies played), -1
// before the first.
func (l *List) Current(pos int) int {
	cur := -1
	for i, e := range l.Entries {
		if e.Ply >= pos {
			break
		}
		cur = i
	}
	return cur
}

// Layout splits the view's room between the game's board and the
// move list: beside it on a wide screen, below it on an upright one.
type Layout struct {
	Board, List ui.Rect
	Play        ui.Button // Play/Pause
	Review      ui.Button // Review (replay_review.go); zero where the game has none
	Rows        ui.Rect   // where the rows go
	RowH, U     float64
}

// LayoutReplay places the panel; with review, a Review button under Play
// (upright) or at the panel's foot (wide).
func LayoutReplay(l ui.TableLayout, auto, review bool) Layout {
	v, c := l.View, l.C
	r := Layout{U: c}
	label := i18n.Tr("replay play")
	if auto {
		label = i18n.Tr("replay pause")
	}
	pad := 8 * c
	if l.Tall {
		h := math.Min(math.Max(v.H-v.W, 150*c), 0.34*v.H) // the board keeps the most
		r.Board = ui.Rect{X: v.X, Y: v.Y, W: v.W, H: v.H - h}
		r.List = ui.Rect{X: v.X + pad, Y: v.Y + v.H - h, W: v.W - 2*pad, H: h - pad}
		bw := math.Max(ui.ButtonLabelWidth(i18n.Tr("replay pause"), 46*c, true), ui.ButtonLabelWidth(i18n.Tr("replay play"), 46*c, true))
		if review {
			bw = math.Max(bw, ui.ButtonLabelWidth(i18n.Tr("review"), 46*c, false))
		}
		bw += 18 * c
		r.Play = ui.Button{R: ui.Rect{X: r.List.X + pad, Y: r.List.Y + pad, W: bw, H: 46 * c}, Label: label, Primary: true}
		if review {
			r.Review = ui.Button{R: ui.Rect{X: r.Play.R.X, Y: r.Play.R.Y + 46*c + pad, W: bw, H: 46 * c}, Label: i18n.Tr("review")}
		}
		r.Rows = ui.Rect{X: r.Play.R.X + bw + pad, Y: r.List.Y + pad, W: r.List.W - bw - 3*pad, H: r.List.H - 2*pad}
		r.RowH = math.Max(28*c, math.Min(r.Rows.H/5, 34*c))
		return r
	}
	w := math.Min(math.Max(v.W*0.24, 180*c), 300*c)
	r.Board = ui.Rect{X: v.X, Y: v.Y, W: v.W - w, H: v.H}
	r.List = ui.Rect{X: v.X + v.W - w, Y: v.Y + pad, W: w - pad, H: v.H - 2*pad}
	r.Play = ui.Button{R: ui.Rect{X: r.List.X + pad, Y: r.List.Y + pad, W: r.List.W - 2*pad, H: 40 * c}, Label: label, Primary: true}
	top, bottom := r.Play.R.Y+r.Play.R.H+pad, r.List.Y+r.List.H-pad
	if review {
		r.Review = ui.Button{R: ui.Rect{X: r.Play.R.X, Y: bottom - 40*c, W: r.Play.R.W, H: 40 * c}, Label: i18n.Tr("review")}
		bottom -= 40*c + pad
	}
	r.Rows = ui.Rect{X: r.List.X + pad, Y: top, W: r.List.W - 2*pad, H: bottom - top}
	r.RowH = 28 * c
	return r
}

// Visible is how many whole rows fit.
func (r Layout) Visible() int { return max(1, int(r.Rows.H/r.RowH)) }

// Row is the rectangle of the i-th Row shown.
func (r Layout) Row(i int) ui.Rect {
	return ui.Rect{X: r.Rows.X, Y: r.Rows.Y + float64(i)*r.RowH, W: r.Rows.W, H: r.RowH}
}

// ScrollTo sets the first row shown, kept within the list.
func (l *List) ScrollTo(top, visible int) {
	l.Top = max(0, min(top, len(l.Entries)-visible))
}

// Follow scrolls the entry cur into view when it changed: the list keeps
// up with the position shown, and leaves alone what the player scrolled
// to while the position stays.
func (l *List) Follow(cur, visible int) {
	if cur == l.followed {
		l.ScrollTo(l.Top, visible) // a new size may show more rows
		return
	}
	l.followed = cur
	if cur >= 0 && (cur < l.Top || cur >= l.Top+visible) {
		l.ScrollTo(cur-visible/2, visible)
	}
}

// Update scrolls the list by wheel, drag or keys and returns the entry a
// click or tap chose, or -1. used reports whether the input was the
// list's, so that nothing else acts on it.
func (l *List) Update(in *ui.Input, r Layout) (chosen int, used bool) {
	n := r.Visible()
	if l.Stir > 0 {
		l.Stir--
	}
	scroll := func(top int) {
		if top != l.Top {
			l.ScrollTo(top, n)
			l.Stir = 10
		}
	}
	if in.HasCursor && r.List.Contains(in.Cursor) {
		if dy := ui.WheelY(); dy != 0 {
			scroll(l.Top - int(math.Round(3*dy)))
			used = true
		}
	}
	switch {
	case in.Pressed(ebiten.KeyPageUp):
		scroll(l.Top - n)
		used = true
	case in.Pressed(ebiten.KeyPageDown):
		scroll(l.Top + n)
		used = true
	}
	dragged := l.drag(in, r, scroll)
	chosen = -1
	for _, c := range in.Clicks {
		if !r.Rows.Contains(c) {
			continue
		}
		used = true
		if i := l.Top + int((c.Y-r.Rows.Y)/r.RowH); !dragged && i < min(len(l.Entries), l.Top+n) {
			chosen = i
		}
	}
	return chosen, used || dragged
}

// drag follows a press in the rows: moved further than a tap's wobble it
// scrolls the list with the finger (or mouse). It reports whether a drag
// is under way or ended this tick, whose release is no tap.
func (l *List) drag(in *ui.Input, r Layout, scroll func(int)) bool {
	p := &l.press
	switch {
	case in.Down && !p.on && r.Rows.Contains(in.Pointer):
		p.on, p.moved, p.y, p.top = true, false, in.Pointer.Y, l.Top
	case in.Down && p.on:
		dy := in.Pointer.Y - p.y
		if math.Abs(dy) > 10*r.U {
			p.moved = true
		}
		if p.moved {
			scroll(p.top - int(math.Round(dy/r.RowH)))
		}
	case p.on: // let go
		p.on = false
		return p.moved
	}
	return p.on && p.moved
}

// Draw draws the list panel, the Play/Pause and Review buttons and the
// rows shown.
func (l *List) Draw(dst *ebiten.Image, in *ui.Input, r Layout, cur int, spec view.GameSpec) {
	c := r.U
	ui.DrawPanel(dst, r.List, c)
	r.Play.Draw(dst, in, c)
	r.Review.Draw(dst, in, c) // none: no size, not drawn
	if len(l.Entries) == 0 {
		face := sprites.Face(14*c, false)
		sprites.DrawText(dst, ui.Ellipsize(i18n.Tr("replay no moves"), face, r.Rows.W), face, r.Rows.X, r.Rows.Y+r.RowH/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
		return
	}
	face := sprites.Face(r.RowH*0.5, false)
	numW := sprites.TextWidth(strconv.Itoa(l.Entries[len(l.Entries)-1].Turn)+".", face)
	d := r.RowH * 0.55
	for i := 0; i < r.Visible() && l.Top+i < len(l.Entries); i++ {
		e, row := l.Entries[l.Top+i], r.Row(i)
		clr := sprites.Text
		if l.Top+i == cur {
			sprites.FillRoundRect(dst, row.X, row.Y+1, row.W, row.H-2, row.H*0.25, sprites.Accent)
			clr = sprites.OnAccent // Background was pale on the light theme's orange
		} else if in != nil && in.HasCursor && row.Contains(in.Cursor) {
			sprites.FillRoundRect(dst, row.X, row.Y+1, row.W, row.H-2, row.H*0.25, sprites.ButtonHover)
		}
		x, mid := row.X+6*c, row.Y+row.H/2
		if e.First {
			sprites.DrawText(dst, strconv.Itoa(e.Turn)+".", face, x+numW, mid, sprites.AlignEnd, sprites.AlignCenter, clr)
		}
		x += numW + 6*c
		if e.By >= 0 {
			spec.DrawSeat(dst, e.By, x+d/2, mid, d)
		}
		x += d + 6*c
		sprites.DrawText(dst, ui.Ellipsize(spec.SayMove(e.Text), face, row.X+row.W-6*c-x), face, x, mid, sprites.AlignStart, sprites.AlignCenter, clr)
	}
	l.drawScrollMarks(dst, r)
}

// drawScrollMarks shows thin bars where more rows are above or below.
func (l *List) drawScrollMarks(dst *ebiten.Image, r Layout) {
	n := r.Visible()
	if len(l.Entries) <= n {
		return
	}
	track := ui.Rect{X: r.List.X + r.List.W - 5*r.U, Y: r.Rows.Y, W: 3 * r.U, H: float64(n) * r.RowH}
	h := math.Max(track.H*float64(n)/float64(len(l.Entries)), 12*r.U)
	y := track.Y + (track.H-h)*float64(l.Top)/float64(len(l.Entries)-n)
	sprites.FillRoundRect(dst, track.X, y, track.W, h, track.W/2, sprites.TextDim)
}

// RestAfter is the plies played up to where the game rested after ply k:
// the move and the chance steps that came with it (a deal, a crystal).
func RestAfter(plies []match.Ply, k int) int { return RestFrom(plies, k+1) }

// RestFrom is the first rest at n plies or later: n and the chance steps
// that follow it.
func RestFrom(plies []match.Ply, n int) int {
	for n < len(plies) && plies[n].By == game.Chance {
		n++
	}
	return n
}
