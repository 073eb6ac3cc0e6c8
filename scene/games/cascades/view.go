package cascades

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// View is Cascades' View: the mountainside with its springs and stones,
// the cells where the player to move may drop (as the engine lists them),
// the falling stone and the stones washed away in the free-drop variant
// (as the engine's Step reports them), the players' counts on the bottom
// row, the turn and the End-turn button. It never applies a rule itself.
type View struct {
	env  view.ViewEnv
	St   *cascades.State // the position at rest, or the one a drop ends on
	Lay  layout
	Anim *drop // the drop being shown, or nil

	legal   map[cascades.Cell]bool // where the side to move may drop
	endOK   bool                   // End is legal now
	canDrop bool                   // the side to move has a drop
	turn    []cascades.Cell        // the drops of the turn under way or just ended

	Cursor     cascades.Cell
	ShowCursor bool
	curX       float64 // the cursor's column across rows, in cells

	refused     cascades.Cell
	RefuseTicks int
	endRefused  int // ticks the End button shakes after a refused end

	hint game.Move
	tick int

	hinting   *solvedHint   // the hint's search and solve (solved.go)
	hintSpeed ui.SpeedMeter // their positions per millisecond here
}

// NewView makes the view; Reset gives it its position.
func NewView(env view.ViewEnv) view.View {
	st, _ := cascades.New(cascades.DefaultOptions)
	v := &View{env: env, hint: game.NoMove, refused: cascades.NoCell}
	v.setState(st)
	return v
}

// stateOf unwraps the engine's state from the contract's (a copy).
func stateOf(st game.State) *cascades.State {
	if s, ok := st.(*cascades.State); ok {
		c := *s
		return &c
	}
	return nil
}

func (v *View) Layout(r ui.Rect, u float64) { v.Lay = layoutView(r, u, v.St.Size()) }

func (v *View) Reset(st game.State) {
	s := stateOf(st)
	if s == nil {
		return
	}
	if s.Size() != v.St.Size() {
		v.Cursor, v.ShowCursor = 0, false
	}
	v.setState(s)
	v.Anim, v.hint, v.RefuseTicks, v.endRefused, v.turn = nil, game.NoMove, 0, 0, nil
	v.Stop()
}

// setState shows s at rest and asks the engine where its mover may drop.
func (v *View) setState(s *cascades.State) {
	v.St = s
	v.legal = map[cascades.Cell]bool{}
	v.endOK, v.canDrop = false, false
	for _, m := range s.LegalMoves(nil) {
		if m == cascades.End {
			v.endOK = true
			continue
		}
		v.legal[cascades.Cell(m)] = true
		v.canDrop = true
	}
}

func (v *View) Show(sh view.Shown) {
	before, after := stateOf(sh.Before), stateOf(sh.After)
	if before == nil || after == nil {
		return
	}
	v.hint, v.Anim = game.NoMove, nil
	v.Stop()
	if sh.Back {
		v.setState(before)
		v.turn = nil
	} else {
		v.setState(after)
		v.noteTurn(before, sh.Move)
	}
	if sh.Move == cascades.End {
		return // nothing moves on the board
	}
	c := *before
	step, err := c.Play(sh.Move)
	if err != nil || v.env.Settings.Mode == view.Instant {
		if err == nil && !sh.Back {
			v.env.Sounds.Place()
		}
		return
	}
	v.Anim = newDrop(before, step, sh.Back, v.env.Settings.Speed, restTicks(*v.env.Settings))
}

// noteTurn keeps the drops of the turn under way, for their marks.
func (v *View) noteTurn(before *cascades.State, m game.Move) {
	if before.Drops() == 0 {
		v.turn = nil
	}
	if m != cascades.End {
		v.turn = append(v.turn, cascades.Cell(m))
	}
}

// restTicks is the rest between a drop's steps: none unless the player
// chose a pause per step.
func restTicks(st view.Settings) int {
	if st.Mode != view.Paused {
		return 0
	}
	return ui.RestTicks(st.Speed)
}

var _ view.Locator = (*View)(nil)

func (v *View) Busy() bool { return v.Anim != nil }

func (v *View) Update(in *ui.Input) {
	v.tick++
	v.RefuseTicks = max(v.RefuseTicks-1, 0)
	v.endRefused = max(v.endRefused-1, 0)
	v.updateHint()
	a := v.Anim
	if a == nil {
		return
	}
	if _, clicked := in.Click(); clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter) {
		a.Tick = a.Length // a click finishes the drop at once
	}
	land, wash := a.update()
	if land {
		v.env.Sounds.Place()
	}
	if wash {
		v.env.Sounds.Wave(0)
	}
	if a.done() {
		v.Anim = nil
	}
}

func (v *View) SetHint(mv game.Move) { v.hint = mv }

// Legal reports whether the side to move may drop on c, as the engine said.
func (v *View) Legal(c cascades.Cell) bool { return v.legal[c] }

// Locate is where a named place is on screen (view.Locator), for tests
// and the browser's test hook: a cell ("c2") or the End button ("end").
func (v *View) Locate(name string) (ui.Point, bool) {
	if name == "end" {
		return v.Lay.End.Center(), true
	}
	c, err := v.St.Size().ParseCell(name)
	if err != nil {
		return ui.Point{}, false
	}
	return v.Lay.Center(c), true
}
