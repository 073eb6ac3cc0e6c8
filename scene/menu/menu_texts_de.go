package menu

import "kaskade/scene/i18n"

// The menu's German texts (menu_seats.go).
func init() {
	i18n.Add("de", map[string]string{
		"seats page": "Spieler %d–%d von %d",
		"seat page":  "Spieler %d von %d",
	})
}
