package scene

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// withSaves gives the rig's manager an autosave in a fresh config folder.
func withSaves(t *testing.T, r *rig) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(match.EnvConfigDir, dir)
	r.m.play.saver = platform.NewAutosaver()
	return dir
}

// toMenu opens the menu as at the start of the program.
func (r *rig) toMenu() *menuScene {
	menu := newMenuScene(r.m)
	r.m.Goto(menu)
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	return menu
}

func TestAutosaveAndResume(t *testing.T) {
	r := newRig(t, view.Instant)
	dir := withSaves(t, r)
	b := r.boardCfg(seats(kaskade.Size{Cols: 5, Rows: 4}, "human", "human"))
	for _, c := range []string{"a1", "b2", "c3"} {
		r.click(r.cellPoint(b, c))
	}
	r.ctrl(ebiten.KeyZ) // the redo tail is kept too
	want := b.state().String()
	if _, err := os.Stat(filepath.Join(dir, "autosave.txt")); err != nil {
		t.Fatalf("no autosave after moves: %v", err)
	}
	menu := r.toMenu()
	if menu.resume == nil || menu.resume.Cursor() != 2 || menu.resume.Len() != 3 {
		t.Fatalf("menu offers %v", menu.resume)
	}
	r.click(menu.layout().resume.R.Center())
	nb, ok := r.m.cur.(*table)
	if !ok {
		t.Fatalf("Resume: %T", r.m.cur)
	}
	if nb.state().String() != want || !nb.match.CanRedo() {
		t.Fatalf("resumed %s (redo %v), want %s", nb.state(), nb.match.CanRedo(), want)
	}
	sameBoard(t, kv(nb).Displayed(), kst(nb).Board())
}

func TestAutosaveKeepsComputerSeatsAndClearsWhenOver(t *testing.T) {
	r := newRig(t, view.Instant)
	withSaves(t, r)
	cfg := seats(kaskade.Size{Cols: 3, Rows: 3}, "human", "hard")
	cfg.Players[0].Name = "Ada"
	b := r.boardCfg(cfg, chainMoves...)
	menu := r.toMenu()
	if menu.resume == nil {
		t.Fatal("no resume offer")
	}
	r.click(menu.layout().resume.R.Center())
	b = r.m.cur.(*table)
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	if b.computer(1) == nil || b.computer(1).Name != "hard" || b.cfg.SeatName(0) != "Ada" {
		t.Fatalf("resumed seats %+v", b.cfg.Players)
	}
	r.click(r.cellPoint(b, chainWin))
	if !b.over() {
		t.Fatal("the winning move did not end the game")
	}
	if menu := r.toMenu(); menu.resume != nil || menu.errMsg != "" {
		t.Fatalf("a finished game is offered: %v %q", menu.resume, menu.errMsg)
	}
}

func TestDamagedAutosaveShowsAMessageAndChangesNothing(t *testing.T) {
	for _, data := range []string{
		"kaskade-save 1\ngame kaskade\noptions 6x6\nmoves a1 a1\nend\n", // illegal
		"kaskade-save 9\ngame kaskade\nend\n",                           // newer
		"\x89PNG\r\n",                                                   // foreign
		"kaskade-save 1\ngame kaskade\nmoves a1 b2\n",                   // truncated
	} {
		r := newRig(t, view.Animated)
		dir := withSaves(t, r)
		path := filepath.Join(dir, "autosave.txt")
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		menu := r.toMenu()
		if menu.resume != nil || !strings.Contains(menu.errMsg, "could not be read") {
			t.Fatalf("%q: resume %v, message %q", data, menu.resume, menu.errMsg)
		}
		drawAll(t, r)
		if got, _ := os.ReadFile(path); !bytes.Equal(got, []byte(data)) {
			t.Fatalf("%q: the damaged save was changed", data)
		}
	}
}
