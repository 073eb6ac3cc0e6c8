package kaleidoskop

import (
	"hash/fnv"
	"math/rand/v2"
	"strings"
	"testing"

	"kaskade/engine/game"
)

// The rules page's example turn, written with and without spaces.
func TestNotationExamples(t *testing.T) {
	s := started(t, 4, 11)
	k := hollowAt(t, s, "0,0|1,0|1,-1")
	if got := s.HollowName(k); got != "0,0|1,0|1,-1" {
		t.Fatalf("hollow written %q", got)
	}
	if k2 := hollowAt(t, s, "1,-1|0,0|1,0"); k2 != k {
		t.Fatal("hexes in another order name another hollow")
	}
	rim := s.Hollows()[0]
	if n := len(s.HollowHexes(rim)); n != 2 || hollowAt(t, s, s.HollowName(rim)) != rim {
		t.Fatalf("a rim hollow is written by its %d playable hexes: %q", n, s.HollowName(rim))
	}
	for _, text := range []string{"exchange R @ 0,0|1,0|1,-1", "exchange R@0,0|1,0|1,-1", "exchange  R  @  1,-1|1,0|0,0 "} {
		m, err := s.readMove(text)
		if err != nil || m != PlaceMove(k, Red) {
			t.Errorf("%q: %v", text, err)
		}
	}
	if _, err := s.readMove("place R @ 0,0|1,0|1,-1"); err == nil {
		t.Error("place into the occupied centre read")
	}
	for m, want := range map[game.Move]string{
		ToolMove(Mirror, k, Hex{1, 0}): "mirror 0,0|1,0|1,-1 > 1,0",
		CompleteMove(3, 0):             "complete B04/1",
		DrawMove(OrangeDeck):           "draw orange",
		BuyCardMove():                  "buy card",
		EndMove():                      "end",
	} {
		if got := s.FormatMove(m); got != want {
			t.Errorf("%v written %q, want %q", m, got, want)
		}
		if back, err := s.readMove(want); err != nil || back != m {
			t.Errorf("%q read as %v, %v", want, back, err)
		}
	}
	me := s.Current()
	err := s.PlayTurn("place R @ 0,0|1,0|1,-1 ; end")
	if err == nil {
		t.Fatal("placing into the centre's occupied hollow accepted")
	}
	if err := s.PlayTurn("place L @ " + s.HollowName(rim)); err != nil || s.Current() == me {
		t.Fatalf("a turn without end: %v, %d to move", err, s.Current())
	}
}

// Positions read back as themselves through random games, and views and
// re-deals as complete positions.
func TestPositionRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s, _ := New(Options{Players: players, Length: Long, Deal: uint64(players), Rounds: 3})
		var buf []game.Move
		for !s.IsOver() {
			for _, x := range []game.State{s, s.ViewFor(1), s.Resample(1, &game.SplitMix64{State: 9})} {
				back, err := Parse(x.String())
				if err != nil || back.String() != x.String() {
					t.Fatalf("%s\nreads back as %v: %v", x, back, err)
				}
			}
			buf = s.LegalMoves(buf[:0])
			s.Apply(buf[rng.IntN(len(buf))])
		}
	}
}

// A view shows the viewer's hand and no other card in hand or deck; a
// re-deal keeps what the viewer has seen.
func TestViewsHideHands(t *testing.T) {
	s := started(t, 5, 12)
	for p := range 5 {
		v := s.ViewFor(game.Player(p)).(*State)
		line := v.String()
		for q := range 5 {
			for _, c := range s.Hand(q) {
				if strings.Contains(line, c.String()) != (q == p) {
					t.Fatalf("seat %d's view and card %s of seat %d: %s", p, c, q, line)
				}
			}
			if b, o := v.HandCounts(q); b != 2 || o != 1 {
				t.Fatalf("the view lost seat %d's counts", q)
			}
		}
		if strings.Contains(line, "deal=12") || v.Options().Deal != 0 {
			t.Fatal("a view keeps the deal number")
		}
		r := s.Resample(game.Player(p), &game.SplitMix64{State: uint64(p)}).(*State)
		if r.seats[p].hand != s.seats[p].hand {
			t.Fatal("a re-deal changed the viewer's hand")
		}
		if err := r.checkWhole(); err != nil {
			t.Fatal(err)
		}
	}
	// over many re-deals, another seat's hand changes
	changed := false
	for i := range 20 {
		r := s.Resample(0, &game.SplitMix64{State: uint64(i)}).(*State)
		changed = changed || r.seats[1].hand != s.seats[1].hand
	}
	if !changed {
		t.Fatal("re-deals never changed seat 2's hand")
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"place R @ 0,0|1,0|1,-1", "exchange Y@1,-1|2,-1", "mirror 0,0|1,0|1,-1 > 1,0", "complete B04/1", "buy card", "end", "deal O12", "start p3", "crystal L", "@>", "place R @ |", "complete /"} {
		f.Add(s)
	}
	start := started(&testing.T{}, 4, 1)
	f.Fuzz(func(t *testing.T, text string) {
		s := *start
		m, err := s.ParseMove(text)
		if err == nil && s.Check(m) != nil {
			t.Fatalf("%q parsed as an illegal move", text)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	s := started(&testing.T{}, 3, 1)
	f.Add(s.String())
	f.Add(s.ViewFor(0).String())
	f.Add("players=3")
	f.Fuzz(func(t *testing.T, line string) {
		p, err := Parse(line)
		if err != nil {
			return
		}
		var buf []game.Move
		p.LegalMoves(buf)
		if back, err := Parse(p.String()); err != nil || back.String() != p.String() {
			t.Fatalf("%q: reads back as %v", line, err)
		}
	})
}

func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{"", "players=4,length=normal,deal=1", "players=7", "deal=-1", "rounds=3,players=3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := ParseOptions(text)
		if err != nil {
			return
		}
		if back, err := ParseOptions(o.String()); err != nil || back != o {
			t.Fatalf("%q: %v writes %q, reads %v", text, o, o.String(), back)
		}
	})
}

// Seed follows the options' meaning: every spelling of the same options
// gives the same seed, other options another; and it is the hash the match
// made of the canonical text before Seed existed, so saves the menu wrote
// deal as they did.
func TestSeedFollowsMeaning(t *testing.T) {
	seed := func(text string) uint64 {
		t.Helper()
		o, err := ParseOptions(text)
		if err != nil {
			t.Fatal(err)
		}
		s, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		return s.Seed()
	}
	want := seed("players=4,length=normal,deal=7")
	for _, sp := range []string{"players=4,deal=7", "deal=7,players=4", "deal=7,players=4,rounds=40", "length=normal,deal=7"} {
		if got := seed(sp); got != want {
			t.Errorf("%q: seed %x, want %x", sp, got, want)
		}
	}
	for _, other := range []string{"players=4,deal=8", "players=5,deal=7", "players=4,deal=7,rounds=39"} {
		if seed(other) == want {
			t.Errorf("%q has the seed of players=4,deal=7", other)
		}
	}
	h := fnv.New64a()
	h.Write([]byte("kaleidoskop"))
	h.Write([]byte{0})
	h.Write([]byte("players=4,length=normal,deal=7"))
	if want != h.Sum64() {
		t.Errorf("seed %x, not the match's former hash %x of the canonical text", want, h.Sum64())
	}
}
