//go:build !js

package table

import (
	"testing"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestOneCurtain: at one screen shared by four people, Kaleidoskop has
// one curtain, the table's, before every person's turn, the first one's
// too (it showed the board with the hand face down behind "Show my
// cards"), and once a person says "I am Yellow" their cards are face up,
// with no second button and no footer still asking to pass the device
// (issue 41).
func TestOneCurtain(t *testing.T) {
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		r := newRig(t, view.Instant)
		r.M.Settings.Lang = lang
		i18n.SetLang(lang)
		b := r.boardCfg(scenetest.HumanConfig("kaleidoskop"))
		for turn := range 3 {
			who := b.cfg.SeatName(b.toMove())
			if !b.needCurtain() {
				t.Fatalf("%s, turn %d: no curtain before %s's turn", lang, turn+1, who)
			}
			if _, ok := r.Button(i18n.Tr("kaleidoskop.show cards")); ok {
				t.Errorf("%s, turn %d: the view's own curtain stands under the table's", lang, turn+1)
			}
			r.Click(b.curtainButton().R.Center())
			if b.needCurtain() {
				t.Fatalf("%s, turn %d: the curtain stays down after %q", lang, turn+1, b.curtainButton().Label)
			}
			if bt, ok := r.Button(i18n.Tr("kaleidoskop.show cards")); ok {
				t.Errorf("%s, turn %d: after the curtain %s's cards are still face down behind %q", lang, turn+1, who, bt.Label)
			}
			for _, asks := range []string{i18n.Trf("kaleidoskop.st curtain", who), i18n.Trf("curtain footer", who)} {
				if st := b.status(); st == asks {
					t.Errorf("%s, turn %d: the footer still asks to pass the device: %q", lang, turn+1, st)
				}
			}
			endTurn(r, b)
		}
	}
}

// endTurn plays the mover's turn to its end: a place, then End.
func endTurn(r *rig, b *table) {
	r.T.Helper()
	first := b.toMove()
	for i := 0; b.toMove() == first; i++ {
		if i > 20 {
			r.T.Fatal("the turn did not end")
		}
		st := b.state().(*kal.State)
		mv := kal.EndMove()
		if st.Phase() == kal.PhasePlace {
			mv = st.LegalMoves(nil)[0]
		}
		b.play(mv)
		r.Tick(ui.Input{})
	}
}
