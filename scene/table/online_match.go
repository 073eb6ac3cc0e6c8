package table

import (
	"errors"
	"strconv"

	"kaskade/scene"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
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
	return r, nil
}

// setState takes a TState message.
func (r *roomMatch) setState(m proto.Msg) error {
	st, err := r.entry.Parse(m.Pos)
	if err != nil {
		return errors.New(i18n.Trf("online bad state", err))
	}
	r.view, r.ply, r.last, r.sent = st, m.Ply, m.Last, -1
	r.round = max(m.Round, 1)
	return nil
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
	return match.Ply{By: game.Player(r.last.By), Move: game.Move(r.last.Move), Text: r.last.Text}, true
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

// Moves is what this screen knows of the history: the last move.
func (r *roomMatch) Moves() []match.Ply {
	if p, ok := r.Last(); ok {
		return []match.Ply{p}
	}
	return nil
}

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
