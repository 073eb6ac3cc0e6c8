//go:build !js

package replay

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/scene"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

func TestExportImportAndReplay(t *testing.T) {
	r := newRig(t, view.Animated)
	dir := withSaves(t, r)
	b := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	want := record(b).State().String()
	r.toMenu()
	r.ClickLabel(i18n.Tr("export"))
	if r.drawnText(filepath.Join(dir, "records")) == "" {
		t.Fatalf("export says %q", r.Texts())
	}
	bad := filepath.Join(dir, "records", "0000-damaged.txt")
	if err := os.WriteFile(bad, []byte("kaskade-save 1\ngame chess\nend\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.ClickLabel(i18n.Tr("import"))
	list, ok := r.M.Current().(*recordListScene)
	if !ok || len(list.names) != 2 {
		t.Fatalf("Import: %T %v", r.M.Current(), list)
	}
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.DrawAll()
	l := list.layout()
	r.Click(l.rows[1].R.Center()) // the damaged one sorts last
	if r.M.Current() != scene.Scene(list) || !strings.Contains(list.errMsg, "unknown game") {
		t.Fatalf("damaged record: %T %q", r.M.Current(), list.errMsg)
	}
	r.Click(l.rows[0].R.Center())
	rp, ok := r.M.Current().(*replayScene)
	if !ok {
		t.Fatalf("record: %T", r.M.Current())
	}
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Key(ebiten.KeyArrowRight)
	r.Key(ebiten.KeyArrowRight)
	if rp.pos != 2 {
		t.Fatalf("replay at %d after two steps", rp.pos)
	}
	r.Key(ebiten.KeyArrowLeft)
	if rp.pos != 1 {
		t.Fatalf("step back: pos %d", rp.pos)
	}
	r.DrawAll()
	r.Key(ebiten.KeyEnd)
	if rp.pos != len(chainMoves) || kaskadeview.KaskadeOf(rp.at(rp.pos)).String() != want {
		t.Fatalf("End: pos %d", rp.pos)
	}
	r.Click(rp.buttons().playOn.R.Center())
	nb := r.M.Current()
	if scenetest.NameOf(nb) != "board" || record(nb).State().String() != want {
		t.Fatalf("Play from here: %T", r.M.Current())
	}
}

// The native import lists each record by its game, players, result and
// date, not its file name; the export's note follows the language and
// leaves with the game it was about (issue 28, item 17).
func TestImportListSummarizesRecords(t *testing.T) {
	r := newRig(t, view.Instant)
	withSaves(t, r)
	cfg := seats(kaskade.Size{Cols: 3, Rows: 3}, "human", "human")
	cfg.Players[0].Name, cfg.Players[1].Name = "Ada", "Grace"
	r.boardCfg(cfg, append(slices.Clone(chainMoves), chainWin)...)
	r.toMenu()
	r.ClickLabel(i18n.Tr("export"))
	english := r.drawnText(".txt") // the note names the record's file
	r.M.Settings.Lang = "de"
	i18n.SetLang("de")
	defer i18n.SetLang("en")
	r.Tick(ui.Input{})
	if german := r.drawnText(".txt"); german == english || !strings.HasPrefix(german, "Gespeichert") {
		t.Errorf("the export's note in German: %q (English %q)", german, english)
	}
	formation, ok := r.Button(scene.GameTitle("formation")) // the menu's tab of the game
	if !ok {
		t.Fatal("the menu has no tab for Die Formation")
	}
	r.Click(formation.R.Center())
	if note := r.drawnText(".txt"); note != "" {
		t.Errorf("the export's note stays with another game: %q", note)
	}
	r.ClickLabel(i18n.Tr("import"))
	list, ok := r.M.Current().(*recordListScene)
	if !ok || len(list.names) != 1 {
		t.Fatalf("Import: %T", r.M.Current())
	}
	r.Tick(ui.Input{})
	row := list.layout().rows[0].Label
	for _, want := range []string{"Kaskade", "Ada", "Grace", "Ada gewann", time.Now().Format("02.01.2006")} {
		if !strings.Contains(row, want) {
			t.Errorf("the record's row %q does not say %q", row, want)
		}
	}
}

// TestImportByPaste (issue 28, item 17): natively, where the desktop has a
// clipboard tool, the import list offers Paste; a record on the clipboard
// opens in the replay viewer, anything else is said and changes nothing.
func TestImportByPaste(t *testing.T) {
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	script := "#!/bin/sh\ncase \"$*\" in *-in*) cat > " + board + ";; *-out*) cat " + board + ";; esac\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("WAYLAND_DISPLAY", "")
	r := newRig(t, view.Animated)
	withSaves(t, r)
	b := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	rec := match.Encode(record(b))
	r.toMenu()
	r.ClickLabel(i18n.Tr("import"))
	list, ok := r.M.Current().(*recordListScene)
	if !ok {
		t.Fatalf("Import: %T", r.M.Current())
	}
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.DrawAll()
	l := list.layout()
	if l.paste.Label == "" {
		t.Fatal("no Paste with a clipboard tool")
	}
	os.WriteFile(board, []byte("a shopping list"), 0o644)
	r.Click(l.paste.R.Center())
	if r.M.Current() != scene.Scene(list) || !strings.Contains(list.errMsg, i18n.Trf("record bad", "")) {
		t.Fatalf("pasting text that is no record: %T %q", r.M.Current(), list.errMsg)
	}
	os.WriteFile(board, rec, 0o644)
	r.Click(l.paste.R.Center())
	rp, ok := r.M.Current().(*replayScene)
	if !ok {
		t.Fatalf("pasting a record: %T %q", r.M.Current(), list.errMsg)
	}
	if got := rp.match.Played(); got != len(chainMoves) {
		t.Fatalf("the pasted record has %d moves, want %d", got, len(chainMoves))
	}
}

// TestExportIntoDocuments (issue 28, item 17): Export writes into the
// player's Documents folder (under Kaskade) when there is one, and Import
// lists those records with the ones exported before into the records
// folder, newest first.
func TestExportIntoDocuments(t *testing.T) {
	home := t.TempDir()
	docs := filepath.Join(home, "Documents")
	os.Mkdir(docs, 0o755)
	t.Setenv("HOME", home)
	t.Setenv("KASKADE_CONFIG_DIR", "")
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	dir, err := exportDir()
	if err != nil || dir != filepath.Join(docs, "Kaskade") {
		t.Fatalf("export folder %q, %v; want Documents/Kaskade", dir, err)
	}
	old, _ := recordsDir()
	for _, f := range []string{filepath.Join(old, "kaskade-2026-01-01-100000.txt"), filepath.Join(dir, "kaskade-2026-11-27-100000.txt")} {
		os.MkdirAll(filepath.Dir(f), 0o755)
		os.WriteFile(f, []byte("x"), 0o644)
	}
	_, paths, err := recordFiles()
	if err != nil || len(paths) != 2 || filepath.Dir(paths[0]) != dir || filepath.Dir(paths[1]) != old {
		t.Fatalf("import lists %v, %v; want the new one in %s, then the old one in %s", paths, err, dir, old)
	}
	os.RemoveAll(docs)
	if d, _ := exportDir(); d != old {
		t.Fatalf("without Documents the export folder is %q, want %q", d, old)
	}
}
