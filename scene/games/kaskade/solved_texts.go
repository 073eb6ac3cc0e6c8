package kaskade

import "kaskade/scene/i18n"

// The texts of the solver's hint and the menu's note on sizes solved from
// the start (the first player wins on 3×3, 3×4 and 4×3, the second on 3×5
// and 5×3). The
// moves left count both sides'. A win takes an odd number of moves, a loss
// an even one (the last is the winner's): the only counts without a
// plural are a win in one and a loss in two, which have texts of their own.
func init() {
	i18n.Add("en", map[string]string{
		"ks hint wins now": "Hint: %s · it wins now",
		"ks hint winning":  "Hint: %s · winning: %d moves left with perfect play",
		"ks hint losing 2": "Hint: %s · losing: the opponent can win next move",
		"ks hint losing":   "Hint: %s · losing: the longest defence lasts %d moves",
		"ks solved note":   "%s: solved (the first player wins)",
		"ks solved":        "solved: the first player wins",

		"ks solved second note": "%s: solved (the second player wins)",
		"ks solved second":      "solved: the second player wins",
	})
	i18n.Add("de", map[string]string{
		"ks hint wins now": "Tipp: %s · damit gewinnst du sofort",
		"ks hint winning":  "Tipp: %s · du gewinnst: noch %d Züge bei bestem Spiel",
		"ks hint losing 2": "Tipp: %s · du verlierst: der Gegner kann mit dem nächsten Zug gewinnen",
		"ks hint losing":   "Tipp: %s · du verlierst: die längste Verteidigung dauert %d Züge",
		"ks solved note":   "%s: gelöst (wer anfängt, gewinnt)",
		"ks solved":        "gelöst: wer anfängt, gewinnt",

		"ks solved second note": "%s: gelöst (wer anfängt, verliert)",
		"ks solved second":      "gelöst: wer anfängt, verliert",
	})
}
