package scene

import (
	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// PlayerType is who plays a side. Only Human exists today; computer levels
// join the PlayerTypes list later and the menu offers whatever is listed.
type PlayerType int

const (
	Human PlayerType = iota
)

// PlayerTypes are the choices the menu cycles through, in order.
var PlayerTypes = []PlayerType{Human}

func (t PlayerType) String() string {
	switch t {
	case Human:
		return "Human"
	}
	return "?"
}

// PlayerConfig is one side's seat at the table.
type PlayerConfig struct {
	Name string
	Type PlayerType
}

// GameConfig is everything a new game needs: the board and both players,
// White (index 0) first.
type GameConfig struct {
	Size    kaskade.Size
	Players [2]PlayerConfig
}

// DefaultConfig is a 6x6 game between "White" and "Black", both human.
func DefaultConfig() GameConfig {
	return GameConfig{
		Size:    kaskade.DefaultSize,
		Players: [2]PlayerConfig{{Name: "White", Type: Human}, {Name: "Black", Type: Human}},
	}
}

// Player is the seat of side p.
func (c GameConfig) Player(p kaskade.Player) PlayerConfig {
	if p == kaskade.Black {
		return c.Players[1]
	}
	return c.Players[0]
}

// Name is the display name of side p, falling back to its colour.
func (c GameConfig) Name(p kaskade.Player) string {
	if n := c.Player(p).Name; n != "" {
		return n
	}
	return sprites.SideName(p)
}

// AnimMode is how an overflow is shown.
type AnimMode int

const (
	Animated AnimMode = iota // balls fly, wave after wave
	Stepwise                 // one wave per click or key
	Instant                  // the result at once
)

func (m AnimMode) String() string {
	switch m {
	case Animated:
		return "Animated"
	case Stepwise:
		return "Step by step"
	case Instant:
		return "Instant"
	}
	return "?"
}

// Speeds are the animation speeds offered, as multiples of normal.
var Speeds = []float64{0.5, 1, 1.5, 2, 3}

// Settings are the player's preferences, held by the manager for the whole
// run. A plain struct so that saving it later is a matter of encoding it.
type Settings struct {
	Mode  AnimMode
	Speed float64 // 0.5 to 3, 1 is normal
	Muted bool
}

// DefaultSettings animates at normal speed with sound on.
func DefaultSettings() Settings { return Settings{Mode: Animated, Speed: 1} }
