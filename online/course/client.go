package course

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"time"

	"kaskade/engine/kaskade"
)

// DefaultAnswerWait bounds the wait for each answer of a remote server:
// the protocol's servers answer within 5 s by default; a slow one gets
// some slack, a dead one does not hold a match for ever.
const DefaultAnswerWait = 30 * time.Second

// Remote is our side (the client) of one game against a server of the
// protocol. It keeps the game in our own engine and checks every answer
// against it: the moves must be legal, every board sent must be the one
// our engine reached, and a bye must come exactly when our engine sees the
// game won.
type Remote struct {
	Name   string        // the server's name from initialized(user=…)
	Last   kaskade.Cell  // the server's last move, -1 before one
	Wait   time.Duration // the wait for each line of an answer
	addr   string
	conn   net.Conn
	r      *bufio.Reader
	st     *kaskade.State
	us     kaskade.Player
	server kaskade.Player
}

// RemoteError is an answer of the remote side that our engine does not
// accept, or that the connection did not bring: it ends that game. Kind
// says which (a screen words it in its own language), Detail what the
// other side sent: its error message, or the line at fault.
type RemoteError struct {
	Addr   string
	Kind   Fault
	Detail string
	Err    error
}

// Fault is the kind of a RemoteError.
type Fault int

const (
	FaultLost       Fault = iota // the connection failed or was closed
	FaultUnreached               // no connection could be made
	FaultTimeout                 // no answer within the wait
	FaultRefused                 // an error(message=…) line: Detail is the message
	FaultMalformed               // a line that is not the protocol's: Detail is the line
	FaultUnexpected              // a command where another was due: Detail is the line
	FaultIllegal                 // a move our engine refuses: Detail is the line
	FaultBoard                   // a board that differs from our engine's (a *BoardDiff in Err)
	FaultWinner                  // a bye naming another winner than our engine: Detail is the line
	FaultUsage                   // our own mistake: no game to start, not our turn
)

func (e *RemoteError) Error() string { return "remote " + e.Addr + ": " + e.Err.Error() }
func (e *RemoteError) Unwrap() error { return e.Err }

// Dial connects to addr and starts a game from start, a running position:
// we play side us (the client), the other side the server; whoever is to
// move in start begins. A position with balls is sent as the set-up. If
// the server begins, its first move is read (and checked) before Dial
// returns.
func Dial(addr string, start *kaskade.State, us kaskade.Player, user string, wait time.Duration) (*Remote, error) {
	return DialContext(context.Background(), addr, start, us, user, wait)
}

// DialContext is Dial that gives up when ctx is done: a screen that is
// left stops waiting at once.
func DialContext(ctx context.Context, addr string, start *kaskade.State, us kaskade.Player, user string, wait time.Duration) (*Remote, error) {
	if start.Over() || (us != kaskade.White && us != kaskade.Black) {
		return nil, &RemoteError{Addr: addr, Kind: FaultUsage, Err: errors.New("no running game to start")}
	}
	if wait <= 0 {
		wait = DefaultAnswerWait
	}
	d := net.Dialer{Timeout: wait}
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, &RemoteError{Addr: addr, Kind: FaultUnreached, Err: err}
	}
	rm := &Remote{Last: -1, Wait: wait, addr: addr, conn: conn, r: bufio.NewReaderSize(conn, MaxLine+2),
		st: start.Clone(), us: us, server: us.Opponent()}
	stop := context.AfterFunc(ctx, rm.Abort)
	defer stop()
	if err := rm.start(user); err != nil {
		conn.Close()
		return nil, err
	}
	return rm, nil
}

// Abort closes the connection without exit: a Play or Dial waiting for
// an answer returns at once. Safe from another goroutine.
func (rm *Remote) Abort() { rm.conn.Close() }

// start sends init and reads its answer.
func (rm *Remote) start(user string) error {
	z := rm.st.Size()
	begin := "c"
	if rm.st.ToMove() == rm.server {
		begin = "s"
	}
	init := L("init", "xDim", strconv.Itoa(z.Cols), "yDim", strconv.Itoa(z.Rows), "begin", begin)
	if rm.st.Moves() > 0 {
		init.Params = append(init.Params, Param{"setup", SetupText(rm.st, rm.server)})
	}
	init.Params = append(init.Params, Param{"user", user})
	if err := rm.send(init); err != nil {
		return err
	}
	l, err := rm.expect("initialized")
	if err != nil {
		return err
	}
	rm.Name, _ = l.Get("user")
	if err := rm.readBoard(); err != nil {
		return err
	}
	if begin == "s" {
		return rm.readReply()
	}
	return nil
}

// State is a copy of the game as our engine has it.
func (rm *Remote) State() *kaskade.State { return rm.st.Clone() }

