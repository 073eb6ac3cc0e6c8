package ui

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
	TextInput bool         // live: text fields type through the platform's text input (TextEdit), not Chars

	// The primary pointer, for drags: the left mouse button, or on a touch
	// screen the finger that went down while no other was down. A press
	// is also in Clicks (a mouse press at once, a tap when it ends).
	Down       bool  // the primary pointer is held now
	Pointer    Point // where it is: the finger while touching, else the mouse
	Released   bool  // it was let go this tick
	ReleasedAt Point // where: for a finger, where it was last seen
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

// Consume clears the input so a dialog or a transition can swallow it:
// the clicks, keys, text and a release. What is held (Down, Pointer)
// stays, so a press swallowed here does not look new a tick later.
func (in *Input) Consume() {
	in.Clicks, in.Keys, in.Chars = nil, nil, nil
	in.Released, in.ReleasedAt = false, Point{}
}

// InputSource gives the input of each tick; tests inject their own.
type InputSource interface {
	Read() Input
}

// liveInput reads the real mouse, touch screen and keyboard.
type liveInput struct {
	touches   map[ebiten.TouchID]Point
	touchBuf  []ebiten.TouchID
	pressBuf  []ebiten.TouchID
	keyBuf    []ebiten.Key
	reads     int // ticks read so far
	lastTouch int // the tick a finger was last down or lifted

	primary    ebiten.TouchID // the finger that is the primary pointer
	hasPrimary bool
	mouseDown  bool // the left button is held since a press taken as a click
}

func NewLiveInput() *liveInput { return &liveInput{touches: map[ebiten.TouchID]Point{}} }

// repeatKeys auto-repeat while held, for editing names and moving the cursor.
var repeatKeys = []ebiten.Key{ebiten.KeyBackspace, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown}

// touchMouseGap is how long after a touch a mouse press is taken for the
// mouse event a browser or an OS synthesizes from that touch and ignored,
// so that a tap never counts twice. (Ebitengine's canvas cancels the
// browser's synthesized events today; this holds if that changes, and
// for touch screens whose driver also moves the mouse.)
const touchMouseGap = 30 // ticks, half a second

func (l *liveInput) Read() Input {
	in := Input{TextInput: true}
	l.reads++
	x, y := ebiten.CursorPositionF()
	in.Cursor, in.HasCursor = Point{x, y}, true
	l.readTouches(&in)
	l.readMouse(&in)
	l.keyBuf = inpututil.AppendJustPressedKeys(l.keyBuf[:0])
	in.Keys = append(in.Keys, l.keyBuf...)
	for _, k := range repeatKeys {
		if d := inpututil.KeyPressDuration(k); d > 24 && (d-24)%4 == 0 {
			in.Keys = append(in.Keys, k)
		}
	}
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	in.Chars = TypedChars(ebiten.AppendInputChars(nil), in.Ctrl, ebiten.IsKeyPressed(ebiten.KeyAlt))
	return in
}

// TypedChars is what of chars was typed as text: nothing while Ctrl or Cmd
// is held, since then a key is a command (a browser reports Ctrl+V's key
// as the character "v"), unless Alt is held too: Windows reports AltGr,
// which types "@" or "{" on many layouts, as Ctrl+Alt.
func TypedChars(chars []rune, ctrl, alt bool) []rune {
	if ctrl && !alt {
		return nil
	}
	return chars
}

// readMouse takes a press of the left button as a click, unless it comes
// so soon after a touch that it is the touch's echo, and follows the
// button while held as the primary pointer when no finger is.
func (l *liveInput) readMouse(in *Input) {
	touching := l.lastTouch == l.reads
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && (l.lastTouch == 0 || l.reads-l.lastTouch > touchMouseGap) {
		in.Clicks = append(in.Clicks, in.Cursor)
		l.mouseDown = true
	}
	if touching {
		return // the finger is the pointer (readTouches)
	}
	in.Pointer = in.Cursor
	if !l.mouseDown {
		return
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		in.Down = true
		return
	}
	l.mouseDown = false
	in.Released, in.ReleasedAt = true, in.Cursor
}

// readTouches turns a finished touch into one click where it was last seen,
// so a tap fires once, on release, and a touch is never also a mouse click.
// It follows the primary finger as the pointer.
func (l *liveInput) readTouches(in *Input) {
	l.touchBuf = ebiten.AppendTouchIDs(l.touchBuf[:0])
	for _, id := range l.touchBuf {
		x, y := ebiten.TouchPosition(id)
		l.touches[id] = Point{float64(x), float64(y)}
	}
	if !l.hasPrimary {
		l.pressBuf = inpututil.AppendJustPressedTouchIDs(l.pressBuf[:0])
		for _, id := range l.pressBuf {
			if _, ok := l.touches[id]; ok && len(l.touches) == 1 {
				l.primary, l.hasPrimary = id, true
			}
		}
	}
	if l.hasPrimary {
		in.Down, in.Pointer = true, l.touches[l.primary]
	}
	l.touchBuf = inpututil.AppendJustReleasedTouchIDs(l.touchBuf[:0])
	for _, id := range l.touchBuf {
		p, ok := l.touches[id]
		if !ok {
			continue
		}
		in.Clicks = append(in.Clicks, p)
		delete(l.touches, id)
		if l.hasPrimary && id == l.primary {
			l.hasPrimary = false
			in.Down, in.Pointer, in.Released, in.ReleasedAt = false, p, true, p
		}
	}
	if len(l.touches) > 0 || len(l.touchBuf) > 0 {
		in.HasCursor = false // the mouse position is stale while touching
		l.lastTouch = l.reads
	}
}

// WheelY is the mouse wheel's turn this tick (tests set their own).
var WheelY = func() float64 { _, y := ebiten.Wheel(); return y }
