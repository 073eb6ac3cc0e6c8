package formation

import (
	"unicode"

	"kaskade/scene/i18n"
)

// Die Formation's texts, added to the shared table (i18n.go) at start-up
// so that the shared file stays the table owner's. Colours and moves are
// lower case in English to sit inside sentences; capFirst makes labels.
func init() {
	for k, p := range formationTexts {
		i18n.Texts[k] = p
	}
}

var formationTexts = map[string]i18n.Phrase{
	// Colours and their moves
	"fm red":         {En: "red", De: "Rot"},
	"fm yellow":      {En: "yellow", De: "Gelb"},
	"fm green":       {En: "green", De: "Grün"},
	"fm blue":        {En: "blue", De: "Blau"},
	"fm rook":        {En: "rook", De: "Turm"},
	"fm bishop":      {En: "bishop", De: "Läufer"},
	"fm knight":      {En: "knight", De: "Springer"},
	"fm king":        {En: "king", De: "König"},
	"fm rook help":   {En: "Straight lines, up to the next red square", De: "Gerade, höchstens bis zum nächsten roten Feld"},
	"fm bishop help": {En: "Diagonally, up to the next yellow square", De: "Diagonal, höchstens bis zum nächsten gelben Feld"},
	"fm knight help": {En: "Jumps like a chess knight, over pieces", De: "Springt wie im Schach, auch über Figuren"},
	"fm king help":   {En: "One step in any direction", De: "Einen Schritt in jede Richtung"},
	"fm legend":      {En: "A piece moves by the colour of its square", De: "Eine Figur zieht nach der Farbe ihres Feldes"},

	// Side panel
	"fm largest":   {En: "largest group", De: "größte Gruppe"},
	"fm one group": {En: "formation!", De: "Formation!"},
	"fm groups":    {En: "%d groups", De: "%d Gruppen"},

	// Footer, banner and refusals
	"fm help":         {En: "Click a piece, then a target, or drag it  ·  arrows + Enter  ·  Backspace: put down  ·  H: hint  ·  Esc: menu", De: "Figur anklicken, dann ein Ziel, oder ziehen  ·  Pfeile + Enter  ·  Rücktaste: ablegen  ·  H: Tipp  ·  Esc: Menü"},
	"fm picked":       {En: "%s on %s moves like a %s: %d squares  ·  click one, or the piece again to put it down", De: "%s auf %s zieht wie ein %s: %d Felder  ·  eines anklicken, oder die Figur nochmal zum Ablegen"},
	"fm help short":   {En: "Click a piece, then a target  ·  H: hint", De: "Figur anklicken, dann ein Ziel  ·  H: Tipp"},
	"fm picked short": {En: "%s on %s moves like a %s: %d squares", De: "%s auf %s zieht wie ein %s: %d Felder"},
	"fm moving":       {En: "%s: %s–%s  ·  click to finish", De: "%s: %s–%s  ·  Klick beendet"},
	"fm taking back":  {En: "Taking back %s–%s", De: "Rücknahme: %s–%s"},
	"fm passes":       {En: "%s passes", De: "%s passt"},
	"fm no move":      {En: "%s has no move and passes", De: "%s kann nicht ziehen und passt"},
	"fm must pass":    {En: "%s has no move and passes  ·  click or Enter to go on", De: "%s kann nicht ziehen und passt  ·  Klick oder Enter: weiter"},
	"fm no pass":      {En: "You have a move: passing is only allowed without one", De: "Du kannst ziehen: Passen ist nur ohne Zug erlaubt"},
	"fm not yours":    {En: "That piece is %s's", De: "Diese Figur gehört %s"},
	"fm pick first":   {En: "Pick one of your pieces first", De: "Wähle zuerst eine deiner Figuren"},
	"fm occupied":     {En: "%s is taken: nothing is captured in this game", De: "%s ist besetzt: in diesem Spiel wird nicht geschlagen"},
	"fm unreachable":  {En: "%s cannot be reached from %s: on %s a piece moves like a %s", De: "%s ist von %s aus nicht erreichbar: auf %s zieht eine Figur wie ein %s"},

	// The end
	"fm over":            {En: "%s  ·  %d moves", De: "%s  ·  %d Züge"},
	"fm formed":          {En: "All eight of %s's pieces form one group", De: "Alle acht Figuren von %s bilden eine Gruppe"},
	"fm draw limit":      {En: "Drawn: the limit of %d moves was reached", De: "Remis: die Grenze von %d Zügen ist erreicht"},
	"fm draw stuck":      {En: "Drawn: neither side can move", De: "Remis: keine Seite kann ziehen"},
	"fm draw repetition": {En: "Drawn: the same position came up a third time", De: "Remis: dieselbe Stellung kam zum dritten Mal vor"},

	// Menu: the board
	"fm default board": {En: "default board", De: "Standardplan"},
	"fm random board":  {En: "random board %s", De: "Zufallsplan %s"},
	"fm own board":     {En: "board %s", De: "Plan %s"},
	"fm limit":         {En: "limit %s", De: "Grenze %s"},
	"fm mode default":  {En: "Default", De: "Standard"},
	"fm mode random":   {En: "Random", De: "Zufall"},
	"fm mode custom":   {En: "Custom", De: "Eigener"},
	"fm new seed":      {En: "New seed", De: "Neu würfeln"},
	"fm seed":          {En: "seed", De: "Startwert"},
	"fm seed board":    {En: "Quarterboards %s  ·  the same seed always gives this board", De: "Teilpläne %s  ·  derselbe Startwert ergibt immer diesen Plan"},
	"fm default desc":  {En: "Q0 top left, Q1 top right, Q2 bottom left, Q3 bottom right, fronts up, unturned. Black moves first.", De: "Q0 oben links, Q1 oben rechts, Q2 unten links, Q3 unten rechts, Vorderseiten oben, ungedreht. Schwarz beginnt."},
	"fm goal":          {En: "Goal: all eight of your pieces in one group, each touching another along a side.", De: "Ziel: alle acht eigenen Figuren in einer Gruppe, jede an einer Seite mit einer anderen verbunden."},
	"fm front":         {En: "Front", De: "Vorne"},
	"fm back":          {En: "Back", De: "Hinten"},
}

// capFirst upper-cases the first letter: "red" → "Red" for a label.
func capFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}
