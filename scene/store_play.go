package scene

import (
	"math"
	"slices"
	"time"

	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// The settings added with the computer players, the languages and the
// game choice, kept in the settings file (store.go) beside the others.

func encodePlayPrefs(p Prefs, sp *storedPrefs) {
	sp.ExpertSeconds = p.Settings.ExpertTime.Seconds()
	sp.Language = p.Settings.Lang
	sp.Game, sp.Options = p.Config.Game, p.Config.Options
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
	if _, ok := view.SpecFor(sp.Game); ok && sp.Game != "kaskade" {
		p.Config.Game, p.Config.Options = sp.Game, sp.Options
	}
	for i := range min(len(sp.Players), len(p.Config.Players)) {
		if lv := sp.Players[i].Level; lv != "" {
			if slices.Contains(view.ComputerLevels, lv) {
				p.Config.Players[i].Level = lv
			} else {
				bad("player %d: unknown level %q", i+1, lv)
			}
		}
	}
}
