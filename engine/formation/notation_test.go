package formation

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// randomGame plays random moves from the options' start; it stops after
// max moves or at the end.
func randomGame(rng *rand.Rand, options string, max int) *State {
	s, _ := NewGame(options)
	for i := 0; i < max && !s.IsOver(); i++ {
		moves := s.LegalMoves(nil)
		s.Apply(moves[rng.IntN(len(moves))])
	}
	return s
}

func TestPositionRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	ends := map[string]int{}
	for g := range 300 {
		s := randomGame(rng, []string{"default", "random:9", "default,limit=40"}[g%3], rng.IntN(400))
		line := s.String()
		p, err := Parse(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if p.String() != line || p.pieces != s.pieces || p.hash != s.hash {
			t.Fatalf("%s read back as %s", line, p)
		}
		ends[line[strings.LastIndexByte(line, ' ')+1:]]++
		// Moves round trip too, in every position along the way.
		for _, m := range s.LegalMoves(nil) {
			back, err := s.ParseMove(s.FormatMove(m))
			if err != nil || back != m {
				t.Fatalf("%s: move %s read back as %d, %v", line, s.FormatMove(m), back, err)
			}
		}
	}
	if ends["*"] == 0 || ends["1/2-1/2"] == 0 {
		t.Fatalf("random games should end in every way: %v", ends)
	}
}

func TestParseRejects(t *testing.T) {
	cols := "RBKNRBNK/NRNKNBRB/BBKRKKNR/KNRBBRKN/RNKBRNKB/BBNRBBKR/KKRNKNRN/NRBKNRBK"
	start := "1b1wb1w1/w6b/8/b6w/w6b/8/b6w/1w1bw1b1"
	for _, tc := range []struct{ line, field string }{
		{"", "5 fields"},
		{cols + " " + start + " b 0", "5 fields"},
		{cols + "  " + start + " b 0 *", "5 fields"},
		{"RBKN/NRNK " + start + " b 0 *", "field 1"},
		{strings.Replace(cols, "R", "X", 1) + " " + start + " b 0 *", "field 1"},
		{strings.Replace(cols, "R", "r", 1) + " " + start + " b 0 *", "field 1"},
		{cols + "/RRRRRRRR " + start + " b 0 *", "field 1"},
		{cols + " 1b1wb1w1/w6b/8/b6w/w6b/8/b6w b 0 *", "field 2"},
		{cols + " 1b1wb1w1/w6b/44/b6w/w6b/8/b6w/1w1bw1b1 b 0 *", "field 2"},
		{cols + " 1b1wb1w1/w6b/9/b6w/w6b/8/b6w/1w1bw1b1 b 0 *", "field 2"},
		{cols + " 1b1wb1w1/w6b/7/b6w/w6b/8/b6w/1w1bw1b1 b 0 *", "field 2"},
		{cols + " 1b1wb1w1/w6b/x7/b6w/w6b/8/b6w/1w1bw1b1 b 0 *", "field 2"},
		{cols + " 1b1wb1w1/w6b/b7/b6w/w6b/8/b6w/1w1bw1b1 b 0 *", "field 2"},
		{cols + " 1b1wb1w1/w6b/8/b6w/w6b/8/b6w/1w1bw1b11 b 0 *", "field 2"},
		{cols + " " + start + " w 0 *", "field 3"},
		{cols + " " + start + " b 1 *", "field 3"},
		{cols + " " + start + " - 0 *", "field 3"},
		{cols + " " + start + " x 0 *", "field 3"},
		{cols + " " + start + " b -2 *", "field 4"},
		{cols + " " + start + " b 02 *", "field 4"},
		{cols + " " + start + " b 300 *", "field 5"},
		{cols + " " + start + " b 0 1-1", "field 5"},
		{cols + " " + start + " - 3 1-0", "field 5"},
		{cols + " " + start + " - 4 1-0", "field 5"}, // White is not one group
		{allBlue + " bbbbbbbb/8/8/8/8/8/w1w1w1w1/w1w1w1w1 b 2 *", "field 5"},
	} {
		_, err := Parse(tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.field) {
			t.Errorf("%q: error %v, want one naming %s", tc.line, err, tc.field)
		}
	}
	if _, err := Parse(cols + " " + start + " - 17 1/2-1/2"); err != nil {
		t.Errorf("a drawn start: %v", err)
	}
}

func TestParseMoveReasons(t *testing.T) {
	s, _ := NewGame("default")
	for text, want := range map[string]string{
		"c3-c4":   "no piece of black on c3",
		"d8-c7":   "no piece of black on d8",
		"b8-c6":   "c6 is not reachable from b8",
		"b8-a7":   "a7 is occupied",
		"pass":    "black has a move",
		"b8c6":    "want from-to",
		"b8-c9":   "want from-to",
		"B8-C7":   "want from-to",
		"b8-c7 ":  "want from-to",
		"":        "want from-to",
		"b8--c7":  "want from-to",
		"i1-a1":   "want from-to",
		"b8-c7-d": "want from-to",
	} {
		_, err := s.ParseMove(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
		if err != nil && text != "" && text != "pass" && strings.Contains(err.Error(), text) {
			t.Errorf("%q: the reason %q repeats the move", text, err)
		}
	}
	if _, err := s.ParseMove("b8-c7"); err != nil {
		t.Fatal(err)
	}
}

func TestOptions(t *testing.T) {
	for text, want := range map[string]string{
		"":                            "default",
		"default":                     "default",
		"default,limit=300":           "default",
		"default,limit=40":            "default,limit=40",
		"random:42":                   randomBoard42,
		"Q0F0/Q1F0/Q2F0/Q3F0":         "default",
		"Q3B1/Q2F0/Q1B3/Q0F2,limit=9": "Q3B1/Q2F0/Q1B3/Q0F2,limit=9",
	} {
		o, err := ParseOptions(text)
		if err != nil || o.String() != want {
			t.Errorf("%q: %v, %v; want %s", text, o, err, want)
		}
	}
	for _, bad := range []string{"random", "random:x", "random:-1", "default,limit=0", "default,limit=x",
		"default,limit=100001", "default,depth=3", "Q0F0", "nonsense", "default,"} {
		if _, err := ParseOptions(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzParse: no input panics, and what parses writes back the same.
func FuzzParse(f *testing.F) {
	f.Add(startLine)
	f.Add(allBlue + " bbbb1bbb/8/b7/8/8/4w2w/4www1/4www1 w 11 *")
	f.Add(startLine[:len(startLine)-5] + "- 8 1/2-1/2")
	f.Fuzz(func(t *testing.T, line string) {
		s, err := Parse(line)
		if err != nil {
			return
		}
		if s.String() != line {
			t.Fatalf("%q written back as %q", line, s)
		}
		for _, m := range s.LegalMoves(nil) {
			s.Clone().Apply(m)
		}
		s.Evaluate(0)
	})
}

// FuzzParseMove: no input panics, and what parses writes back the same.
func FuzzParseMove(f *testing.F) {
	for _, m := range []string{"b8-c7", "pass", "a1-h8", "e8-e4", "b8-c6", ""} {
		f.Add(m)
	}
	s, _ := NewGame("default")
	f.Fuzz(func(t *testing.T, text string) {
		m, err := s.ParseMove(text)
		if err != nil {
			return
		}
		if s.FormatMove(m) != text {
			t.Fatalf("%q written back as %q", text, s.FormatMove(m))
		}
		s.Clone().Apply(m)
	})
}
