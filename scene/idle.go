package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/ui"
)

// An idle screen draws nothing new. Ebitengine keeps the last picture when
// the screen is not cleared every frame (SetScreenClearedEveryFrame(false)
// at start-up) and Draw draws nothing; the manager draws while something
// happens (input, a cross-fade, a scene that animates or waits for a
// computer) and for SettleTicks after, so that pulses and fades come to
// rest, then stops until the next event.

// SettleTicks is how long drawing goes on after the last activity.
const SettleTicks = 90

// Animator is implemented by scenes that have something moving or under
// way even without input: a move being shown, a computer thinking.
type Animator interface {
	Animating() bool
}

// Wake keeps the game running until it has drawn n more frames, as if
// something happened: for the browser's test hook, which waits for frames
// (on a slow renderer several ticks pass per frame, so ticks would not do).
// Safe from any goroutine.
func (m *Manager) Wake(n int) {
	m.wake.Store(int64(n))
	//lint:ignore SA1019 wakes the loop that runs only on events (sleep)
	ebiten.ScheduleFrame()
}

// noteActivity counts the ticks since anything happened.
func (m *Manager) noteActivity(in *ui.Input) {
	a, _ := m.cur.(Animator)
	moved := in.HasCursor && in.Cursor != m.lastCursor
	m.lastCursor = in.Cursor
	switch {
	case len(in.Clicks) > 0 || len(in.Keys) > 0 || len(in.Chars) > 0 || in.Down || in.Released || moved,
		m.fade > 0, m.quit, a != nil && a.Animating():
		m.quiet = 0
	default:
		m.quiet++
	}
	if m.wake.Load() > 0 { // awake on request (Wake)
		m.quiet = 0
	}
	m.sleep(m.quiet >= SettleTicks && !m.alwaysDraw)
}

// sleep switches the game loop between its usual pace (vsync) and running
// only when an event comes: drawing nothing is not enough on software GL,
// where presenting each frame still costs most of a core.
func (m *Manager) sleep(idle bool) {
	if idle == m.sleeping || !CanSleep {
		return
	}
	m.sleeping = idle
	if idle {
		//lint:ignore SA1019 the one way to stop the loop between events: the idle window otherwise presents every frame (make measure-idle)
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	} else {
		//lint:ignore SA1019 see above
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	}
}

// mustDraw reports whether this frame needs drawing: something happened
// lately, the screen changed size, or every frame is wanted (a screenshot
// after some frames, the drawing benchmark).
func (m *Manager) mustDraw(screen *ebiten.Image) bool {
	size := screen.Bounds().Size()
	resized := size != m.drawnSize
	m.drawnSize = size
	if m.wake.Load() > 0 {
		m.wake.Add(-1)
		return true
	}
	return resized || m.quiet < SettleTicks || m.alwaysDraw
}

// NewsFrames are drawn after the network's news (Wake), so that a resting
// screen shows it.
const NewsFrames = 10
