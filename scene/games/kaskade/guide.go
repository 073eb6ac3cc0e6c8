package kaskade

import (
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// guide is Kaskade's guided first game on a 3x3 board: the learner plays
// White, fills a corner until it overflows, sees a capture and wins with
// a chain reaction (guide_test.go checks what the steps say happens).
var guide = &view.Guide{
	Options: "3x3",
	DoneKey: "guide kaskade done",
	Steps: []view.GuideStep{
		{Move: "a1", Say: "guide kaskade 1"},
		{Move: "c3", Say: "guide kaskade 2"},
		{Move: "a1", Say: "guide kaskade 3", Rule: "guide kaskade 3 rule"},
		{Move: "c3", Say: "guide kaskade 4", Rule: "guide kaskade 4 rule"},
		{Move: "b1", Say: "guide kaskade 5"},
		{Move: "b3", Say: "guide kaskade 6"},
		{Move: "b1", Say: "guide kaskade 7", Rule: "guide kaskade 7 rule"},
		{Move: "b3", Say: "guide kaskade 8", Rule: "guide kaskade 8 rule"},
		{Move: "a1", Say: "guide kaskade 9", Rule: "guide kaskade 9 rule"},
		{Move: "b2", Say: "guide kaskade 10"},
		{Move: "a1", Say: "guide kaskade 11"},
		{Move: "c2", Say: "guide kaskade 12"},
		{Move: "a1", Say: "guide kaskade 13", Rule: "guide kaskade 13 rule"},
	},
}

func init() {
	i18n.Add("en", map[string]string{
		"guide kaskade 1":       "You play White. Tap the corner a1 to put a ball there. A cell holds as many balls as it has neighbours: 2 in a corner, 3 on an edge, 4 in the middle.",
		"guide kaskade 2":       "Black answers in the opposite corner, c3.",
		"guide kaskade 3":       "Put a second ball on a1: then the corner is full.",
		"guide kaskade 3 rule":  "Overflow! a1 held 2 balls, as many as it has neighbours: it gave one to each neighbour, a2 and b1, and is empty again.",
		"guide kaskade 4":       "Black does the same in c3.",
		"guide kaskade 4 rule":  "Black's c3 overflowed into b3 and c2.",
		"guide kaskade 5":       "Tap b1. An edge cell is full with 3 balls; this makes 2.",
		"guide kaskade 6":       "Black builds up b3 the same way.",
		"guide kaskade 7":       "b1 once more: with 3 balls it overflows into a1, c1 and the middle, b2.",
		"guide kaskade 7 rule":  "b1 overflowed: a1, c1 and b2 each got one of your balls.",
		"guide kaskade 8":       "Black's b3 is full too. Watch the middle.",
		"guide kaskade 8 rule":  "Taken! A cell that receives a ball belongs to the mover, with all its balls: b2 is Black's now and holds 2.",
		"guide kaskade 9":       "You may play an empty cell or your own, never Black's. Tap a1: it is full again and fills a2.",
		"guide kaskade 9 rule":  "a1 overflowed again: a2 holds 2 now, one short of full.",
		"guide kaskade 10":      "Black adds to the middle: b2 holds 3 of its 4.",
		"guide kaskade 11":      "Load the corner once more: a1.",
		"guide kaskade 12":      "Black plays c2.",
		"guide kaskade 13":      "Now a1 sets off a chain: it fills a2, a2 overflows into b2 and a3, and b2 takes Black's balls with it. Tap a1 and watch the waves.",
		"guide kaskade 13 rule": "A chain reaction: every full cell overflowed in the next wave, and every cell it reached became yours. Black has no cell left: you win!",
		"guide kaskade done":    "That is Kaskade: fill cells until they overflow, and take your opponent's cells with the waves. Play a real game from the menu, on a larger board, against a person or the computer.",
	})
	i18n.Add("de", map[string]string{
		"guide kaskade 1":       "Du spielst Weiß. Tippe auf die Ecke a1, um eine Kugel hineinzulegen. Ein Feld fasst so viele Kugeln, wie es Nachbarn hat: 2 in der Ecke, 3 am Rand, 4 in der Mitte.",
		"guide kaskade 2":       "Schwarz antwortet in der Ecke gegenüber, c3.",
		"guide kaskade 3":       "Lege eine zweite Kugel auf a1: dann ist die Ecke voll.",
		"guide kaskade 3 rule":  "Überlauf! a1 hatte 2 Kugeln, so viele wie Nachbarn: Es gab jedem Nachbarn, a2 und b1, eine ab und ist wieder leer.",
		"guide kaskade 4":       "Schwarz macht es in c3 genauso.",
		"guide kaskade 4 rule":  "Das schwarze c3 lief nach b3 und c2 über.",
		"guide kaskade 5":       "Tippe auf b1. Ein Randfeld ist mit 3 Kugeln voll; dies ist die zweite.",
		"guide kaskade 6":       "Schwarz baut b3 genauso auf.",
		"guide kaskade 7":       "Noch einmal b1: Mit 3 Kugeln läuft es nach a1, c1 und in die Mitte, b2, über.",
		"guide kaskade 7 rule":  "b1 lief über: a1, c1 und b2 bekamen je eine deiner Kugeln.",
		"guide kaskade 8":       "Auch das schwarze b3 ist voll. Achte auf die Mitte.",
		"guide kaskade 8 rule":  "Erobert! Ein Feld, das eine Kugel bekommt, gehört dem Ziehenden, mit allen Kugeln darauf: b2 ist jetzt schwarz und hat 2.",
		"guide kaskade 9":       "Du darfst auf ein leeres oder eigenes Feld setzen, nie auf ein schwarzes. Tippe auf a1: Es ist wieder voll und füllt a2.",
		"guide kaskade 9 rule":  "a1 lief wieder über: a2 hat jetzt 2, eine weniger als voll.",
		"guide kaskade 10":      "Schwarz legt in die Mitte: b2 hat 3 von 4.",
		"guide kaskade 11":      "Lade die Ecke noch einmal: a1.",
		"guide kaskade 12":      "Schwarz setzt auf c2.",
		"guide kaskade 13":      "Jetzt löst a1 eine Kette aus: Es füllt a2, a2 läuft nach b2 und a3 über, und b2 nimmt die schwarzen Kugeln mit. Tippe auf a1 und sieh den Wellen zu.",
		"guide kaskade 13 rule": "Eine Kettenreaktion: Jedes volle Feld lief in der nächsten Welle über, und jedes Feld, das es erreichte, wurde deins. Schwarz hat kein Feld mehr: Du gewinnst!",
		"guide kaskade done":    "Das ist Kaskade: Felder füllen, bis sie überlaufen, und mit den Wellen die Felder des Gegners erobern. Spiele eine richtige Partie aus dem Menü, auf einem größeren Brett, gegen Menschen oder den Computer.",
	})
}
