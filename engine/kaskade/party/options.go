package party

import (
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/kaskade"
)

// The player counts.
const (
	MinPlayers = 2
	MaxPlayers = 8
)

// Options are a game's set-up: the board and the number of players.
type Options struct {
	Size    kaskade.Size
	Players int
}

// DefaultOptions: the two-player game on the default board.
var DefaultOptions = Options{Size: kaskade.DefaultSize, Players: 2}

// String writes the options as the catalogue reads them: the size alone
// for two players (the option text Kaskade has always had), else the size
// and ",players=N", e.g. "8x8,players=4".
func (o Options) String() string {
	if o.Players == 2 {
		return o.Size.String()
	}
	return o.Size.String() + ",players=" + strconv.Itoa(o.Players)
}

// ParseOptions reads comma-separated items, each at most once: the board
// as "6x6" or "size=6x6", and "players=N" (2 to 8). A missing item keeps
// its default; the empty text is DefaultOptions.
func ParseOptions(text string) (Options, error) {
	o := DefaultOptions
	if strings.TrimSpace(text) == "" {
		return o, nil
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(text, ",") {
		key, val, has := strings.Cut(strings.TrimSpace(item), "=")
		if !has {
			key, val = "size", key
		}
		if seen[key] {
			return o, fmt.Errorf("options: %q is given twice", key)
		}
		seen[key] = true
		var err error
		switch key {
		case "size":
			o.Size, err = kaskade.ParseSize(val)
		case "players":
			o.Players, err = parsePlayers(val)
		default:
			err = fmt.Errorf("unknown option %q: want a board size such as 6x6 and players=2..8", key)
		}
		if err != nil {
			return o, err // as the two-player game words a bad size
		}
	}
	return o, nil
}

func parsePlayers(val string) (int, error) {
	n, err := strconv.Atoi(val)
	if err != nil || strconv.Itoa(n) != val || n < MinPlayers || n > MaxPlayers {
		return 0, fmt.Errorf("players=%q: want a number from %d to %d", val, MinPlayers, MaxPlayers)
	}
	return n, nil
}
