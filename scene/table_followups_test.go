package scene

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// drawTable draws the current scene once, as the window would.
func drawTable(r *rig) {
	img := ebiten.NewImage(int(r.m.W()), int(r.m.H()))
	defer img.Deallocate()
	r.m.Draw(img)
}

func TestNoHoverWhileTheComputerThinks(t *testing.T) {
	r := newRig(t, view.Instant)
	fakeClock(r.m)
	b := r.boardCfg(seats(kaskade.DefaultSize, "human", "easy"))
	over := ui.Input{Cursor: r.cellPoint(b, "c3"), HasCursor: true}
	r.tick(over)
	drawTable(r)
	if !kv(b).HasHover || kv(b).Hover != kaskade.DefaultSize.CellAt(2, 2) {
		t.Fatal("no hover on the human's turn")
	}
	r.click(r.cellPoint(b, "a1"))
	if b.computer(b.toMove()) == nil || b.match.Cursor() != 1 {
		t.Fatal("the computer is not to move")
	}
	r.tick(over)
	drawTable(r)
	if kv(b).HasHover {
		t.Fatal("a cell lights up under the mouse while the computer thinks")
	}
	for i := 0; b.match.Cursor() < 2; i++ {
		if i > 3000 {
			t.Fatal("the computer did not move")
		}
		r.tick(over)
	}
	r.settle(b, 300)
	r.tick(over)
	drawTable(r)
	if !kv(b).HasHover {
		t.Fatal("no hover when the human's turn is back")
	}
}

// A game resumed after its longest cascade still reports it: the note is
// counted over the match, not over the moves the view showed.
func TestLongestCascadeCountsTheWholeMatch(t *testing.T) {
	r := newRig(t, view.Instant)
	// The first moves of the chain, played before the "resume": the
	// view is only Reset to the position.
	z := kaskade.Size{Cols: 3, Rows: 3}
	mt, err := match.New(mustGame(t, "kaskade"), z.String())
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range append(append([]string(nil), chainMoves...), chainWin) {
		if err := mt.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	mt.Undo() // the winning cascade is still to play
	cfg := view.DefaultConfig()
	cfg.SetOptionText(z.String())
	b, err := newTableFrom(r.m, cfg, mt)
	if err != nil {
		t.Fatal(err)
	}
	r.m.Goto(b)
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	r.ctrl(ebiten.KeyY) // redo the win: shown, but Instant
	for i := 0; i < endingTicks+2; i++ {
		r.tick(ui.Input{})
	}
	g, ok := r.m.Current().(*gameOverScene)
	if !ok {
		t.Fatalf("%T, want game over", r.m.Current())
	}
	if s := g.stats(); !strings.Contains(s, "13 moves") || !strings.Contains(s, "longest cascade 6 waves") {
		t.Fatalf("game over stats %q", s)
	}
	// A game whose every move was played before the view saw it.
	done := r.board(z, append(append([]string(nil), chainMoves...), chainWin)...)
	if got := done.view.(view.GameOverNoter).GameOverNote(done.played()); !strings.Contains(got, "longest cascade 6 waves") {
		t.Fatalf("note %q", got)
	}
}

func TestReplayHeaderNamesThePlayers(t *testing.T) {
	r := newRig(t, view.Instant)
	mt, err := match.New(mustGame(t, "kaskade"), "4x4")
	if err != nil {
		t.Fatal(err)
	}
	mt.Play("a1")
	if s, err := newReplayScene(r.m, mt, nil); err != nil || s.players() != nil {
		t.Fatalf("a record without players names %v (%v)", s.players(), err)
	}
	mt.Players = []string{"human:Ada", "expert:Black"}
	s, err := newReplayScene(r.m, mt, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.players(), ","); got != "Ada,Black" {
		t.Fatalf("players %s", got)
	}
	r.m.Goto(s)
	r.tick(ui.Input{})
	drawAll(t, r)
	fm, err := match.New(mustGame(t, "formation"), "default")
	if err != nil {
		t.Fatal(err)
	}
	fm.Players = []string{"human:Grace Hopper the Great", "easy:White"}
	s, err = newReplayScene(r.m, fm, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.players(), ","); got != "Grace Hopper the Great,White" {
		t.Fatalf("players %s", got)
	}
	r.m.Goto(s)
	r.tick(ui.Input{})
	drawAll(t, r)
}

func mustGame(t *testing.T, name string) games.Game {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDumpFollowupScreens writes PNGs to $KASKADE_SHOTS for looking at
// them: the menu with each game selected, a drag half-way, the replay
// header with the players' names, the game-over note after a resume.
// Skipped otherwise.
func TestDumpFollowupScreens(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	path := func(name string) string { return filepath.Join(dir, "followup-"+name+".png") }
	r := newRig(t, view.Animated)
	r.m.Config = view.DefaultConfig()
	menu := r.toMenu()
	shot(t, r, path("menu-kaskade"))
	r.click(gameButton(t, menu, "formation").R.Center())
	shot(t, r, path("menu-formation"))
	r.m.Settings.Lang = "de"
	r.tick(ui.Input{})
	shot(t, r, path("menu-formation-de"))
	r.m.Settings.Lang = "en"
	r.tick(ui.Input{})

	b := r.fmBoard("random:1")
	m := firstMove(t, fst(b), formation.Green)
	ins := dragInputs(r.sqPoint(b, sqName(m, false)), r.sqPoint(b, sqName(m, true)), false)
	for _, in := range ins[:5] {
		r.tick(in)
	}
	shot(t, r, path("drag"))

	mt, err := match.New(mustGame(t, "kaskade"), "6x6")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range strings.Fields("a1 f6 b2 e5 c3") {
		mt.Play(mv)
	}
	mt.Players = []string{"human:Ada Lovelace", "expert:Black"}
	s, err := newReplayScene(r.m, mt, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.m.Goto(s)
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	shot(t, r, path("replay"))
	r.m.SetSize(560, 760)
	shot(t, r, path("replay-narrow"))
	r.m.SetSize(900, 760)
}

func TestFairShare(t *testing.T) {
	for _, c := range []struct {
		ws         []float64
		room, want float64
	}{
		{[]float64{50, 100}, 200, 100}, // all fit
		{[]float64{50, 200}, 200, 150}, // the short one keeps its width
		{[]float64{200, 300}, 200, 100},
		{[]float64{80}, 40, 40},
	} {
		if got := fairShare(c.ws, c.room); got != c.want {
			t.Errorf("fairShare(%v, %v) = %v, want %v", c.ws, c.room, got, c.want)
		}
	}
}
