package course

import (
	"fmt"
	"strconv"

	"kaskade/engine/kaskade"
)

// Sides: the protocol says who owns a cell from the server's side.
const (
	ownClient = 'c'
	ownServer = 's'
	ownNobody = 'n'
)

// letter is the owner letter of side o on a board whose server plays
// server.
func letter(o, server kaskade.Player) byte {
	switch o {
	case kaskade.NoPlayer:
		return ownNobody
	case server:
		return ownServer
	}
	return ownClient
}

// Rows formats the board of s as the protocol's rows, top row first: a
// ball count and an owner letter per cell, the server playing server.
func Rows(s *kaskade.State, server kaskade.Player) []string {
	z := s.Size()
	rows := make([]string, z.Rows)
	for y := range z.Rows {
		b := make([]byte, 0, 2*z.Cols)
		for x := range z.Cols {
			n, o := s.At(z.CellAt(x, y))
			b = append(b, byte('0'+n), letter(o, server))
		}
		rows[y] = string(b)
	}
	return rows
}

// BoardLines are the board lines of s.
func BoardLines(s *kaskade.State, server kaskade.Player) []Line {
	var ls []Line
	for _, r := range Rows(s, server) {
		ls = append(ls, L("board", "row", r))
	}
	return ls
}

// readCells reads cells as pairs (a digit, an owner letter), as many as
// want, for a board whose server plays server.
func readCells(text string, want int, server kaskade.Player) ([]int, []kaskade.Player, error) {
	if len(text) != 2*want {
		return nil, nil, fmt.Errorf("%d characters, want %d (a digit and c, s or n for each of %d cells)", len(text), 2*want, want)
	}
	count := make([]int, want)
	owner := make([]kaskade.Player, want)
	for i := range want {
		d, o := text[2*i], text[2*i+1]
		if d < '0' || d > '9' {
			return nil, nil, fmt.Errorf("cell %d: %q is not a ball count", i, d)
		}
		count[i] = int(d - '0')
		switch o {
		case ownNobody:
		case ownServer:
			owner[i] = server
		case ownClient:
			owner[i] = server.Opponent()
		default:
			return nil, nil, fmt.Errorf("cell %d: owner %q, want c, s or n", i, o)
		}
	}
	return count, owner, nil
}

// Setup builds the start position of an init: an empty board of z, or the
// cells of setup (all rows, from the top-left cell). The side that begins
// plays White; server is the server's side.
func Setup(z kaskade.Size, setup string, hasSetup bool, serverBegins bool) (st *kaskade.State, server kaskade.Player, err error) {
	server = kaskade.Black
	if serverBegins {
		server = kaskade.White
	}
	if !hasSetup {
		st, err = kaskade.New(z)
		return st, server, err
	}
	count, owner, err := readCells(setup, z.Cells(), server)
	if err != nil {
		return nil, server, fmt.Errorf("setup: %v", err)
	}
	st, err = kaskade.FromCells(z, count, owner, kaskade.White)
	if err != nil {
		return nil, server, fmt.Errorf("setup: %v", err)
	}
	return st, server, nil
}

// SetupText is the setup parameter of position s, the server playing
// server: all cells, row after row.
func SetupText(s *kaskade.State, server kaskade.Player) string {
	t := ""
	for _, r := range Rows(s, server) {
		t += r
	}
	return t
}

// BoardDiff is the first cell where a board the other side sent differs
// from our engine's: x and y as the protocol counts them, the two
// characters sent ("" when the row is too short) and ours.
type BoardDiff struct {
	X, Y       int
	Sent, Want string
	Row, Ours  string // the whole rows
}

func (d *BoardDiff) Error() string {
	got := "nothing"
	if d.Sent != "" {
		got = strconv.Quote(d.Sent)
	}
	return fmt.Sprintf("board differs from our engine's first at x=%d y=%d: sent %s, our engine has %q (row sent %q, ours %q)",
		d.X, d.Y, got, d.Want, d.Row, d.Ours)
}

// CompareRow checks the board row y sent by the other side against our
// position s; the error names the first cell that differs (a *BoardDiff,
// unless the row is longer than the board or y is off it).
func CompareRow(s *kaskade.State, server kaskade.Player, y int, row string) error {
	want := Rows(s, server)
	if y >= len(want) {
		return fmt.Errorf("board row %d: the board has %d rows", y, len(want))
	}
	if row == want[y] {
		return nil
	}
	for i := 0; i < len(want[y]); i += 2 {
		if i+2 > len(row) || row[i:i+2] != want[y][i:i+2] {
			sent := ""
			if i+2 <= len(row) {
				sent = row[i : i+2]
			}
			return &BoardDiff{X: i / 2, Y: y, Sent: sent, Want: want[y][i : i+2], Row: row, Ours: want[y]}
		}
	}
	return fmt.Errorf("board row %d: sent %q, our engine has %q (longer than the board)", y, row, want[y])
}

// atoiParam reads a decimal integer parameter.
func atoiParam(l Line, key string) (int, error) {
	v, ok := l.Get(key)
	if !ok {
		return 0, fmt.Errorf("missing parameter %s", key)
	}
	n, err := strconv.Atoi(v)
	if err != nil || len(v) > 4 {
		return 0, fmt.Errorf("parameter %s=%s is not a number", key, v)
	}
	return n, nil
}
