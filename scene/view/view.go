package view

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The game screen is split in two (after Simon Tatham's mid-end and front
// ends): a generic table that every game shares, and a view that only one
// game has.
//
// The table (table.go) owns the header (whose turn, move count, thinking
// indicator, Undo/Redo/Hint/Settings/Menu), the seats (Human or Computer
// with a level; the computer's search runs in slices per tick), the match
// (engine/match: every move goes through it), undo and redo, the hint's
// search, autosave, the confirm dialog, and the way to the game-over scene.
// Keys the table takes before the view sees them: Esc, Ctrl+Z, Ctrl+Y
// (and Ctrl+Shift+Z), H.
//
// The view owns the position on screen: it draws it into the rectangle the
// table gives it, turns clicks, taps and keys inside it into a move
// (keeping its own selection for moves of several clicks), animates moves
// the table hands it (both ways), shows refusals and the hint, and writes
// the footer's status line. A view never changes the match and never
// applies a rule the engine does not apply for it: to animate it may play
// the move again on a copy of the position it is given.
//
// Calls come from the table's Update and Draw only, one at a time, in this
// order each tick: Layout, Update, then (when the view is not Busy, the
// game is on and a human is to move) Input. A view needs no locking.

// View is the game-specific part of the game screen.
type View interface {
	// Layout places the view in r, the part of the screen between the
	// table's header and footer, in device pixels; u is the layout unit
	// (about 1 on a 900x760 window). Called before every Update and Draw.
	Layout(r ui.Rect, u float64)

	// Reset shows st at rest, dropping any animation, selection, refusal
	// and hint: at the start of a game, after loading, after a jump.
	Reset(st game.State)

	// Show starts showing a move the table has just played (Back false:
	// from Before to After) or taken back (Back true: from After back to
	// Before). The view reads the animation mode and speed from its
	// ViewEnv: in Instant mode, or when it has nothing to animate, it jumps
	// to the end at once and is not Busy afterwards.
	Show(s Shown)

	// Busy reports whether a move is being shown. While busy the table
	// neither asks for input nor lets a computer move, unless the player
	// acts (see Update).
	Busy() bool

	// Update advances the view by one tick (animations, flashes). in is
	// this tick's input without what the table used; while Busy the view
	// may use clicks and keys to step the animation, and then consumes
	// them (in.Consume). Input left over while Busy makes the table end
	// the showing at once (Reset to the current position) and then use
	// it as the player's: nothing a player does during an animation is
	// lost.
	Update(in *ui.Input)

	// Input turns this tick's clicks, taps and keys into a move for the
	// player to move in st (a copy; the view may keep it); for a drag it
	// follows in's primary pointer (Down, Pointer, Released, ReleasedAt),
	// which Update has seen first. It returns
	// game.NoMove until a move is complete. The table checks the move with
	// the match and calls Refuse if the rules say no.
	Input(in *ui.Input, st game.State) game.Move

	// Refuse shows visibly (a flash, a shake) that mv was refused for err,
	// the game's own reason, and returns that reason in words for the
	// table's message pill, in the current language.
	Refuse(mv game.Move, err error) string

	// SetHint shows mv as the suggested move; game.NoMove removes it. The
	// table removes the hint when the position changes.
	SetHint(mv game.Move)

	// Draw draws the view into the rectangle of the last Layout. in is the
	// last input, for hover effects. It is nil when no person is to move
	// (a computer thinks, the game is over, a dialog is open, a replay):
	// then nothing may be highlighted under the pointer.
	Draw(dst *ebiten.Image, in *ui.Input)

	// Status is the footer line: what the player can do now, or the
	// progress of the move being shown ("Wave 2 of 5 · click to finish").
	Status() string
}

// Stopper is implemented by views that run work of their own, such as a
// solver's search: the table calls Stop when it leaves the game, undoes,
// redoes or jumps, so that no paused search lingers.
type Stopper interface {
	Stop()
}

// Worker is implemented by views that do work of their own in Update
// while nothing moves (a solver's hint or verdict, a fading note): the
// screen keeps ticking while Working, instead of sleeping until the next
// event (scene/idle.go).
type Worker interface {
	Working() bool
}

// Locator is implemented by views that can say where a named place (a
// cell "c3", a square "b7") is on screen, in device pixels: the browser
// test hook and tests use it to click there.
type Locator interface {
	Locate(name string) (ui.Point, bool)
}

// Shown is one move for a view to show, with the positions on both sides.
type Shown struct {
	Before game.State // the position before the move (a copy)
	Move   game.Move  // the move, legal in Before
	After  game.State // the position after the move (a copy)
	Back   bool       // an undo: show it backwards, from After to Before
}

// ViewEnv is what a view may use from around it. It is given to the view's
// constructor and stays valid for the view's life; the pointers follow the
// player's changes (Settings are edited in place by the settings scene).
type ViewEnv struct {
	Settings *Settings                  // animation mode and speed, read at each Show
	Sounds   *sprites.Sounds            // may be muted; never nil
	Name     func(p game.Player) string // the seat's display name, for messages
	// Say shows msg in the table's message pill (bad: as an error), for a
	// refusal the view makes itself (a card dropped on the wrong tier, which
	// is never a move). Nil outside a table.
	Say func(msg string, bad bool)
	// Touch reports whether the player points with a finger (the last
	// click was a tap): then help names no keys. Nil outside a table.
	Touch func() bool
	// Computer reports whether seat p is played by the computer. Nil
	// outside a table (a replay has no players).
	Computer func(p game.Player) bool
	// AtScreen reports whether the person of seat p has the device: the
	// screen is theirs (the only person at the table, a seat of an online
	// room) or they took it from the table's curtain between two people's
	// turns. Then their hidden hand may be shown face up. Nil outside a
	// table.
	AtScreen func(p game.Player) bool
	// Looking says the view shows a record (the replay, the review):
	// nobody plays here, so controls that would play a move are not shown.
	Looking bool
}

// Touching reports whether the player points with a finger.
func (e ViewEnv) Touching() bool { return e.Touch != nil && e.Touch() }

// TouchKey is the text key for how the player points: key + " touch" (the
// form that names no keys and says tap) when the last click was a tap.
func (e ViewEnv) TouchKey(key string) string {
	if e.Touching() {
		return key + " touch"
	}
	return key
}

// GameOverNoter is implemented by views that have a line to add on the
// game-over screen, e.g. "longest cascade 4 waves". It is called when the
// game-over screen opens (and again only if the language changes), with
// the whole match: a game resumed or played on from a replay has moves
// the view never showed, and a figure over the match may replay its
// moves on a copy of p.Start.
type GameOverNoter interface {
	GameOverNote(p Played) string
}

// EndTeller is implemented by the view of a game whose end is not "X
// wins" or a draw, such as a solitaire ("You won!", "No moves left"):
// the header and the game-over screen show its words instead. won says
// whether the player's seat is shown as the winner.
type EndTeller interface {
	EndTitle(st game.State) (title string, won bool)
}

// ViewHinter is implemented by a view that finds its own hint (a
// solitaire's solver, which knows the deal) instead of the computer
// player's search: H and the Hint button call StartHint, and the view
// shows the hint itself when it has one.
type ViewHinter interface {
	StartHint(st game.State)
}

// Played is a finished match as the game-over screen hands it to a view.
type Played struct {
	Start game.State  // the position before the first move (a copy)
	Moves []game.Move // every move to the end, in order
}

// OptionsPanel is a game's part of the menu: its options (Kaskade: the
// board size) as widgets. The menu gives it a rectangle as wide as the
// menu's panel and as high as Height asks.
type OptionsPanel interface {
	// Height is the height the panel needs at layout unit u.
	Height(u float64) float64
	// Update reads clicks on the panel's widgets laid out in r.
	Update(in *ui.Input, r ui.Rect, u float64)
	// Draw draws the widgets laid out in r; in may be nil.
	Draw(dst *ebiten.Image, in *ui.Input, r ui.Rect, u float64)
	// Options is the option text chosen, for games.Game.New.
	Options() string
	// SetTouch sets the least height of a tappable element in device
	// pixels: a finger's on a phone held upright, 0 elsewhere (the
	// design's sizes). The menu sets it before it asks Height; a panel
	// embeds Touch for it.
	SetTouch(px float64)
	// Tappables are the panel's tappable elements laid out in r (buttons,
	// a number field as a button), for the test of their size.
	Tappables(r ui.Rect, u float64) []ui.Button
}

// Touch is what an options panel knows of the fingers on its screen: the
// least height of a tappable element in device pixels (SetTouch), 0 on a
// desktop.
type Touch struct{ Px, W float64 }

func (t *Touch) SetTouch(px float64) { t.Px = px }

// SetWidth tells a panel the width the menu lays it out in (W), before
// it asks Height: a panel whose choices go under their label where they
// do not fit beside it (a large text size) needs it for its height.
func (t *Touch) SetWidth(w float64) { t.W = w }

// Widther is a panel the menu tells its width (Touch implements it).
type Widther interface{ SetWidth(w float64) }

// Row is the height of a row of tappable elements designed h units high,
// at unit u: the design's, or a finger's where that is taller.
func (t Touch) Row(h, u float64) float64 { return max(h*u, t.Px) }

// NumberStepper lays a number out between − and + in r, as ui.Stepper
// does, with square buttons where r is the design's h units high; on a
// phone they are a finger wide (the panel gives a stepper the room for
// that: its name goes over the number where they do not fit side by
// side, ui.DrawStepper).
func (t Touch) NumberStepper(r ui.Rect, h, u float64) (dec ui.Button, val ui.Rect, inc ui.Button) {
	w := max(h*u, t.Px)
	dec = ui.Button{R: ui.Rect{X: r.X, Y: r.Y, W: w, H: r.H}, Label: "−", LabelH: h * u}
	inc = ui.Button{R: ui.Rect{X: r.X + r.W - w, Y: r.Y, W: w, H: r.H}, Label: "+", LabelH: h * u}
	return dec, ui.Rect{X: r.X + w + 6*u, Y: r.Y, W: r.W - 2*w - 12*u, H: r.H}, inc
}

// SeedStepper lays a seed or deal number out in r as NumberStepper does;
// on a phone as the field alone, as wide as r, and no − and + (zero
// buttons, which are neither drawn nor hit): a finger does not step a
// nine-digit number by one, it types one or asks for a new one, and the
// digits need the room.
func (t Touch) SeedStepper(r ui.Rect, h, u float64) (dec ui.Button, val ui.Rect, inc ui.Button) {
	if t.Px > 0 {
		return ui.Button{}, r, ui.Button{}
	}
	return t.NumberStepper(r, h, u)
}

// FieldBox is where a text field laid out in r is drawn: h units high
// (the design's: its text follows its height), centred in r, whose
// whole height takes the taps.
func FieldBox(r ui.Rect, h, u float64) ui.Rect {
	h = min(h*u, r.H)
	return ui.Rect{X: r.X, Y: r.Y + (r.H-h)/2, W: r.W, H: h}
}

// OptionsEditor is implemented by an options panel with a text field (Die
// Formation's seed): Editing reports whether a field has the focus, so
// that the menu takes Enter as the end of the typing, not as Start. The
// menu asks before it updates the panel, as for its own name fields.
type OptionsEditor interface {
	Editing() bool
}

// GameSpec is what the scenes know of one game of the catalogue
// (engine/games): how to show it and set it up. A game's view file
// registers its spec from an init function with registerGame.
type GameSpec struct {
	Name string // the game's name in engine/games, e.g. "kaskade"

	// SeatKeys are the i18n keys (see tr) of the seats' colours, seat 0
	// first, e.g. "white", "black"; a seat's default name. A name that is
	// any game's colour word (in any language) counts as a default: it is
	// reset to the new game's colours when the menu switches games.
	SeatKeys []string

	// TaglineKey is the i18n key of the line under the game's title in
	// the menu: what the game is, or its goal.
	TaglineKey string

	// RulesKey is the i18n key of the rules in short, for the rules scene
	// (paragraphs separated by newlines).
	RulesKey string

	// DefaultSeats is who sits where in a new set-up (names may be empty:
	// the colour is used). At least Seats entries.
	DefaultSeats []PlayerConfig

	// NewView makes the game's view.
	NewView func(env ViewEnv) View

	// NewOptions makes the menu's options panel showing options (the
	// game's option text; "" for its defaults).
	NewOptions func(options string) OptionsPanel

	// DrawSeat draws seat p's token (a ball, a piece) of diameter d centred
	// at (cx, cy): in the header, the menu, the game-over screen.
	DrawSeat func(dst *ebiten.Image, p game.Player, cx, cy, d float64)

	// RulesFigures (may be nil) are pictures for the rules screen, drawn
	// with the game's own art, on a page of their own before the text.
	RulesFigures []RulesFigure

	// Guide (may be nil) is the game's guided first game, offered the
	// first time the game is started and from its rules screen.
	Guide *Guide

	// Redeal (may be nil) is options with a fresh deal, for a game whose
	// options carry one: the game-over screen then offers "New deal" and
	// "Same deal" instead of one rematch.
	Redeal func(options string) string

	// MoveWords (may be nil) says a move of the record's notation (a row
	// of a move list) in the player's words and language, e.g. "draw
	// blue" as "zieht Blau"; nil, or "" for a text it cannot read: the
	// notation stands as it is (cells such as "c3" need no words).
	MoveWords func(text string) string

	// Describe (may be nil) writes options for people, e.g. "6×6" for
	// "6x6", as in "Resume your game? (6×6, move 14)".
	Describe func(options string) string
}

// specs are the registered games, in registration order.
var Specs []GameSpec

// registerGame adds a game's spec; a view file calls it from init.
func RegisterGame(s GameSpec) { Specs = append(Specs, s) }

// specFor finds the spec of the named game.
func SpecFor(name string) (GameSpec, bool) {
	for _, s := range Specs {
		if s.Name == name {
			return s, true
		}
	}
	return GameSpec{}, false
}

// describe writes options for people.
func (s GameSpec) DescribeOptions(options string) string {
	if s.Describe == nil {
		return options
	}
	return s.Describe(options)
}

// SayMove is the move text as the move lists show it (MoveWords).
func (s GameSpec) SayMove(text string) string {
	if s.MoveWords == nil {
		return text
	}
	if w := s.MoveWords(text); w != "" {
		return w
	}
	return text
}

// seatName is seat p's colour in the current language.
func (s GameSpec) SeatName(p game.Player) string {
	if p < 0 || int(p) >= len(s.SeatKeys) {
		return ""
	}
	return i18n.Tr(s.SeatKeys[p])
}

// RulesFigure is one picture of a game's rules: Draw draws it into the
// square r; CaptionKey is the i18n key of the words that go with it.
type RulesFigure struct {
	Draw       func(dst *ebiten.Image, r ui.Rect)
	CaptionKey string
}
