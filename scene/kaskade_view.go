package scene

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

// kaskadeView is Kaskade's View: the board with its balls, the overflow
// waves played back from the engine's Result, the keyboard cursor, the
// refusal flash and the hint ring. It never applies a rule itself: to
// animate a move it replays it with kaskade's recording Play on a copy of
// the position the table hands it.
type kaskadeView struct {
	env   ViewEnv
	st    *kaskade.State // the position at rest, as the engine left it
	shown kaskade.Board  // its board (or the board the animation ends on)
	anim  *cascade       // the move being shown, or nil
	back  bool           // anim plays an undo backwards

	last, cursor kaskade.Cell
	hasLast      bool
	showCursor   bool
	hover        kaskade.Cell
	hasHover     bool
	popTick      int // ticks since the last placement, for its pop-in

	refused     kaskade.Cell
	refuseTicks int // counts down while the refused cell flashes

	hint    kaskade.Cell
	hasHint bool

	tick int
	lay  boardLayout
}

const refuseTicks = 24

func newKaskadeView(env ViewEnv) View {
	st, _ := kaskade.New(kaskade.DefaultSize) // replaced by Reset
	return &kaskadeView{env: env, st: st, shown: st.Board(), popTick: 1 << 20}
}

// kaskadeOf unwraps the engine's Kaskade state from the contract's.
func kaskadeOf(st game.State) *kaskade.State {
	if g, ok := st.(*kaskade.Game); ok {
		return g.State().Clone()
	}
	return nil
}

func (v *kaskadeView) size() kaskade.Size { return v.st.Size() }

func (v *kaskadeView) Layout(r Rect, u float64) { v.lay = layoutBoardIn(r, u, v.size()) }

func (v *kaskadeView) Reset(st game.State) {
	k := kaskadeOf(st)
	if k == nil {
		return
	}
	if k.Size() != v.size() {
		v.cursor, v.showCursor = 0, false
	}
	v.st, v.shown, v.anim = k, k.Board(), nil
	v.hasLast, v.hasHint, v.refuseTicks = false, false, 0
}

func (v *kaskadeView) Show(s Shown) {
	before, after := kaskadeOf(s.Before), kaskadeOf(s.After)
	if before == nil || after == nil {
		return
	}
	res, err := before.Clone().Play(kaskade.Cell(s.Move))
	v.anim, v.hasHint, v.back = nil, false, s.Back
	if s.Back {
		v.st, v.shown, v.hasLast = before, before.Board(), false
	} else {
		v.st, v.shown = after, after.Board()
		v.last, v.hasLast, v.popTick = kaskade.Cell(s.Move), true, 0
		v.env.Sounds.Place()
	}
	if err != nil || len(res.Waves) == 0 || v.env.Settings.Mode == Instant {
		return
	}
	if s.Back {
		v.anim = newCascade(reversed(res), false, v.env.Settings.Speed, nil)
		return
	}
	v.anim = newCascade(res, v.env.Settings.Mode == Stepwise, v.env.Settings.Speed, v.env.Sounds.Wave)
}

func (v *kaskadeView) Busy() bool { return v.anim != nil }

func (v *kaskadeView) Update(in *Input) {
	v.tick++
	v.popTick++
	v.refuseTicks = max(v.refuseTicks-1, 0)
	if v.anim != nil {
		v.updateCascade(in)
	}
}

// updateCascade lets a click finish the shown move at once (or, step by
// step, start the next wave) and otherwise advances the animation.
func (v *kaskadeView) updateCascade(in *Input) {
	_, clicked := in.Click()
	a := v.anim
	switch {
	case a.step && (clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeyArrowRight)):
		a.next()
	case a.step && in.Pressed(ebiten.KeyEnd):
		a.done = true
	case !a.step && (clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter)):
		a.done = true
	default:
		a.update()
	}
	if a.done {
		v.anim = nil // shown already holds the board the move ends on
	}
}

