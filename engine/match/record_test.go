package match

import (
	"bytes"
	"errors"
	"kaskade/engine/games"
	"slices"
	"strings"
	"testing"
)

// same reports whether two matches agree in everything a save keeps.
func same(a, b *Match) bool {
	return a.Game().Name == b.Game().Name && a.Options() == b.Options() &&
		slices.Equal(a.Players, b.Players) && slices.Equal(a.plies, b.plies) &&
		a.Cursor() == b.Cursor() && a.cur.String() == b.cur.String()
}

func TestEncodeWritesTheDocumentedFormat(t *testing.T) {
	m := start(t, "6x6", "c3", "d4", "c3")
	m.Undo()
	m.Players = []string{"human:White", "expert:Black"}
	want := "kaskade-save 1\ngame kaskade\noptions 6x6\nplayers human:White expert:Black\nmoves c3 d4 c3\ncursor 2\nend 1619ec90\n"
	if got := string(Encode(m)); got != want { // the example of docs/save-format.md
		t.Fatalf("Encode:\n%s", got)
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	m := start(t, "4x5", "a1", "d5", "b2", "c4", "a1")
	m.Undo()
	m.Undo()
	for _, players := range [][]string{nil, {"human:Ann Lee", "easy:Bob"}, {"", "-", "100%", "tab\there", "new\nline", "grüße"}} {
		m.Players = players
		back, err := Decode(Encode(m), games.Lookup)
		if err != nil {
			t.Fatalf("players %q: %v", players, err)
		}
		if len(players) == 0 {
			back.Players = players // nil and empty are the same
		}
		if !same(m, back) {
			t.Fatalf("players %q: %s decoded as %s", players, Encode(m), Encode(back))
		}
	}
}

func TestDecodeReadsHandWrittenRecords(t *testing.T) {
	for text, want := range map[string]string{
		"kaskade-save 1\ngame kaskade\noptions 3x3\nmoves a1 c3\nmoves a1\nend\n":        "3x3 .1w./1w../..1b b 3 *",
		"kaskade-save 1\r\n# a comment\r\n\r\ngame kaskade\r\nmoves  a1   f6\r\nend\r\n": "6x6 1w...../....../....../....../....../.....1b w 2 *",
		"\ufeffkaskade-save 1\ngame kaskade\noptions 3x3\nmoves a1 c3 a1\ncursor 1\nend": "3x3 1w../.../... b 1 *",
		"kaskade-save 1\ngame kaskade\nend\n\n":                                          "6x6 ....../....../....../....../....../...... w 0 *",
		"3x3: a1 c3 a1":                                                                  "3x3 .1w./1w../..1b b 3 *",
		"  6x6:\n c3  d4\n":                                                              "6x6 ....../....../..1w.../...1b../....../...... w 2 *",
	} {
		m, err := Decode([]byte(text), games.Lookup)
		if err != nil || m.State().String() != want {
			t.Errorf("Decode(%q, games.Lookup): %v, %v; want %q", text, m, err, want)
		}
	}
}

func TestDecodeRefusesWithAClearMessage(t *testing.T) {
	good := string(Encode(start(t, "3x3", "a1", "c3")))
	for text, want := range map[string]string{
		"":                         "the file is empty",
		"PK\x03\x04 zip":           "not a Kaskade save or game record",
		`{"game": "kaskade"}`:      "not a Kaskade save or game record",
		"kaskade-savegame 1\n":     "not a Kaskade save",
		"kaskade-save 2\ngame x\n": "version 2, newer than this program reads (1)",
		"kaskade-save 99\n":        "newer",
		"kaskade-save one\n":       "damaged",
		"kaskade-save 01\nend\n":   "damaged",
		"kaskade-save 1\ngame kaskade\nmoves a1\n":                         "truncated",
		"kaskade-save 1\ngame kaskade\nmoves a1\nend 00000000\n":           "damaged: its checksum does not match",
		"kaskade-save 1\ngame kaskade\nmoves a1\nend xyz\n":                "damaged: checksum",
		"kaskade-save 1\ngame kaskade\nend\nmoves a1\n":                    "line 3: the file is damaged: there is text after this end line",
		"kaskade-save 1\nmoves a1\nend\n":                                  "no game line",
		"kaskade-save 1\ngame chess\nend\n":                                `unknown game "chess"`,
		"kaskade-save 1\ngame kaskade\ngame kaskade\nend\n":                `line 3: a second "game" line`,
		"kaskade-save 1\ngame kaskade\noptions 2x2\nend\n":                 "options \"2x2\": board size 2x2 out of range",
		"kaskade-save 1\ngame kaskade\noptions 6x6 7x7\nend\n":             "want one value, got 2",
		"kaskade-save 1\ngame kaskade\ncolour red\nend\n":                  `line 3: unknown line "colour"`,
		"kaskade-save 1\ngame kaskade\nplayers a%2\nend\n":                 "two hex digits",
		"kaskade-save 1\ngame kaskade\nmoves a1 a%zz\nend\n":               "two hex digits",
		"kaskade-save 1\ngame kaskade\ncursor -1\nend\n":                   "not a move count",
		"kaskade-save 1\ngame kaskade\nmoves a1\ncursor 2\nend\n":          "cursor 2 is past the 1 moves",
		"kaskade-save 1\ngame kaskade\noptions 3x3\nmoves a1 c3 c3\nend\n": "move 3 (c3): cell belongs to black",
		"kaskade-save 1\ngame kaskade\nmoves a1 q9\nend\n":                 `move 2 (q9): "q9" is off the 6x6 board`,
		"6x6: c3 c3 c3 z9":                   "game record: move 2 (c3): cell belongs to white",
		"2x2: a1":                            "game record: board size 2x2 out of range",
		strings.Replace(good, "a1", "b1", 1): "checksum does not match",
		strings.Replace(good, "\ngame", "\ngame ", 1): "checksum does not match",
		strings.Repeat("x", MaxSize+1):                "too large",
	} {
		m, err := Decode([]byte(text), games.Lookup)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Decode(%q, games.Lookup) = %v, %v; want an error with %q", clip(text), m, err, want)
		}
	}
}

