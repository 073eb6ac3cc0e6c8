package match

import (
	"fmt"
	"strings"
)

// shortGame is the game whose records have the short form "OPTIONS: MOVE
// MOVE ...": Kaskade's rules page defines it ("6x6: c3 d4 c3"). It is named
// here, not imported, so that the match layer stays generic.
const shortGame = "kaskade"

// decodeShort reads the short form as kaskade.ParseRecord does (the same
// trimming and splitting), through the catalogue. Text that does not start
// with one short option word and a colon is a foreign file.
func decodeShort(text string, lookup Lookup) (*Match, error) {
	head, tail, ok := strings.Cut(strings.TrimSpace(text), ":")
	if !ok || !isOptionWord(head) {
		first, _, _ := strings.Cut(text, "\n")
		return nil, fmt.Errorf("not a Kaskade save or game record: it begins %q, want %q or a record such as \"6x6: c3 d4\"", clip(first), magic)
	}
	g, err := lookup(shortGame)
	if err != nil {
		return nil, err
	}
	m, err := New(g, head)
	for i, text := range strings.Fields(tail) {
		if err != nil {
			break
		}
		if err = m.playOne(text); err != nil { // one move each: Kaskade's notation
			err = fmt.Errorf("move %d (%s): %v", i+1, clip(text), err)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("game record: %v", err)
	}
	return m, nil
}

// isOptionWord tells an option text such as "6x6" from the start of some
// other file ("{\"game\"", "<?xml ..."), so that the message can say which.
func isOptionWord(s string) bool {
	if s == "" || len(s) > 16 {
		return false
	}
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("+-.,_", c) >= 0) {
			return false
		}
	}
	return true
}
