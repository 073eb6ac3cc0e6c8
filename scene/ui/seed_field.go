package ui

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// maxSeed keeps seeds short enough to read out and type.
const maxSeed = 999999999

// newSeed is a fresh seed for a random board or deal.
func NewSeed() uint64 { return 1 + rand.Uint64N(maxSeed) }

// seedField is a seed or deal number in 1..maxSeed: typed in a text field
// (digits only; the number follows as typed), stepped with − and +, or
// drawn afresh.
type SeedField struct {
	N     uint64
	Field TextField
}

// newSeedField shows n as it is: an option text's seed may lie outside
// the range the buttons keep to.
func NewSeedField(n uint64) SeedField {
	return SeedField{N: n, Field: TextField{Text: strconv.FormatUint(n, 10), Max: len(strconv.Itoa(maxSeed))}}
}

// set takes a number, kept in 1..maxSeed, and shows it in the field.
func (f *SeedField) Set(n uint64) {
	f.N = min(max(n, 1), maxSeed)
	f.Field.Text = strconv.FormatUint(f.N, 10)
}

// update edits the field at val and follows the − (dec), + (inc) and
// fresh-number buttons.
func (f *SeedField) Update(in *Input, val Rect, dec, inc, fresh Button) {
	f.Field.R = val
	f.Field.Update(in)
	f.typed()
	switch {
	case dec.Hit(in):
		f.Set(f.N - 1)
	case inc.Hit(in):
		f.Set(f.N + 1)
	case fresh.Hit(in):
		f.Set(NewSeed())
	}
}

// typed reads the field: digits only; the number follows as typed.
func (f *SeedField) typed() {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, f.Field.Text)
	f.Field.Text = digits
	if n, err := strconv.ParseUint(digits, 10, 64); err == nil && n >= 1 {
		f.N = min(n, maxSeed)
	}
	if !f.Field.Focus {
		f.Field.Text = strconv.FormatUint(f.N, 10)
	}
}

func (f *SeedField) Draw(dst *ebiten.Image, val Rect, tick int, u float64) {
	f.Field.R = val
	f.Field.Draw(dst, tick, u)
}
