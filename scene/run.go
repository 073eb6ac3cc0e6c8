package scene

import (
	"cmp"
	"fmt"
	"log"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// Options say how the window starts.
type Options struct {
	// Game is the game to set up or start, a name of GameNames ("": the
	// last game's). GameOptions is its option text as games.Game.New
	// takes it ("": the last game's, or the default for another game).
	Game        string
	GameOptions string

	StartGame bool           // skip the menu and open a board at once
	Players   []string       // names of the seats, seat 0 first (empty: the stored or the colour)
	Levels    []string       // per seat, seat 0 first: "human" or a computer level ("": as stored); as many as the game's seats
	Settings  *view.Settings // nil: DefaultSettings

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

	// Server is the online rooms' game server (native; "": the setting);
	// Room, a room code to join at once (in the browser the page's
	// ?room= gives it).
	Server, Room string

	// Store keeps the settings and the last game's setup between runs.
	// Run uses DefaultStore when it is nil, unless Screenshot is set (a
	// picture must not depend on the user's settings); NoStore turns
	// storing off altogether.
	Store   platform.Store
	NoStore bool
}

// Run opens the window and runs the game until it is closed.
func Run(opts Options) error {
	mark("kaskade:main") // Go has started and every package is initialised
	if opts.Store == nil && !opts.NoStore && opts.Screenshot == "" {
		s, err := platform.DefaultStore()
		if err != nil {
			log.Printf("kaskade: settings will not be kept: %v", err)
		}
		opts.Store = s
	}
	m, err := NewRunManager(opts, ui.NewLiveInput())
	if err != nil {
		return err
	}
	installTestHook(m)
	installPageHook(m)
	OpenWindow(opts.WindowWidth, opts.WindowHeight)
	err = ebiten.RunGame(m)
	if ferr := platform.Flush(); ferr != nil { // the last saves, written off the frame
		log.Printf("kaskade: %v", ferr)
	}
	return err
}

// OpenWindow sets up the window: w x h (zero: 900x760), resizable, and
// its picture kept between frames (idle.go).
func OpenWindow(w, h int) {
	if w <= 0 || h <= 0 {
		w, h = 900, 760
	}
	ebiten.SetWindowTitle("Kaskade")
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false) // an idle screen keeps its picture (idle.go)
}

// badInput is an error in what the person asked for (a flag, a move):
// the program exits with status 2 for it, as the commands do.
type badInput struct{ error }

// BadInput marks err as the person's mistake (exit status 2).
func BadInput(err error) error { return badInput{err} }

func (badInput) BadInput() bool  { return true }
func (e badInput) Unwrap() error { return e.error }

// NewRunManager builds the manager and its first scene from the options.
func NewRunManager(opts Options, input ui.InputSource) (*Manager, error) {
	saved := DefaultPrefs()
	if opts.Store != nil && !opts.NoStore {
		saved = loadPrefs(opts.Store)
	}
	cfg, st := saved.Config, saved.Settings
	cfg, err := opts.setUp(cfg)
	if err != nil {
		return nil, badInput{err}
	}
	if opts.Settings != nil {
		st = *opts.Settings
	}
	m := NewManager(st, cfg, input)
	m.Guided = saved.Guided
	for name, c := range saved.Setups {
		if name != cfg.Game {
			m.KeepSetup(c)
		}
	}
	if opts.Store != nil && !opts.NoStore {
		// What the player starts with counts as stored: nothing is written
		// (and a broken file is kept) until a setting changes or a game
		// starts with another setup.
		m.UseStore(opts.Store, m.Prefs())
	}
	if opts.Screenshot != "" {
		m.drawHook = screenshotHook(opts.Screenshot, opts.ScreenshotAfter)
		m.alwaysDraw = true
	}
	m.Play = NewPlayState(opts)
	if opts.Server != "" {
		m.Settings.Server = opts.Server
	}
	if room := cmp.Or(opts.Room, platform.PageParam("room")); room != "" {
		m.Goto(Open.Online(m, room))
		return m, nil
	}
	if !opts.StartGame && len(opts.Moves) == 0 {
		m.Goto(Open.Menu(m))
		return m, nil
	}
	t, err := Open.Table(m, Game{Config: cfg, Moves: opts.Moves, AnimateLast: opts.AnimateLast})
	if err != nil {
		return nil, err
	}
	m.Goto(t)
	return m, nil
}

// GameNames are the games the window can show, in the catalogue's order.
func GameNames() []string {
	var names []string
	for _, g := range Playable() {
		names = append(names, g.Name)
	}
	return names
}

// setUp applies the options' game, options and seats to the stored set-up.
func (opts Options) setUp(cfg view.GameConfig) (view.GameConfig, error) {
	if _, ok := view.SpecFor(cfg.GameName()); !ok {
		cfg = cfg.ForGame(view.DefaultGame()) // the stored game has no view (any more)
	}
	if name := opts.Game; name != "" {
		if _, ok := view.SpecFor(name); !ok {
			return cfg, fmt.Errorf("unknown game %q: want one of %s", name, strings.Join(GameNames(), ", "))
		}
		if name != cfg.GameName() {
			cfg = cfg.ForGame(name)
		}
	}
	if opts.GameOptions != "" {
		g, err := games.Lookup(cfg.GameName())
		if err != nil {
			return cfg, err
		}
		if _, err := g.New(opts.GameOptions); err != nil {
			return cfg, fmt.Errorf("%s options %q: %v", cfg.GameName(), opts.GameOptions, err)
		}
		cfg.SetOptionText(opts.GameOptions)
	}
	if len(opts.Players) > len(cfg.Players) {
		return cfg, fmt.Errorf("%s has %d seats: give at most %d names, not %d", cfg.GameName(), len(cfg.Players), len(cfg.Players), len(opts.Players))
	}
	for i, n := range opts.Players {
		if n != "" {
			cfg.Players[i].Name = n
		}
	}
	return opts.setLevels(cfg)
}

// setLevels seats the options' players: one per seat of the game.
func (opts Options) setLevels(cfg view.GameConfig) (view.GameConfig, error) {
	if len(opts.Levels) == 0 {
		return cfg, nil
	}
	if n := len(cfg.Players); len(opts.Levels) != n {
		return cfg, fmt.Errorf("%s has %d seats: give %d players, not %d", cfg.GameName(), n, n, len(opts.Levels))
	}
	for i, lv := range opts.Levels {
		switch {
		case lv == "":
		case lv == "human":
			cfg.Players[i].Type, cfg.Players[i].Level = view.Human, ""
		case slices.Contains(view.ComputerLevels, lv):
			cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, lv
		default:
			return cfg, fmt.Errorf("unknown player %q: want human or one of %s", lv, strings.Join(view.ComputerLevels, ", "))
		}
	}
	return cfg, nil
}
