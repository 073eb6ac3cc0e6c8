//go:build !js

package replay

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/movelist"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// openReplay shows mt in the replay viewer of r, faded in.
func openReplay(t *testing.T, r *rig, mt *match.Match) *replayScene {
	t.Helper()
	rp, err := newReplayScene(r.M, mt, scene.Open.Menu(r.M))
	if err != nil {
		t.Fatal(err)
	}
	r.M.Goto(rp)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	return rp
}

// replayLayoutOf is the replay's layout on the rig's screen.
func replayLayoutOf(r *rig, rp *replayScene) movelist.Layout { return rp.layout(r.M.W(), r.M.H()) }

// longMatch is a finished game of name between random players.
func longMatch(t *testing.T, r *rig, name string, seed uint64) *match.Match {
	t.Helper()
	return scenetest.PlayedMatch(t, r.M, scenetest.HumanConfig(name), 3000, seed)
}

// TestReplayAutoplayReachesEnd: Play shows every move in turn, each after
// its animation and a rest, and stops at the end; the list follows.
func TestReplayAutoplayReachesEnd(t *testing.T) {
	for _, mode := range []view.AnimMode{view.Animated, view.Stepwise, view.Instant} {
		r := newRig(t, mode)
		mt := record(r.chain())
		rp := openReplay(t, r, mt)
		r.Click(replayLayoutOf(r, rp).Play.R.Center())
		if !rp.auto {
			t.Fatalf("%v: Play did not start autoplay", mode)
		}
		last, steps := 0, 0
		for i := 0; rp.auto; i++ {
			if i > 20000 {
				t.Fatalf("%v: autoplay at %d of %d after %d ticks", mode, rp.pos, len(rp.plies), i)
			}
			r.Tick(ui.Input{})
			if rp.pos != last {
				if rp.pos != last+1 {
					t.Fatalf("%v: autoplay went from %d to %d", mode, last, rp.pos)
				}
				last, steps = rp.pos, steps+1
				if cur := rp.list.Current(rp.pos); cur < rp.list.Top || cur >= rp.list.Top+replayLayoutOf(r, rp).Visible() {
					t.Fatalf("%v: move %d is not in the list's view (rows %d+)", mode, cur, rp.list.Top)
				}
			}
		}
		if rp.pos != len(rp.plies) || steps != len(rp.plies) {
			t.Fatalf("%v: autoplay stopped at %d of %d after %d steps", mode, rp.pos, len(rp.plies), steps)
		}
		for range 100 {
			r.Tick(ui.Input{})
		}
		if rp.pos != len(rp.plies) || rp.auto {
			t.Fatalf("%v: after the end autoplay goes on (%d, %v)", mode, rp.pos, rp.auto)
		}
	}
}

// TestReplayAutoplayRests: a move is followed by a rest before the next,
// longer at a slower speed.
func TestReplayAutoplayRests(t *testing.T) {
	gap := func(speed float64) int {
		r := newRig(t, view.Instant)
		r.M.Settings.Speed = speed
		rp := openReplay(t, r, record(r.chain()))
		r.Key(ebiten.KeySpace)
		r.Tick(ui.Input{}) // the first move comes at once
		if rp.pos != 1 {
			t.Fatalf("the first move is not shown at once (%d)", rp.pos)
		}
		n := 0
		for rp.pos == 1 {
			r.Tick(ui.Input{})
			n++
		}
		return n
	}
	if slow, fast := gap(0.5), gap(2); slow <= fast || fast < 5 {
		t.Fatalf("rests of %d ticks at half speed and %d at double speed", slow, fast)
	}
}

// TestReplayKeys: Space plays and pauses; a step by key pauses autoplay;
// Page Down scrolls the list and the arrows still step.
func TestReplayKeys(t *testing.T) {
	r := newRig(t, view.Instant)
	rp := openReplay(t, r, longMatch(t, r, "kaskade", 3))
	r.Key(ebiten.KeySpace)
	for range 40 {
		r.Tick(ui.Input{})
	}
	if !rp.auto || rp.pos < 2 {
		t.Fatalf("Space: autoplay %v at %d", rp.auto, rp.pos)
	}
	r.Key(ebiten.KeySpace)
	at := rp.pos
	for range 100 {
		r.Tick(ui.Input{})
	}
	if rp.auto || rp.pos != at {
		t.Fatalf("Space again: autoplay %v, %d -> %d", rp.auto, at, rp.pos)
	}
	r.Key(ebiten.KeySpace)
	r.Key(ebiten.KeyArrowLeft)
	if rp.auto {
		t.Fatal("a step back leaves autoplay on")
	}
	r.Key(ebiten.KeyHome)
	r.Key(ebiten.KeyArrowRight)
	if rp.pos != 1 || rp.list.Current(rp.pos) != 0 {
		t.Fatalf("Home, Right: at %d, entry %d", rp.pos, rp.list.Current(rp.pos))
	}
	r.Key(ebiten.KeyPageDown)
	if n := replayLayoutOf(r, rp).Visible(); rp.list.Top != n {
		t.Fatalf("Page Down: first row %d, want %d", rp.list.Top, n)
	}
	r.Tick(ui.Input{})
	if rp.list.Top == 0 {
		t.Fatal("the list jumped back while the position stayed")
	}
	r.Key(ebiten.KeyEnd)
	if cur := rp.list.Current(rp.pos); cur != len(rp.list.Entries)-1 || cur < rp.list.Top {
		t.Fatalf("End: entry %d, rows from %d", cur, rp.list.Top)
	}
}

