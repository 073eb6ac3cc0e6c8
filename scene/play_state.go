package scene

import (
	"errors"
	"fmt"
	"time"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// PlayState is what the game screens share for the whole run: where each
// game's paused match is saved, the last game (for Export), and how fast
// this machine searches (to size the computer's slices).
type PlayState struct {
	Slot     func(game string) (platform.Slot, error) // nil: no autosave (tests, the bench)
	ReadOnly bool                                     // offer to resume, but never write (screenshots)
	Last     *match.Match                             // the running or last finished game
	Speed    ui.SpeedMeter                            // the computer players' search speed
	Now      func() time.Time                         // nil: time.Now; tests may fix the clock
}

// clock is the scene's clock: search gets time only through its stop
// decisions here, never inside the engine.
func (p *PlayState) Clock() time.Time {
	if p.Now != nil {
		return p.Now()
	}
	return time.Now()
}

// NewPlayState sets up autosave for a run: on unless the options turn
// storing off; read-only for screenshots, so that a picture never
// replaces the player's saved game.
func NewPlayState(opts Options) PlayState {
	var p PlayState
	if !opts.NoStore {
		p.Slot = AutosaveSlot
		p.ReadOnly = opts.Screenshot != ""
	}
	return p
}

// AutosaveSlot is the slot of game's paused match.
func AutosaveSlot(game string) (platform.Slot, error) {
	return platform.OpenSlot(platform.AutosaveName(game), platform.MatchLimit)
}

// loadAutosave reads game's paused match: nil when there is none (or it is
// finished), an error when it cannot be read. It changes nothing.
func (p *PlayState) LoadAutosave(game string) (*match.Match, error) {
	if p.Slot == nil {
		return nil, nil
	}
	slot, err := p.Slot(game)
	if err != nil {
		return nil, err
	}
	data, err := slot.Load()
	if err != nil || data == nil {
		return nil, err
	}
	mt, err := match.Decode(data, games.Lookup)
	switch {
	case errors.Is(err, match.ErrEmpty):
		return nil, nil // nothing was saved
	case errors.Is(err, match.ErrNewer):
		return nil, errors.New(i18n.Tr("autosave newer"))
	case err != nil:
		return nil, fmt.Errorf("%s: %w", slot.Where(), err)
	}
	if mt.State().IsOver() || mt.Game().Name != game {
		return nil, nil
	}
	return mt, nil
}

// paused reads every playable game's paused match, by game name; problems
// are joined into one error, the games that could be read are returned.
func (p *PlayState) Paused() (map[string]*match.Match, error) {
	p.migrateLegacy()
	out := map[string]*match.Match{}
	var errs []error
	for _, g := range Playable() {
		mt, err := p.LoadAutosave(g.Name)
		if err != nil {
			errs = append(errs, err)
		}
		if mt != nil {
			out[g.Name] = mt
		}
	}
	return out, errors.Join(errs...)
}

// migrateLegacy moves the single autosave of earlier versions to its
// game's slot (unless that slot holds a game already) and removes it.
func (p *PlayState) migrateLegacy() {
	if p.Slot == nil || p.ReadOnly {
		return
	}
	old, err := platform.OpenSlot(platform.LegacyAutosaveName, platform.MatchLimit)
	if err != nil {
		return
	}
	data, err := old.Load()
	if err != nil || data == nil {
		return
	}
	mt, err := match.Decode(data, games.Lookup)
	if err != nil {
		return // left alone: the menu's error for it would name no game
	}
	slot, err := p.Slot(mt.Game().Name)
	if err != nil {
		return
	}
	if cur, err := slot.Load(); err == nil && cur == nil {
		if slot.Save(data) != nil || platform.Flush() != nil {
			return
		}
	}
	old.Clear()
}

// Playable are the games of the catalogue that have a view, in the
// catalogue's order.
func Playable() []games.Game {
	var out []games.Game
	for _, g := range games.All() {
		if _, ok := view.SpecFor(g.Name); ok {
			out = append(out, g)
		}
	}
	return out
}

// GameTitle is the game's name as the menu shows it.
func GameTitle(name string) string {
	for _, g := range games.All() {
		if g.Name == name {
			return g.Title
		}
	}
	return name
}
