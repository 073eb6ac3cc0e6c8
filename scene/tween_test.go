package scene

import "testing"

func TestEaseAndWaveTicks(t *testing.T) {
	if easeInOut(0) != 0 || easeInOut(1) != 1 || easeInOut(0.5) != 0.5 {
		t.Fatal("easeInOut endpoints")
	}
	for i := 1; i <= 100; i++ {
		if easeInOut(float64(i)/100) < easeInOut(float64(i-1)/100) {
			t.Fatal("easeInOut not monotonic")
		}
	}
	if waveTicks(0, 1) != baseWaveTicks {
		t.Fatalf("normal wave lasts %d ticks", waveTicks(0, 1))
	}
	if waveTicks(0, 0.5) <= waveTicks(0, 1) || waveTicks(0, 3) >= waveTicks(0, 1) {
		t.Fatal("speed does not scale the wave")
	}
	total := 0
	for i := 0; i < 200; i++ {
		total += waveTicks(i, 1)
	}
	if total > 200*8 || waveTicks(199, 3) < 4 {
		t.Fatalf("a 200-wave cascade takes %d ticks", total)
	}
}
