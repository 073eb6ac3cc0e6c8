package kaskade

import (
	"math"

	"kaskade/engine/kaskade"
	"kaskade/scene/ui"
)

// cascade plays back the engine's Result of one move: first the placed
// ball is held a moment, then each wave's balls fly to their neighbours.
// It only counts ticks; what to draw is frame().
type cascade struct {
	Res     *kaskade.Result
	step    bool    // step-by-step: wait for a click before each wave
	speed   float64 // 1 is normal
	Wave    int     // -1 while the placed ball is shown, else the wave in flight
	tick    int
	length  int
	Waiting bool      // step mode: the current phase has landed, waiting for a click
	pause   int       // view.Paused: ticks of rest after each wave has landed; 0 for none
	Resting bool      // the current wave has landed and the board rests (pause)
	done    bool      // the whole move has been shown
	onWave  func(int) // called as each wave starts (sound)
	out     []uint8   // balls leaving each cell in the current wave
}

func newCascade(res *kaskade.Result, step bool, speed float64, onWave func(int)) *cascade {
	c := &cascade{Res: res, step: step, speed: speed, Wave: -1, onWave: onWave}
	c.length = max(ui.WaveTicks(0, speed)*2/3, 4)
	return c
}

// PauseTicks is the rest after each wave in view.Paused: 0.6 s at normal
// speed (KJumpingCube's "pause per step"), shorter when faster.
func PauseTicks(speed float64) int {
	if speed <= 0 {
		speed = 1
	}
	return max(int(math.Round(0.6*60/speed)), 1)
}

// update advances one tick: a wave flies, lands, and (view.Paused) the
// board rests before the next one.
func (c *cascade) update() {
	if c.done || c.Waiting {
		return
	}
	c.tick++
	if c.Resting {
		if c.tick < c.pause {
			return
		}
		c.Resting = false
		c.advance()
		return
	}
	if c.tick < c.length {
		return
	}
	if c.Wave >= 0 && c.pause > 0 && !c.step {
		c.Resting, c.tick = true, 0
		return
	}
	c.advance()
}

// advance ends the phase just shown: the move is done, step mode waits
// for a click, or the next wave starts.
func (c *cascade) advance() {
	switch {
	case c.Wave+1 >= len(c.Res.Waves):
		c.done = true
	case c.step:
		c.Waiting = true
	default:
		c.startWave(c.Wave + 1)
	}
}

// next is a step-mode click: the next wave starts at once (cutting short
// one still in flight), or the move ends after its last wave.
func (c *cascade) next() {
	if c.Wave+1 >= len(c.Res.Waves) {
		c.done = true
		return
	}
	c.startWave(c.Wave + 1)
}

func (c *cascade) startWave(i int) {
	c.Wave, c.tick, c.Waiting, c.Resting = i, 0, false, false
	c.length = ui.WaveTicks(i, c.speed)
	n := c.Res.Before.Size.Cells()
	if cap(c.out) < n {
		c.out = make([]uint8, n)
	}
	c.out = c.out[:n]
	clear(c.out)
	for _, f := range c.Res.Waves[i].Flights {
		c.out[f.From]++
	}
	if c.onWave != nil {
		c.onWave(i)
	}
}

// boardFrame is what the board shows at one instant: the cells before and
// after a wave, the balls in flight between them and how far they have
// flown, 0 to 1. Out counts the balls leaving each cell (nil: none).
type boardFrame struct {
	From, To kaskade.Board
	Flights  []kaskade.Flight
	Out      []uint8
	P        float64
}

// still is a frame of a board at rest.
func still(b kaskade.Board) boardFrame { return boardFrame{From: b, To: b, P: 1} }

func (c *cascade) frame() boardFrame {
	if c.Wave < 0 {
		return still(c.Res.Placed)
	}
	w := c.Res.Waves[c.Wave]
	if c.Waiting || c.Resting || c.done {
		return still(w.After)
	}
	from := c.Res.Placed
	if c.Wave > 0 {
		from = c.Res.Waves[c.Wave-1].After
	}
	return boardFrame{From: from, To: w.After, Flights: w.Flights, Out: c.out, P: float64(c.tick) / float64(c.length)}
}

// cell is what frame f shows on cell i: before landing a fired cell keeps
// what is left after its balls have left; after landing, the new board.
func (f boardFrame) cell(i kaskade.Cell) (int, kaskade.Player) {
	if f.P >= 1 {
		return f.To.At(i)
	}
	n, o := f.From.At(i)
	if f.Out != nil {
		n -= int(f.Out[i])
	}
	if n <= 0 {
		return 0, kaskade.NoPlayer
	}
	return n, o
}

// reversed is the Result of res played backwards, for an undo: the waves
// in reverse order with every ball flying home, from the final board back
// to the board just after placing. (The placed ball itself then vanishes
// when the view settles on the board before the move.)
func reversed(res *kaskade.Result) *kaskade.Result {
	n := len(res.Waves)
	back := &kaskade.Result{Player: res.Player, Cell: res.Cell, Before: res.Final(), Placed: res.Final(), Winner: kaskade.NoPlayer}
	for i := n - 1; i >= 0; i-- {
		w := res.Waves[i]
		after := res.Placed
		if i > 0 {
			after = res.Waves[i-1].After
		}
		fl := make([]kaskade.Flight, len(w.Flights))
		for j, f := range w.Flights {
			fl[j] = kaskade.Flight{From: f.To, To: f.From}
		}
		back.Waves = append(back.Waves, kaskade.Wave{Flights: fl, After: after})
	}
	return back
}
