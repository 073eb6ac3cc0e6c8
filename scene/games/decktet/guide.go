package decktet

import (
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// guide is Cascades' guided first game on deal 320, whose first cards
// show each rule once: the opening card starts the top tier, a card
// joins a tier by a shared suit, the three 5s go top, middle and bottom
// by their rank, and a card that shares no suit with its tier's end
// waits while the stock turns on (guide_test.go checks what the steps
// say happens).
var guide = &view.Guide{
	Options: "deal=320",
	DoneKey: "guide dk done",
	Steps: []view.GuideStep{
		{Move: "turn", Say: "guide dk 1"},
		{Move: "waste", Say: "guide dk 2", Rule: "guide dk 2 rule"},
		{Move: "waste", Say: "guide dk 3", Rule: "guide dk 3 rule"},
		{Move: "waste", Say: "guide dk 4", Rule: "guide dk 4 rule"},
		{Move: "turn", Say: "guide dk 5"},
		{Move: "waste", Say: "guide dk 6", Rule: "guide dk 6 rule"},
		{Move: "turn", Say: "guide dk 7"},
		{Move: "waste", Say: "guide dk 8", Rule: "guide dk 8 rule"},
	},
}

func init() {
	i18n.Add("en", map[string]string{
		"guide dk 1":      "Play every card onto three tiers. Tap the stock to turn three cards onto the waste.",
		"guide dk 2":      "Only the waste's top card, Market, is in play. Tap it: the first card starts the top tier.",
		"guide dk 2 rule": "The first card starts the top tier. A card only ever joins a tier at its right end.",
		"guide dk 3":      "Forest shares a suit, Leaves, with Market at the end of the top tier. Tap it.",
		"guide dk 3 rule": "A card joins a tier only if it shares a suit with the card at the tier's end.",
		"guide dk 4":      "Soldier is a 5 too, and a tier takes each rank once. Tap it: it starts the middle tier.",
		"guide dk 4 rule": "The rank decides the tier: a 2 to 9 goes first to the top, then the middle, then the bottom. An empty tier takes any card.",
		"guide dk 5":      "The waste is empty: tap the stock for three more.",
		"guide dk 6":      "Discovery is the third 5: the top and the middle tier have theirs. Tap it.",
		"guide dk 6 rule": "The third 5 started the bottom tier. The tracker below the tiers shows where each rank goes next.",
		"guide dk 7":      "The Ace of Wyrms belongs on the top tier, but shares no suit with Forest at its end. Turn three more.",
		"guide dk 8":      "The Ace of Leaves shares Leaves with Forest. Tap it for the top tier.",
		"guide dk 8 rule": "Aces and Crowns go top, middle, bottom, then round again: two per tier.",
		"guide dk done":   "That is Cascades: turn three at a time, play cards by suit and rank. After each pass a reserve pile opens. Place every card to win. Play a real game from the menu, with a new deal.",
	})
	i18n.Add("de", map[string]string{
		"guide dk 1":      "Lege alle Karten auf drei Stufen. Tippe auf den Stapel, um drei Karten auf die Ablage umzudrehen.",
		"guide dk 2":      "Nur die oberste Karte der Ablage, Market, ist im Spiel. Tippe sie an: Die erste Karte eröffnet die obere Stufe.",
		"guide dk 2 rule": "Die erste Karte eröffnet die obere Stufe. Eine Karte kommt immer nur ans rechte Ende einer Stufe.",
		"guide dk 3":      "Forest teilt eine Farbe, Blätter, mit Market am Ende der oberen Stufe. Tippe sie an.",
		"guide dk 3 rule": "Eine Karte kommt nur auf eine Stufe, wenn sie eine Farbe mit der Karte an deren Ende teilt.",
		"guide dk 4":      "Soldier ist auch eine 5, und jede Stufe nimmt jeden Rang nur einmal. Tippe sie an: Sie eröffnet die mittlere Stufe.",
		"guide dk 4 rule": "Der Rang bestimmt die Stufe: Eine 2 bis 9 kommt zuerst nach oben, dann in die Mitte, dann nach unten. Eine leere Stufe nimmt jede Karte.",
		"guide dk 5":      "Die Ablage ist leer: Tippe auf den Stapel für drei weitere.",
		"guide dk 6":      "Discovery ist die dritte 5: Die obere und die mittlere Stufe haben ihre schon. Tippe sie an.",
		"guide dk 6 rule": "Die dritte 5 eröffnete die untere Stufe. Die Anzeige unter den Stufen zeigt, wohin jeder Rang als Nächstes gehört.",
		"guide dk 7":      "Das Ace of Wyrms gehört auf die obere Stufe, teilt aber keine Farbe mit Forest an ihrem Ende. Drehe drei weitere um.",
		"guide dk 8":      "Das Ace of Leaves teilt Blätter mit Forest. Tippe es an für die obere Stufe.",
		"guide dk 8 rule": "Asse und Kronen kommen oben, Mitte, unten und dann noch einmal: zwei je Stufe.",
		"guide dk done":   "Das ist Cascades: drei umdrehen, Karten nach Farbe und Rang auslegen. Nach jedem Durchgang öffnet sich ein Reservestapel. Liegen alle Karten, hast du gewonnen. Spiele eine richtige Partie aus dem Menü, mit neuen Karten.",
	})
}
