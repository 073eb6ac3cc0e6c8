package online

import (
	"kaskade/scene/i18n"
)

// The English texts of online rooms (see i18n.Add).
func init() { i18n.Add("en", onlineEN) }

var onlineEN = map[string]string{
	"online waiting start": "Your seat is taken: the game begins when the creator starts it.",
	"online":               "Online",
	"online title":         "Play online",
	"online server":        "Game server",
	"online your name":     "Your name",
	"online code":          "Room code",
	"online create":        "Create a room: %s",
	"online join":          "Join",
	"online bad code":      "A room code is six letters and digits, e.g. K7MQX2.",
	"online connecting":    "Connecting…",
	"online unreachable":   "Cannot reach the game server at %s: is it running? Trying again…",
	"online room":          "Room %s",
	"online share":         "Others join with the code, or this link:",
	"online share sheet":   "Share",
	"online share title":   "Play %s with me",
	"online scan":          "Scan with a phone to join",
	"online copy link":     "Copy link",
	"online link copied":   "The link is copied.",
	"online leave":         "Leave the room",
	"online take seat":     "Take this seat",
	"online open seat":     "Open: waiting for a person",
	"online open":          "Open",
	"online seats shown":   "Seats %d–%d of %d",
	"online you":           "%s (you)",
	"online away":          "%s is away",
	"online watching":      "watching: %d",
	"online waiting":       "%s is to move: their move shows here when they have made it",
	"online waiting away":  "%s is to move but away: the game waits for them",
	"online is away":       "away",
	"online hand over":     "Let the computer play for %s",
	"online back":          "%s is back",
	"online wait":          "Your move is on its way…",
	"online offline":       "Not connected: your move was not sent.",
	"online bad state":     "The server sent a position this program cannot read: %v",
	"online reconnecting":  "Connection lost: reconnecting…",
	"online reconnected":   "Connected again.",
	"online undo asked":    "Asked the others to let you take your move back.",
	"online undo question": "%s asks to take back their last move",
	"online undo note":     "Yes takes it back for everyone.",
	"online leave note":    "Your seat stays yours: open the room's link to come back.",
	"online no record":     "The game's record has not arrived yet.",
}

// The texts of "Your games" (games.go), a table of their own.
func init() { i18n.Add("en", gamesEN) }

var gamesEN = map[string]string{
	"games title":         "Your games",
	"games shown":         "%s · %d/%d",
	"games your turn":     "Your turn",
	"games turn":          "%s is to move",
	"games computer turn": "The computer is to move",
	"games not started":   "Not started yet",
	"games waiting seats": "Waiting for players",
	"games with":          "%s with %s",
	"games just now":      "just now",
	"games min":           "%d min ago",
	"games hours":         "%d h ago",
	"games yesterday":     "yesterday",
	"games days":          "%d days ago",
	"clock none":          "Move clock: none",
	"clock computer":      "Clock: %d min, then the computer",
	"clock hand over":     "Clock: %d min, then hand over",
	"clock left":          "%s left",
	"clock up":            "time is up",
}
