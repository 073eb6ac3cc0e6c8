//go:build !js

package table

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
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/scenetest"
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

// courseShot keeps a picture of the screen in $KASKADE_SHOTS, if set.
func courseShot(t *testing.T, r *rig, name string) {
	if dir := os.Getenv("KASKADE_SHOTS"); dir != "" {
		r.Shot(filepath.Join(dir, name))
	}
}

// fade lets a scene change finish.
func (r *rig) fade() {
	for range scene.FadeTicks + 1 {
		r.Tick(ui.Input{})
	}
}

// openCourseForm goes from the online screen to the form by its button.
func openCourseForm(t *testing.T, r *rig) *courseScene {
	t.Helper()
	r.M.Goto(scene.Open.Online(r.M, ""))
	r.fade()
	r.ClickLabel(i18n.Tr("course entry"))
	r.fade()
	f, ok := r.M.Current().(*courseScene)
	if !ok {
		t.Fatalf("the online screen's button led to %T, want the course form", r.M.Current())
	}
	return f
}

// fillCourseForm types addr and sets a board of z with the steppers;
// theyBegin clicks "The program begins".
func fillCourseForm(r *rig, f *courseScene, addr string, z kaskade.Size, theyBegin bool) {
	l := f.layout()
	r.Click(l.addr.Center())
	for range len(f.addr.Text) {
		r.Key(ebiten.KeyBackspace)
	}
	r.Tick(ui.Input{Chars: []rune(addr)})
	r.Key(ebiten.KeyTab)
	for range 20 { // down to the smallest board
		r.Click(l.colsDec.R.Center())
		r.Click(l.rowsDec.R.Center())
	}
	for range z.Cols - kaskade.MinSide {
		r.Click(l.colsInc.R.Center())
	}
	for range z.Rows - kaskade.MinSide {
		r.Click(l.rowsInc.R.Center())
	}
	if theyBegin {
		r.Click(l.itBegins.R.Center())
	}
}

// courseTable waits for the table the form opens.
func courseTable(r *rig) *table {
	var tb *table
	r.Until("the table", func() bool { tb, _ = r.M.Current().(*table); return tb != nil })
	r.fade()
	return tb
}

