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
		"guide kal 1":          "You start. Card B14 wants two red hexes and a neutral one round a corner. Choose red, then tap the lit hollow.",
		"guide kal 1 rule":     "A hex takes its corners' majority colour: your red crystal made two hexes red.",
		"guide kal 2":          "Their neighbour has pink and purple: a tie, so neutral. Tap the lit mission on B14.",
		"guide kal 2 rule":     "Mission completed: 2 scoring crystals, and the holder for your first mission.",
		"guide kal 3":          "Replace the card: tap Draw blue.",
		"guide kal 3 rule":     "Your new card is secret: the others see only its back.",
		"guide kal 4":          "A mission ends the tools step. Tap End turn.",
		"guide kal 5":          "The second player puts blue beside one of your red hexes.",
		"guide kal 5 rule":     "Red 1, blue 1: the tie cancels, and that hex is neutral.",
		"guide kal others end": "The turn ends; the cards in hand stay hidden.",
		"guide kal 7":          "The third player puts green next to the centre.",
		"guide kal 7 rule":     "Green 2, blue 1: the hex by the centre is green.",
		"guide kal 9":          "Your turn. Take the neutral hex back: choose red, tap the lit hollow.",
		"guide kal 9 rule":     "Red 2, blue 1: red has the majority, the hex is red again.",
		"guide kal 10":         "Protect it: tap Holder. The first tool in a turn is free.",
		"guide kal 10 rule":    "Nobody may exchange the crystal on your holder until your next turn.",
		"guide kal 11":         "Tap End turn.",
		"guide kal done":       "To win you must qualify: all three tools, an orange mission and 10 crystals.",
	})
	i18n.Add("de", map[string]string{
		"guide kal 1":          "Du beginnst. Karte B14 will zwei rote Felder und ein neutrales um eine Ecke. Wähle Rot, tippe auf die markierte Mulde.",
		"guide kal 1 rule":     "Ein Feld nimmt die Mehrheitsfarbe seiner Ecken an: Dein roter Kristall färbte zwei Felder rot.",
		"guide kal 2":          "Ihr Nachbar hat Rosa und Lila: Gleichstand, also neutral. Tippe den markierten Auftrag auf B14 an.",
		"guide kal 2 rule":     "Auftrag erfüllt: 2 Punktkristalle, und für den ersten Auftrag die Halterung.",
		"guide kal 3":          "Zieh eine neue Karte: Tippe auf Blau ziehen.",
		"guide kal 3 rule":     "Deine neue Karte ist geheim: Die anderen sehen nur die Rückseite.",
		"guide kal 4":          "Ein Auftrag beendet die Werkzeuge. Tippe auf Zug beenden.",
		"guide kal 5":          "Der zweite Spieler legt Blau neben eines deiner roten Felder.",
		"guide kal 5 rule":     "Rot 1, Blau 1: Der Gleichstand hebt sich auf, das Feld ist neutral.",
		"guide kal others end": "Der Zug endet; die Handkarten bleiben verdeckt.",
		"guide kal 7":          "Der dritte Spieler legt Grün neben die Mitte.",
		"guide kal 7 rule":     "Grün 2, Blau 1: Das Feld an der Mitte ist grün.",
		"guide kal 9":          "Du bist dran. Hol das neutrale Feld zurück: Wähle Rot, tippe auf die markierte Mulde.",
		"guide kal 9 rule":     "Rot 2, Blau 1: Rot hat die Mehrheit, das Feld ist wieder rot.",
		"guide kal 10":         "Sichere ihn: Tippe auf Halterung. Das erste Werkzeug im Zug ist frei.",
		"guide kal 10 rule":    "Den Kristall auf deiner Halterung darf bis zu deinem nächsten Zug niemand tauschen.",
		"guide kal 11":         "Tippe auf Zug beenden.",
		"guide kal done":       "Gewinnen kann nur, wer sich qualifiziert: drei Werkzeuge, ein oranger Auftrag und 10 Kristalle.",
	})
}
