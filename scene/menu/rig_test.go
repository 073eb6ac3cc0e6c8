package menu

import (
	"testing"

	"kaskade/engine/kaskade"
	"kaskade/scene"
	formationview "kaskade/scene/games/formation"
	"kaskade/scene/platform"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// rig is scenetest's, with the menu's helpers.
type rig struct{ *scenetest.Rig }

func newRig(t *testing.T, mode view.AnimMode) *rig {
	t.Helper()
	return &rig{scenetest.NewRig(t, mode)}
}

// toMenu opens the menu as at the start of the program.
func (r *rig) toMenu() *menuScene {
	menu := newMenuScene(r.M)
	r.Goto(menu)
	return menu
}

// withSaves gives the rig's manager an autosave in a fresh config folder.
func withSaves(t *testing.T, r *rig) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(platform.ConfigDirEnv, dir)
	t.Cleanup(func() { platform.Flush() }) // before the folder goes
	r.M.Play.Slot = scene.AutosaveSlot
	return dir
}

// boardCfg opens a table of cfg after moves, as the menu's Start does.
func (r *rig) boardCfg(cfg view.GameConfig, moves ...string) scene.Scene {
	r.T.Helper()
	b, err := scene.Open.Table(r.M, scene.Game{Config: cfg, Moves: moves})
	if err != nil {
		r.T.Fatal(err)
	}
	r.Goto(b)
	return b
}

// probe is what the board b shows (its position, where its cells are).
func probe(b scene.Scene) scene.Probe { return b.(scene.Prober).Probe() }

// cellPoint is the centre of the board's cell name ("b2").
func (r *rig) cellPoint(b scene.Scene, name string) ui.Point {
	r.T.Helper()
	p, ok := probe(b).Locate(name)
	if !ok {
		r.T.Fatalf("no cell %s", name)
	}
	return p
}

// seats is Kaskade on z with White and Black "human" or a computer level.
func seats(z kaskade.Size, white, black string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.SetOptionText(z.String())
	for i, k := range []string{white, black} {
		if k != "human" {
			cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, k
		}
	}
	return cfg
}

// fmSeats is Die Formation with options and Black and White "human" or a
// computer level.
func fmSeats(options, black, white string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.Game, cfg.Options = "formation", options
	cfg.Players = []view.PlayerConfig{{Name: "Black"}, {Name: "White"}}
	for i, k := range []string{black, white} {
		if k != "human" {
			cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, k
		}
	}
	return cfg
}

// fmPanelRect is where the menu would put the options panel.
var fmPanelRect = ui.Rect{X: 100, Y: 200, W: 532, H: 400}

func clickPanel(o *formationview.FormationOptions, b ui.Button) {
	o.Update(&ui.Input{Clicks: []ui.Point{b.R.Center()}}, fmPanelRect, 1)
}

// tap is a finger's click: a press and its release, no cursor.
func (r *rig) tap(p ui.Point) {
	r.Click(p)
	r.Tick(ui.Input{Released: true, ReleasedAt: p})
}
