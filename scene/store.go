package scene

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"math"
	"strings"
	"unicode/utf8"

	"kaskade/engine/kaskade"
	"kaskade/scene/platform"
	"kaskade/scene/view"
)

// Prefs are what the store keeps: the settings and the last game set up in
// the menu (board size, players' names and types).
type Prefs struct {
	Settings view.Settings
	Config   view.GameConfig
}

// DefaultPrefs are the preferences of a first run.
func DefaultPrefs() Prefs {
	return Prefs{Settings: view.DefaultSettings(), Config: view.DefaultConfig()}
}

// The stored format is JSON, one object, for example:
//
//	{
//	  "format": "kaskade-settings",
//	  "version": 1,
//	  "animation": "animated",
//	  "speed": 1,
//	  "sound": true,
//	  "board": "6x6",
//	  "players": [
//	    {"name": "White", "type": "Human"},
//	    {"name": "Black", "type": "Human"}
//	  ]
//	}
//
// format marks the file as Kaskade's; version is prefsVersion when written.
// animation is "animated", "stepwise" or "instant"; speed one of Speeds;
// sound true (on) or false; board columns x rows (3 to 20 each); players
// White then Black, a name of at most 16 characters and a type as the menu
// shows it. Unknown fields are ignored, so a later version may add fields
// without a version bump; a version above prefsVersion is refused. A value
// that is missing or out of range falls back to its default alone.
const (
	prefsFormat  = "kaskade-settings"
	prefsVersion = 1
	maxNameRunes = 16 // as the menu's name fields
)

type storedPrefs struct {
	Format    string         `json:"format"`
	Version   int            `json:"version"`
	Animation string         `json:"animation,omitempty"`
	Speed     float64        `json:"speed,omitempty"`
	Sound     *bool          `json:"sound,omitempty"`
	Board     string         `json:"board,omitempty"`
	Players   []storedPlayer `json:"players,omitempty"`
	// Added with the computer players and languages (no version bump:
	// older programs ignore them, missing ones mean the default).
	ExpertSeconds float64 `json:"expert_seconds,omitempty"`
	Language      string  `json:"language,omitempty"`
	Game          string  `json:"game,omitempty"`
	Options       string  `json:"options,omitempty"`
}

type storedPlayer struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Level string `json:"level,omitempty"`
}

var animNames = []string{view.Animated: "animated", view.Stepwise: "stepwise", view.Instant: "instant"}

// EncodePrefs writes p in the stored format.
func EncodePrefs(p Prefs) []byte {
	sound := !p.Settings.Muted
	sp := storedPrefs{
		Format:  prefsFormat,
		Version: prefsVersion,
		Speed:   p.Settings.Speed,
		Sound:   &sound,
		Board:   p.Config.Size.String(),
	}
	if m := int(p.Settings.Mode); m >= 0 && m < len(animNames) {
		sp.Animation = animNames[m]
	}
	for _, pl := range p.Config.Players {
		sp.Players = append(sp.Players, storedPlayer{Name: pl.Name, Type: pl.Type.String(), Level: pl.Level})
	}
	encodePlayPrefs(p, &sp)
	data, err := json.MarshalIndent(sp, "", "  ")
	if err != nil { // cannot happen: only strings, numbers and booleans
		panic(err)
	}
	return append(data, '\n')
}

