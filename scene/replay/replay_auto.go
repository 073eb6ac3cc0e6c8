package replay

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// Autoplay: the replay shows one move after another by itself, each with
// its animation at the settings' speed and then a short rest, and stops
// at the end. The chance steps after a move (a deal) follow it at once.
// Shown step by step (view.Stepwise), the waves, which wait for a key,
// are stepped after the same rest. A step, a jump or a click on a move
// pauses it.

// restTicks is the rest after a move: half a second at normal speed, as
// a computer's pause before its move.
func restTicks(st view.Settings) int { return int(math.Round(30 / max(st.Speed, 0.5))) }

// toggleAuto starts or pauses autoplay; at the end it starts again from
// the first move.
func (s *replayScene) toggleAuto() {
	if s.auto {
		s.auto = false
		return
	}
	if s.pos >= len(s.plies) {
		s.jump(s.start())
	}
	s.auto, s.rest = true, math.MaxInt/2 // the first step comes at once
}

// autoTick runs autoplay for a tick. It returns the input the view gets
// instead of the player's: the key that steps a wave when the view waits
// for one, else nil.
func (s *replayScene) autoTick(st view.Settings) *ui.Input {
	if !s.auto {
		return nil
	}
	if s.view.Busy() {
		s.rest++
		switch {
		case st.Mode != view.Stepwise:
			s.rest = 0 // the rest starts when the move has been shown
		case s.rest >= restTicks(st):
			s.rest = 0
			return &ui.Input{Keys: []ebiten.Key{ebiten.KeyArrowRight}}
		}
		return nil
	}
	s.rest++
	switch {
	case s.pos >= len(s.plies):
		s.auto = false
	case s.plies[s.pos].By == game.Chance || s.rest >= restTicks(st):
		s.step(+1)
		s.rest = 0
	}
	return nil
}
