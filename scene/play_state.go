package scene

import (
	"time"

	"kaskade/engine/match"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
)

// playState is what the game screens share for the whole run: where the
// running game is saved, the last game (for Export), and how fast this
// machine searches (to size the computer's slices).
type playState struct {
	saver    platform.Autosaver // nil: no autosave (tests, the bench)
	readOnly bool               // offer to resume, but never write (screenshots)
	last     *match.Match       // the running or last finished game
	speed    ui.SpeedMeter      // the computer players' search speed
	now      func() time.Time   // nil: time.Now; tests may fix the clock
}

// clock is the scene's clock: search gets time only through its stop
// decisions here, never inside the engine.
func (p *playState) clock() time.Time {
	if p.now != nil {
		return p.now()
	}
	return time.Now()
}

// newPlayState sets up autosave for a run: on unless the options turn
// storing off; read-only for screenshots, so that a picture never
// replaces the player's saved game.
func newPlayState(opts Options) playState {
	var p playState
	if !opts.NoStore {
		p.saver = platform.NewAutosaver()
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
