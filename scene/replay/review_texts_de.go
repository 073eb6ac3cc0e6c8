package replay

import "kaskade/scene/i18n"

// The review's German texts (review.go, review_words.go).
func init() {
	i18n.Add("de", map[string]string{
		"review":            "Analyse",
		"review title":      "Analyse der Partie",
		"review of":         "Die Züge von %s",
		"review working":    "Der Computer prüft jeden Zug von %s …",
		"review before":     "Davor",
		"review played":     "Gespielt",
		"review better":     "Besser",
		"review pos":        "Stellung nach %d von %d Zügen",
		"review on better":  "Stattdessen der bessere Zug",
		"review prev":       "‹ Voriger Zug",
		"review next":       "Nächster Zug ›",
		"review prev short": "‹ Zug",
		"review next short": "Zug ›",
		"review keys":       "←/→: durch die Partie · Esc: zurück",
		"review none head":  "Kein teurer Zug gefunden",
		"review none":       "Der Computer fand keinen Zug von %s, der etwas gekostet hätte, soweit er sehen kann.",
		"review head":       "Zug %d: %s spielte %s",

		"review lost won":         "Damit ging eine gewonnene Partie verloren: %s gewinnt%s.",
		"review missed win":       "%s gewinnt%s; nach %s ging die Partie weiter.",
		"review lost draw":        "Danach gewinnt %s%s; %s hätte das Remis gehalten.",
		"review let win":          "Danach konnte %s%s den Sieg erzwingen; %s hätte die Partie offen gehalten.",
		"review sooner":           "Die Partie war schon verloren: danach gewinnt %s%s; mit %s hätte sie länger gedauert.",
		"review chances":          "%s: %s hielt die Chancen von %s bei %d %%; nach %s %s.",
		"review grade decisive":   "Der entscheidende Zug",
		"review grade inaccuracy": "Eine Ungenauigkeit",
		"review grade mistake":    "Ein Fehler",
		"review grade blunder":    "Ein grober Fehler",
		"review slightly better":  "steht %s etwas besser",
		"review clearly better":   "steht %s klar besser",
		"review winning":          "steht %s auf Gewinn",
		"review even":             "ist die Partie ausgeglichen",
		"review in one move":      " in 1 Zug",
		"review in moves":         " in %d Zügen",
	})
}
