//go:build !js

package table

import (
	"fmt"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
)

// TestResultSaysItOnce: the game-over panel says the outcome once: the
// winner's name is in one of its texts besides the ranking's rows
// (Cascades said "White wins, 8 to 6 …" in the title's place and again
// in its figures; Kaleidoskop ranked everyone twice), no text of the
// panel is another's repeat, and none is cut with "…" (issue 28, item
// 14). Each game is played to its end by random moves, on a desktop and
// a phone, in both languages.
func TestResultSaysItOnce(t *testing.T) {
	for _, size := range [][2]float64{{900, 760}, {390 * 2, 844 * 2}} {
		for _, lang := range []string{"en", "de"} {
			for _, name := range []string{"kaskade", "cascades", "decktet", "kaleidoskop", "formation"} {
				r := scenetest.NewCaseRig(t, scenetest.Case{W: size[0], H: size[1], Ratio: 1}, lang)
				for seed := uint64(2); seed < 5; seed++ {
					over := playedMatch(t, r.M, scenetest.HumanConfig(name), 3000, seed)
					if !over.over() {
						t.Fatalf("%s: seed %d did not end", name, seed)
					}
					below := len(r.Show(over))
					g := newGameOverScene(over)
					head, all := panelTexts(r.Show(g)[below:], g)
					checkSaidOnce(t, g, head, all, name+"/"+lang)
				}
				r.Img.Deallocate()
			}
		}
	}
}

// panelTexts are the texts drawn on the game-over panel, not its
// buttons': those above its ranking (head) and all.
func panelTexts(els []scenetest.Element, g *gameOverScene) (head, all []string) {
	l := g.layout()
	for _, e := range els {
		if e.Button || !scenetest.Inside(e.R, l.panel) || onAButton(e, els) {
			continue
		}
		all = append(all, e.Label)
		if !g.many() || e.R.Center().Y < l.rankTop {
			head = append(head, e.Label)
		}
	}
	return head, all
}

// onAButton reports whether e is a button's label.
func onAButton(e scenetest.Element, els []scenetest.Element) bool {
	for _, b := range els {
		if b.Button && scenetest.Inside(e.R, b.R) {
			return true
		}
	}
	return false
}

// checkSaidOnce: no head text twice (the ranking's rows may tie), none
// cut, each seat named once (the winner twice where a ranking lists it).
func checkSaidOnce(t *testing.T, g *gameOverScene, head, all []string, where string) {
	t.Helper()
	seen := map[string]bool{}
	for _, s := range head {
		if seen[s] {
			t.Errorf("%s: %q twice on the result panel: %q", where, s, all)
		}
		seen[s] = true
	}
	for _, s := range all {
		if strings.Contains(s, "…") {
			t.Errorf("%s: %q is cut on the result panel", where, s)
		}
	}
	for seat := range g.table.cfg.Players { // each seat named once: its row, or the sentence saying who won
		name, n := g.table.cfg.SeatName(game.Player(seat)), 0
		for _, s := range all {
			if strings.Contains(s, name) {
				n++
			}
		}
		allowed := 1
		if g.many() && game.Player(seat) == g.winner {
			allowed = 2 // the title and the ranking's row
		}
		if n > allowed {
			t.Errorf("%s: %s is named in %d texts of the result panel: %q", where, name, n, all)
		}
	}
}

// TestGameOverNoteShows: a note said on the game-over screen (an online
// game's record not come yet, a review that cannot open) is drawn over
// the panel, not dimmed beneath it, keeps the screen drawing while it
// shows and is gone after its time.
func TestGameOverNoteShows(t *testing.T) {
	r := scenetest.NewCaseRig(t, scenetest.Case{W: 390, H: 844, Ratio: 2}, "en")
	over := playedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 3000, 2)
	g := newGameOverScene(over)
	r.Show(g)
	if g.Animating() {
		t.Fatal("the game over is drawing with nothing to show")
	}
	over.say(i18n.Tr("online no record"), false)
	els := r.Show(g)
	if last := els[len(els)-1]; !strings.Contains(i18n.Tr("online no record"), last.Label) {
		t.Fatalf("the last thing drawn is %v, not the note", last)
	}
	if !g.Animating() {
		t.Error("the note shows, but the screen may stop drawing")
	}
	for range msgTicks {
		r.Show(g)
	}
	if g.Animating() || strings.Contains(fmt.Sprint(r.Show(g)), i18n.Tr("online no record")[:10]) {
		t.Error("the note is still there after its time")
	}
}
