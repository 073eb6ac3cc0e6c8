package formation

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The board pick (option "pick:SEED", engine/formation's pick.go): before
// the first move White, who moves second, picks one of the boards the
// engine deals. The view shows them small, side by side or stacked,
// whichever draws them larger, each with its button; a click on a board
// or its button, the keys 1 to 3, or the arrows and Enter pick it. The
// choices and the move come from the engine.

// pickLayout places the title and the choices in the view's room.
type pickLayout struct {
	u       float64 // the unit of texts and buttons: a finger's on a phone
	title   ui.Rect
	boards  []ui.Rect
	buttons []ui.Button
}

func (v *FormationView) pickLayout() pickLayout {
	r, u := v.area.Inset(12*v.Lay.U), v.Lay.U
	if v.area.W < 0.8*v.area.H { // upright: as large as a finger needs (ui.PhoneUnit)
		u = max(u, v.area.W/400)
	}
	n := len(v.St.BoardChoices())
	l := pickLayout{u: u}
	if n == 0 {
		return l
	}
	l.title = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 56 * u}
	room := ui.Rect{X: r.X, Y: r.Y + l.title.H, W: r.W, H: r.H - l.title.H}
	gap, bh := 18*u, max(40*u, ui.ScreenFinger())
	best, cols := 0.0, 1
	for c := 1; c <= n; c++ {
		rows := (n + c - 1) / c
		side := math.Min((room.W-gap*float64(c-1))/float64(c), (room.H-float64(rows)*(bh+gap))/float64(rows)-gap)
		if side > best {
			best, cols = side, c
		}
	}
	side := math.Floor(math.Min(best, 320*u))
	rows := (n + cols - 1) / cols
	cellH := side + 8*u + bh + gap
	x0 := room.X + (room.W-float64(cols)*side-float64(cols-1)*gap)/2
	y0 := room.Y + math.Max(0, (room.H-float64(rows)*cellH)/2)
	for i := range n {
		x, y := x0+float64(i%cols)*(side+gap), y0+float64(i/cols)*cellH
		l.boards = append(l.boards, ui.Rect{X: x, Y: y + 4*u, W: side, H: side})
		b := ui.Button{R: ui.Rect{X: x, Y: y + side + 12*u, W: side, H: bh}, Label: i18n.Trf("fm board n", i+1)}
		b.Selected = v.ShowCursor && v.pickCursor == i
		l.buttons = append(l.buttons, b)
	}
	return l
}

// pickInput turns a click on a board or its button, a digit, or the
// arrows and Enter into the pick move.
func (v *FormationView) pickInput(in *ui.Input) game.Move {
	l := v.pickLayout()
	n := len(l.boards)
	for i := range n {
		if l.buttons[i].Hit(in) || hitRect(in, l.boards[i]) || in.Pressed(ebiten.Key1+ebiten.Key(i), ebiten.KeyNumpad1+ebiten.Key(i)) {
			return formation.PickMove(i)
		}
	}
	step := 0
	switch {
	case in.Pressed(ebiten.KeyArrowLeft, ebiten.KeyArrowUp):
		step = n - 1
	case in.Pressed(ebiten.KeyArrowRight, ebiten.KeyArrowDown):
		step = 1
	case in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter) && v.ShowCursor:
		return formation.PickMove(v.pickCursor)
	}
	if step > 0 && n > 0 {
		if v.ShowCursor { // the first arrow shows where the cursor is
			v.pickCursor = (v.pickCursor + step) % n
		}
		v.ShowCursor = true
	}
	return game.NoMove
}

func hitRect(in *ui.Input, r ui.Rect) bool {
	for _, c := range in.Clicks {
		if r.Contains(c) {
			return true
		}
	}
	return false
}

// drawBoardPick draws the title and the boards to pick from, the hinted
// one outlined.
func (v *FormationView) drawBoardPick(dst *ebiten.Image, in *ui.Input) {
	l, u := v.pickLayout(), v.pickLayout().u
	if len(l.boards) == 0 {
		return
	}
	picker := v.name(formation.White)
	title := sprites.Face(22*u, true)
	sprites.DrawText(dst, ui.Ellipsize(i18n.Trf("fm pick title", picker), title, l.title.W), title, l.title.X+l.title.W/2, l.title.Y+l.title.H*0.3, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sub := sprites.Face(14*u, false)
	sprites.DrawText(dst, ui.Ellipsize(i18n.Trf("fm pick why", v.name(formation.Black)), sub, l.title.W), sub, l.title.X+l.title.W/2, l.title.Y+l.title.H*0.78, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	choices := v.St.BoardChoices()
	for i, r := range l.boards {
		drawBoardPreview(dst, choices[i].Colours(), r, -1, u)
		hot := in != nil && in.HasCursor && r.Contains(in.Cursor)
		if hot || v.hint == formation.PickMove(i) {
			sprites.StrokeRoundRect(dst, r.X-6*u, r.Y-6*u, r.W+12*u, r.H+12*u, 10*u, 3*u, sprites.Accent)
		}
		l.buttons[i].Draw(dst, in, u)
	}
}

// locatePick is the centre of the board to pick named as the move names
// it ("board 2"), while White picks.
func (v *FormationView) locatePick(name string) (ui.Point, bool) {
	if !v.St.Picking() {
		return ui.Point{}, false
	}
	m, err := v.St.ParseMove(name)
	i, ok := formation.PickIndex(m)
	if err != nil || !ok {
		return ui.Point{}, false
	}
	return v.pickLayout().boards[i].Center(), true
}

// pickStatus is the footer while the board is picked.
func (v *FormationView) pickStatus() string {
	return i18n.Tr(v.long("fm pick help"))
}
