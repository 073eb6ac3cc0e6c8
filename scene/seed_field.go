package scene

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// maxSeed keeps seeds short enough to read out and type.
const maxSeed = 999999999

// newSeed is a fresh seed for a random board or deal.
func newSeed() uint64 { return 1 + rand.Uint64N(maxSeed) }

// seedField is a seed or deal number in 1..maxSeed: typed in a text field
// (digits only; the number follows as typed), stepped with − and +, or
// drawn afresh.
type seedField struct {
	n     uint64
	field textField
}

// newSeedField shows n as it is: an option text's seed may lie outside
// the range the buttons keep to.
func newSeedField(n uint64) seedField {
	return seedField{n: n, field: textField{Text: strconv.FormatUint(n, 10), Max: len(strconv.Itoa(maxSeed))}}
}

// set takes a number, kept in 1..maxSeed, and shows it in the field.
func (f *seedField) set(n uint64) {
	f.n = min(max(n, 1), maxSeed)
	f.field.Text = strconv.FormatUint(f.n, 10)
}

// update edits the field at val and follows the − (dec), + (inc) and
// fresh-number buttons.
func (f *seedField) update(in *Input, val Rect, dec, inc, fresh button) {
	f.field.R = val
	f.field.update(in)
	f.typed()
	switch {
	case dec.hit(in):
		f.set(f.n - 1)
	case inc.hit(in):
		f.set(f.n + 1)
	case fresh.hit(in):
		f.set(newSeed())
	}
}

// typed reads the field: digits only; the number follows as typed.
func (f *seedField) typed() {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, f.field.Text)
	f.field.Text = digits
	if n, err := strconv.ParseUint(digits, 10, 64); err == nil && n >= 1 {
		f.n = min(n, maxSeed)
	}
	if !f.field.Focus {
		f.field.Text = strconv.FormatUint(f.n, 10)
	}
}

func (f *seedField) draw(dst *ebiten.Image, val Rect, tick int, u float64) {
	f.field.R = val
	f.field.draw(dst, tick, u)
}
