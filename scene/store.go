package scene

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"

	"kaskade/engine/games"
	"kaskade/scene/platform"
	"kaskade/scene/view"
)

// Prefs are what the store keeps: the settings, the last game set up in
// the menu, and every game's last set-up (options, players' names, types
// and levels), so that switching games brings each one's seats back.
type Prefs struct {
	Settings view.Settings
	Config   view.GameConfig
	Setups   map[string]view.GameConfig // by game name; Config's game included
	Guided   []string                   // the games whose guided first game was offered, sorted
}

// DefaultPrefs are the preferences of a first run.
func DefaultPrefs() Prefs {
	c := view.DefaultConfig()
	return Prefs{Settings: view.DefaultSettings(), Config: c, Setups: map[string]view.GameConfig{c.Game: c}}
}

// The stored format is JSON, one object, for example:
//
//	{
//	  "format": "kaskade-settings",
//	  "version": 1,
//	  "animation": "animated",
//	  "speed": 1,
//	  "sound": true,
//	  "volume": 50,
//	  "theme": "light",
//	  "board": "6x6",
//	  "players": [
//	    {"name": "White", "type": "Human"},
//	    {"name": "Black", "type": "Human"}
//	  ]
//	}
//
// format marks the file as Kaskade's; version is prefsVersion when written.
// animation is "animated", "stepwise", "instant" or "paused"; speed one of Speeds;
// sound true (on) or false, volume its level in percent when on; theme
// "dark", "light" or "contrast"; board columns x rows (3 to 20 each); players
// White then Black, a name of at most 16 characters and a type as the menu
// shows it. Unknown fields are ignored, so a later version may add fields
// without a version bump; a version above prefsVersion is refused. A value
// that is missing or out of range falls back to its default alone.
const (
	prefsFormat  = "kaskade-settings"
	prefsVersion = 1
	MaxNameRunes = 16 // as the menu's name fields
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
	// Each game's last set-up, by game name (added with per-game seats;
	// "game", "options" and "players" above stay the current game's).
	Setups map[string]storedSetup `json:"setups,omitempty"`
	// Added with the themes and the volume: "theme" is "dark", "light" or
	// "contrast" (missing: dark); "volume" the percentage (25 to 100) the
	// sound plays at when "sound" is on (missing: 100).
	Theme  string `json:"theme,omitempty"`
	Volume int    `json:"volume,omitempty"`
	Server string `json:"server,omitempty"` // the online rooms' server (native)
	// Added with the text sizes: "normal", "large" or "larger" (missing:
	// normal).
	TextSize string `json:"text_size,omitempty"`
	// Added with the moves beside the board: true when the player hid them.
	HideMoves bool `json:"hide_moves,omitempty"`
	// Added with the guided first games: the games whose guided game was
	// offered and answered (missing: none).
	Guided []string `json:"guided,omitempty"`
}

type storedSetup struct {
	Options string         `json:"options,omitempty"`
	Players []storedPlayer `json:"players,omitempty"`
}

type storedPlayer struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Level string `json:"level,omitempty"`
}

var animNames = []string{view.Animated: "animated", view.Stepwise: "stepwise", view.Instant: "instant", view.Paused: "paused"}

// EncodePrefs writes p in the stored format.
func EncodePrefs(p Prefs) []byte {
	sound := !p.Settings.Muted
	sp := storedPrefs{
		Format:  prefsFormat,
		Version: prefsVersion,
		Speed:   p.Settings.Speed,
		Sound:   &sound,
	}
	if k, ok := p.Setups["kaskade"]; ok { // the version-1 field, for older programs
		sp.Board = k.OptionText()
	}
	if m := int(p.Settings.Mode); m >= 0 && m < len(animNames) {
		sp.Animation = animNames[m]
	}
	sp.Theme = p.Settings.Theme.String()
	sp.Server = p.Settings.Server
	if t := p.Settings.TextSize; t > 0 && t < len(view.TextSizeNames) {
		sp.TextSize = view.TextSizeNames[t]
	}
	if v := p.Settings.Volume; v > 0 {
		sp.Volume = v
	}
	sp.HideMoves = p.Settings.HideMoves
	for _, pl := range p.Config.Players {
		sp.Players = append(sp.Players, storedPlayer{Name: pl.Name, Type: pl.Type.String(), Level: pl.Level})
	}
	encodePlayPrefs(p, &sp)
	sp.Guided = p.Guided
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
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a byte-order mark some editors add
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
	decodeLook(sp, &p, bad)
	decodePlayPrefs(sp, &p, bad)
	decodeSetups(sp, &p, bad)
	p.Guided = decodeGuided(sp.Guided, bad)
	return p, problems, nil
}

