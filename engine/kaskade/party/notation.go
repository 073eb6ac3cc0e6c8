package party

import (
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

// seatName is seat p's letter in the notation: a for seat 0 up to h.
func seatName(p game.Player) string {
	if p < 0 || p >= MaxPlayers {
		return "?"
	}
	return string(rune('a' + p))
}

// seatOfLetter reads a seat letter of a game of n players.
func seatOfLetter(b byte, n int) (game.Player, bool) {
	p := game.Player(b) - 'a'
	return p, p >= 0 && int(p) < n
}

// String writes the position as one line of seven fields: size, players,
// rows, seat to move, moves, who is out and result, e.g.
// "3x3 3p 1a.1c/.2b./... a 4 - *" (see docs/rules/kaskade.md). Cells are
// written as in the two-player game with the owner's letter, a to h; who
// is out lists each such seat with the move that put it out ("b12,c12",
// "-" for nobody); the result is "*" while the game goes on, else the
// winner's letter, and the seat to move is "-" once it is over.
func (s *State) String() string {
	if s.geo == nil {
		return "<invalid>"
	}
	z := s.Size()
	var b strings.Builder
	fmt.Fprintf(&b, "%s %dp ", z, s.n)
	for row := range z.Rows {
		if row > 0 {
			b.WriteByte('/')
		}
		for col := range z.Cols {
			c := z.CellAt(col, row)
			if s.count[c] == 0 {
				b.WriteByte('.')
				continue
			}
			b.WriteString(strconv.Itoa(int(s.count[c])))
			b.WriteString(seatName(game.Player(s.owner[c] - 1)))
		}
	}
	fmt.Fprintf(&b, " %s %d %s %s", s.toMoveText(), s.moves, s.outText(), s.resultText())
	return b.String()
}

func (s *State) toMoveText() string {
	if s.Over() {
		return "-"
	}
	return seatName(game.Player(s.toMove))
}

func (s *State) outText() string {
	var out []string
	for p := range game.Player(s.n) {
		if s.outAt[p] != 0 {
			out = append(out, seatName(p)+strconv.Itoa(int(s.outAt[p])))
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return strings.Join(out, ",")
}

func (s *State) resultText() string {
	if w := s.Winner(); w >= 0 {
		return seatName(w)
	}
	return "*"
}

// IsLine reports whether line is a position of this package rather than
// of the two-player game: its second field counts the players ("4p").
func IsLine(line string) bool {
	f := strings.Fields(line)
	return len(f) > 1 && strings.HasSuffix(f[1], "p")
}

// ParseGame reads a position line as a game.State.
func ParseGame(line string) (game.State, error) {
	s, err := Parse(line)
	if err != nil {
		return nil, err // not a nil *State in the interface
	}
	return s, nil
}

// Parse reads a position line as String writes it. It accepts only what
// a game can reach in its essentials: the balls equal the moves, a
// running game has no cell at its capacity, the seat to move follows from
// the moves and who is out when, a seat out owns no cell and was put out
// by another's move once everyone had moved, and a finished game's winner
// is the one left. The error names the field that is wrong.
func Parse(line string) (*State, error) {
	f := strings.Split(line, " ")
	if len(f) != 7 {
		return nil, fmt.Errorf("position needs 7 fields separated by single spaces (size players rows to-move moves out result), got %d", len(f))
	}
	z, err := kaskade.ParseSize(f[0])
	if err != nil {
		return nil, fmt.Errorf("field 1 (size): %v", err)
	}
	n, err := parsePlayers(strings.TrimSuffix(f[1], "p"))
	if err != nil || !strings.HasSuffix(f[1], "p") {
		return nil, fmt.Errorf("field 2 (players): %q, want 2p to 8p", f[1])
	}
	s, _ := New(z, n)
	balls, err := s.parseRows(f[2])
	if err != nil {
		return nil, fmt.Errorf("field 3 (rows): %v", err)
	}
	moves, err := strconv.Atoi(f[4])
	if err != nil || moves < 0 || strconv.Itoa(moves) != f[4] {
		return nil, fmt.Errorf("field 5 (moves): %q is not a move count", f[4])
	}
	if s.moves = moves; balls != moves {
		return nil, fmt.Errorf("field 5 (moves): %d moves but %d balls on the board; every move adds one ball", moves, balls)
	}
	if err := s.parseOut(f[5]); err != nil {
		return nil, fmt.Errorf("field 6 (out): %v", err)
	}
	if err := s.replayTurns(f[3]); err != nil {
		return nil, fmt.Errorf("field 4 (to-move): %v", err)
	}
	if want := s.resultText(); f[6] != want {
		return nil, fmt.Errorf("field 7 (result): %q, but with these players out it must be %q", f[6], want)
	}
	if err := s.checkCells(); err != nil {
		return nil, fmt.Errorf("field 3 (rows): %v", err)
	}
	return s, nil
}

// parseRows fills the cells from the rows field and returns the balls.
func (s *State) parseRows(field string) (balls int, err error) {
	owner := func(letter byte) (int, error) {
		if p, ok := seatOfLetter(letter, int(s.n)); ok {
			return int(p), nil
		}
		return 0, fmt.Errorf("owner %q, want a letter from a to %s", letter, seatName(game.Player(s.n-1)))
	}
	return kaskade.ReadRows(s.Size(), field, owner, func(c kaskade.Cell, n, p int) {
		s.count[c] = uint8(n)
		s.take(c, int8(p))
	})
}

// parseOut reads who is out: "-" or seats with the move that put them out.
func (s *State) parseOut(field string) error {
	if field == "-" {
		return nil
	}
	for _, item := range strings.Split(field, ",") {
		if len(item) < 2 {
			return fmt.Errorf("%q: want a player's letter and a move number, e.g. b12", item)
		}
		p, ok := seatOfLetter(item[0], int(s.n))
		at, err := strconv.Atoi(item[1:])
		switch {
		case !ok:
			return fmt.Errorf("%q: no player %q in a game of %d", item, item[0], s.n)
		case err != nil || strconv.Itoa(at) != item[1:]:
			return fmt.Errorf("%q: want a player's letter and a move number, e.g. b12", item)
		case s.outAt[p] != 0:
			return fmt.Errorf("player %s is out twice", seatName(p))
		case at < int(s.n) || at > s.moves:
			return fmt.Errorf("%q: a player goes out once everyone has moved (move %d) and by move %d", item, s.n, s.moves)
		case s.cells[p] != 0:
			return fmt.Errorf("player %s is out but owns cells", seatName(p))
		}
		s.outAt[p] = int32(at)
		s.alive--
	}
	if s.alive < 1 {
		return fmt.Errorf("every player is out")
	}
	return nil
}

// replayTurns follows the turns from the first move, skipping each seat
// from the move that put it out, and checks the seat to move against them.
func (s *State) replayTurns(field string) error {
	p, left := int8(0), s.n
	for k := 1; k <= s.moves; k++ {
		if left <= 1 {
			return fmt.Errorf("the game was over after move %d, but %d moves were played", k-1, s.moves)
		}
		for q := range s.n {
			if s.outAt[q] == int32(k) {
				if q == p {
					return fmt.Errorf("player %s is out by its own move %d", seatName(game.Player(q)), k)
				}
				left--
			}
		}
		for p = (p + 1) % s.n; left > 1 && s.outAt[p] != 0 && s.outAt[p] <= int32(k); p = (p + 1) % s.n {
		}
	}
	s.toMove = p
	if left <= 1 {
		s.toMove = -1
	}
	if want := s.toMoveText(); field != want {
		return fmt.Errorf("%q, but after %d moves with these players out it must be %s", field, s.moves, want)
	}
	return nil
}

// checkCells checks the board against the turns: a running game has no
// full cell, every player in owns a cell once everyone has moved (and
// none before their first move), and the winner owns every ball.
func (s *State) checkCells() error {
	z := s.Size()
	if s.Over() {
		if w := s.Winner(); int(s.cells[w]) != s.occupied() {
			return fmt.Errorf("player %s has won but others own cells", seatName(w))
		}
		return nil
	}
	for c := kaskade.Cell(0); int(c) < z.Cells(); c++ {
		if s.count[c] >= s.geo.cap[c] {
			return fmt.Errorf("game still running but cell %s holds %d balls, its capacity", z.FormatCell(c), s.count[c])
		}
	}
	for p := range s.n {
		switch moved := int(p) < s.moves; {
		case moved && s.outAt[p] == 0 && s.cells[p] == 0:
			return fmt.Errorf("player %s owns no cell after its move but is not out", seatName(game.Player(p)))
		case !moved && s.cells[p] != 0:
			return fmt.Errorf("player %s owns cells before its first move", seatName(game.Player(p)))
		}
	}
	return nil
}

func (s *State) occupied() int {
	n := 0
	for _, o := range s.owner[:s.Size().Cells()] {
		if o != 0 {
			n++
		}
	}
	return n
}
