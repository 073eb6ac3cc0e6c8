package view

import (
	"slices"
	"strings"
)

// SeatsFromMatch reads seat keys back into cfg; keys it does not know
// leave the seat as it was. A name that is a colour word is a default,
// not a person's: the seat shows its own colour (a record may carry
// another game's colours, or another seat's, from an older program).
func SeatsFromMatch(cfg GameConfig, keys []string) GameConfig {
	cfg.Players = slices.Clone(cfg.Players)
	for i, k := range keys {
		if i >= len(cfg.Players) {
			break
		}
		kind, name, _ := strings.Cut(k, ":")
		if IsColourName(name) {
			name = ""
		}
		p := PlayerConfig{Name: name, Type: Human}
		switch {
		case kind == "human":
		case slices.Contains(ComputerLevels, kind):
			p.Type, p.Level = Computer, kind
		default:
			continue
		}
		cfg.Players[i] = p
	}
	return cfg
}

// PersonName is the name a person last typed in the menu, "" when the
// seats there carry only their colours (a seat without a name shows its
// colour online too).
func PersonName(cfg GameConfig) string {
	for _, p := range cfg.Players {
		if p.Type == Human && p.Name != "" && !IsColourName(p.Name) {
			return p.Name
		}
	}
	return ""
}
