package replay

import (
	"errors"
	"time"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/engine/review"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// reviewScene is the review of a finished game of two (engine/review):
// while the engine works, a progress bar, a slice of the work each tick;
// then the board at the turning point, the move played, the better move
// ringed on the board (the view's SetHint) and the verdict in words, with
// buttons to the position before, after the move played and after the
// better move, and through the game (‹ ›). The board is the game's own
// view, as in the replay.
type reviewScene struct {
	back  scene.Scene
	spec  view.GameSpec
	cfg   view.GameConfig
	view  view.View
	start game.State
	moves []game.Move
	seat  game.Player

	work  *review.Review
	rep   review.Report
	speed ui.SpeedMeter

	pos    int  // the game's position shown: moves played
	better bool // the better move's position is shown (after the turning point's ply and its better move)
	lay    ui.TableLayout
	in     *ui.Input
	touch  func() bool
}

// reviewOptions are the review's budgets; tests make them small.
var reviewOptions = review.Options{Seed: 1}

// newReviewScene reviews mt's moves for seat; back is where Back goes.
func newReviewScene(m *scene.Manager, mt *match.Match, cfg view.GameConfig, seat game.Player, back scene.Scene) (*reviewScene, error) {
	spec, ok := view.SpecFor(mt.Game().Name)
	if !ok {
		return nil, errors.New(i18n.Tr("no game view"))
	}
	start, err := mt.StateAt(0)
	if err != nil {
		return nil, err
	}
	s := &reviewScene{back: back, spec: spec, cfg: cfg, start: start, seat: seat}
	for _, p := range mt.Moves() {
		s.moves = append(s.moves, p.Move)
	}
	o := reviewOptions
	o.Seat = seat
	o.Scale = review.Scale(mt.Game().Name, mt.Options()) // the evaluation read as chances, fitted per game and size
	if s.work, err = review.New(start, s.moves, o); err != nil {
		return nil, err
	}
	env := view.ViewEnv{Settings: &m.Settings, Sounds: m.Sounds, Name: cfg.SeatName, Touch: func() bool { return m.Touch() }, Looking: true}
	s.view, s.touch = spec.NewView(env), env.Touch
	s.pos = len(s.moves)
	s.view.Reset(s.at(s.pos))
	return s, nil
}

// at is the game's position after n moves.
func (s *reviewScene) at(n int) game.State {
	st := s.start.Clone()
	for _, m := range s.moves[:n] {
		st.Apply(m)
	}
	return st
}

// working reports whether the engine is still at work.
func (s *reviewScene) working() bool { return !s.work.Done() }

// animating keeps the screen drawing while the engine works or a move is
// shown (idle.go): once done, an idle review draws nothing.
func (s *reviewScene) Animating() bool { return s.working() || s.view.Busy() }

// think runs one tick's slice of the review, about ui.SliceTarget of the
// machine's speed, and takes the report when it is done.
func (s *reviewScene) think() {
	budget := s.speed.Budget(ui.SliceTarget)
	start := time.Now()
	done := s.work.Step(budget)
	s.speed.Learn(budget, time.Since(start))
	if done {
		s.rep = s.work.Report()
		s.showTurn(turnBefore)
	}
}

// finish runs the whole review at once (tests).
func (s *reviewScene) finish() {
	for s.working() {
		s.work.Step(1 << 20)
	}
	s.rep = s.work.Report()
	s.showTurn(turnBefore)
}

// The positions of the turning point.
const (
	turnBefore = iota // before the move: the better move ringed
	turnPlayed        // after the move played
	turnBetter        // after the better move
)

// showTurn shows one of the turning point's positions (none: the end).
func (s *reviewScene) showTurn(which int) {
	m, ok := s.rep.Turning()
	if !ok {
		s.jump(len(s.moves))
		return
	}
	switch which {
	case turnPlayed:
		s.jump(m.Ply + 1)
	case turnBetter:
		st := s.at(m.Ply)
		st.Apply(m.Best)
		s.pos, s.better = m.Ply, true
		s.view.Reset(st)
		s.view.SetHint(game.NoMove)
	default:
		s.jump(m.Ply)
		s.view.SetHint(m.Best)
	}
}

// jump shows the game's position after n moves at once. The better
// move's ring belongs to the position before the turning point only: a
// view keeps its hint across a Reset, so every other position drops it.
func (s *reviewScene) jump(n int) {
	s.pos, s.better = n, false
	s.view.Reset(s.at(n))
	s.view.SetHint(game.NoMove)
}

// step shows one move forwards or back through the game, animated.
func (s *reviewScene) step(d int) {
	from := s.pos
	if s.better { // from the better move's position: back to the game's
		s.jump(from)
		return
	}
	to := from + d
	if to < 0 || to > len(s.moves) {
		return
	}
	k := min(from, to)
	if s.view.Busy() {
		s.view.Reset(s.at(from))
	}
	s.view.SetHint(game.NoMove)
	s.view.Show(view.Shown{Before: s.at(k), Move: s.moves[k], After: s.at(k + 1), Back: d < 0})
	s.pos = to
}

// reviewButtons are the header's buttons and the turning point's.
type reviewButtons struct {
	prev, next, back       ui.Button
	before, played, better ui.Button
}

func (s *reviewScene) buttons(rl reviewLayout) reviewButtons {
	bs := s.headerButtons()
	b := reviewButtons{prev: bs[0], next: bs[1], back: bs[2]}
	b.prev.Disabled = s.working() || s.pos == 0 && !s.better
	b.next.Disabled = s.working() || s.pos == len(s.moves) && !s.better
	m, ok := s.rep.Turning()
	if s.working() || !ok {
		return b
	}
	labels := []string{i18n.Tr("review before"), i18n.Tr("review played"), i18n.Tr("review better")}
	row := rl.row()
	gap := 8 * rl.u
	w := (row.W - 2*gap) / 3
	for i, bt := range []*ui.Button{&b.before, &b.played, &b.better} {
		*bt = ui.Button{R: ui.Rect{X: row.X + float64(i)*(w+gap), Y: row.Y, W: w, H: row.H}, Label: labels[i]}
	}
	b.before.Selected = s.pos == m.Ply && !s.better
	b.played.Selected = s.pos == m.Ply+1 && !s.better
	b.better.Selected = s.better
	b.better.Disabled = m.Best == m.Played
	return b
}

// headerButtons are ‹, › and Back. On an upright phone ‹ and › have a
// row of their own and say what they do ("‹ Previous move"), in fewer
// words ("‹ Move") where those do not fit; elsewhere the arrows alone.
func (s *reviewScene) headerButtons() []ui.Button {
	if s.lay.Tall {
		for _, k := range [][2]string{{"review prev", "review next"}, {"review prev short", "review next short"}} {
			l := s.lay // HeaderButtons takes the buttons' room from the header's texts
			bs := l.HeaderButtons(i18n.Tr(k[0]), i18n.Tr(k[1]), i18n.Tr("back"))
			if labelFits(bs[0]) && labelFits(bs[1]) {
				s.lay = l
				return bs
			}
		}
	}
	return s.lay.HeaderButtons(i18n.Tr("prev"), i18n.Tr("next"), i18n.Tr("back"))
}

// labelFits reports whether b's label is written whole on it.
func labelFits(b ui.Button) bool {
	lh := b.R.H
	if b.LabelH > 0 {
		lh = min(b.LabelH, lh)
	}
	return ui.LabelCanFit(b.Label, b.R.W, lh, b.Primary || b.Selected)
}

func (s *reviewScene) Update(m *scene.Manager, in *ui.Input) error {
	s.in = in
	rl := s.layout(m.W(), m.H())
	if s.working() {
		s.think()
	}
	b := s.buttons(rl)
	switch {
	case b.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.work.Cancel()
		m.Goto(s.back)
	case s.working():
	case b.prev.Hit(in) || in.Pressed(ebiten.KeyArrowLeft):
		s.step(-1)
	case b.next.Hit(in) || in.Pressed(ebiten.KeyArrowRight):
		s.step(+1)
	case b.before.Hit(in):
		s.showTurn(turnBefore)
	case b.played.Hit(in):
		s.showTurn(turnPlayed)
	case b.better.Hit(in):
		s.showTurn(turnBetter)
	}
	s.view.Update(&ui.Input{})
	return nil
}

func (s *reviewScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	rl := s.layout(float64(b.Dx()), float64(b.Dy()))
	s.view.Draw(dst, nil)
	bt := s.buttons(rl)
	s.drawHeader(dst)
	s.drawPanel(dst, rl, bt)
	foot := i18n.Trf("review pos", s.pos, len(s.moves))
	if s.better {
		foot = i18n.Tr("review on better")
	}
	if s.touch == nil || !s.touch() {
		foot += "  ·  " + i18n.Tr("review keys")
	}
	ui.DrawFooterText(dst, s.lay, foot)
	for _, x := range []ui.Button{bt.prev, bt.next, bt.back, bt.before, bt.played, bt.better} {
		if x.R.W > 0 {
			x.Draw(dst, s.in, s.lay.C)
		}
	}
}

// drawHeader writes the title and the game's options in the header.
func (s *reviewScene) drawHeader(dst *ebiten.Image) {
	l, c := s.lay, s.lay.C
	sprites.FillRect(dst, 0, 0, l.Header.W, l.Header.H, sprites.Panel)
	r := l.Info
	mid := r.Y + r.H/2
	title := sprites.Face(21*c, true)
	sprites.DrawText(dst, ui.Ellipsize(i18n.Tr("review title"), title, r.W-24*c), title, r.X+18*c, mid-2*c, sprites.AlignStart, sprites.AlignEnd, sprites.Text)
	sub := i18n.Trf("review of", s.cfg.SeatName(s.seat)) + "  ·  " + s.spec.DescribeOptions(s.cfg.OptionText())
	face := sprites.Face(13*c, false)
	sprites.DrawText(dst, ui.Ellipsize(sub, face, r.W-24*c), face, r.X+18*c, mid+4*c, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
}
