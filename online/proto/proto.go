// Package proto is the language of online rooms (docs/online.md): the
// messages a client and the game server send each other over one
// WebSocket, one JSON object per text frame. The server (online/server),
// the game's client (online/client) and the load command all speak it; it
// imports neither Ebitengine nor the server's storage, so it costs the
// browser build little.
//
// A client says hello first (with Version); the server answers welcome,
// or CodeVersion to every message until a hello of its version comes. After that either side may send at any time. A
// client never sends a position, only moves in the game's notation; the
// server answers every request it refuses with an error frame (a stable
// Code and its Args, which the client words) and changes nothing.
package proto

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"unicode"
	"unicode/utf8"
)

// Version is the protocol's version; the server refuses a hello of
// another one with CodeVersion.
const Version = 1

// Path is where the server takes WebSockets, on the page's own origin.
const Path = "/rooms"

// MaxFrame bounds one message in bytes, both ways: a Kaleidoskop view is
// under 1 KB and a finished game's record a few KB; a longer frame closes
// the connection.
const MaxFrame = 64 << 10

// Bounds of the fields a client sends.
const (
	MaxName    = 24  // a person's name, in runes
	MaxOptions = 120 // a game's option text, in bytes
	MaxMove    = 80  // one move in the game's notation, in bytes
	MaxSeats   = 8
	CodeLen    = 6 // a room code's letters
)

// MaxHeld bounds the seats one games request asks about: a device keeps
// as many.
const MaxHeld = 32

// Clocks are the move clocks a room may have, in seconds a move (TCreate's
// Clock; 0: none).
var Clocks = []int{60, 5 * 60, 60 * 60}

// What happens when a seat's move clock runs out (TCreate's Expire).
const (
	ExpireComputer = "computer" // the computer plays that turn at ExpireLevel; the seat stays the person's
	ExpireHandOver = "handover" // the creator may hand the seat to the computer though its person is connected
	ExpireLevel    = "hard"     // the level of a turn the clock gives the computer
)

// MaxGames bounds the games one room plays: each is kept in the room's
// record for the record request.
const MaxGames = 32

// CodeAlphabet are the letters of room codes: easy to read aloud, no 0 or
// O, no 1 or I.
const CodeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// Message types, client to server.
const (
	THello    = "hello"    // V: the client's protocol version
	TCreate   = "create"   // Game, Options, Seats (one Kind "me"), Name
	TJoin     = "join"     // Room, Seat (Watch: -1), Name
	TResume   = "resume"   // Room, Token: back to one's seat after a drop
	TStart    = "start"    // the creator starts the game
	TMove     = "move"     // Ply (moves played so far, as the client saw), Move
	TUndo     = "undo"     // ask to take back one's last turn
	TAnswer   = "answer"   // Yes: to the open undo request
	TComputer = "computer" // Seat, Level: the creator hands an away seat to the computer
	TRecord   = "record"   // the full record, once the game is over
	TLeave    = "leave"    // give up one's seat before the start or after the end, or stop watching

	TGames   = "games"   // Held: the (room, token) pairs a device keeps; answered by TGames with Games
	TClock   = "clock"   // Clock, Expire: the creator sets the room's move clock before the start
	TRematch = "rematch" // after the end: ask the others for a new game in this room, or agree to one asked
)

// Message types, server to client.
const (
	TWelcome = "welcome" // V, Servers
	TJoined  = "joined"  // Room, Seat, Token (keep it: it is the seat's key)
	TRoom    = "room"    // Info: seats, names, who is connected, the undo request
	TState   = "state"   // Ply, Pos, Last, Back, History: the position as this seat may see it
	TError   = "error"   // Code, Args, Text
	TRecText = "record"  // Text: the full record (answer to TRecord)
)

// Watch is the seat of a person who only watches.
const Watch = -1

// Seat kinds in a room.
const (
	KindOpen     = "open"     // waits for a person to join
	KindPerson   = "person"   // a person holds it
	KindComputer = "computer" // the server plays it at Level
	KindMe       = "me"       // in TCreate: the creator's own seat
)

