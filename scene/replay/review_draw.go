package replay

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/review"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// reviewLayout splits the table's view part between the board and the
// review's panel: the panel under the board upright, right of it on a
// wide screen (as the replay's move list).
type reviewLayout struct {
	board, panel ui.Rect
	u            float64 // the panel's unit (the header's)
	rowH         float64 // the turning point's buttons: a finger's size on a phone
}

func (s *reviewScene) layout(w, h float64) reviewLayout {
	s.lay = ui.LayoutTable(w, h)
	v, c := s.lay.View, s.lay.C
	rl := reviewLayout{u: c, rowH: math.Max(40*c, ui.Finger(w, h))}
	pad := 8 * c
	if s.lay.Tall {
		ph := math.Min(math.Max(v.H-v.W, 200*c), 0.36*v.H) // a board wider than tall would put a game's side panel beside it, off a small phone
		rl.board = ui.Rect{X: v.X, Y: v.Y, W: v.W, H: v.H - ph}
		rl.panel = ui.Rect{X: v.X + pad, Y: v.Y + v.H - ph, W: v.W - 2*pad, H: ph - pad}
	} else {
		pw := math.Min(math.Max(v.W*0.3, 240*c), 360*c)
		rl.board = ui.Rect{X: v.X, Y: v.Y, W: v.W - pw, H: v.H}
		rl.panel = ui.Rect{X: v.X + v.W - pw, Y: v.Y + pad, W: pw - pad, H: v.H - 2*pad}
	}
	s.view.Layout(rl.board, s.lay.U)
	return rl
}

// row is where the turning point's three buttons go: the panel's foot.
func (rl reviewLayout) row() ui.Rect {
	pad := 12 * rl.u
	p := rl.panel
	return ui.Rect{X: p.X + pad, Y: p.Y + p.H - pad - rl.rowH, W: p.W - 2*pad, H: rl.rowH}
}

// text is the panel's room for words: above the row of buttons.
func (rl reviewLayout) text() ui.Rect {
	pad := 12 * rl.u
	p := rl.panel
	return ui.Rect{X: p.X + pad, Y: p.Y + pad, W: p.W - 2*pad, H: rl.row().Y - p.Y - 2*pad}
}

// words is the room of the panel's words (and the course over them) once
// the engine is done: above the turning point's buttons, or down to the
// panel's foot where there is no turning point.
func (rl reviewLayout) words(bt reviewButtons) ui.Rect {
	r := rl.text()
	if bt.before.R.W == 0 {
		r.H = rl.panel.Y + rl.panel.H - r.Y - 12*rl.u
	}
	return r
}

// drawPanel draws the panel: the progress while the engine works, then
// the turning point in words.
func (s *reviewScene) drawPanel(dst *ebiten.Image, rl reviewLayout, bt reviewButtons) {
	sprites.FillRoundRect(dst, rl.panel.X, rl.panel.Y, rl.panel.W, rl.panel.H, 12*rl.u, sprites.Panel)
	if s.working() {
		s.drawProgress(dst, rl)
		return
	}
	head, body := s.turnWords()
	r := rl.words(bt)
	if g := courseRect(r, rl.u); g.H > 0 { // the game's course over the words, where they leave room
		s.drawCourse(dst, g, rl.u)
		r.Y, r.H = r.Y+g.H+8*rl.u, r.H-g.H-8*rl.u
	}
	drawParagraphs(dst, r, rl.u, head, body)
}

// courseRect is the strip of the game's course at the top of r: none
// where r is too low to leave the words their room.
func courseRect(r ui.Rect, u float64) ui.Rect {
	if r.H < 150*u*sprites.TextScale() {
		return ui.Rect{}
	}
	return ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 40 * u}
}

