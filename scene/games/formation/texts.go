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
	"fm help":             {En: "Click a piece, then a target, or drag it  ·  arrows + Enter  ·  Backspace: put down  ·  H: hint  ·  Esc: menu", De: "Figur anklicken, dann ein Ziel, oder ziehen  ·  Pfeile + Enter  ·  Rücktaste: ablegen  ·  H: Tipp  ·  Esc: Menü"},
	"fm picked":           {En: "%s on %s moves like a %s: %d squares  ·  click one, or the piece again to put it down", De: "%s auf %s zieht wie ein %s: %d Felder  ·  eines anklicken, oder die Figur nochmal zum Ablegen"},
	"fm picked one":       {En: "%s on %s moves like a %s: %d square  ·  click it, or the piece again to put it down", De: "%s auf %s zieht wie ein %s: %d Feld  ·  es anklicken, oder die Figur nochmal zum Ablegen"},
	"fm help short":       {En: "Click a piece, then a target  ·  H: hint", De: "Figur anklicken, dann ein Ziel  ·  H: Tipp"},
	"fm picked short":     {En: "%s on %s moves like a %s: %d squares", De: "%s auf %s zieht wie ein %s: %d Felder"},
	"fm picked short one": {En: "%s on %s moves like a %s: %d square", De: "%s auf %s zieht wie ein %s: %d Feld"},
	"fm moving":           {En: "%s: %s–%s  ·  click to finish", De: "%s: %s–%s  ·  Klick beendet"},
	"fm taking back":      {En: "Taking back %s–%s", De: "Rücknahme: %s–%s"},
	"fm passes":           {En: "%s passes", De: "%s passt"},
	"fm no move":          {En: "%s has no move and passes", De: "%s kann nicht ziehen und passt"},
	"fm must pass":        {En: "%s has no move and passes  ·  click or Enter to go on", De: "%s kann nicht ziehen und passt  ·  Klick oder Enter: weiter"},
	"fm no pass":          {En: "You have a move: passing is only allowed without one", De: "Du kannst ziehen: Passen ist nur ohne Zug erlaubt"},
	"fm not yours":        {En: "That piece is %s's", De: "Diese Figur gehört %s"},
	"fm pick first":       {En: "Pick one of your pieces first", De: "Wähle zuerst eine deiner Figuren"},
	"fm occupied":         {En: "%s is taken: nothing is captured in this game", De: "%s ist besetzt: in diesem Spiel wird nicht geschlagen"},
	"fm unreachable":      {En: "%s cannot be reached from %s: on %s a piece moves like a %s", De: "%s ist von %s aus nicht erreichbar: auf %s zieht eine Figur wie ein %s"},

	// The end
	"fm over":            {En: "%s  ·  %d moves", De: "%s  ·  %d Züge"},
	"fm over one":        {En: "%s  ·  %d move", De: "%s  ·  %d Zug"},
	"fm formed":          {En: "All eight of %s's pieces form one group", De: "Alle acht Figuren von %s bilden eine Gruppe"},
	"fm draw limit":      {En: "Drawn: the limit of %d moves was reached", De: "Remis: die Grenze von %d Zügen ist erreicht"},
	"fm draw limit one":  {En: "Drawn: the limit of %d move was reached", De: "Remis: die Grenze von %d Zug ist erreicht"},
	"fm draw stuck":      {En: "Drawn: neither side can move", De: "Remis: keine Seite kann ziehen"},
	"fm draw repetition": {En: "Drawn: the same position came up a third time", De: "Remis: dieselbe Stellung kam zum dritten Mal vor"},

	// Menu: the board
	"fm default board": {En: "default board", De: "Standardplan"},
	"fm random board":  {En: "random board %s", De: "Zufallsplan %s"},
	"fm own board":     {En: "own board", De: "eigener Plan"},
	"fm limit":         {En: "limit %s", De: "Grenze %s"},
	"fm mode default":  {En: "Default", De: "Standard"},
	"fm mode random":   {En: "Random", De: "Zufall"},
	"fm mode custom":   {En: "Custom", De: "Eigener"},
	"fm new seed":      {En: "New seed", De: "Neu würfeln"},
	"fm seed":          {En: "seed", De: "Startwert"},
	"fm seed board":    {En: "A board shuffled from this number: the same number always gives the same board.", De: "Ein aus dieser Zahl gemischter Plan: dieselbe Zahl ergibt immer denselben Plan."},
	"fm default desc":  {En: "The board of the rules: the four quarter boards in their usual places, none flipped or turned. Black moves first, a big advantage: let White choose the board.", De: "Der Plan aus den Regeln: die vier Viertel an ihrem üblichen Platz, keines gewendet oder gedreht. Schwarz beginnt, ein großer Vorteil: lass Weiß den Plan wählen."},
	"fm quarter":       {En: "#%d", De: "#%d"},
	"fm goal":          {En: "Goal: all eight of your pieces in one group, each touching another along a side.", De: "Ziel: alle acht eigenen Figuren in einer Gruppe, jede an einer Seite mit einer anderen verbunden."},
	"fm front":         {En: "Front", De: "Vorne"},
	"fm rules":         fmRules,
	"fm back":          {En: "Back", De: "Hinten"},
}

