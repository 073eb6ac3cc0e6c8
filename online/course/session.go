package course

import (
	"errors"
	"fmt"
	"strconv"

	"kaskade/engine/kaskade"
)

// Mover chooses the server's move in position st (the server to move). It
// may keep st; the session gives it a copy.
type Mover func(st *kaskade.State) kaskade.Cell

// phase is where a connection's game stands.
type phase int

const (
	fresh   phase = iota // no init yet
	playing              // a game runs, the client to move
	over                 // bye(winner=…) was sent
)

// Session is the server's side of one connection: it answers each line of
// the client with the protocol's lines. It holds no connection and no
// clock, so that it can be tested line by line; an error changes nothing.
type Session struct {
	Name   string // the server's name, sent in initialized(user=…)
	Move   Mover
	User   string // the client's name from init
	st     *kaskade.State
	server kaskade.Player
	phase  phase
}

// HelpText is what help answers, one comment line each.
var HelpText = []string{
	"> Kaskade speaks the course's game-server protocol. Commands:",
	">   init(xDim=X;yDim=Y;begin=c|s[;setup=CELLS];user=NAME)  start a game, sizes 3 to 20",
	">   move(x=X;y=Y)  place a ball: x the column, y the row, 0 at the top left",
	">   exit           end the game and the connection",
	"> Boards come as board(row=...) lines, top row first: a ball count and c (you), s (me) or n per cell.",
}

// Greeting is the comment the server sends when a connection opens.
func Greeting(name string) string {
	return "> " + Clean(name) + ": a Kaskade game server speaking the course's protocol; type help"
}

// Handle answers one line. It returns the lines to send (each without its
// line end) and whether to close the connection after them. A comment or
// blank line gets no answer.
func (s *Session) Handle(text string) (out []string, closeConn bool) {
	l, err := Parse(text)
	switch {
	case errors.Is(err, ErrEmpty):
		return nil, false
	case err != nil:
		return errLine(err), false
	}
	switch l.Name {
	case "help":
		return HelpText, false
	case "exit":
		return []string{"bye"}, true
	case "init":
		out, err = s.init(l)
	case "move":
		out, err = s.move(l)
	default:
		err = fmt.Errorf("unknown command %s (type help)", l.Name)
	}
	if err != nil {
		return errLine(err), false
	}
	return out, false
}

// errLine is the error answer for err.
func errLine(err error) []string { return []string{L("error", "message", err.Error()).String()} }

// only refuses parameters of l other than keys, and missing required ones.
func only(l Line, required []string, optional ...string) error {
	for _, p := range l.Params {
		if !contains(required, p.Key) && !contains(optional, p.Key) {
			return fmt.Errorf("unknown parameter %s of %s", p.Key, l.Name)
		}
	}
	for _, k := range required {
		if _, ok := l.Get(k); !ok {
			return fmt.Errorf("missing parameter %s of %s", k, l.Name)
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// init starts the game: every check comes before anything changes.
func (s *Session) init(l Line) ([]string, error) {
	if s.phase != fresh {
		return nil, errors.New("a game was already started on this connection (one init per connection)")
	}
	if err := only(l, []string{"xDim", "yDim", "begin", "user"}, "setup"); err != nil {
		return nil, err
	}
	z, err := initSize(l)
	if err != nil {
		return nil, err
	}
	begin, _ := l.Get("begin")
	if begin != "c" && begin != "s" {
		return nil, fmt.Errorf("begin=%s: want c (client) or s (server)", begin)
	}
	setup, has := l.Get("setup")
	st, server, err := Setup(z, setup, has, begin == "s")
	if err != nil {
		return nil, err
	}
	s.st, s.server, s.phase = st, server, playing
	s.User, _ = l.Get("user")
	out := []string{L("initialized", "user", s.Name).String()}
	out = append(out, s.boardLines()...)
	if begin == "s" {
		out = append(out, s.reply()...)
	}
	return out, nil
}

// initSize reads xDim and yDim, each 3 to 20.
func initSize(l Line) (kaskade.Size, error) {
	x, err := atoiParam(l, "xDim")
	if err != nil {
		return kaskade.Size{}, err
	}
	y, err := atoiParam(l, "yDim")
	if err != nil {
		return kaskade.Size{}, err
	}
	z := kaskade.Size{Cols: x, Rows: y}
	if err := z.Validate(); err != nil {
		return kaskade.Size{}, err
	}
	return z, nil
}

// move plays the client's move, then the server's answer.
func (s *Session) move(l Line) ([]string, error) {
	switch s.phase {
	case fresh:
		return nil, errors.New("no game yet: send init first")
	case over:
		return nil, errors.New("the game is over: send exit")
	}
	if err := only(l, []string{"x", "y"}); err != nil {
		return nil, err
	}
	c, err := cellParam(l, s.st.Size())
	if err != nil {
		return nil, err
	}
	if err := s.st.Check(c); err != nil {
		return nil, fmt.Errorf("illegal move x=%s y=%s: the cell belongs to the server", mustGet(l, "x"), mustGet(l, "y"))
	}
	s.st.Place(c)
	if s.st.Over() {
		s.phase = over
		return []string{L("bye", "winner", "c").String()}, nil
	}
	return s.reply(), nil
}

func mustGet(l Line, k string) string { v, _ := l.Get(k); return v }

// cellParam reads x and y as a cell of z; off the board is an error.
func cellParam(l Line, z kaskade.Size) (kaskade.Cell, error) {
	x, err := atoiParam(l, "x")
	if err != nil {
		return 0, err
	}
	y, err := atoiParam(l, "y")
	if err != nil {
		return 0, err
	}
	if x < 0 || x >= z.Cols || y < 0 || y >= z.Rows {
		return 0, fmt.Errorf("illegal move x=%d y=%d: off the %dx%d board", x, y, z.Cols, z.Rows)
	}
	return z.CellAt(x, y), nil
}

// reply plays the server's move and gives its lines: the move, then the
// board or bye(winner=s).
func (s *Session) reply() []string {
	c := s.Move(s.st.Clone())
	if s.st.Check(c) != nil { // a mover's mistake must not stall the game
		c = s.st.LegalMoves(nil)[0]
	}
	s.st.Place(c)
	x, y := s.st.Size().ColRow(c)
	out := []string{L("move", "x", strconv.Itoa(x), "y", strconv.Itoa(y)).String()}
	if s.st.Over() {
		s.phase = over
		return append(out, L("bye", "winner", "s").String())
	}
	return append(out, s.boardLines()...)
}

func (s *Session) boardLines() []string {
	var out []string
	for _, l := range BoardLines(s.st, s.server) {
		out = append(out, l.String())
	}
	return out
}

// State is a copy of the game's position, nil before init.
func (s *Session) State() *kaskade.State {
	if s.st == nil {
		return nil
	}
	return s.st.Clone()
}
