//go:build !js

package menu

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/scene"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

func TestMenuSetsUpGame(t *testing.T) {
	r := scenetest.NewRig(t, view.Animated)
	menu := newMenuScene(r.M)
	r.M.Goto(menu)
	r.Tick(ui.Input{})
	r.DrawAll()
	l := menu.layout()
	ol := menu.options.(*kaskadeview.KaskadeOptions).Layout(l.options, l.u)
	r.Click(ol.Presets[1].R.Center()) // 8x8
	for i := 0; i < 30; i++ {
		r.Click(ol.ColsInc.R.Center())
		r.Click(ol.RowsDec.R.Center())
	}
	if got := menu.options.Options(); got != "20x3" {
		t.Fatalf("steppers gave %v, want clamped 20x3", got)
	}
	r.Click(l.nameRows[1].Center())
	for range 5 {
		r.Tick(ui.Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	}
	r.Tick(ui.Input{Chars: []rune("Ada")})
	r.Key(ebiten.KeyEnter) // leaves the field, does not start
	if scenetest.NameOf(r.M.Current()) != "menu" {
		t.Fatal("Enter in a name field started the game")
	}
	r.Click(l.types[0].R.Center())
	if p := menu.cfg.Players[0]; p.Type != view.Computer || p.Level != "easy" {
		t.Fatalf("type selector gave %+v, want the easy computer", p)
	}
	for range len(view.ComputerLevels) {
		r.Click(l.types[0].R.Center())
	}
	if menu.cfg.Players[0].Type != view.Human {
		t.Fatalf("type selector did not cycle back to Human: %+v", menu.cfg.Players[0])
	}
	r.Click(l.start.R.Center())
	if scenetest.NameOf(r.M.Current()) != "board" {
		t.Fatalf("Start: %T, want the board", r.M.Current())
	}
	// The board's game, and its set-up as the manager keeps it for the next menu.
	pos, cfg := r.M.Current().(scene.Prober).Probe().Position, r.M.Config
	if !strings.HasPrefix(pos, "20x3 ") || cfg.OptionText() != "20x3" || cfg.SeatName(kaskade.PlayerOf(kaskade.Black)) != "Ada" || cfg.SeatName(kaskade.PlayerOf(kaskade.White)) != "White" {
		t.Fatalf("board %q, config %+v", pos, cfg)
	}
}