// Msg is every message, both ways: T says which fields mean something.
type Msg struct {
	T       string   `json:"t"`
	V       int      `json:"v,omitempty"`
	Game    string   `json:"game,omitempty"`
	Options string   `json:"options,omitempty"`
	Seats   []Seat   `json:"seats,omitempty"`
	Name    string   `json:"name,omitempty"`
	Room    string   `json:"room,omitempty"`
	Seat    int      `json:"seat,omitempty"`
	Token   string   `json:"token,omitempty"`
	Ply     int      `json:"ply,omitempty"`
	Move    string   `json:"move,omitempty"`
	Yes     bool     `json:"yes,omitempty"`
	Level   string   `json:"level,omitempty"`
	Info    *Info    `json:"info,omitempty"`
	Pos     string   `json:"pos,omitempty"`
	Last    *Last    `json:"last,omitempty"`
	Back    bool     `json:"back,omitempty"`
	History []Last   `json:"history,omitempty"` // in a connection's first TState: every seat move so far
	Code    string   `json:"code,omitempty"`
	Args    []string `json:"args,omitempty"`
	Text    string   `json:"text,omitempty"`
	Servers []string `json:"servers,omitempty"`
	Round   int      `json:"round,omitempty"` // which of the room's games (1 the first): in TState, TRecord (0: the one now) and TRecText

	// TGames: the device's seats asked about, and the answer.
	Held  []Held    `json:"held,omitempty"`
	Games []Summary `json:"games,omitempty"`

	// The move clock: in TCreate the seconds a move (Clocks) and what
	// its running out does (Expire…); in TState the seconds left for the
	// seat to move (0: no clock runs, -1: the time is up).
	Clock  int    `json:"clock,omitempty"`
	Expire string `json:"expire,omitempty"`
	Left   int    `json:"left,omitempty"`
}

// Held is a seat a device keeps, in TGames: its room and token.
type Held struct {
	Room  string `json:"room"`
	Token string `json:"token"`
}

// Summary is a room as one of its seats may see it, in the answer to
// TGames: Gone when the room is no more or the token is not its (nothing
// else is said then).
type Summary struct {
	Room    string `json:"room"`
	Gone    bool   `json:"gone,omitempty"`
	Game    string `json:"game,omitempty"`
	Seats   []Seat `json:"seats,omitempty"`
	Seat    int    `json:"seat"`             // the asking seat (Watch: the watching creator)
	ToMove  []int  `json:"toMove,omitempty"` // the seats to move: none before the start or once over
	Started bool   `json:"started,omitempty"`
	Over    bool   `json:"over,omitempty"`
	Since   int64  `json:"since"` // seconds since the last move (or the start, or the room's opening); -1: not known
}

// Seat is one seat of a room: in TCreate what it is to be, in Info what
// it is.
type Seat struct {
	Kind      string `json:"kind"`
	Name      string `json:"name,omitempty"`
	Level     string `json:"level,omitempty"`
	Connected bool   `json:"connected,omitempty"` // a person's device is online now
}

// Info is a room as everyone in it may see it.
type Info struct {
	Code     string `json:"code"`
	Game     string `json:"game"`
	Options  string `json:"options"`
	Seats    []Seat `json:"seats"`
	Creator  int    `json:"creator"` // the creator's seat (Watch: watches)
	Started  bool   `json:"started"`
	Over     bool   `json:"over,omitempty"`
	Watchers int    `json:"watchers,omitempty"`
	UndoBy   int    `json:"undoBy"`            // the seat asking to undo, or Watch: none
	UndoYes  []int  `json:"undoYes,omitempty"` // the seats that agreed so far

	// The room's move clock (seconds a move, 0: none) and what its
	// running out does.
	Clock   int    `json:"clock,omitempty"`
	Expire  string `json:"expire,omitempty"`
	Round   int    `json:"round,omitempty"`   // the game's number in the room, 1 for the first
	Rematch []int  `json:"rematch,omitempty"` // after the end: the seats that want a new game, the asker first
}

// Last is the move that led to a TState's position: its seat, the game's
// number for it and its notation. Chance steps after it are already in
// the position.
type Last struct {
	By   int    `json:"by"`
	Move int32  `json:"move"`
	Text string `json:"text"`
	End  bool   `json:"end,omitempty"` // the move ends its seat's turn (a Kaleidoskop turn is several moves)
}

// Error codes: the stable reasons a request is refused. Args carry the
// details a client words (a game's own refusal code comes with
// CodeIllegal: Args[0] is the game's code, the rest its arguments).
const (
	CodeVersion   = "version"    // Args: the server's version
	CodeBadFrame  = "bad-frame"  // not a message, or a field out of bounds
	CodeTooFast   = "too-fast"   // too many messages: slow down
	CodeTooMany   = "too-many"   // too many rooms tried or opened from this address
	CodeNoRoom    = "no-room"    // Args: the code
	CodeSeatTaken = "seat-taken" // Args: the seat
	CodeNoSeat    = "no-seat"    // the request needs a seat (or the creator's)
	CodeBadToken  = "bad-token"  // the token is not this room's
	CodeStarted   = "started"    // the game has started already
	CodeNotReady  = "not-ready"  // open seats are left
	CodeNotYours  = "not-yours"  // another seat is to move
	CodeStale     = "stale"      // Args: the ply now (the move was for an older position)
	CodeIllegal   = "illegal"    // Args: the game's refusal code and arguments
	CodeBadGame   = "bad-game"   // Args: what is wrong with the game or options
	CodeNoUndo    = "no-undo"    // nothing of this seat's to take back
	CodeNotAway   = "not-away"   // the seat's person is connected
	CodeBusy      = "busy"       // the server could not store the change now: try again
	CodeNotOver   = "not-over"   // the record is given once the game is over
	CodePlaying   = "playing"    // a rematch is asked once the game is over
	CodeNoGame    = "no-game"    // Args: the number of the room's game now (a record asked of a game it has not played)
	CodeLastGame  = "last-game"  // the room has played MaxGames games: open a new one
)

