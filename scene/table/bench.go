package table

import (
	"fmt"
	"io"
	"strings"
	"time"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// benchLoop keeps a board scene under full load: a saturated 20x20 board
// whose one move cascades over every cell, replayed whenever it ends.
type benchLoop struct {
	ticks    int
	out      io.Writer
	pos      string
	cascades int
	printed  bool

	// The first benchWarmup ticks build sprites and compile shaders; the
	// figures count the ticks after them.
	begun     time.Time // the first tick
	start     time.Time // the first tick after the warm-up
	updates   int       // every tick so far
	draws     int       // frames drawn after the warm-up
	lastDraw  time.Time
	slowest   time.Duration // the longest time between two frames after the warm-up
	warmStall time.Duration // ... and during it
	tpsSum    float64
	fpsSum    float64
	samples   int
}

// benchWarmup is the ticks left out of the figures: two seconds, so that
// ebiten.ActualTPS (a one-second window) no longer sees the warm-up.
const benchWarmup = 120

// The bench's game and position, through the catalogue: Kaskade's 20x20
// board with every cell one ball short of overflowing (corners hold 1,
// edges 2, the rest 3), all White but for three Black corners, White to
// move; its balls are even, so the move count and side to move agree as
// the position line requires. benchMove cascades over every cell.
const (
	benchGame = "kaskade"
	benchMove = "a1"
)

func saturatedPosition() string {
	edge := strings.Repeat("2w", 18)
	mid := "2w" + strings.Repeat("3w", 18) + "2w"
	rows := []string{"1w" + edge + "1b"}
	for range 18 {
		rows = append(rows, mid)
	}
	rows = append(rows, "1b"+edge+"1b")
	return "20x20 " + strings.Join(rows, "/") + " w 1120 *"
}

// BenchRender opens a window, runs the board scene for ticks ticks on a
// full-board cascade (restarted whenever it ends) after a warm-up of
// benchWarmup ticks, and writes the measured update and draw rates to out.
func BenchRender(ticks int, out io.Writer) error {
	if ticks <= 0 {
		return fmt.Errorf("bench-render: ticks must be positive, got %d", ticks)
	}
	st := view.DefaultSettings()
	st.Muted = true
	m := scene.NewManager(st, view.DefaultConfig(), ui.NewLiveInput())
	bl := &benchLoop{ticks: ticks, out: out, pos: saturatedPosition()}
	s, err := bl.newScene(m)
	if err != nil {
		return err
	}
	m.Goto(s)
	m.AfterUpdate(bl.afterUpdate)
	m.AfterDraw(func(*scene.Manager, *ebiten.Image) { bl.afterDraw() })
	m.DrawAlways()
	scene.OpenWindow(900, 760)
	ebiten.SetWindowTitle("Kaskade — bench-render")
	return ebiten.RunGame(m)
}

// position is the bench's position, read by its game's entry.
func (b *benchLoop) position() (game.State, error) {
	g, err := games.Lookup(benchGame)
	if err != nil {
		return nil, err
	}
	return g.Parse(b.pos)
}

func (b *benchLoop) newScene(m *scene.Manager) (*table, error) {
	if _, err := b.position(); err != nil {
		return nil, fmt.Errorf("bench-render: %v", err)
	}
	t, err := newTable(m, view.DefaultConfig())
	if err != nil {
		return nil, err
	}
	t.bench = b
	b.restart(m, t)
	return t, nil
}

// restart puts the saturated position back on the view and shows the
// cascading move; the table's own match stays untouched.
func (b *benchLoop) restart(m *scene.Manager, t *table) {
	st, err := b.position()
	if err != nil {
		m.Fail(err)
		return
	}
	mv, err := st.ParseMove(benchMove)
	if err != nil {
		m.Fail(err)
		return
	}
	after := st.Clone()
	after.Apply(mv)
	m.Settings.Mode = view.Animated
	t.view.Reset(st)
	t.view.Show(view.Shown{Before: st, Move: mv, After: after})
	b.cascades++
}

func (b *benchLoop) afterUpdate(m *scene.Manager) error {
	now := time.Now()
	if b.updates == 0 {
		b.begun = now
	}
	b.updates++
	if b.updates == benchWarmup {
		b.start = now
	}
	if b.updates > 2*benchWarmup { // one ActualTPS window after the warm-up
		b.tpsSum += ebiten.ActualTPS()
		b.fpsSum += ebiten.ActualFPS()
		b.samples++
	}
	if b.updates < b.ticks+benchWarmup || b.printed {
		return nil
	}
	b.printed = true
	el := now.Sub(b.start).Seconds()
	n := float64(max(b.samples, 1))
	fmt.Fprintf(b.out, "bench-render: 20x20 full-board cascade, %d ticks in %.1fs after a warm-up of %d ticks (%.1fs, longest frame %v): %.1f TPS, %.1f FPS (ebiten.ActualTPS/ActualFPS averaged); counted %.1f updates/s, %.1f draws/s, longest frame %v; %d cascades\n",
		b.ticks, el, benchWarmup, b.start.Sub(b.begun).Seconds(), b.warmStall.Round(time.Millisecond),
		b.tpsSum/n, b.fpsSum/n, float64(b.ticks)/el, float64(b.draws)/el, b.slowest.Round(time.Millisecond), b.cascades)
	m.Quit()
	return nil
}

// afterDraw counts a frame and notes the longest time between two.
func (b *benchLoop) afterDraw() {
	now := time.Now()
	if !b.lastDraw.IsZero() {
		gap := now.Sub(b.lastDraw)
		if b.updates > benchWarmup {
			b.draws++
			b.slowest = max(b.slowest, gap)
		} else {
			b.warmStall = max(b.warmStall, gap)
		}
	}
	b.lastDraw = now
}