// TestReplayClickMove: a click (or tap) on a row of the list shows the
// position after that move and lights it; wheel and drag scroll the list
// and a drag is no tap.
func TestReplayClickMove(t *testing.T) {
	for _, size := range [][2]float64{{900, 760}, {390, 844}} {
		r := newRig(t, view.Animated)
		r.M.SetSize(size[0], size[1])
		rp := openReplay(t, r, longMatch(t, r, "kaskade", 5))
		rl := replayLayoutOf(r, rp)
		r.Click(rl.Row(2).Center())
		if want := rp.list.Entries[2].Ply + 1; rp.pos != want || rp.list.Current(rp.pos) != 2 {
			t.Fatalf("%v: click on row 2: at %d (entry %d), want %d", size, rp.pos, rp.list.Current(rp.pos), want)
		}
		if rp.view.Busy() {
			t.Fatalf("%v: a jump animates", size)
		}
		old := ui.WheelY
		ui.WheelY = func() float64 { return -1 }
		r.Tick(ui.Input{HasCursor: true, Cursor: rl.Row(0).Center()})
		ui.WheelY = old
		if rp.list.Top != 3 {
			t.Fatalf("%v: wheel down: first row %d", size, rp.list.Top)
		}
		r.Click(rl.Row(0).Center())
		if rp.list.Current(rp.pos) != 3 {
			t.Fatalf("%v: a click on the first row shown after scrolling chose entry %d", size, rp.list.Current(rp.pos))
		}
		// a finger drags the list up by two rows; its release is no tap
		at, top := rp.pos, rp.list.Top
		from := rl.Row(2).Center()
		to := ui.Point{X: from.X, Y: from.Y - 2*rl.RowH}
		r.Tick(ui.Input{Down: true, Pointer: from})
		r.Tick(ui.Input{Down: true, Pointer: ui.Point{X: from.X, Y: from.Y - rl.RowH}})
		r.Tick(ui.Input{Down: true, Pointer: to})
		r.Tick(ui.Input{Released: true, ReleasedAt: to, Pointer: to, Clicks: []ui.Point{to}})
		if rp.list.Top != top+2 || rp.pos != at {
			t.Fatalf("%v: drag: first row %d (want %d), position %d (want %d)", size, rp.list.Top, top+2, rp.pos, at)
		}
	}
}

// TestReplayListHidesNothing: the move list of a Kaleidoskop game shows
// the record's moves and no chance step (a deal names a hidden card).
func TestReplayListHidesNothing(t *testing.T) {
	r := newRig(t, view.Instant)
	mt := longMatch(t, r, "kaleidoskop", 7)
	rp := openReplay(t, r, mt)
	var deals, rows []string
	for _, p := range mt.AllMoves() {
		if p.By == game.Chance {
			deals = append(deals, p.Text)
		}
	}
	for _, e := range rp.list.Entries {
		rows = append(rows, e.Text)
	}
	if len(deals) == 0 {
		t.Fatal("the game had no chance steps")
	}
	var record []string
	for _, turn := range match.Turns(mt.AllMoves()) {
		record = append(record, strings.Split(turn, "+")...)
	}
	if !slices.Equal(rows, record) {
		t.Fatalf("the list is not the record's moves:\n%q\n%q", rows, record)
	}
	for _, e := range rp.list.Entries {
		if mt.AllMoves()[e.Ply].By == game.Chance {
			t.Fatalf("row %q is a chance step", e.Text)
		}
	}
	if n := rp.list.Entries[len(rp.list.Entries)-1].Turn; n != len(match.Turns(mt.AllMoves())) {
		t.Fatalf("%d turns numbered, the record has %d", n, len(match.Turns(mt.AllMoves())))
	}
}
