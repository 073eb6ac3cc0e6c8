package rules

import "kaskade/scene/i18n"

// The English texts of the shell (see i18n.Add).
func init() { i18n.Add("en", rulesEN) }

var rulesEN = map[string]string{
	"rules":       "Rules",
	"rules title": "How to play %s",
	"rules page":  "%d of %d",
}
