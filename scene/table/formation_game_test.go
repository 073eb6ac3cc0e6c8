package table

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// fmWin is a game Black wins with its 19th move (found by the medium
// level against the easy one).
var fmWin = strings.Fields("h7-e4 b1-b7 b8-e5 a4-d4 g1-e3 h5-g7 d1-e2 e1-d3 e8-e6 h2-f3 h4-e7 a7-c8 a2-b3 b7-d7 b3-d5 c8-c7 a5-b5 f3-g4 b5-d6")

func TestFormationComputersPlayToGameOver(t *testing.T) {
	r := newRig(t, view.Animated)
	fakeClock(r.M)
	r.M.Settings.Speed = 3
	b := r.boardCfg(fmSeats("random:3,limit=40", "easy", "medium"))
	for i := 0; ; i++ {
		if i > 20000 {
			t.Fatalf("no game over after %d ticks, %d moves", i, b.match.Cursor())
		}
		if _, ok := r.M.Current().(*gameOverScene); ok {
			break
		}
		r.Tick(ui.Input{})
	}
	if got, want := b.state().String(), replayed(t, b.record()); got != want {
		t.Fatalf("match %s differs from its replay %s", got, want)
	}
	note := r.M.Current().(*gameOverScene).stats()
	if !strings.Contains(note, "moves") || !strings.Contains(note, "Drawn") && !strings.Contains(note, "one group") {
		t.Fatalf("game-over note %q", note)
	}
	if fv(b).St.String() != b.state().String() {
		t.Fatalf("the view ends on %s, the engine on %s", fv(b).St, b.state())
	}
}

func TestFormationHumanAgainstComputer(t *testing.T) {
	r := newRig(t, view.Animated)
	fakeClock(r.M)
	b := r.boardCfg(fmSeats("default", "human", "easy"))
	m := firstMove(t, fst(b), formation.Red)
	r.Click(r.sqPoint(b, sqName(m, false)))
	r.Click(r.sqPoint(b, sqName(m, true)))
	for i := 0; b.match.Cursor() < 2; i++ {
		if i > 3000 {
			t.Fatal("the computer did not reply")
		}
		r.Tick(ui.Input{})
	}
	r.settle(b, 300)
	if last, _ := b.match.Last(); last.By != 1 || fst(b).ToMove() != formation.Black {
		t.Fatalf("last move by %v, to move %v", last.By, fst(b).ToMove())
	}
	if fv(b).St.String() != b.state().String() {
		t.Fatalf("the view shows %s, the engine %s", fv(b).St, b.state())
	}
}

func TestFormationWinOutlinesTheFormation(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.fmBoard("default", fmWin[:len(fmWin)-1]...)
	last, _ := fst(b).ParseMove(fmWin[len(fmWin)-1])
	r.Click(r.sqPoint(b, sqName(last, false)))
	r.Click(r.sqPoint(b, sqName(last, true)))
	r.settle(b, 300)
	s := fst(b)
	if s.Winner() != formation.Black || fv(b).WinGroup != s.Pieces(formation.Black) {
		t.Fatalf("winner %v, outlined %x, Black's pieces %x", s.Winner(), fv(b).WinGroup, s.Pieces(formation.Black))
	}
	for i := 0; i < endingTicks+scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	g, ok := r.M.Current().(*gameOverScene)
	if !ok || g.stats() != "All eight of Black's pieces form one group  ·  19 moves" {
		t.Fatalf("game over %v, note %q", ok, g.stats())
	}
}

// TestDumpFormationScreens writes PNGs of Die Formation to $KASKADE_SHOTS
// for looking at them: the menu (default, random, custom board), the
// start, a picked piece, a knight in mid-jump, a hint, the won end and
// the game-over screen. Skipped otherwise.
func TestDumpFormationScreens(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	path := func(name string) string { return filepath.Join(dir, "formation-"+name+".png") }
	r := newRig(t, view.Animated)
	for _, o := range []string{"default", "random:271828", "Q1B1/Q3F0/Q0F2/Q2B3"} {
		r.M.Config = fmSeats(o, "human", "medium")
		r.toMenu()
		r.Shot(path("menu-" + map[byte]string{'d': "default", 'r': "random", 'Q': "custom"}[o[0]]))
	}
	r.fmBoard("default")
	r.Shot(path("start"))
	b := r.fmBoard("random:1") // Black has knights' moves at once
	r.Click(r.sqPoint(b, "a5"))
	r.Tick(ui.Input{Cursor: r.sqPoint(b, "b6"), HasCursor: true})
	r.Shot(path("picked"))
	m := firstMove(t, fst(b), formation.Green)
	r.Key(ebiten.KeyBackspace)
	r.Click(r.sqPoint(b, sqName(m, false)))
	r.Click(r.sqPoint(b, sqName(m, true)))
	for f := fv(b).Fly; f != nil && f.Tick < f.Length/2; {
		r.Tick(ui.Input{})
	}
	r.Shot(path("knight"))
	r.settle(b, 300)
	fv(b).SetHint(fst(b).LegalMoves(nil)[0])
	r.Shot(path("hint"))
	w := r.fmBoard("default", fmWin...)
	_ = w
	r.Shot(path("won"))
	for i := 0; i < endingTicks+scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Shot(path("gameover"))
	r.M.Settings.Lang = "de"
	r.M.SetSize(480, 820)
	n := r.fmBoard("random:1", "a5-b3")
	r.Click(r.sqPoint(n, "b1"))
	r.Shot(path("narrow-de"))
	r.M.Settings.Lang = "en"
	i18n.SetLang("en")
}
