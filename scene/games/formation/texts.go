package formation

import (
	"unicode"
)

// capFirst upper-cases the first letter: "red" → "Red" for a label.
func capFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}
