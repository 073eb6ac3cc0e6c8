package replay

import "kaskade/scene/i18n"

// The replay's English texts (replay_list.go, replay_auto.go, replay_review.go).
func init() {
	i18n.Add("en", map[string]string{
		"replay play":       "Play",
		"replay pause":      "Pause",
		"replay keys":       "Space: play/pause",
		"replay review why": "Only a finished game can be reviewed",
		"replay review key": "A: review",
		"replay no moves":   "No moves yet",
	})
}
