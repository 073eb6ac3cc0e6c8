package kaskade

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseSize reads a size written CxR, columns first, e.g. "9x6".
func ParseSize(s string) (Size, error) {
	cs, rs, ok := strings.Cut(s, "x")
	if !ok {
		return Size{}, fmt.Errorf("size %q: want columns x rows, e.g. 6x6", s)
	}
	c, err1 := strconv.Atoi(cs)
	r, err2 := strconv.Atoi(rs)
	if err1 != nil || err2 != nil || strings.HasPrefix(cs, "+") || strings.HasPrefix(rs, "+") {
		return Size{}, fmt.Errorf("size %q: want columns x rows, e.g. 6x6", s)
	}
	z := Size{c, r}
	if err := z.Validate(); err != nil {
		return Size{}, err
	}
	if z.String() != s { // reject "06x6" so that format(parse(s)) == s
		return Size{}, fmt.Errorf("size %q: write it as %s", s, z)
	}
	return z, nil
}

// FormatCell writes a cell as a column letter and a row number, a1 top-left.
func (z Size) FormatCell(c Cell) string {
	col, row := z.ColRow(c)
	return string(rune('a'+col)) + strconv.Itoa(row+1)
}

// ParseCell reads a cell such as "c2" (third column, second row).
func (z Size) ParseCell(s string) (Cell, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return 0, fmt.Errorf("%q is not a cell: want a column letter and a row number, e.g. c2", s)
	}
	row, err := strconv.Atoi(s[1:])
	if err != nil || s[1] < '1' || s[1] > '9' {
		return 0, fmt.Errorf("%q is not a cell: want a column letter and a row number, e.g. c2", s)
	}
	col := int(s[0] - 'a')
	if col >= z.Cols || row > z.Rows {
		return 0, fmt.Errorf("%q is off the %s board", s, z)
	}
	return z.CellAt(col, row-1), nil
}

// String writes the position as one line: size, rows, side to move, moves
// played and result, e.g. "3x3 .1w./1w../..1b b 3 *".
func (s *State) String() string {
	if s.geo == nil {
		return "<invalid>"
	}
	z := s.Size()
	var b strings.Builder
	b.WriteString(z.String())
	b.WriteByte(' ')
	for row := 0; row < z.Rows; row++ {
		if row > 0 {
			b.WriteByte('/')
		}
		for col := 0; col < z.Cols; col++ {
			c := z.CellAt(col, row)
			if s.count[c] == 0 {
				b.WriteByte('.')
				continue
			}
			b.WriteString(strconv.Itoa(int(s.count[c])))
			b.WriteByte(s.ownerOf(c).letter())
		}
	}
	fmt.Fprintf(&b, " %c %d %s", s.toMove.letter(), s.moves, s.resultText())
	return b.String()
}

func (p Player) letter() byte {
	switch p {
	case White:
		return 'w'
	case Black:
		return 'b'
	}
	return '-'
}

func (s *State) resultText() string {
	switch s.winner {
	case White:
		return "1-0"
	case Black:
		return "0-1"
	}
	return "*"
}

// Parse reads a position line as written by String. It accepts only
// positions that a game can reach in their essentials: the balls on the
// board equal the moves played, the side to move follows from the moves,
// a running game has no full-to-overflowing cell, and a finished game's
// loser owns no cell. The error names the field that is wrong.
func Parse(line string) (*State, error) {
	f := strings.Split(line, " ")
	if len(f) != 5 {
		return nil, fmt.Errorf("position needs 5 fields separated by single spaces (size rows to-move moves result), got %d", len(f))
	}
	z, err := ParseSize(f[0])
	if err != nil {
		return nil, fmt.Errorf("field 1 (size): %v", err)
	}
	s := &State{geo: geometryOf(z)}
	balls, err := s.parseRows(f[1])
	if err != nil {
		return nil, fmt.Errorf("field 2 (rows): %v", err)
	}
	moves, err := strconv.Atoi(f[3])
	if err != nil || moves < 0 || strconv.Itoa(moves) != f[3] {
		return nil, fmt.Errorf("field 4 (moves): %q is not a move count", f[3])
	}
	s.moves = moves
	if balls != moves {
		return nil, fmt.Errorf("field 4 (moves): %d moves but %d balls on the board; every move adds one ball", moves, balls)
	}
	switch f[4] {
	case "*":
	case "1-0":
		s.winner = White
	case "0-1":
		s.winner = Black
	default:
		return nil, fmt.Errorf("field 5 (result): %q, want *, 1-0 or 0-1", f[4])
	}
	if err := s.checkTurn(f[2]); err != nil {
		return nil, fmt.Errorf("field 3 (to-move): %v", err)
	}
	if err := s.checkConsistent(); err != nil {
		return nil, fmt.Errorf("field 5 (result): %v", err)
	}
	return s, nil
}

// parseRows fills the cells from the rows field and returns the ball count.
func (s *State) parseRows(field string) (balls int, err error) {
	owner := func(letter byte) (int, error) {
		if o := map[byte]Player{'w': White, 'b': Black}[letter]; o != NoPlayer {
			return int(o), nil
		}
		return 0, fmt.Errorf("owner %q, want w or b", letter)
	}
	return ReadRows(s.Size(), field, owner, func(c Cell, n, o int) { s.put(c, uint8(n), Player(o)) })
}

