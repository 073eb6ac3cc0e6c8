package scene

import (
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

// formationOptions is Die Formation's part of the menu: the board, as
// the default, a seeded random one or one built quadrant by quadrant,
// with a live preview. The move limit is kept from the option text.
type formationOptions struct {
	mode   int
	seed   seedField
	custom formation.Assembly
	limit  int
	tick   int
}

func newFormationOptions(options string) OptionsPanel {
	o := &formationOptions{seed: newSeedField(newSeed()), custom: formation.DefaultAssembly, limit: formation.DefaultLimit}
	parsed, err := formation.ParseOptions(options)
	if err != nil {
		return o
	}
	o.limit = parsed.Limit
	board, _, _ := strings.Cut(options, ",")
	switch {
	case strings.HasPrefix(board, "random:"):
		o.mode = fmRandom
		n, _ := strconv.ParseUint(strings.TrimPrefix(board, "random:"), 10, 64)
		o.seed = newSeedField(n)
		o.custom = parsed.Board
	case board != "" && board != "default":
		o.mode, o.custom = fmCustom, parsed.Board
	}
	return o
}

// Options is the engine's option text for the board chosen.
func (o *formationOptions) Options() string {
	t := "default"
	switch o.mode {
	case fmRandom:
		t = "random:" + strconv.FormatUint(o.seed.n, 10)
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
		return formation.RandomAssembly(o.seed.n)
	case fmCustom:
		return o.custom
	}
	return formation.DefaultAssembly
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
