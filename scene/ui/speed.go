package ui

import (
	"time"
)

// speedMeter learns how many search nodes this machine runs per
// millisecond, to size each tick's slice of a search so that it takes
// about a given time (the browser has one thread: a long slice stalls a
// frame).
type SpeedMeter struct {
	rate float64 // nodes per millisecond; 0: not measured yet
}

// budget is the number of nodes for a slice of about d: a cautious guess
// until the speed is measured.
func (m *SpeedMeter) Budget(d time.Duration) int64 {
	if m.rate <= 0 {
		return 500
	}
	b := int64(m.rate * float64(d) / float64(time.Millisecond))
	return min(max(b, 100), 400_000)
}

// learn folds one measured slice into the estimate. Slices too short to
// time are skipped; the average follows the machine's load slowly.
func (m *SpeedMeter) Learn(nodes int64, d time.Duration) {
	if nodes < 64 || d < 100*time.Microsecond {
		return
	}
	r := float64(nodes) / (float64(d) / float64(time.Millisecond))
	if m.rate <= 0 {
		m.rate = r
		return
	}
	// A coarse clock (the browser's) can make one slice look far faster
	// than it was: let the estimate at most double per slice.
	m.rate = min(0.8*m.rate+0.2*r, 2*m.rate)
}

// sliceTarget is the time a search may take per tick: a frame is 16.7 ms.
const SliceTarget = 5 * time.Millisecond
