package scene

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

// benchLoop keeps a board scene under full load: a saturated 20x20 board
// whose one move cascades over every cell, replayed whenever it ends.
type benchLoop struct {
	ticks    int
	out      io.Writer
	pos      string
	move     kaskade.Cell
	start    time.Time
	updates  int
	draws    int
	tpsSum   float64
	fpsSum   float64
	samples  int
	cascades int
	printed  bool
}

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
// full-board cascade (restarted whenever it ends) and writes the measured
// update and draw rates to out.
func BenchRender(ticks int, out io.Writer) error {
	if ticks <= 0 {
		return fmt.Errorf("bench-render: ticks must be positive, got %d", ticks)
	}
	st := DefaultSettings()
	st.Muted = true
	m := newManager(st, DefaultConfig(), newLiveInput())
	bl := &benchLoop{ticks: ticks, out: out, pos: saturatedPosition()}
	s, err := bl.newScene(m)
	if err != nil {
		return err
	}
	m.Goto(s)
	m.hooks = append(m.hooks, bl.afterUpdate)
	m.drawHook = func(*Manager, *ebiten.Image) { bl.draws++ }
	openWindow(900, 760)
	ebiten.SetWindowTitle("Kaskade — bench-render")
	return ebiten.RunGame(m)
}

func (b *benchLoop) newScene(m *Manager) (*table, error) {
	if _, err := kaskade.Parse(b.pos); err != nil {
		return nil, fmt.Errorf("bench-render: %v", err)
	}
	t, err := newTable(m, DefaultConfig())
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
	m.Settings.Mode = Animated
	t.view.Reset(st)
	t.view.Show(Shown{Before: st, Move: game.Move(b.move), After: after})
	b.cascades++
}

func (b *benchLoop) afterUpdate(m *Manager) error {
	if b.updates == 0 {
		b.start = time.Now()
	}
	b.updates++
	if b.updates > 60 { // ActualTPS/FPS report 0 until a second has passed
		b.tpsSum += ebiten.ActualTPS()
		b.fpsSum += ebiten.ActualFPS()
		b.samples++
	}
	if b.updates < b.ticks || b.printed {
		return nil
	}
	b.printed = true
	el := time.Since(b.start).Seconds()
	n := float64(max(b.samples, 1))
	fmt.Fprintf(b.out, "bench-render: 20x20 full-board cascade, %d ticks in %.1fs: %.1f TPS, %.1f FPS (ebiten.ActualTPS/ActualFPS averaged); counted %.1f updates/s, %.1f draws/s; %d cascades\n",
		b.updates, el, b.tpsSum/n, b.fpsSum/n, float64(b.updates)/el, float64(b.draws)/el, b.cascades)
	m.Quit()
	return nil
}