// decodeGuided keeps the known games of names, once each, sorted.
func decodeGuided(names []string, bad func(string, ...any)) []string {
	var out []string
	for _, n := range names {
		if _, err := games.Lookup(n); err != nil {
			bad("guided: unknown game %q", n)
			continue
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

// decodeLook reads the theme, the text size and the volume.
func decodeLook(sp storedPrefs, p *Prefs, bad func(string, ...any)) {
	if sp.Theme != "" {
		found := false
		for _, t := range view.Themes {
			if strings.EqualFold(sp.Theme, t.String()) {
				p.Settings.Theme, found = t, true
			}
		}
		if !found {
			bad("unknown theme %q", sp.Theme)
		}
	}
	if len(sp.Server) <= 200 {
		p.Settings.Server = sp.Server
	}
	p.Settings.HideMoves = sp.HideMoves
	if sp.TextSize != "" {
		if i := slices.Index(view.TextSizeNames, sp.TextSize); i >= 0 {
			p.Settings.TextSize = i
		} else {
			bad("unknown text size %q", sp.TextSize)
		}
	}
	if sp.Volume != 0 {
		if slices.Contains(view.Volumes, sp.Volume) {
			p.Settings.Volume = sp.Volume
		} else {
			bad("volume %d is not one of %v", sp.Volume, view.Volumes)
		}
	}
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
func (m *Manager) Prefs() Prefs {
	return Prefs{Settings: m.Settings, Config: m.Config, Setups: m.Setups, Guided: m.Guided}
}

// SetupFor is the named game's last set-up, or its defaults; names typed
// in from carry over to seats that show only their colour (see
// GameConfig.ForGame).
func (m *Manager) SetupFor(name string, from view.GameConfig) view.GameConfig {
	if c, ok := m.Setups[name]; ok {
		c.FitSeats()
		for i := range min(len(c.Players), len(from.Players)) {
			typed := from.Players[i].Name
			if typed != "" && !view.IsColourName(typed) && view.IsColourName(c.Players[i].Name) {
				c.Players[i].Name = typed // a name typed since beats a default
			}
		}
		return c
	}
	return from.ForGame(name)
}

// Remember keeps cfg as the last set-up, its game's included.
func (m *Manager) Remember(cfg view.GameConfig) {
	m.Config = cfg
	m.KeepSetup(cfg)
}

// KeepSetup keeps cfg as its game's set-up. The map is copied, never
// changed in place: what the store holds (m.stored) shares the old one.
func (m *Manager) KeepSetup(cfg view.GameConfig) {
	setups := maps.Clone(m.Setups)
	if setups == nil {
		setups = map[string]view.GameConfig{}
	}
	setups[cfg.Game] = cfg
	m.Setups = setups
}

// UseStore makes the manager save to s whenever its preferences differ
// from saved, which s is taken to hold.
func (m *Manager) UseStore(s platform.Store, saved Prefs) {
	m.store, m.stored = s, saved
}

// Persist saves the preferences once they differ from what was stored: the
// settings change in the settings scene, the game setup when the menu
// starts a game. A failed save is logged once and not retried until the
// preferences change again.
func (m *Manager) Persist() {
	if m.store == nil {
		return
	}
	p := m.Prefs()
	if reflect.DeepEqual(p, m.stored) { // every tick: no encoding until something changed
		return
	}
	m.stored = p
	if err := m.store.Save(EncodePrefs(p)); err != nil {
		log.Printf("kaskade: cannot save settings to %s: %v", m.store.Where(), err)
	}
}

// GuideOffered reports whether the guided game of name has been offered
// and answered: taken, or passed over by starting a game.
func (m *Manager) GuideOffered(name string) bool { return slices.Contains(m.Guided, name) }

// NoteGuided notes the guided game of name as answered.
func (m *Manager) NoteGuided(name string) {
	if m.GuideOffered(name) {
		return
	}
	m.Guided = append(slices.Clone(m.Guided), name)
	slices.Sort(m.Guided)
}
