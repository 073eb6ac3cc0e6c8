//go:build !js

package scene

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

func TestExportImportAndReplay(t *testing.T) {
	r := newRig(t, view.Animated)
	dir := withSaves(t, r)
	b := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	want := b.state().String()
	menu := r.toMenu()
	r.click(menu.layout().exp.R.Center())
	if !strings.Contains(menu.note, filepath.Join(dir, "records")) {
		t.Fatalf("export says %q %q", menu.note, menu.errMsg)
	}
	bad := filepath.Join(dir, "records", "0000-damaged.txt")
	if err := os.WriteFile(bad, []byte("kaskade-save 1\ngame chess\nend\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.click(menu.layout().imp.R.Center())
	list, ok := r.m.cur.(*recordListScene)
	if !ok || len(list.names) != 2 {
		t.Fatalf("Import: %T %v", r.m.cur, list)
	}
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	drawAll(t, r)
	l := list.layout()
	r.click(l.rows[1].R.Center()) // the damaged one sorts last
	if r.m.cur != Scene(list) || !strings.Contains(list.errMsg, "unknown game") {
		t.Fatalf("damaged record: %T %q", r.m.cur, list.errMsg)
	}
	r.click(l.rows[0].R.Center())
	rp, ok := r.m.cur.(*replayScene)
	if !ok {
		t.Fatalf("record: %T", r.m.cur)
	}
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	r.key(ebiten.KeyArrowRight)
	r.key(ebiten.KeyArrowRight)
	if rp.pos != 2 {
		t.Fatalf("replay at %d after two steps", rp.pos)
	}
	r.key(ebiten.KeyArrowLeft)
	if rp.pos != 1 {
		t.Fatalf("step back: pos %d", rp.pos)
	}
	drawAll(t, r)
	r.key(ebiten.KeyEnd)
	if rp.pos != len(chainMoves) || kaskadeview.KaskadeOf(rp.at(rp.pos)).String() != want {
		t.Fatalf("End: pos %d", rp.pos)
	}
	r.click(rp.buttons().playOn.R.Center())
	nb, ok := r.m.cur.(*table)
	if !ok || nb.state().String() != want {
		t.Fatalf("Play from here: %T", r.m.cur)
	}
}
