package view

import (
	"strings"
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/i18n"
)

// PlayerType is who plays a seat: a person at the screen or a computer
// player of some level (PlayerConfig.Level).
type PlayerType int

const (
	Human PlayerType = iota
	Computer
)

// PlayerTypes are the types a seat can have. String is the stored name.
var PlayerTypes = []PlayerType{Human, Computer}

func (t PlayerType) String() string {
	switch t {
	case Human:
		return "Human"
	case Computer:
		return "Computer"
	}
	return "?"
}

// ComputerLevels are the levels the menu offers, weakest first: names
// of ai.New.
var ComputerLevels = []string{"easy", "medium", "hard", "expert"}

// PlayerConfig is one seat at the table.
type PlayerConfig struct {
	Name  string
	Type  PlayerType
	Level string // for a Computer: one of ComputerLevels ("" means "medium")
}

// level is the computer's level, defaulted.
func (p PlayerConfig) LevelOrDefault() string {
	if p.Level == "" {
		return "medium"
	}
	return p.Level
}

// GameConfig is everything a new game needs: the game, its options and the
// seats, seat 0 (White) first.
type GameConfig struct {
	Game    string       // name in engine/games; "" is Kaskade
	Size    kaskade.Size // Kaskade's option: the board
	Options string       // the option text of any other game ("": its default)
	Players [2]PlayerConfig
}

// DefaultConfig is a 6x6 game between "White" and "Black", both human.
func DefaultConfig() GameConfig {
	return GameConfig{
		Size:    kaskade.DefaultSize,
		Players: [2]PlayerConfig{{Name: "White", Type: Human}, {Name: "Black", Type: Human}},
	}
}

// GameName is the game's catalogue name.
func (c GameConfig) GameName() string {
	if c.Game == "" {
		return "kaskade"
	}
	return c.Game
}

// OptionText is the option text for games.Game.New.
func (c GameConfig) OptionText() string {
	if c.GameName() == "kaskade" {
		return c.Size.String()
	}
	return c.Options
}

// setOptionText stores option text chosen in the menu or read from a save.
func (c *GameConfig) SetOptionText(opts string) {
	if c.GameName() == "kaskade" {
		if z, err := kaskade.ParseSize(opts); err == nil {
			c.Size = z
		}
		return
	}
	c.Options = opts
}

// Player is the seat of side p (Kaskade's White or Black).
func (c GameConfig) Player(p kaskade.Player) PlayerConfig {
	return c.Seat(kaskade.PlayerOf(p))
}

// Seat is seat p; an unknown seat is seat 0.
func (c GameConfig) Seat(p game.Player) PlayerConfig {
	if p < 0 || int(p) >= len(c.Players) {
		return c.Players[0]
	}
	return c.Players[p]
}

// Name is the display name of side p, falling back to its colour.
func (c GameConfig) Name(p kaskade.Player) string {
	return c.SeatName(kaskade.PlayerOf(p))
}

// SeatName is seat p's display name, falling back to its colour.
func (c GameConfig) SeatName(p game.Player) string {
	s, _ := SpecFor(c.GameName())
	if p >= 0 && int(p) < len(c.Players) {
		if n := c.Players[p].Name; n != "" {
			if int(p) < len(s.SeatKeys) {
				return i18n.Localized(s.SeatKeys[p], n)
			}
			return n
		}
	}
	return s.SeatName(p)
}

// forGame is c switched to the named game with its usual seats
// (GameSpec.DefaultSeats) and its default options; Kaskade's board size
// is kept for a switch back. A seat's name goes along if a person typed
// it; a name that is a colour word (as "White", which is Black's seat in
// Die Formation) is dropped, so that the seat shows its new colour.
func (c GameConfig) ForGame(name string) GameConfig {
	spec, ok := SpecFor(name)
	if !ok {
		return c
	}
	c.Game, c.Options = name, ""
	if name == "kaskade" {
		c.Game = ""
	}
	for i := range c.Players {
		typed := c.Players[i].Name
		if IsColourName(typed) {
			typed = ""
		}
		if i < len(spec.DefaultSeats) {
			c.Players[i] = spec.DefaultSeats[i]
		}
		if typed != "" {
			c.Players[i].Name = typed
		}
	}
	return c
}

// isColourName reports whether name is a seat colour of any game in any
// language ("White", "Schwarz"): a default name, not a person's.
func IsColourName(name string) bool {
	name = strings.TrimSpace(name)
	for _, s := range Specs {
		for _, k := range s.SeatKeys {
			if t, ok := i18n.Texts[k]; ok && (strings.EqualFold(name, t.En) || strings.EqualFold(name, t.De)) {
				return true
			}
		}
	}
	return false
}

// AnimMode is how a move is shown.
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

// ExpertTimes are the thinking times offered for the Expert level.
var ExpertTimes = []time.Duration{250 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second}

// Settings are the player's preferences, held by the manager for the whole
// run. A plain comparable struct: the store compares it with what it holds.
// Zero values of the later fields mean "the default", so that older
// settings files and struct literals keep working.
type Settings struct {
	Mode       AnimMode
	Speed      float64 // 0.5 to 3, 1 is normal
	Muted      bool
	ExpertTime time.Duration // Expert's time per move; 0: ai.DefaultMoveTime
	Lang       string        // "en", "de"; "": the system's language
}

// DefaultSettings animates at normal speed with sound on.
func DefaultSettings() Settings { return Settings{Mode: Animated, Speed: 1} }

// expertTime is Expert's thinking time per move.
func (s Settings) ExpertDuration() time.Duration {
	if s.ExpertTime <= 0 {
		return ai.DefaultMoveTime
	}
	return s.ExpertTime
}