// Every prefix of a save is either refused or, once it reaches the end
// line, the whole save.
func TestCRLFSavesKeepTheirChecksum(t *testing.T) {
	m := start(t, "3x3", "a1", "c3")
	m.Players = []string{"a", "b"}
	back, err := Decode(bytes.ReplaceAll(Encode(m), []byte("\n"), []byte("\r\n")), games.Lookup)
	if err != nil || !same(m, back) {
		t.Fatalf("a save with \\r\\n line ends: %v", err)
	}
}

func TestTruncatedSavesAreRefused(t *testing.T) {
	m := start(t, "4x4", "a1", "d4", "b2", "c3")
	m.Players = []string{"human:A", "easy:B"}
	data := Encode(m)
	end := bytes.Index(data, []byte("\nend")) + 4
	for n := 0; n < len(data); n++ {
		back, err := Decode(data[:n], games.Lookup)
		if n < end && err == nil {
			t.Fatalf("the first %d bytes decoded: %q", n, data[:n])
		}
		if err == nil && !same(m, back) {
			t.Fatalf("the first %d bytes decoded to another match", n)
		}
	}
}

// An empty file and a newer save are told apart from damaged ones.
func TestEmptyAndNewerSavesAreNamed(t *testing.T) {
	for _, data := range []string{"", "  \n", "\ufeff\n"} {
		if _, err := Decode([]byte(data), games.Lookup); !errors.Is(err, ErrEmpty) {
			t.Errorf("%q: %v, want ErrEmpty", data, err)
		}
	}
	if _, err := Decode([]byte("kaskade-save 99\ngame kaskade\nend\n"), games.Lookup); !errors.Is(err, ErrNewer) {
		t.Errorf("a newer save: %v, want ErrNewer", err)
	}
}
