package stats

import "kaskade/scene/i18n"

// The English texts of the statistics screen (see i18n.Add).
func init() { i18n.Add("en", statsEN) }

var statsEN = map[string]string{
	"statistics":       "Statistics",
	"stats reset":      "Reset statistics",
	"stats reset?":     "Reset the statistics?",
	"stats reset note": "The counts of every game are deleted.",
	"stats none":       "No finished games yet.",
	"stats computer":   "Computer, %s",
	"stats people":     "People",
	"stats solitaire":  "Solitaire",
	"stats games":      "%d games",
	"stats games one":  "%d game",
	"stats won":        "%d won",
	"stats drawn":      "%d drawn",
	"stats lost":       "%d lost",
	"stats unrated":    "%d unrated",
	"stats rate":       "%d %% won",
	"stats streak":     "Wins in a row: %d now, %d at best",
}
