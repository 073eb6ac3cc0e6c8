package cascades

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// FormatMove writes a move: the drop's cell (c2) or end.
func (s *State) FormatMove(m game.Move) string {
	if m == End {
		return "end"
	}
	if m < 0 || m >= game.Move(s.opt.Size.Cells()) {
		return "?"
	}
	return s.opt.Size.FormatCell(Cell(m))
}

// ParseMove reads a move (a cell such as c2, or end) and checks that it is
// legal here; a refusal is a *game.Refusal.
func (s *State) ParseMove(text string) (game.Move, error) {
	m := End
	if text != "end" {
		c, err := s.opt.Size.ParseCell(text)
		if err != nil {
			return game.NoMove, err
		}
		m = game.Move(c)
	}
	if err := s.Check(m); err != nil {
		return game.NoMove, err
	}
	return m, nil
}

// FormatTurn writes the moves of one turn as a game record does: the drops
// joined by '+' (h3+h4), an End after a drop left out, End alone "pass".
func (s *State) FormatTurn(moves []game.Move) string {
	var parts []string
	for _, m := range moves {
		if m != End {
			parts = append(parts, s.FormatMove(m))
		}
	}
	if len(parts) == 0 {
		return "pass"
	}
	return strings.Join(parts, "+")
}

// ParseTurn reads one turn of a game record (h3+h4, h3, pass) played from
// here, at the start of a turn, and returns its moves, with the End that a
// turn of one drop implies (not after the first turn's drop, nor when the
// drop ends the game). The error names the bad drop and why.
func (s *State) ParseTurn(text string) ([]game.Move, error) {
	if !s.TurnDone() {
		return nil, errors.New("a turn is under way")
	}
	c := *s
	if text == "pass" {
		if err := c.Check(End); err != nil {
			return nil, err
		}
		return []game.Move{End}, nil
	}
	var moves []game.Move
	for i, part := range strings.Split(text, "+") {
		if i > 0 && c.TurnDone() {
			return nil, fmt.Errorf("%s: the turn is already over", part)
		}
		m, err := c.ParseMove(part)
		if err == nil && m == End {
			err = errors.New(`write a turn as its drops joined by "+", or pass`)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", part, err)
		}
		c.play(m, nil)
		moves = append(moves, m)
	}
	if !c.TurnDone() {
		moves = append(moves, End)
	}
	return moves, nil
}

// String writes the position line:
//
//	<options> <rows> <to-move>[<drops>][p] <turns> <result>
//
// e.g. the start of the default game "8x8 wbwbwbwb/........./... b0 0 *".
// The options are the size alone in the plain game; "p" marks a pending
// pass (docs/rules/cascades.md).
func (s *State) String() string {
	z := s.opt.Size
	if z.Validate() != nil {
		return "<invalid>"
	}
	var b strings.Builder
	b.WriteString(s.opt.String())
	b.WriteByte(' ')
	for r := 0; r < z.H; r++ {
		if r > 0 {
			b.WriteByte('/')
		}
		for j := 0; j < z.RowLen(r); j++ {
			b.WriteByte(".bw"[s.at(r, j)+1])
		}
	}
	b.WriteByte(' ')
	if s.Over() {
		b.WriteByte('-')
	} else {
		b.WriteByte("bw"[s.toMove])
		b.WriteByte('0' + s.drops)
		if s.pass {
			b.WriteByte('p')
		}
	}
	fmt.Fprintf(&b, " %d %s", s.turns, s.resultText())
	return b.String()
}

func (s *State) resultText() string {
	switch {
	case !s.Over():
		return "*"
	case s.winner == White:
		return "1-0"
	case s.winner == Black:
		return "0-1"
	}
	return "1/2-1/2"
}

// Parse reads a position line as String writes it. It accepts only
// positions a game can reach in their essentials: the setup's top row, no
// stone that could not have been dropped (none without an own stone above
// it, or out of the flow with free drops), the side to move following from
// the turns, no more stones than the turns allow, a running game that no
// rule has ended and a result that agrees with the board. The error names
// the field that is wrong.
func Parse(line string) (*State, error) {
	f := strings.Split(line, " ")
	if len(f) != 5 {
		return nil, fmt.Errorf("position needs 5 fields separated by single spaces (size rows to-move turns result), got %d", len(f))
	}
	o, err := ParseOptions(f[0])
	if err != nil || f[0] == "" {
		return nil, fmt.Errorf("field 1 (size): %v", orText(err, "empty"))
	}
	s, _ := New(o)
	if err := s.parseRows(f[1]); err != nil {
		return nil, fmt.Errorf("field 2 (rows): %v", err)
	}
	turns, err := strconv.Atoi(f[3])
	if err != nil || turns < 0 || turns > 1<<30 || strconv.Itoa(turns) != f[3] {
		return nil, fmt.Errorf("field 4 (turns): %q is not a number of turns", f[3])
	}
	s.turns = int32(turns)
	if err := s.parseToMove(f[2]); err != nil {
		return nil, fmt.Errorf("field 3 (to-move): %v", err)
	}
	if err := s.checkCounts(); err != nil {
		return nil, fmt.Errorf("field 4 (turns): %v", err)
	}
	if err := s.parseResult(f[4]); err != nil {
		return nil, fmt.Errorf("field 5 (result): %v", err)
	}
	s.hash = s.computeHash()
	return s, nil
}

