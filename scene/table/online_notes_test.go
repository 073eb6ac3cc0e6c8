package table

import (
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"

	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// onlineTable is a table for seat 0 of a 4x4 Kaskade room of Ann and a
// seat with no name, fed by the test (the client never connects).
func onlineTable(t *testing.T) (*rig, *table, *roomMatch) {
	t.Helper()
	g, err := games.Lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	start, err := g.New("4x4")
	if err != nil {
		t.Fatal(err)
	}
	c, err := client.New("http://127.0.0.1:1")
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, view.Instant)
	rm := &roomMatch{c: c, entry: g, seat: 0, info: proto.Info{Game: "kaskade", Options: "4x4", UndoBy: proto.Watch,
		Seats: []proto.Seat{{Kind: proto.KindPerson, Name: "Ann", Connected: true}, {Kind: proto.KindPerson, Connected: true}}}, view: start, sent: -1, away: map[int]bool{}}
	tb, err := newTableOf(r.M, namesFromRoom(scenetest.HumanConfig("kaskade"), rm.info), rm)
	if err != nil {
		t.Fatal(err)
	}
	r.Goto(tb)
	return r, tb, rm
}

// TestOnlineSeatNotesNameTheSeat: away, back and the computer taking over
// are said with the person's name, else the seat's ("is away" said no
// one's); the computer taking a seat is not "back" (issue 40).
func TestOnlineSeatNotesNameTheSeat(t *testing.T) {
	_, tb, rm := onlineTable(t)
	info := rm.info
	for _, c := range []struct { // in turn: each note follows the seat as it was
		seat proto.Seat
		want string
	}{
		{proto.Seat{Kind: proto.KindPerson}, "Black is away"},
		{proto.Seat{Kind: proto.KindComputer, Level: "easy", Connected: true}, "The computer plays for Black now."},
		{proto.Seat{Kind: proto.KindPerson, Name: "Ben"}, "Ben is away"},
		{proto.Seat{Kind: proto.KindPerson, Name: "Ben", Connected: true}, "Ben is back"},
	} {
		info.Seats = []proto.Seat{info.Seats[0], c.seat}
		tb.roomChanged(rm, info)
		if tb.msg != c.want {
			t.Errorf("seat 1 now %+v: the note %q, want %q", c.seat, tb.msg, c.want)
		}
	}
}

// TestOnlineUndoAnswerSaysWhich: this seat's undo request ended says
// whether the move was taken back or the others said no (it said "Your
// request to take back was answered." either way).
func TestOnlineUndoAnswerSaysWhich(t *testing.T) {
	for _, granted := range []bool{true, false} {
		r, tb, rm := onlineTable(t)
		rm.ply = 1
		asked := rm.info
		asked.UndoBy = 0
		tb.roomChanged(rm, asked)
		over := asked
		over.UndoBy = proto.Watch
		tb.roomChanged(rm, over)
		if granted {
			tb.arrive(rm, proto.Msg{T: proto.TState, Ply: 0, Pos: rm.view.String(), Back: true})
		}
		for range undoWait + 1 {
			r.Tick(ui.Input{})
		}
		want := map[bool]string{true: "Your move was taken back.", false: "The others said no: your move stands."}[granted]
		if tb.msg != want {
			t.Errorf("granted %v: the table says %q, want %q", granted, tb.msg, want)
		}
	}
}

// TestOnlineSaysWhoIAm: on one's own screen the header says when it is
// one's turn; a watcher's header says so, and leaving promises no seat
// (issue 40).
func TestOnlineSaysWhoIAm(t *testing.T) {
	_, tb, rm := onlineTable(t)
	if p, verb := tb.turn(); p != 0 || verb != "to move: your turn" {
		t.Errorf("this screen's turn: seat %d %q", p, verb)
	}
	rm.seat = -1 // a watcher
	if _, verb := tb.turn(); verb != "to move" {
		t.Errorf("a watcher's header says %q", verb)
	}
	if sub := tb.subtitle(0); len(sub) == 0 || sub[0] != "you are watching" {
		t.Errorf("a watcher's second line: %q", sub)
	}
	if note := tb.leaveNote(); note != "You were watching: the room's link lets you watch again." {
		t.Errorf("a watcher leaving is told %q", note)
	}
	rm.seat = 0
	if note := tb.leaveNote(); strings.Contains(note, "watch") {
		t.Errorf("a seat's person leaving is told %q", note)
	}
}

// TestOnlineMovesFromTheStart: a screen that comes to a game under way
// (someone late, or back after a drop) lists every move from the first,
// from the history its first position brings; later moves follow it and
// an undo cuts it (it showed "No moves yet", or only the last move).
func TestOnlineMovesFromTheStart(t *testing.T) {
	_, tb, rm := onlineTable(t)
	g := rm.entry
	st, _ := g.New("4x4")
	var hist []proto.Last
	for i, text := range []string{"a1", "d4", "b1"} {
		mv, err := st.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		hist = append(hist, proto.Last{By: i % 2, Move: int32(mv), Text: text, End: true})
		st.Apply(mv)
	}
	texts := func() []string {
		plies, from := tb.history()
		if from != 0 {
			t.Errorf("the list starts at ply %d", from)
		}
		var out []string
		for _, p := range plies {
			out = append(out, p.Text)
		}
		return out
	}
	tb.arrive(rm, proto.Msg{T: proto.TState, Ply: 3, Pos: st.String(), Last: &hist[2], History: hist})
	if got := texts(); !slices.Equal(got, []string{"a1", "d4", "b1"}) {
		t.Fatalf("came to a game under way, the list: %v", got)
	}
	mv, _ := st.ParseMove("d3")
	st.Apply(mv)
	tb.arrive(rm, proto.Msg{T: proto.TState, Ply: 4, Pos: st.String(), Last: &proto.Last{By: 1, Move: int32(mv), Text: "d3", End: true}})
	if got := texts(); !slices.Equal(got, []string{"a1", "d4", "b1", "d3"}) {
		t.Fatalf("after the next move: %v", got)
	}
	back, _ := g.New("4x4")
	for _, l := range hist[:2] {
		back.Apply(game.Move(l.Move))
	}
	tb.arrive(rm, proto.Msg{T: proto.TState, Ply: 2, Pos: back.String(), Last: &hist[1], Back: true})
	if got := texts(); !slices.Equal(got, []string{"a1", "d4"}) {
		t.Fatalf("after an undo: %v", got)
	}
}
