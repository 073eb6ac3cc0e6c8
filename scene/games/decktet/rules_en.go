package decktet

import "kaskade/scene/i18n"

// The rules in short in English, for the rules screen (GameSpec.RulesKey);
// paragraphs are separated by newlines. docs/rules/decktet.md has the full rules.
func init() {
	i18n.Add("en", map[string]string{
		"rules decktet": "Play every card of the Decktet onto three tiers: top, middle and bottom. A card joins a tier only at its right end, and only if it shares a suit with the card there (an empty tier takes any card). The first card starts the top tier.\n" +
			"The rank decides the tier. Each number 2 to 9 goes first to the top tier, then to the middle, then to the bottom. Aces and Crowns, at most two per tier, go in turn top, middle, bottom, top, middle, bottom; Pawns and Courts (the extended deck) top, middle, bottom, top. The tracker shows where each rank goes next.\n" +
			"Turn three cards at a time from the stock; only the waste's top card can be played. After each pass one of the three face-down reserve piles opens, top pile first; an open pile's top card can be played at any time. You have three passes (or unlimited, an option) and win when every card is in the tiers.\n" +
			"Ace variant: the six Aces open the tiers, two each, and a card joins a tier if it shares a suit with either of its Aces. No reserve piles; unlimited passes.\n" +
			"Click the waste or an open reserve card, or drag it to its tier; click the stock to turn. Winnable? asks the solver, which sees every hidden card, whether the deal can still be won.",
	})
}
