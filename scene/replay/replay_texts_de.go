package replay

import "kaskade/scene/i18n"

// The replay's German texts (replay_list.go, replay_auto.go, replay_review.go).
func init() {
	i18n.Add("de", map[string]string{
		"replay play":       "Abspielen",
		"replay pause":      "Anhalten",
		"replay keys":       "Leertaste: abspielen/anhalten",
		"replay review why": "Nur eine beendete Partie lässt sich analysieren",
		"replay review key": "A: Analyse",
		"replay no moves":   "Noch keine Züge",
	})
}
