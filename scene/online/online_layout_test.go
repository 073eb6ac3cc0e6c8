//go:build !js

package online

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestOnlineLayout holds the online screen to the layout rules, and on a
// phone to the phone rule, on every case of the layout test, in both
// languages: its first view (natively and in the page, where the server
// is the page's), a room code typed with an error said, and the lobby of
// a room of two and of eight seats, for a person watching (who may take a
// seat) and for the creator (who starts). KASKADE_LAYOUT_SHOTS keeps the
// pictures.
func TestOnlineLayout(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := scenetest.NewCaseRig(t, c, lang)
				defer r.Img.Deallocate()
				checkOnlineStates(t, r)
			})
		}
	}
}

// checkOnlineStates draws each state of the online screen.
func checkOnlineStates(t *testing.T, r *scenetest.LayoutRig) {
	s := newOnlineScene(r.M, "")
	r.Check("online", r.Show(s), 0, nil)
	s.inPage = true
	r.Check("online in the page", r.Show(s), 0, nil)

	s = newOnlineScene(r.M, "")
	s.name.Text = strings.Repeat("W", proto.MaxName) // the widest name there is
	s.code.Text, s.code.Focus = "K7M-QX2", true
	s.status, s.bad = i18n.Trf("online unreachable", s.server.Text), true
	r.Check("online, code typed, unreachable", r.Show(s), 0, nil)
	s.status = i18n.Tr("online bad code")
	r.Check("online, bad code", r.Show(s), 0, nil)

	for _, n := range []int{1, 3, 9} {
		r.Check(fmt.Sprintf("online, %d of your games", n), r.Show(gamesScene(r, n)), 0, nil)
	}
	s = gamesScene(r, 9)
	s.list.page = 9 // the last page
	s.status, s.bad = i18n.Tr("online bad code"), true
	r.Check("online, your games' last page, bad code", r.Show(s), 0, nil)

	for _, n := range []int{2, 8} {
		watching := lobbyScene(r, n, proto.Watch)
		r.Check(lobbyName(n, "watching"), r.Show(watching), 0, nil)
		watching.info.Clock, watching.info.Expire = 3600, proto.ExpireHandOver
		r.Check(lobbyName(n, "watching, with a move clock"), r.Show(watching), 0, nil)
		creator := lobbyScene(r, n, 0)
		r.Check(lobbyName(n, "the creator's"), r.Show(creator), 0, nil)
		creator.info.Clock, creator.info.Expire = 3600, proto.ExpireHandOver
		r.Check(lobbyName(n, "the creator's, with a move clock"), r.Show(creator), 0, nil)
	}
	canShare = func() bool { return true } // a phone's page: Share beside Copy link
	defer func() { canShare = platform.CanShare }()
	for _, n := range []int{2, 8} {
		r.Check(lobbyName(n, "the creator's, with Share"), r.Show(lobbyScene(r, n, 0)), 0, nil)
		r.Check(lobbyName(n, "a seated person's, with Share"), r.Show(lobbyScene(r, n, min(5, n-1))), 0, nil)
	}
}

// gamesScene is the entry screen with n of your games listed, as the
// server sums them up: your turn in a Kaleidoskop room of three with the
// longest names, another's turn, the computer's, a lobby waiting for
// players, in every game, moved from just now to days ago.
func gamesScene(r *scenetest.LayoutRig, n int) *onlineScene {
	s := newOnlineScene(r.M, "")
	long := strings.Repeat("W", proto.MaxName)
	person := func(name string) proto.Seat { return proto.Seat{Kind: proto.KindPerson, Name: name, Connected: true} }
	all := []proto.Summary{
		{Room: "K7MQX2", Game: "kaleidoskop", Seats: []proto.Seat{person(long), person(long), person(long)}, Seat: 0, ToMove: []int{0}, Started: true, Since: 200},
		{Room: "ABCDEF", Game: "kaskade", Seats: []proto.Seat{person("Ada"), person(long)}, Seat: 0, ToMove: []int{1}, Started: true, Since: 40},
		{Room: "GHJKLM", Game: "formation", Seats: []proto.Seat{{Kind: proto.KindComputer, Level: "hard"}, person("Bo")}, Seat: 1, ToMove: []int{0}, Started: true, Since: 7200},
		{Room: "NPQRST", Game: "cascades", Seats: []proto.Seat{person("Bo"), {Kind: proto.KindOpen}}, Seat: 0, Since: 90000},
		{Room: "UVWXYZ", Game: "decktet", Seats: []proto.Seat{person("Bo")}, Seat: 0, ToMove: []int{0}, Started: true, Since: 400000},
	}
	for i := range n {
		sum := all[i%len(all)]
		sum.Since += int64(i)
		s.list.rows = append(s.list.rows, sum)
	}
	sortGames(s.list.rows)
	s.list.server = s.serverURL()
	return s
}

func lobbyName(n int, whose string) string {
	return "lobby of " + map[int]string{2: "two", 8: "eight"}[n] + ", " + whose
}

