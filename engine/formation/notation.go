package formation

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// FormatMove writes a move as from-to (b8-c6) or pass.
func (s *State) FormatMove(m game.Move) string {
	if m == Pass {
		return "pass"
	}
	if _, ok := PickIndex(m); ok {
		return formatPick(m)
	}
	if m < 0 || m > Pass {
		return "?"
	}
	return Square(m>>6).String() + "-" + Square(m&63).String()
}

// ParseMove reads a move and checks that it is legal here. The error is
// only the reason (the caller shows the move), e.g. "no piece of black on
// c3" or "c6 is not reachable from b8" (a *game.Refusal, see Check).
func (s *State) ParseMove(text string) (game.Move, error) {
	m := Pass
	if pm, ok := parsePick(text); ok {
		m = pm
	} else if text != "pass" && !s.over && s.choices == nil {
		a, b, ok := strings.Cut(text, "-")
		from, ok1 := ParseSquare(a)
		to, ok2 := ParseSquare(b)
		if !ok || !ok1 || !ok2 {
			return game.NoMove, errors.New("want from-to, e.g. b8-c6, or pass")
		}
		m = MoveOf(from, to)
	}
	if err := s.Check(m); err != nil {
		return game.NoMove, err
	}
	return m, nil
}

// String writes the position line: colours, pieces, to-move, moves,
// result, e.g. the start on the default board:
//
//	RBKNRBNK/NRNKNBRB/.../NRBKNRBK 1bwb1ww1/w6b/... b 0 *
func (s *State) String() string {
	if s.tab == nil {
		return "<invalid>"
	}
	if s.choices != nil {
		return s.pickText()
	}
	return fmt.Sprintf("%s %s %c %d %s", s.tab.colours.String(), s.piecesText(), s.toMove.letter(), s.moves, s.resultText())
}

func (s *State) piecesText() string {
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		if rank < 7 {
			b.WriteByte('/')
		}
		empty := 0
		for file := range 8 {
			side := s.PieceAt(At(file, rank))
			if side == NoSide {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(side.letter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
	}
	return b.String()
}

func (s Side) letter() byte {
	switch s {
	case Black:
		return 'b'
	case White:
		return 'w'
	}
	return '-'
}

func (s *State) resultText() string {
	switch {
	case !s.over:
		return "*"
	case s.winner == White:
		return "1-0"
	case s.winner == Black:
		return "0-1"
	}
	return "1/2-1/2"
}

// Parse reads a position line as String writes it. Any grid of the four
// colours is accepted (hand-made boards too). Each side has eight pieces;
// the side to move follows from the moves (Black moves first, passes
// count); a running game has no finished group, has not reached the move
// limit and has a side that can move; a won game's winner made the last
// move and forms one group. The parsed game has the default move limit and
// a history of this position only: repetitions count from here. The error
// names the field that is wrong.
func Parse(line string) (*State, error) {
	if strings.HasPrefix(line, "pick:") {
		return parsePicking(line)
	}
	f := strings.Split(line, " ")
	if len(f) != 5 {
		return nil, fmt.Errorf("position needs 5 fields separated by single spaces (colours pieces to-move moves result), got %d", len(f))
	}
	c, err := parseColours(f[0])
	if err != nil {
		return nil, fmt.Errorf("field 1 (colours): %v", err)
	}
	s := &State{tab: newTables(c), limit: DefaultLimit, winner: NoSide}
	if err := s.parsePieces(f[1]); err != nil {
		return nil, fmt.Errorf("field 2 (pieces): %v", err)
	}
	moves, err := strconv.Atoi(f[3])
	if err != nil || moves < 0 || strconv.Itoa(moves) != f[3] {
		return nil, fmt.Errorf("field 4 (moves): %q is not a move count", f[3])
	}
	s.moves = moves
	if err := s.parseResult(f[4]); err != nil {
		return nil, fmt.Errorf("field 5 (result): %v", err)
	}
	if err := s.checkTurn(f[2]); err != nil {
		return nil, fmt.Errorf("field 3 (to-move): %v", err)
	}
	if err := s.checkConsistent(); err != nil {
		return nil, fmt.Errorf("field 5 (result): %v", err)
	}
	s.rehash()
	return s, nil
}

func parseColours(field string) (Colours, error) {
	var c Colours
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return c, fmt.Errorf("%d ranks, want 8 separated by /", len(ranks))
	}
	for i, text := range ranks {
		if len(text) != 8 {
			return c, fmt.Errorf("rank %d has %d squares, want 8", 8-i, len(text))
		}
		for file := range 8 {
			col, ok := colourOf(text[file])
			if !ok {
				return c, fmt.Errorf("rank %d, file %c: %q is not a colour (R, B, N or K)", 8-i, 'a'+file, text[file])
			}
			c[At(file, 7-i)] = col
		}
	}
	return c, nil
}

func (s *State) parsePieces(field string) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return fmt.Errorf("%d ranks, want 8 separated by /", len(ranks))
	}
	for i, text := range ranks {
		rank, file := 7-i, 0
		for j := 0; j < len(text); j++ {
			if file >= 8 {
				return fmt.Errorf("rank %d has more than 8 squares", rank+1)
			}
			switch ch := text[j]; {
			case ch >= '1' && ch <= '8':
				if j > 0 && text[j-1] >= '1' && text[j-1] <= '8' {
					return fmt.Errorf("rank %d: two digits in a row; write one run of empty squares", rank+1)
				}
				file += int(ch - '0')
			case ch == 'b' || ch == 'w':
				side := map[byte]Side{'b': Black, 'w': White}[ch]
				s.pieces[side] |= 1 << At(file, rank)
				file++
			default:
				return fmt.Errorf("rank %d: %q, want b, w or a digit 1-8", rank+1, ch)
			}
		}
		if file != 8 {
			return fmt.Errorf("rank %d has %d squares, want 8", rank+1, file)
		}
	}
	for _, side := range []Side{Black, White} {
		if n := popcount(s.pieces[side]); n != 8 {
			return fmt.Errorf("%s has %d pieces, want 8", side, n)
		}
	}
	return nil
}

