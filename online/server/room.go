package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"time"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/online/proto"
)

// record is a room as the store keeps it: everything needed to rebuild its
// match (the game, its options, the secret seed of its chance steps and
// the moves), the seats with the hashes of their tokens, and the open
// undo request. It is the one truth: a server's memory is a cache of it.
type record struct {
	Game       string    `json:"game"`
	Options    string    `json:"options"`
	Seed       uint64    `json:"seed"`
	Seats      []seatRec `json:"seats"`
	Creator    int       `json:"creator"`    // the creator's seat, proto.Watch if watching
	CreatorKey string    `json:"creatorKey"` // hash of the creator's token
	Started    bool      `json:"started"`
	Moves      []string  `json:"moves"` // the seats' moves in the game's notation, chance steps left out
	UndoBy     int       `json:"undoBy"`
	UndoYes    []int     `json:"undoYes,omitempty"`

	// At is when the position last changed (the opening, the start, a
	// move, an undo), in Unix seconds of the server's clock: the games
	// list's "3 min ago" (games.go). 0 in records older than it.
	At int64 `json:"at,omitempty"`
	// Clock is the seconds a seat has for a move (0: no clock) and Expire
	// what its running out does (clock.go): the deadline is At + Clock.
	Clock   int       `json:"clock,omitempty"`
	Expire  string    `json:"expire,omitempty"`
	Rematch []int     `json:"rematch,omitempty"` // after the end: the seats that want a new game (rematch.go)
	Past    []pastRec `json:"past,omitempty"`    // the room's earlier games, oldest first
}

// seatRec is one seat: a person's holds the hash of its token, never the
// token.
type seatRec struct {
	Kind  string `json:"kind"`
	Name  string `json:"name,omitempty"`
	Level string `json:"level,omitempty"`
	Key   string `json:"key,omitempty"`
}

// room is one room in a server's memory: the record at rev, its match
// rebuilt, and the connections of this server that are in it.
type room struct {
	code string

	mu    sync.Mutex
	rec   record
	rev   uint64
	match *match.Match
	conns map[*conn]bool
	busy  bool // a computer's move is queued or being thought
	gone  bool // dropped from the server's memory (forget): look it up again
	// now caches the position (match.State clones it on every call, and
	// a move asked for it half a dozen times): see state.
	now snapshot
	// heard is when the record was last read or written here: a room with
	// people here that has been quiet for resyncAfter is read again, in
	// case the store's watch missed a change (resync).
	heard time.Time
}

// snapshot is a match's position at one point of it.
type snapshot struct {
	of          *match.Match
	len, cursor int
	st          game.State
	last        match.Ply // the last seat move
	hasLast     bool
}

// state is r's position now, cloned once per change of the match; the
// callers only read it (r.mu held).
func (r *room) state() game.State {
	m := r.match
	if n := &r.now; n.st == nil || n.of != m || n.len != m.Len() || n.cursor != m.Cursor() {
		last, ok := lastSeatMove(m)
		*n = snapshot{of: m, len: m.Len(), cursor: m.Cursor(), st: m.State(), last: last, hasLast: ok}
	}
	return r.now.st
}

// rebuild replays rec into a match: the moves were each checked when
// made, so an error means a damaged record.
func rebuild(rec record, lookup match.Lookup) (*match.Match, error) {
	g, err := lookup(rec.Game)
	if err != nil {
		return nil, err
	}
	m, err := match.NewSeeded(g, rec.Options, rec.Seed)
	if err != nil {
		return nil, err
	}
	m.KeepDraws = game.TypeOf(m.State()).Hidden
	for i, mv := range rec.Moves {
		if err := m.Play(mv); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, mv, err)
		}
	}
	return m, nil
}

func (r record) encode() []byte {
	b, err := json.Marshal(r)
	if err != nil { // cannot happen: plain fields
		panic(err)
	}
	return b
}

func decodeRecord(data []byte) (record, error) {
	var r record
	err := json.Unmarshal(data, &r)
	return r, err
}

// clone copies r deeply enough to change its seats and lists.
func (r record) clone() record {
	c := r
	c.Seats = append([]seatRec(nil), r.Seats...)
	c.Moves = append([]string(nil), r.Moves...)
	c.UndoYes = append([]int(nil), r.UndoYes...)
	c.Rematch = append([]int(nil), r.Rematch...)
	return c
}

// people are the seats persons hold.
func (r record) people() []game.Player {
	var ps []game.Player
	for i, s := range r.Seats {
		if s.Kind == proto.KindPerson {
			ps = append(ps, game.Player(i))
		}
	}
	return ps
}

