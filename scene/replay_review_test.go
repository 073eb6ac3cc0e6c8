//go:build !js

package scene

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// drawnReplay draws rp on the rig's screen and returns its buttons'
// labels and the texts written in the footer.
func drawnReplay(r *rig, rp *replayScene) (buttons []string, footer string) {
	img := ebiten.NewImage(int(r.m.W()), int(r.m.H()))
	defer img.Deallocate()
	foot := ui.LayoutTable(r.m.W(), r.m.H()).Footer
	var texts []string
	for _, e := range captureDrawn(img, func() { rp.Draw(img) }) {
		switch {
		case e.button:
			buttons = append(buttons, e.label)
		case inside(e.r, foot):
			texts = append(texts, e.label)
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
	if buttons, _ := drawnReplay(r, rp); rl.review.R.W == 0 || rl.review.Disabled || !slices.Contains(buttons, i18n.Tr("review")) {
		t.Fatalf("a finished Kaskade game: Review %v (disabled %v), buttons drawn %q", rl.review.R, rl.review.Disabled, buttons)
	}
	for _, name := range []string{"decktet", "kaleidoskop"} {
		for _, n := range []int{3000, 4} { // finished or not
			rp := openReplay(t, r, playedMatch(t, r.m, humanConfig(name), n, 2).record())
			r.key(ebiten.KeyA)
			buttons, _ := drawnReplay(r, rp)
			if replayLayoutOf(r, rp).review.R.W != 0 || slices.Contains(buttons, i18n.Tr("review")) || r.m.Current() != Scene(rp) || rp.rev.why {
				t.Errorf("%s after %d moves: Review offered (buttons %q, now %T)", name, n, buttons, r.m.Current())
			}
		}
	}

	open := playedMatch(t, r.m, humanConfig("kaskade"), 6, 1).record()
	for _, lang := range []string{"en", "de"} {
		r.m.Settings.Lang = lang
		rp := openReplay(t, r, open)
		rl := replayLayoutOf(r, rp)
		why := i18n.Tr("replay review why")
		if rl.review.R.W == 0 || !rl.review.Disabled {
			t.Fatalf("%s, an unfinished game: Review %v, disabled %v", lang, rl.review.R, rl.review.Disabled)
		}
		if _, foot := drawnReplay(r, rp); strings.Contains(foot, why) {
			t.Fatalf("%s: the footer says %q before anything was pressed", lang, foot)
		}
		r.click(rl.review.R.Center())
		if _, foot := drawnReplay(r, rp); r.m.Current() != Scene(rp) || !strings.Contains(foot, why) {
			t.Errorf("%s: a press on the disabled Review: now %T, footer %q", lang, r.m.Current(), foot)
		}
		r.click(rl.board.Center()) // the next click ends the word
		if _, foot := drawnReplay(r, rp); strings.Contains(foot, why) {
			t.Errorf("%s: the footer still says why after another click: %q", lang, foot)
		}
		r.key(ebiten.KeyA)
		if _, foot := drawnReplay(r, rp); r.m.Current() != Scene(rp) || !strings.Contains(foot, why) {
			t.Errorf("%s: A on an unfinished game: now %T, footer %q", lang, r.m.Current(), foot)
		}
		r.key(ebiten.KeyHome)
		r.tick(ui.Input{HasCursor: true, Cursor: rl.review.R.Center()})
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
		g := newGameOverScene(b)
		r.m.Goto(g)
		for i := 0; i <= fadeTicks; i++ {
			r.tick(ui.Input{})
		}
		r.click(g.layout().review.R.Center())
		fromOver, ok := r.m.Current().(*reviewScene)
		if !ok {
			t.Fatalf("game over's Review opened %T", r.m.Current())
		}
		fromOver.finish()

		rec := savedBack(t, b.record(), 3)
		rp := openReplay(t, r, rec)
		r.click(replayLayoutOf(r, rp).review.R.Center())
		fromReplay, ok := r.m.Current().(*reviewScene)
		if !ok {
			t.Fatalf("%s/%s: the replay's Review opened %T", c.white, c.black, r.m.Current())
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
		r.key(ebiten.KeyHome)
		for range 5 {
			r.key(ebiten.KeyArrowRight)
		}
		for rp.view.Busy() {
			r.tick(ui.Input{})
		}
		at := rp.pos
		if at != 5 {
			t.Fatalf("stepped to %d, want 5", at)
		}
		r.click(replayLayoutOf(r, rp).review.R.Center())
		rv, ok := r.m.Current().(*reviewScene)
		if !ok {
			t.Fatalf("Review opened %T", r.m.Current())
		}
		for range fadeTicks + 1 {
			r.tick(ui.Input{})
		}
		if back == "Esc" {
			r.key(ebiten.KeyEscape)
		} else {
			r.click(rv.buttons(rv.layout(r.m.W(), r.m.H())).back.R.Center())
		}
		if r.m.Current() != Scene(rp) {
			t.Fatalf("%s from the review went to %T, want the replay", back, r.m.Current())
		}
		for range fadeTicks + 1 {
			r.tick(ui.Input{})
		}
		shown := rp.view.(*kaskadeview.KaskadeView).Displayed()
		want := kaskadeview.KaskadeOf(rp.at(at)).Board()
		if rp.pos != at || rp.list.current(rp.pos) != rp.list.current(at) || !reflect.DeepEqual(shown, want) {
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
	for _, c := range []layoutCase{{w: 1280, h: 800, ratio: 1}, {w: 390, h: 844, ratio: 3}, {w: 360, h: 640, ratio: 3, textSize: larger}} {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := newCaseRig(t, c, lang)
				defer r.img.Deallocate()
				cfg := humanConfig("kaskade")
				for _, n := range []int{3000, 6} {
					rp, err := newReplayScene(r.m, playedMatch(t, r.m, cfg, n, 2).record(), newMenuScene(r.m))
					if err != nil {
						t.Fatal(err)
					}
					rp.jump(len(rp.plies) / 2)
					what := "replay, finished"
					if n == 6 {
						what, rp.rev.why = "replay, unfinished", true
					}
					els := r.show(rp)
					if rl := rp.layout(r.w, r.h); rl.review.R.W == 0 || rl.review.Disabled != (n == 6) {
						t.Fatalf("%s: Review %v, disabled %v", what, rl.review.R, rl.review.Disabled)
					}
					r.check(what, els, 0, viewFree(rp.layout(r.w, r.h).board))
				}
			})
		}
	}
}
