// Package scene is the shell's core: the Manager (the ebiten.Game that runs
// the current screen, cross-fades to the next and rests when idle), the
// registry by which screens open each other (Open), the settings kept
// between runs, what the game screens share for a run, the statistics'
// keeper, and Run. The screens themselves live in scene/<screen> packages
// that import this one and never each other (docs/architecture.md).
package scene

import (
	"image"
	"log"
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// Scene is one screen. Update gets this tick's input and may switch scenes
// through the manager; Draw lays itself out from the size of dst.
type Scene interface {
	Update(m *Manager, in *ui.Input) error
	Draw(dst *ebiten.Image)
}

// FadeTicks is the length of the cross-fade between scenes.
const FadeTicks = 20

var (
	soundsOnce   sync.Once
	sharedSounds *sprites.Sounds
)

// sounds returns the one Sounds of the process: an audio context can only
// be made once.
func sounds() *sprites.Sounds {
	soundsOnce.Do(func() { sharedSounds = sprites.NewSounds() })
	return sharedSounds
}

// Manager runs the current scene and cross-fades to the next. It is the
// ebiten.Game.
type Manager struct {
	Settings view.Settings
	Sounds   *sprites.Sounds
	Config   view.GameConfig            // the last game set up in the menu
	Setups   map[string]view.GameConfig // each game's last set-up (store.go)
	Guided   []string                   // the games whose guided first game was offered (guide_offer.go)

	input         ui.InputSource
	cur           Scene
	prev          Scene
	fade          int
	snapshot      *ebiten.Image
	snapshotTaken bool
	w, h          float64
	ticks         int
	quit          bool
	err           error
	hooks         []func(m *Manager) error // run after every Update: bench, screenshot
	drawHook      func(m *Manager, screen *ebiten.Image)
	store         platform.Store // where preferences are saved (store.go), or nil
	stored        Prefs          // what store holds
	Play          PlayState      // shared by the game screens (play_state.go)
	stats         statsKeeper    // the statistics (stats_store.go)
	quiet         int            // ticks since anything happened (idle.go)
	alwaysDraw    bool           // draw every frame, idle or not: screenshots, the bench
	sleeping      bool           // the loop runs only on events (idle.go)
	wake          atomic.Int64   // frames still to draw on request (Wake)
	soundLost     bool           // the audio device failed; the game goes on silently
	soundNote     bool           // ... and no screen has said so yet
	lastCursor    ui.Point       // the mouse's last place, to notice it move
	drawnSize     image.Point    // the screen's size at the last drawn frame
	drawn         bool           // a frame has been drawn (several ticks may run before it)
	touch         bool           // the last click was a tap: help names no keys
}

func NewManager(settings view.Settings, cfg view.GameConfig, input ui.InputSource) *Manager {
	m := &Manager{Settings: settings, input: input, Sounds: sounds(), w: 900, h: 760}
	m.Remember(cfg)
	m.ApplySettings() // the theme's palette, the volume (settings.go)
	return m
}

// Goto switches to s with a cross-fade.
func (m *Manager) Goto(s Scene) {
	m.prev, m.cur, m.fade = m.cur, s, FadeTicks
	if m.prev == nil {
		m.fade = 0
	}
	if m.snapshot != nil {
		m.snapshot.Clear()
	}
	m.snapshotTaken = false
}

// Quit ends the game loop after this tick.
func (m *Manager) Quit() { m.quit = true }

// Size is the screen size in device pixels.
func (m *Manager) Size() (w, h float64) { return m.w, m.h }

// Update implements ebiten.Game.
func (m *Manager) Update() error {
	if m.ticks == 0 {
		mark("kaskade:update-start") // Ebitengine is up (the browser's start-up marks)
	}
	m.ticks++
	i18n.SetLang(m.Settings.Lang)
	sprites.UsePalette(m.Settings.Theme.Palette())
	sprites.SetTextScale(m.Settings.TextScale())
	in := m.input.Read()
	m.noteActivity(&in)
	m.noteTouch(&in)
	if m.fade > 0 {
		m.fade--
		if Acts(&in) {
			m.fade = 0 // the player acts on the new screen: it shows at once, and the input counts
		}
	}
	if m.cur != nil {
		if err := m.cur.Update(m, &in); err != nil {
			return err
		}
	}
	for _, h := range m.hooks {
		if err := h(m); err != nil {
			return err
		}
	}
	m.Persist()
	if m.drawn { // after the first frame: the sound device, one effect rendered a tick
		m.noteSound()
		m.Sounds.Settle() // an idle window's sound device rests
		m.Sounds.Warm()
	}
	if m.err != nil {
		return m.err
	}
	if m.quit {
		return ebiten.Termination
	}
	return nil
}

// Acts reports whether in holds something the player did: a click, a
// key, typing, a drag let go.
func Acts(in *ui.Input) bool {
	return len(in.Clicks) > 0 || len(in.Keys) > 0 || len(in.Chars) > 0 || in.Released
}

// noteTouch follows whether the player points with a finger or the mouse:
// a tap (a click without a cursor) says finger, a mouse click or a key
// says mouse and keyboard.
func (m *Manager) noteTouch(in *ui.Input) {
	switch {
	case len(in.Clicks) > 0:
		m.touch = !in.HasCursor
	case len(in.Keys) > 0:
		m.touch = false
	}
}

// Draw implements ebiten.Game: the current scene, and while fading the
// last picture of the previous scene on top, more transparent each tick.
func (m *Manager) Draw(screen *ebiten.Image) {
	if !m.mustDraw(screen) {
		return // nothing moves: the last picture stays (the screen is not cleared)
	}
	if !m.drawn {
		mark("kaskade:draw-start") // the ticks run before the first frame are done
	}
	screen.Fill(sprites.Background)
	if m.fade > 0 && m.prev != nil && !m.snapshotTaken {
		m.takeSnapshot(screen)
	}
	if m.cur != nil {
		m.cur.Draw(screen)
	}
	if m.fade > 0 && m.snapshot != nil {
		op := &ebiten.DrawImageOptions{}
		sw, sh := m.snapshot.Bounds().Dx(), m.snapshot.Bounds().Dy()
		op.GeoM.Scale(float64(screen.Bounds().Dx())/float64(sw), float64(screen.Bounds().Dy())/float64(sh))
		op.ColorScale.ScaleAlpha(float32(ui.EaseInOut(float64(m.fade) / FadeTicks)))
		screen.DrawImage(m.snapshot, op)
	}
	if m.drawHook != nil {
		m.drawHook(m, screen)
	}
	m.drawn = true
}

func (m *Manager) takeSnapshot(screen *ebiten.Image) {
	b := screen.Bounds()
	if m.snapshot == nil || m.snapshot.Bounds() != b {
		if m.snapshot != nil {
			m.snapshot.Deallocate()
		}
		m.snapshot = ebiten.NewImage(b.Dx(), b.Dy())
	}
	m.snapshot.Fill(sprites.Background)
	m.prev.Draw(m.snapshot)
	m.snapshotTaken = true
}

// Layout is never called: LayoutF takes precedence. It is here to satisfy
// ebiten.Game.
func (m *Manager) Layout(w, h int) (int, int) {
	fw, fh := m.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// LayoutF makes the screen as many device pixels as the window has, so
// everything is drawn sharp at the monitor's scale rather than upscaled.
func (m *Manager) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if mon := ebiten.Monitor(); mon != nil {
		s = mon.DeviceScaleFactor()
	}
	if s <= 0 {
		s = 1
	}
	m.w, m.h = w*s, h*s
	ui.SetPixelRatio(s) // controls a finger's size, no text under 12 CSS pixels
	ui.SetScreen(m.w, m.h)
	return m.w, m.h
}

// SetSize fixes the screen size; tests use it instead of a window.
func (m *Manager) SetSize(w, h float64) { m.w, m.h = w, h; ui.SetScreen(w, h) }

// noteSound notices, once, that the audio device failed during the game
// (the sounds then stay silent): the log says why, and the table says it
// on screen (table.go).
func (m *Manager) noteSound() {
	if m.soundLost || m.Sounds == nil {
		return
	}
	if err := m.Sounds.Failed(); err != nil {
		m.soundLost = true
		m.soundNote = true
		log.Printf("kaskade: sound stopped: %v; playing on without sound", err)
	}
}

// W and H are the screen's width and height in device pixels.
func (m *Manager) W() float64 { return m.w }
func (m *Manager) H() float64 { return m.h }

// Touch reports whether the player points with a finger (the last click
// was a tap): help then names no keys.
func (m *Manager) Touch() bool { return m.touch }

// TouchKey is the text key for how the player points: key + " touch" (the
// form that names no keys) after a tap, as view.ViewEnv.TouchKey.
func (m *Manager) TouchKey(key string) string {
	if m.touch {
		return key + " touch"
	}
	return key
}

// Current is the scene on screen.
func (m *Manager) Current() Scene { return m.cur }

// HasStore reports whether the settings are kept between runs.
func (m *Manager) HasStore() bool { return m.store != nil }

// ApplySettings makes the settings' theme and volume current: the palette
// every drawing reads, the sounds' volume.
func (m *Manager) ApplySettings() {
	sprites.UsePalette(m.Settings.Theme.Palette())
	sprites.SetTextScale(m.Settings.TextScale())
	m.Sounds.SetMuted(m.Settings.Muted)
	m.Sounds.SetVolume(m.Settings.SoundVolume())
}

// Server is the game server's address: the page's own origin in the
// browser, else the -server flag or the setting.
func (m *Manager) Server() string {
	if o := platform.PageOrigin(); o != "" {
		return o
	}
	if m.Settings.Server != "" {
		return m.Settings.Server
	}
	return view.DefaultServer
}

// AfterUpdate runs h after every Update (the render bench); its error
// ends the game loop.
func (m *Manager) AfterUpdate(h func(m *Manager) error) { m.hooks = append(m.hooks, h) }

// AfterDraw runs h after every Draw, after the hooks set before it.
func (m *Manager) AfterDraw(h func(m *Manager, screen *ebiten.Image)) {
	prev := m.drawHook
	m.drawHook = func(m *Manager, screen *ebiten.Image) {
		if prev != nil {
			prev(m, screen)
		}
		h(m, screen)
	}
}

// DrawAlways draws every frame, idle or not: screenshots, the bench.
func (m *Manager) DrawAlways() { m.alwaysDraw = true }

// Fail ends the game loop with err after this tick.
func (m *Manager) Fail(err error) { m.err = err }

// TakeSoundNote reports, once, that the sound device failed: the screen
// that takes it says so.
func (m *Manager) TakeSoundNote() bool {
	n := m.soundNote
	m.soundNote = false
	return n
}

// SkipFade ends a cross-fade at once (tests that draw one screen).
func (m *Manager) SkipFade() { m.fade = 0 }

// Input is where the manager reads each tick's input (tests queue theirs).
func (m *Manager) Input() ui.InputSource { return m.input }

// Quiet is the ticks since anything happened (idle.go).
func (m *Manager) Quiet() int { return m.quiet }

// Fading reports whether a cross-fade is under way.
func (m *Manager) Fading() bool { return m.fade > 0 }

// Quitting reports whether the game loop ends after this tick.
func (m *Manager) Quitting() bool { return m.quit }

// KeepRunning takes back a Quit of this tick (the monkey test plays on).
func (m *Manager) KeepRunning() { m.quit = false }
