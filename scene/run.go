// Package scene holds Kaskade's screens (menu, settings, board, game over)
// and the manager that runs them with a cross-fade. A scene turns input
// into a move, hands it to the engine and animates the engine's answer; it
// knows nothing of the rules.
package scene

import (
	"fmt"
	"log"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
)

// Options say how the window starts.
type Options struct {
	Size      kaskade.Size // board size preselected in the menu (zero: 6x6)
	StartGame bool         // skip the menu and open a board at once
	Players   [2]string    // names of White and Black (empty: the colour)
	Levels    [2]string    // computer levels of White and Black ("" or "human": a person)
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

	// Store keeps the settings and the last game's setup between runs.
	// Run uses DefaultStore when it is nil, unless Screenshot is set (a
	// picture must not depend on the user's settings); NoStore turns
	// storing off altogether.
	Store   Store
	NoStore bool
}

// Run opens the window and runs the game until it is closed.
func Run(opts Options) error {
	if opts.Store == nil && !opts.NoStore && opts.Screenshot == "" {
		s, err := DefaultStore()
		if err != nil {
			log.Printf("kaskade: settings will not be kept: %v", err)
		}
		opts.Store = s
	}
	m, err := newRunManager(opts, newLiveInput())
	if err != nil {
		return err
	}
	installTestHook(m)
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
	saved := DefaultPrefs()
	if opts.Store != nil && !opts.NoStore {
		saved = loadPrefs(opts.Store)
	}
	cfg, st := saved.Config, saved.Settings
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
	for i, lv := range opts.Levels {
		switch {
		case lv == "":
		case lv == "human":
			cfg.Players[i].Type, cfg.Players[i].Level = Human, ""
		case slices.Contains(ComputerLevels, lv):
			cfg.Players[i].Type, cfg.Players[i].Level = Computer, lv
		default:
			return nil, fmt.Errorf("unknown player %q: want human or one of %s", lv, strings.Join(ComputerLevels, ", "))
		}
	}
	if opts.Settings != nil {
		st = *opts.Settings
	}
	m := newManager(st, cfg, input)
	if opts.Store != nil && !opts.NoStore {
		// What the player starts with counts as stored: nothing is written
		// (and a broken file is kept) until a setting changes or a game
		// starts with another setup.
		m.useStore(opts.Store, m.prefs())
	}
	if opts.Screenshot != "" {
		m.drawHook = screenshotHook(opts.Screenshot, opts.ScreenshotAfter)
	}
	m.play = newPlayState(opts)
	if !opts.StartGame && len(opts.Moves) == 0 {
		m.Goto(newMenuScene(m))
		return m, nil
	}
	t, err := newTable(m, cfg)
	if err != nil {
		return nil, err
	}
	if err := t.replay(opts.Moves, opts.AnimateLast); err != nil {
		return nil, err
	}
	m.Goto(t)
	return m, nil
}

// replay plays moves given in notation; with animate the last one goes
// through the normal path so that it is animated.
func (t *table) replay(moves []string, animate bool) error {
	for i, mv := range moves {
		if animate && i == len(moves)-1 {
			st := t.state()
			c, err := st.ParseMove(mv)
			if err != nil {
				return fmt.Errorf("move %d (%s): %v", i+1, mv, err)
			}
			t.view.Reset(st)
			t.play(c)
			return nil
		}
		if err := t.match.Play(mv); err != nil {
			return fmt.Errorf("move %d (%s): %v", i+1, mv, err)
		}
	}
	t.view.Reset(t.state())
	if len(moves) > 0 {
		t.afterHistory()
	}
	return nil
}
