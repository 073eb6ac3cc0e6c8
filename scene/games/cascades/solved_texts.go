package cascades

import "kaskade/scene/i18n"

// The texts of the solver's hint.
func init() {
	i18n.Add("en", map[string]string{
		"cascades.hint winning": "Hint: %s · winning with perfect play",
		"cascades.hint drawn":   "Hint: %s · a draw with perfect play",
		"cascades.hint losing":  "Hint: %s · losing against perfect play",
	})
	i18n.Add("de", map[string]string{
		"cascades.hint winning": "Tipp: %s · bei bestem Spiel gewinnst du",
		"cascades.hint drawn":   "Tipp: %s · bei bestem Spiel remis",
		"cascades.hint losing":  "Tipp: %s · gegen bestes Spiel verlierst du",
	})
}
