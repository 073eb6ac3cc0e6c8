package ui

import (
	"testing"
)

func TestEaseAndWaveTicks(t *testing.T) {
	if EaseInOut(0) != 0 || EaseInOut(1) != 1 || EaseInOut(0.5) != 0.5 {
		t.Fatal("easeInOut endpoints")
	}
	for i := 1; i <= 100; i++ {
		if EaseInOut(float64(i)/100) < EaseInOut(float64(i-1)/100) {
			t.Fatal("easeInOut not monotonic")
		}
	}
	if WaveTicks(0, 1) != baseWaveTicks {
		t.Fatalf("normal wave lasts %d ticks", WaveTicks(0, 1))
	}
	if WaveTicks(0, 0.5) <= WaveTicks(0, 1) || WaveTicks(0, 3) >= WaveTicks(0, 1) {
		t.Fatal("speed does not scale the wave")
	}
	total := 0
	for i := 0; i < 200; i++ {
		total += WaveTicks(i, 1)
	}
	if total > 200*8 || WaveTicks(199, 3) < 4 {
		t.Fatalf("a 200-wave cascade takes %d ticks", total)
	}
}
