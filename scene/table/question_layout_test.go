//go:build !js

package table

import (
	"testing"

	"kaskade/online/proto"
	"kaskade/scene/i18n/i18ntest"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
)

// TestQuestionTextsInTheirBox: the undo request's dialog and the online
// leave dialog keep their titles and notes inside their panels (the
// German "Ann möchte den letzten Zug zurücknehmen" ran wider than its box
// on a phone in the largest text; issue 41), at the layout test's sizes
// in both languages.
func TestQuestionTextsInTheirBox(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := scenetest.NewCaseRig(t, c, lang)
				r.Game = "kaskade"
				defer r.Img.Deallocate()
				tb, rm := layoutRoom(t, r, "kaskade")
				base := len(r.Show(tb))
				rm.info.UndoBy = (rm.seat + 1) % len(rm.info.Seats) // the other seat asks
				checkQuestion(t, r, tb, "undo dialog", base)
				rm.info.UndoBy = proto.Watch
				tb.confirm = true
				checkQuestion(t, r, tb, "online leave dialog", base)
			})
		}
	}
}

// checkQuestion draws tb's open dialog and checks that what it adds to
// the base elements lies in its panel and keeps the layout rules.
func checkQuestion(t *testing.T, r *scenetest.LayoutRig, tb *table, what string, base int) {
	t.Helper()
	els := r.Show(tb)
	q := tb.question()
	for _, e := range els[base:] {
		if !scenetest.Inside(e.R, q.r) {
			t.Errorf("%s: %s leaves its panel %v", what, e, q.r)
		}
	}
	r.Check(what, els, base, nil)
}

// TestQuestionButtonsNameNoKeysOnTouch: after a tap the yes-or-no
// dialog's buttons say Yes and No alone ("Ja (J)" named a key a phone
// has not); after a mouse click they name their keys again.
func TestQuestionButtonsNameNoKeysOnTouch(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		r := scenetest.NewLayoutRig(t, 900, 760, lang)
		tb := playedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 2, 1)
		r.Show(tb)
		for _, mouse := range []bool{false, true} {
			r.M.Input().(*scenetest.FakeInput).Queue = []ui.Input{{Clicks: []ui.Point{{X: 1, Y: 1}}, HasCursor: mouse}}
			if err := r.M.Update(); err != nil {
				t.Fatal(err)
			}
			yes, no := tb.confirmButtons()
			for _, label := range []string{yes.Label, no.Label} {
				if named := i18ntest.KeyWords.MatchString(label); named == !mouse {
					t.Errorf("%s, mouse %v: the dialog's button says %q", lang, mouse, label)
				}
			}
		}
		r.Img.Deallocate()
	}
}
