// Package scenetest holds what the screens' tests share: a manager driven
// by scripted input (Rig), the layout checks every screen is held to
// (LayoutRig, Cases), and the tests' main (Main). Tests only: the program
// never imports it.
package scenetest

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/looptest"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// FakeInput feeds scripted ticks of input; an empty queue is a quiet tick.
type FakeInput struct{ Queue []ui.Input }

func (f *FakeInput) Read() ui.Input {
	if len(f.Queue) == 0 {
		return ui.Input{}
	}
	in := f.Queue[0]
	f.Queue = f.Queue[1:]
	return in
}

// Rig is a manager on a 900x760 screen driven by synthetic input.
type Rig struct {
	T  *testing.T
	M  *scene.Manager
	In *FakeInput
}

// NewRig is a rig in English, muted, with the animation mode given.
func NewRig(t *testing.T, mode view.AnimMode) *Rig {
	t.Helper()
	fi := &FakeInput{}
	st := view.DefaultSettings()
	st.Mode, st.Muted, st.Lang = mode, true, "en"
	m := scene.NewManager(st, view.DefaultConfig(), fi)
	m.SetSize(900, 760)
	i18n.SetLang("en")
	return &Rig{T: t, M: m, In: fi}
}

// Tick runs one Update with in.
func (r *Rig) Tick(in ui.Input) {
	r.T.Helper()
	r.In.Queue = append(r.In.Queue, in)
	if err := r.M.Update(); err != nil {
		r.T.Fatalf("Update: %v", err)
	}
}

func (r *Rig) Click(p ui.Point) { r.Tick(ui.Input{Clicks: []ui.Point{p}}) }

func (r *Rig) Key(k ebiten.Key) { r.Tick(ui.Input{Keys: []ebiten.Key{k}}) }

func (r *Rig) Ctrl(k ebiten.Key) { r.Tick(ui.Input{Keys: []ebiten.Key{k}, Ctrl: true}) }

// SettleFade ticks through a cross-fade (input is ignored while fading in).
func (r *Rig) SettleFade() {
	r.T.Helper()
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
}

// Goto opens s and lets its cross-fade pass.
func (r *Rig) Goto(s scene.Scene) {
	r.T.Helper()
	r.M.Goto(s)
	r.SettleFade()
}

// Shot writes the screen as the manager draws it to path.
func (r *Rig) Shot(path string) {
	r.T.Helper()
	img := ebiten.NewImage(int(r.M.W()), int(r.M.H()))
	defer img.Deallocate()
	r.M.Draw(img)
	if err := scene.WritePNG(img, path); err != nil {
		r.T.Fatal(err)
	}
}

// ShotIn is Shot into dir (KASKADE_SCREENSHOT's folder) as name.
func (r *Rig) ShotIn(dir, name string) { r.Shot(filepath.Join(dir, name)) }

// DrawAll draws the current scene at several screen sizes: a smoke test
// that no layout panics, however small or large the window.
func (r *Rig) DrawAll() {
	r.T.Helper()
	for _, sz := range [][2]int{{900, 760}, {500, 400}, {1800, 1520}, {120, 90}} {
		img := ebiten.NewImage(sz[0], sz[1])
		r.M.SetSize(float64(sz[0]), float64(sz[1]))
		r.M.Draw(img)
		img.Deallocate()
		looptest.Flush()
	}
	r.M.SetSize(900, 760)
	r.Tick(ui.Input{}) // scenes lay out again for 900x760
}

// NameOf is the screen's name as the browser's test hook sees it ("menu",
// "board", …), "" for a screen that says none.
func NameOf(s scene.Scene) string {
	if p, ok := s.(scene.Prober); ok {
		return p.Probe().Scene
	}
	return ""
}

// Until ticks (10 ms apart, for news from the network) until ok, at most
// ten seconds; what names the awaited state in the failure.
func (r *Rig) Until(what string, ok func() bool) {
	r.T.Helper()
	for range 1000 {
		if ok() {
			return
		}
		r.Tick(ui.Input{})
		time.Sleep(10 * time.Millisecond)
	}
	r.T.Fatalf("no %s after ten seconds", what)
}

// Buttons are the buttons the current scene draws, as it draws them now.
func (r *Rig) Buttons() []ui.Button {
	r.T.Helper()
	img := ebiten.NewImage(int(r.M.W()), int(r.M.H()))
	defer img.Deallocate()
	ui.Drawn = ui.Drawn[:0]
	noting(true)
	r.M.Current().Draw(img)
	noting(false)
	out := append([]ui.Button(nil), ui.Drawn...)
	ui.Drawn = ui.Drawn[:0]
	return out
}

// ClickLabel clicks the current scene's button labelled label.
func (r *Rig) ClickLabel(label string) {
	r.T.Helper()
	for _, b := range r.Buttons() {
		if b.Label == label {
			r.Click(b.R.Center())
			return
		}
	}
	r.T.Fatalf("no button %q on %s", label, NameOf(r.M.Current()))
}

// Texts are the texts the current scene draws, as it draws them now.
func (r *Rig) Texts() []string {
	r.T.Helper()
	img := ebiten.NewImage(int(r.M.W()), int(r.M.H()))
	defer img.Deallocate()
	var out []string
	for _, e := range CaptureDrawn(img, func() { r.M.Current().Draw(img) }) {
		if !e.Button {
			out = append(out, e.Label)
		}
	}
	return out
}

// Shows reports whether the current scene draws a text containing s.
func (r *Rig) Shows(s string) bool {
	r.T.Helper()
	for _, t := range r.Texts() {
		if strings.Contains(t, s) {
			return true
		}
	}
	return false
}

// Button is the current scene's button whose label starts with prefix.
func (r *Rig) Button(prefix string) (ui.Button, bool) {
	r.T.Helper()
	for _, b := range r.Buttons() {
		if strings.HasPrefix(b.Label, prefix) {
			return b, true
		}
	}
	return ui.Button{}, false
}

// MemStore is a settings store in memory that counts its saves.
type MemStore struct {
	Data  []byte
	Saves int
}

func (s *MemStore) Load() ([]byte, error) { return s.Data, nil }
func (s *MemStore) Save(d []byte) error {
	s.Data, s.Saves = append([]byte(nil), d...), s.Saves+1
	return nil
}
func (s *MemStore) Where() string { return "memory" }

// RunWith starts a manager on the store as Run would, on the menu, in a
// settings folder of its own (a game another test left paused in the
// shared one would make Start ask first).
func RunWith(t *testing.T, s platform.Store) *Rig {
	t.Helper()
	t.Setenv(platform.ConfigDirEnv, t.TempDir())
	t.Cleanup(func() { platform.Flush() })
	fi := &FakeInput{}
	m, err := scene.NewRunManager(scene.Options{Store: s}, fi)
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(900, 760)
	r := &Rig{T: t, M: m, In: fi}
	r.SettleFade()
	return r
}
