package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// fakeClock advances by step at each reading.
func fakeClock(step time.Duration) func() time.Time {
	t := time.Unix(0, 0)
	return func() time.Time { t = t.Add(step); return t }
}

func TestProgressLine(t *testing.T) {
	p := newProgress(&bytes.Buffer{}, "stats decktet", 0, fakeClock(time.Second))
	p.Set("deals", 250, 1000)
	if got := p.line(); !strings.HasPrefix(got, "stats decktet [###---------] 25% 250/1000 deals, ") || !strings.HasSuffix(got, " left") {
		t.Errorf("line %q", got)
	}
	p.Set("positions", 51200, 0)
	if got := p.line(); !strings.HasPrefix(got, "stats decktet 51200 positions, ") {
		t.Errorf("no total: %q", got)
	}
	p.Set(strings.Repeat("x", 200), 1, 2)
	if got := p.line(); len(got) != progressWidth || !strings.HasSuffix(got, " left") {
		t.Errorf("a long line is %d characters: %q", len(got), got)
	}
}

// The line is taken off the screen before other output and at the end, so
// that what a command prints reads as without it.
func TestProgressClearsBeforeOutput(t *testing.T) {
	var term bytes.Buffer
	p := newProgress(&term, "solve", 10, fakeClock(time.Second))
	out := p.Writer(&term)
	p.draw()
	fmt.Fprintln(out, "won")
	p.Add(3)
	p.draw()
	fmt.Fprint(out, "half a line ")
	p.draw() // not drawn in the middle of a line
	fmt.Fprintln(out, "and the rest")
	p.draw()
	p.Stop()
	text := term.String()
	lines := strings.Split(text, "\n")
	if len(lines) != 3 || !strings.HasSuffix(lines[0], "\rwon") || !strings.HasSuffix(lines[1], "\rhalf a line and the rest") {
		t.Fatalf("screen %q", text)
	}
	parts := strings.Split(lines[2], "\r") // "", the bar, its blanking, ""
	if len(parts) != 4 || parts[3] != "" || parts[2] != strings.Repeat(" ", len(parts[1])) {
		t.Errorf("the line is left on the screen: %q", lines[2])
	}
}

func TestNoProgressOffATerminal(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	var buf bytes.Buffer
	for _, stderr := range []io.Writer{&buf, w} {
		p := startProgress(stderr, "match", 5)
		if p != nil {
			t.Errorf("%T: progress shown", stderr)
		}
		p.Add(1) // a nil progress does nothing
		p.Set("games", 2, 5)
		if p.Writer(&buf) != &buf {
			t.Error("a nil progress wraps the writer")
		}
		p.Stop()
	}
	if buf.Len() != 0 {
		t.Errorf("wrote %q", buf.String())
	}
}
