package scene

import (
	"kaskade/online/proto"
	"kaskade/scene/i18n"
)

// The server's refusals in the player's language: the online screen and
// the table of a room both say them.

// onlineErrors are the texts of the server's error codes.
var onlineErrors = map[string]string{
	proto.CodeVersion:   "online err version",
	proto.CodeBadFrame:  "online err bad-frame",
	proto.CodeTooFast:   "online err too-fast",
	proto.CodeTooMany:   "online err too-many",
	proto.CodeNoRoom:    "online err no-room",
	proto.CodeSeatTaken: "online err seat-taken",
	proto.CodeNoSeat:    "online err no-seat",
	proto.CodeBadToken:  "online err bad-token",
	proto.CodeStarted:   "online err started",
	proto.CodeNotReady:  "online err not-ready",
	proto.CodeNotYours:  "online not yours",
	proto.CodeStale:     "online err stale",
	proto.CodeBadGame:   "online err bad-game",
	proto.CodeNoUndo:    "online err no-undo",
	proto.CodeNotAway:   "online err not-away",
	proto.CodeBusy:      "online err busy",
	proto.CodeNotOver:   "online err not-over",
}

// OnlineError words an error frame in the player's language.
func OnlineError(m proto.Msg) string {
	if key, ok := onlineErrors[m.Code]; ok {
		return i18n.Tr(key)
	}
	return i18n.Trf("online err other", m.Code)
}

func init() {
	i18n.Add("en", map[string]string{
		"online not yours":      "It is not your turn.",
		"online err version":    "The server runs another version of the game: update it.",
		"online err bad-frame":  "The server did not understand the request.",
		"online err too-fast":   "Too many requests: slow down.",
		"online err too-many":   "Too many tries from your address: wait a minute.",
		"online err no-room":    "There is no room with that code.",
		"online err seat-taken": "That seat is taken.",
		"online err no-seat":    "Only the room's creator or a seated person can do that.",
		"online err bad-token":  "This seat's key is not valid here.",
		"online err started":    "The game has started already: you can watch.",
		"online err not-ready":  "Seats are still open.",
		"online err stale":      "The position changed meanwhile: try again.",
		"online err bad-game":   "The server cannot start this game with these options.",
		"online err no-undo":    "There is nothing of yours to take back.",
		"online err not-away":   "That person is connected.",
		"online err busy":       "The server is busy: try again.",
		"online err not-over":   "The record is given once the game is over.",
		"online err other":      "The server refused: %s",
	})
	i18n.Add("de", map[string]string{
		"online not yours":      "Du bist nicht am Zug.",
		"online err version":    "Der Server läuft mit einer anderen Version des Spiels: bitte aktualisieren.",
		"online err bad-frame":  "Der Server hat die Anfrage nicht verstanden.",
		"online err too-fast":   "Zu viele Anfragen: bitte langsamer.",
		"online err too-many":   "Zu viele Versuche von deiner Adresse: warte eine Minute.",
		"online err no-room":    "Es gibt keinen Raum mit diesem Code.",
		"online err seat-taken": "Dieser Platz ist besetzt.",
		"online err no-seat":    "Das darf nur, wer den Raum eröffnet hat oder einen Platz hat.",
		"online err bad-token":  "Der Schlüssel dieses Platzes gilt hier nicht.",
		"online err started":    "Die Partie läuft schon: du kannst zuschauen.",
		"online err not-ready":  "Es sind noch Plätze frei.",
		"online err stale":      "Die Stellung hat sich inzwischen geändert: noch einmal versuchen.",
		"online err bad-game":   "Der Server kann dieses Spiel mit diesen Optionen nicht starten.",
		"online err no-undo":    "Du hast nichts zurückzunehmen.",
		"online err not-away":   "Diese Person ist verbunden.",
		"online err busy":       "Der Server ist beschäftigt: noch einmal versuchen.",
		"online err not-over":   "Die Partie gibt es, sobald sie zu Ende ist.",
		"online err other":      "Der Server lehnt ab: %s",
	})
}
