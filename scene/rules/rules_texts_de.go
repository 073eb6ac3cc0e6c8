package rules

import "kaskade/scene/i18n"

// The German texts of the shell (see i18n.Add).
func init() { i18n.Add("de", rulesDE) }

var rulesDE = map[string]string{
	"rules":       "Regeln",
	"rules title": "So spielt man %s",
	"rules page":  "%d von %d",
}