// Play sends our move c, checked by our engine first, and reads the
// answer: bye(winner=c) if it wins, else the server's move and the board
// or bye(winner=s).
func (rm *Remote) Play(c kaskade.Cell) error {
	if rm.st.ToMove() != rm.us {
		return &RemoteError{Addr: rm.addr, Kind: FaultUsage, Err: errors.New("not our turn")}
	}
	if err := rm.st.Check(c); err != nil {
		return fmt.Errorf("our move refused by our own engine: %w", err)
	}
	x, y := rm.st.Size().ColRow(c)
	if err := rm.send(L("move", "x", strconv.Itoa(x), "y", strconv.Itoa(y))); err != nil {
		return err
	}
	rm.st.Place(c)
	if rm.st.Over() {
		return rm.expectBye("c")
	}
	return rm.readReply()
}

// PlayContext is Play that gives up when ctx is done (the connection is
// closed: the game cannot go on).
func (rm *Remote) PlayContext(ctx context.Context, c kaskade.Cell) error {
	stop := context.AfterFunc(ctx, rm.Abort)
	defer stop()
	return rm.Play(c)
}

// readReply reads the server's move, checks it and plays it on our
// engine, then the board or the bye that must follow.
func (rm *Remote) readReply() error {
	l, err := rm.expect("move")
	if err != nil {
		return err
	}
	if err := only(l, []string{"x", "y"}); err != nil {
		return rm.failAt(FaultMalformed, l.String(), "the server's %s: %v", l, err)
	}
	c, err := cellParam(l, rm.st.Size())
	if err == nil {
		err = rm.st.Check(c)
	}
	if err != nil {
		return rm.failAt(FaultIllegal, l.String(), "the server's %s is illegal in our engine: %v", l, err)
	}
	rm.st.Place(c)
	rm.Last = c
	if rm.st.Over() {
		return rm.expectBye("s")
	}
	return rm.readBoard()
}

// readBoard reads a board line per row and compares each with our engine.
func (rm *Remote) readBoard() error {
	for y := range rm.st.Size().Rows {
		l, err := rm.expect("board")
		if err != nil {
			return err
		}
		row, _ := l.Get("row")
		if err := CompareRow(rm.st, rm.server, y, row); err != nil {
			return &RemoteError{Addr: rm.addr, Kind: FaultBoard, Detail: l.String(), Err: err}
		}
	}
	return nil
}

// expectBye reads the bye our engine expects: winner w.
func (rm *Remote) expectBye(w string) error {
	l, err := rm.expect("bye")
	if err != nil {
		return err
	}
	if got, _ := l.Get("winner"); got != w {
		return rm.failAt(FaultWinner, l.String(), "the server said %s; our engine has winner=%s", l, w)
	}
	return nil
}

// Close ends the game with exit (waiting briefly for bye) and the
// connection.
func (rm *Remote) Close() {
	rm.conn.SetDeadline(time.Now().Add(time.Second))
	rm.send(L("exit"))
	for range 8 { // a few answers may still come: skip them
		if l, err := rm.read(); err != nil || l.Name == "bye" {
			break
		}
	}
	rm.conn.Close()
}

// expect reads the next line and requires its name; an error line from
// the server is a refusal.
func (rm *Remote) expect(name string) (Line, error) {
	l, err := rm.read()
	switch {
	case err != nil:
		return Line{}, err
	case l.Name == "error":
		m, _ := l.Get("message")
		return Line{}, rm.failAt(FaultRefused, m, "the server refused: %s (waiting for %s)", m, name)
	case l.Name != name:
		return Line{}, rm.failAt(FaultUnexpected, l.String(), "the server sent %s where our engine expects %s", l, name)
	}
	return l, nil
}

// read reads one line that is not a comment, within Wait.
func (rm *Remote) read() (Line, error) {
	for range 1000 { // a server that sends only comments is broken too
		rm.conn.SetReadDeadline(time.Now().Add(rm.Wait))
		text, err := rm.r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			return Line{}, rm.failAt(FaultMalformed, Trim(string(text[:min(len(text), 80)])), "a line longer than %d bytes", MaxLine)
		}
		if err != nil && len(text) == 0 {
			return Line{}, rm.noAnswer(err)
		}
		l, perr := Parse(string(text))
		if errors.Is(perr, ErrEmpty) {
			if err != nil {
				return Line{}, rm.noAnswer(err)
			}
			continue
		}
		if perr != nil {
			return Line{}, rm.failAt(FaultMalformed, Trim(string(text)), "malformed line %q: %v", Trim(string(text)), perr)
		}
		return l, nil
	}
	return Line{}, rm.failAt(FaultMalformed, "", "only comments")
}

// noAnswer is a read that brought no line: the wait ran out, or the
// connection is gone.
func (rm *Remote) noAnswer(err error) error {
	kind := FaultLost
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		kind = FaultTimeout
	}
	return rm.failAt(kind, "", "no answer: %v", err)
}

func (rm *Remote) send(l Line) error {
	rm.conn.SetWriteDeadline(time.Now().Add(rm.Wait))
	if _, err := rm.conn.Write([]byte(l.String() + "\r\n")); err != nil {
		return rm.failAt(FaultLost, "", "sending %s: %v", l, err)
	}
	return nil
}

// failAt is a RemoteError of kind with detail and a message.
func (rm *Remote) failAt(kind Fault, detail, format string, args ...any) error {
	return &RemoteError{Addr: rm.addr, Kind: kind, Detail: detail, Err: fmt.Errorf(format, args...)}
}
