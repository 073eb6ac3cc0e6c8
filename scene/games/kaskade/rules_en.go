package kaskade

import "kaskade/scene/i18n"

// The rules in short in English, for the rules screen (GameSpec.RulesKey);
// paragraphs are separated by newlines. docs/rules/kaskade.md has the full rules.
func init() {
	i18n.Add("en", map[string]string{
		"rules kaskade": "White and Black take turns; White begins. On your turn put one ball into an empty cell or into one of your own cells, never into your opponent's.\n" +
			"A cell holds one ball fewer than it has neighbours (up, down, left and right): one in a corner, two on an edge, three inside. The next ball makes it overflow: it empties, and one ball jumps to each neighbour.\n" +
			"Every cell a ball lands on becomes yours, with the balls already in it. A neighbour that fills up overflows in turn: wave after wave, a cascade can sweep the whole board.\n" +
			"You win when, after a wave, your opponent owns no cell. (The first move of a game cannot win.)\n" +
			"On the board a glowing, trembling cell is full: one more ball sets it off. Click a cell, or use the arrow keys and Enter; H asks for a hint, Ctrl+Z takes a move back.\n" +
			"Three to eight players (How many, in the menu) take turns in the order of their colours: White, Black, Orange, Sky, Green, Red, Blue, Pink. Once everyone has moved once, a player who owns no cell after a wave is out and is skipped from then on; the last one left wins. The others are placed by how long they lasted.",
	})
}
