//go:build !js

package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	decktetview "kaskade/scene/games/decktet"
	"kaskade/scene/view"
)

// A Kaleidoskop replay begins where the game first rested, after the
// chance steps that set it up (round 1, the cards dealt), not at the
// empty table of round 0; Home and ← go no further back. The header
// counts the moves as the list does, without the chance steps.
func TestReplayStartsAtTheFirstRest(t *testing.T) {
	r := newRig(t, view.Instant)
	tb := playedMatch(t, r.m, humanConfig("kaleidoskop"), 12, 5)
	rp := openReplay(t, r, tb.record())
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
	if n, all := rp.movesBefore(len(rp.plies)), len(rp.list.entries); n != all || rp.movesBefore(first) != 0 {
		t.Fatalf("the header counts %d moves at the end, %d at the start; the list has %d", n, rp.movesBefore(first), all)
	}
	r.key(ebiten.KeyArrowLeft)
	check("after ←")
	r.key(ebiten.KeyEnd)
	r.key(ebiten.KeyHome)
	check("after End, Home")
}

// A replay has no Winnable? to press (the view takes no moves there, and
// the question was asked of the game); its pass line takes the room.
func TestReplayHasNoWinnable(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=29,ace"), "turn")
	if dv(b).WinBtn.R.W == 0 {
		t.Fatal("the game shows no Winnable?")
	}
	rp := openReplay(t, r, b.record())
	if w := rp.view.(*decktetview.DecktetView).WinBtn; w.R.W != 0 {
		t.Fatalf("the replay shows %q at %v", w.Label, w.R)
	}
}