// seatOf finds the seat whose token hashes to key: a seat number, or
// proto.Watch for the watching creator; false when none.
func (r record) seatOf(key string) (int, bool) {
	for i, s := range r.Seats {
		if s.Kind == proto.KindPerson && s.Key == key {
			return i, true
		}
	}
	if key == r.CreatorKey && r.Creator == proto.Watch {
		return proto.Watch, true
	}
	return 0, false
}

// newToken is a seat's secret: 128 random bits, and the hash the record
// keeps of it.
func newToken() (token, key string) {
	var b [16]byte
	rand.Read(b[:])
	token = hex.EncodeToString(b[:])
	return token, hashToken(token)
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// newCode draws a room code of proto.CodeLen letters.
func newCode() string {
	var b [proto.CodeLen]byte
	rand.Read(b[:])
	for i := range b {
		b[i] = proto.CodeAlphabet[int(b[i])%len(proto.CodeAlphabet)] // 256 is a multiple of 32: even odds
	}
	return string(b[:])
}

// newSeed is a room's secret seed for its chance steps.
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// viewer is the player whose view seat gets: the seat itself, or
// game.Onlooker for a person who watches.
func viewer(seat int) game.Player {
	if seat < 0 {
		return game.Onlooker
	}
	return game.Player(seat)
}

// viewOf is st as seat may see it: a game.Viewer's view (hidden hands,
// and cards face down, such as the Decktet solitaire's stock), else st.
func viewOf(st game.State, seat int) game.State {
	if im, ok := st.(game.Viewer); ok {
		return im.ViewFor(viewer(seat))
	}
	return st
}

// info is the room as everyone in it may see it, with who is connected
// to this server.
func (r *room) info() *proto.Info {
	in := &proto.Info{Code: r.code, Game: r.rec.Game, Options: shownOptions(r.rec.Options, r.state()), Creator: r.rec.Creator,
		Started: r.rec.Started, Over: r.state().IsOver(), UndoBy: r.rec.UndoBy, UndoYes: r.rec.UndoYes}
	in.Clock, in.Expire = r.rec.Clock, r.rec.Expire
	in.Round, in.Rematch = r.rec.round(), r.rec.Rematch
	for _, s := range r.rec.Seats {
		in.Seats = append(in.Seats, proto.Seat{Kind: s.Kind, Name: s.Name, Level: s.Level})
	}
	for c := range r.conns {
		switch {
		case c.seat >= 0 && c.seat < len(in.Seats):
			in.Seats[c.seat].Connected = true
		case c.seat == proto.Watch:
			in.Watchers++
		}
	}
	return in
}

// shownOptions are a room's options as its people see them. A game whose
// options carry a deal number of its own (match.Seeder: Kaleidoskop) has
// its cards drawn from the room's secret seed instead, so its deal item,
// which decides nothing here, is left out rather than shown as a deal.
func shownOptions(options string, st game.State) string {
	if _, ok := st.(match.Seeder); !ok {
		return options
	}
	var kept []string
	for item := range strings.SplitSeq(options, ",") {
		if !strings.HasPrefix(strings.TrimSpace(item), "deal=") {
			kept = append(kept, item)
		}
	}
	return strings.Join(kept, ",")
}

// stateFor is the TState message for seat: the position as it may see
// it, the moves played and the last of them.
func (r *room) stateFor(seat int, back bool) proto.Msg {
	st := r.state()
	m := proto.Msg{T: proto.TState, Ply: r.match.Played(), Pos: viewOf(st, seat).String(), Back: back}
	m.Round = r.rec.round() // a new game starts at ply 0 again: the client knows it by its number
	if n := r.now; n.hasLast {
		m.Last = &proto.Last{By: int(n.last.By), Move: int32(n.last.Move), Text: n.last.Text, End: n.last.TurnEnd}
	}
	return m
}

// history is every seat move so far, in order: what everyone at the
// table saw played (chance steps, which may be secret, left out).
func (r *room) history() []proto.Last {
	var out []proto.Last
	for _, p := range r.match.Moves() {
		if p.By != game.Chance {
			out = append(out, proto.Last{By: int(p.By), Move: int32(p.Move), Text: p.Text, End: p.TurnEnd})
		}
	}
	return out
}

// lastSeatMove is the last move a seat made (chance steps skipped).
func lastSeatMove(m *match.Match) (match.Ply, bool) {
	plies := m.Moves()
	for i := len(plies) - 1; i >= 0; i-- {
		if plies[i].By != game.Chance {
			return plies[i], true
		}
	}
	return match.Ply{}, false
}
