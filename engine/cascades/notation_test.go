package cascades

import (
	"math/rand/v2"
	"strings"
	"testing"

	"kaskade/engine/game"
)

var allOptions = []string{"4x2", "4x3", "6x5,free", "8x8", "8x8,territory", "10x10", "6x4,free,territory", "16x16"}

func TestPositionRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	ends := map[string]int{}
	for g := range 600 {
		s := randomGame(rng, allOptions[g%len(allOptions)], rng.IntN(300))
		line := s.String()
		p, err := Parse(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if *p != *s {
			t.Fatalf("%s read back as %s (%+v, %+v)", line, p, *p, *s)
		}
		ends[line[strings.LastIndexByte(line, ' ')+1:]]++
		for _, m := range s.LegalMoves(nil) {
			back, err := s.ParseMove(s.FormatMove(m))
			if err != nil || back != m {
				t.Fatalf("%s: move %s read back as %d, %v", line, s.FormatMove(m), back, err)
			}
		}
	}
	for _, r := range []string{"*", "1-0", "0-1", "1/2-1/2"} {
		if ends[r] == 0 {
			t.Errorf("random games should end in every way: %v", ends)
		}
	}
}

func TestDefaultStartLine(t *testing.T) {
	want := "8x8 wbwbwbwb/........./........../.........../............/............./............../............... b0 0 *"
	if s, _ := NewGame("8x8"); s.String() != want {
		t.Fatalf("start:\n%s\nwant\n%s", s, want)
	}
}

