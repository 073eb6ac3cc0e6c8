package table

import (
	"fmt"
	"strings"
	"testing"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The guided games of Cascades Solitaire and Kaleidoskop are played
// through by taps at the places the views name (view.Locator), on a
// desktop window and on an upright phone: a wrong tap on some steps is
// answered with the lit move and changes nothing, the right one is taken,
// the other seats' moves come by themselves, and the closing card's Done
// goes back to the menu the rules came from. Nothing is kept.
var guideScreens = [][2]float64{{900, 760}, {390, 844}}

func TestGuideDecktetPlayedByTaps(t *testing.T) {
	for _, size := range guideScreens {
		t.Run(fmt.Sprintf("%.0fx%.0f", size[0], size[1]), func(t *testing.T) {
			r := newRig(t, view.Animated)
			r.M.SetSize(size[0], size[1])
			tb, menu := r.openGuide("decktet")
			saved := r.countSaves()
			gd := tb.guide.g
			for tb.guide.step < len(gd.Steps) {
				step := tb.guide.step
				r.toLearner(tb, step)
				want := r.litMove(tb)
				if got := dv(tb).Hint; got != want {
					t.Fatalf("step %d: the view lights %v, not the step's move %s", step+1, got, gd.Steps[step].Move)
				}
				if tb.state().Check(game.Move(decktet.Turn)) == nil && gd.Steps[step].Move != "turn" {
					r.wrongTap(tb, []string{"turn"})
				}
				r.tap(r.locate(tb, gd.Steps[step].Move))
				r.taken(tb, step)
			}
			r.closeGuide(tb, menu, saved)
		})
	}
}

func TestGuideKaleidoskopPlayedByTaps(t *testing.T) {
	for _, size := range guideScreens {
		t.Run(fmt.Sprintf("%.0fx%.0f", size[0], size[1]), func(t *testing.T) {
			r := newRig(t, view.Animated)
			r.M.SetSize(size[0], size[1])
			tb, menu := r.openGuide("kaleidoskop")
			saved := r.countSaves()
			gd := tb.guide.g
			wrong := map[int][]string{ // a wrong colour on the first step, End instead of the holder
				0: {"supply Y", "0,-2|-1,-1"},
				9: {"end"},
			}
			for tb.guide.step < len(gd.Steps) {
				step := tb.guide.step
				if tb.toMove() != gd.Learner {
					r.othersHidden(tb)
					r.toLearner(tb, step)
					continue
				}
				r.toLearner(tb, step)
				if taps, ok := wrong[step]; ok {
					r.wrongTap(tb, taps)
				}
				for _, name := range kalTaps(gd.Steps[step].Move) {
					r.tap(r.locate(tb, name))
				}
				r.taken(tb, step)
			}
			r.closeGuide(tb, menu, saved)
		})
	}
}

// kalTaps are the places to tap for a Kaleidoskop move: a place is its
// colour in the supply, then its hollow; any other move its control.
func kalTaps(move string) []string {
	if rest, ok := strings.CutPrefix(move, "place "); ok {
		colour, hollow, _ := strings.Cut(rest, " @ ")
		return []string{"supply " + colour, hollow}
	}
	return []string{move}
}

// othersHidden checks, while another seat is to move, that the view
// shows the learner's cards and none of the other seats'.
func (r *rig) othersHidden(tb *table) {
	r.T.Helper()
	s := tb.state().(*kal.State)
	l := tb.view.(view.Locator)
	for p := range s.NumPlayers() {
		for _, c := range s.Hand(p) {
			_, shown := l.Locate(fmt.Sprintf("complete %s/1", c))
			if shown != (game.Player(p) == tb.guide.g.Learner) {
				r.T.Fatalf("step %d, %d to move: seat %d's card %s shown %v", tb.guide.step+1, s.CurrentPlayer(), p, c, shown)
			}
		}
	}
}

// openGuide opens name's guided game from its rules screen, opened from
// the menu; it returns the table and the menu.
func (r *rig) openGuide(name string) (*table, scene.Scene) {
	r.T.Helper()
	menu := r.toMenu()
	spec, _ := view.SpecFor(name)
	r.M.Goto(scene.Open.Rules(menu, spec))
	r.SettleFade()
	r.ClickLabel(i18n.Tr("guided game")) // the rules screen's button to the guided game
	r.SettleFade()
	tb, ok := r.M.Current().(*table)
	if !ok || tb.guide == nil {
		r.T.Fatalf("after the guide's button the scene is %T", r.M.Current())
	}
	return tb, menu
}

// countSaves counts the table's autosaves from now on.
func (r *rig) countSaves() *int {
	n := new(int)
	r.M.Play.Slot = func(string) (platform.Slot, error) { *n++; return nil, errNoGuide }
	return n
}

// toLearner ticks until step is the learner's and nothing is shown, or
// until the guide has played step for another seat.
func (r *rig) toLearner(tb *table, step int) {
	r.T.Helper()
	gd := tb.guide.g
	for n := 0; tb.view.Busy() || len(tb.queue) > 0 || tb.toMove() != gd.Learner && tb.guide.step == step; n++ {
		if n > 3000 {
			r.T.Fatalf("step %d (%s) did not come", step+1, gd.Steps[step].Move)
		}
		r.Tick(ui.Input{})
	}
	r.Tick(ui.Input{}) // the move is lit
}

// litMove is the step's move.
func (r *rig) litMove(tb *table) game.Move {
	r.T.Helper()
	mv, err := tb.state().ParseMove(tb.guide.g.Steps[tb.guide.step].Move)
	if err != nil {
		r.T.Fatal(err)
	}
	return mv
}

// wrongTap taps the named places, which make another move than the
// step's: the guide names the lit move and nothing changes.
func (r *rig) wrongTap(tb *table, names []string) {
	r.T.Helper()
	step, before := tb.guide.step, tb.state().String()
	for _, name := range names {
		r.tap(r.locate(tb, name))
	}
	s := tb.guide.g.Steps[step]
	if tb.state().String() != before || tb.guide.step != step {
		r.T.Fatalf("step %d: the wrong taps %v changed the game", step+1, names)
	}
	if tb.msg != tryWords(s.Move) || tb.msgBad {
		r.T.Fatalf("step %d: the wrong taps %v say %q (bad %v), not the lit move", step+1, names, tb.msg, tb.msgBad)
	}
}

// taken checks that the learner's step was played.
func (r *rig) taken(tb *table, step int) {
	r.T.Helper()
	if tb.guide.step != step+1 {
		r.T.Fatalf("step %d: the taps for %s were not taken", step+1, tb.guide.g.Steps[step].Move)
	}
}

// locate is where the table's view shows name.
func (r *rig) locate(tb *table, name string) ui.Point {
	r.T.Helper()
	l, ok := tb.view.(view.Locator)
	if !ok {
		r.T.Fatalf("the %s view has no Locate", tb.spec.Name)
	}
	p, ok := l.Locate(name)
	if !ok {
		r.T.Fatalf("step %d: the view does not show %q", tb.guide.step+1, name)
	}
	full := tb.lay.View
	full.H = tb.lay.Footer.Y - full.Y
	if card := tb.cardLayout().r; !full.Contains(p) || card.Contains(p) {
		r.T.Fatalf("step %d: %q at %v is outside the view's room %v or under the guide's card %v", tb.guide.step+1, name, p, full, card)
	}
	return p
}

// tap presses at p and lets go there.
func (r *rig) tap(p ui.Point) {
	r.Click(p)
	r.Tick(ui.Input{Released: true, ReleasedAt: p})
}

// closeGuide waits for the closing card and takes its Done back to menu;
// nothing was saved or counted.
func (r *rig) closeGuide(tb *table, menu scene.Scene, saved *int) {
	r.T.Helper()
	r.settle(tb, 2000)
	for range max(endingTicks, msgTicks) + 10 {
		r.Tick(ui.Input{})
	}
	if r.M.Current() != scene.Scene(tb) || !tb.guide.done() {
		r.T.Fatalf("the guided game's end went to %T, not its closing card", r.M.Current())
	}
	if *saved > 0 || r.M.Counted() != nil {
		r.T.Errorf("the guided game was saved %d times or counted (%v)", *saved, r.M.Counted())
	}
	r.Click(tb.cardLayout().right.R.Center())
	r.SettleFade()
	if r.M.Current() != menu {
		r.T.Fatalf("Done went to %T, not back to the menu the rules came from", r.M.Current())
	}
}
