package kaskade

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// kaskadeView is Kaskade's View: the board with its balls, the overflow
// waves played back from the engine's Result, the keyboard cursor, the
// refusal flash and the hint ring. It never applies a rule itself: to
// animate a move it replays it with kaskade's recording Play on a copy of
// the position the table hands it.
type KaskadeView struct {
	env   view.ViewEnv
	pos   position       // the position at rest, as the engine left it
	st    *kaskade.State // pos of two players; of more, a finished game that asks no hint of the solver
	shown kaskade.Board  // its board (or the board the animation ends on)
	Anim  *cascade       // the move being shown, or nil
	back  bool           // anim plays an undo backwards

	last, cursor kaskade.Cell
	hasLast      bool
	showCursor   bool
	Hover        kaskade.Cell
	HasHover     bool
	popTick      int // ticks since the last placement, for its pop-in

	refused     kaskade.Cell
	RefuseTicks int // counts down while the refused cell flashes

	Hint    kaskade.Cell
	HasHint bool

	outNote string  // who went out by the move being shown, said once it has been seen
	Strip   ui.Rect // a game of more players: the seats' row over the board

	hinting   *solvedHint   // the hint's search and solve (solved.go)
	manyHint  *partyHint    // the hint's search in a game of more players
	hintSpeed ui.SpeedMeter // their positions per millisecond here

	tick int
	Lay  boardLayout
}

func newKaskadeView(env view.ViewEnv) view.View {
	st, _ := kaskade.New(kaskade.DefaultSize) // replaced by Reset
	return &KaskadeView{env: env, pos: position{two: st}, st: st, shown: st.Board(), popTick: 1 << 20}
}

// noSolverHint stands in for the two-player position in a game of more
// players: the hint (solved.go) sees a finished game and asks nothing of
// the two-player solver. Parsed on first use, not at start-up (the browser
// build starts faster).
var noSolverHint = sync.OnceValue(func() *kaskade.State {
	st, _ := kaskade.Parse("3x3 1w1w1w/.4w2w/2w2w. - 13 1-0")
	return st
})

// kaskadeOf unwraps the engine's Kaskade state from the contract's.
func KaskadeOf(st game.State) *kaskade.State {
	if g, ok := st.(*kaskade.Game); ok {
		return g.State().Clone()
	}
	return nil
}

func (v *KaskadeView) size() kaskade.Size { return v.pos.size() }

// Party reports whether the game has more than two players.
func (v *KaskadeView) Party() bool { return v.pos.party != nil }

// rest makes p the position at rest.
func (v *KaskadeView) rest(p position) {
	v.pos, v.st, v.shown = p, p.two, p.board()
	if p.party != nil {
		v.st = noSolverHint()
	}
}

func (v *KaskadeView) Layout(r ui.Rect, u float64) {
	v.Strip = ui.Rect{}
	if !v.Party() {
		v.Lay = layoutBoardIn(r, u, v.size())
		return
	}
	// The seats' row over the board: taller on an upright phone, where
	// the board leaves room above and below.
	sh := stripH * u
	if r.H > 1.3*r.W {
		sh = math.Max(sh, math.Min(r.W/float64(v.pos.party.NumPlayers())*0.8, 2*stripH*u))
	}
	v.Lay = layoutBoardIn(ui.Rect{X: r.X, Y: r.Y + sh + 8*u, W: r.W, H: r.H - sh - 8*u}, u, v.size())
	top := math.Max(r.Y+4*u, v.Lay.Board.Y-v.Lay.Gutter-sh-8*u) // just over the board
	v.Strip = ui.Rect{X: r.X, Y: top, W: r.W, H: sh}
}

func (v *KaskadeView) Reset(st game.State) {
	k, ok := positionOf(st)
	if !ok {
		return
	}
	if k.size() != v.size() {
		v.cursor, v.showCursor = 0, false
	}
	v.rest(k)
	v.Anim, v.outNote = nil, ""
	v.hasLast, v.HasHint, v.RefuseTicks = false, false, 0
	v.Stop()
	v.stopPartyHint()
}

func (v *KaskadeView) Show(s view.Shown) {
	before, ok1 := positionOf(s.Before)
	after, ok2 := positionOf(s.After)
	if !ok1 || !ok2 {
		return
	}
	res, err := before.play(kaskade.Cell(s.Move))
	v.Anim, v.HasHint, v.back = nil, false, s.Back
	v.Stop()
	v.stopPartyHint()
	if s.Back {
		v.rest(before)
		v.hasLast = false
	} else {
		v.rest(after)
		v.last, v.hasLast, v.popTick = kaskade.Cell(s.Move), true, 0
		v.env.Sounds.Place()
		v.sayOut(before, after)
	}
	mode := v.env.Settings.Mode
	if err != nil || len(res.Waves) == 0 || mode == view.Instant {
		v.flushOut()
		return
	}
	if s.Back {
		v.Anim = newCascade(reversed(res), false, v.env.Settings.Speed, nil)
		return
	}
	v.Anim = newCascade(res, mode == view.Stepwise, v.env.Settings.Speed, v.env.Sounds.Wave)
	if mode == view.Paused {
		v.Anim.pause = PauseTicks(v.env.Settings.Speed)
	}
}

