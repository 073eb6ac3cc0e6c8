package scene

import "kaskade/scene/i18n"

// The German texts of the shell (see i18n.Add).
func init() { i18n.Add("de", rulesDE) }

var rulesDE = map[string]string{
	"rules":       "Regeln",
	"rules title": "So spielt man %s",
	"rules page":  "%d von %d",
	"rules kaskade": "Weiß und Schwarz ziehen abwechselnd; Weiß beginnt. Wer am Zug ist, legt eine Kugel in ein leeres oder ein eigenes Feld, nie in ein Feld des Gegners.\n" +
		"Ein Feld fasst eine Kugel weniger, als es Nachbarn hat (oben, unten, links und rechts): eine in der Ecke, zwei am Rand, drei innen. Die nächste Kugel bringt es zum Überlaufen: Es leert sich, und je eine Kugel springt auf jeden Nachbarn.\n" +
		"Jedes Feld, auf dem eine Kugel landet, gehört nun dir, samt den Kugeln darin. Ein Nachbar, der dabei voll wird, läuft seinerseits über: Welle um Welle kann eine Kaskade das ganze Brett erfassen.\n" +
		"Gewonnen hat, wessen Gegner nach einer Welle kein Feld mehr besitzt. (Der erste Zug einer Partie kann nicht gewinnen.)\n" +
		"Auf dem Brett ist ein leuchtendes, zitterndes Feld voll: Eine Kugel mehr löst es aus. Feld anklicken oder Pfeiltasten und Enter; H gibt einen Tipp, Strg+Z nimmt einen Zug zurück.",
	"rules decktet": "Lege alle Karten des Decktet auf drei Stufen: oben, Mitte und unten. Eine Karte kommt nur ans rechte Ende einer Stufe und nur, wenn sie eine Farbe mit der Karte dort teilt (eine leere Stufe nimmt jede Karte). Die erste Karte eröffnet die obere Stufe.\n" +
		"Der Rang bestimmt die Stufe. Jede Zahl von 2 bis 9 kommt zuerst auf die obere Stufe, dann in die Mitte, dann nach unten. Asse und Kronen, höchstens zwei je Stufe, kommen reihum oben, Mitte, unten, oben, Mitte, unten; Bauern und Höfe (das erweiterte Deck) oben, Mitte, unten, oben. Die Anzeige unten zeigt, wohin jeder Rang als Nächstes gehört.\n" +
		"Vom Stapel werden je drei Karten umgedreht; nur die oberste Karte der Ablage ist spielbar. Nach jedem Durchgang öffnet sich einer der drei verdeckten Reservestapel, der obere zuerst; die oberste Karte eines offenen Stapels ist jederzeit spielbar. Du hast drei Durchgänge (oder unbegrenzt, eine Option) und gewinnst, wenn alle Karten auf den Stufen liegen.\n" +
		"Ass-Variante: Die sechs Asse eröffnen die Stufen, je zwei, und eine Karte kommt auf eine Stufe, wenn sie eine Farbe mit einem ihrer Asse teilt. Keine Reservestapel; unbegrenzte Durchgänge.\n" +
		"Ablage oder offene Reservekarte anklicken oder auf ihre Stufe ziehen; den Stapel anklicken, um umzudrehen. Gewinnbar? fragt den Löser, der alle verdeckten Karten kennt, ob das Spiel noch zu gewinnen ist.",
}
