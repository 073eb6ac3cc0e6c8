package table

import (
	"errors"
	"slices"
	"strconv"

	"kaskade/scene"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
)

// tableMatch is the game the table runs, through one interface: a match
// on this device (*match.Match) or a room on a game server (roomMatch).
type tableMatch interface {
	State() game.State // the position as this screen may see it
	Game() game.Entry
	Options() string
	Played() int
	Cursor() int
	Last() (match.Ply, bool)
	CanUndo() bool
	CanRedo() bool
	PlayMove(mv game.Move) error
	UndoTurn(humans ...game.Player) int
	RedoTurn(humans ...game.Player) int
	Undo() bool
	Redo() bool
	StateAt(n int) (game.State, error)
	AllMoves() []match.Ply
	Moves() []match.Ply
}

var _ tableMatch = (*match.Match)(nil)

// errSent is PlayMove's answer online: the move went to the server, which
// referees it; the position comes back as an update (roomMatch.follow).
var errSent = errors.New("sent to the server")

// roomMatch is a room on a game server as the table sees it: the seat's
// own view, updated from the server's messages. The server is the
// referee: a move is checked here by the engine on the seat's view only
// to answer a plain mistake at once, then sent; nothing changes until the
// server's update arrives.
type roomMatch struct {
	c        *client.Client
	entry    game.Entry
	seat     int // this screen's seat, proto.Watch to watch
	info     proto.Info
	view     game.State // the seat's view at ply moves
	ply      int
	round    int // the room's game of view (1 the first)
	last     *proto.Last
	sent     int       // the ply a move was sent at, -1 when none is pending
	sentMove game.Move // the move sent
	full     *match.Match
	asked    bool // the full record has been asked for
	away     map[int]bool
	moves    []match.Ply // the seats' moves, as far as this screen saw them (follow)
	clock    moveClock   // the seat to move's time, when the room has a move clock (table_clock.go)
}

// newRoomMatch follows a started room.
func newRoomMatch(c *client.Client, info proto.Info, seat int, st proto.Msg) (*roomMatch, error) {
	g, err := games.Lookup(info.Game)
	if err != nil {
		return nil, err
	}
	r := &roomMatch{c: c, entry: g, seat: seat, info: info, sent: -1, away: map[int]bool{}}
	for i, s := range info.Seats {
		r.away[i] = s.Kind == proto.KindPerson && !s.Connected && i != seat
	}
	if err := r.setState(st); err != nil {
		return nil, err
	}
	notice := turnNotice(g, seat, i18n.Trf("page your turn", info.Code))
	notice(st)
	c.Watch(notice)
	return r, nil
}

// turnNotice tells the page when it is seat's turn, from each position
// the server sends (platform.TurnNotice: in the browser the title of a
// page not in front, and a notification).
func turnNotice(g game.Entry, seat int, turn string) func(proto.Msg) {
	return func(m proto.Msg) {
		if m.T != proto.TState || seat < 0 {
			return
		}
		st, err := g.Parse(m.Pos)
		if err != nil {
			return // the table says so when it takes the frame
		}
		if !st.IsOver() && st.CurrentPlayer() == game.Player(seat) {
			platform.TurnNotice(turn)
		} else {
			platform.TurnNotice("")
		}
	}
}

// setState takes a TState message.
func (r *roomMatch) setState(m proto.Msg) error {
	st, err := r.entry.Parse(m.Pos)
	if err != nil {
		return errors.New(i18n.Trf("online bad state", err))
	}
	r.view, r.ply, r.last, r.sent = st, m.Ply, m.Last, -1
	r.follow(m)
	r.clock.set(m.Left)
	r.round = max(m.Round, 1)
	return nil
}

