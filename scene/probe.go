package scene

import "kaskade/scene/ui"

// Probe is what a screen tells the browser's test hook (hook_js.go,
// window.kaskadeTest): read-only, taken after each Update.
type Probe struct {
	Scene    string                             // "menu", "online", "settings", "board", "gameover", "review"
	Busy     bool                               // the screen takes no input now (a move shown, a dialog)
	Room     string                             // the online room's code, "" off line
	Position string                             // the engine's position line of the game on screen
	Locate   func(cell string) (ui.Point, bool) // a named cell's centre in device pixels; nil off a board
	Guide    map[string]any                     // a guided game's step (kaskadeTest.guide())
	Review   map[string]any                     // the review's snapshot (kaskadeTest.review())
	Working  bool                               // the review's work goes on
}

// Prober is a screen the test hook can see into.
type Prober interface {
	Probe() Probe
}
