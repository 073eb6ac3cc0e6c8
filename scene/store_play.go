package scene

import (
	"math"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"kaskade/engine/games"

	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// The settings added with the computer players, the languages and the
// game choice, kept in the settings file (store.go) beside the others.

func encodePlayPrefs(p Prefs, sp *storedPrefs) {
	sp.ExpertSeconds = p.Settings.ExpertTime.Seconds()
	sp.Language = p.Settings.Lang
	encodeSetups(p, sp)
}

// decodePlayPrefs reads them; a bad value is reported through bad and
// left at its default.
func decodePlayPrefs(sp storedPrefs, p *Prefs, bad func(string, ...any)) {
	if sp.ExpertSeconds != 0 {
		i := slices.IndexFunc(view.ExpertTimes, func(d time.Duration) bool { return math.Abs(d.Seconds()-sp.ExpertSeconds) < 1e-9 })
		if i < 0 {
			bad("expert time %g s is not one of the choices", sp.ExpertSeconds)
		} else if view.ExpertTimes[i] != time.Second {
			p.Settings.ExpertTime = view.ExpertTimes[i]
		}
	}
	if sp.Language != "" {
		if slices.Contains(i18n.Langs, sp.Language) {
			p.Settings.Lang = sp.Language
		} else {
			bad("unknown language %q", sp.Language)
		}
	}
}

// The set-ups: every game's options and seats, validated like the rest
// (options the game refuses, an unknown level or type, a bad name: that
// value is dropped and reported, the game keeps its defaults for it).

func encodeSetups(p Prefs, sp *storedPrefs) {
	sp.Game, sp.Options = p.Config.Game, p.Config.Options
	sp.Setups = map[string]storedSetup{}
	for name, c := range p.Setups {
		sp.Setups[name] = storedSetup{Options: c.Options, Players: storedPlayers(c.Players)}
	}
}

func storedPlayers(ps []view.PlayerConfig) []storedPlayer {
	var out []storedPlayer
	for _, pl := range ps {
		out = append(out, storedPlayer{Name: pl.Name, Type: pl.Type.String(), Level: pl.Level})
	}
	return out
}

func decodeSetups(sp storedPrefs, p *Prefs, bad func(string, ...any)) {
	for name, ss := range sp.Setups {
		if c, ok := decodeSetup(name, ss, bad); ok {
			p.Setups[name] = c
		}
	}
	if sp.Board != "" { // version 1 kept Kaskade's board here
		if c, ok := decodeSetup("kaskade", storedSetup{Options: sp.Board}, bad); ok {
			if old, had := p.Setups["kaskade"]; had && len(sp.Setups) > 0 {
				c = old // the set-up's own options win over the old field
			}
			p.Setups["kaskade"] = c
		}
	}
	game := sp.Game
	if game == "" {
		game = view.DefaultGame() // version 1 wrote no game for Kaskade
	}
	cur, ok := decodeSetup(game, storedSetup{Options: sp.Options, Players: sp.Players}, bad)
	if !ok {
		return
	}
	if sp.Options == "" {
		if c, had := p.Setups[game]; had {
			cur.SetOptionText(c.Options)
		}
	}
	p.Config = cur
	p.Setups[game] = cur
}

// decodeSetup reads one game's set-up; false when the game is unknown or
// has no screen.
func decodeSetup(name string, ss storedSetup, bad func(string, ...any)) (view.GameConfig, bool) {
	if _, ok := view.SpecFor(name); !ok {
		bad("unknown game %q", name)
		return view.GameConfig{}, false
	}
	c := view.GameConfig{}.ForGame(name)
	c.NameSeats()
	if ss.Options != "" {
		g, _ := games.Lookup(name)
		if _, err := g.New(ss.Options); err != nil {
			bad("%s options %q: %v", name, ss.Options, err)
		} else {
			c.SetOptionText(ss.Options)
		}
	}
	if len(ss.Players) > len(c.Players) {
		bad("%s: %d players, only %d are kept", name, len(ss.Players), len(c.Players))
	}
	for i := range min(len(ss.Players), len(c.Players)) {
		decodePlayer(ss.Players[i], &c.Players[i], func(f string, a ...any) { bad("%s player %d: "+f, append([]any{name, i + 1}, a...)...) })
	}
	return c, true
}

// decodePlayer reads one seat into pc, value by value.
func decodePlayer(pl storedPlayer, pc *view.PlayerConfig, bad func(string, ...any)) {
	name := strings.TrimSpace(pl.Name)
	switch {
	case !utf8.ValidString(name) || strings.ContainsFunc(name, func(r rune) bool { return r < ' ' || r == 0x7f }):
		bad("name %q has control characters", pl.Name)
	case utf8.RuneCountInString(name) > MaxNameRunes:
		bad("name %q is longer than %d characters", pl.Name, MaxNameRunes)
	case name != "":
		pc.Name = name
	}
	if pl.Type != "" {
		if i := slices.IndexFunc(view.PlayerTypes, func(t view.PlayerType) bool { return strings.EqualFold(pl.Type, t.String()) }); i >= 0 {
			pc.Type = view.PlayerTypes[i]
		} else {
			bad("unknown type %q", pl.Type)
		}
	}
	if pl.Level != "" {
		if slices.Contains(view.ComputerLevels, pl.Level) {
			pc.Level = pl.Level
		} else {
			bad("unknown level %q", pl.Level)
		}
	}
}
