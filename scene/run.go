// Package scene holds Kaskade's screens (menu, settings, board, game over)
// and the manager that runs them with a cross-fade. A scene turns input
// into a move, hands it to the engine and animates the engine's answer; it
// knows nothing of the rules.
package scene

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
)

// Options say how the window starts.
type Options struct {
	Size      kaskade.Size // board size preselected in the menu (zero: 6x6)
	StartGame bool         // skip the menu and open a board at once
	Players   [2]string    // names of White and Black (empty: the colour)
	Settings  *Settings    // nil: DefaultSettings

	// Moves are played at the start (they imply StartGame). With
	// AnimateLast the last of them is shown as a player would see it, which
	// makes a screenshot of a cascade in flight possible.
	Moves       []string
	AnimateLast bool

	// Screenshot, if set, is a PNG path: after ScreenshotAfter ticks the
	// screen is written there and the window closes.
	Screenshot      string
	ScreenshotAfter int

	WindowWidth, WindowHeight int // zero: 900x760
}

// Run opens the window and runs the game until it is closed.
func Run(opts Options) error {
	m, err := newRunManager(opts, newLiveInput())
	if err != nil {
		return err
	}
	openWindow(opts.WindowWidth, opts.WindowHeight)
	return ebiten.RunGame(m)
}

func openWindow(w, h int) {
	if w <= 0 || h <= 0 {
		w, h = 900, 760
	}
	ebiten.SetWindowTitle("Kaskade")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
}

// newRunManager builds the manager and its first scene from the options.
func newRunManager(opts Options, input InputSource) (*Manager, error) {
	cfg := DefaultConfig()
	if opts.Size != (kaskade.Size{}) {
		if err := opts.Size.Validate(); err != nil {
			return nil, err
		}
		cfg.Size = opts.Size
	}
	for i, n := range opts.Players {
		if n != "" {
			cfg.Players[i].Name = n
		}
	}
	st := DefaultSettings()
	if opts.Settings != nil {
		st = *opts.Settings
	}
	m := newManager(st, cfg, input)
	if opts.Screenshot != "" {
		m.drawHook = screenshotHook(opts.Screenshot, opts.ScreenshotAfter)
	}
	if !opts.StartGame && len(opts.Moves) == 0 {
		m.Goto(newMenuScene(m))
		return m, nil
	}
	b, err := newBoardScene(cfg)
	if err != nil {
		return nil, err
	}
	if err := b.replay(m, opts.Moves, opts.AnimateLast); err != nil {
		return nil, err
	}
	m.Goto(b)
	return m, nil
}

// replay plays moves given in notation; with animate the last one goes
// through the normal placing path so that it is animated.
func (s *boardScene) replay(m *Manager, moves []string, animate bool) error {
	z := s.cfg.Size
	for i, mv := range moves {
		c, err := z.ParseCell(mv)
		if err != nil {
			return fmt.Errorf("move %d: %v", i+1, err)
		}
		if animate && i == len(moves)-1 {
			s.place(m, c)
			continue
		}
		res, err := s.state.Play(c)
		if err != nil {
			return fmt.Errorf("move %d (%s): %v", i+1, mv, err)
		}
		s.longest = max(s.longest, len(res.Waves))
		s.shown, s.last, s.hasLast = res.Final(), c, true
		if res.Winner != kaskade.NoPlayer {
			s.ending = endingTicks
		}
	}
	return nil
}