// TestCourseGame: the online screen's "Play a program on the network"
// leads to the form; against our own serve-course on loopback the screen
// plays a 4x3 game to its end by clicks (Easy's choices), the program beginning: the
// program's moves arrive through the protocol, ours go out, the game over
// shows the winner our engine has, and the positions the server moved in
// are those of the screen's record.
func TestCourseGame(t *testing.T) {
	cs := startCourseServer(t)
	r := newRig(t, view.Instant)
	f := openCourseForm(t, r)
	z := kaskade.Size{Cols: 4, Rows: 3}
	fillCourseForm(r, f, cs.addr, z, true)
	r.Click(f.layout().name.Center())
	r.Tick(ui.Input{Chars: []rune("Ada")})
	r.Key(ebiten.KeyTab)
	if f.size != z || f.weBegin || strings.TrimSpace(f.addr.Text) != cs.addr {
		t.Fatalf("the form has %v, we begin %v, address %q", f.size, f.weBegin, f.addr.Text)
	}
	courseShot(t, r, "course-form.png")
	r.Click(f.layout().play.R.Center())
	tb := courseTable(r)
	c, ok := tb.match.(*courseMatch)
	if !ok || c.me != 1 {
		t.Fatalf("the table plays %T, want a courseMatch with us as Black", tb.match)
	}
	if p, me := tb.cfg.SeatName(0), tb.cfg.SeatName(1); p != "Kaskade" || me != "Ada" {
		t.Errorf("the seats are called %q and %q, want the server's name and ours", p, me)
	}
	ours, err := ai.New("easy")
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !tb.over(); n++ {
		if n > 40 {
			t.Fatal("the game does not end")
		}
		r.Until("our turn", func() bool { return tb.over() || tb.ready() || c.lost != "" })
		if c.lost != "" {
			t.Fatalf("the game stopped: %s", c.lost)
		}
		if tb.over() {
			break
		}
		st := kst(tb)
		if n == 2 {
			courseShot(t, r, "native-course.png")
		}
		mv := kaskade.Cell(ai.Think(ours, kaskade.AsGame(st), uint64(n), nil).Move)
		r.Click(r.cellPoint(tb, st.Size().FormatCell(mv)))
		if tb.ready() {
			t.Fatalf("move %d: the screen takes another move before the program answered", n)
		}
	}
	var over *gameOverScene
	r.Until("the game over", func() bool { over, _ = r.M.Current().(*gameOverScene); return over != nil })
	rec := tb.record()
	if w := kaskade.PlayerOf(kst(tb).Winner()); over.winner != w {
		t.Errorf("the game over names seat %d, our engine's winner is %d", over.winner, w)
	}
	if rec == nil || !rec.State().IsOver() || r.M.Play.Last != rec {
		t.Fatal("the finished game is not the last game to export")
	}
	seen := cs.positions()
	plies := rec.Moves()
	t.Logf("%d moves: %s", len(plies), rec.State())
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
	fillCourseForm(r, f, cs.addr, kaskade.Size{Cols: 3, Rows: 3}, false)
	r.Click(f.layout().play.R.Center())
	tb := courseTable(r)
	c := tb.match.(*courseMatch)
	r.Click(r.cellPoint(tb, "a1"))
	r.Until("the program's answer", func() bool { return tb.ready() })
	if tb.match.Played() != 2 {
		t.Fatalf("%d moves played, want ours and the program's", tb.match.Played())
	}
	cs.srv.Close()
	r.Click(r.cellPoint(tb, "c3"))
	r.Until("the lost connection", func() bool { return c.lost != "" })
	if !strings.Contains(c.lost, "connection") || !strings.Contains(tb.status(), c.lost) || !strings.Contains(tb.status(), "Export") {
		t.Errorf("the screen says %q, footer %q: want the lost connection and the record", c.lost, tb.status())
	}
	if tb.ready() || tb.match.Played() != 3 {
		t.Errorf("after the loss: ready %v, %d moves; want no more moves, ours the last", tb.ready(), tb.match.Played())
	}
	courseShot(t, r, "course-lost.png")
	r.Click(r.cellPoint(tb, "a3")) // refused quietly: no move, no panic
	if tb.match.Played() != 3 {
		t.Fatal("a move was played after the connection was lost")
	}
	note, _, err := scene.Open.Export(r.M, scene.Open.Menu(r.M), r.M.Play.Last) // the menu's Export: the game played last
	files, _ := filepath.Glob(filepath.Join(os.Getenv(platform.ConfigDirEnv), "records", "kaskade-*.txt"))
	if len(files) != 1 {
		t.Fatalf("exported %v (note %v, error %v), want one record", files, note, err)
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
	fillCourseForm(r, f, "nowhere", kaskade.Size{Cols: 3, Rows: 3}, false)
	r.Click(f.layout().play.R.Center())
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
	r.Click(f.layout().play.R.Center())
	r.Until("the refusal", func() bool { return f.link == nil })
	if !f.bad || !strings.Contains(f.status, "No program answers at "+free) || r.M.Current() != scene.Scene(f) {
		t.Errorf("nobody listening says %q (scene %T)", f.status, r.M.Current())
	}
}

// TestCourseLayout: the online screen with its new button, the form with
// a failure said, and the table against a program (waiting for it, and
// stopped by a lost connection) keep the layout rules on every screen
// size, in both languages; KASKADE_LAYOUT_SHOTS keeps the pictures.
func TestCourseLayout(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := scenetest.NewCaseRig(t, c, lang)
				defer r.Img.Deallocate()
				checkOnlineEntry(t, r)
				f := newCourseScene(r.M).(*courseScene)
				f.status, f.bad = courseFault(&course.RemoteError{Addr: defaultCourseAddr, Kind: course.FaultUnreached}, defaultCourseAddr, defaultCourseAddr), true
				r.Check("course form", r.Show(f), 0, nil)

				tb := offlineCourseTable(t, r.M)
				tb.play(4) // b2 on 3x3, ours; the program's answer is awaited
				checkTable(r, "course waiting", tb)
				tb.match.(*courseMatch).link.news <- courseNews{move: -1, err: &course.RemoteError{Addr: defaultCourseAddr, Kind: course.FaultLost}}
				checkTable(r, "course lost", tb)
			})
		}
	}
}

// checkOnlineEntry checks the online screen's button to a program on the
// network: on the screen, over nothing else. (The online screen as a
// whole is not held to the layout rules yet: on a phone its field labels
// touch the buttons above them.)
func checkOnlineEntry(t *testing.T, r *scenetest.LayoutRig) {
	t.Helper()
	els := r.Show(scene.Open.Online(r.M, ""))
	r.Check("online", els, 0, func(scenetest.Element) bool { return true }) // off the screen, and the picture
	label := i18n.Tr("course entry")
	for _, b := range els {
		if !b.Button || b.Label != label {
			continue
		}
		for _, e := range els {
			if e.Label != label && scenetest.Overlaps(e.R, b.R) {
				t.Errorf("the button to a program on the network is under %v", e)
			}
		}
		return
	}
	t.Error("the online screen has no button to a program on the network")
}

