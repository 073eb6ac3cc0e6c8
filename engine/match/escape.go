package match

import (
	"fmt"
	"strings"
)

// escape writes a value as one token of a save line: spaces, control
// characters and '%' become %XX, so that any text (a player's name with
// spaces, an option text) survives the line-and-space format. The empty
// text is written "-", and a literal "-" as %2D, because an empty token
// cannot be seen between spaces.
func escape(s string) string {
	switch s {
	case "":
		return "-"
	case "-":
		return "%2D"
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c == '%' || c == 0x7f {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// unescape reads a token written by escape; a '%' not followed by two hex
// digits is an error.
func unescape(tok string) (string, error) {
	if tok == "-" {
		return "", nil
	}
	if !strings.Contains(tok, "%") {
		return tok, nil
	}
	var b strings.Builder
	for i := 0; i < len(tok); i++ {
		if tok[i] != '%' {
			b.WriteByte(tok[i])
			continue
		}
		hi, ok1 := unhex(tok, i+1)
		lo, ok2 := unhex(tok, i+2)
		if !ok1 || !ok2 {
			return "", fmt.Errorf("%q: '%%' must be followed by two hex digits", tok)
		}
		b.WriteByte(hi<<4 | lo)
		i += 2
	}
	return b.String(), nil
}

func unhex(s string, i int) (byte, bool) {
	if i >= len(s) {
		return 0, false
	}
	switch c := s[i]; {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// tokens splits the value part of a line into unescaped tokens. Runs of
// spaces count as one, so a hand-edited file may align its columns.
func tokens(value string) ([]string, error) {
	out := make([]string, 0, strings.Count(value, " ")+1)
	for tok := range strings.SplitSeq(value, " ") {
		if tok == "" {
			continue
		}
		s, err := unescape(tok)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}