// Errors of Decode.
var (
	ErrTooLarge = fmt.Errorf("message over %d bytes", MaxFrame)
	ErrBad      = errors.New("not a message of this protocol")
)

// Encode writes m as one frame.
func Encode(m Msg) []byte {
	b, err := json.Marshal(m)
	if err != nil { // cannot happen: Msg has only plain fields
		panic(err)
	}
	return b
}

// Decode reads one frame. It checks the size, the shape (unknown fields,
// names in another case and keys given twice are refused) and the bounds of what a client may send; the meaning is
// the server's to check.
func Decode(data []byte) (Msg, error) {
	var m Msg
	if len(data) > MaxFrame {
		return m, ErrTooLarge
	}
	// strictKeys refuses unknown and misspelt fields and a second value;
	// Unmarshal then fills m (and refuses what is not JSON)
	if err := strictKeys(data, reflect.TypeFor[Msg]()); err != nil {
		return Msg{}, fmt.Errorf("%w: %v", ErrBad, err)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return Msg{}, fmt.Errorf("%w: %v", ErrBad, err)
	}
	if err := m.check(); err != nil {
		return Msg{}, fmt.Errorf("%w: %v", ErrBad, err)
	}
	return m, nil
}

// check bounds the fields a client may send.
func (m Msg) check() error {
	switch {
	case m.T == "" || len(m.T) > 16:
		return errors.New("no type")
	case len(m.Seats) > MaxSeats:
		return fmt.Errorf("more than %d seats", MaxSeats)
	case len(m.Options) > MaxOptions:
		return fmt.Errorf("options over %d bytes", MaxOptions)
	case len(m.Move) > MaxMove:
		return fmt.Errorf("move over %d bytes", MaxMove)
	case len(m.Game) > 32 || len(m.Level) > 32 || len(m.Room) > 16 || len(m.Token) > 64:
		return errors.New("a field is too long")
	case m.Seat < Watch || m.Seat >= MaxSeats:
		return fmt.Errorf("seat %d out of range", m.Seat)
	case m.Ply < 0:
		return fmt.Errorf("ply %d below 0", m.Ply)
	case len(m.Held) > MaxHeld:
		return fmt.Errorf("more than %d seats asked about", MaxHeld)
	case len(m.Games) > 0:
		return errors.New("games are the server's to send")
	case m.Clock < 0 || m.Clock > 24*3600 || m.Left != 0 || len(m.Expire) > 16:
		return errors.New("a clock out of bounds")
	case m.Round < 0 || m.Round > MaxGames:
		return fmt.Errorf("game %d out of range", m.Round)
	}
	for _, h := range m.Held {
		if len(h.Room) > 16 || len(h.Token) > 64 {
			return errors.New("a field is too long")
		}
	}
	for _, s := range append([]Seat{{Name: m.Name}}, m.Seats...) {
		if err := CheckName(s.Name); err != nil {
			return err
		}
	}
	return nil
}

// CheckName says whether s may be a person's name: at most MaxName
// printable runes, no surrounding spaces.
func CheckName(s string) error {
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxName {
		return fmt.Errorf("a name is at most %d letters", MaxName)
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return errors.New("a name has only printable letters")
		}
	}
	return nil
}

// NormCode writes a room code as the server keeps it: upper case, with
// spaces and dashes dropped. It reports false unless the result is
// CodeLen letters of CodeAlphabet.
func NormCode(s string) (string, bool) {
	var b []byte
	for _, r := range s {
		switch {
		case r == ' ' || r == '-':
			continue
		case 'a' <= r && r <= 'z':
			r -= 'a' - 'A'
		}
		if r > unicode.MaxASCII || !bytes.ContainsRune([]byte(CodeAlphabet), r) {
			return "", false
		}
		b = append(b, byte(r))
	}
	return string(b), len(b) == CodeLen
}
