package table

import "kaskade/scene/i18n"

// The table's English texts: the moves beside the board (table_moves*.go) and
// the guided first game (guide*.go).
func init() {
	i18n.Add("en", map[string]string{
		"page your turn":        "Your turn in room %s",
		"your turn":             "to move: your turn",
		"online leave watching": "You were watching: the room's link lets you watch again.",
		"online you watch":      "you are watching",
		"online computer plays": "The computer plays for %s now.",
		"online undo taken":     "Your move was taken back.",
		"online undo refused":   "The others said no: your move stands.",
		"rematch question":      "%s asks for a rematch",
		"rematch note":          "Yes starts game %d in this room.",
		"rematch asked":         "Asked the others for a rematch.",
		"rematch seat open":     "A seat is free: the rematch waits for someone to take it.",
		"rematch refused":       "The others said no: no rematch.",
		"rematch watching":      "Only those who play can ask for a rematch.",
		"online game start":     "Game %d: you play %s now.",
		"online game n":         "game %d",
		"take free seat":        "Take the free seat",
		"computer free seat":    "Computer plays there",
		"guide over":            "Guided game done",
		"guide moves":           "%s moves…",
		"rematch you play":      "You play %s now.",
		"moves":                 "Moves",
		"moves hide":            "Hide",
		"moves close":           "Close",
		"moves back":            "Back to game",
		"moves looking":         "Looking at move %d (%s)",
		"moves return click":    "click to return",
		"moves return tap":      "tap to return",
		"guided game":           "Guided first game",
		"guide title":           "Guided first game",
		"guide step":            "Guided first game · step %d of %d",
		"guide try":             "Not this one yet: the lit move, %s",
		"guide try lit":         "Not this one yet: the lit move",
		"guide again":           "Again",
		"guide done":            "Done",
		"guide offer":           "New to %s?",
		"guide yes":             "Guided game",
	})
}