// lobbyScene is the lobby of a Kaskade room of n seats as the server
// describes it, seen from seat (proto.Watch: watching): the creator in
// the first seat, the other seats open, computers and people with long
// names, one of them away; two people watch.
func lobbyScene(r *scenetest.LayoutRig, n, seat int) *onlineScene {
	s := newOnlineScene(r.M, "")
	s.joined, s.room, s.seat, s.creator = true, "K7M-QX2", seat, seat == 0
	info := &proto.Info{Code: s.room, Game: "kaskade", Options: "6x6,players=8", Creator: 0, Watchers: 2}
	if n == 2 {
		info.Options = "6x6"
	}
	long := strings.Repeat("W", proto.MaxName)
	kinds := []proto.Seat{
		{Kind: proto.KindPerson, Name: long, Connected: true},
		{Kind: proto.KindOpen},
		{Kind: proto.KindComputer, Level: "expert"},
		{Kind: proto.KindPerson, Name: long},
		{Kind: proto.KindOpen},
		{Kind: proto.KindPerson, Name: "Ada", Connected: true},
		{Kind: proto.KindComputer, Level: "easy"},
		{Kind: proto.KindOpen},
	}
	info.Seats = kinds[:n]
	s.info = info
	return s
}

// TestOnlineSeatPages: on a small phone the lobby of eight shows its seats
// on pages, and taps on › and ‹ reach every seat once, with a button to
// take each open one; on the desktop window all eight show at once.
func TestOnlineSeatPages(t *testing.T) {
	r := scenetest.NewCaseRig(t, scenetest.Case{W: 360, H: 640, Ratio: 2}, "en")
	defer r.Img.Deallocate()
	s := lobbyScene(r, 8, proto.Watch)
	r.Show(s)
	var seen []int
	for range 8 {
		l := s.layout()
		for i := range l.seats {
			seen = append(seen, l.first+i)
			if open := s.info.Seats[l.first+i].Kind == proto.KindOpen; open != (l.take[i].R.W > 0) {
				t.Errorf("seat %d: open %v, a button to take it %v", l.first+i, open, l.take[i].R.W > 0)
			}
		}
		if l.next.R.W == 0 {
			t.Fatal("eight seats on a small phone: no pages")
		}
		if l.next.Disabled {
			break
		}
		tap(r, l.next.R)
	}
	if fmt.Sprint(seen) != "[0 1 2 3 4 5 6 7]" {
		t.Errorf("the pages showed seats %v, want each of the eight once", seen)
	}
	last := s.layout().page
	tap(r, s.layout().prev.R)
	if l := s.layout(); l.page != last-1 || l.first >= seen[len(seen)-1] {
		t.Errorf("‹ on the last page (%d) went to page %d (first seat %d)", last, l.page, l.first)
	}

	d := scenetest.NewCaseRig(t, scenetest.Case{W: 900, H: 760, Ratio: 1}, "en")
	defer d.Img.Deallocate()
	desk := lobbyScene(d, 8, proto.Watch)
	d.Show(desk)
	if l := desk.layout(); len(l.seats) != 8 || l.next.R.W > 0 {
		t.Errorf("the desktop window shows %d of eight seats (pages: %v)", len(l.seats), l.next.R.W > 0)
	}
}

// tap clicks the middle of at and lets the scene take it.
func tap(r *scenetest.LayoutRig, at ui.Rect) {
	r.T.Helper()
	r.M.Input().(*scenetest.FakeInput).Queue = []ui.Input{{Clicks: []ui.Point{at.Center()}}}
	if err := r.M.Update(); err != nil {
		r.T.Fatal(err)
	}
}

// TestOnlineShots draws the online screen's states at 390x844 at ratio 3
// and on the desktop window, dark and light, into KASKADE_LAYOUT_SHOTS
// (the layout cases give each phone ratio one theme only), checking them
// as TestOnlineLayout does; without the variable it is skipped.
func TestOnlineShots(t *testing.T) {
	if os.Getenv("KASKADE_LAYOUT_SHOTS") == "" {
		t.Skip("KASKADE_LAYOUT_SHOTS is not set")
	}
	for _, c := range []scenetest.Case{{W: 390, H: 844, Ratio: 3}, {W: 900, H: 760, Ratio: 1}} {
		for _, th := range []view.Theme{view.Themes[0], view.Themes[1]} {
			c.Theme = th
			t.Run(c.String(), func(t *testing.T) {
				r := scenetest.NewCaseRig(t, c, "en")
				defer r.Img.Deallocate()
				checkOnlineStates(t, r)
			})
		}
	}
}

// TestLargerTextSmallPhoneOnline holds the online screen's states to the
// layout and phone rules on the smallest phone (360x640) in the largest
// text size, in both languages (the table's TestLargerTextSmallPhone holds
// the settings and the course's form there).
func TestLargerTextSmallPhoneOnline(t *testing.T) {
	c := scenetest.Case{W: 360, H: 640, Ratio: 3, Theme: view.Themes[0], TextSize: len(view.TextScales) - 1}
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			r := scenetest.NewCaseRig(t, c, lang)
			defer r.Img.Deallocate()
			checkOnlineStates(t, r)
		})
	}
}

// TestCodeHintIsACode: the example in the bad-code hint is a code as the
// server makes them (it showed a dash the codes never have).
func TestCodeHintIsACode(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		hint := i18n.Tr("online bad code")
		ex := hint[strings.LastIndex(hint, " ")+1 : len(hint)-1]
		if c, ok := proto.NormCode(ex); !ok || c != ex {
			t.Errorf("%s: the hint's example %q is not a code as written", lang, ex)
		}
	}
	i18n.SetLang("en")
}
