//go:build !js

package replay

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/scene"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// drawnReplay draws rp on the rig's screen and returns its buttons'
// labels and the texts written in the footer.
func drawnReplay(r *rig, rp *replayScene) (buttons []string, footer string) {
	img := ebiten.NewImage(int(r.M.W()), int(r.M.H()))
	defer img.Deallocate()
	foot := ui.LayoutTable(r.M.W(), r.M.H()).Footer
	var texts []string
	for _, e := range scenetest.CaptureDrawn(img, func() { rp.Draw(img) }) {
		switch {
		case e.Button:
			buttons = append(buttons, e.Label)
		case scenetest.Inside(e.R, foot):
			texts = append(texts, e.Label)
		}
	}
	return buttons, strings.Join(texts, " ")
}

// smallReviews makes the reviews' budgets small for the test (as the
// layout test's reviewedScene does).
func smallReviews(t *testing.T) {
	keep := reviewOptions
	reviewOptions.Nodes, reviewOptions.Exact = 200, -1
	t.Cleanup(func() { reviewOptions = keep })
}

// TestReplayReviewOffered: the replay's move list offers Review for a
// finished Kaskade game, not at all for Decktet's solitaire or
// Kaleidoskop; for a Kaskade game that did not end it is disabled, and a
// press, the A key or the mouse over it has the footer say why, in words.
func TestReplayReviewOffered(t *testing.T) {
	r := newRig(t, view.Instant)
	over := longMatch(t, r, "kaskade", 2)
	if !over.State().IsOver() {
		t.Fatal("the Kaskade game did not end")
	}
	rp := openReplay(t, r, over)
	rl := replayLayoutOf(r, rp)
	if buttons, _ := drawnReplay(r, rp); rl.Review.R.W == 0 || rl.Review.Disabled || !slices.Contains(buttons, i18n.Tr("review")) {
		t.Fatalf("a finished Kaskade game: Review %v (disabled %v), buttons drawn %q", rl.Review.R, rl.Review.Disabled, buttons)
	}
	for _, name := range []string{"decktet", "kaleidoskop"} {
		for _, n := range []int{3000, 4} { // finished or not
			rp := openReplay(t, r, scenetest.PlayedMatch(t, r.M, scenetest.HumanConfig(name), n, 2))
			r.Key(ebiten.KeyA)
			buttons, _ := drawnReplay(r, rp)
			if replayLayoutOf(r, rp).Review.R.W != 0 || slices.Contains(buttons, i18n.Tr("review")) || r.M.Current() != scene.Scene(rp) || rp.rev.why {
				t.Errorf("%s after %d moves: Review offered (buttons %q, now %T)", name, n, buttons, r.M.Current())
			}
		}
	}

	open := scenetest.PlayedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 6, 1)
	for _, lang := range []string{"en", "de"} {
		r.M.Settings.Lang = lang
		rp := openReplay(t, r, open)
		rl := replayLayoutOf(r, rp)
		why := i18n.Tr("replay review why")
		if rl.Review.R.W == 0 || !rl.Review.Disabled {
			t.Fatalf("%s, an unfinished game: Review %v, disabled %v", lang, rl.Review.R, rl.Review.Disabled)
		}
		if _, foot := drawnReplay(r, rp); strings.Contains(foot, why) {
			t.Fatalf("%s: the footer says %q before anything was pressed", lang, foot)
		}
		r.Click(rl.Review.R.Center())
		if _, foot := drawnReplay(r, rp); r.M.Current() != scene.Scene(rp) || !strings.Contains(foot, why) {
			t.Errorf("%s: a press on the disabled Review: now %T, footer %q", lang, r.M.Current(), foot)
		}
		r.Click(rl.Board.Center()) // the next click ends the word
		if _, foot := drawnReplay(r, rp); strings.Contains(foot, why) {
			t.Errorf("%s: the footer still says why after another click: %q", lang, foot)
		}
		r.Key(ebiten.KeyA)
		if _, foot := drawnReplay(r, rp); r.M.Current() != scene.Scene(rp) || !strings.Contains(foot, why) {
			t.Errorf("%s: A on an unfinished game: now %T, footer %q", lang, r.M.Current(), foot)
		}
		r.Key(ebiten.KeyHome)
		r.Tick(ui.Input{HasCursor: true, Cursor: rl.Review.R.Center()})
		if _, foot := drawnReplay(r, rp); !strings.Contains(foot, why) {
			t.Errorf("%s: the mouse over the disabled Review: footer %q", lang, foot)
		}
	}
	i18n.SetLang("de")
	de := i18n.Tr("replay review why")
	i18n.SetLang("en")
	if en := i18n.Tr("replay review why"); en == de || !strings.Contains(de, "Partie") {
		t.Errorf("the reason in German %q, in English %q", de, en)
	}
}

