//go:build js

package scene

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The browser test hook: window.kaskadeTest lets an end-to-end test (see
// wasm/e2e) see what the game shows without reading pixels. It is
// read-only: nothing in it changes the game.
//
//	kaskadeTest.frames()        number of frames drawn so far
//	kaskadeTest.wake(n)         keep the game drawing at least n more frames
//	                            (an idle game draws nothing: see idle.go)
//	kaskadeTest.scene()         "menu", "settings", "board", "gameover",
//	                            "review" or ""
//	kaskadeTest.ready()         true when the scene takes input: no cross-fade;
//	                            on the board also no move being shown, no
//	                            dialog, game not over, a human to move
//	kaskadeTest.position()      the engine's position line of the game on
//	                            screen (as 'kaskade replay' prints it), "" elsewhere
//	kaskadeTest.cellCenter(c)   {x, y}: the centre of cell c ("c3"; a square
//	                            of Die Formation) in CSS pixels of the page
//	                            (clientX/clientY), or null
//	kaskadeTest.buttons()       [{label, x, y, selected}]: the buttons of the
//	                            last frame with their centres in CSS pixels
//	kaskadeTest.texts()         the strings the last frame drew, in order
//	kaskadeTest.guide()         in a guided first game {step, steps, move}:
//	                            the next step (from 0), their number, and the
//	                            move the learner is to make now ("" while the
//	                            other side's move comes); null elsewhere
//	kaskadeTest.review()        on the review of a game {done, progress,
//	                            turning, ticks, frames, ms, doneAt}: whether
//	                            the engine has finished, its share of the
//	                            work (0 to 1), the turning point {ply,
//	                            played, better} in the game's notation (null
//	                            while at work or where there is none), the
//	                            ticks (Updates) that worked on it, the frames
//	                            drawn and milliseconds from the end of its
//	                            first tick to the end of its last (or to
//	                            now), and performance.now() at the end of
//	                            its last tick (0 while at work); null
//	                            elsewhere
//
// The values are a snapshot taken after each Update and Draw, so a call
// from JavaScript never races the game loop.
type testHook struct {
	mu       sync.Mutex
	frames   int
	scene    string
	ready    bool
	position string
	room     string                             // the online room's code, "" off line
	center   func(cell string) (ui.Point, bool) // in device pixels; nil off the board
	buttons  []ui.Button
	texts    []string
	guide    map[string]any // kaskadeTest.guide(); nil off a guided game
	review   map[string]any // kaskadeTest.review(); nil off the review
	watch    reviewWatch    // the frames and time of the review's work
	w, h     float64        // the screen in device pixels
}

// drawnTexts collects the strings drawn during one frame (game goroutine
// only).
var drawnTexts []string

func installTestHook(m *Manager) {
	h := &testHook{}
	mark("kaskade:run") // the manager is built: Go's start and the first scene are behind
	sprites.TextHook = func(s string) { drawnTexts = append(drawnTexts, s) }
	m.hooks = append(m.hooks, func(m *Manager) error {
		if h.frames == 0 {
			mark("kaskade:update") // Ebitengine is up and the first Update ran
		}
		h.update(m)
		return nil
	})
	prev := m.drawHook
	m.drawHook = func(m *Manager, screen *ebiten.Image) {
		if prev != nil {
			prev(m, screen)
		}
		if h.frames == 0 {
			mark("kaskade:drawn") // the first Draw is done (the GPU work follows)
		}
		h.mu.Lock()
		h.frames++
		h.buttons = append(h.buttons[:0], ui.Drawn...)
		h.texts = append(h.texts[:0], drawnTexts...)
		h.mu.Unlock()
		ui.Drawn, drawnTexts = ui.Drawn[:0], drawnTexts[:0]
	}
	obj := js.Global().Get("Object").New()
	get := func(f func() any) js.Func {
		return js.FuncOf(func(js.Value, []js.Value) any {
			h.mu.Lock()
			defer h.mu.Unlock()
			return f()
		})
	}
	obj.Set("frames", get(func() any { return h.frames }))
	obj.Set("wake", js.FuncOf(func(_ js.Value, args []js.Value) any { // keep drawing n more frames
		n := 60
		if len(args) > 0 && args[0].Type() == js.TypeNumber {
			n = args[0].Int()
		}
		m.Wake(n)
		return nil
	}))
	obj.Set("scene", get(func() any { return h.scene }))
	obj.Set("ready", get(func() any { return h.ready }))
	obj.Set("position", get(func() any { return h.position }))
	obj.Set("room", get(func() any { return h.room }))
	obj.Set("guide", get(func() any {
		if h.guide == nil {
			return nil
		}
		return h.guide
	}))
	obj.Set("review", get(func() any {
		if h.review == nil {
			return nil
		}
		return h.review
	}))
	obj.Set("texts", get(func() any {
		out := make([]any, len(h.texts))
		for i, t := range h.texts {
			out[i] = t
		}
		return out
	}))
	obj.Set("buttons", js.FuncOf(func(js.Value, []js.Value) any {
		h.mu.Lock()
		bs := append([]ui.Button(nil), h.buttons...)
		h.mu.Unlock()
		out := make([]any, 0, len(bs))
		for _, b := range bs {
			if b.Disabled {
				continue
			}
			p, ok := h.toPage(b.R.Center())
			if !ok {
				continue
			}
			out = append(out, map[string]any{"label": b.Label, "x": p.X, "y": p.Y, "selected": b.Selected})
		}
		return out
	}))
	obj.Set("cellCenter", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return nil
		}
		h.mu.Lock()
		center := h.center
		h.mu.Unlock()
		if center == nil {
			return nil
		}
		d, ok := center(args[0].String())
		if !ok {
			return nil
		}
		p, ok := h.toPage(d)
		if !ok {
			return nil
		}
		return map[string]any{"x": p.X, "y": p.Y}
	}))
	js.Global().Set("kaskadeTest", obj)
}

