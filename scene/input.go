package scene

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is everything a scene hears in one tick, with mouse, touch and
// keyboard merged: a click is a mouse press or a finished tap.
type Input struct {
	Clicks    []Point      // presses and taps this tick, in device pixels
	Keys      []ebiten.Key // keys just pressed, plus auto-repeats of editing and arrow keys
	Chars     []rune       // text typed this tick
	Cursor    Point        // where the mouse is
	HasCursor bool         // false on touch-only devices and in tests unless set
	Ctrl      bool         // Ctrl (or Cmd) is held, for Ctrl+Z and Ctrl+Y
	Shift     bool         // Shift is held, for Ctrl+Shift+Z
}

// Pressed reports whether any of the keys was pressed this tick.
func (in *Input) Pressed(keys ...ebiten.Key) bool {
	for _, k := range keys {
		if slices.Contains(in.Keys, k) {
			return true
		}
	}
	return false
}

// Click returns the first click of this tick.
func (in *Input) Click() (Point, bool) {
	if len(in.Clicks) == 0 {
		return Point{}, false
	}
	return in.Clicks[0], true
}

// Consume clears the input so a dialog or a transition can swallow it.
func (in *Input) Consume() { in.Clicks, in.Keys, in.Chars = nil, nil, nil }

// InputSource gives the input of each tick; tests inject their own.
type InputSource interface {
	Read() Input
}

// liveInput reads the real mouse, touch screen and keyboard.
type liveInput struct {
	touches   map[ebiten.TouchID]Point
	touchBuf  []ebiten.TouchID
	keyBuf    []ebiten.Key
	reads     int // ticks read so far
	lastTouch int // the tick a finger was last down or lifted
}

func newLiveInput() *liveInput { return &liveInput{touches: map[ebiten.TouchID]Point{}} }

// repeatKeys auto-repeat while held, for editing names and moving the cursor.
var repeatKeys = []ebiten.Key{ebiten.KeyBackspace, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown}

// touchMouseGap is how long after a touch a mouse press is taken for the
// mouse event a browser or an OS synthesizes from that touch and ignored,
// so that a tap never counts twice. (Ebitengine's canvas cancels the
// browser's synthesized events today; this holds if that changes, and
// for touch screens whose driver also moves the mouse.)
const touchMouseGap = 30 // ticks, half a second

func (l *liveInput) Read() Input {
	var in Input
	l.reads++
	x, y := ebiten.CursorPositionF()
	in.Cursor, in.HasCursor = Point{x, y}, true
	l.readTouches(&in)
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && (l.lastTouch == 0 || l.reads-l.lastTouch > touchMouseGap) {
		in.Clicks = append(in.Clicks, in.Cursor)
	}
	l.keyBuf = inpututil.AppendJustPressedKeys(l.keyBuf[:0])
	in.Keys = append(in.Keys, l.keyBuf...)
	for _, k := range repeatKeys {
		if d := inpututil.KeyPressDuration(k); d > 24 && (d-24)%4 == 0 {
			in.Keys = append(in.Keys, k)
		}
	}
	in.Chars = ebiten.AppendInputChars(nil)
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	return in
}

// readTouches turns a finished touch into one click where it was last seen,
// so a tap fires once, on release, and a touch is never also a mouse click.
func (l *liveInput) readTouches(in *Input) {
	l.touchBuf = ebiten.AppendTouchIDs(l.touchBuf[:0])
	for _, id := range l.touchBuf {
		x, y := ebiten.TouchPosition(id)
		l.touches[id] = Point{float64(x), float64(y)}
	}
	l.touchBuf = inpututil.AppendJustReleasedTouchIDs(l.touchBuf[:0])
	for _, id := range l.touchBuf {
		if p, ok := l.touches[id]; ok {
			in.Clicks = append(in.Clicks, p)
			delete(l.touches, id)
		}
	}
	if len(l.touches) > 0 || len(l.touchBuf) > 0 {
		in.HasCursor = false // the mouse position is stale while touching
		l.lastTouch = l.reads
	}
}
