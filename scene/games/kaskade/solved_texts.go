package kaskade

import "kaskade/scene/i18n"

// The texts of the solver's hint and the menu's note on solved sizes. A
// win takes an odd number of moves, a loss an even one (the last is the
// winner's): the singular is only ever the win in one move.
func init() {
	i18n.Add("en", map[string]string{
		"ks hint wins now": "Hint: %s · it wins now",
		"ks hint winning":  "Hint: %s · you are winning: with perfect play the game ends in %d moves (both sides counted)",
		"ks hint losing 2": "Hint: %s · you are losing: whatever you play, the opponent can win with the next move",
		"ks hint losing":   "Hint: %s · you are losing: the longest defence lasts %d moves (both sides counted)",
		"ks solved note":   "%s: solved (the first player wins)",
		"ks solved":        "solved: the first player wins",
	})
	i18n.Add("de", map[string]string{
		"ks hint wins now": "Tipp: %s · damit gewinnst du sofort",
		"ks hint winning":  "Tipp: %s · du gewinnst: bei bestem Spiel endet die Partie in %d Zügen (beide Seiten gezählt)",
		"ks hint losing 2": "Tipp: %s · du verlierst: was du auch spielst, der Gegner kann mit dem nächsten Zug gewinnen",
		"ks hint losing":   "Tipp: %s · du verlierst: die längste Verteidigung dauert %d Züge (beide Seiten gezählt)",
		"ks solved note":   "%s: gelöst (wer anfängt, gewinnt)",
		"ks solved":        "gelöst: wer anfängt, gewinnt",
	})
}
