package server

import (
	"strconv"
	"strings"
	"testing"

	"kaskade/online/proto"
)

// TestSecretDealNotShown: a Kaleidoskop room's cards are drawn from the
// room's secret seed, so its info.options names no deal (the creator's
// deal=0 decides nothing), and no frame holds the seed.
func TestSecretDealNotShown(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	c := hello(t, ts.http.URL)
	c.send(proto.Msg{T: proto.TCreate, Game: "kaleidoskop", Options: "players=3,length=short,deal=0",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindComputer, Level: "random"}, {Kind: proto.KindComputer, Level: "random"}}})
	j := c.expect(proto.TJoined)
	if got := c.expect(proto.TRoom).Info.Options; got != "players=3,length=short" {
		t.Errorf("info.options %q, want players=3,length=short", got)
	}
	c.send(proto.Msg{T: proto.TStart})
	st := c.expect(proto.TState)
	ts.mu.Lock()
	r := ts.rooms[j.Room]
	ts.mu.Unlock()
	r.mu.Lock()
	seed := strconv.FormatUint(r.rec.Seed, 10)
	r.mu.Unlock()
	if strings.Contains(st.Pos, seed) {
		t.Errorf("the state holds the room's seed %s: %s", seed, st.Pos)
	}
	if !strings.Contains(st.Pos, "deal=0") && strings.Contains(st.Pos, "deal=") {
		t.Errorf("the view names a deal: %s", st.Pos)
	}
}
