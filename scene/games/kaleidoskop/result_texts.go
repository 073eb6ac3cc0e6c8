package kaleidoskop

import "kaskade/scene/i18n"

// A seat's figures in the game-over panel's ranking (RankSeats).
func init() {
	i18n.Add("en", map[string]string{
		"kaleidoskop.seat figures":     "%d crystals · %d orange",
		"kaleidoskop.seat figures one": "%d crystal · %d orange",
	})
	i18n.Add("de", map[string]string{
		"kaleidoskop.seat figures":     "%d Kristalle · %d orange",
		"kaleidoskop.seat figures one": "%d Kristall · %d orange",
	})
}