// DecodePrefs reads the stored format. An error means the data as a whole
// cannot be used (not JSON, not Kaskade's, a newer version): the result is
// then DefaultPrefs. A single bad value falls back to its default and is
// described in problems.
func DecodePrefs(data []byte) (p Prefs, problems []string, err error) {
	p = DefaultPrefs()
	if len(bytes.TrimSpace(data)) == 0 {
		return p, nil, errors.New("empty")
	}
	var sp storedPrefs
	if err := json.Unmarshal(data, &sp); err != nil {
		return p, nil, fmt.Errorf("not a settings file: %v", err)
	}
	if sp.Format != prefsFormat {
		return p, nil, fmt.Errorf("not a Kaskade settings file (format %q, want %q)", sp.Format, prefsFormat)
	}
	if sp.Version > prefsVersion {
		return p, nil, fmt.Errorf("written by a newer Kaskade (version %d; this one reads up to %d)", sp.Version, prefsVersion)
	}
	if sp.Version < 1 {
		return p, nil, fmt.Errorf("bad version %d", sp.Version)
	}
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }

	if sp.Animation != "" {
		found := false
		for i, n := range animNames {
			if strings.EqualFold(sp.Animation, n) {
				p.Settings.Mode, found = view.AnimMode(i), true
			}
		}
		if !found {
			bad("unknown animation %q", sp.Animation)
		}
	}
	if sp.Speed != 0 {
		found := false
		for _, v := range view.Speeds {
			if math.Abs(v-sp.Speed) < 1e-9 {
				p.Settings.Speed, found = v, true
			}
		}
		if !found {
			bad("speed %g is not one of %v", sp.Speed, view.Speeds)
		}
	}
	if sp.Sound != nil {
		p.Settings.Muted = !*sp.Sound
	}
	if sp.Board != "" {
		if z, err := kaskade.ParseSize(sp.Board); err != nil {
			bad("board %q: %v", sp.Board, err)
		} else {
			p.Config.Size = z
		}
	}
	if len(sp.Players) > len(p.Config.Players) {
		bad("%d players, only %d are kept", len(sp.Players), len(p.Config.Players))
	}
	for i := range min(len(sp.Players), len(p.Config.Players)) {
		pl := sp.Players[i]
		name := strings.TrimSpace(pl.Name)
		switch {
		case !utf8.ValidString(name) || strings.ContainsFunc(name, func(r rune) bool { return r < ' ' || r == 0x7f }):
			bad("player %d: name %q has control characters", i+1, pl.Name)
		case utf8.RuneCountInString(name) > maxNameRunes:
			bad("player %d: name %q is longer than %d characters", i+1, pl.Name, maxNameRunes)
		case name != "":
			p.Config.Players[i].Name = name
		}
		if pl.Type != "" {
			found := false
			for _, t := range view.PlayerTypes {
				if strings.EqualFold(pl.Type, t.String()) {
					p.Config.Players[i].Type, found = t, true
				}
			}
			if !found {
				bad("player %d: unknown type %q", i+1, pl.Type)
			}
		}
	}
	decodePlayPrefs(sp, &p, bad)
	return p, problems, nil
}

// loadPrefs reads the store. It never fails: on a missing entry it returns
// the defaults; on a broken or foreign one it logs why and returns the
// defaults. What it returns is taken as what the store holds, so a broken
// entry is only overwritten once the player changes something.
func loadPrefs(s platform.Store) (p Prefs) {
	data, err := s.Load()
	if err != nil {
		log.Printf("kaskade: cannot read settings from %s: %v; using the defaults", s.Where(), err)
		return DefaultPrefs()
	}
	if data == nil {
		return DefaultPrefs()
	}
	p, problems, err := DecodePrefs(data)
	if err != nil {
		log.Printf("kaskade: settings in %s are unusable (%v); using the defaults, and keeping the file until a setting changes", s.Where(), err)
		return DefaultPrefs()
	}
	for _, pr := range problems {
		log.Printf("kaskade: settings in %s: %s; using the default for it", s.Where(), pr)
	}
	return p
}

// prefs are the manager's current preferences.
func (m *Manager) prefs() Prefs { return Prefs{Settings: m.Settings, Config: m.Config} }

// useStore makes the manager save to s whenever its preferences differ
// from saved, which s is taken to hold.
func (m *Manager) useStore(s platform.Store, saved Prefs) {
	m.store, m.stored = s, saved
}

// persist saves the preferences once they differ from what was stored: the
// settings change in the settings scene, the game setup when the menu
// starts a game. A failed save is logged once and not retried until the
// preferences change again.
func (m *Manager) persist() {
	if m.store == nil {
		return
	}
	p := m.prefs()
	if p == m.stored {
		return
	}
	m.stored = p
	if err := m.store.Save(EncodePrefs(p)); err != nil {
		log.Printf("kaskade: cannot save settings to %s: %v", m.store.Where(), err)
	}
}
