//go:build !js

package replay

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	decktetview "kaskade/scene/games/decktet"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// A Kaleidoskop replay begins where the game first rested, after the
// chance steps that set it up (round 1, the cards dealt), not at the
// empty table of round 0; Home and ← go no further back. The header
// counts the moves as the list does, without the chance steps.
func TestReplayStartsAtTheFirstRest(t *testing.T) {
	r := newRig(t, view.Instant)
	rp := openReplay(t, r, scenetest.PlayedMatch(t, r.M, scenetest.HumanConfig("kaleidoskop"), 12, 5))
	first := rp.start()
	if first == 0 || rp.plies[first].By == game.Chance || rp.plies[first-1].By != game.Chance {
		t.Fatalf("the start %d is not the first rest after the setup", first)
	}
	check := func(when string) {
		t.Helper()
		st := rp.at(rp.pos).(*kal.State)
		if rp.pos != first || st.Round() != 1 || len(st.Hand(st.Current())) == 0 {
			t.Fatalf("%s: at ply %d (want %d), round %d", when, rp.pos, first, st.Round())
		}
		if b := rp.buttons(); !b.first.Disabled || !b.prev.Disabled {
			t.Fatalf("%s: |< or ‹ is enabled at the start", when)
		}
	}
	check("opened")
	if n, all := rp.movesBefore(len(rp.plies)), len(rp.list.Entries); n != all || rp.movesBefore(first) != 0 {
		t.Fatalf("the header counts %d moves at the end, %d at the start; the list has %d", n, rp.movesBefore(first), all)
	}
	r.Key(ebiten.KeyArrowLeft)
	check("after ←")
	r.Key(ebiten.KeyEnd)
	r.Key(ebiten.KeyHome)
	check("after End, Home")
}

// A replay has no Winnable? to press (the view takes no moves there, and
// the question was asked of the game); its pass line takes the room.
func TestReplayHasNoWinnable(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=29,ace"), "turn")
	if w, ok := r.Button(i18n.Tr("dk winnable?")); !ok || w.R.W == 0 { // the table's view draws it
		t.Fatal("the game shows no Winnable?")
	}
	rp := openReplay(t, r, record(b))
	if w := rp.view.(*decktetview.DecktetView).WinBtn; w.R.W != 0 {
		t.Fatalf("the replay shows %q at %v", w.Label, w.R)
	}
}
