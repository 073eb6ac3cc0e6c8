package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/scene"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// keepsAwake ticks without input until the view's work is done (at most
// limit ticks) and fails if the screen went quiet while it worked: the
// loop would sleep and the answer wait for the next mouse move (a
// browser on a slow renderer met it after minutes).
func keepsAwake(t *testing.T, r *rig, b *table, limit int) int {
	t.Helper()
	w, ok := b.view.(view.Worker)
	if !ok {
		t.Fatalf("the %T view has no work to report", b.view)
	}
	ticks := 0
	for ; w.Working() && ticks < limit; ticks++ {
		if r.M.Quiet() > 0 {
			t.Fatalf("after %d ticks of work the screen was quiet for %d ticks", ticks, r.M.Quiet())
		}
		r.Tick(ui.Input{})
	}
	for i := 0; r.M.Quiet() < scene.SettleTicks && i < 1000; i++ { // a note fades first
		r.Tick(ui.Input{})
	}
	if w.Working() || r.M.Quiet() < scene.SettleTicks {
		t.Fatalf("after the work (%d ticks) working %v, quiet %d ticks", ticks, w.Working(), r.M.Quiet())
	}
	return ticks
}

// Winnable? on a deal the in-game solver cannot settle searches for many
// ticks; the screen keeps ticking until the answer is there.
func TestDecktetAnswerKeepsTheScreenAwake(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=29,ace"))
	r.Click(dv(b).WinBtn.R.Center())
	n := keepsAwake(t, r, b, 5000)
	if !dv(b).Solve.Done() {
		t.Fatalf("no answer after %d ticks", n)
	}
	t.Logf("the answer took %d ticks", n)
}

// Kaskade's hint on 5x5 runs its solver beside the search, in slices of
// each tick; the screen keeps ticking until both are done.
func TestKaskadeHintKeepsTheScreenAwake(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.board(kaskade.Size{Cols: 5, Rows: 5}, "c3", "b2", "d4", "b4")
	r.Key(ebiten.KeyH)
	if w := b.view.(view.Worker); !w.Working() {
		t.Fatal("H started no hint")
	}
	t.Logf("the hint took %d ticks", keepsAwake(t, r, b, 5000))
}
