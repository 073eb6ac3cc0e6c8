package match

import (
	"slices"
	"strings"
	"testing"

	"kaskade/engine/games"
	"kaskade/engine/kaskade"
)

// FuzzDecode: no input panics; whatever decodes encodes to a save that
// decodes to the same match; and the short form agrees with Kaskade's own
// record parser.
func FuzzDecode(f *testing.F) {
	m := start(f, "4x4", "a1", "d4", "b2", "c3", "a1")
	m.Undo()
	m.Players = []string{"human:Ann Lee", "expert:Black"}
	f.Add(Encode(m))
	f.Add([]byte("kaskade-save 1\ngame kaskade\noptions 3x3\nmoves a1 c3\nmoves a1\ncursor 1\nend\n"))
	f.Add([]byte("kaskade-save 1\r\n# note\r\ngame kaskade\r\nplayers - %2D a%20b\r\nend\r\n"))
	f.Add([]byte("kaskade-save 2\n"))
	f.Add([]byte("6x6: c3 d4 c3"))
	f.Add([]byte("3x3: a1 c3 a1 a1 b2"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data, games.Lookup)
		checkShortForm(t, data, m, err)
		if err != nil {
			return
		}
		back, err := Decode(Encode(m), games.Lookup)
		if err != nil || !same(m, back) {
			t.Fatalf("%q decoded, but its encoding %q does not decode the same: %v", data, Encode(m), err)
		}
	})
}

// checkShortForm compares Decode with kaskade.ParseRecord on text that is
// not in the long form.
func checkShortForm(t *testing.T, data []byte, m *Match, err error) {
	text := strings.TrimPrefix(string(data), "\ufeff")
	if strings.HasPrefix(text, magic) || len(data) > MaxSize {
		return
	}
	r, rerr := kaskade.ParseRecord(text)
	if (err == nil) != (rerr == nil) {
		t.Fatalf("%q: Decode says %v, kaskade.ParseRecord %v", data, err, rerr)
	}
	if err == nil {
		want := strings.Fields(r.String())[1:]
		if !slices.Equal(Texts(m.AllMoves()), want) || m.Options() != r.Size.String() {
			t.Fatalf("%q: Decode read %s, kaskade.ParseRecord %s", data, ShortRecord(m), r)
		}
	}
}

// FuzzUnescape: escape and unescape are inverse, and unescape never panics.
func FuzzUnescape(f *testing.F) {
	for _, s := range []string{"", "-", "a b", "100%", "%41", "%", "%zz", "grüße\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, err := unescape(escape(s)); err != nil || got != s {
			t.Fatalf("%q escapes to %q, which reads back as %q, %v", s, escape(s), got, err)
		}
		if tok := escape(s); strings.ContainsAny(tok, " \n\r\t") || tok == "" {
			t.Fatalf("%q escapes to %q, not one token", s, tok)
		}
		unescape(s)
	})
}