func (s *State) parseResult(field string) error {
	switch field {
	case "*":
		return nil
	case "1-0":
		s.winner = White
	case "0-1":
		s.winner = Black
	case "1/2-1/2":
	default:
		return fmt.Errorf("%q, want *, 1-0, 0-1 or 1/2-1/2", field)
	}
	s.over = true
	return nil
}

// checkTurn sets the side to move: Black after an even number of moves,
// '-' once the game is over.
func (s *State) checkTurn(field string) error {
	want := Side(s.moves % 2)
	if s.over {
		want = NoSide
	}
	if field != string(want.letter()) {
		return fmt.Errorf("%q, but after %d moves with result %s it must be %c", field, s.moves, s.resultText(), want.letter())
	}
	s.toMove = want
	return nil
}

func (s *State) checkConsistent() error {
	if s.over {
		if s.winner == NoSide {
			return nil
		}
		last := Side((s.moves + 1) % 2) // who made move number s.moves
		if s.moves == 0 || s.winner != last {
			return fmt.Errorf("%s cannot have won: the last of %d moves was not %s's", s.winner, s.moves, s.winner)
		}
		if !connected(s.pieces[s.winner]) {
			return fmt.Errorf("%s has won but its pieces do not form one group", s.winner)
		}
		return nil
	}
	for _, side := range []Side{Black, White} {
		if connected(s.pieces[side]) {
			return fmt.Errorf("game still running but %s's pieces form one group", side)
		}
	}
	if s.moves >= s.limit {
		return fmt.Errorf("game still running after %d moves, but the move limit is %d", s.moves, s.limit)
	}
	occ := s.occupied()
	if !s.tab.canMove(s.pieces[Black], occ) && !s.tab.canMove(s.pieces[White], occ) {
		return errors.New("game still running but neither side can move, so it is drawn")
	}
	return nil
}
