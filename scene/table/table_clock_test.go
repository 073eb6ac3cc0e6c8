package table

import (
	"testing"
	"time"
)

// TestMoveClock: the seconds a state said count down from its arrival,
// stop at none, and a state of no clock (0) or of the time up (-1) says
// so; the words are m:ss, h:mm:ss from an hour.
func TestMoveClock(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	clockNow = func() time.Time { return now }
	defer func() { clockNow = time.Now }()
	var c moveClock
	if _, ok := c.remaining(); ok {
		t.Error("a clock runs before any state")
	}
	c.set(65)
	now = now.Add(5*time.Second + 900*time.Millisecond)
	if left, ok := c.remaining(); !ok || left != 60 {
		t.Errorf("65 s, 5.9 s later: %d %v, want 60", left, ok)
	}
	now = now.Add(time.Hour)
	if left, ok := c.remaining(); !ok || left != 0 {
		t.Errorf("long after: %d %v, want 0 (the time is up)", left, ok)
	}
	c.set(-1)
	if left, ok := c.remaining(); !ok || left != 0 {
		t.Errorf("a state of the time up: %d %v", left, ok)
	}
	c.set(0)
	if _, ok := c.remaining(); ok {
		t.Error("a state of no clock: a clock runs")
	}
	for sec, want := range map[int]string{59: "0:59", 60: "1:00", 299: "4:59", 3599: "59:59", 3600: "1:00:00", 3661: "1:01:01"} {
		if got := clockWords(sec); got != want {
			t.Errorf("clockWords(%d) = %q, want %q", sec, got, want)
		}
	}
}
