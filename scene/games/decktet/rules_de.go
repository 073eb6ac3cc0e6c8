package decktet

import "kaskade/scene/i18n"

// The rules in short in German, for the rules screen (GameSpec.RulesKey);
// paragraphs are separated by newlines. docs/rules/decktet.md has the full rules.
func init() {
	i18n.Add("de", map[string]string{
		"rules decktet": "Lege alle Karten des Decktet auf drei Stufen: oben, Mitte und unten. Eine Karte kommt nur ans rechte Ende einer Stufe und nur, wenn sie eine Farbe mit der Karte dort teilt (eine leere Stufe nimmt jede Karte). Die erste Karte eröffnet die obere Stufe.\n" +
			"Der Rang bestimmt die Stufe. Jede Zahl von 2 bis 9 kommt zuerst auf die obere Stufe, dann in die Mitte, dann nach unten. Asse und Kronen, höchstens zwei je Stufe, kommen reihum oben, Mitte, unten, oben, Mitte, unten; Bauern und Höfe (das erweiterte Deck) oben, Mitte, unten, oben. Die Anzeige unten zeigt, wohin jeder Rang als Nächstes gehört.\n" +
			"Vom Stapel werden je drei Karten umgedreht; nur die oberste Karte der Ablage ist spielbar. Nach jedem Durchgang öffnet sich einer der drei verdeckten Reservestapel, der obere zuerst; die oberste Karte eines offenen Stapels ist jederzeit spielbar. Du hast drei Durchgänge (oder unbegrenzt, eine Option) und gewinnst, wenn alle Karten auf den Stufen liegen.\n" +
			"Ass-Variante: Die sechs Asse eröffnen die Stufen, je zwei, und eine Karte kommt auf eine Stufe, wenn sie eine Farbe mit einem ihrer Asse teilt. Keine Reservestapel; unbegrenzte Durchgänge.\n" +
			"Ablage oder offene Reservekarte anklicken oder auf ihre Stufe ziehen; den Stapel anklicken, um umzudrehen. Gewinnbar? fragt den Löser, der alle verdeckten Karten kennt, ob das Spiel noch zu gewinnen ist.",
	})
}
