package cascades

import "kaskade/scene/i18n"

// The result panel's line under its title, which names the winner: the
// score, the winner's first, and the turns (GameOverNote).
func init() {
	i18n.Add("en", map[string]string{
		"cascades.over score":  "%d to %d in the valley row  ·  %d turns",
		"cascades.over stones": "%d stones to %d  ·  %d turns",
		"cascades.over drawn":  "%d to %d  ·  %d turns",
	})
	i18n.Add("de", map[string]string{
		"cascades.over score":  "%d zu %d in der Talreihe  ·  %d Züge",
		"cascades.over stones": "%d Steine zu %d  ·  %d Züge",
		"cascades.over drawn":  "%d zu %d  ·  %d Züge",
	})
}