func (v *KaskadeView) Busy() bool { return v.Anim != nil }

func (v *KaskadeView) Update(in *ui.Input) {
	v.tick++
	v.popTick++
	v.RefuseTicks = max(v.RefuseTicks-1, 0)
	if v.Anim != nil {
		v.updateCascade(in)
	}
	v.updateHint()
	v.updatePartyHint()
}

// updateCascade lets a click finish the shown move at once (or, step by
// step, start the next wave) and otherwise advances the animation. The
// input that steps is used up; a click that finishes still counts for
// the table (a move on the board, see table.Update).
func (v *KaskadeView) updateCascade(in *ui.Input) {
	_, clicked := in.Click()
	a := v.Anim
	switch {
	case a.step && (clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeyArrowRight)):
		a.next()
		in.Consume()
	case a.step && in.Pressed(ebiten.KeyEnd):
		a.done = true
		in.Consume()
	case !a.step && (clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter)):
		a.done = true
	default:
		a.update()
	}
	if a.done {
		v.Anim = nil // shown already holds the board the move ends on
		v.flushOut()
	}
}

// Input moves the keyboard cursor and places on a click or Enter.
func (v *KaskadeView) Input(in *ui.Input, st game.State) game.Move {
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
		if c, on := v.Lay.CellAt(p); on {
			v.cursor, v.showCursor = c, false
			return game.Move(c)
		}
	}
	return game.NoMove
}

func (v *KaskadeView) Refuse(mv game.Move, err error) string {
	if c := kaskade.Cell(mv); v.size().Contains(c) {
		v.refused, v.RefuseTicks = c, ui.RefuseTicks
	}
	v.env.Sounds.Refuse()
	r, _ := game.RefusalOf(err)
	switch {
	case r == nil:
	case r.Code == kaskade.CodeOpponentCell && len(r.Args) == 1:
		if owner, ok := r.Args[0].(game.Player); ok {
			return i18n.Trf("cell belongs", v.env.Name(owner))
		}
	case r.Code == game.CodeOver:
		return i18n.Tr("over refuse")
	}
	return i18n.Tr("cannot place")
}

func (v *KaskadeView) SetHint(mv game.Move) {
	c := kaskade.Cell(mv)
	v.Hint, v.HasHint = c, mv != game.NoMove && v.size().Contains(c)
	if v.HasHint { // Enter plays the hint: the keyboard's cursor goes to it
		v.cursor, v.showCursor = c, true
	}
}

func (v *KaskadeView) Status() string {
	switch a := v.Anim; {
	case a != nil && v.back:
		return i18n.Trf("wave back", a.Wave+1, len(a.Res.Waves))
	case a != nil && a.step:
		return i18n.Trf(v.env.TouchKey("wave step"), a.Wave+1, len(a.Res.Waves))
	case a != nil:
		return i18n.Trf("wave run", a.Wave+1, len(a.Res.Waves))
	case v.pos.over():
		return i18n.Tr("game over")
	}
	return i18n.Tr(v.env.TouchKey("kaskade help"))
}

// GameOverNote counts the moves and the longest cascade of the whole
// match, played again on a copy of its start (the fast path, which only
// counts waves): a resumed game has moves this view never showed, and an
// undone move's cascade does not count.
func (v *KaskadeView) GameOverNote(p view.Played) string {
	longest := LongestCascade(p)
	w := i18n.Tr("waves")
	if longest == 1 {
		w = i18n.Tr("wave")
	}
	note := i18n.Trf("longest cascade", len(p.Moves), longest, w)
	if _, ok := p.Start.(*party.State); ok { // the ranking's figures
		note += "\n" + i18n.Tr("kaskade.lasted")
	}
	return note
}

// longestCascade is the most waves any move of p made.
func LongestCascade(p view.Played) int {
	st, ok := positionOf(p.Start)
	if !ok {
		return 0
	}
	longest := 0
	for _, mv := range p.Moves {
		longest = max(longest, st.place(kaskade.Cell(mv)))
	}
	return longest
}

// setHover lights the cell under the mouse, if a person may play there.
func (v *KaskadeView) setHover(in *ui.Input) {
	v.HasHover = false
	if in != nil && in.HasCursor {
		v.Hover, v.HasHover = v.Lay.CellAt(in.Cursor)
	}
}

// displayed is the board on screen once no move is being shown.
func (v *KaskadeView) Displayed() kaskade.Board {
	if v.Anim != nil {
		return v.Anim.frame().To
	}
	return v.shown
}

// frame is what the board shows now.
func (v *KaskadeView) Frame() boardFrame {
	if v.Anim != nil {
		return v.Anim.frame()
	}
	return still(v.shown)
}

// Locate is the centre of the named cell ("c3"), for tests.
func (v *KaskadeView) Locate(name string) (ui.Point, bool) {
	c, err := v.Lay.Size.ParseCell(name)
	if err != nil || !v.Lay.Size.Contains(c) {
		return ui.Point{}, false
	}
	return v.Lay.CellCenter(c), true
}
