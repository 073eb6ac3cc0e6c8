package scene

import (
	"time"

	"kaskade/engine/match"
)

// playState is what the game screens share for the whole run: where the
// running game is saved, the last game (for Export), and how fast this
// machine searches (to size the computer's slices).
type playState struct {
	saver    autosaver        // nil: no autosave (tests, the bench)
	readOnly bool             // offer to resume, but never write (screenshots)
	last     *match.Match     // the running or last finished game
	rate     float64          // search speed in nodes per millisecond; 0: not measured yet
	now      func() time.Time // nil: time.Now; tests may fix the clock
}

// autosaver keeps the running game between runs: natively a file in the
// config folder (autosave_native.go), in the browser localStorage
// (autosave_js.go).
type autosaver interface {
	Save(data []byte) error
	Load() ([]byte, error) // nil and no error when nothing is saved
	Clear() error
	Where() string
}

// clock is the scene's clock: search gets time only through its stop
// decisions here, never inside the engine.
func (p *playState) clock() time.Time {
	if p.now != nil {
		return p.now()
	}
	return time.Now()
}

// budget is the number of search nodes for one tick's slice: sliceTarget
// at the measured speed, a cautious guess until it is measured.
func (p *playState) budget() int64 {
	if p.rate <= 0 {
		return 500
	}
	b := int64(p.rate * float64(sliceTarget) / float64(time.Millisecond))
	return min(max(b, 100), 400_000)
}

// learn folds one measured slice into the speed estimate. Slices too short
// to time are skipped; the average follows the machine's load slowly.
func (p *playState) learn(nodes int64, d time.Duration) {
	if nodes < 64 || d < 100*time.Microsecond {
		return
	}
	r := float64(nodes) / (float64(d) / float64(time.Millisecond))
	if p.rate <= 0 {
		p.rate = r
		return
	}
	// A coarse clock (the browser's) can make one slice look far faster
	// than it was: let the estimate at most double per slice.
	p.rate = min(0.8*p.rate+0.2*r, 2*p.rate)
}

// newPlayState sets up autosave for a run: on unless the options turn
// storing off; read-only for screenshots, so that a picture never
// replaces the player's saved game.
func newPlayState(opts Options) playState {
	var p playState
	if !opts.NoStore {
		p.saver = newAutosaver()
		p.readOnly = opts.Screenshot != ""
	}
	return p
}

// loadAutosave reads the saved running game: nil when there is none (or
// it is finished), an error when it cannot be read. It changes nothing.
func (p *playState) loadAutosave() (*match.Match, error) {
	if p.saver == nil {
		return nil, nil
	}
	data, err := p.saver.Load()
	if err != nil || data == nil {
		return nil, err
	}
	mt, err := match.Decode(data)
	if err != nil {
		return nil, err
	}
	if mt.State().IsOver() {
		return nil, nil
	}
	return mt, nil
}