// offlineCourseTable is a table against a program whose link is only
// its channels: news is put in by the test.
func offlineCourseTable(t *testing.T, m *scene.Manager) *table {
	t.Helper()
	s := courseSetup{addr: defaultCourseAddr, name: "Ada", size: kaskade.Size{Cols: 3, Rows: 3}, weBegin: true}
	l := &courseLink{ours: make(chan kaskade.Cell, 1), news: make(chan courseNews, 4), cancel: func() {}}
	c, err := newCourseMatch(s, l, courseNews{started: true, name: "Wilfried's Kaskade", move: -1})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := newCourseTable(m, c)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestCourseFaultWords: every kind of failure the protocol's client
// reports is said in its own words in both languages, with what the
// program sent; a board that differs names the first cell in our
// notation.
func TestCourseFaultWords(t *testing.T) {
	defer i18n.SetLang("en")
	errs := []error{
		&course.RemoteError{Kind: course.FaultLost},
		&course.RemoteError{Kind: course.FaultUnreached},
		&course.RemoteError{Kind: course.FaultTimeout},
		&course.RemoteError{Kind: course.FaultRefused, Detail: "no such command"},
		&course.RemoteError{Kind: course.FaultMalformed, Detail: "move(x=1;y=2"},
		&course.RemoteError{Kind: course.FaultIllegal, Detail: "move(x=5;y=0)"},
		&course.RemoteError{Kind: course.FaultWinner, Detail: "bye(winner=c)"},
		&course.RemoteError{Kind: course.FaultBoard, Err: &course.BoardDiff{X: 2, Y: 1, Sent: "2s", Want: "1c"}},
	}
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		said := map[string]bool{}
		for _, err := range errs {
			w := courseFault(err, "10.0.0.1:4711", "Prog")
			re := err.(*course.RemoteError)
			if said[w] || !strings.Contains(w, re.Detail) || strings.Contains(w, "%!") {
				t.Errorf("%s: kind %d says %q", lang, re.Kind, w)
			}
			said[w] = true
		}
		if w := courseFault(errs[len(errs)-1], "", "Prog"); !strings.Contains(w, "c2") || !strings.Contains(w, "2s") {
			t.Errorf("%s: the board's difference says %q, want c2 and what was sent", lang, w)
		}
	}
}

// TestCourseBoardDiffers: a program whose board after its move differs
// from ours (one cell of the last row changed) is caught by our engine;
// the table names the first cell that differs, in our notation, and the
// game stops with our move and the program's in the record.
func TestCourseBoardDiffers(t *testing.T) {
	addr := tamperingServer(t, func(out []string) []string {
		if len(out) == 4 && strings.HasPrefix(out[0], "move(") {
			out[3] = "board(row=0n0n3s)" // the last row; the right cell holds three of the server's
		}
		return out
	})
	r := newRig(t, view.Instant)
	f := openCourseForm(t, r)
	fillCourseForm(r, f, addr, kaskade.Size{Cols: 3, Rows: 3}, false)
	r.Click(f.layout().play.R.Center())
	tb := courseTable(r)
	c := tb.match.(*courseMatch)
	r.Click(r.cellPoint(tb, "b2"))
	r.Until("the difference", func() bool { return c.lost != "" })
	if !strings.Contains(c.lost, "differs from ours, first at c3: 3s there, ours 0n") {
		t.Errorf("the table says %q, want the first cell that differs", c.lost)
	}
	if tb.ready() || tb.match.Played() != 2 {
		t.Errorf("after the difference: ready %v, %d moves; want the game stopped after the program's move", tb.ready(), tb.match.Played())
	}
}

// tamperingServer serves the protocol on loopback with a player of the
// first legal move, its answers passed through tamper.
func tamperingServer(t *testing.T, tamper func(out []string) []string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	first := func(st *kaskade.State) kaskade.Cell { return st.LegalMoves(nil)[0] }
	go course.ServeTampered(ln, func() *course.Session { return &course.Session{Name: "Tamper", Move: first} }, tamper)
	return ln.Addr().String()
}
