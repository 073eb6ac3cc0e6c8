package scene

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// Draw lays the board out from the screen size and draws header, board,
// footer and, if open, the confirm dialog.
func (s *boardScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.lay = layoutBoard(float64(b.Dx()), float64(b.Dy()), s.cfg.Size)
	s.drawBoard(dst, s.frame())
	s.drawHeader(dst)
	s.drawFooter(dst)
	s.drawMessage(dst)
	if s.confirm {
		s.drawConfirm(dst)
	}
}

// frame is what the board shows now.
func (s *boardScene) frame() boardFrame {
	if s.anim != nil {
		return s.anim.frame()
	}
	return still(s.shown)
}

// drawBoard draws one frame of the board: wells, markers, resting balls,
// then the balls in flight on top. It depends only on the frame and the
// scene's cosmetic timers, never on the rules.
func (s *boardScene) drawBoard(dst *ebiten.Image, f boardFrame) {
	l := s.lay
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	dst.DrawImage(sprites.BoardImage(s.cfg.Size, int(l.Cell)), op)
	n := s.cfg.Size.Cells()
	for i := kaskade.Cell(0); int(i) < n; i++ {
		s.drawCellMarks(dst, i, f)
	}
	for i := kaskade.Cell(0); int(i) < n; i++ {
		s.drawCellBalls(dst, i, f)
	}
	s.drawFlights(dst, f)
}

// drawCellMarks draws what lies under the balls: hover, last move,
// refusal flash, keyboard cursor and the glow of a full cell.
func (s *boardScene) drawCellMarks(dst *ebiten.Image, c kaskade.Cell, f boardFrame) {
	l, u := s.lay, s.lay.U
	r := l.CellRect(c).Inset(l.Cell * 0.05)
	rad := l.Cell * 0.16
	count, owner := f.cell(c)
	idle := s.anim == nil && !s.state.Over()
	if idle && s.hasHover && s.hover == c && (owner == kaskade.NoPlayer || owner == s.state.ToMove()) {
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, color.RGBA{0x20, 0x20, 0x20, 0x20})
	}
	if s.refuseTicks > 0 && s.refused == c {
		a := float64(s.refuseTicks) / refuseTicks
		sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, sprites.WithAlpha(sprites.Danger, 0.75*a))
	}
	if s.hasLast && s.last == c {
		d := math.Max(l.Cell*0.09, 3*u)
		sprites.FillRoundRect(dst, r.X+l.Cell*0.07, r.Y+l.Cell*0.07, d, d, d/2, sprites.WithAlpha(sprites.Accent, 0.9))
	}
	if s.showCursor && s.cursor == c && idle {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, math.Max(2, 3*u), sprites.Accent)
	}
	if s.isFull(c, count) {
		pulse := 0.5 + 0.5*math.Sin(float64(s.tick)*0.1+float64(c)*0.37)
		p := l.CellCenter(c)
		sprites.DrawGlow(dst, p.X, p.Y, l.Cell*1.1, sprites.FullGlow, 0.4+0.25*pulse)
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, math.Max(1.5, 2*u), sprites.WithAlpha(sprites.FullGlow, 0.45+0.4*pulse))
	}
}

// isFull is a drawing hint only: one ball short of overflowing.
func (s *boardScene) isFull(c kaskade.Cell, count int) bool {
	return count > 0 && count == s.cfg.Size.Capacity(c)-1
}

func (s *boardScene) drawCellBalls(dst *ebiten.Image, c kaskade.Cell, f boardFrame) {
	count, owner := f.cell(c)
	if count == 0 {
		return
	}
	l := s.lay
	p := l.CellCenter(c)
	b := sprites.CellBalls{Owner: owner, Count: count, Cx: p.X, Cy: p.Y, Cell: l.Cell, Font: 13 * l.U}
	if s.isFull(c, count) {
		amp := math.Max(l.Cell*0.014, 0.6)
		t := float64(s.tick) + float64(c)*7
		b.Shakex, b.Shakey = amp*math.Sin(t*0.9), amp*math.Cos(t*1.23)
	}
	if s.refuseTicks > 0 && s.refused == c {
		a := float64(s.refuseTicks) / refuseTicks
		b.Shakex += math.Sin(float64(s.refuseTicks)*1.3) * l.Cell * 0.08 * a
	}
	if s.anim == nil && s.hasLast && s.last == c && s.popTick < 12 {
		b.Scale = 0.55 + 0.45*easeOutBack(float64(s.popTick)/12)
	}
	sprites.DrawCellBalls(dst, b)
}

// drawFlights draws the balls of the current wave between their cells,
// eased, lifted a little at mid-flight so the flight reads as a hop.
func (s *boardScene) drawFlights(dst *ebiten.Image, f boardFrame) {
	if len(f.Flights) == 0 || f.P >= 1 {
		return
	}
	l := s.lay
	t := easeInOut(f.P)
	lift := math.Sin(math.Pi * t)
	d := sprites.BallDiameter(l.Cell)
	scale := 1 + 0.18*lift
	for _, fl := range f.Flights {
		a, b := l.CellCenter(fl.From), l.CellCenter(fl.To)
		x, y := lerp(a.X, b.X, t), lerp(a.Y, b.Y, t)
		sprites.DrawBallShadow(dst, d, x+lift*l.Cell*0.06, y+lift*l.Cell*0.1, 1, 1-0.4*lift)
	}
	for _, fl := range f.Flights {
		a, b := l.CellCenter(fl.From), l.CellCenter(fl.To)
		x, y := lerp(a.X, b.X, t), lerp(a.Y, b.Y, t)-lift*l.Cell*0.08
		_, owner := f.From.At(fl.From)
		sprites.DrawBallOnly(dst, owner, d, x, y, scale, 1)
	}
}

