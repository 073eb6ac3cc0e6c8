package scene

import "kaskade/scene/i18n"

// The English texts of the shell (see i18n.Add).
func init() { i18n.Add("en", rulesEN) }

var rulesEN = map[string]string{
	"rules":       "Rules",
	"rules title": "How to play %s",
	"rules page":  "%d of %d",
	"rules kaskade": "White and Black take turns; White begins. On your turn put one ball into an empty cell or into one of your own cells, never into your opponent's.\n" +
		"A cell holds one ball fewer than it has neighbours (up, down, left and right): one in a corner, two on an edge, three inside. The next ball makes it overflow: it empties, and one ball jumps to each neighbour.\n" +
		"Every cell a ball lands on becomes yours, with the balls already in it. A neighbour that fills up overflows in turn: wave after wave, a cascade can sweep the whole board.\n" +
		"You win when, after a wave, your opponent owns no cell. (The first move of a game cannot win.)\n" +
		"On the board a glowing, trembling cell is full: one more ball sets it off. Click a cell, or use the arrow keys and Enter; H asks for a hint, Ctrl+Z takes a move back.",
	"rules decktet": "Play every card of the Decktet onto three tiers: top, middle and bottom. A card joins a tier only at its right end, and only if it shares a suit with the card there (an empty tier takes any card). The first card starts the top tier.\n" +
		"The rank decides the tier. Each number 2 to 9 goes first to the top tier, then to the middle, then to the bottom. Aces and Crowns, at most two per tier, go in turn top, middle, bottom, top, middle, bottom; Pawns and Courts (the extended deck) top, middle, bottom, top. The tracker shows where each rank goes next.\n" +
		"Turn three cards at a time from the stock; only the waste's top card can be played. After each pass one of the three face-down reserve piles opens, top pile first; an open pile's top card can be played at any time. You have three passes (or unlimited, an option) and win when every card is in the tiers.\n" +
		"Ace variant: the six Aces open the tiers, two each, and a card joins a tier if it shares a suit with either of its Aces. No reserve piles; unlimited passes.\n" +
		"Click the waste or an open reserve card, or drag it to its tier; click the stock to turn. Winnable? asks the solver, which sees every hidden card, whether the deal can still be won.",
}