// drawCourse plots the seat's chances move by move (review.Report.Course):
// above the middle line the seat is ahead; the turning point is marked.
func (s *reviewScene) drawCourse(dst *ebiten.Image, g ui.Rect, u float64) {
	all := s.rep.Course()
	n := float64(max(len(s.moves), 1))
	if len(all) < 2 {
		return
	}
	pts := []review.Point{all[0]} // the start, then after each of the seat's moves (the before points zig-zag with the search's view)
	for i := 1; i < len(all); i += 2 {
		pts = append(pts, all[i])
	}
	sprites.FillRoundRect(dst, g.X, g.Y, g.W, g.H, 6*u, sprites.PanelLight)
	at := func(ply int, chance float64) (float32, float32) {
		return float32(g.X + g.W*float64(ply)/n), float32(g.Y + g.H*(1-chance))
	}
	mx0, my := at(0, 0.5)
	mx1, _ := at(int(n), 0.5)
	vector.StrokeLine(dst, mx0, my, mx1, my, float32(u), sprites.WithAlpha(sprites.TextDim, 0.5), true)
	if m, ok := s.rep.Turning(); ok {
		x, _ := at(m.Ply, 0)
		vector.StrokeLine(dst, x, float32(g.Y), x, float32(g.Y+g.H), float32(2*u), sprites.Danger, true)
	}
	for i := 1; i < len(pts); i++ {
		x0, y0 := at(pts[i-1].Ply, pts[i-1].Chance)
		x1, y1 := at(pts[i].Ply, pts[i].Chance)
		vector.StrokeLine(dst, x0, y0, x1, y1, float32(2*u), sprites.Accent, true)
	}
}

// drawParagraphs writes a bold heading and a body, wrapped in r, smaller
// (down to 13 units) where they would not fit, and then only the body's
// lines that fit.
func drawParagraphs(dst *ebiten.Image, r ui.Rect, u float64, head, body string) {
	for size := 16.0; ; size -= 1 {
		hf, bf := sprites.Face(size*u, true), sprites.Face(size*u, false)
		hl, bl := ui.WrapLines(head, hf, r.W), ui.WrapLines(body, bf, r.W)
		gap := 8 * u
		total := float64(len(hl))*ui.LineHeight(hf)*1.25 + gap + float64(len(bl))*ui.LineHeight(bf)*1.25
		if total <= r.H || size <= 13 {
			y := drawLines(dst, hl, hf, r.X, r.Y, sprites.Text) + gap
			room := int((r.Y + r.H - y) / (ui.LineHeight(bf) * 1.25))
			if room < len(bl) && room > 0 { // a short panel: the last line that fits ends the text
				bl = append(bl[:room-1], ui.Ellipsize(bl[room-1]+" …", bf, r.W))
			}
			drawLines(dst, bl[:max(min(room, len(bl)), 0)], bf, r.X, y, sprites.Text)
			return
		}
	}
}

// drawLines writes lines from y down and returns where the next begins.
func drawLines(dst *ebiten.Image, lines []string, face text.Face, x, y float64, clr color.Color) float64 {
	lh := ui.LineHeight(face) * 1.25
	for _, line := range lines {
		sprites.DrawText(dst, line, face, x, y, sprites.AlignStart, sprites.AlignStart, clr)
		y += lh
	}
	return y
}

// drawProgress is the engine at work: what it does and a bar.
func (s *reviewScene) drawProgress(dst *ebiten.Image, rl reviewLayout) {
	u, r := rl.u, rl.text()
	face := sprites.Face(15*u, false)
	lines := ui.WrapLines(i18n.Trf("review working", s.cfg.SeatName(s.seat)), face, r.W)
	y := drawLines(dst, lines, face, r.X, r.Y, sprites.Text)
	bar := ui.Rect{X: r.X, Y: y + 12*u, W: r.W, H: 14 * u}
	p := s.work.Progress()
	sprites.FillRoundRect(dst, bar.X, bar.Y, bar.W, bar.H, bar.H/2, sprites.Background)
	if fill := bar.W * p; fill >= bar.H {
		sprites.FillRoundRect(dst, bar.X, bar.Y, fill, bar.H, bar.H/2, sprites.Accent)
	}
	pct := strconv.Itoa(int(math.Round(100*p))) + " %"
	sprites.DrawText(dst, pct, face, bar.X+bar.W, bar.Y+bar.H+8*u, sprites.AlignEnd, sprites.AlignStart, sprites.TextDim)
}
