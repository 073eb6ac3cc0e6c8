package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
)

// formationView is Die Formation's View: the coloured board with its move
// glyphs, the pieces, the picked piece's targets, the moves sliding or
// jumping, the groups in the side panel and the winning formation. Every
// rule comes from the engine: the targets are the state's Targets, a move
// is checked by the table, the end by the state.
type formationView struct {
	env     ViewEnv
	st      *formation.State // the position at rest (or the one a flight ends on)
	lay     formationLayout
	fly     *flight   // the move being shown, or nil
	last    game.Move // the last move shown forwards, for its marks; NoMove
	hint    game.Move
	passing bool // the side to move has no piece move: its only move is Pass
	wait    int  // ticks a human who must pass has been shown the banner

	picked  bool
	pick    formation.Square
	targets uint64 // where the picked piece may go, as the engine says

	ptr         pointerState
	drag        fmDrag
	cursor      formation.Square
	showCursor  bool
	refused     formation.Square
	refuseTicks int
	tick        int
	winGroup    uint64 // the finished formation, for its outline
}

func newFormationView(env ViewEnv) View {
	return &formationView{env: env, st: formation.DefaultOptions.New(), last: game.NoMove, hint: game.NoMove}
}

// formationOf unwraps the engine's state from the contract's (a copy).
func formationOf(st game.State) *formation.State {
	if s, ok := st.(*formation.State); ok {
		return s.Clone().(*formation.State)
	}
	return nil
}

func (v *formationView) Layout(r Rect, u float64) { v.lay = layoutFormation(r, u) }

func (v *formationView) Reset(st game.State) {
	s := formationOf(st)
	if s == nil {
		return
	}
	v.setState(s)
	v.fly, v.last, v.hint, v.refuseTicks = nil, game.NoMove, game.NoMove, 0
}

// setState shows s at rest and forgets what belonged to the position
// before: the pick, a drag, the pass banner's wait.
func (v *formationView) setState(s *formation.State) {
	v.st = s
	v.unpick()
	v.drag = fmDrag{}
	v.wait = 0
	legal := s.LegalMoves(nil)
	v.passing = len(legal) == 1 && legal[0] == formation.Pass
	v.winGroup = winningGroup(s)
}

func (v *formationView) Show(s Shown) {
	before, after := formationOf(s.Before), formationOf(s.After)
	if before == nil || after == nil {
		return
	}
	v.hint, v.fly = game.NoMove, nil
	if s.Back {
		v.setState(before)
		v.last = game.NoMove
	} else {
		v.setState(after)
		v.last = s.Move
	}
	if v.env.Settings.Mode == Instant {
		v.landed(s.Back)
		return
	}
	v.fly = newFlight(before, s.Move, s.Back, v.env.Settings.Speed)
	if v.fly == nil {
		v.landed(s.Back)
	}
}

// landed is the end of a shown move: a piece put down clicks.
func (v *formationView) landed(back bool) {
	if !back && v.last != formation.Pass {
		v.env.Sounds.Place()
	}
}

func (v *formationView) Busy() bool { return v.fly != nil }

func (v *formationView) Update(in *Input) {
	v.tick++
	v.refuseTicks = max(v.refuseTicks-1, 0)
	v.ptr.read(in)
	if v.fly == nil {
		return
	}
	_, clicked := in.Click()
	if clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter) {
		v.fly.tick = v.fly.length // a click finishes the move at once
	}
	v.fly.update()
	if v.fly.done() {
		back := v.fly.back
		v.fly = nil
		v.landed(back)
	}
}

func (v *formationView) SetHint(mv game.Move) { v.hint = mv }

// pickUp picks the piece on sq and asks the engine where it may go.
func (v *formationView) pickUp(sq formation.Square) {
	v.picked, v.pick, v.targets = true, sq, v.st.Targets(sq)
}

func (v *formationView) unpick() { v.picked, v.targets = false, 0 }

// winningGroup is the winner's formation in a won game, else nothing.
func winningGroup(s *formation.State) uint64 {
	if w := s.Winner(); s.Over() && w != formation.NoSide {
		return s.Pieces(w)
	}
	return 0
}

// cellCenter is the centre of the named square on screen, for the
// browser's test hook.
func (v *formationView) cellCenter(name string) (Point, bool) {
	sq, ok := formation.ParseSquare(name)
	if !ok {
		return Point{}, false
	}
	return v.lay.Center(sq), true
}
