package scene

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
)

// boardScene is a game in progress. It turns clicks and keys into moves,
// hands them to the engine and plays back the engine's Result; it never
// applies a rule itself.
type boardScene struct {
	cfg   GameConfig
	state *kaskade.State
	shown kaskade.Board // the board at rest, as the engine left it
	anim  *cascade      // the move being shown, or nil

	last, cursor kaskade.Cell
	hasLast      bool
	showCursor   bool
	hover        kaskade.Cell
	hasHover     bool
	popTick      int // ticks since the last placement, for its pop-in

	refused     kaskade.Cell
	refuseTicks int // counts down while the refused cell flashes
	message     string
	msgTicks    int

	confirm bool // "Leave this game?" is open
	ending  int  // counts down from the winning move to the game-over screen
	longest int  // the most waves any move of this game made
	tick    int

	bench *benchLoop // non-nil under BenchRender: replay instead of ending
	lay   boardLayout
	in    *Input // this tick's input, for hover effects when drawing
}

const (
	refuseTicks = 24
	msgTicks    = 100
	endingTicks = 50
)

func newBoardScene(cfg GameConfig) (*boardScene, error) {
	st, err := kaskade.New(cfg.Size)
	if err != nil {
		return nil, err
	}
	return newBoardSceneFrom(cfg, st), nil
}

func newBoardSceneFrom(cfg GameConfig, st *kaskade.State) *boardScene {
	cfg.Size = st.Size()
	return &boardScene{cfg: cfg, state: st, shown: st.Board(), popTick: 1 << 20}
}

// displayed is the board on screen once no move is being shown.
func (s *boardScene) displayed() kaskade.Board {
	if s.anim != nil {
		return s.anim.frame().To
	}
	return s.shown
}

// running reports whether leaving would abandon a game in progress.
func (s *boardScene) running() bool { return s.state.Moves() > 0 && !s.state.Over() }

func (s *boardScene) Update(m *Manager, in *Input) error {
	s.tick++
	s.popTick++
	s.refuseTicks = max(s.refuseTicks-1, 0)
	s.msgTicks = max(s.msgTicks-1, 0)
	s.lay = layoutBoard(m.w, m.h, s.cfg.Size)
	s.in = in
	s.hover, s.hasHover = s.lay.CellAt(in.Cursor)
	s.hasHover = s.hasHover && in.HasCursor
	if s.confirm {
		s.updateConfirm(m, in)
		return nil
	}
	if s.updateHeader(m, in) {
		return nil
	}
	if s.anim != nil {
		s.updateCascade(m, in)
		return nil
	}
	if s.ending > 0 {
		s.ending--
		if s.ending == 0 {
			m.Goto(newGameOverScene(s))
		}
		return nil
	}
	s.updateMoveInput(m, in)
	return nil
}

// updateHeader handles Esc and the header's buttons; it reports whether the
// input was used.
func (s *boardScene) updateHeader(m *Manager, in *Input) bool {
	settings, menu := s.headerButtons()
	switch {
	case settings.hit(in):
		m.Goto(newSettingsScene(m, s))
	case menu.hit(in) || in.Pressed(ebiten.KeyEscape):
		s.leave(m)
	default:
		return false
	}
	return true
}

// leave goes to the menu, asking first if a game is running.
func (s *boardScene) leave(m *Manager) {
	if s.running() && s.bench == nil {
		s.confirm = true
		return
	}
	m.Goto(newMenuScene(m))
}

func (s *boardScene) updateConfirm(m *Manager, in *Input) {
	yes, no := s.confirmButtons()
	switch {
	case yes.hit(in) || in.Pressed(ebiten.KeyY):
		s.confirm = false
		m.Goto(newMenuScene(m))
	case no.hit(in) || in.Pressed(ebiten.KeyN, ebiten.KeyEscape):
		s.confirm = false
	}
}

// updateCascade lets a click finish the shown move at once (or, step by
// step, start the next wave) and otherwise advances the animation.
func (s *boardScene) updateCascade(m *Manager, in *Input) {
	_, clicked := in.Click()
	switch {
	case s.anim.step && (clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeyArrowRight)):
		s.anim.next()
	case s.anim.step && in.Pressed(ebiten.KeyEnd):
		s.anim.done = true
	case !s.anim.step && (clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter)):
		s.anim.done = true
	default:
		s.anim.update()
	}
	if s.anim.done {
		s.finishMove(m)
	}
}

// updateMoveInput moves the keyboard cursor and places on a click or Enter.
func (s *boardScene) updateMoveInput(m *Manager, in *Input) {
	z := s.cfg.Size
	col, row := z.ColRow(s.cursor)
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
		s.cursor, s.showCursor = z.CellAt(col, row), true
		return
	}
	if s.showCursor && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace) {
		s.place(m, s.cursor)
		return
	}
	if p, ok := in.Click(); ok {
		if c, on := s.lay.CellAt(p); on {
			s.cursor, s.showCursor = c, false
			s.place(m, c)
		}
	}
}

// place asks the engine to play c and starts showing what happened, or
// shows the refusal and changes nothing.
func (s *boardScene) place(m *Manager, c kaskade.Cell) {
	res, err := s.state.Play(c)
	if err != nil {
		s.refuse(m, c, err)
		return
	}
	m.Sounds.Place()
	s.last, s.hasLast, s.popTick = c, true, 0
	s.longest = max(s.longest, len(res.Waves))
	switch {
	case len(res.Waves) == 0 || m.Settings.Mode == Instant:
		s.shown = res.Final()
		s.afterMove(m, res)
	default:
		s.anim = newCascade(res, m.Settings.Mode == Stepwise, m.Settings.Speed, m.Sounds.Wave)
	}
}

func (s *boardScene) refuse(m *Manager, c kaskade.Cell, err error) {
	s.refused, s.refuseTicks = c, refuseTicks
	var occ kaskade.OccupiedError
	switch {
	case errors.As(err, &occ):
		s.message = "That cell belongs to " + s.cfg.Name(occ.Owner)
	case errors.Is(err, kaskade.ErrGameOver):
		s.message = "The game is over"
	default:
		s.message = "You cannot place there"
	}
	s.msgTicks = msgTicks
	m.Sounds.Refuse()
}

// finishMove jumps to the move's final board.
func (s *boardScene) finishMove(m *Manager) {
	res := s.anim.res
	s.anim = nil
	s.shown = res.Final()
	s.afterMove(m, res)
}

func (s *boardScene) afterMove(m *Manager, res *kaskade.Result) {
	if s.bench != nil {
		s.bench.restart(m, s)
		return
	}
	if res.Winner != kaskade.NoPlayer {
		m.Sounds.Win()
		s.ending = endingTicks
	}
}
