package stats

import "kaskade/scene/i18n"

// The German texts of the statistics screen (see i18n.Add).
func init() { i18n.Add("de", statsDE) }

var statsDE = map[string]string{
	"statistics":       "Statistik",
	"stats reset":      "Statistik löschen",
	"stats reset?":     "Die Statistik löschen?",
	"stats reset note": "Die Zahlen aller Spiele werden gelöscht.",
	"stats none":       "Noch keine beendeten Spiele.",
	"stats computer":   "Computer, %s",
	"stats people":     "Menschen",
	"stats solitaire":  "Patience",
	"stats games":      "%d Spiele",
	"stats games one":  "%d Spiel",
	"stats won":        "%d gewonnen",
	"stats drawn":      "%d remis",
	"stats lost":       "%d verloren",
	"stats unrated":    "%d ohne Wertung",
	"stats rate":       "%d %% gewonnen",
	"stats streak":     "Siege in Folge: %d jetzt, %d am meisten",
}
