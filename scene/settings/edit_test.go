//go:build !js

package settings

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The settings opened from a board change the manager's settings at once,
// and Esc returns to the board.
func TestSettingsEditManagerSettings(t *testing.T) {
	r := scenetest.NewRig(t, view.Animated)
	b, err := scene.Open.Table(r.M, scene.Game{Config: view.DefaultConfig()})
	if err != nil {
		t.Fatal(err)
	}
	r.Goto(b)
	r.ClickLabel(i18n.Tr("settings")) // the board's header button
	s, ok := r.M.Current().(*settingsScene)
	if !ok {
		t.Fatalf("Settings button: %T", r.M.Current())
	}
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.DrawAll()
	l := s.layout(r.M.Settings)
	r.Click(l.rows[rowMode][index(modeOrder, view.Stepwise, -1)].R.Center())
	r.Click(l.rows[rowSpeed][len(view.Speeds)-1].R.Center())
	r.Click(l.rows[rowSound][2].R.Center()) // 50 %
	r.Click(l.rows[rowExpert][4].R.Center())
	if st := r.M.Settings; st.Mode != view.Stepwise || st.Speed != view.Speeds[len(view.Speeds)-1] || st.Muted || r.M.Sounds.Volume() != 0.5 || st.ExpertDuration() != 5*time.Second {
		t.Fatalf("settings now %+v", r.M.Settings)
	}
	r.Click(l.rows[rowSound][0].R.Center())
	if !r.M.Settings.Muted || !r.M.Sounds.Muted() {
		t.Fatal("Off did not mute")
	}
	r.Click(l.rows[rowLang][2].R.Center())
	if r.M.Settings.Lang != "de" || i18n.Tr("menu") != "Menü" {
		t.Fatalf("Deutsch: lang %q, menu %q", r.M.Settings.Lang, i18n.Tr("menu"))
	}
	r.Click(l.rows[rowLang][1].R.Center())
	r.Key(ebiten.KeyEscape)
	if r.M.Current() != scene.Scene(b) {
		t.Fatalf("Esc in settings: %T, want back to the board", r.M.Current())
	}
}
