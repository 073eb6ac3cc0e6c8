package ui

import (
	"strconv"
	"strings"
	"testing"

	"kaskade/sprites"
)

func TestWrapTextFitsAndKeepsText(t *testing.T) {
	face := sprites.Face(14, false)
	const w = 200
	for _, s := range []string{
		"kaskade-save 1\ngame kaskade\nmoves c3 d4 e5 f6 a1 b2 c3 d4 e5 f6 a1 b2 c3 d4 e5 f6 a1 b2\nend",
		strings.Repeat("y", 3000),
		"short",
		"",
		"two  spaces and a verylongwordthatcannotfitinonelineatallnomatterhowwetry end",
	} {
		lines := WrapText(s, face, w)
		for _, l := range lines {
			if tw := sprites.TextWidth(l, face); tw > w+1 {
				t.Errorf("line %q is %.1f wide, more than %d", l, tw, w)
			}
		}
		// Only the spaces at the breaks are gone.
		squash := func(x string) string { return strings.NewReplacer(" ", "", "\n", "").Replace(x) }
		if got := squash(strings.Join(lines, "")); got != squash(s) {
			t.Errorf("the wrapped text differs: %q", got)
		}
		if want := strings.Count(s, "\n") + 1; len(lines) < want {
			t.Errorf("%d lines for %d paragraphs", len(lines), want)
		}
	}
}

func TestTextEditLimits(t *testing.T) {
	e := TextEdit{MaxBytes: 10, Whole: true, Multiline: true}
	if !e.Insert("abc\r\ndef") || e.Text != "abc\ndef" {
		t.Fatalf("text %q", e.Text)
	}
	if e.Insert("toolong") || e.Text != "abc\ndef" || !e.Refused {
		t.Fatalf("over the limit: text %q refused %v", e.Text, e.Refused)
	}
	if !e.Insert("x") || e.Refused {
		t.Fatal("a fitting insert after a refusal was not taken")
	}
	n := TextEdit{MaxRunes: 3}
	n.Insert("äöüß")
	if n.Text != "äöü" || !n.Refused {
		t.Fatalf("names are cut at 3 runes: %q", n.Text)
	}
}

// The old wrapper against the linear one on a pasted word; the old one
// grows with the square of the length (19 s a frame at 100 KB).
func BenchmarkWrapLongWord(b *testing.B) {
	face := sprites.Face(14, false)
	for _, n := range []int{10 << 10, 100 << 10} {
		word := strings.Repeat("x", n)
		b.Run("WrapText/"+strconv.Itoa(n>>10)+"KB", func(b *testing.B) {
			for b.Loop() {
				WrapText(word, face, 560)
			}
		})
		if n <= 10<<10 {
			b.Run("WrapLines/"+strconv.Itoa(n>>10)+"KB", func(b *testing.B) {
				for b.Loop() {
					WrapLines(word, face, 560)
				}
			})
		}
	}
}

// TestFieldShownShortens: a text too wide for its field even at the
// text size's floor shows its start and "…" at rest, and "…" and its end,
// where the caret is, while it is typed; a text that fits is shown whole.
func TestFieldShownShortens(t *testing.T) {
	face := sprites.Face(20, false)
	long := strings.Repeat("W", 24) + "end"
	w := sprites.TextWidth("WWWWWWWWWW", face)
	rest := fieldShown(long, "", face, w, false)
	if !strings.HasPrefix(rest, "WW") || !strings.HasSuffix(rest, "…") || sprites.TextWidth(rest, face) > w {
		t.Errorf("at rest: %q (%.0f wide, room %.0f)", rest, sprites.TextWidth(rest, face), w)
	}
	typed := fieldShown(long, "", face, w, true)
	if !strings.HasPrefix(typed, "…") || !strings.HasSuffix(typed, "end") || sprites.TextWidth(typed, face) > w {
		t.Errorf("typed: %q (%.0f wide, room %.0f)", typed, sprites.TextWidth(typed, face), w)
	}
	if got := fieldShown("Ann", "", face, w, true); got != "Ann" {
		t.Errorf("a short name is shown as %q", got)
	}
}
