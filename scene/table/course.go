package table

import (
	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/scene"
)

// remoteSeat is a match whose other seat is played elsewhere without a
// room: a program on the network, over the course's game-server protocol
// (course_native.go; the browser cannot open TCP, so there it does not
// exist). The table follows it each tick as it follows a room
// (table_online.go).
type remoteSeat interface {
	tableMatch
	follow(t *table)                    // takes the other side's answers since the last tick
	mine(p game.Player) bool            // whether this screen moves seat p now
	own() game.Player                   // the seat this screen plays, moving now or not
	record() *match.Match               // the game so far, to replay or export
	hangUp()                            // ends the connection
	status(t *table) string             // the footer's line, "" for the view's own
	leaveNote() string                  // what leaving the game means
	again(m *scene.Manager) scene.Scene // where the game over's Rematch leads
}
