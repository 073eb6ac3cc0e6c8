//go:build !js

package table

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/scenetest"
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
	r.M.Goto(scene.Open.Rules(menu, spec))
	r.SettleFade()
	r.ClickLabel(i18n.Tr("guided game")) // the rules screen's button to the guided game
	r.SettleFade()
	tb, ok := r.M.Current().(*table)
	if !ok || tb.guide == nil {
		t.Fatalf("after the guide's button the scene is %T", r.M.Current())
	}
	saved := 0
	r.M.Play.Slot = func(string) (platform.Slot, error) { saved++; return nil, errNoGuide }
	gd := tb.guide.g
	for tb.guide.step < len(gd.Steps) {
		r.playGuideStep(tb, gd)
	}
	r.settle(tb, 2000)
	for range max(endingTicks, msgTicks) + 10 {
		r.Tick(ui.Input{})
	}
	if r.M.Current() != scene.Scene(tb) {
		t.Fatalf("the guided game's end went to %T, not its closing card", r.M.Current())
	}
	if tb.Animating() {
		t.Error("the closing card keeps the screen awake: an idle screen draws nothing")
	}
	if saved > 0 || r.M.Counted() != nil {
		t.Errorf("the guided game was saved %d times or counted (%v)", saved, r.M.Counted())
	}
	r.Click(tb.cardLayout().right.R.Center())
	r.SettleFade()
	if r.M.Current() != scene.Scene(menu) {
		t.Fatalf("Done went to %T, not back to the menu the rules came from", r.M.Current())
	}
}

// playGuideStep plays one step: another seat's by waiting, the
// learner's after a wrong move first.
func (r *rig) playGuideStep(tb *table, gd *view.Guide) {
	r.T.Helper()
	step := tb.guide.step
	s := gd.Steps[step]
	for n := 0; tb.view.Busy() || len(tb.queue) > 0 || tb.toMove() != gd.Learner && tb.guide.step == step; n++ {
		if n > 3000 {
			r.T.Fatalf("step %d (%s) did not come", step+1, s.Move)
		}
		r.Tick(ui.Input{})
	}
	if tb.guide.step > step {
		return // the other side's move
	}
	r.Tick(ui.Input{}) // the move is lit
	if wrong := otherMove(tb, s.Move); wrong != "" {
		before := tb.state().String()
		r.clickPlaces(tb, wrong)
		if tb.state().String() != before || tb.guide.step != step {
			r.T.Fatalf("step %d: the wrong move %s changed the game", step+1, wrong)
		}
		if tb.msg != tryWords(s.Move) || tb.msgBad {
			r.T.Fatalf("step %d: a wrong move says %q (bad %v), not the lit move", step+1, tb.msg, tb.msgBad)
		}
	}
	r.clickPlaces(tb, s.Move)
	if tb.guide.step != step+1 {
		r.T.Fatalf("step %d: clicks on %s were not taken", step+1, s.Move)
	}
}

