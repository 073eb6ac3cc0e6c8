package table

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
	"kaskade/scene"
	"kaskade/scene/i18n"
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
	r.M.Play.Slot = scene.AutosaveSlot
	return dir
}

// toMenu opens the menu as at the start of the program.
func (r *rig) toMenu() scene.Scene {
	menu := scene.Open.Menu(r.M)
	r.Goto(menu)
	return menu
}

// offer is what the menu on screen offers of game: the paused game it
// read (the play state's, which the menu shows), the reading's error (the
// menu's message), and whether its Resume button is drawn.
func (r *rig) offer(game string) (paused *match.Match, msg string, resume bool) {
	r.T.Helper()
	all, err := r.M.Play.Paused()
	if err != nil {
		msg = i18n.Trf("autosave bad", err) // as the menu says it
	}
	_, resume = r.Button(i18n.Tr("resume"))
	return all[game], msg, resume
}

// resume clicks the menu's Resume button.
func (r *rig) resume() {
	r.T.Helper()
	r.ClickLabel(i18n.Tr("resume"))
}

// gameTab is the menu's tab of game (its title, marked "•" with a paused game).
func (r *rig) gameTab(game string) ui.Button {
	r.T.Helper()
	for _, g := range scene.Playable() {
		if g.Name == game {
			if b, ok := r.Button(g.Title); ok {
				return b
			}
		}
	}
	r.T.Fatalf("no tab for %q", game)
	return ui.Button{}
}

func TestAutosaveAndResume(t *testing.T) {
	r := newRig(t, view.Instant)
	dir := withSaves(t, r)
	b := r.boardCfg(seats(kaskade.Size{Cols: 5, Rows: 4}, "human", "human"))
	for _, c := range []string{"a1", "b2", "c3"} {
		r.Click(r.cellPoint(b, c))
	}
	r.Ctrl(ebiten.KeyZ) // the redo tail is kept too
	want := b.state().String()
	platform.Flush()
	if _, err := os.Stat(filepath.Join(dir, "autosave-kaskade.txt")); err != nil {
		t.Fatalf("no autosave after moves: %v", err)
	}
	r.toMenu()
	if p, _, shown := r.offer("kaskade"); !shown || p == nil || p.Cursor() != 2 || p.Len() != 3 {
		t.Fatalf("menu offers %v (Resume shown %v)", p, shown)
	}
	r.resume()
	nb, ok := r.M.Current().(*table)
	if !ok {
		t.Fatalf("Resume: %T", r.M.Current())
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
	r.toMenu()
	if _, _, shown := r.offer("kaskade"); !shown {
		t.Fatal("no resume offer")
	}
	r.resume()
	b := r.M.Current().(*table)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	if b.computer(1) == nil || b.computer(1).Name != "hard" || b.cfg.SeatName(0) != "Ada" {
		t.Fatalf("resumed seats %+v", b.cfg.Players)
	}
	r.Click(r.cellPoint(b, chainWin))
	if !b.over() {
		t.Fatal("the winning move did not end the game")
	}
	r.toMenu()
	if p, msg, shown := r.offer("kaskade"); p != nil || shown || msg != "" {
		t.Fatalf("a finished game is offered: %v %q", p, msg)
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
		r.toMenu()
		if p, msg, shown := r.offer("kaskade"); p != nil || shown || !strings.Contains(msg, "could not be read") || !r.Shows(msg) {
			t.Fatalf("%q: resume %v, message %q", data, p, msg)
		}
		r.DrawAll()
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
	r.Click(r.cellPoint(b, "a1"))
	r.toMenu()
	r.Click(r.gameTab("formation").R.Center())
	if _, _, shown := r.offer("formation"); shown {
		t.Fatal("Die Formation offers Kaskade's game")
	}
	r.ClickLabel(i18n.Tr("start"))
	fb, ok := r.M.Current().(*table)
	if !ok {
		t.Fatalf("Start: %T", r.M.Current())
	}
	mv := fb.state().LegalMoves(nil)[0]
	fb.play(mv)
	r.toMenu()
	if k, _, _ := r.offer("kaskade"); k == nil {
		t.Fatal("no paused Kaskade game")
	}
	if f, _, _ := r.offer("formation"); f == nil {
		t.Fatal("no paused Die Formation game")
	}
	if got := r.gameTab("kaskade").Label; !strings.HasSuffix(got, "•") {
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
	r.toMenu()
	if p, msg, _ := r.offer("formation"); p == nil {
		t.Fatalf("the old autosave was not offered for Die Formation (%q)", msg)
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
		r.toMenu()
		if p, msg, shown := r.offer("kaskade"); p != nil || shown || (want == "") != (msg == "") || !strings.Contains(msg, want) {
			t.Fatalf("%q: resume %v, message %q, want one with %q", data, p, msg, want)
		}
	}
}
