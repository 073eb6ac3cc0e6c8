//go:build !js

package table

import "kaskade/scene/i18n"

// The English texts of a game against a program on the network (see
// i18n.Add).
func init() { i18n.Add("en", courseEN) }

var courseEN = map[string]string{
	"course entry":           "Play a program on the network",
	"course title":           "A program on the network",
	"course note":            "A Kaskade program that speaks the course's protocol (e.g. kaskade serve-course).",
	"course address":         "Its address (host:port)",
	"course your name":       "Your name, sent to the program",
	"course board":           "Board",
	"course cols":            "Columns",
	"course rows":            "Rows",
	"course who begins":      "Who begins",
	"course i begin":         "I begin",
	"course it begins":       "The program begins",
	"course play":            "Play",
	"course bad addr":        "An address is host:port, e.g. 127.0.0.1:4711.",
	"course connecting":      "Connecting to %s…",
	"course waiting":         "%s is thinking: its move shows here when it comes.",
	"course not now":         "Wait for the program's move.",
	"course stopped":         "%s The game so far stays: Export in the menu keeps its record.",
	"course leave note":      "The game ends here; Export in the menu keeps its record.",
	"course fault lost":      "The connection to %s was lost.",
	"course fault unreached": "No program answers at %s: is it running (kaskade serve-course)?",
	"course fault timeout":   "%s did not answer in time.",
	"course fault refused":   "%s refused: “%s”.",
	"course fault malformed": "%s sent an answer this program cannot read: %s",
	"course fault illegal":   "%s played a move our engine does not allow: %s",
	"course fault winner":    "%s names another winner than our engine: %s",
	"course fault board":     "%s sent a board that differs from ours, first at %s: %s there, ours %s (c: yours, s: its, n: nobody's).",
	"course fault other":     "%s: %v",
}
