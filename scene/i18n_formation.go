package scene

import "unicode"

// Die Formation's texts, added to the shared table (i18n.go) at start-up
// so that the shared file stays the table owner's. Colours and moves are
// lower case in English to sit inside sentences; capFirst makes labels.
func init() {
	for k, p := range formationTexts {
		texts[k] = p
	}
}

var formationTexts = map[string]phrase{
	// Colours and their moves
	"fm red":         {"red", "Rot"},
	"fm yellow":      {"yellow", "Gelb"},
	"fm green":       {"green", "Grün"},
	"fm blue":        {"blue", "Blau"},
	"fm rook":        {"rook", "Turm"},
	"fm bishop":      {"bishop", "Läufer"},
	"fm knight":      {"knight", "Springer"},
	"fm king":        {"king", "König"},
	"fm rook help":   {"Straight lines, up to the next red square", "Gerade, höchstens bis zum nächsten roten Feld"},
	"fm bishop help": {"Diagonally, up to the next yellow square", "Diagonal, höchstens bis zum nächsten gelben Feld"},
	"fm knight help": {"Jumps like a chess knight, over pieces", "Springt wie im Schach, auch über Figuren"},
	"fm king help":   {"One step in any direction", "Einen Schritt in jede Richtung"},
	"fm legend":      {"A piece moves by the colour of its square", "Eine Figur zieht nach der Farbe ihres Feldes"},

	// Side panel
	"fm largest":   {"largest group", "größte Gruppe"},
	"fm one group": {"formation!", "Formation!"},
	"fm groups":    {"%d groups", "%d Gruppen"},

	// Footer, banner and refusals
	"fm help":         {"Click a piece, then a target, or drag it  ·  arrows + Enter  ·  Backspace: put down  ·  H: hint  ·  Esc: menu", "Figur anklicken, dann ein Ziel, oder ziehen  ·  Pfeile + Enter  ·  Rücktaste: ablegen  ·  H: Tipp  ·  Esc: Menü"},
	"fm picked":       {"%s on %s moves like a %s: %d squares  ·  click one, or the piece again to put it down", "%s auf %s zieht wie ein %s: %d Felder  ·  eines anklicken, oder die Figur nochmal zum Ablegen"},
	"fm help short":   {"Click a piece, then a target  ·  H: hint", "Figur anklicken, dann ein Ziel  ·  H: Tipp"},
	"fm picked short": {"%s on %s moves like a %s: %d squares", "%s auf %s zieht wie ein %s: %d Felder"},
	"fm moving":       {"%s: %s–%s  ·  click to finish", "%s: %s–%s  ·  Klick beendet"},
	"fm taking back":  {"Taking back %s–%s", "Rücknahme: %s–%s"},
	"fm passes":       {"%s passes", "%s passt"},
	"fm no move":      {"%s has no move and passes", "%s kann nicht ziehen und passt"},
	"fm must pass":    {"%s has no move and passes  ·  click or Enter to go on", "%s kann nicht ziehen und passt  ·  Klick oder Enter: weiter"},
	"fm no pass":      {"You have a move: passing is only allowed without one", "Du kannst ziehen: Passen ist nur ohne Zug erlaubt"},
	"fm not yours":    {"That piece is %s's", "Diese Figur gehört %s"},
	"fm pick first":   {"Pick one of your pieces first", "Wähle zuerst eine deiner Figuren"},
	"fm occupied":     {"%s is taken: nothing is captured in this game", "%s ist besetzt: in diesem Spiel wird nicht geschlagen"},
	"fm unreachable":  {"%s cannot be reached from %s: on %s a piece moves like a %s", "%s ist von %s aus nicht erreichbar: auf %s zieht eine Figur wie ein %s"},

	// The end
	"fm over":            {"%s  ·  %d moves", "%s  ·  %d Züge"},
	"fm formed":          {"All eight of %s's pieces form one group", "Alle acht Figuren von %s bilden eine Gruppe"},
	"fm draw limit":      {"Drawn: the limit of %d moves was reached", "Remis: die Grenze von %d Zügen ist erreicht"},
	"fm draw stuck":      {"Drawn: neither side can move", "Remis: keine Seite kann ziehen"},
	"fm draw repetition": {"Drawn: the same position came up a third time", "Remis: dieselbe Stellung kam zum dritten Mal vor"},

	// Menu: the board
	"fm default board": {"default board", "Standardplan"},
	"fm random board":  {"random board %s", "Zufallsplan %s"},
	"fm own board":     {"board %s", "Plan %s"},
	"fm limit":         {"limit %s", "Grenze %s"},
	"fm mode default":  {"Default", "Standard"},
	"fm mode random":   {"Random", "Zufall"},
	"fm mode custom":   {"Custom", "Eigener"},
	"fm new seed":      {"New seed", "Neu würfeln"},
	"fm seed":          {"seed", "Startwert"},
	"fm seed board":    {"Quarterboards %s  ·  the same seed always gives this board", "Teilpläne %s  ·  derselbe Startwert ergibt immer diesen Plan"},
	"fm default desc":  {"Q0 top left, Q1 top right, Q2 bottom left, Q3 bottom right, fronts up, unturned. Black moves first.", "Q0 oben links, Q1 oben rechts, Q2 unten links, Q3 unten rechts, Vorderseiten oben, ungedreht. Schwarz beginnt."},
	"fm goal":          {"Goal: all eight of your pieces in one group, each touching another along a side.", "Ziel: alle acht eigenen Figuren in einer Gruppe, jede an einer Seite mit einer anderen verbunden."},
	"fm front":         {"Front", "Vorne"},
	"fm back":          {"Back", "Hinten"},
}

// capFirst upper-cases the first letter: "red" → "Red" for a label.
func capFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}
