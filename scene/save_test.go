package scene

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/games"
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
	t.Setenv(platform.ConfigDirEnv, dir)
	t.Cleanup(func() { platform.Flush() }) // before the folder goes
	r.m.Play.Slot = autosaveSlot
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
	platform.Flush()
	if _, err := os.Stat(filepath.Join(dir, "autosave-kaskade.txt")); err != nil {
		t.Fatalf("no autosave after moves: %v", err)
	}
	menu := r.toMenu()
	if menu.resume == nil || menu.resume.Cursor() != 2 || menu.resume.Len() != 3 {
		t.Fatalf("menu offers %v", menu.resume)
	}
	r.click(menu.layout().resume.R.Center())
	nb, ok := r.m.Current().(*table)
	if !ok {
		t.Fatalf("Resume: %T", r.m.Current())
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
	r.boardCfg(cfg, chainMoves...)
	menu := r.toMenu()
	if menu.resume == nil {
		t.Fatal("no resume offer")
	}
	r.click(menu.layout().resume.R.Center())
	b := r.m.Current().(*table)
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
		path := filepath.Join(dir, "autosave-kaskade.txt")
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

// Each game keeps its own paused game: starting Die Formation leaves a
// paused Kaskade game alone, and the menu marks both games.
func TestEachGameKeepsItsPausedGame(t *testing.T) {
	r := newRig(t, view.Instant)
	withSaves(t, r)
	b := r.boardCfg(seats(kaskade.Size{Cols: 5, Rows: 4}, "human", "human"))
	r.click(r.cellPoint(b, "a1"))
	menu := r.toMenu()
	r.click(gameButton(t, menu, "formation").R.Center())
	if menu.resume != nil {
		t.Fatalf("Die Formation offers Kaskade's game: %v", menu.resume.Game().Name)
	}
	r.click(menu.layout().start.R.Center())
	fb, ok := r.m.Current().(*table)
	if !ok {
		t.Fatalf("Start: %T", r.m.Current())
	}
	mv := fb.state().LegalMoves(nil)[0]
	fb.play(mv)
	menu = r.toMenu()
	if menu.paused["kaskade"] == nil || menu.paused["formation"] == nil {
		t.Fatalf("paused games %v, want kaskade and formation", menu.paused)
	}
	if got := gameButton(t, menu, "kaskade").Label; !strings.HasSuffix(got, "•") {
		t.Fatalf("the Kaskade tab does not show its paused game: %q", got)
	}
}

// The single autosave of earlier versions moves to its game's slot.
func TestLegacyAutosaveMoves(t *testing.T) {
	r := newRig(t, view.Instant)
	dir := withSaves(t, r)
	old := "kaskade-save 1\ngame formation\noptions default\nmoves\nend\n"
	mt, err := match.Decode([]byte(old), games.Lookup)
	if err != nil {
		t.Skipf("example save does not decode here: %v", err)
	}
	mt.PlayMove(mt.State().LegalMoves(nil)[0])
	if err := os.WriteFile(filepath.Join(dir, "autosave.txt"), match.Encode(mt), 0o644); err != nil {
		t.Fatal(err)
	}
	menu := r.toMenu()
	if menu.paused["formation"] == nil {
		t.Fatalf("the old autosave was not offered for Die Formation (%q)", menu.errMsg)
	}
	if _, err := os.Stat(filepath.Join(dir, "autosave.txt")); err == nil {
		t.Fatal("the old autosave is still there")
	}
}

// An empty autosave is no saved game; one from a newer program says so.
func TestEmptyAndNewerAutosaves(t *testing.T) {
	for data, want := range map[string]string{"": "", "kaskade-save 99\ngame kaskade\nend\n": "newer Kaskade"} {
		r := newRig(t, view.Instant)
		dir := withSaves(t, r)
		path := filepath.Join(dir, "autosave-kaskade.txt")
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		menu := r.toMenu()
		if menu.resume != nil || (want == "") != (menu.errMsg == "") || !strings.Contains(menu.errMsg, want) {
			t.Fatalf("%q: resume %v, message %q, want one with %q", data, menu.resume, menu.errMsg, want)
		}
	}
}
