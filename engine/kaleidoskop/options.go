package kaleidoskop

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
)

// The player counts.
const (
	MinPlayers = 3
	MaxPlayers = 6
)

// Length is the game length: the scoring crystals a player must hold to
// qualify.
type Length int8

const (
	Short Length = iota
	Normal
	Long
)

var lengthNames = [...]string{"short", "normal", "long"}

// Target is the scoring crystals needed: 10, 15 or 20.
func (l Length) Target() int { return 10 + 5*int(l) }

func (l Length) String() string {
	if l >= Short && l <= Long {
		return lengthNames[l]
	}
	return "?"
}

// Options are the settings of a new game: "players=4,length=normal,deal=1".
type Options struct {
	Players int
	Length  Length
	Deal    uint64 // the seed of the game's chance steps (SeededOutcome)
	Rounds  int    // the round limit, 0 for MaxRounds (shorter games for tests)
}

// roundLimit is the rounds after which a game without a qualified player
// ends.
func (o Options) roundLimit() int16 {
	if o.Rounds > 0 {
		return int16(o.Rounds)
	}
	return MaxRounds
}

// DefaultOptions: four players, normal length, deal 1 (the menu picks its
// own deal).
var DefaultOptions = Options{Players: 4, Length: Normal, Deal: 1}

// String writes the options in canonical form.
func (o Options) String() string {
	t := fmt.Sprintf("players=%d,length=%s,deal=%d", o.Players, o.Length, o.Deal)
	if o.Rounds > 0 {
		t += fmt.Sprintf(",rounds=%d", o.Rounds)
	}
	return t
}

// ParseOptions reads comma-separated items in any order, each at most
// once: players=3..6, length=short|normal|long, deal=N, and rounds=N (a
// round limit below MaxRounds, for short test games). Missing items keep
// their default; the empty text is DefaultOptions.
func ParseOptions(text string) (Options, error) {
	o := DefaultOptions
	if strings.TrimSpace(text) == "" {
		return o, nil
	}
	seen := map[string]bool{}
	for _, item := range strings.Split(text, ",") {
		key, val, _ := strings.Cut(strings.TrimSpace(item), "=")
		if seen[key] {
			return o, fmt.Errorf("options: %q is given twice", key)
		}
		seen[key] = true
		if err := o.set(key, val); err != nil {
			return DefaultOptions, fmt.Errorf("options: %v", err)
		}
	}
	return o, nil
}

func (o *Options) set(key, val string) error {
	switch key {
	case "players":
		n, err := strconv.Atoi(val)
		if err != nil || n < MinPlayers || n > MaxPlayers || strconv.Itoa(n) != val {
			return fmt.Errorf("players=%q: want 3 to 6", val)
		}
		o.Players = n
	case "length":
		for l, name := range lengthNames {
			if val == name {
				o.Length = Length(l)
				return nil
			}
		}
		return fmt.Errorf("length=%q: want short, normal or long", val)
	case "deal":
		n, err := strconv.ParseUint(val, 10, 64)
		if err != nil || strconv.FormatUint(n, 10) != val {
			return fmt.Errorf("deal=%q: want a whole number 0 to 18446744073709551615", val)
		}
		o.Deal = n
	case "rounds":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > MaxRounds || strconv.Itoa(n) != val {
			return fmt.Errorf("rounds=%q: want 1 to %d", val, MaxRounds)
		}
		if n == MaxRounds {
			n = 0 // the usual limit: the same options as no rounds item (Seed)
		}
		o.Rounds = n
	default:
		return fmt.Errorf("unknown item %q (want players=N, length=short|normal|long, deal=N)", key)
	}
	return nil
}

func (o Options) valid() bool {
	return o.Players >= MinPlayers && o.Players <= MaxPlayers && o.Length >= Short && o.Length <= Long &&
		o.Rounds >= 0 && o.Rounds <= MaxRounds
}

// Seed is the number the match draws this game's chance steps from
// (match.Seeder): a hash of the options' canonical text (String), so every
// spelling of the same options (order, defaults left out or written,
// rounds=40) deals the same game. It is the hash the match made of the
// game's name and the options' text before Kaleidoskop had a Seed, so the
// saves the menu wrote, always in canonical form, deal as they did
// (docs/save-format.md).
func (s *State) Seed() uint64 {
	h := fnv.New64a()
	h.Write([]byte("kaleidoskop\x00" + s.opt.String()))
	return h.Sum64()
}
