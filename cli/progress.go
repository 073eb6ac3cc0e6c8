package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// progress shows how far a long command has come on one line of standard
// error, rewritten in place about four times a second, when standard error
// is a terminal. Anywhere else (a pipe, a file, a test's buffer) there is
// none: startProgress returns nil, and every method of a nil *progress does
// nothing, so a command's output is the same with it as without.
//
// Use:
//
//	bar := startProgress(stderr, "match", int64(games))
//	defer bar.Stop()
//	... bar.Add(1) after each game; write lines through bar.Writer(w).
type progress struct {
	mu    sync.Mutex
	w     io.Writer // the terminal
	label string
	now   func() time.Time
	start time.Time

	what        string // what is counted, e.g. "deals"
	done, total int64  // total 0: unknown

	width   int  // the length of the line on the screen; 0: none shown
	midLine bool // other output ended without a newline: do not draw

	quit, ended chan struct{} // the drawing goroutine's, if any
}

// progressTick is how often the line is redrawn.
const progressTick = 250 * time.Millisecond

// progressWidth keeps the line within an 80-column terminal.
const progressWidth = 79

// startProgress starts showing progress on stderr under label, total items
// to go (0: unknown; Set can say later), if stderr is a terminal; otherwise
// it returns nil, which shows nothing.
func startProgress(stderr io.Writer, label string, total int64) *progress {
	if !isTerminal(stderr) {
		return nil
	}
	p := newProgress(stderr, label, total, time.Now)
	p.quit, p.ended = make(chan struct{}), make(chan struct{})
	go p.tick()
	return p
}

// newProgress is a progress line that draws only when asked to (draw);
// startProgress adds the ticking.
func newProgress(w io.Writer, label string, total int64, now func() time.Time) *progress {
	return &progress{w: w, label: label, now: now, start: now(), total: total}
}

// isTerminal reports whether w is a character device such as a terminal
// (a pipe, a file or a buffer is not).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f == nil || os.Getenv("TERM") == "dumb" {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

func (p *progress) tick() {
	defer close(p.ended)
	t := time.NewTicker(progressTick)
	defer t.Stop()
	for {
		select {
		case <-p.quit:
			return
		case <-t.C:
			p.draw()
		}
	}
}

// Set says that done of total items are finished (total 0: unknown), what
// naming them.
func (p *progress) Set(what string, done, total int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.what, p.done, p.total = what, done, total
	p.mu.Unlock()
}

// Add says that n more items are finished.
func (p *progress) Add(n int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.done += n
	p.mu.Unlock()
}

// Stop ends the progress and takes its line off the screen, so that the
// command's last lines are what they are without it.
func (p *progress) Stop() {
	if p == nil {
		return
	}
	if p.quit != nil {
		close(p.quit)
		<-p.ended
		p.quit = nil
	}
	p.mu.Lock()
	p.clear()
	p.mu.Unlock()
}

// Writer is w with the progress line taken off the screen before each
// write, for a command's other output while the line shows.
func (p *progress) Writer(w io.Writer) io.Writer {
	if p == nil {
		return w
	}
	return clearing{p, w}
}

type clearing struct {
	p *progress
	w io.Writer
}

func (c clearing) Write(b []byte) (int, error) {
	c.p.mu.Lock()
	defer c.p.mu.Unlock()
	c.p.clear()
	if len(b) > 0 {
		c.p.midLine = b[len(b)-1] != '\n'
	}
	return c.w.Write(b)
}

// draw rewrites the line. Errors writing it are ignored: progress is a
// courtesy, the command's output is elsewhere.
func (p *progress) draw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.midLine {
		return
	}
	line := p.line()
	n := runes(line)
	fmt.Fprint(p.w, "\r"+line+strings.Repeat(" ", max(0, p.width-n)))
	p.width = n
}

// clear blanks the line (spaces, not an escape sequence, so that any
// terminal understands) and leaves the cursor at its start.
func (p *progress) clear() {
	if p.width > 0 {
		fmt.Fprint(p.w, "\r"+strings.Repeat(" ", p.width)+"\r")
		p.width = 0
	}
}

// line is the text shown: "stats decktet [####--------] 33% 2000/6000
// deals, 1m4s, ~2m8s left", or with an unknown total "solve kaskade 51200
// positions, 3s", or only the time. What is counted is shortened to fit.
func (p *progress) line() string {
	took := roundTime(p.now().Sub(p.start))
	var head, tail string
	switch {
	case p.total > 0:
		done := min(max(p.done, 0), p.total)
		full := int(12 * done / p.total)
		head = fmt.Sprintf("%s [%s%s] %d%% %d/%d", p.label, strings.Repeat("#", full), strings.Repeat("-", 12-full),
			100*done/p.total, done, p.total)
		tail = fmt.Sprintf(", %v", took)
		if done > 0 && done < p.total {
			left := time.Duration(float64(took) * float64(p.total-done) / float64(done))
			tail += fmt.Sprintf(", ~%v left", roundTime(left))
		}
	case p.done > 0:
		head, tail = fmt.Sprintf("%s %d", p.label, p.done), fmt.Sprintf(", %v", took)
	default:
		return cut(fmt.Sprintf("%s %v", p.label, took), progressWidth)
	}
	what := ""
	if p.what != "" {
		what = cut(" "+p.what, max(0, progressWidth-runes(head)-runes(tail)))
	}
	return cut(head+what+tail, progressWidth)
}

func runes(s string) int { return len([]rune(s)) }

// cut shortens s to at most n characters.
func cut(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// roundTime is a duration to the second, or to the tenth below ten seconds.
func roundTime(d time.Duration) time.Duration {
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Second)
}
