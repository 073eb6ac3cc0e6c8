//go:build !js

package menu

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// pausedKaskade leaves a paused 5x4 Kaskade game of three moves and
// returns its position and the menu that offers it.
func pausedKaskade(t *testing.T, r *rig) (string, *menuScene) {
	t.Helper()
	withSaves(t, r)
	b := r.boardCfg(seats(kaskade.Size{Cols: 5, Rows: 4}, "human", "human"))
	for _, c := range []string{"a1", "b2", "c3"} {
		r.Click(r.cellPoint(b, c))
	}
	want := probe(b).Position
	menu := r.toMenu()
	if menu.resume == nil {
		t.Fatal("no paused game offered")
	}
	return want, menu
}

// Start with a paused game asks first (issue 28, item 1): Cancel keeps the
// menu and the paused game, Enter resumes it, and only "Start anew"
// begins a new game.
func TestStartAsksBeforeReplacingPausedGame(t *testing.T) {
	r := newRig(t, view.Instant)
	want, menu := pausedKaskade(t, r)
	r.Click(menu.layout().start.R.Center())
	if r.M.Current() != menu || !menu.asking {
		t.Fatalf("Start with a paused game went to %T without asking", r.M.Current())
	}
	_, d, _ := menu.menuUnit()
	ask := menu.askLayout(menu.layout().u, d)
	r.Click(ask.dismiss.R.Center())
	if r.M.Current() != menu || menu.asking || menu.resume == nil {
		t.Fatalf("Cancel: scene %T, asking %v, paused %v", r.M.Current(), menu.asking, menu.resume)
	}
	r.Key(ebiten.KeyEnter) // Start by key asks too
	if !menu.asking {
		t.Fatal("Enter started without asking")
	}
	r.Key(ebiten.KeyEnter) // and Enter there resumes
	if scenetest.NameOf(r.M.Current()) != "board" || probe(r.M.Current()).Position != want {
		t.Fatalf("Enter in the question: %T, want the paused game %s", r.M.Current(), want)
	}

	menu = r.toMenu()
	r.Click(menu.layout().start.R.Center())
	r.Click(menu.askLayout(menu.layout().u, d).anew.R.Center())
	if scenetest.NameOf(r.M.Current()) != "board" || r.M.Play.Last.Len() != 0 {
		t.Fatalf("Start anew: %T, want a new game", r.M.Current())
	}
}

// Without a paused game Start starts at once.
func TestStartWithoutPausedGameAsksNothing(t *testing.T) {
	r := newRig(t, view.Instant)
	withSaves(t, r)
	menu := r.toMenu()
	r.Click(menu.layout().start.R.Center())
	if scenetest.NameOf(r.M.Current()) != "board" || menu.asking {
		t.Fatalf("Start: %T, asking %v", r.M.Current(), menu.asking)
	}
}

// The question fits every screen in both languages, its texts inside
// their buttons and the panel on the screen.
func TestLayoutStartQuestion(t *testing.T) {
	for _, size := range scenetest.Sizes {
		for _, lang := range []string{"en", "de"} {
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", lang, size[0], size[1]), func(t *testing.T) {
				r := scenetest.NewLayoutRig(t, size[0], size[1], lang)
				defer r.Img.Deallocate()
				menu := newMenuScene(r.M)
				cfg := scenetest.HumanConfig("kaleidoskop")
				menu.paused = map[string]*match.Match{"kaleidoskop": scenetest.PlayedMatch(t, r.M, cfg, 2, 1)}
				menu.setGame(cfg)
				base := len(r.Show(menu))
				menu.asking = true
				els := r.Show(menu)
				r.Check("start question", els, base, nil)
				_, d, _ := menu.menuUnit()
				if p := menu.askLayout(menu.layout().u, d).panel; !scenetest.Inside(p, ui.Rect{W: size[0], H: size[1]}) {
					t.Errorf("the question's panel %v is off the screen", p)
				}
			})
		}
	}
}
