package cascades

import (
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// guide is Cascades' guided first game on the smallest mountain (rows of
// 4, 5 and 6 cells): the learner plays Black, drops downhill of its own
// stones, sees a second drop hang downhill of the first, shuts White out
// of a valley cell and wins with four of the six.
var guide = &view.Guide{
	Options: "4x3",
	DoneKey: "guide cascades done",
	Steps: []view.GuideStep{
		{Move: "b3", Say: "guide cascades 1", Rule: "guide cascades 1 rule"},
		{Move: "b1", Say: "guide cascades 2"},
		{Move: "c1", Say: "guide cascades 3", Rule: "guide cascades 3 rule"},
		{Move: "c3", Say: "guide cascades 4"},
		{Move: "c4", Say: "guide cascades 5", Rule: "guide cascades 5 rule"},
		{Move: "b2", Say: "guide cascades 6"},
		{Move: "c2", Say: "guide cascades 7", Rule: "guide cascades 7 rule"},
		{Move: "b5", Say: "guide cascades 8"},
		{Move: "c5", Say: "guide cascades 9", Rule: "guide cascades 9 rule"},
		{Move: "b4", Say: "guide cascades 10"},
		{Move: "end", Say: "guide cascades 11", Rule: "guide cascades 11 rule"},
		{Move: "c6", Say: "guide cascades 12", Rule: "guide cascades 12 rule"},
	},
}

func init() {
	i18n.Add("en", map[string]string{
		"guide cascades 1":       "You play Black. You drop stones on empty cells directly downhill of one of your own. Your springs are a2 and a4: drop on b3, downhill of a2.",
		"guide cascades 1 rule":  "Black's first turn is a single drop; then the turn passes by itself.",
		"guide cascades 2":       "White's turns, and yours from now on, are up to two drops. White drops b1…",
		"guide cascades 3":       "…and c1, downhill of it: a second drop may hang downhill of the first.",
		"guide cascades 3 rule":  "Only White's spring a1 reaches the left edge, so it is White's alone. The right edge is yours in the same way.",
		"guide cascades 4":       "Two drops for you: first c3, in the valley row, downhill of your b3.",
		"guide cascades 5":       "Then c4: b3 is uphill of it too.",
		"guide cascades 5 rule":  "Two of the six valley cells are yours. Whoever holds more than half, four, wins at once.",
		"guide cascades 6":       "White drops b2…",
		"guide cascades 7":       "…and c2, into the valley row.",
		"guide cascades 7 rule":  "White holds c1 and c2.",
		"guide cascades 8":       "Take your edge: drop b5, downhill of your spring a4.",
		"guide cascades 9":       "Then c5, hanging downhill of the stone you have just dropped.",
		"guide cascades 9 rule":  "Three valley cells are yours, and White can never reach c6: its only uphill neighbour, b5, is yours.",
		"guide cascades 10":      "White drops b4, but every valley cell below it is taken…",
		"guide cascades 11":      "…so White ends the turn after one drop.",
		"guide cascades 11 rule": "End turn ends a turn early; a turn with no drop at all is a pass.",
		"guide cascades 12":      "Drop c6, your fourth cell in the valley row.",
		"guide cascades 12 rule": "Four of six is more than half: you win at once.",
		"guide cascades done":    "That is Cascades: drop downhill of your own stones, cut off your opponent's way, and hold most of the valley row. Play a real game from the menu, on a larger mountain.",
	})
	i18n.Add("de", map[string]string{
		"guide cascades 1":       "Du spielst Schwarz. Du setzt Steine auf leere Felder direkt talwärts eines eigenen Steins. Deine Quellen sind a2 und a4: Setze auf b3, talwärts von a2.",
		"guide cascades 1 rule":  "Der erste Zug von Schwarz ist ein einziger Stein; danach wechselt der Zug von selbst.",
		"guide cascades 2":       "Weiß hat, wie du ab jetzt, bis zu zwei Steine pro Zug. Weiß setzt b1…",
		"guide cascades 3":       "…und c1 talwärts davon: Ein zweiter Stein darf talwärts des ersten hängen.",
		"guide cascades 3 rule":  "Nur die weiße Quelle a1 erreicht den linken Rand, er gehört Weiß allein. Der rechte Rand gehört ebenso dir.",
		"guide cascades 4":       "Zwei Steine für dich: zuerst c3 in der Talreihe, talwärts deines b3.",
		"guide cascades 5":       "Dann c4: Auch darüber liegt b3.",
		"guide cascades 5 rule":  "Zwei der sechs Felder der Talreihe sind deine. Wer mehr als die Hälfte hält, vier, gewinnt sofort.",
		"guide cascades 6":       "Weiß setzt b2…",
		"guide cascades 7":       "…und c2 in die Talreihe.",
		"guide cascades 7 rule":  "Weiß hält c1 und c2.",
		"guide cascades 8":       "Nimm deinen Rand: Setze b5, talwärts deiner Quelle a4.",
		"guide cascades 9":       "Dann c5, talwärts des Steins, den du eben gesetzt hast.",
		"guide cascades 9 rule":  "Drei Felder der Talreihe sind deine, und Weiß kann c6 nie erreichen: Sein einziger Nachbar bergauf, b5, ist deiner.",
		"guide cascades 10":      "Weiß setzt b4, doch alle Felder der Talreihe darunter sind besetzt…",
		"guide cascades 11":      "…also beendet Weiß den Zug nach einem Stein.",
		"guide cascades 11 rule": "„Zug beenden“ beendet einen Zug vorzeitig; ein Zug ganz ohne Stein ist ein Passen.",
		"guide cascades 12":      "Setze c6, dein viertes Feld in der Talreihe.",
		"guide cascades 12 rule": "Vier von sechs ist mehr als die Hälfte: Du gewinnst sofort.",
		"guide cascades done":    "Das ist Cascades: talwärts der eigenen Steine setzen, dem Gegner den Weg abschneiden und die meisten Felder der Talreihe halten. Spiele eine richtige Partie aus dem Menü, an einem größeren Berg.",
	})
}
