//go:build !js

package scene

import (
	"strings"
	"testing"

	"kaskade/online/proto"
	"kaskade/scene/i18n"
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
