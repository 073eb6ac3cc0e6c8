package menu

import "kaskade/scene/i18n"

// The menu's English texts (menu_seats.go).
func init() {
	i18n.Add("en", map[string]string{
		"seats page": "Players %d–%d of %d",
		"seat page":  "Player %d of %d",
	})
}