// follow keeps the moves list: the whole history comes with the first
// position of a connection (someone new, or back after a drop); after it
// each position brings its move, and an undo's position cuts the list.
func (r *roomMatch) follow(m proto.Msg) {
	switch {
	case m.History != nil || m.Ply == 0:
		r.moves = r.moves[:0]
		for _, l := range m.History {
			r.moves = append(r.moves, plyOf(l))
		}
	case m.Back:
		r.moves = r.moves[:min(len(r.moves), m.Ply)]
	case m.Last != nil && len(r.moves) < m.Ply:
		r.moves = append(r.moves, plyOf(*m.Last))
	}
}

func plyOf(l proto.Last) match.Ply {
	return match.Ply{By: game.Player(l.By), Move: game.Move(l.Move), Text: l.Text, TurnEnd: l.End}
}

func (r *roomMatch) State() game.State { return r.view.Clone() }
func (r *roomMatch) Game() game.Entry  { return r.entry }
func (r *roomMatch) Options() string   { return r.info.Options }
func (r *roomMatch) Played() int       { return r.ply }
func (r *roomMatch) Cursor() int       { return r.ply }
func (r *roomMatch) CanRedo() bool     { return false }
func (r *roomMatch) Redo() bool        { return false }
func (r *roomMatch) Undo() bool        { return false }
func (r *roomMatch) RedoTurn(...game.Player) int {
	return 0
}

// Last is the last move a seat made, as far as this screen knows it.
func (r *roomMatch) Last() (match.Ply, bool) {
	if r.last == nil {
		return match.Ply{}, false
	}
	return plyOf(*r.last), true
}

// CanUndo: a person may ask to take back a move once one is played.
func (r *roomMatch) CanUndo() bool {
	return r.seat >= 0 && r.ply > 0 && !r.view.IsOver() && r.info.UndoBy == proto.Watch
}

// UndoTurn asks the other people to let this seat take its turn back.
func (r *roomMatch) UndoTurn(...game.Player) int {
	if r.CanUndo() {
		r.c.Send(proto.Msg{T: proto.TUndo})
	}
	return 0
}

// PlayMove checks mv on the seat's view and sends it; errSent says it is
// on its way.
func (r *roomMatch) PlayMove(mv game.Move) error {
	switch {
	case r.seat < 0 || r.view.CurrentPlayer() != game.Player(r.seat):
		return game.Refuse(proto.CodeNotYours, i18n.Tr("online not yours"))
	case r.sent == r.ply:
		return game.Refuse(proto.CodeStale, i18n.Tr("online wait"))
	}
	if err := r.view.Check(mv); err != nil {
		return err
	}
	if !r.c.Send(proto.Msg{T: proto.TMove, Ply: r.ply, Move: r.view.FormatMove(mv)}) {
		return game.Refuse(proto.CodeBusy, i18n.Tr("online offline"))
	}
	r.sent, r.sentMove = r.ply, mv
	return errSent
}

// StateAt knows only the position now.
func (r *roomMatch) StateAt(n int) (game.State, error) {
	if n != r.ply {
		return nil, errors.New("an online game keeps only the position now")
	}
	return r.State(), nil
}

func (r *roomMatch) AllMoves() []match.Ply { return r.Moves() }

// Moves are the seats' moves so far (the chance steps, which may be
// secret, are not sent).
func (r *roomMatch) Moves() []match.Ply { return slices.Clone(r.moves) }

// record is the finished game's full record, once the server sent it.
func (r *roomMatch) record() *match.Match { return r.full }

// refusalOf words a server's error frame as a refusal the view can show.
func refusalOf(m proto.Msg) error {
	if m.Code == proto.CodeIllegal && len(m.Args) >= 2 {
		args := make([]any, 0, len(m.Args)-2)
		for _, a := range m.Args[1 : len(m.Args)-1] {
			if n, err := strconv.Atoi(a); err == nil {
				args = append(args, n)
			} else {
				args = append(args, a)
			}
		}
		return &game.Refusal{Code: m.Args[0], Args: args, Text: m.Args[len(m.Args)-1]}
	}
	return errors.New(scene.OnlineError(m))
}
