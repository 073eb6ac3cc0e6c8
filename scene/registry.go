package scene

import (
	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// Screens are the constructors by which one screen opens another: each
// screen package fills in its own (its Register function) and the program
// wires them all (scene/screens), so that no screen package imports
// another. The pattern is roboden-game's scenes registry.
type Screens struct {
	Menu     func(m *Manager) Scene
	Settings func(m *Manager, back Scene) Scene
	Rules    func(back Scene, spec view.GameSpec) Scene
	Stats    func(m *Manager, back Scene) Scene

	// Table opens a game at the table.
	Table func(m *Manager, g Game) (Scene, error)
	// Guide opens spec's guided first game; back is where leaving it goes.
	Guide func(m *Manager, spec view.GameSpec, back Scene) (Scene, error)
	// RoomTable opens the table of a started online game: the connection
	// c, the room, this screen's seat and the seat's first state frame.
	RoomTable func(m *Manager, c *client.Client, info proto.Info, seat int, st proto.Msg) (Scene, error)

	Replay func(m *Manager, mt *match.Match, back Scene) (Scene, error)
	// Review reviews mt's moves for seat (cfg names the seats).
	Review func(m *Manager, mt *match.Match, cfg view.GameConfig, seat game.Player, back Scene) (Scene, error)
	// Import lists or takes records to replay; Export keeps mt's record
	// (a file natively: a Note says where; in the browser a screen to copy
	// it from).
	Import func(m *Manager, back Scene) Scene
	Export func(m *Manager, back Scene, mt *match.Match) (Note, Scene, error)

	// Online is the online rooms' screen, joining room at once ("": none).
	Online func(m *Manager, room string) Scene
	// KeepSeat keeps on this device a seat taken at an online table (a
	// seat freed after a game's end), as the online screen keeps one
	// taken in its lobby.
	KeepSeat func(m *Manager, room string, seat int, token string)
	// Course is the form for a game against a program on the network
	// (nil where there is no TCP: the browser).
	Course func(m *Manager) Scene
}

// Game is a game for the table to open: a new one of Config, or Match
// (not nil) from where it stands with Config's seats; Moves are played at
// the start, the last shown as a player sees it with AnimateLast.
type Game struct {
	Config      view.GameConfig
	Match       *match.Match
	Moves       []string
	AnimateLast bool
}

// Open is the program's screens, wired before Run.
var Open Screens

// Note is a neutral line a screen shows (the menu's "saved to …"), kept
// as its text key and arguments so that it follows a change of language.
type Note struct {
	Key  string
	Args []any
}

func (n Note) String() string {
	if n.Key == "" {
		return ""
	}
	return i18n.Trf(n.Key, n.Args...)
}

// Opened is s as a Scene for a constructor of Screens: nil (not a nil *T)
// with an error.
func Opened[T Scene](s T, err error) (Scene, error) {
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Seated is a screen of a game that knows which seats its people play
// (game over: an online game's own seat), for a review opened from it.
type Seated interface {
	People() []game.Player
}

// Recorded is a screen of a game that gives its record so far (the table,
// game over): the game's moves as this device keeps them.
type Recorded interface {
	Record() *match.Match
}
