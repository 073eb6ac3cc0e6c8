package ui

import (
	"math"
)

// Tweens count ticks (60 per second), never wall time, so animations are
// deterministic and tests can step them.

// easeInOut is a cubic ease-in-out on t in 0..1.
func EaseInOut(t float64) float64 {
	t = Clamp01(t)
	if t < 0.5 {
		return 4 * t * t * t
	}
	f := 2*t - 2
	return 1 + f*f*f/2
}

// easeOutBack overshoots a little before settling: a pop.
func EaseOutBack(t float64) float64 {
	t = Clamp01(t)
	const c1 = 1.70158
	const c3 = c1 + 1
	return 1 + c3*math.Pow(t-1, 3) + c1*math.Pow(t-1, 2)
}

func Clamp01(t float64) float64 { return math.Max(0, math.Min(1, t)) }

func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

// baseWaveTicks is the length of one wave at normal speed.
const baseWaveTicks = 18

// waveTicks is how long wave i lasts at the given speed (1 = normal). Long
// cascades speed up after a dozen waves so a 200-wave cascade ends in
// reasonable time, but never below a few ticks so balls still visibly fly.
func WaveTicks(i int, speed float64) int {
	if speed <= 0 {
		speed = 1
	}
	t := baseWaveTicks / speed
	if i > 12 {
		t /= 1 + float64(i-12)/10
	}
	return max(int(math.Round(t)), 4)
}

// RefuseTicks is how long a refused move is shown (a flash, a shake).
const RefuseTicks = 24
