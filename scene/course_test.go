//go:build !js

package scene

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/ai"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/online/course"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// courseServer is our own serve-course in-process on 127.0.0.1:0: the
// greedy computer answers, and every position it answered is kept, to
// compare with the screen's record.
type courseServer struct {
	srv  *course.Server
	addr string
	mu   sync.Mutex
	seen []string // the positions the server moved in, as our engine writes them
}

func startCourseServer(t *testing.T) *courseServer {
	t.Helper()
	p, err := ai.New("greedy")
	if err != nil {
		t.Fatal(err)
	}
	cs := &courseServer{}
	cs.srv = course.NewServer(course.Config{NewMover: func() course.Mover {
		return func(st *kaskade.State) kaskade.Cell {
			cs.mu.Lock()
			cs.seen = append(cs.seen, st.String())
			cs.mu.Unlock()
			return kaskade.Cell(ai.Think(p, kaskade.AsGame(st), 1, nil).Move)
		}
	}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go cs.srv.Serve(ln)
	t.Cleanup(cs.srv.Close)
	cs.addr = ln.Addr().String()
	return cs
}

// positions are the positions the server moved in so far.
func (cs *courseServer) positions() []string {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	return append([]string(nil), cs.seen...)
}

// fade lets a scene change finish.
func (r *rig) fade() {
	for range fadeTicks + 1 {
		r.tick(ui.Input{})
	}
}

// openCourseForm goes from the online screen to the form by its button.
func openCourseForm(t *testing.T, r *rig) *courseScene {
	t.Helper()
	on := newOnlineScene(r.m, "")
	r.m.Goto(on)
	r.fade()
	r.click(on.layout().program.R.Center())
	r.fade()
	f, ok := r.m.cur.(*courseScene)
	if !ok {
		t.Fatalf("the online screen's button led to %T, want the course form", r.m.cur)
	}
	return f
}

// fillCourseForm types addr and sets a 3x3 board with the steppers;
// theyBegin clicks "The program begins".
func fillCourseForm(r *rig, f *courseScene, addr string, theyBegin bool) {
	l := f.layout()
	r.click(l.addr.Center())
	for range len(f.addr.Text) {
		r.key(ebiten.KeyBackspace)
	}
	r.tick(ui.Input{Chars: []rune(addr)})
	r.key(ebiten.KeyTab)
	for range 20 { // down to the smallest board
		r.click(l.colsDec.R.Center())
		r.click(l.rowsDec.R.Center())
	}
	if theyBegin {
		r.click(l.itBegins.R.Center())
	}
}

// courseTable waits for the table the form opens.
func courseTable(r *rig) *table {
	var tb *table
	r.until("the table", func() bool { tb, _ = r.m.cur.(*table); return tb != nil })
	r.fade()
	return tb
}

// TestCourseGame: the online screen's "Play a program on the network"
// leads to the form; against our own serve-course on loopback the screen
// plays a 3x3 game to its end by clicks, the program beginning: the
// program's moves arrive through the protocol, ours go out, the game over
// shows the winner our engine has, and the positions the server moved in
// are those of the screen's record.
func TestCourseGame(t *testing.T) {
	cs := startCourseServer(t)
	r := newRig(t, view.Instant)
	f := openCourseForm(t, r)
	fillCourseForm(r, f, cs.addr, true)
	if f.size != (kaskade.Size{Cols: 3, Rows: 3}) || f.weBegin || strings.TrimSpace(f.addr.Text) != cs.addr {
		t.Fatalf("the form has %v, we begin %v, address %q", f.size, f.weBegin, f.addr.Text)
	}
	r.click(f.layout().play.R.Center())
	tb := courseTable(r)
	c, ok := tb.match.(*courseMatch)
	if !ok || c.me != 1 {
		t.Fatalf("the table plays %T, want a courseMatch with us as Black", tb.match)
	}
	if name := tb.cfg.SeatName(0); name != "Kaskade" {
		t.Errorf("the program's seat is called %q, want the server's name", name)
	}
	for n := 0; !tb.over(); n++ {
		if n > 40 {
			t.Fatal("the game does not end")
		}
		r.until("our turn", func() bool { return tb.over() || tb.ready() || c.lost != "" })
		if c.lost != "" {
			t.Fatalf("the game stopped: %s", c.lost)
		}
		if tb.over() {
			break
		}
		st := kst(tb)
		mv := st.LegalMoves(nil)[0]
		r.click(r.cellPoint(tb, st.Size().FormatCell(mv)))
		if tb.ready() {
			t.Fatalf("move %d: the screen takes another move before the program answered", n)
		}
	}
	r.until("the game over", func() bool { _, ok := r.m.cur.(*gameOverScene); return ok })
	rec := tb.record()
	if rec == nil || !rec.State().IsOver() || r.m.play.last != rec {
		t.Fatal("the finished game is not the last game to export")
	}
	seen := cs.positions()
	plies := rec.Moves()
	k := 0
	for i, p := range plies {
		if p.By != 0 {
			continue
		}
		st, _ := rec.StateAt(i)
		if k >= len(seen) || seen[k] != st.String() {
			t.Fatalf("the program's move %d: the server moved in %v, the screen's record has %s", k, seen, st)
		}
		k++
	}
	if k != len(seen) {
		t.Errorf("the server moved %d times, the record holds %d of its moves", len(seen), k)
	}
}

// TestCourseServerGone: the server is closed mid-game; our next move
// finds the connection lost, the screen says so in words (the footer
// keeps saying it), nothing more can be played, and the record so far is
// exported as every game's.
func TestCourseServerGone(t *testing.T) {
	t.Setenv(platform.ConfigDirEnv, t.TempDir())
	cs := startCourseServer(t)
	r := newRig(t, view.Instant)
	f := openCourseForm(t, r)
	fillCourseForm(r, f, cs.addr, false)
	r.click(f.layout().play.R.Center())
	tb := courseTable(r)
	c := tb.match.(*courseMatch)
	r.click(r.cellPoint(tb, "a1"))
	r.until("the program's answer", func() bool { return tb.ready() })
	if tb.match.Played() != 2 {
		t.Fatalf("%d moves played, want ours and the program's", tb.match.Played())
	}
	cs.srv.Close()
	r.click(r.cellPoint(tb, "c3"))
	r.until("the lost connection", func() bool { return c.lost != "" })
	if !strings.Contains(c.lost, "connection") || !strings.Contains(tb.status(), c.lost) || !strings.Contains(tb.status(), "Export") {
		t.Errorf("the screen says %q, footer %q: want the lost connection and the record", c.lost, tb.status())
	}
	if tb.ready() || tb.match.Played() != 3 {
		t.Errorf("after the loss: ready %v, %d moves; want no more moves, ours the last", tb.ready(), tb.match.Played())
	}
	r.click(r.cellPoint(tb, "a3")) // refused quietly: no move, no panic
	if tb.match.Played() != 3 {
		t.Fatal("a move was played after the connection was lost")
	}
	menu := newMenuScene(r.m)
	menu.export(r.m)
	files, _ := filepath.Glob(filepath.Join(os.Getenv(platform.ConfigDirEnv), "records", "kaskade-*.txt"))
	if len(files) != 1 {
		t.Fatalf("exported %v (note %v, error %q), want one record", files, menu.note, menu.errMsg)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	mt, err := match.Decode(data, games.Lookup)
	if err != nil || mt.Played() != 3 || mt.State().String() != tb.state().String() {
		t.Fatalf("the record read back: %v, %v; want the three moves on the screen", mt, err)
	}
}

// TestCourseFormSaysWhy: a bad address and an address where nobody
// listens are said on the form, which stays.
func TestCourseFormSaysWhy(t *testing.T) {
	r := newRig(t, view.Instant)
	f := openCourseForm(t, r)
	fillCourseForm(r, f, "nowhere", false)
	r.click(f.layout().play.R.Center())
	if !f.bad || !strings.Contains(f.status, "host:port") {
		t.Errorf("a bad address says %q", f.status)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	free := ln.Addr().String()
	ln.Close()
	f.addr.Text = free
	r.click(f.layout().play.R.Center())
	r.until("the refusal", func() bool { return f.link == nil })
	if !f.bad || !strings.Contains(f.status, "No program answers at "+free) || r.m.cur != Scene(f) {
		t.Errorf("nobody listening says %q (scene %T)", f.status, r.m.cur)
	}
}
