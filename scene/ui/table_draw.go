package ui

import (
	"strings"
)

// dots is the thinking indicator: one to three dots, changing twice a
// second, so that a busy computer visibly lives.
func Dots(tick int) string { return strings.Repeat(".", 1+tick/15%3) }