func orText(err error, text string) any {
	if err != nil {
		return err
	}
	return text
}

// parseRows reads the rows into s, whose top row holds the setup.
func (s *State) parseRows(text string) error {
	z := s.opt.Size
	rows := strings.Split(text, "/")
	if len(rows) != z.H {
		return fmt.Errorf("want %d rows separated by '/', got %d", z.H, len(rows))
	}
	setup := s.rows
	s.rows = [2][MaxHeight]uint32{}
	for r, row := range rows {
		if len(row) != z.RowLen(r) {
			return fmt.Errorf("row %c needs %d cells, got %d", 'a'+r, z.RowLen(r), len(row))
		}
		for j := 0; j < len(row); j++ {
			switch row[j] {
			case 'b':
				s.rows[Black][r] |= 1 << uint(j)
			case 'w':
				s.rows[White][r] |= 1 << uint(j)
			case '.':
			default:
				return fmt.Errorf("row %c: %q is not a cell (., b or w)", 'a'+r, row[j])
			}
		}
	}
	if s.rows[Black][0] != setup[Black][0] || s.rows[White][0] != setup[White][0] {
		return errors.New("the top row must be the setup, alternating w and b from the left")
	}
	return s.checkStones()
}

// checkStones finds a stone that no drop could have left there.
func (s *State) checkStones() error {
	z := s.opt.Size
	for p := Black; p <= White; p++ {
		var ok [MaxHeight]uint32
		if s.opt.Free {
			ok = s.flow(p)
		}
		for r := 1; r < z.H; r++ {
			if !s.opt.Free {
				up := s.rows[p][r-1]
				ok[r] = up | up<<1
			}
			if bad := s.rows[p][r] &^ ok[r]; bad != 0 {
				c := z.FormatCell(z.CellAt(r, trailing(bad)))
				if s.opt.Free {
					return fmt.Errorf("%s: %s's stone is cut off from the flow", c, p)
				}
				return fmt.Errorf("%s: %s's stone has no stone of its own above it", c, p)
			}
		}
	}
	return nil
}

// parseToMove reads b0, b1, w0, w1 (with a p for a pending pass) or -.
func (s *State) parseToMove(text string) error {
	if text == "-" {
		s.toMove = NoSide
		return nil
	}
	if len(text) < 2 || len(text) > 3 || (text[0] != 'b' && text[0] != 'w') || (text[1] != '0' && text[1] != '1') ||
		(len(text) == 3 && (text[2] != 'p' || text[1] != '0')) {
		return fmt.Errorf("%q: want b or w, then the drops made this turn (0 or 1), or - once over", text)
	}
	s.toMove, s.drops, s.pass = Black, text[1]-'0', len(text) == 3
	if text[0] == 'w' {
		s.toMove = White
	}
	switch {
	case s.toMove != Side(s.turns%2):
		return fmt.Errorf("after %d turns %s is to move", s.turns, Side(s.turns%2))
	case s.turns == 0 && (s.drops != 0 || s.pass):
		return errors.New("the first turn is one drop and ends by itself")
	case s.decided():
		return errors.New("the bottom row has ended the game")
	}
	return nil
}

// checkCounts finds more stones than the turns allow: one in Black's first
// turn, two in every later turn.
func (s *State) checkCounts() error {
	t := int(s.turns)
	most := [2]int{1 + 2*((t+1)/2-1), 2 * (t / 2)}
	if t == 0 {
		most[Black] = 0
	}
	if !s.Over() {
		most[s.toMove] += int(s.drops)
	}
	for p := Black; p <= White; p++ {
		if n := s.Stones(p) - s.opt.Size.W/2; n > most[p] {
			return fmt.Errorf("%s has %d stones below the top row, more than %d turns allow", p, n, t)
		}
	}
	return nil
}

// parseResult reads the result and checks it against the board.
func (s *State) parseResult(text string) error {
	if !s.Over() {
		if text != "*" {
			return fmt.Errorf("%q: a running game's result is *", text)
		}
		return nil
	}
	if s.turns == 0 {
		return errors.New("no game ends before its first turn")
	}
	s.finish()
	if want := s.resultText(); text != want {
		return fmt.Errorf("%q: the board gives %s", text, want)
	}
	return nil
}
