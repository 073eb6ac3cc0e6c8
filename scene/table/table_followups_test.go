package table

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
	"kaskade/scene"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// drawTable draws the current scene once, as the window would.
func drawTable(r *rig) {
	img := ebiten.NewImage(int(r.M.W()), int(r.M.H()))
	defer img.Deallocate()
	r.M.Draw(img)
}

func TestNoHoverWhileTheComputerThinks(t *testing.T) {
	r := newRig(t, view.Instant)
	fakeClock(r.M)
	b := r.boardCfg(seats(kaskade.DefaultSize, "human", "easy"))
	over := ui.Input{Cursor: r.cellPoint(b, "c3"), HasCursor: true}
	r.Tick(over)
	drawTable(r)
	if !kv(b).HasHover || kv(b).Hover != kaskade.DefaultSize.CellAt(2, 2) {
		t.Fatal("no hover on the human's turn")
	}
	r.Click(r.cellPoint(b, "a1"))
	if b.computer(b.toMove()) == nil || b.match.Cursor() != 1 {
		t.Fatal("the computer is not to move")
	}
	r.Tick(over)
	drawTable(r)
	if kv(b).HasHover {
		t.Fatal("a cell lights up under the mouse while the computer thinks")
	}
	for i := 0; b.match.Cursor() < 2; i++ {
		if i > 3000 {
			t.Fatal("the computer did not move")
		}
		r.Tick(over)
	}
	r.settle(b, 300)
	r.Tick(over)
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
	b, err := newTableFrom(r.M, cfg, mt)
	if err != nil {
		t.Fatal(err)
	}
	r.M.Goto(b)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Ctrl(ebiten.KeyY) // redo the win: shown, but Instant
	for i := 0; i < endingTicks+2; i++ {
		r.Tick(ui.Input{})
	}
	g, ok := r.M.Current().(*gameOverScene)
	if !ok {
		t.Fatalf("%T, want game over", r.M.Current())
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
	r.M.Config = view.DefaultConfig()
	r.toMenu()
	r.Shot(path("menu-kaskade"))
	r.Click(r.gameTab("formation").R.Center())
	r.Shot(path("menu-formation"))
	r.M.Settings.Lang = "de"
	r.Tick(ui.Input{})
	r.Shot(path("menu-formation-de"))
	r.M.Settings.Lang = "en"
	r.Tick(ui.Input{})

	b := r.fmBoard("random:1")
	m := firstMove(t, fst(b), formation.Green)
	ins := dragInputs(r.sqPoint(b, sqName(m, false)), r.sqPoint(b, sqName(m, true)), false)
	for _, in := range ins[:5] {
		r.Tick(in)
	}
	r.Shot(path("drag"))

	mt, err := match.New(mustGame(t, "kaskade"), "6x6")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range strings.Fields("a1 f6 b2 e5 c3") {
		mt.Play(mv)
	}
	mt.Players = []string{"human:Ada Lovelace", "expert:Black"}
	s, err := scene.Open.Replay(r.M, mt, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.M.Goto(s)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Shot(path("replay"))
	r.M.SetSize(560, 760)
	r.Shot(path("replay-narrow"))
	r.M.SetSize(900, 760)
}