// The example of docs/rules/cascades.md, by turns.
func TestRulesPageExample(t *testing.T) {
	s, _ := NewGame("4x3")
	var turns []string
	for _, text := range []string{"b2", "b1+c1", "c2+c3"} {
		moves, err := s.ParseTurn(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		turns = append(turns, s.FormatTurn(moves))
		for _, m := range moves {
			s.Apply(m)
		}
	}
	if s.String() != "4x3 wbwb/wb.../wbb... w0 3 *" || strings.Join(turns, " ") != "b2 b1+c1 c2+c3" {
		t.Fatalf("after the example: %s, turns %v", s, turns)
	}
	if s.Bottom(Black) != 2 || s.potential(Black) != 5 || s.potential(White) != 3 {
		t.Fatalf("black %d (can reach %d), white can reach %d", s.Bottom(Black), s.potential(Black), s.potential(White))
	}
}

func TestTurnText(t *testing.T) {
	s, _ := NewGame("4x3")
	if moves, err := s.ParseTurn("b2"); err != nil || len(moves) != 1 {
		t.Fatalf("first turn b2: %v %v", moves, err)
	}
	play(t, s, "b2")
	for text, n := range map[string]int{"b1": 2, "b1+c1": 2, "pass": 1} {
		moves, err := s.ParseTurn(text)
		if err != nil || len(moves) != n || s.FormatTurn(moves) != text {
			t.Errorf("%s: %v %v, writes %q", text, moves, err, s.FormatTurn(moves))
		}
	}
	for text, want := range map[string]string{
		"b1+c1+c2": "already over", "b1+end": "joined by", "b2": "taken", "b1+b1": "taken", "": "not a cell", "end": "joined",
	} {
		if _, err := s.ParseTurn(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one saying %q", text, err, want)
		}
	}
	if got := s.FormatTurn([]game.Move{End}); got != "pass" {
		t.Errorf("end alone writes %q", got)
	}
}

func TestParseRejects(t *testing.T) {
	for _, tc := range []struct{ line, field string }{
		{"", "5 fields"},
		{"4x2 wbwb/..... b0 0", "5 fields"},
		{"4x2  wbwb/..... b0 0 *", "5 fields"},
		{"5x2 wbwb/..... b0 0 *", "field 1"},
		{"4x2,wild wbwb/..... b0 0 *", "field 1"},
		{"4x2 wbwb b0 0 *", "field 2"},
		{"4x2 wbwb/.... b0 0 *", "field 2"},
		{"4x2 bwbw/..... b0 0 *", "field 2"},
		{"4x2 wbwb/..x.. b0 0 *", "field 2"},
		{"4x2 wbwb/b.... w0 1 *", "field 2"}, // b1 has only White above
		{"4x2,free wbwb/bw... b0 2 *", "field 2"},
		{"4x2 wbwb/..... w0 0 *", "field 3"},
		{"4x2 wbwb/..... b1 0 *", "field 3"},
		{"4x2 wbwb/.b... w2 1 *", "field 3"},
		{"4x2 wbwb/.b... w0p1 1 *", "field 3"},
		{"4x2 wbwb/.b... w1p 1 *", "field 3"},
		{"4x2 wbwb/..... x0 0 *", "field 3"},
		{"4x2 wbwb/..... b0p 0 *", "field 3"},
		{"4x2 wbwb/.bbb. w0 3 *", "field 3"}, // a majority is over
		{"4x2 wbwb/..... b0 -2 *", "field 4"},
		{"4x2 wbwb/..... b0 02 *", "field 4"},
		{"4x2 wbwb/.bb.. w0 1 *", "field 4"}, // two stones after one drop
		{"4x2 wbwb/.b... w0 1 1-0", "field 5"},
		{"4x2 wbwb/..... - 0 1/2-1/2", "field 5"},
		{"4x2 wbwb/.bbb. - 3 1-0", "field 5"},
		{"4x2 wbwb/.bbb. - 3 *", "field 5"},
	} {
		_, err := Parse(tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.field) {
			t.Errorf("%q: error %v, want one naming %s", tc.line, err, tc.field)
		}
	}
	for _, line := range []string{"4x2 wbwb/.bbb. - 3 0-1", "4x2 wbwb/.b... w0p 3 *", "4x2 wbwb/.bw.. - 4 1/2-1/2"} {
		if _, err := Parse(line); err != nil {
			t.Errorf("%s: %v", line, err)
		}
	}
}

// FuzzParse: no line panics, and a line that parses writes back the same.
func FuzzParse(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 1))
	for i := range 20 {
		f.Add(randomGame(rng, allOptions[i%len(allOptions)], rng.IntN(60)).String())
	}
	f.Add("4x2 wbwb/.b... w0p 3 *")
	f.Fuzz(func(t *testing.T, line string) {
		s, err := Parse(line)
		if err != nil {
			return
		}
		if s.String() != line {
			t.Fatalf("%q parsed, writes %q", line, s)
		}
		if s.hash != s.computeHash() {
			t.Fatalf("%q: hash", line)
		}
	})
}

// FuzzParseOptions: no text panics; options that parse write back as
// options that parse to the same.
func FuzzParseOptions(f *testing.F) {
	for _, o := range append(allOptions, "", "8x8,", "7x7", "08x8", "8x8,territory,free") {
		f.Add(o)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := ParseOptions(text)
		if err != nil {
			return
		}
		back, err := ParseOptions(o.String())
		if err != nil || back != o || o.Size.Validate() != nil {
			t.Fatalf("%q: %v writes %q, reads %v %v", text, o, o, back, err)
		}
	})
}

// FuzzParseMove: on a position reached by seeded random moves, no text
// panics; a move that parses is legal and writes back as the same text.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"b2", "end", "c10", "p31", "a1", "", "b02", "z9"} {
		f.Add(uint64(1), uint8(10), s)
	}
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, text string) {
		rng := rand.New(rand.NewPCG(seed, 1))
		s := randomGame(rng, allOptions[rng.IntN(len(allOptions))], int(n))
		m, err := s.ParseMove(text)
		if err != nil {
			if _, ok := game.RefusalOf(err); !ok {
				t.Fatalf("%s: %q refused without a typed reason: %v", s, text, err)
			}
			return
		}
		if s.Check(m) != nil || s.FormatMove(m) != text {
			t.Fatalf("%s: %q read as %d (%q)", s, text, m, s.FormatMove(m))
		}
	})
}
