//go:build !js

package scene

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/engine/match"
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
		r.click(r.cellPoint(b, c))
	}
	want := b.state().String()
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
	r.click(menu.layout().start.R.Center())
	if r.m.Current() != menu || !menu.asking {
		t.Fatalf("Start with a paused game went to %T without asking", r.m.Current())
	}
	_, d, _ := menu.menuUnit()
	ask := menu.askLayout(menu.layout().u, d)
	r.click(ask.dismiss.R.Center())
	if r.m.Current() != menu || menu.asking || menu.resume == nil {
		t.Fatalf("Cancel: scene %T, asking %v, paused %v", r.m.Current(), menu.asking, menu.resume)
	}
	r.key(ebiten.KeyEnter) // Start by key asks too
	if !menu.asking {
		t.Fatal("Enter started without asking")
	}
	r.key(ebiten.KeyEnter) // and Enter there resumes
	if tb, ok := r.m.Current().(*table); !ok || tb.state().String() != want {
		t.Fatalf("Enter in the question: %T, want the paused game %s", r.m.Current(), want)
	}

	menu = r.toMenu()
	r.click(menu.layout().start.R.Center())
	r.click(menu.askLayout(menu.layout().u, d).anew.R.Center())
	tb, ok := r.m.Current().(*table)
	if !ok || len(tb.match.AllMoves()) != 0 {
		t.Fatalf("Start anew: %T, want a new game", r.m.Current())
	}
}

// Without a paused game Start starts at once.
func TestStartWithoutPausedGameAsksNothing(t *testing.T) {
	r := newRig(t, view.Instant)
	withSaves(t, r)
	menu := r.toMenu()
	r.click(menu.layout().start.R.Center())
	if _, ok := r.m.Current().(*table); !ok || menu.asking {
		t.Fatalf("Start: %T, asking %v", r.m.Current(), menu.asking)
	}
}

// The question fits every screen in both languages, its texts inside
// their buttons and the panel on the screen.
func TestLayoutStartQuestion(t *testing.T) {
	for _, size := range layoutSizes {
		for _, lang := range []string{"en", "de"} {
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", lang, size[0], size[1]), func(t *testing.T) {
				r := newLayoutRig(t, size[0], size[1], lang)
				defer r.img.Deallocate()
				menu := newMenuScene(r.m)
				cfg := humanConfig("kaleidoskop")
				menu.paused = map[string]*match.Match{"kaleidoskop": playedMatch(t, r.m, cfg, 2, 1).record()}
				menu.setGame(cfg)
				base := len(r.show(menu))
				menu.asking = true
				els := r.show(menu)
				r.check("start question", els, base, nil)
				_, d, _ := menu.menuUnit()
				if p := menu.askLayout(menu.layout().u, d).panel; !inside(p, ui.Rect{W: size[0], H: size[1]}) {
					t.Errorf("the question's panel %v is off the screen", p)
				}
			})
		}
	}
}
