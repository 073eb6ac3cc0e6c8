//go:build !js

package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// Every guided game replays through the engine: each step's move is legal
// where the script puts it, the learner's steps fall on the learner's
// turns, and every text is there in both languages.
func TestGuidesReplay(t *testing.T) {
	n := 0
	for _, spec := range view.Specs {
		gd := spec.Guide
		if gd == nil {
			continue
		}
		n++
		t.Run(spec.Name, func(t *testing.T) { checkGuide(t, spec.Name, gd) })
	}
	if n < len(games.All()) {
		t.Errorf("%d of %d games have a guided first game", n, len(games.All()))
	}
}

func checkGuide(t *testing.T, name string, gd *view.Guide) {
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	mt, err := match.New(g, gd.Options)
	if err != nil {
		t.Fatalf("options %q: %v", gd.Options, err)
	}
	keys := []string{gd.DoneKey}
	mine := 0
	for i, s := range gd.Steps {
		st := mt.State()
		mv, err := st.ParseMove(s.Move)
		if err != nil {
			t.Fatalf("step %d: %q is not a move here: %v\n%s", i+1, s.Move, err, st)
		}
		if st.CurrentPlayer() == gd.Learner {
			mine++
		}
		if err := mt.PlayMove(mv); err != nil {
			t.Fatalf("step %d: %s refused: %v", i+1, s.Move, err)
		}
		keys = append(keys, s.Say)
		if s.Rule != "" {
			keys = append(keys, s.Rule)
		}
	}
	if mine < 3 {
		t.Errorf("the learner makes %d moves; a guided game wants a few", mine)
	}
	for _, lang := range []string{"en", "de"} {
		for _, k := range keys {
			if s, ok := i18n.Text(lang, k); !ok || strings.TrimSpace(s) == "" {
				t.Errorf("%s: no text for %q", lang, k)
			}
		}
	}
}

// The guided game is opened from the rules screen and played by clicks:
// a wrong click is answered with the lit move and changes nothing, the
// right one is played, the other side's moves come by themselves, and the
// closing card's Done goes back to the rules' way back. Nothing is kept:
// no autosave, no statistics.
func TestGuidePlayedByClicks(t *testing.T) {
	for _, name := range []string{"kaskade", "formation", "cascades"} {
		t.Run(name, func(t *testing.T) { playGuideByClicks(t, name) })
	}
}

func playGuideByClicks(t *testing.T, name string) {
	r := newRig(t, view.Instant)
	menu := r.toMenu()
	spec, _ := view.SpecFor(name)
	r.m.Goto(newRulesScene(menu, spec))
	r.settleFade()
	rs := r.m.Current().(*rulesScene)
	gb := rs.layout().guide
	if gb.R.W == 0 {
		t.Fatal("the rules screen shows no guided game's button")
	}
	r.click(gb.R.Center())
	r.settleFade()
	tb, ok := r.m.Current().(*table)
	if !ok || tb.guide == nil {
		t.Fatalf("after the guide's button the scene is %T", r.m.Current())
	}
	saved := 0
	r.m.Play.Slot = func(string) (platform.Slot, error) { saved++; return nil, errNoGuide }
	gd := tb.guide.g
	for tb.guide.step < len(gd.Steps) {
		r.playGuideStep(tb, gd)
	}
	r.settle(tb, 2000)
	for range max(endingTicks, msgTicks) + 10 {
		r.tick(ui.Input{})
	}
	if r.m.Current() != Scene(tb) {
		t.Fatalf("the guided game's end went to %T, not its closing card", r.m.Current())
	}
	if tb.Animating() {
		t.Error("the closing card keeps the screen awake: an idle screen draws nothing")
	}
	if saved > 0 || r.m.Counted() != nil {
		t.Errorf("the guided game was saved %d times or counted (%v)", saved, r.m.Counted())
	}
	r.click(tb.cardLayout().right.R.Center())
	r.settleFade()
	if r.m.Current() != Scene(menu) {
		t.Fatalf("Done went to %T, not back to the menu the rules came from", r.m.Current())
	}
}

