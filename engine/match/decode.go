package match

import (
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// fields are the values of a save as read, before the moves are replayed.
type fields struct {
	game, options string
	players       []string
	moves         []string // by turn: the moves of a turn joined by '+'
	cursor        int      // moves played (not turns); -1 when not given: the end
	seed          *uint64  // the chance steps' seed when the save names one (NewSeeded)
	seen          map[string]bool
}

// Decode reads a save or a game record and replays its moves, so that a
// move that is not legal is an error naming it. It also reads Kaskade's
// short record, e.g. "6x6: c3 d4 c3". A damaged, truncated, foreign or
// newer file is an error that says which; nothing panics. The game named
// in the file is found with lookup (the catalogue's engine/games.Lookup,
// or a test's): the match layer knows no list of games.
func Decode(data []byte, lookup Lookup) (*Match, error) {
	if len(data) > MaxSize {
		return nil, fmt.Errorf("not a Kaskade save: %d bytes is too large (at most %d)", len(data), MaxSize)
	}
	text := strings.TrimPrefix(string(data), "\ufeff") // a byte-order mark some editors add
	if strings.TrimSpace(text) == "" {
		return nil, ErrEmpty
	}
	if !strings.HasPrefix(text, magic) {
		return decodeShort(text, lookup)
	}
	f, err := parseSave(text)
	if err != nil {
		return nil, err
	}
	return f.build(lookup)
}

// parseSave reads the lines of the long form into fields. Lines may end in
// \r\n; blank lines and lines starting with # are skipped.
func parseSave(text string) (*fields, error) {
	header, _, _ := strings.Cut(text, "\n")
	if err := checkHeader(strings.TrimSuffix(header, "\r")); err != nil {
		return nil, err
	}
	f := &fields{cursor: -1, seen: map[string]bool{}}
	off := len(header) + 1
	for n := 2; off < len(text); n++ {
		raw, _, _ := strings.Cut(text[off:], "\n")
		key, value, _ := strings.Cut(strings.TrimSuffix(raw, "\r"), " ")
		if key == "end" {
			if err := checkSum(text[:off], value); err != nil {
				return nil, fmt.Errorf("line %d: %v", n, err)
			}
			if strings.TrimSpace(text[off+len(raw):]) != "" {
				return nil, fmt.Errorf("line %d: the file is damaged: there is text after this end line", n)
			}
			return f, nil
		}
		if err := f.read(key, value); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		off += len(raw) + 1
	}
	return nil, fmt.Errorf("the file is truncated: it stops before its end line")
}

// Errors a screen words on its own: an empty file (nothing was saved) and
// a save from a newer program (not a damaged one).
var (
	ErrEmpty = errors.New("the file is empty")
	ErrNewer = errors.New("from a newer Kaskade")
)

// checkHeader refuses a foreign file and a newer version with a message
// that tells them apart.
func checkHeader(line string) error {
	word, ver, _ := strings.Cut(line, " ")
	if word != magic {
		return fmt.Errorf("not a Kaskade save: it begins %q, want %q", clip(line), magic)
	}
	v, err := strconv.Atoi(ver)
	switch {
	case err != nil || v < 1 || strconv.Itoa(v) != ver:
		return fmt.Errorf("line 1: the file is damaged: version %q is not a version number", clip(ver))
	case v > Version:
		return fmt.Errorf("%w: the save has format version %d, newer than this program reads (%d): update Kaskade to open it", ErrNewer, v, Version)
	}
	return nil
}

// checkSum compares the end line's checksum with the text before it, line
// ends counted as \n so that a file whose line ends were converted to \r\n
// still reads. A record written by hand may leave the checksum out.
func checkSum(before, sum string) error {
	if sum == "" {
		return nil
	}
	want, err := strconv.ParseUint(sum, 16, 32)
	if err != nil || len(sum) != 8 {
		return fmt.Errorf("the file is damaged: checksum %q is not 8 hex digits", clip(sum))
	}
	if uint32(want) != crc32.ChecksumIEEE([]byte(strings.ReplaceAll(before, "\r\n", "\n"))) {
		return fmt.Errorf("the file is damaged: its checksum does not match its contents (after editing it by hand, delete the checksum after \"end\")")
	}
	return nil
}

// read takes one line: game, options, players and cursor once each, moves
// as often as wanted (the moves add up).
func (f *fields) read(key, value string) error {
	if key == "" || strings.HasPrefix(key, "#") {
		return nil
	}
	if f.seen[key] && key != "moves" {
		return fmt.Errorf("a second %q line", clip(key))
	}
	f.seen[key] = true
	toks, err := tokens(value)
	if err != nil {
		return fmt.Errorf("%s: %v", key, err)
	}
	switch key {
	case "game":
		f.game, err = one(key, toks)
	case "options":
		f.options, err = one(key, toks)
	case "players":
		f.players = toks
	case "moves":
		f.moves = append(f.moves, toks...)
	case "seed":
		n, err := strconv.ParseUint(value, 10, 64)
		if err != nil || strconv.FormatUint(n, 10) != value {
			return fmt.Errorf("seed %q is not a whole number", clip(value))
		}
		f.seed = &n
	case "cursor":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || strconv.Itoa(n) != value {
			return fmt.Errorf("cursor %q is not a move count", clip(value))
		}
		f.cursor = n
	default:
		return fmt.Errorf("unknown line %q (want game, options, seed, players, moves, cursor or end)", clip(key))
	}
	return err
}

// one is the single value of a line that takes one.
func one(key string, toks []string) (string, error) {
	if len(toks) != 1 {
		return "", fmt.Errorf("%s: want one value, got %d", key, len(toks))
	}
	return toks[0], nil
}

// build starts the game and replays the moves; cursor checks last.
func (f *fields) build(lookup Lookup) (*Match, error) {
	if !f.seen["game"] {
		return nil, fmt.Errorf("the file has no game line")
	}
	g, err := lookup(f.game)
	if err != nil {
		return nil, err
	}
	m, err := New(g, f.options)
	if err == nil && f.seed != nil {
		m, err = NewSeeded(g, f.options, *f.seed)
	}
	if err != nil {
		return nil, fmt.Errorf("options %q: %v", clip(f.options), err)
	}
	m.Players = f.players
	if err := m.playAll(f.moves); err != nil {
		return nil, err
	}
	if n := moveCount(m.plies); f.cursor > n {
		return nil, fmt.Errorf("cursor %d is past the %d moves", f.cursor, n)
	}
	if f.cursor >= 0 {
		m.seek(m.plyAfter(f.cursor))
	}
	return m, nil
}

// plyAfter is the cursor position after the first k moves of seats and
// the chance steps that follow them.
func (m *Match) plyAfter(k int) int {
	n := 0
	for ; n < len(m.plies) && (k > 0 || m.plies[n].By == game.Chance); n++ {
		if m.plies[n].By != game.Chance {
			k--
		}
	}
	return n
}

// playAll plays turns in notation (the moves of a turn joined by '+'); the
// error names the first bad one, counting turns.
func (m *Match) playAll(turns []string) error {
	for i, text := range turns {
		for _, part := range strings.Split(text, "+") {
			if err := m.playOne(part); err != nil {
				return fmt.Errorf("move %d (%s): %v", i+1, clip(text), err)
			}
		}
	}
	return nil
}

// clip shortens text quoted in a message, so a foreign file's contents do
// not flood the screen.
func clip(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	return s[:max] + "..."
}
