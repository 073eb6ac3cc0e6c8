package formation

import "kaskade/scene/i18n"

// The German texts of formation (see i18n.Add).
func init() { i18n.Add("de", formationDE) }

var formationDE = map[string]string{
	// Colours and their moves
	"fm red":         "Rot",
	"fm yellow":      "Gelb",
	"fm green":       "Grün",
	"fm blue":        "Blau",
	"fm rook":        "Turm",
	"fm bishop":      "Läufer",
	"fm knight":      "Springer",
	"fm king":        "König",
	"fm rook help":   "Gerade, höchstens bis zum nächsten roten Feld",
	"fm bishop help": "Diagonal, höchstens bis zum nächsten gelben Feld",
	"fm knight help": "Springt wie im Schach, auch über Figuren",
	"fm king help":   "Einen Schritt in jede Richtung",
	"fm legend":      "Eine Figur zieht nach der Farbe ihres Feldes",
	// Side panel
	"fm largest":   "größte Gruppe",
	"fm one group": "Formation!",
	"fm groups":    "%d Gruppen",
	// Footer, banner and refusals
	"fm help":            "Figur anklicken, dann ein Ziel, oder ziehen  ·  Pfeile + Enter  ·  Rücktaste: ablegen  ·  H: Tipp  ·  Esc: Menü",
	"fm picked":          "%s auf %s zieht wie ein %s: %d Felder  ·  eines anklicken, oder die Figur nochmal zum Ablegen",
	"fm picked one":      "%s auf %s zieht wie ein %s: %d Feld  ·  es anklicken, oder die Figur nochmal zum Ablegen",
	"fm moving":          "%s: %s–%s  ·  Klick beendet",
	"fm taking back":     "Rücknahme: %s–%s",
	"fm passes":          "%s passt",
	"fm no move":         "%s kann nicht ziehen und passt",
	"fm must pass":       "%s kann nicht ziehen und passt  ·  Klick oder Enter: weiter",
	"fm moving touch":    "%s: %s–%s  ·  Antippen beendet",
	"fm must pass touch": "%s kann nicht ziehen und passt  ·  antippen: weiter",
	"fm no pass":         "Du kannst ziehen: Passen ist nur ohne Zug erlaubt",
	"fm not yours":       "Diese Figur gehört %s",
	"fm pick first":      "Wähle zuerst eine deiner Figuren",
	"fm occupied":        "%s ist besetzt: in diesem Spiel wird nicht geschlagen",
	"fm unreachable":     "%s ist von %s aus nicht erreichbar: auf %s zieht eine Figur wie ein %s",
	// The end
	"fm over":            "%s  ·  %d Züge",
	"fm over one":        "%s  ·  %d Zug",
	"fm formed":          "Alle acht Figuren von %s bilden eine Gruppe",
	"fm draw limit":      "Remis: die Grenze von %d Zügen ist erreicht",
	"fm draw limit one":  "Remis: die Grenze von %d Zug ist erreicht",
	"fm draw stuck":      "Remis: keine Seite kann ziehen",
	"fm draw repetition": "Remis: dieselbe Stellung kam zum dritten Mal vor",
	// Menu: the board
	"fm default board": "Standardplan",
	"fm random board":  "Zufallsplan %s",
	"fm own board":     "eigener Plan",
	"fm limit":         "Grenze %s",
	"fm mode default":  "Standard",
	"fm mode random":   "Zufall",
	"fm mode custom":   "Eigener",
	"fm new seed":      "Neu würfeln",
	"fm seed":          "Startwert",
	"fm seed board":    "Ein aus dieser Zahl gemischter Plan: dieselbe Zahl ergibt immer denselben Plan.",
	"fm default desc":  "Der Plan aus den Regeln: die vier Viertel an ihrem üblichen Platz, keines gewendet oder gedreht. Schwarz beginnt, ein großer Vorteil: lass Weiß den Plan wählen.",
	"fm quarter":       "#%d",
	"fm goal":          "Ziel: alle acht eigenen Figuren in einer Gruppe, jede an einer Seite mit einer anderen verbunden.",
	"fm front":         "Vorne",
	// The rules in short for the rules screen (GameSpec.RulesKey), with the
	// first player's advantage that the computer matches show
	// (docs/strength-formation.md).
	"fm rules": "Schwarz und Weiß haben je acht Steine am Rand des 8×8-Bretts; Schwarz beginnt.\n" +
		"Wer am Zug ist, zieht einen eigenen Stein auf ein leeres Feld. Die Farbe des Feldes, auf dem er steht, bestimmt wie: rot wie ein Turm, gelb wie ein Läufer, grün wie ein Springer, blau wie ein König.\n" +
		"Turm- und Läuferzüge enden spätestens auf dem ersten Feld ihrer eigenen Farbe in der Linie. Steine blockieren Linien; nur der Springer springt. Geschlagen wird nicht.\n" +
		"Gewonnen hat, wessen acht Steine nach dem eigenen Zug eine einzige Gruppe bilden, in der jeder Stein einen anderen an einer Seite berührt (Ecken verbinden nicht). Wer nicht ziehen kann, setzt aus; dieselbe Stellung zum dritten Mal oder 300 Züge ohne Sieger sind unentschieden.\n" +
		"Wer beginnt, hat einen großen Vorteil: in den Computerpartien dieses Programms schlug Mittel die Stufe Leicht in 89 von 100 Partien, wenn Mittel begann, aber nur in 68 von 100, wenn Mittel als Zweites zog. Zum Ausgleich wählt Weiß, das als Zweites zieht, den Plan: mit „Weiß wählt“ im Menü wählt Weiß vor dem ersten Zug einen von drei Plänen (oder ihr wählt ihn selbst mit Standard, Zufall oder Eigener); und ihr spielt zwei Partien: Revanche tauscht die Farben.\n" +
		"Stein wählen, dann das Zielfeld, oder den Stein ziehen; die erreichbaren Felder sind markiert.",
	"fm back":             "Hinten",
	"fm help short":       "Figur antippen, dann ein Ziel",
	"fm picked short":     "%s auf %s zieht wie ein %s: %d Felder",
	"fm picked short one": "%s auf %s zieht wie ein %s: %d Feld",
}