func (s *boardScene) headerButtons() (settings, menu button) {
	l, u := s.lay, s.lay.U
	h := math.Round(36 * u)
	w := math.Round(104 * u)
	y := math.Round((l.Header.H - h) / 2)
	menu = button{R: Rect{l.Header.W - 16*u - w, y, w, h}, Label: "Menu"}
	settings = button{R: Rect{menu.R.X - 10*u - w, y, w, h}, Label: "Settings"}
	return settings, menu
}

// turn is the side the header shows: the mover while their move is shown,
// then the side to move; the winner once the game is over.
func (s *boardScene) turn() (kaskade.Player, string) {
	switch {
	case s.anim != nil:
		return s.anim.res.Player, "cascading…"
	case s.state.Over():
		return s.state.Winner(), "wins!"
	}
	return s.state.ToMove(), "to move"
}

func (s *boardScene) drawHeader(dst *ebiten.Image) {
	l, u := s.lay, s.lay.U
	sprites.FillRect(dst, 0, 0, l.Header.W, l.Header.H, sprites.Panel)
	p, verb := s.turn()
	sprites.FillRect(dst, 0, l.Header.H-2*u, l.Header.W, 2*u, sprites.WithAlpha(sprites.BallColor(p), 0.8))
	d := int(34 * u)
	mid := l.Header.H / 2
	sprites.DrawBall(dst, p, d, 18*u+float64(d)/2, mid, 1, 1)
	x := 18*u + float64(d) + 12*u
	name := s.cfg.Name(p)
	big := sprites.Face(21*u, true)
	sprites.DrawText(dst, name, big, x, mid-2*u, sprites.AlignStart, sprites.AlignEnd, sprites.Text)
	sprites.DrawText(dst, " "+verb, sprites.Face(17*u, false), x+sprites.TextWidth(name, big), mid-3*u, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	sub := fmt.Sprintf("%s  ·  move %d  ·  %s", sprites.SideName(p), s.state.Moves(), s.cfg.Size)
	sprites.DrawText(dst, sub, sprites.Face(13*u, false), x, mid+4*u, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
	settings, menu := s.headerButtons()
	settings.draw(dst, s.in, u)
	menu.draw(dst, s.in, u)
}

func (s *boardScene) drawFooter(dst *ebiten.Image) {
	l := s.lay
	hint := "Click a cell, or arrows and Enter  ·  Esc: menu"
	switch {
	case s.anim != nil && s.anim.step:
		hint = fmt.Sprintf("Wave %d of %d  ·  click or Space: next wave  ·  End: finish", s.anim.wave+1, len(s.anim.res.Waves))
	case s.anim != nil:
		hint = fmt.Sprintf("Wave %d of %d  ·  click to finish", s.anim.wave+1, len(s.anim.res.Waves))
	case s.state.Over():
		hint = "Game over"
	}
	c := l.Footer.Center()
	sprites.DrawText(dst, hint, sprites.Face(13*l.U, false), c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
}

// drawMessage shows a refusal as a red pill over the top of the board.
func (s *boardScene) drawMessage(dst *ebiten.Image) {
	if s.msgTicks == 0 || s.message == "" {
		return
	}
	l, u := s.lay, s.lay.U
	a := math.Min(1, float64(s.msgTicks)/20)
	face := sprites.Face(16*u, true)
	w := sprites.TextWidth(s.message, face) + 36*u
	h := 36 * u
	x, y := (l.Header.W-w)/2, l.Header.H+10*u
	sprites.FillRoundRect(dst, x, y, w, h, h/2, sprites.WithAlpha(sprites.Danger, a))
	sprites.DrawText(dst, s.message, face, x+w/2, y+h/2, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(sprites.Text, a))
}

func (s *boardScene) confirmRect() Rect {
	l, u := s.lay, s.lay.U
	w, h := 420*u, 200*u
	return Rect{(l.Header.W - w) / 2, (l.Footer.Y+l.Footer.H-h)/2 + 0, w, h}
}

func (s *boardScene) confirmButtons() (yes, no button) {
	r, u := s.confirmRect(), s.lay.U
	w, h := 150*u, 44*u
	y := r.Y + r.H - h - 24*u
	yes = button{R: Rect{r.X + r.W/2 - w - 10*u, y, w, h}, Label: "Yes (Y)", Primary: true}
	no = button{R: Rect{r.X + r.W/2 + 10*u, y, w, h}, Label: "No (N)"}
	return yes, no
}

func (s *boardScene) drawConfirm(dst *ebiten.Image) {
	dimScreen(dst, 0.6)
	r, u := s.confirmRect(), s.lay.U
	drawPanel(dst, r, u)
	sprites.DrawText(dst, "Leave this game?", sprites.Face(26*u, true), r.X+r.W/2, r.Y+42*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, "The game in progress will be lost.", sprites.Face(15*u, false), r.X+r.W/2, r.Y+80*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	yes, no := s.confirmButtons()
	yes.draw(dst, s.in, u)
	no.draw(dst, s.in, u)
}
