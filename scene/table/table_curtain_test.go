//go:build !js

package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// curtainTable is a Kaleidoskop table of four people at one screen after
// the first person's turn (a place and the end): the curtain is down for
// the second.
func curtainTable(r *rig) *table {
	r.T.Helper()
	b := r.boardCfg(scenetest.HumanConfig("kaleidoskop"))
	first := b.toMove()
	r.Click(b.curtainOrNothing())
	for i := 0; b.toMove() == first; i++ {
		if i > 20 {
			r.T.Fatal("the first turn did not end")
		}
		st := b.state().(*kal.State)
		mv := kal.EndMove()
		if st.Phase() == kal.PhasePlace {
			mv = st.LegalMoves(nil)[0]
		}
		b.play(mv)
		r.Tick(ui.Input{})
	}
	if !b.needCurtain() {
		r.T.Fatal("no curtain after the first person's turn")
	}
	return b
}

// curtainOrNothing is the curtain's button while it is down, else a
// point off every control.
func (t *table) curtainOrNothing() ui.Point {
	if t.needCurtain() {
		return t.curtainButton().R.Center()
	}
	return ui.Point{X: 1, Y: t.lay.Header.H + 1}
}

// On the hot-seat curtain Undo looked enabled (and would have turned the
// last person's hand up for the next): behind the curtain Undo, Redo and
// Hint are disabled, their keys rest, and nothing is taken back (issue 28,
// item 16).
func TestCurtainUndo(t *testing.T) {
	r := newRig(t, view.Instant)
	b := curtainTable(r)
	before, viewer := b.match.Cursor(), b.viewer
	if !b.match.CanUndo() {
		t.Fatal("the test means a turn that could be taken back")
	}
	bs := b.headerButtons()
	if !bs.undo.Disabled || !bs.hint.Disabled || !bs.redo.Disabled {
		t.Fatalf("behind the curtain: undo disabled %v, redo %v, hint %v", bs.undo.Disabled, bs.redo.Disabled, bs.hint.Disabled)
	}
	r.Click(bs.undo.R.Center())
	r.Ctrl(ebiten.KeyZ)
	r.Key(ebiten.KeyH)
	if b.match.Cursor() != before || !b.needCurtain() || b.viewer != viewer || b.hint != nil {
		t.Fatalf("behind the curtain undo took back %d plies, curtain %v, viewer %d (was %d)", before-b.match.Cursor(), b.needCurtain(), b.viewer, viewer)
	}
	r.Click(b.curtainButton().R.Center()) // the next person is here: the buttons wake
	if b.needCurtain() || b.headerButtons().hint.Disabled {
		t.Fatal("after the curtain the hint stays disabled")
	}
}

// After a game, "Look at the board" hides the result panel; the table's
// Menu button and Esc then go to the menu (they brought the panel back),
// while any other click does bring it back (issue 28, item 16).
func TestLookAtTheBoardLeaves(t *testing.T) {
	for _, leave := range []string{"menu button", "escape"} {
		r := newRig(t, view.Instant)
		b := r.chain()
		r.Click(r.cellPoint(b, chainWin))
		if !b.over() {
			t.Fatal("the chain's last move did not end the game")
		}
		over := newGameOverScene(b)
		r.M.Goto(over)
		r.SettleFade()
		r.Key(ebiten.KeyB)
		if !over.peek {
			t.Fatal("B does not hide the result panel")
		}
		r.Click(b.lay.View.Center()) // a look at the board: the panel comes back
		if over.peek {
			t.Fatal("a click on the board leaves the panel hidden")
		}
		r.Key(ebiten.KeyB)
		if leave == "escape" {
			r.Key(ebiten.KeyEscape)
		} else {
			r.Click(b.headerButtons().menu.R.Center())
		}
		r.SettleFade()
		if scenetest.NameOf(r.M.Current()) != "menu" {
			t.Fatalf("%s while looking at the board leads to %T, want the menu", leave, r.M.Current())
		}
	}
}
