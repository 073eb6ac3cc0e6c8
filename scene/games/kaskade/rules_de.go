package kaskade

import "kaskade/scene/i18n"

// The rules in short in German, for the rules screen (GameSpec.RulesKey);
// paragraphs are separated by newlines. docs/rules/kaskade.md has the full rules.
func init() {
	i18n.Add("de", map[string]string{
		"rules kaskade": "Weiß und Schwarz ziehen abwechselnd; Weiß beginnt. Wer am Zug ist, legt eine Kugel in ein leeres oder ein eigenes Feld, nie in ein Feld des Gegners.\n" +
			"Ein Feld fasst eine Kugel weniger, als es Nachbarn hat (oben, unten, links und rechts): eine in der Ecke, zwei am Rand, drei innen. Die nächste Kugel bringt es zum Überlaufen: Es leert sich, und je eine Kugel springt auf jeden Nachbarn.\n" +
			"Jedes Feld, auf dem eine Kugel landet, gehört nun dir, samt den Kugeln darin. Ein Nachbar, der dabei voll wird, läuft seinerseits über: Welle um Welle kann eine Kaskade das ganze Brett erfassen.\n" +
			"Gewonnen hat, wessen Gegner nach einer Welle kein Feld mehr besitzt. (Der erste Zug einer Partie kann nicht gewinnen.)\n" +
			"Auf dem Brett ist ein leuchtendes, zitterndes Feld voll: Eine Kugel mehr löst es aus. Feld anklicken oder Pfeiltasten und Enter; H gibt einen Tipp, Strg+Z nimmt einen Zug zurück.\n" +
			"Drei bis acht Spieler (Anzahl im Menü) ziehen in der Reihenfolge ihrer Farben: Weiß, Schwarz, Orange, Hellblau, Grün, Rot, Blau, Rosa. Sobald jeder einmal gezogen hat, scheidet aus, wer nach einer Welle kein Feld mehr besitzt, und wird fortan übersprungen; wer als Letzter übrig bleibt, gewinnt. Die anderen sind danach platziert, wie lange sie dabei waren.",
	})
}
