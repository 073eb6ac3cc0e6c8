package kaskade

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestPositionRoundTripOverRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	n := 0
	for g := 0; g < 200; g++ {
		z := Size{3 + rng.IntN(18), 3 + rng.IntN(18)}
		if g%2 == 0 {
			z = Size{3 + rng.IntN(4), 3 + rng.IntN(4)}
		}
		randomGame(z, rng, func(s *State, _ *Result) {
			n++
			line := s.String()
			p, err := Parse(line)
			if err != nil {
				t.Fatalf("Parse(%q): %v", line, err)
			}
			if p.String() != line {
				t.Fatalf("round trip: %q became %q", line, p)
			}
			if *p != *s {
				t.Fatalf("parsed state differs from the original for %q", line)
			}
		})
	}
	t.Logf("%d positions round-tripped", n)
}

func TestCellAndSizeRoundTrip(t *testing.T) {
	for _, z := range []Size{{3, 3}, {20, 20}, {9, 6}, {3, 20}} {
		s, err := ParseSize(z.String())
		if err != nil || s != z {
			t.Fatalf("size %s: %v %v", z, s, err)
		}
		for c := Cell(0); int(c) < z.Cells(); c++ {
			got, err := z.ParseCell(z.FormatCell(c))
			if err != nil || got != c {
				t.Fatalf("%s cell %d: %q -> %d %v", z, c, z.FormatCell(c), got, err)
			}
		}
	}
	if (Size{20, 20}).FormatCell(399) != "t20" {
		t.Error("bottom-right of 20x20 must be t20")
	}
	if (Size{6, 6}).FormatCell((Size{6, 6}).CellAt(2, 1)) != "c2" {
		t.Error("c2 is the third column, second row")
	}
}

func TestParseRejectsWithTheField(t *testing.T) {
	for line, want := range map[string]string{
		"":                              "5 fields",
		"3x3 .../.../... w 0":           "5 fields",
		"3x3  .../.../... w 0 *":        "5 fields",
		"2x3 ../../.. w 0 *":            "field 1 (size)",
		"21x3 ../../.. w 0 *":           "field 1 (size)",
		"03x3 .../.../... w 0 *":        "field 1 (size)",
		"3by3 .../.../... w 0 *":        "field 1 (size)",
		"3x3 .../... w 0 *":             "field 2 (rows): 2 rows",
		"3x3 ..../.../... w 0 *":        "field 2 (rows): row 1 has more",
		"3x3 ../.../... w 0 *":          "field 2 (rows): row 1 has 2 cells",
		"3x3 1x../.../... b 1 *":        "field 2 (rows): row 1, cell 1: owner",
		"3x3 0w../.../... b 0 *":        "field 2 (rows)",
		"3x3 w../.../... b 1 *":         "field 2 (rows)",
		"3x3 1/.../... b 1 *":           "field 2 (rows)",
		"3x3 9w../.../... b 9 *":        "field 2 (rows): row 1, cell 1: 9 balls",
		"3x3 1w../.../... b 2 *":        "field 4 (moves): 2 moves but 1 balls",
		"3x3 1w../.../... b -1 *":       "field 4 (moves)",
		"3x3 1w../.../... b 01 *":       "field 4 (moves)",
		"3x3 1w../.../... w 1 *":        "field 3 (to-move)",
		"3x3 1w../.../... - 1 *":        "field 3 (to-move)",
		"3x3 1w../.../... b 1 2-0":      "field 5 (result)",
		"3x3 .1w./1w../..1b b 3 1-0":    "field 3 (to-move)",
		"3x3 .1w./1w../..1b - 3 1-0":    "field 5 (result): white has won but black still owns",
		"3x3 .1w./1w../..1w - 3 0-1":    "field 5 (result): black cannot have won",
		"3x3 2w../.1b./... b 3 *":       "field 5 (result): game still running but cell a1",
		"3x3 .1w./1w../..1w b 3 *":      "field 5 (result): a side owns no cell",
		"3x3 1w../.../... b 1 * ":       "5 fields",
		"3x3 1w../.../...\tb 1 *":       "5 fields",
		"3x3 1w1w1w1w/.../... b 4 *":    "field 2 (rows): row 1 has more",
		"3x3 999999999999w../.../... w": "5 fields",
	} {
		_, err := Parse(line)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q): %v, want it to mention %q", line, err, want)
		}
	}
}

func TestRecordRoundTrip(t *testing.T) {
	text := "6x6: c3 d4 c3 a1"
	r, err := ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	if r.String() != text {
		t.Errorf("%q became %q", text, r)
	}
	for _, bad := range []string{"", "6x6", "6x6 c3", "6x6: c3 c3 c3 z9", "2x2: a1", "6x6: c3 c3 c3 c3 c3 c3 c3"} {
		if _, err := ParseRecord(bad); err == nil {
			t.Errorf("ParseRecord(%q) accepted", bad)
		}
	}
}

// FuzzParse: no input panics, and whatever parses formats back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"3x3 .../.../... w 0 *", "3x3 .1w./1w../..1b b 3 *", "3x3 .3w./1w1w./..1w - 7 1-0", "6x6 ....../....../....../....../....../...... w 0 *"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		s, err := Parse(line)
		if err != nil {
			return
		}
		if s.String() != line {
			t.Fatalf("%q formats as %q", line, s)
		}
		var buf []Cell
		for _, c := range s.LegalMoves(buf) { // a parsed position is playable
			s.Clone().Place(c)
		}
	})
}

// FuzzRecord: no input panics; a parsed record formats to its canonical form
// and parses back to the same moves.
func FuzzRecord(f *testing.F) {
	f.Add("6x6: c3 d4 c3")
	f.Add("3x3: a1 c3 a1 a1")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseRecord(text)
		if err != nil {
			return
		}
		again, err := ParseRecord(r.String())
		if err != nil || again.String() != r.String() {
			t.Fatalf("%q: canonical form %q does not round-trip: %v", text, r, err)
		}
	})
}
