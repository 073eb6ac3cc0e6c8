package scene

import "kaskade/scene/i18n"

// The English texts of the guided first game (see i18n.Add).
func init() { i18n.Add("en", guideEN) }

var guideEN = map[string]string{
	"guided game":   "Guided first game",
	"guide title":   "Guided first game",
	"guide step":    "Guided first game · step %d of %d",
	"guide try":     "Not this one yet: the lit move, %s",
	"guide try lit": "Not this one yet: the lit move",
	"guide again":   "Again",
	"guide done":    "Done",
	"guide offer":   "New to %s?",
	"guide yes":     "Guided game",
}
