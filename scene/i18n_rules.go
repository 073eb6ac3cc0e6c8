package scene

import (
	"kaskade/scene/i18n"
)

// The rules in short, one text per game (GameSpec.RulesKey), shown by the
// rules scene; paragraphs are separated by newlines. They follow the rules
// pages in ../shared/rules, and the engine is what decides.
func init() {
	for k, p := range rulesTexts {
		i18n.Texts[k] = p
	}
}

var rulesTexts = map[string]i18n.Phrase{
	"rules":       {En: "Rules", De: "Regeln"},
	"rules title": {En: "How to play %s", De: "So spielt man %s"},
	"rules page":  {En: "%d of %d", De: "%d von %d"},

	"rules kaskade": {
		En: "White and Black take turns; White begins. On your turn put one ball into an empty cell or into one of your own cells, never into your opponent's.\n" +
			"A cell holds one ball fewer than it has neighbours (up, down, left and right): one in a corner, two on an edge, three inside. The next ball makes it overflow: it empties, and one ball jumps to each neighbour.\n" +
			"Every cell a ball lands on becomes yours, with the balls already in it. A neighbour that fills up overflows in turn: wave after wave, a cascade can sweep the whole board.\n" +
			"You win when, after a wave, your opponent owns no cell. (The first move of a game cannot win.)\n" +
			"On the board a glowing, trembling cell is full: one more ball sets it off. Click a cell, or use the arrow keys and Enter; H asks for a hint, Ctrl+Z takes a move back.",
		De: "Weiß und Schwarz ziehen abwechselnd; Weiß beginnt. Wer am Zug ist, legt eine Kugel in ein leeres oder ein eigenes Feld, nie in ein Feld des Gegners.\n" +
			"Ein Feld fasst eine Kugel weniger, als es Nachbarn hat (oben, unten, links und rechts): eine in der Ecke, zwei am Rand, drei innen. Die nächste Kugel bringt es zum Überlaufen: Es leert sich, und je eine Kugel springt auf jeden Nachbarn.\n" +
			"Jedes Feld, auf dem eine Kugel landet, gehört nun dir, samt den Kugeln darin. Ein Nachbar, der dabei voll wird, läuft seinerseits über: Welle um Welle kann eine Kaskade das ganze Brett erfassen.\n" +
			"Gewonnen hat, wessen Gegner nach einer Welle kein Feld mehr besitzt. (Der erste Zug einer Partie kann nicht gewinnen.)\n" +
			"Auf dem Brett ist ein leuchtendes, zitterndes Feld voll: Eine Kugel mehr löst es aus. Feld anklicken oder Pfeiltasten und Enter; H gibt einen Tipp, Strg+Z nimmt einen Zug zurück.",
	},

	"rules formation": {
		En: "Black and White have eight pieces each around the edge of the 8×8 board; Black moves first.\n" +
			"On your turn move one of your pieces to an empty square. The colour of the square it stands on decides how: red like a rook, yellow like a bishop, green like a knight, blue like a king.\n" +
			"A rook or bishop move ends at the latest on the first square of its own colour along the line. Pieces block lines; only the knight jumps. Nothing is captured.\n" +
			"You win when, after your move, all eight of your pieces form one group, each touching another along a side (corners do not connect). A player who cannot move passes; the same position for the third time, or 300 moves without a winner, is a draw.\n" +
			"Click a piece, then the square to go to, or drag it; the squares it can reach are marked.",
		De: "Schwarz und Weiß haben je acht Steine am Rand des 8×8-Bretts; Schwarz beginnt.\n" +
			"Wer am Zug ist, zieht einen eigenen Stein auf ein leeres Feld. Die Farbe des Feldes, auf dem er steht, bestimmt wie: rot wie ein Turm, gelb wie ein Läufer, grün wie ein Springer, blau wie ein König.\n" +
			"Turm- und Läuferzüge enden spätestens auf dem ersten Feld ihrer eigenen Farbe in der Linie. Steine blockieren Linien; nur der Springer springt. Geschlagen wird nicht.\n" +
			"Gewonnen hat, wessen acht Steine nach dem eigenen Zug eine einzige Gruppe bilden, in der jeder Stein einen anderen an einer Seite berührt (Ecken verbinden nicht). Wer nicht ziehen kann, setzt aus; dieselbe Stellung zum dritten Mal oder 300 Züge ohne Sieger sind unentschieden.\n" +
			"Stein anklicken, dann das Zielfeld, oder den Stein ziehen; die erreichbaren Felder sind markiert.",
	},

	"rules decktet": {
		En: "Play every card of the Decktet onto three tiers: top, middle and bottom. A card joins a tier only at its right end, and only if it shares a suit with the card there (an empty tier takes any card). The first card starts the top tier.\n" +
			"The rank decides the tier. Each number 2 to 9 goes first to the top tier, then to the middle, then to the bottom. Aces and Crowns, at most two per tier, go in turn top, middle, bottom, top, middle, bottom; Pawns and Courts (the extended deck) top, middle, bottom, top. The tracker shows where each rank goes next.\n" +
			"Turn three cards at a time from the stock; only the waste's top card can be played. After each pass one of the three face-down reserve piles opens, top pile first; an open pile's top card can be played at any time. You have three passes (or unlimited, an option) and win when every card is in the tiers.\n" +
			"Ace variant: the six Aces open the tiers, two each, and a card joins a tier if it shares a suit with either of its Aces. No reserve piles; unlimited passes.\n" +
			"Click the waste or an open reserve card, or drag it to its tier; click the stock to turn. Winnable? asks the solver, which sees every hidden card, whether the deal can still be won.",
		De: "Lege alle Karten des Decktet auf drei Stufen: oben, Mitte und unten. Eine Karte kommt nur ans rechte Ende einer Stufe und nur, wenn sie eine Farbe mit der Karte dort teilt (eine leere Stufe nimmt jede Karte). Die erste Karte eröffnet die obere Stufe.\n" +
			"Der Rang bestimmt die Stufe. Jede Zahl von 2 bis 9 kommt zuerst auf die obere Stufe, dann in die Mitte, dann nach unten. Asse und Kronen, höchstens zwei je Stufe, kommen reihum oben, Mitte, unten, oben, Mitte, unten; Bauern und Höfe (das erweiterte Deck) oben, Mitte, unten, oben. Die Anzeige unten zeigt, wohin jeder Rang als Nächstes gehört.\n" +
			"Vom Stapel werden je drei Karten umgedreht; nur die oberste Karte der Ablage ist spielbar. Nach jedem Durchgang öffnet sich einer der drei verdeckten Reservestapel, der obere zuerst; die oberste Karte eines offenen Stapels ist jederzeit spielbar. Du hast drei Durchgänge (oder unbegrenzt, eine Option) und gewinnst, wenn alle Karten auf den Stufen liegen.\n" +
			"Ass-Variante: Die sechs Asse eröffnen die Stufen, je zwei, und eine Karte kommt auf eine Stufe, wenn sie eine Farbe mit einem ihrer Asse teilt. Keine Reservestapel; unbegrenzte Durchgänge.\n" +
			"Ablage oder offene Reservekarte anklicken oder auf ihre Stufe ziehen; den Stapel anklicken, um umzudrehen. Gewinnbar? fragt den Löser, der alle verdeckten Karten kennt, ob das Spiel noch zu gewinnen ist.",
	},
}
