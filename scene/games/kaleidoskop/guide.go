package kaleidoskop

import (
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// guide is Kaleidoskop's guided first game: three players, the learner
// the start player with mission card B14 (two red hexes and a neutral
// one round a corner). One red crystal on the rim makes two hexes red and
// completes the mission; the second player's blue crystal ties one of
// them back to neutral, the third player's green wins a hex by two to
// one, and the learner takes the tied hex back with a second red crystal
// under the holder the mission earned (guide_test.go checks what the
// steps say happens).
var guide = &view.Guide{
	Options: "players=3,length=short,deal=112",
	DoneKey: "guide kal done",
	Steps: []view.GuideStep{
		{Move: "place R @ 0,-2|-1,-1", Say: "guide kal 1", Rule: "guide kal 1 rule"},
		{Move: "complete B14/1", Say: "guide kal 2", Rule: "guide kal 2 rule"},
		{Move: "draw blue", Say: "guide kal 3", Rule: "guide kal 3 rule"},
		{Move: "end", Say: "guide kal 4"},
		{Move: "place B @ -1,-1|-2,0", Say: "guide kal 5", Rule: "guide kal 5 rule"},
		{Move: "end", Say: "guide kal others end"},
		{Move: "place G @ 1,0|2,0|1,1", Say: "guide kal 7", Rule: "guide kal 7 rule"},
		{Move: "end", Say: "guide kal others end"},
		{Move: "place R @ -2,0|-1,0|-1,-1", Say: "guide kal 9", Rule: "guide kal 9 rule"},
		{Move: "holder", Say: "guide kal 10", Rule: "guide kal 10 rule"},
		{Move: "end", Say: "guide kal 11"},
	},
}

func init() {
	i18n.Add("en", map[string]string{
		"guide kal 1":          "You start. Your card B14 asks for two red hexes and a neutral one round a corner. Choose red in the supply, then tap the lit hollow.",
		"guide kal 1 rule":     "A hex takes the colour most of its corners hold. Your red crystal is alone on both its hexes: they turned red.",
		"guide kal 2":          "The hex beside them holds a pink and a purple crystal: a tie cancels, so it is neutral. Your mission is on the board: tap it on your card.",
		"guide kal 2 rule":     "Mission completed! It paid 2 scoring crystals, and your first mission gave you the holder.",
		"guide kal 3":          "A completed card is replaced: tap Draw blue.",
		"guide kal 3 rule":     "Your new card is secret: the others only see its back.",
		"guide kal 4":          "A mission ends the tools for this turn. Tap End turn.",
		"guide kal 5":          "The second player puts a blue crystal beside one of your red hexes.",
		"guide kal 5 rule":     "Red 1, blue 1: the tie cancels, and that hex is neutral now.",
		"guide kal others end": "The turn ends; the cards in hand stay hidden.",
		"guide kal 7":          "The third player puts a green crystal next to the centre.",
		"guide kal 7 rule":     "Green 2, blue 1 on the hex by the centre: green has the majority.",
		"guide kal 9":          "Your turn. Take the neutral hex back: choose red and tap the lit hollow, a second red corner of that hex.",
		"guide kal 9 rule":     "Red 2, blue 1: red has the majority, and the hex is red again.",
		"guide kal 10":         "Keep it: tap Holder. Your first tool in a turn is free.",
		"guide kal 10 rule":    "The holder is under your crystal: nobody may exchange it until your next turn.",
		"guide kal 11":         "Tap End turn.",
		"guide kal done":       "That is Kaleidoskop: each hex takes its corners' majority, and missions pay scoring crystals. Own all three tools, complete an orange mission and hold 10 crystals to qualify. Play a real game from the menu.",
	})
	i18n.Add("de", map[string]string{
		"guide kal 1":          "Du beginnst. Deine Karte B14 verlangt zwei rote Felder und ein neutrales um eine Ecke. Wähle Rot im Vorrat, dann tippe auf die markierte Mulde.",
		"guide kal 1 rule":     "Ein Feld nimmt die Farbe an, die die meisten seiner Ecken tragen. Dein roter Kristall ist auf beiden Feldern allein: Sie wurden rot.",
		"guide kal 2":          "Das Feld daneben hat einen rosa und einen lila Kristall: Der Gleichstand hebt sich auf, es ist neutral. Dein Auftrag liegt aus: Tippe ihn auf deiner Karte an.",
		"guide kal 2 rule":     "Auftrag erfüllt! Er brachte 2 Punktkristalle, und dein erster Auftrag gab dir die Halterung.",
		"guide kal 3":          "Für eine erfüllte Karte ziehst du nach: Tippe auf Blau ziehen.",
		"guide kal 3 rule":     "Deine neue Karte ist geheim: Die anderen sehen nur ihre Rückseite.",
		"guide kal 4":          "Ein Auftrag beendet die Werkzeuge für diesen Zug. Tippe auf Zug beenden.",
		"guide kal 5":          "Der zweite Spieler legt einen blauen Kristall neben eines deiner roten Felder.",
		"guide kal 5 rule":     "Rot 1, Blau 1: Der Gleichstand hebt sich auf, das Feld ist jetzt neutral.",
		"guide kal others end": "Der Zug endet; die Handkarten bleiben verdeckt.",
		"guide kal 7":          "Der dritte Spieler legt einen grünen Kristall neben die Mitte.",
		"guide kal 7 rule":     "Grün 2, Blau 1 auf dem Feld an der Mitte: Grün hat die Mehrheit.",
		"guide kal 9":          "Du bist dran. Hol dir das neutrale Feld zurück: Wähle Rot und tippe auf die markierte Mulde, eine zweite rote Ecke des Feldes.",
		"guide kal 9 rule":     "Rot 2, Blau 1: Rot hat die Mehrheit, das Feld ist wieder rot.",
		"guide kal 10":         "Sichere es: Tippe auf Halterung. Das erste Werkzeug im Zug ist frei.",
		"guide kal 10 rule":    "Die Halterung steht unter deinem Kristall: Niemand darf ihn bis zu deinem nächsten Zug tauschen.",
		"guide kal 11":         "Tippe auf Zug beenden.",
		"guide kal done":       "Das ist Kaleidoskop: Jedes Feld nimmt die Mehrheit seiner Ecken an, Aufträge bringen Punktkristalle. Mit allen drei Werkzeugen, einem orangen Auftrag und 10 Kristallen qualifizierst du dich. Spiele eine richtige Partie aus dem Menü.",
	})
}