// fmRules are the rules in short for the rules screen (GameSpec.RulesKey):
// the shell's text of before, with the first player's advantage that the
// project's computer matches show (docs/strength-formation.md).
var fmRules = i18n.Phrase{
	En: "Black and White have eight pieces each around the edge of the 8×8 board; Black moves first.\n" +
		"On your turn move one of your pieces to an empty square. The colour of the square it stands on decides how: red like a rook, yellow like a bishop, green like a knight, blue like a king.\n" +
		"A rook or bishop move ends at the latest on the first square of its own colour along the line. Pieces block lines; only the knight jumps. Nothing is captured.\n" +
		"You win when, after your move, all eight of your pieces form one group, each touching another along a side (corners do not connect). A player who cannot move passes; the same position for the third time, or 300 moves without a winner, is a draw.\n" +
		"Moving first is a big advantage: in this program's computer matches the same level won 89 of 100 games moving first but 68 of 100 moving second. To even it out, let White, who moves second, choose the board (Default, Random or Custom in the menu), and play two games with the colours swapped.\n" +
		"Click a piece, then the square to go to, or drag it; the squares it can reach are marked.",
	De: "Schwarz und Weiß haben je acht Steine am Rand des 8×8-Bretts; Schwarz beginnt.\n" +
		"Wer am Zug ist, zieht einen eigenen Stein auf ein leeres Feld. Die Farbe des Feldes, auf dem er steht, bestimmt wie: rot wie ein Turm, gelb wie ein Läufer, grün wie ein Springer, blau wie ein König.\n" +
		"Turm- und Läuferzüge enden spätestens auf dem ersten Feld ihrer eigenen Farbe in der Linie. Steine blockieren Linien; nur der Springer springt. Geschlagen wird nicht.\n" +
		"Gewonnen hat, wessen acht Steine nach dem eigenen Zug eine einzige Gruppe bilden, in der jeder Stein einen anderen an einer Seite berührt (Ecken verbinden nicht). Wer nicht ziehen kann, setzt aus; dieselbe Stellung zum dritten Mal oder 300 Züge ohne Sieger sind unentschieden.\n" +
		"Wer beginnt, hat einen großen Vorteil: in den Computerpartien dieses Programms gewann dieselbe Stufe 89 von 100 Partien als Erste, aber nur 68 von 100 als Zweite. Zum Ausgleich wählt Weiß, das als Zweites zieht, den Plan (Standard, Zufall oder Eigener im Menü), und ihr spielt zwei Partien mit getauschten Farben.\n" +
		"Stein anklicken, dann das Zielfeld, oder den Stein ziehen; die erreichbaren Felder sind markiert.",
}

// trn is the text of key for the count n: key+" one" when n is 1 and the
// table has it (English and German both have one form for one and another
// for every other count), else key; filled in with args, or with n alone.
func trn(key string, n int, args ...any) string {
	if _, ok := i18n.Texts[key+" one"]; ok && n == 1 {
		key += " one"
	}
	if len(args) == 0 {
		args = []any{n}
	}
	return i18n.Trf(key, args...)
}

// capFirst upper-cases the first letter: "red" → "Red" for a label.
func capFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}
