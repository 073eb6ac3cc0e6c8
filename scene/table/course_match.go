//go:build !js

package table

import (
	"context"
	"errors"
	"strconv"

	"kaskade/scene"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/online/course"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// A game against a program on the network: the course's game-server
// protocol (docs/rules/kaskade-protocol.md), this screen the client. A
// goroutine (courseLink) holds the connection and the protocol's client,
// which checks every answer with our engine; the table only polls its
// news, so no frame waits for the network.

// courseForm: natively the game can play a program over TCP.
func courseForm() func(*scene.Manager) scene.Scene { return newCourseScene }

// courseWait bounds the wait for each answer of the program.
const courseWait = course.DefaultAnswerWait

// courseSetup is the game the form asks for.
type courseSetup struct {
	addr    string // HOST:PORT
	name    string // ours as typed: "" shows our seat's colour
	size    kaskade.Size
	weBegin bool
}

// user is our name in init: the protocol wants one.
func (s courseSetup) user() string {
	if s.name == "" {
		return "Kaskade"
	}
	return s.name
}

// us is our side: whoever begins is White.
func (s courseSetup) us() kaskade.Player {
	if s.weBegin {
		return kaskade.White
	}
	return kaskade.Black
}

// courseNews is what the link reports: the game started (with the
// program's name and, if it began, its first move), the program's move
// after ours, and why the game cannot go on (after the program's move, if
// only what followed it was wrong).
type courseNews struct {
	started bool
	name    string
	move    kaskade.Cell // the program's move, -1 for none (our move won)
	err     error        // a *course.RemoteError, mostly
}

// courseLink runs one game's connection in its own goroutine: our moves
// go in through ours, the answers come out through news.
type courseLink struct {
	ours   chan kaskade.Cell
	news   chan courseNews
	cancel context.CancelFunc
}

// dialCourse connects in the background; wake is called after each news
// (Manager.Wake: a resting screen shows it).
func dialCourse(s courseSetup, wake func()) *courseLink {
	ctx, cancel := context.WithCancel(context.Background())
	l := &courseLink{ours: make(chan kaskade.Cell, 1), news: make(chan courseNews, 4), cancel: cancel}
	go l.run(ctx, s, wake)
	return l
}

// run plays the game's connection until it fails or the screen hangs up.
func (l *courseLink) run(ctx context.Context, s courseSetup, wake func()) {
	post := func(n courseNews) bool {
		select {
		case l.news <- n:
			wake()
			return true
		case <-ctx.Done():
			return false
		}
	}
	start, err := kaskade.New(s.size)
	if err != nil {
		post(courseNews{move: -1, err: err})
		return
	}
	rm, err := course.DialContext(ctx, s.addr, start, s.us(), s.user(), courseWait)
	if err != nil {
		post(courseNews{move: -1, err: err})
		return
	}
	defer rm.Close() // exit, unless the connection is gone
	if !post(courseNews{started: true, name: rm.Name, move: rm.Last}) {
		return
	}
	for {
		select {
		case <-ctx.Done():
			return
		case c := <-l.ours:
			before := rm.State().Moves()
			err := rm.PlayContext(ctx, c)
			n := courseNews{move: -1, err: err}
			if rm.State().Moves() > before+1 { // the program's move, legal (a board or bye after it may be wrong)
				n.move = rm.Last
			}
			if !post(n) || err != nil {
				return
			}
		}
	}
}

// courseMatch is the table's game against the program: our own match (the
// record, checked by our engine) whose other seat is fed by the link.
type courseMatch struct {
	*match.Match
	setup   courseSetup
	name    string // the program's name
	me      game.Player
	link    *courseLink
	pending []courseNews // news that came before the table: the program's first move
	waiting bool         // our move is on its way, the answer not here yet
	lost    string       // why the game cannot go on, in words; "" while it can
}

var _ remoteSeat = (*courseMatch)(nil)

// remote is the table's game against a program on the network, or nil.
func (t *table) remote() remoteSeat {
	rs, _ := t.match.(remoteSeat)
	return rs
}

// newCourseMatch starts our record of the game the link has started.
func newCourseMatch(s courseSetup, l *courseLink, started courseNews) (*courseMatch, error) {
	g, err := games.Lookup("kaskade")
	if err != nil {
		return nil, err
	}
	mt, err := match.New(g, s.size.String())
	if err != nil {
		return nil, err
	}
	c := &courseMatch{Match: mt, setup: s, name: programName(started.name, s.addr), me: kaskade.PlayerOf(s.us()), link: l}
	if started.move >= 0 {
		c.pending = []courseNews{{move: started.move}}
	}
	return c, nil
}

// programName is the name the program gave, kept short, else its address.
func programName(name, addr string) string {
	name = course.Clean(name)
	if r := []rune(name); len(r) > 24 {
		name = string(r[:23]) + "…"
	}
	if name == "" {
		return addr
	}
	return name
}

// newCourseTable opens the table: our seat and the program's, named.
func newCourseTable(m *scene.Manager, c *courseMatch) (*table, error) {
	cfg := m.SetupFor(c.Game().Name, m.Config)
	cfg.SetOptionText(c.Options())
	cfg.FitTo(2)
	cfg.Players = make([]view.PlayerConfig, 2)
	cfg.Players[c.me] = view.PlayerConfig{Name: c.setup.name, Type: view.Human}
	cfg.Players[1-c.me] = view.PlayerConfig{Name: c.name, Type: view.Human}
	t, err := newTableOf(m, cfg, c)
	if err != nil {
		return nil, err
	}
	c.Players = seatKeys(t.cfg, 2)
	m.Play.Last = c.Match // Export in the menu keeps the game, finished or not
	return t, nil
}

// PlayMove checks our move with our engine, plays it on our record and
// sends it; the program's answer comes through follow.
func (c *courseMatch) PlayMove(mv game.Move) error {
	if !c.mine(c.State().CurrentPlayer()) {
		return game.Refuse("course.wait", i18n.Tr("course not now"))
	}
	if err := c.Match.PlayMove(mv); err != nil {
		return err
	}
	select {
	case c.link.ours <- kaskade.Cell(mv):
		c.waiting = true
	default: // cannot happen: one move is on its way at most
		c.lost = i18n.Trf("course fault lost", c.setup.addr)
	}
	return nil
}

// The program's moves cannot be taken back.
func (c *courseMatch) CanUndo() bool               { return false }
func (c *courseMatch) CanRedo() bool               { return false }
func (c *courseMatch) Undo() bool                  { return false }
func (c *courseMatch) Redo() bool                  { return false }
func (c *courseMatch) UndoTurn(...game.Player) int { return 0 }
func (c *courseMatch) RedoTurn(...game.Player) int { return 0 }

// mine: we move our seat when the game runs and no answer is awaited.
func (c *courseMatch) mine(p game.Player) bool {
	return p == c.me && c.lost == "" && !c.waiting
}

func (c *courseMatch) own() game.Player { return c.me }

func (c *courseMatch) record() *match.Match { return c.Match }

func (c *courseMatch) hangUp() { c.link.cancel() }

// follow takes the link's news: the program's moves are shown like any
// move; a failure stops the game, said in words.
func (c *courseMatch) follow(t *table) {
	for len(c.pending) > 0 {
		n := c.pending[0]
		c.pending = c.pending[1:]
		c.take(t, n)
	}
	for {
		select {
		case n := <-c.link.news:
			c.take(t, n)
		default:
			return
		}
	}
}

// take applies one news: the program's move, then a failure.
func (c *courseMatch) take(t *table, n courseNews) {
	c.waiting = false
	if n.move >= 0 && c.lost == "" {
		c.show(t, kaskade.Cell(n.move))
	}
	if n.err != nil && c.lost == "" {
		c.lost = courseFault(n.err, c.setup.addr, c.name)
		t.say(c.lost, true)
	}
}

// show plays the program's move on our record and hands it to the view.
func (c *courseMatch) show(t *table, mv kaskade.Cell) {
	before := c.State()
	if err := c.Match.PlayMove(game.Move(mv)); err != nil { // the client checked it: cannot happen
		c.lost = i18n.Trf("course fault illegal", c.name, before.FormatMove(game.Move(mv)))
		t.say(c.lost, true)
		return
	}
	t.stopHint()
	t.view.SetHint(game.NoMove)
	t.queue = append(t.queue, view.Shown{Before: t.seen(before), Move: game.Move(mv), After: t.seen(c.State())})
	t.endWait = 0
}

// status: why the game stopped, or whom it waits for.
func (c *courseMatch) status(t *table) string {
	switch {
	case c.lost != "":
		return i18n.Trf("course stopped", c.lost)
	case !t.over() && !c.mine(t.toMove()) && !t.view.Busy() && len(t.queue) == 0:
		return i18n.Trf("course waiting", c.name)
	}
	return ""
}

func (c *courseMatch) leaveNote() string { return i18n.Tr("course leave note") }

// again opens the form for a new game, the other side beginning.
func (c *courseMatch) again(m *scene.Manager) scene.Scene {
	s := c.setup
	s.weBegin = !s.weBegin
	return newCourseSceneWith(m, s)
}

// courseFault words why the game against the program stopped: the
// protocol's client says what went wrong (course.Fault), this screen says
// it in the player's language; who is the program's name or address.
func courseFault(err error, addr, who string) string {
	var re *course.RemoteError
	if !errors.As(err, &re) {
		return i18n.Trf("course fault other", who, err)
	}
	switch re.Kind {
	case course.FaultLost:
		return i18n.Trf("course fault lost", addr)
	case course.FaultUnreached:
		return i18n.Trf("course fault unreached", addr)
	case course.FaultTimeout:
		return i18n.Trf("course fault timeout", who)
	case course.FaultRefused:
		return i18n.Trf("course fault refused", who, re.Detail)
	case course.FaultMalformed, course.FaultUnexpected:
		return i18n.Trf("course fault malformed", who, re.Detail)
	case course.FaultIllegal:
		return i18n.Trf("course fault illegal", who, re.Detail)
	case course.FaultWinner:
		return i18n.Trf("course fault winner", who, re.Detail)
	case course.FaultBoard:
		var d *course.BoardDiff
		if errors.As(err, &d) {
			return i18n.Trf("course fault board", who, string(rune('a'+d.X))+strconv.Itoa(d.Y+1), d.Sent, d.Want)
		}
	}
	return i18n.Trf("course fault other", who, re.Err)
}
