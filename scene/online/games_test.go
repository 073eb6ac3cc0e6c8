package online

import (
	"strings"
	"testing"

	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// openSeat creates a 3x3 Kaskade room whose creator is this device (the
// seat is kept in the slot) with a client in the other seat, and starts
// it; it returns the other client and the code.
func openSeat(t *testing.T, url string) (*client.Client, string) {
	t.Helper()
	c, err := client.New(url)
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	t.Cleanup(c.Close)
	awaitMsg(t, c, func(m proto.Msg) bool { return m.T == proto.TWelcome })
	c.Send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "3x3", Name: "Ada",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	joined := awaitMsg(t, c, func(m proto.Msg) bool { return m.T == proto.TJoined })
	keepSeat(heldSeat{Server: strings.TrimRight(url, "/"), Room: joined.Room, Seat: 0, Token: joined.Token})
	c.Close() // the device's seat is away: its person looks at the list

	other, err := client.New(url)
	if err != nil {
		t.Fatal(err)
	}
	other.Start()
	t.Cleanup(other.Close)
	awaitMsg(t, other, func(m proto.Msg) bool { return m.T == proto.TWelcome })
	other.Send(proto.Msg{T: proto.TJoin, Room: joined.Room, Seat: 1, Name: "Bo"})
	awaitMsg(t, other, func(m proto.Msg) bool { return m.T == proto.TJoined })
	return other, joined.Room
}

// TestYourGames: the Online screen lists the rooms this device holds a
// seat in on the server: one where it is to move first, then one where
// the other person is (started by the device's creator seat); a room the
// server does not know leaves the list and the slot; a tap on a room goes
// back to its table, in its seat.
func TestYourGames(t *testing.T) {
	hs := testServer(t)
	url := strings.TrimRight(hs.URL, "/")
	_, lobby := openSeat(t, hs.URL) // not started: nobody's turn
	_, mine := openSeat(t, hs.URL)
	starter, err := client.New(hs.URL)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := seatIn(url, mine)
	starter.Seat(mine, h.Token) // the creator's seat, from another connection, starts the game
	starter.Start()
	t.Cleanup(starter.Close)
	awaitMsg(t, starter, func(m proto.Msg) bool { return m.T == proto.TJoined })
	starter.Send(proto.Msg{T: proto.TStart})
	awaitMsg(t, starter, func(m proto.Msg) bool { return m.T == proto.TState })
	starter.Close()
	keepSeat(heldSeat{Server: url, Room: "ZZZZZZ", Seat: 1, Token: strings.Repeat("ab", 16)})

	r := newRig(t, view.Instant)
	r.M.Settings.Server = hs.URL
	s := newOnlineScene(r.M, "")
	r.M.Goto(s)
	r.until("the list", func() bool { return len(s.list.rows) == 2 })
	first, second := s.list.rows[0], s.list.rows[1]
	if first.Room != mine || !myTurn(first) || second.Room != lobby || myTurn(second) || second.Started {
		t.Fatalf("the list: %+v, want %s (your turn) before %s (not started)", s.list.rows, mine, lobby)
	}
	if got := turnLine(first, s.statusFace(1), 1e4); got != i18n.Tr("games your turn") {
		t.Errorf("the first row says %q", got)
	}
	if got := withLine(first); got != i18n.Trf("games with", "Kaskade", "Bo") {
		t.Errorf("the first row's game and others: %q", got)
	}
	if _, ok := seatIn(url, "ZZZZZZ"); ok {
		t.Error("a room the server does not know is still kept")
	}

	r.Click(s.layout().games[0].Center())
	r.until("the table", func() bool { return scenetest.NameOf(r.M.Current()) == "board" })
	if room := r.M.Current().(scene.Prober).Probe().Room; room != mine {
		t.Errorf("the tap went to room %q, want %q", room, mine)
	}
}

// TestGamesListForgets: a room over or gone leaves the list and the
// slot; one the answer leaves out (the server could not say) stays kept;
// the seat's turn comes first, then the rest newest first.
func TestGamesListForgets(t *testing.T) {
	newRig(t, view.Instant) // a config folder of its own
	const srv = "http://example.org"
	for _, room := range []string{"AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE"} {
		keepSeat(heldSeat{Server: srv, Room: room, Seat: 0, Token: "t" + room})
	}
	g := gamesList{server: srv}
	g.apply([]proto.Summary{
		{Room: "AAAAAA", Over: true, Started: true},
		{Room: "BBBBBB", Gone: true},
		{Room: "CCCCCC", Started: true, ToMove: []int{1}, Since: 5},
		{Room: "DDDDDD", Started: true, ToMove: []int{0}, Since: 500},
	})
	var rooms []string
	for _, r := range g.rows {
		rooms = append(rooms, r.Room)
	}
	if strings.Join(rooms, " ") != "DDDDDD CCCCCC" {
		t.Errorf("the list is %v, want your turn (D) first, then C", rooms)
	}
	for room, kept := range map[string]bool{"AAAAAA": false, "BBBBBB": false, "CCCCCC": true, "DDDDDD": true, "EEEEEE": true} {
		if _, ok := seatIn(srv, room); ok != kept {
			t.Errorf("room %s kept %v, want %v", room, ok, kept)
		}
	}
}

// TestAgo: how long ago, in both languages, at the edges of each word.
func TestAgo(t *testing.T) {
	defer i18n.SetLang("en")
	for lang, want := range map[string][]string{
		"en": {"", "just now", "just now", "1 min ago", "59 min ago", "1 h ago", "23 h ago", "yesterday", "2 days ago"},
		"de": {"", "gerade eben", "gerade eben", "vor 1 Min.", "vor 59 Min.", "vor 1 Std.", "vor 23 Std.", "gestern", "vor 2 Tagen"},
	} {
		i18n.SetLang(lang)
		for i, sec := range []int64{-1, 0, 59, 60, 3599, 3600, 86399, 86400, 2 * 86400} {
			if got := ago(sec); got != want[i] {
				t.Errorf("%s: ago(%d) = %q, want %q", lang, sec, got, want[i])
			}
		}
	}
}