// ReadRows reads the rows field of a position line on board z (rows split
// by '/', a cell '.' or a ball count and its owner's letter): owner reads a
// letter, put gets each cell with balls, and the total is returned. It
// refuses counts no cascade can leave on a cell. Kaskade of more players
// reads its lines with it too.
func ReadRows(z Size, field string, owner func(letter byte) (int, error), put func(c Cell, n, owner int)) (balls int, err error) {
	rows := strings.Split(field, "/")
	if len(rows) != z.Rows {
		return 0, fmt.Errorf("%d rows, want %d", len(rows), z.Rows)
	}
	for r, text := range rows {
		col := 0
		for i := 0; i < len(text); {
			if col >= z.Cols {
				return 0, fmt.Errorf("row %d has more than %d cells", r+1, z.Cols)
			}
			c := z.CellAt(col, r)
			col++
			if text[i] == '.' {
				i++
				continue
			}
			j := i
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			n, convErr := strconv.Atoi(text[i:j])
			if j == i || j == len(text) || convErr != nil || text[i] == '0' {
				return 0, fmt.Errorf("row %d, cell %d: want '.' or a ball count and the owner's letter", r+1, col)
			}
			o, err := owner(text[j])
			if err != nil {
				return 0, fmt.Errorf("row %d, cell %d: %v", r+1, col, err)
			}
			if n > 2*z.Capacity(c)-1 { // no cascade ever leaves more
				return 0, fmt.Errorf("row %d, cell %d: %d balls cannot stand on a cell of capacity %d", r+1, col, n, z.Capacity(c))
			}
			put(c, n, o)
			balls += n
			i = j + 1
		}
		if col != z.Cols {
			return 0, fmt.Errorf("row %d has %d cells, want %d", r+1, col, z.Cols)
		}
	}
	return balls, nil
}

func (s *State) checkTurn(field string) error {
	want := White
	if s.moves%2 == 1 {
		want = Black
	}
	if s.winner != NoPlayer {
		want = NoPlayer
	}
	if field != string(want.letter()) {
		return fmt.Errorf("%q, but after %d moves with result %s it must be %c", field, s.moves, s.resultText(), want.letter())
	}
	s.toMove = want
	return nil
}

func (s *State) checkConsistent() error {
	z := s.Size()
	if s.winner == NoPlayer {
		for c := Cell(0); int(c) < z.Cells(); c++ {
			if s.count[c] >= s.geo.cap[c] {
				return fmt.Errorf("game still running but cell %s holds %d balls, its capacity", z.FormatCell(c), s.count[c])
			}
		}
		if s.moves >= 2 && (!s.ownsAny(White) || !s.ownsAny(Black)) {
			return fmt.Errorf("a side owns no cell after %d moves, so the game is over", s.moves)
		}
		return nil
	}
	last := Black
	if s.moves%2 == 1 {
		last = White
	}
	if s.winner != last || s.moves < 2 {
		return fmt.Errorf("%s cannot have won: the last of %d moves was not %s's", s.winner, s.moves, s.winner)
	}
	if s.ownsAny(s.winner.Opponent()) {
		return fmt.Errorf("%s has won but %s still owns cells", s.winner, s.winner.Opponent())
	}
	return nil
}

// Record is a game written as its size and moves, e.g. "6x6: c3 d4 c3".
type Record struct {
	Size  Size
	Moves []Cell
}

func (r Record) String() string {
	var b strings.Builder
	b.WriteString(r.Size.String() + ":")
	for _, m := range r.Moves {
		b.WriteString(" " + r.Size.FormatCell(m))
	}
	return b.String()
}

// ParseRecord reads a game record and checks that every move is legal.
func ParseRecord(text string) (Record, error) {
	head, tail, ok := strings.Cut(strings.TrimSpace(text), ":")
	if !ok {
		return Record{}, fmt.Errorf("game record needs the size, a colon and the moves, e.g. \"6x6: c3 d4\"")
	}
	z, err := ParseSize(head)
	if err != nil {
		return Record{}, err
	}
	r := Record{Size: z}
	_, err = Replay(z, strings.Fields(tail), func(_ *State, c Cell, _ int) { r.Moves = append(r.Moves, c) })
	if err != nil {
		return Record{}, err
	}
	return r, nil
}

// Replay plays the moves, given in notation, from the empty board of size
// z. After each move it calls each (if not nil) with the state, the move
// and its 1-based number. The error names the first bad move and why, e.g.
// "move 5 (c3): cell belongs to black".
func Replay(z Size, moves []string, each func(s *State, c Cell, n int)) (*State, error) {
	s, err := New(z)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		c, err := z.ParseCell(m)
		if err == nil {
			err = s.Check(c)
		}
		if err != nil {
			return s, fmt.Errorf("move %d (%s): %v", i+1, m, err)
		}
		s.Place(c)
		if each != nil {
			each(s, c, i+1)
		}
	}
	return s, nil
}