// mark leaves a performance mark for the start-up measurement
// (TestMeasureFirstFrame in wasm/e2e prints them).
func mark(name string) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Truthy() {
		p.Call("mark", name)
	}
}

func (h *testHook) update(m *Manager) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.w, h.h = m.w, m.h
	var p Probe
	if pr, ok := m.cur.(Prober); ok {
		p = pr.Probe()
	}
	h.scene, h.position, h.center, h.room, h.guide, h.review = p.Scene, p.Position, p.Locate, p.Room, p.Guide, p.Review
	h.ready = m.fade == 0 && !p.Busy
	if h.review != nil {
		h.watch.see(m.cur, p.Working, h.frames)
		h.watch.note(h.review)
	} else {
		h.watch = reviewWatch{} // holds no review left
	}
}

// toPage converts a point from device pixels of the screen to CSS pixels
// of the page through the canvas's place and size.
func (h *testHook) toPage(p ui.Point) (ui.Point, bool) {
	h.mu.Lock()
	w, hh := h.w, h.h
	h.mu.Unlock()
	if w <= 0 || hh <= 0 {
		return ui.Point{}, false
	}
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return ui.Point{}, false
	}
	r := canvas.Call("getBoundingClientRect")
	return ui.Point{
		X: r.Get("left").Float() + p.X*r.Get("width").Float()/w,
		Y: r.Get("top").Float() + p.Y*r.Get("height").Float()/hh,
	}, true
}

// reviewWatch follows one review's work: the ticks that worked on it,
// and the frame count and the page's clock (performance.now()) at the
// end of its first tick and at the end of its last (the hook runs after
// each tick's Update).
type reviewWatch struct {
	rv           Scene
	ticks        int // the review's ticks while at work
	from, to     int // frames
	fromAt, toAt float64
	done         bool
}

// see notes the review s after a tick, with frames drawn so far.
func (w *reviewWatch) see(s Scene, working bool, frames int) {
	now := pageNow()
	switch {
	case w.rv != s: // the review's first tick, which began its work
		*w = reviewWatch{rv: s, ticks: 1, from: frames, to: frames, fromAt: now, toAt: now}
	case w.done:
		return
	default:
		w.ticks++
	}
	w.to, w.toAt, w.done = frames, now, !working
}

// note adds kaskadeTest.review()'s ticks, frames, ms and doneAt to r: the
// work's ticks, the frames drawn and milliseconds gone from the end of
// its first tick to the end of its last (or to now while it works), and
// the page's clock at the end of its last tick (0 while it works).
func (w *reviewWatch) note(r map[string]any) {
	to, doneAt := w.toAt, w.toAt
	if !w.done {
		to, doneAt = pageNow(), 0
	}
	r["ticks"], r["frames"], r["ms"], r["doneAt"] = w.ticks, w.to-w.from, to-w.fromAt, doneAt
}

// pageNow is the page's clock, performance.now(), in milliseconds.
func pageNow() float64 {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("now").Truthy() {
		return p.Call("now").Float()
	}
	return 0
}
