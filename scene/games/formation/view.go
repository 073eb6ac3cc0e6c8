package formation

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// formationView is Die Formation's View: the coloured board with its move
// glyphs, the pieces, the picked piece's targets, the moves sliding or
// jumping, the groups in the side panel and the winning formation. Every
// rule comes from the engine: the targets are the state's Targets, a move
// is checked by the table, the end by the state.
type FormationView struct {
	env     view.ViewEnv
	St      *formation.State // the position at rest (or the one a flight ends on)
	Lay     formationLayout
	Fly     *flight   // the move being shown, or nil
	last    game.Move // the last move shown forwards, for its marks; NoMove
	hint    game.Move
	passing bool // the side to move has no piece move: its only move is Pass
	wait    int  // ticks a human who must pass has been shown the banner

	Picked  bool
	Pick    formation.Square
	Targets uint64 // where the picked piece may go, as the engine says

	ptr         ui.PointerState
	Drag        fmDrag
	Cursor      formation.Square
	ShowCursor  bool
	refused     formation.Square
	RefuseTicks int
	tick        int
	WinGroup    uint64 // the finished formation, for its outline

	area       ui.Rect // the view's room: the board pick uses all of it (pickboard.go)
	pickCursor int     // the board the keys point at while White picks
}

func NewFormationView(env view.ViewEnv) view.View {
	return &FormationView{env: env, St: formation.DefaultOptions.New(), last: game.NoMove, hint: game.NoMove}
}

// formationOf unwraps the engine's state from the contract's (a copy).
func FormationOf(st game.State) *formation.State {
	if s, ok := st.(*formation.State); ok {
		return s.Clone().(*formation.State)
	}
	return nil
}

func (v *FormationView) Layout(r ui.Rect, u float64) { v.Lay, v.area = layoutFormation(r, u), r }

func (v *FormationView) Reset(st game.State) {
	s := FormationOf(st)
	if s == nil {
		return
	}
	v.setState(s)
	v.Fly, v.last, v.hint, v.RefuseTicks = nil, game.NoMove, game.NoMove, 0
}

// setState shows s at rest and forgets what belonged to the position
// before: the pick, a drag, the pass banner's wait.
func (v *FormationView) setState(s *formation.State) {
	v.St = s
	v.unpick()
	v.Drag = fmDrag{}
	v.wait = 0
	legal := s.LegalMoves(nil)
	v.passing = len(legal) == 1 && legal[0] == formation.Pass
	v.WinGroup = winningGroup(s)
}

func (v *FormationView) Show(s view.Shown) {
	before, after := FormationOf(s.Before), FormationOf(s.After)
	if before == nil || after == nil {
		return
	}
	v.hint, v.Fly = game.NoMove, nil
	if s.Back {
		v.setState(before)
		v.last = game.NoMove
	} else {
		v.setState(after)
		v.last = s.Move
	}
	if _, pick := formation.PickIndex(s.Move); pick || v.env.Settings.Mode == view.Instant {
		v.landed(s.Back)
		return
	}
	v.Fly = newFlight(before, s.Move, s.Back, v.env.Settings.Speed)
	if v.Fly == nil {
		v.landed(s.Back)
	}
}

// landed is the end of a shown move: a piece put down clicks.
func (v *FormationView) landed(back bool) {
	if !back && v.last != formation.Pass {
		v.env.Sounds.Place()
	}
}

func (v *FormationView) Busy() bool { return v.Fly != nil }

func (v *FormationView) Update(in *ui.Input) {
	v.tick++
	v.RefuseTicks = max(v.RefuseTicks-1, 0)
	v.ptr.Read(in)
	if v.Fly == nil {
		return
	}
	_, clicked := in.Click()
	if clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter) {
		v.Fly.Tick = v.Fly.Length // a click finishes the move at once
	}
	v.Fly.update()
	if v.Fly.done() {
		back := v.Fly.Back
		v.Fly = nil
		v.landed(back)
	}
}

func (v *FormationView) SetHint(mv game.Move) { v.hint = mv }

// pickUp picks the piece on sq and asks the engine where it may go.
func (v *FormationView) pickUp(sq formation.Square) {
	v.Picked, v.Pick, v.Targets = true, sq, v.St.Targets(sq)
}

func (v *FormationView) unpick() { v.Picked, v.Targets = false, 0 }

// winningGroup is the winner's formation in a won game, else nothing.
func winningGroup(s *formation.State) uint64 {
	if w := s.Winner(); s.Over() && w != formation.NoSide {
		return s.Pieces(w)
	}
	return 0
}

// cellCenter is the centre of the named square on screen, for the
// browser's test hook.
func (v *FormationView) CellCenter(name string) (ui.Point, bool) {
	sq, ok := formation.ParseSquare(name)
	if !ok {
		return ui.Point{}, false
	}
	return v.Lay.Center(sq), true
}

// Locate is the centre of the named square ("b7"), or of a board to pick
// ("board 2"), for tests.
func (v *FormationView) Locate(name string) (ui.Point, bool) {
	if p, ok := v.locatePick(name); ok {
		return p, true
	}
	sq, ok := formation.ParseSquare(name)
	if !ok {
		return ui.Point{}, false
	}
	return v.Lay.Center(sq), true
}