// Input moves the keyboard cursor and places on a click or Enter.
func (v *kaskadeView) Input(in *Input, st game.State) game.Move {
	z := v.size()
	col, row := z.ColRow(v.cursor)
	moved := true
	switch {
	case in.Pressed(ebiten.KeyArrowLeft):
		col = max(col-1, 0)
	case in.Pressed(ebiten.KeyArrowRight):
		col = min(col+1, z.Cols-1)
	case in.Pressed(ebiten.KeyArrowUp):
		row = max(row-1, 0)
	case in.Pressed(ebiten.KeyArrowDown):
		row = min(row+1, z.Rows-1)
	default:
		moved = false
	}
	if moved {
		v.cursor, v.showCursor = z.CellAt(col, row), true
		return game.NoMove
	}
	if v.showCursor && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace) {
		return game.Move(v.cursor)
	}
	if p, ok := in.Click(); ok {
		if c, on := v.lay.CellAt(p); on {
			v.cursor, v.showCursor = c, false
			return game.Move(c)
		}
	}
	return game.NoMove
}

func (v *kaskadeView) Refuse(mv game.Move, err error) string {
	if c := kaskade.Cell(mv); v.size().Contains(c) {
		v.refused, v.refuseTicks = c, refuseTicks
	}
	v.env.Sounds.Refuse()
	var occ kaskade.OccupiedError
	switch {
	case errors.As(err, &occ):
		return trf("cell belongs", v.env.Name(kaskade.PlayerOf(occ.Owner)))
	case errors.Is(err, kaskade.ErrGameOver):
		return tr("over refuse")
	}
	return tr("cannot place")
}

func (v *kaskadeView) SetHint(mv game.Move) {
	c := kaskade.Cell(mv)
	v.hint, v.hasHint = c, mv != game.NoMove && v.size().Contains(c)
}

func (v *kaskadeView) Status() string {
	switch a := v.anim; {
	case a != nil && v.back:
		return trf("wave back", a.wave+1, len(a.res.Waves))
	case a != nil && a.step:
		return trf("wave step", a.wave+1, len(a.res.Waves))
	case a != nil:
		return trf("wave run", a.wave+1, len(a.res.Waves))
	case v.st.Over():
		return tr("game over")
	}
	return tr("kaskade help")
}

// GameOverNote counts the moves and the longest cascade of the whole
// match, played again on a copy of its start (the fast path, which only
// counts waves): a resumed game has moves this view never showed, and an
// undone move's cascade does not count.
func (v *kaskadeView) GameOverNote(p Played) string {
	longest := longestCascade(p)
	w := tr("waves")
	if longest == 1 {
		w = tr("wave")
	}
	return trf("longest cascade", len(p.Moves), longest, w)
}

// longestCascade is the most waves any move of p made.
func longestCascade(p Played) int {
	st := kaskadeOf(p.Start)
	if st == nil {
		return 0
	}
	longest := 0
	for _, mv := range p.Moves {
		longest = max(longest, st.Place(kaskade.Cell(mv)))
	}
	return longest
}

// setHover lights the cell under the mouse, if a person may play there.
func (v *kaskadeView) setHover(in *Input) {
	v.hasHover = false
	if in != nil && in.HasCursor {
		v.hover, v.hasHover = v.lay.CellAt(in.Cursor)
	}
}

// displayed is the board on screen once no move is being shown.
func (v *kaskadeView) displayed() kaskade.Board {
	if v.anim != nil {
		return v.anim.frame().To
	}
	return v.shown
}

// frame is what the board shows now.
func (v *kaskadeView) frame() boardFrame {
	if v.anim != nil {
		return v.anim.frame()
	}
	return still(v.shown)
}

// cellCenter is the centre of the named cell on screen, for the browser's
// test hook.
func (v *kaskadeView) cellCenter(name string) (Point, bool) {
	c, err := v.size().ParseCell(name)
	if err != nil {
		return Point{}, false
	}
	return v.lay.CellCenter(c), true
}
