package kaskade

import "kaskade/scene/i18n"

// The footer's help for a player who taps: it names no keys.
func init() {
	i18n.Add("en", map[string]string{
		"kaskade help touch": "Tap a cell to add a ball",
		"wave step touch":    "Wave %d of %d  ·  tap: next wave",
	})
	i18n.Add("de", map[string]string{
		"kaskade help touch": "Feld antippen: eine Kugel dazu",
		"wave step touch":    "Welle %d von %d  ·  antippen: nächste Welle",
	})
}
