package proto

import (
	"errors"
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	m := Msg{T: TCreate, Game: "kaskade", Options: "6x6", Name: "Anna",
		Seats: []Seat{{Kind: KindMe}, {Kind: KindComputer, Level: "expert"}}}
	got, err := Decode(Encode(m))
	if err != nil {
		t.Fatal(err)
	}
	if string(Encode(got)) != string(Encode(m)) {
		t.Errorf("round trip: %s, want %s", Encode(got), Encode(m))
	}
}

func TestDecodeRefuses(t *testing.T) {
	for _, in := range []string{
		``, `[]`, `{}`, `{"t":""}`, `{"t":"move","x":1}`, `{"t":"move"}{"t":"move"}`,
		`{"t":"move","seat":9}`, `{"t":"move","seat":-2}`, `{"t":"move","ply":-1}`,
		`{"t":"join","name":"` + strings.Repeat("a", MaxName+1) + `"}`,
		`{"t":"join","name":"a\u0007b"}`,
		`{"t":"move","move":"` + strings.Repeat("a", MaxMove+1) + `"}`,
		`{"t":"create","seats":[{},{},{},{},{},{},{},{},{}]}`,
		// exact names, each once (issue 39: the last of two keys was judged)
		`{"t":"move","ply":4,"move":"c4","Move":"a1"}`, `{"t":"move","move":"c4","move":"a1"}`,
		`{"T":"move"}`, `{"t":"hello","V":1}`, `{"t":"move","t":"hello","v":1}`,
		`{"t":"create","seats":[{"kind":"me","Kind":"open"}]}`, `{"t":"create","seats":[{"KIND":"me"}]}`,
		`{"t":"create","seats":[{"kind":"me","kind":"open"}]}`,
	} {
		if _, err := Decode([]byte(in)); !errors.Is(err, ErrBad) {
			t.Errorf("Decode(%.40q) = %v, want ErrBad", in, err)
		}
	}
	big := `{"t":"move","text":"` + strings.Repeat("a", MaxFrame) + `"}`
	if _, err := Decode([]byte(big)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("oversized: %v", err)
	}
}

func TestNormCode(t *testing.T) {
	for in, want := range map[string]string{"abc-def": "ABCDEF", "AB CD EF": "ABCDEF", "XY23Z9": "XY23Z9"} {
		if got, ok := NormCode(in); !ok || got != want {
			t.Errorf("NormCode(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"ABCDE", "ABCDEFG", "ABCDE0", "ABCDEO", "ABCDE1", "ABCDEI", "ABCDÉF"} {
		if got, ok := NormCode(in); ok {
			t.Errorf("NormCode(%q) = %q, want refused", in, got)
		}
	}
}

// FuzzDecode: no input panics, and what Decode accepts encodes to a frame
// it accepts again unchanged.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"t":"hello","v":1}`))
	f.Add([]byte(`{"t":"move","ply":3,"move":"c3"}`))
	f.Add([]byte(`{"t":"create","game":"kaleidoskop","seats":[{"kind":"me"},{"kind":"open"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		again, err := Decode(Encode(m))
		if err != nil {
			t.Fatalf("re-decode of %s: %v", Encode(m), err)
		}
		if string(Encode(again)) != string(Encode(m)) {
			t.Fatalf("changed: %s vs %s", Encode(again), Encode(m))
		}
	})
}

// TestGamesAnswerFits: the largest answer to a games request (MaxHeld
// rooms of MaxSeats seats, every name as long as JSON writes a name of
// MaxName runes) is one frame.
func TestGamesAnswerFits(t *testing.T) {
	seat := Seat{Kind: KindComputer, Name: strings.Repeat("<", MaxName), Level: strings.Repeat("x", 32), Connected: true}
	sum := Summary{Room: strings.Repeat("W", 16), Game: strings.Repeat("g", 32), Seat: MaxSeats - 1,
		ToMove: []int{MaxSeats - 1}, Started: true, Over: true, Since: 1 << 40}
	for range MaxSeats {
		sum.Seats = append(sum.Seats, seat)
	}
	m := Msg{T: TGames}
	for range MaxHeld {
		m.Games = append(m.Games, sum)
	}
	if n := len(Encode(m)); n > MaxFrame {
		t.Errorf("the largest games answer is %d bytes, over a frame's %d", n, MaxFrame)
	} else {
		t.Logf("the largest games answer: %d bytes of %d", n, MaxFrame)
	}
}
