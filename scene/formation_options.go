package scene

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"kaskade/engine/formation"
)

// Board choices of the options panel.
const (
	fmDefault = iota // the rules page's board
	fmRandom         // a board from a seed, shown so it can be played again
	fmCustom         // each quadrant's quarterboard, side and turn chosen
)

// maxSeed keeps seeds short enough to read out and type.
const maxSeed = 999999999

// formationOptions is Die Formation's part of the menu: the board, as
// the default, a seeded random one or one built quadrant by quadrant,
// with a live preview. The move limit is kept from the option text.
type formationOptions struct {
	mode   int
	seed   uint64
	field  textField // the seed, typed
	custom formation.Assembly
	limit  int
	tick   int
}

func newFormationOptions(options string) OptionsPanel {
	o := &formationOptions{seed: newSeed(), custom: formation.DefaultAssembly, limit: formation.DefaultLimit}
	parsed, err := formation.ParseOptions(options)
	if err != nil {
		return o.withField()
	}
	o.limit = parsed.Limit
	board, _, _ := strings.Cut(options, ",")
	switch {
	case strings.HasPrefix(board, "random:"):
		o.mode = fmRandom
		o.seed, _ = strconv.ParseUint(strings.TrimPrefix(board, "random:"), 10, 64)
		o.custom = parsed.Board
	case board != "" && board != "default":
		o.mode, o.custom = fmCustom, parsed.Board
	}
	return o.withField()
}

func (o *formationOptions) withField() *formationOptions {
	o.field = textField{Text: strconv.FormatUint(o.seed, 10), Max: len(strconv.Itoa(maxSeed))}
	return o
}

// newSeed is a fresh seed for a random board.
func newSeed() uint64 { return 1 + rand.Uint64N(maxSeed) }

// Options is the engine's option text for the board chosen.
func (o *formationOptions) Options() string {
	t := "default"
	switch o.mode {
	case fmRandom:
		t = "random:" + strconv.FormatUint(o.seed, 10)
	case fmCustom:
		t = o.custom.String()
	}
	if o.limit != formation.DefaultLimit {
		t += ",limit=" + strconv.Itoa(o.limit)
	}
	return t
}

// assembly is the board the panel shows.
func (o *formationOptions) assembly() formation.Assembly {
	switch o.mode {
	case fmRandom:
		return formation.RandomAssembly(o.seed)
	case fmCustom:
		return o.custom
	}
	return formation.DefaultAssembly
}

// setSeed takes a seed, kept in 1..maxSeed, and shows it in the field.
func (o *formationOptions) setSeed(s uint64) {
	o.seed = min(max(s, 1), maxSeed)
	o.field.Text = strconv.FormatUint(o.seed, 10)
}

// typed reads the seed field: digits only; the seed follows as typed.
func (o *formationOptions) typed() {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, o.field.Text)
	o.field.Text = digits
	if n, err := strconv.ParseUint(digits, 10, 64); err == nil && n >= 1 {
		o.seed = min(n, maxSeed)
	}
	if !o.field.Focus {
		o.field.Text = strconv.FormatUint(o.seed, 10)
	}
}

// cycleBoard puts the next quarterboard in quadrant q; the quadrant that
// had it takes q's old one, since each quarterboard is in the box once.
func (o *formationOptions) cycleBoard(q int) {
	a := &o.custom
	next := (a[q].Board + 1) % 4
	for i := range a {
		if i != q && a[i].Board == next {
			a[i].Board = a[q].Board
		}
	}
	a[q].Board = next
}