// TestReplayReviewAgreesWithGameOver: the review opened from the replay
// of a saved record (the menu's way: back to the menu, the record's cursor
// moved back before it was saved) is of the same seat and says the same
// as the one the game over screen opens: the person's seat, whether the
// person lost (seat 0) or won (seat 1), and not the loser's as such.
func TestReplayReviewAgreesWithGameOver(t *testing.T) {
	smallReviews(t)
	moves := lostToExpert(t, "kaskade", "4x4") // seat 0 loses
	for _, c := range []struct {
		white, black string
		seat         int
	}{{"human", "expert", 0}, {"expert", "human", 1}} {
		r := newRig(t, view.Instant)
		b := r.boardCfg(seats(kaskade.Size{Cols: 4, Rows: 4}, c.white, c.black), moves...)
		r.gameOver(b)
		r.ClickLabel(i18n.Tr("review"))
		fromOver, ok := r.M.Current().(*reviewScene)
		if !ok {
			t.Fatalf("game over's Review opened %T", r.M.Current())
		}
		fromOver.finish()

		rec := savedBack(t, record(b), 3)
		rp := openReplay(t, r, rec)
		r.Click(replayLayoutOf(r, rp).Review.R.Center())
		fromReplay, ok := r.M.Current().(*reviewScene)
		if !ok {
			t.Fatalf("%s/%s: the replay's Review opened %T", c.white, c.black, r.M.Current())
		}
		fromReplay.finish()
		if fromReplay.seat != fromOver.seat || int(fromReplay.seat) != c.seat {
			t.Errorf("%s/%s: the replay reviews seat %d, game over seat %d, want %d", c.white, c.black, fromReplay.seat, fromOver.seat, c.seat)
		}
		if len(fromReplay.moves) != len(moves) || !reflect.DeepEqual(fromReplay.rep, fromOver.rep) {
			t.Errorf("%s/%s: the replay's review of %d moves says\n%+v\ngame over's of %d\n%+v", c.white, c.black, len(fromReplay.moves), fromReplay.rep, len(fromOver.moves), fromOver.rep)
		}
	}
}

// savedBack is mt saved and loaded again after undo steps back: a record
// whose cursor is before its last moves.
func savedBack(t *testing.T, mt *match.Match, undo int) *match.Match {
	t.Helper()
	cp, err := match.Decode(match.Encode(mt), games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	for range undo {
		cp.Undo()
	}
	back, err := match.Decode(match.Encode(cp), games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if back.Cursor() >= back.Len() || !reflect.DeepEqual(back.Players, mt.Players) {
		t.Fatalf("saved at %d of %d moves, seats %q", back.Cursor(), back.Len(), back.Players)
	}
	return back
}

// TestReplayReviewBackKeepsPosition: stepped to a position, the replay
// opens the review; its Back (button or Esc) returns to the replay at the
// same position, the board showing it.
func TestReplayReviewBackKeepsPosition(t *testing.T) {
	smallReviews(t)
	r := newRig(t, view.Instant)
	rp := openReplay(t, r, longMatch(t, r, "kaskade", 2))
	for _, back := range []string{"button", "Esc"} {
		r.Key(ebiten.KeyHome)
		for range 5 {
			r.Key(ebiten.KeyArrowRight)
		}
		for rp.view.Busy() {
			r.Tick(ui.Input{})
		}
		at := rp.pos
		if at != 5 {
			t.Fatalf("stepped to %d, want 5", at)
		}
		r.Click(replayLayoutOf(r, rp).Review.R.Center())
		rv, ok := r.M.Current().(*reviewScene)
		if !ok {
			t.Fatalf("Review opened %T", r.M.Current())
		}
		for range scene.FadeTicks + 1 {
			r.Tick(ui.Input{})
		}
		if back == "Esc" {
			r.Key(ebiten.KeyEscape)
		} else {
			r.Click(rv.buttons(rv.layout(r.M.W(), r.M.H())).back.R.Center())
		}
		if r.M.Current() != scene.Scene(rp) {
			t.Fatalf("%s from the review went to %T, want the replay", back, r.M.Current())
		}
		for range scene.FadeTicks + 1 {
			r.Tick(ui.Input{})
		}
		shown := rp.view.(*kaskadeview.KaskadeView).Displayed()
		want := kaskadeview.KaskadeOf(rp.at(at)).Board()
		if rp.pos != at || rp.list.Current(rp.pos) != rp.list.Current(at) || !reflect.DeepEqual(shown, want) {
			t.Errorf("%s: back at %d (want %d), the board showing the position: %v", back, rp.pos, at, reflect.DeepEqual(shown, want))
		}
		if end := kaskadeview.KaskadeOf(rp.at(len(rp.plies))).Board(); reflect.DeepEqual(shown, end) {
			t.Errorf("%s: the board shows the end, not move %d", back, at)
		}
	}
}

// TestReplayReviewLayout: the replay with Review (working, and disabled
// with its reason in the footer) lays out on a desktop window of 1280x800
// and on phones (390x844 at ratio 3, 360x640 at the largest text size),
// in both languages, by the layout test's rules; with
// KASKADE_LAYOUT_SHOTS set it writes them.
func TestReplayReviewLayout(t *testing.T) {
	larger := len(view.TextScales) - 1
	for _, c := range []scenetest.Case{{W: 1280, H: 800, Ratio: 1}, {W: 390, H: 844, Ratio: 3}, {W: 360, H: 640, Ratio: 3, TextSize: larger}} {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := scenetest.NewCaseRig(t, c, lang)
				defer r.Img.Deallocate()
				cfg := scenetest.HumanConfig("kaskade")
				for _, n := range []int{3000, 6} {
					rp, err := newReplayScene(r.M, scenetest.PlayedMatch(t, r.M, cfg, n, 2), scene.Open.Menu(r.M))
					if err != nil {
						t.Fatal(err)
					}
					rp.jump(len(rp.plies) / 2)
					what := "replay, finished"
					if n == 6 {
						what, rp.rev.why = "replay, unfinished", true
					}
					els := r.Show(rp)
					if rl := rp.layout(r.W, r.H); rl.Review.R.W == 0 || rl.Review.Disabled != (n == 6) {
						t.Fatalf("%s: Review %v, disabled %v", what, rl.Review.R, rl.Review.Disabled)
					}
					r.Check(what, els, 0, scenetest.ViewFree(rp.layout(r.W, r.H).Board))
				}
			})
		}
	}
}
