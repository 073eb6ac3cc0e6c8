package formation

import "kaskade/scene/i18n"

// The English texts of formation (see i18n.Add).
func init() { i18n.Add("en", formationEN) }

var formationEN = map[string]string{
	// Colours and their moves
	"fm red":         "red",
	"fm yellow":      "yellow",
	"fm green":       "green",
	"fm blue":        "blue",
	"fm rook":        "rook",
	"fm bishop":      "bishop",
	"fm knight":      "knight",
	"fm king":        "king",
	"fm rook help":   "Straight lines, up to the next red square",
	"fm bishop help": "Diagonally, up to the next yellow square",
	"fm knight help": "Jumps like a chess knight, over pieces",
	"fm king help":   "One step in any direction",
	"fm legend":      "A piece moves by the colour of its square",
	// Side panel
	"fm largest":   "largest group",
	"fm one group": "formation!",
	"fm groups":    "%d groups",
	// Footer, banner and refusals
	"fm help":            "Click a piece, then a target, or drag it  ·  arrows + Enter  ·  Backspace: put down  ·  H: hint  ·  Esc: menu",
	"fm picked":          "%s on %s moves like a %s: %d squares  ·  click one, or the piece again to put it down",
	"fm picked one":      "%s on %s moves like a %s: %d square  ·  click it, or the piece again to put it down",
	"fm moving":          "%s: %s–%s  ·  click to finish",
	"fm taking back":     "Taking back %s–%s",
	"fm passes":          "%s passes",
	"fm no move":         "%s has no move and passes",
	"fm must pass":       "%s has no move and passes  ·  click or Enter to go on",
	"fm moving touch":    "%s: %s–%s  ·  tap to finish",
	"fm must pass touch": "%s has no move and passes  ·  tap to go on",
	"fm no pass":         "You have a move: passing is only allowed without one",
	"fm not yours":       "That piece is %s's",
	"fm pick first":      "Pick one of your pieces first",
	"fm occupied":        "%s is taken: nothing is captured in this game",
	"fm unreachable":     "%s cannot be reached from %s: on %s a piece moves like a %s",
	// The end
	"fm over":            "%s  ·  %d moves",
	"fm over one":        "%s  ·  %d move",
	"fm formed":          "All eight of %s's pieces form one group",
	"fm draw limit":      "Drawn: the limit of %d moves was reached",
	"fm draw limit one":  "Drawn: the limit of %d move was reached",
	"fm draw stuck":      "Drawn: neither side can move",
	"fm draw repetition": "Drawn: the same position came up a third time",
	// Menu: the board
	"fm default board": "default board",
	"fm random board":  "random board %s",
	"fm own board":     "own board",
	"fm limit":         "limit %s",
	"fm mode default":  "Default",
	"fm mode random":   "Random",
	"fm mode custom":   "Custom",
	"fm new seed":      "New seed",
	"fm seed":          "seed",
	"fm seed board":    "A board shuffled from this number: the same number always gives the same board.",
	"fm default desc":  "The board of the rules: the four quarter boards in their usual places, none flipped or turned. Black moves first, a big advantage: let White choose the board.",
	"fm quarter":       "#%d",
	"fm goal":          "Goal: all eight of your pieces in one group, each touching another along a side.",
	"fm front":         "Front",
	// The rules in short for the rules screen (GameSpec.RulesKey), with the
	// first player's advantage that the computer matches show
	// (docs/strength-formation.md).
	"fm rules": "Black and White have eight pieces each around the edge of the 8×8 board; Black moves first.\n" +
		"On your turn move one of your pieces to an empty square. The colour of the square it stands on decides how: red like a rook, yellow like a bishop, green like a knight, blue like a king.\n" +
		"A rook or bishop move ends at the latest on the first square of its own colour along the line. Pieces block lines; only the knight jumps. Nothing is captured.\n" +
		"You win when, after your move, all eight of your pieces form one group, each touching another along a side (corners do not connect). A player who cannot move passes; the same position for the third time, or 300 moves without a winner, is a draw.\n" +
		"Moving first is a big advantage: in this program's computer matches Medium beat Easy in 89 of 100 games when it moved first, but in only 68 of 100 when it moved second. To even it out, let White, who moves second, choose the board: with \"White picks\" in the menu White picks one of three boards before the first move (or choose it yourselves with Default, Random or Custom); and play two games: Rematch swaps the colours.\n" +
		"Choose a piece, then the square to go to, or drag it; the squares it can reach are marked.",
	"fm back":             "Back",
	"fm help short":       "Tap a piece, then a target",
	"fm picked short":     "%s on %s moves like a %s: %d squares",
	"fm picked short one": "%s on %s moves like a %s: %d square",
}