// clickPlaces clicks the places a move names, e.g. "b2" or "e8" and "e5"
// for "e8-e5", where the view says they are.
func (r *rig) clickPlaces(tb *table, mv string) {
	r.T.Helper()
	loc, ok := tb.view.(view.Locator)
	if !ok {
		r.T.Fatalf("the %s view cannot say where a place is", tb.spec.Name)
	}
	for _, place := range strings.Split(mv, "-") {
		p, ok := loc.Locate(place)
		if !ok {
			r.T.Fatalf("the view does not know %q", place)
		}
		r.Click(p)
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
func checkGuideScreens(t *testing.T, r *scenetest.LayoutRig, name string, back scene.Scene) {
	spec, _ := view.SpecFor(name)
	if spec.Guide == nil {
		return
	}
	// the menu offering it: scene/menu's layout test
	gt, err := newGuideTable(r.M, spec, back)
	if err != nil {
		t.Fatal(err)
	}
	checkTable(r, "guided game", gt)
	longest, most := 0, 0
	for i, s := range spec.Guide.Steps {
		if n := len(i18n.Tr(s.Say)) + len(i18n.Tr(spec.Guide.Steps[max(i-1, 0)].Rule)); n > most {
			longest, most = i, n
		}
	}
	guideTo(t, gt, longest)
	checkTable(r, "guided game, its longest step", gt)
	guideTo(t, gt, len(spec.Guide.Steps))
	checkTable(r, "guided game's end", gt)
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
	gt, err := newGuideTable(r.M, spec, menu)
	if err != nil {
		t.Fatal(err)
	}
	r.M.Goto(gt)
	r.SettleFade()
	guideTo(t, gt, 3)
	r.Key(ebiten.KeyEscape)
	if gt.confirm {
		t.Fatal("leaving a guided game asks first")
	}
	r.SettleFade()
	if r.M.Current() != scene.Scene(menu) || r.M.Play.Last != nil {
		t.Fatalf("Esc went to %T; the guided game was kept: %v", r.M.Current(), r.M.Play.Last != nil)
	}
}

// TestGuideCardWaitsForTheBoard: a step's words show once the board shows
// what they speak of, in every game's guided game (Kaskade's said "b2 is
// Black's now" and Cascades Hex's "…and c1, downhill of it" ahead of the
// move). While the learner's move, and then the guide's answer, play out,
// the card keeps what it said before; the footer gives the learner no
// help while the guide moves the other seat (issue 41).
func TestGuideCardWaitsForTheBoard(t *testing.T) {
	for _, g := range scene.Playable() {
		if spec, _ := view.SpecFor(g.Name); spec.Guide != nil {
			t.Run(g.Name, func(t *testing.T) { checkGuideCardWaits(t, spec) })
		}
	}
}

func checkGuideCardWaits(t *testing.T, spec view.GameSpec) {
	r := newRig(t, view.Animated)
	tb, err := newGuideTable(r.M, spec, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.Goto(tb)
	gd := tb.guide.g
	shown := 0 // ticks a move was being shown: the check is not empty
	defer func() {
		if shown == 0 {
			t.Error("no move was ever shown: nothing was checked")
		}
	}()
	for ticks := 0; tb.guide.step < len(gd.Steps); ticks++ {
		if ticks > 20000 {
			t.Fatalf("step %d of %d: the guided game stands still", tb.guide.step+1, len(gd.Steps))
		}
		before, _ := tb.words()
		step := tb.guide.step
		if tb.toMove() == gd.Learner && !tb.view.Busy() && len(tb.queue) == 0 {
			mv, _ := tb.state().ParseMove(gd.Steps[step].Move)
			tb.guide.play(tb, mv)
		} else {
			r.Tick(ui.Input{})
			if tb.toMove() != gd.Learner && !tb.over() && strings.Contains(tb.status(), "lit") {
				t.Fatalf("step %d: while the guide moves the footer says %q", step+1, tb.status())
			}
		}
		if tb.guide.step == step {
			continue
		}
		for tb.view.Busy() || len(tb.queue) > 0 {
			shown++
			if now, _ := tb.words(); now != before {
				t.Fatalf("step %d: while its move is shown the card says %q, before it %q", step+1, now.say, before.say)
			}
			r.Tick(ui.Input{})
		}
		if after, _ := tb.words(); after == before && !tb.guide.done() {
			t.Fatalf("step %d: the card did not move on after the move was shown: %q", step+1, after.say)
		}
	}
}

// TestGuideEndsSayingSo: once every step is played the header names no
// seat to move and the footer gives no game's help: the closing card says
// what comes next (Die Formation's ended on "White to move / Tap a piece").
func TestGuideEndsSayingSo(t *testing.T) {
	r := newRig(t, view.Instant)
	for _, g := range scene.Playable() {
		spec, _ := view.SpecFor(g.Name)
		if spec.Guide == nil {
			continue
		}
		gt, err := newGuideTable(r.M, spec, nil)
		if err != nil {
			t.Fatal(err)
		}
		guideTo(t, gt, len(spec.Guide.Steps))
		if gt.over() {
			continue // the lesson ended the game: the header says who won
		}
		if p, verb := gt.turn(); p >= 0 || gt.status() != "" {
			t.Errorf("%s: the guide's end says seat %d %q, footer %q", g.Name, p, verb, gt.status())
		}
	}
}