// playGuideStep plays one step: another seat's by waiting, the
// learner's after a wrong move first.
func (r *rig) playGuideStep(tb *table, gd *view.Guide) {
	r.t.Helper()
	step := tb.guide.step
	s := gd.Steps[step]
	for n := 0; tb.view.Busy() || len(tb.queue) > 0 || tb.toMove() != gd.Learner && tb.guide.step == step; n++ {
		if n > 3000 {
			r.t.Fatalf("step %d (%s) did not come", step+1, s.Move)
		}
		r.tick(ui.Input{})
	}
	if tb.guide.step > step {
		return // the other side's move
	}
	r.tick(ui.Input{}) // the move is lit
	if wrong := otherMove(tb, s.Move); wrong != "" {
		before := tb.state().String()
		r.clickPlaces(tb, wrong)
		if tb.state().String() != before || tb.guide.step != step {
			r.t.Fatalf("step %d: the wrong move %s changed the game", step+1, wrong)
		}
		if tb.msg != tryWords(s.Move) || tb.msgBad {
			r.t.Fatalf("step %d: a wrong move says %q (bad %v), not the lit move", step+1, tb.msg, tb.msgBad)
		}
	}
	r.clickPlaces(tb, s.Move)
	if tb.guide.step != step+1 {
		r.t.Fatalf("step %d: clicks on %s were not taken", step+1, s.Move)
	}
}

// clickPlaces clicks the places a move names, e.g. "b2" or "e8" and "e5"
// for "e8-e5", where the view says they are.
func (r *rig) clickPlaces(tb *table, mv string) {
	r.t.Helper()
	loc, ok := tb.view.(view.Locator)
	if !ok {
		r.t.Fatalf("the %s view cannot say where a place is", tb.spec.Name)
	}
	for _, place := range strings.Split(mv, "-") {
		p, ok := loc.Locate(place)
		if !ok {
			r.t.Fatalf("the view does not know %q", place)
		}
		r.click(p)
	}
}

// otherMove is a legal move other than want, made of places a click
// reaches, or "" if there is none.
func otherMove(tb *table, want string) string {
	st := tb.state()
	for _, mv := range st.LegalMoves(nil) {
		if s := st.FormatMove(mv); s != want && s != "end" && s != "pass" {
			return s
		}
	}
	return ""
}

// checkGuideScreens draws the guided game's first step, its step of the
// most words and its closing card (TestLayoutEveryScreen).
func checkGuideScreens(t *testing.T, r *layoutRig, name string, back Scene) {
	spec, _ := view.SpecFor(name)
	if spec.Guide == nil {
		return
	}
	offer := newMenuScene(r.m)
	offer.guided = func(string) bool { return false }
	offer.setGame(humanConfig(name))
	r.check("menu offering the guided game", r.show(offer), 0, nil)
	gt, err := newGuideTable(r.m, spec, back)
	if err != nil {
		t.Fatal(err)
	}
	r.checkTable("guided game", gt)
	longest, most := 0, 0
	for i, s := range spec.Guide.Steps {
		if n := len(i18n.Tr(s.Say)) + len(i18n.Tr(spec.Guide.Steps[max(i-1, 0)].Rule)); n > most {
			longest, most = i, n
		}
	}
	guideTo(t, gt, longest)
	r.checkTable("guided game, its longest step", gt)
	guideTo(t, gt, len(spec.Guide.Steps))
	r.checkTable("guided game's end", gt)
}

// guideTo plays gt's guided game on to step k (counted from 0), the
// moves shown at once.
func guideTo(t *testing.T, gt *table, k int) {
	t.Helper()
	g := gt.guide
	for g.step < k {
		mv, err := gt.state().ParseMove(g.g.Steps[g.step].Move)
		if err != nil {
			t.Fatal(err)
		}
		g.play(gt, mv)
		gt.finishShowing()
	}
}

// A guided game can be left at any step, without a question: Esc goes
// back where it came from and nothing is kept.
func TestGuideLeftMidway(t *testing.T) {
	r := newRig(t, view.Instant)
	menu := r.toMenu()
	spec, _ := view.SpecFor("kaskade")
	gt, err := newGuideTable(r.m, spec, menu)
	if err != nil {
		t.Fatal(err)
	}
	r.m.Goto(gt)
	r.settleFade()
	guideTo(t, gt, 3)
	r.key(ebiten.KeyEscape)
	if gt.confirm {
		t.Fatal("leaving a guided game asks first")
	}
	r.settleFade()
	if r.m.Current() != Scene(menu) || r.m.Play.Last != nil {
		t.Fatalf("Esc went to %T; the guided game was kept: %v", r.m.Current(), r.m.Play.Last != nil)
	}
}
