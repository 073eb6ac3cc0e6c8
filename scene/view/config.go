package view

import (
	"slices"
	"strings"
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/scene/i18n"
	"kaskade/sprites"
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
// seats, seat 0 (who moves first) first. Players has one entry per seat of
// the game with these options (FitSeats keeps it so).
type GameConfig struct {
	Game    string         // name in engine/games
	Options string         // the game's option text ("": its default)
	Players []PlayerConfig // one per seat
}

// DefaultGame is the game a first start shows: the catalogue's first, the
// flagship.
func DefaultGame() string { return games.All()[0].Name }

// DefaultConfig is the default game with its default seats.
// The seats carry their colours as names, as the menu fills them in.
func DefaultConfig() GameConfig {
	c := GameConfig{}.ForGame(DefaultGame())
	c.NameSeats()
	return c
}

// NameSeats gives every seat without a name its colour as its name.
func (c *GameConfig) NameSeats() {
	for i := range c.Players {
		if c.Players[i].Name == "" {
			c.Players[i].Name = c.SeatName(game.Player(i))
		}
	}
}

// GameName is the game's catalogue name.
func (c GameConfig) GameName() string { return c.Game }

// OptionText is the option text for games.Game.New: the chosen one, or
// the game's default.
func (c GameConfig) OptionText() string {
	if c.Options != "" {
		return c.Options
	}
	if g, err := games.Lookup(c.Game); err == nil {
		return g.DefaultOptions
	}
	return ""
}

// SetOptionText stores option text chosen in the menu or read from a save,
// and fits the seats to the player count it gives.
func (c *GameConfig) SetOptionText(opts string) {
	c.Options = opts
	c.FitSeats()
}

// SeatCount is the number of seats of c's game with c's options (as many
// as c has when the game or the options cannot be read: the menu shows the
// error on Start).
func (c GameConfig) SeatCount() int {
	g, err := games.Lookup(c.Game)
	if err != nil {
		return len(c.Players)
	}
	st, err := g.New(c.OptionText())
	if err != nil {
		return len(c.Players)
	}
	return st.NumPlayers()
}

// FitSeats gives Players one entry per seat: seats beyond the list come
// from the game's default seats (or a human), surplus seats are dropped.
// Players is copied, never shared with another config.
func (c *GameConfig) FitSeats() { c.FitTo(c.SeatCount()) }

// FitTo gives Players n entries, as FitSeats does.
func (c *GameConfig) FitTo(n int) {
	spec, _ := SpecFor(c.Game)
	ps := make([]PlayerConfig, n)
	for i := range ps {
		switch {
		case i < len(c.Players):
			ps[i] = c.Players[i]
		case i < len(spec.DefaultSeats):
			ps[i] = spec.DefaultSeats[i]
		default:
			ps[i] = PlayerConfig{Type: Human}
		}
	}
	c.Players = ps
}

// Seat is seat p; an unknown seat is a human without a name.
func (c GameConfig) Seat(p game.Player) PlayerConfig {
	if p < 0 || int(p) >= len(c.Players) {
		return PlayerConfig{Type: Human}
	}
	return c.Players[p]
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

// ForGame is the named game with its default options and seats
// (GameSpec.DefaultSeats). A seat's name goes along if a person typed it;
// a name that is a colour word (as "White", which is Black's seat in Die
// Formation) is dropped, so that the seat shows its new colour.
func (c GameConfig) ForGame(name string) GameConfig {
	spec, ok := SpecFor(name)
	if !ok {
		if _, err := games.Lookup(name); err != nil {
			return c
		}
	}
	out := GameConfig{Game: name, Players: slices.Clone(spec.DefaultSeats)}
	if g, err := games.Lookup(name); err == nil {
		out.Options = g.DefaultOptions
	}
	out.FitSeats()
	for i := range min(len(out.Players), len(c.Players)) {
		if typed := c.Players[i].Name; typed != "" && !IsColourName(typed) {
			out.Players[i].Name = typed
		}
	}
	return out
}

// isColourName reports whether name is a seat colour of any game in any
// language ("White", "Schwarz"): a default name, not a person's.
func IsColourName(name string) bool {
	name = strings.TrimSpace(name)
	for _, s := range Specs {
		for _, k := range s.SeatKeys {
			for _, l := range i18n.Langs {
				if t, ok := i18n.Text(l, k); ok && strings.EqualFold(name, t) {
					return true
				}
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
	Paused                   // animated, with a short rest after every wave or step
)

func (m AnimMode) String() string {
	switch m {
	case Animated:
		return "Animated"
	case Stepwise:
		return "Step by step"
	case Instant:
		return "Instant"
	case Paused:
		return "Pause per step"
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
	Theme      Theme         // colours; the zero value is the dark table
	Volume     int           // percent of full sound, one of Volumes; 0: 100 (Muted turns it off)
	Server     string        // the game server of online rooms (native); "": DefaultServer
	TextSize   int           // an index of TextScales: normal, large, larger
	HideMoves  bool          // a wide screen shows the board without the moves beside it
}

// TextScales are the text sizes the settings offer: every text is written
// this much larger (sprites.SetTextScale); TextSizeNames name them in the
// stored settings.
var (
	TextScales    = []float64{1, 1.15, 1.3}
	TextSizeNames = []string{"normal", "large", "larger"}
)

// TextScale is the factor every text is written at.
func (s Settings) TextScale() float64 {
	if s.TextSize <= 0 || s.TextSize >= len(TextScales) {
		return 1
	}
	return TextScales[s.TextSize]
}

// DefaultServer is the game server the desktop program joins rooms on
// unless told another: the one make serve starts.
const DefaultServer = "http://127.0.0.1:8080"

// Volumes are the sound volumes offered besides off, in percent.
var Volumes = []int{25, 50, 75, 100}

// SoundVolume is the volume to play at, 0 (off) to 1.
func (s Settings) SoundVolume() float64 {
	switch {
	case s.Muted:
		return 0
	case s.Volume <= 0 || s.Volume > 100:
		return 1
	}
	return float64(s.Volume) / 100
}

// Theme is a colour theme of the shell and the boards.
type Theme int

const (
	Dark         Theme = iota // today's deep slate table, the default
	Light                     // a light table
	HighContrast              // black ground, white ink, strong outlines
)

// Themes are the themes the settings offer, in their order.
var Themes = []Theme{Dark, Light, HighContrast}

// Palette is the theme's colours (sprites.UsePalette makes them current).
func (t Theme) Palette() sprites.Palette {
	if t < 0 || int(t) >= len(sprites.Palettes) {
		return sprites.DarkPalette
	}
	return sprites.Palettes[t]
}

// String is the theme's stored name: "dark", "light", "contrast".
func (t Theme) String() string { return t.Palette().Name }

// DefaultSettings animates at normal speed with sound on.
func DefaultSettings() Settings { return Settings{Mode: Animated, Speed: 1} }

// expertTime is Expert's thinking time per move.
func (s Settings) ExpertDuration() time.Duration {
	if s.ExpertTime <= 0 {
		return ai.DefaultMoveTime
	}
	return s.ExpertTime
}
