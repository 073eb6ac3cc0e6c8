package formation

import (
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// guide is Die Formation's guided first game on the default board: the
// learner plays Black and moves a piece of each colour, red, yellow,
// blue and green, gathering four pieces into one group.
var guide = &view.Guide{
	Options: "default",
	DoneKey: "guide formation done",
	Steps: []view.GuideStep{
		{Move: "e8-e5", Say: "guide formation 1", Rule: "guide formation 1 rule"},
		{Move: "a4-a3", Say: "guide formation 2"},
		{Move: "h7-f5", Say: "guide formation 3", Rule: "guide formation 3 rule"},
		{Move: "a7-c8", Say: "guide formation 4", Rule: "guide formation 4 rule"},
		{Move: "h4-g5", Say: "guide formation 5", Rule: "guide formation 5 rule"},
		{Move: "b1-b2", Say: "guide formation 6"},
		{Move: "d1-d2", Say: "guide formation 7", Rule: "guide formation 7 rule"},
		{Move: "g8-h6", Say: "guide formation 8"},
		{Move: "d2-e4", Say: "guide formation 9", Rule: "guide formation 9 rule"},
	},
}

func init() {
	i18n.Add("en", map[string]string{
		"guide formation 1":      "You play Black and move first. Your aim: all eight pieces in one group, each touching another along a side. A piece moves by the colour of its square. e8 is red: red moves straight like a rook. Move e8 to e5.",
		"guide formation 1 rule": "Red: straight along a row or column over empty squares, at most as far as the next red square (here e4).",
		"guide formation 2":      "White moves a4, on red, one square down.",
		"guide formation 3":      "h7 is yellow: yellow moves diagonally like a bishop, at most to the next yellow square. Move h7 to f5, beside e5.",
		"guide formation 3 rule": "e5 and f5 touch along a side: a group of two. Pieces touching only at a corner are not joined.",
		"guide formation 4":      "White's a7 stands on green and jumps.",
		"guide formation 4 rule": "Green: the knight's jump of chess, over whatever stands between. Nothing is ever captured.",
		"guide formation 5":      "h4 is yellow too: one step diagonally to g5 joins the group.",
		"guide formation 5 rule": "Three in one group: e5, f5 and g5.",
		"guide formation 6":      "White moves b1.",
		"guide formation 7":      "d1 is blue: blue moves like a king, one square in any direction. Move d1 to d2, a green square.",
		"guide formation 7 rule": "From green, this piece jumps like a knight next time.",
		"guide formation 8":      "White jumps from g8.",
		"guide formation 9":      "Jump from d2 to e4, under e5: a knight's jump.",
		"guide formation 9 rule": "Four of your pieces form one group. Bring in the other four and you win.",
		"guide formation done":   "That is Die Formation: red straight, yellow diagonal, green jumps, blue one step, always by the square a piece starts from. Gather all eight into one group before White does. Play a real game from the menu.",
	})
	i18n.Add("de", map[string]string{
		"guide formation 1":      "Du spielst Schwarz und ziehst zuerst. Dein Ziel: alle acht Steine in einer Gruppe, jeder berührt einen anderen an einer Seite. Ein Stein zieht nach der Farbe seines Feldes. e8 ist rot: Rot zieht gerade wie ein Turm. Ziehe von e8 nach e5.",
		"guide formation 1 rule": "Rot: gerade über leere Felder, höchstens bis zum nächsten roten Feld (hier e4).",
		"guide formation 2":      "Weiß zieht a4, auf Rot, ein Feld nach unten.",
		"guide formation 3":      "h7 ist gelb: Gelb zieht diagonal wie ein Läufer, höchstens bis zum nächsten gelben Feld. Ziehe von h7 nach f5, neben e5.",
		"guide formation 3 rule": "e5 und f5 berühren sich an einer Seite: eine Gruppe aus zwei. Steine, die sich nur an einer Ecke berühren, zählen nicht.",
		"guide formation 4":      "Der weiße Stein auf a7 steht auf Grün und springt.",
		"guide formation 4 rule": "Grün: der Rösselsprung des Schachs, über alles hinweg, was dazwischen steht. Geschlagen wird nie.",
		"guide formation 5":      "Auch h4 ist gelb: ein Schritt diagonal nach g5 schließt an die Gruppe an.",
		"guide formation 5 rule": "Drei in einer Gruppe: e5, f5 und g5.",
		"guide formation 6":      "Weiß zieht b1.",
		"guide formation 7":      "d1 ist blau: Blau zieht wie ein König, ein Feld in jede Richtung. Ziehe von d1 nach d2, auf ein grünes Feld.",
		"guide formation 7 rule": "Von Grün aus springt dieser Stein beim nächsten Mal wie ein Springer.",
		"guide formation 8":      "Weiß springt von g8.",
		"guide formation 9":      "Springe von d2 nach e4, unter e5: ein Rösselsprung.",
		"guide formation 9 rule": "Vier deiner Steine bilden eine Gruppe. Hol die anderen vier dazu, und du gewinnst.",
		"guide formation done":   "Das ist Die Formation: Rot gerade, Gelb diagonal, Grün springt, Blau ein Schritt, immer nach dem Feld, von dem ein Stein zieht. Bringe alle acht in eine Gruppe, bevor Weiß es schafft. Spiele eine richtige Partie aus dem Menü.",
	})
}
