package ui

import "math"

// RestSeconds is the rest between the steps of a move shown in the
// "pause per step" mode (view.Paused), at normal speed.
const RestSeconds = 0.6

// RestTicks is that rest in ticks (60 a second) at speed (1 normal, 2
// twice as fast): never less than a few ticks.
func RestTicks(speed float64) int {
	if speed <= 0 {
		speed = 1
	}
	return max(int(math.Round(RestSeconds*60/speed)), 6)
}
