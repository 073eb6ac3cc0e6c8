//go:build !js

package scene

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"kaskade/online/proto"
	"kaskade/scene/i18n"
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
	for _, c := range layoutCases {
		for _, lang := range []string{"en", "de"} {
			t.Run(lang+"/"+c.String(), func(t *testing.T) {
				r := newCaseRig(t, c, lang)
				defer r.img.Deallocate()
				checkOnlineStates(t, r)
			})
		}
	}
}

// checkOnlineStates draws each state of the online screen.
func checkOnlineStates(t *testing.T, r *layoutRig) {
	s := newOnlineScene(r.m, "")
	r.check("online", r.show(s), 0, nil)
	s.inPage = true
	r.check("online in the page", r.show(s), 0, nil)

	s = newOnlineScene(r.m, "")
	s.name.Text = strings.Repeat("W", proto.MaxName) // the widest name there is
	s.code.Text, s.code.Focus = "K7M-QX2", true
	s.status, s.bad = i18n.Trf("online unreachable", s.server.Text), true
	r.check("online, code typed, unreachable", r.show(s), 0, nil)
	s.status = i18n.Tr("online bad code")
	r.check("online, bad code", r.show(s), 0, nil)

	for _, n := range []int{2, 8} {
		watching := lobbyScene(r, n, proto.Watch)
		r.check(lobbyName(n, "watching"), r.show(watching), 0, nil)
		creator := lobbyScene(r, n, 0)
		r.check(lobbyName(n, "the creator's"), r.show(creator), 0, nil)
	}
}

func lobbyName(n int, whose string) string {
	return "lobby of " + map[int]string{2: "two", 8: "eight"}[n] + ", " + whose
}

// lobbyScene is the lobby of a Kaskade room of n seats as the server
// describes it, seen from seat (proto.Watch: watching): the creator in
// the first seat, the other seats open, computers and people with long
// names, one of them away; two people watch.
func lobbyScene(r *layoutRig, n, seat int) *onlineScene {
	s := newOnlineScene(r.m, "")
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
	r := newCaseRig(t, layoutCase{w: 360, h: 640, ratio: 2}, "en")
	defer r.img.Deallocate()
	s := lobbyScene(r, 8, proto.Watch)
	r.show(s)
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
		r.tap(l.next.R)
	}
	if fmt.Sprint(seen) != "[0 1 2 3 4 5 6 7]" {
		t.Errorf("the pages showed seats %v, want each of the eight once", seen)
	}
	last := s.layout().page
	r.tap(s.layout().prev.R)
	if l := s.layout(); l.page != last-1 || l.first >= seen[len(seen)-1] {
		t.Errorf("‹ on the last page (%d) went to page %d (first seat %d)", last, l.page, l.first)
	}

	d := newCaseRig(t, layoutCase{w: 900, h: 760, ratio: 1}, "en")
	defer d.img.Deallocate()
	desk := lobbyScene(d, 8, proto.Watch)
	d.show(desk)
	if l := desk.layout(); len(l.seats) != 8 || l.next.R.W > 0 {
		t.Errorf("the desktop window shows %d of eight seats (pages: %v)", len(l.seats), l.next.R.W > 0)
	}
}

// tap clicks the middle of r and lets the scene take it.
func (r *layoutRig) tap(at ui.Rect) {
	r.t.Helper()
	r.m.input.(*fakeInput).queue = []ui.Input{{Clicks: []ui.Point{at.Center()}}}
	if err := r.m.Update(); err != nil {
		r.t.Fatal(err)
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
	for _, c := range []layoutCase{{w: 390, h: 844, ratio: 3}, {w: 900, h: 760, ratio: 1}} {
		for _, th := range []view.Theme{view.Themes[0], view.Themes[1]} {
			c.theme = th
			t.Run(c.String(), func(t *testing.T) {
				r := newCaseRig(t, c, "en")
				defer r.img.Deallocate()
				checkOnlineStates(t, r)
			})
		}
	}
}
