package scene

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// benchLoop keeps a board scene under full load: a saturated 20x20 board
// whose one move cascades over every cell, replayed whenever it ends.
type benchLoop struct {
	ticks    int
	out      io.Writer
	pos      string
	move     kaskade.Cell
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

// saturatedPosition is a 20x20 position with every cell one ball short of
// overflowing, all White but for three Black cells in the far corners,
// White to move: its balls (sum of capacity-1) are even, so the move count
// and side to move agree as Parse requires.
func saturatedPosition() string {
	z := kaskade.Size{Cols: 20, Rows: 20}
	black := map[kaskade.Cell]bool{z.CellAt(19, 19): true, z.CellAt(19, 0): true, z.CellAt(0, 19): true}
	var rows []string
	balls := 0
	for r := 0; r < z.Rows; r++ {
		var b strings.Builder
		for c := 0; c < z.Cols; c++ {
			cell := z.CellAt(c, r)
			n := z.Capacity(cell) - 1
			balls += n
			owner := "w"
			if black[cell] {
				owner = "b"
			}
			fmt.Fprintf(&b, "%d%s", n, owner)
		}
		rows = append(rows, b.String())
	}
	return fmt.Sprintf("%s %s w %d *", z, strings.Join(rows, "/"), balls)
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
	m := NewManager(st, view.DefaultConfig(), ui.NewLiveInput())
	bl := &benchLoop{ticks: ticks, out: out, pos: saturatedPosition()}
	s, err := bl.newScene(m)
	if err != nil {
		return err
	}
	m.Goto(s)
	m.hooks = append(m.hooks, bl.afterUpdate)
	m.drawHook = func(*Manager, *ebiten.Image) { bl.afterDraw() }
	m.alwaysDraw = true
	openWindow(900, 760)
	ebiten.SetWindowTitle("Kaskade — bench-render")
	return ebiten.RunGame(m)
}

func (b *benchLoop) newScene(m *Manager) (*table, error) {
	if _, err := kaskade.Parse(b.pos); err != nil {
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
func (b *benchLoop) restart(m *Manager, t *table) {
	st, err := kaskade.ParseGame(b.pos)
	if err != nil {
		m.err = err
		return
	}
	after := st.Clone()
	after.Apply(game.Move(b.move))
	m.Settings.Mode = view.Animated
	t.view.Reset(st)
	t.view.Show(view.Shown{Before: st, Move: game.Move(b.move), After: after})
	b.cascades++
}

func (b *benchLoop) afterUpdate(m *Manager) error {
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
