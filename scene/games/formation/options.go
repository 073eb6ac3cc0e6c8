package formation

import (
	"strconv"
	"strings"

	"kaskade/engine/formation"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// Board choices of the options panel.
const (
	fmDefault = iota // the rules page's board
	FmRandom         // a board from a seed, shown so it can be played again
	FmCustom         // each quadrant's quarterboard, side and turn chosen
	FmPick           // White picks one of the boards dealt from a seed (pickboard.go)
	fmModes
)

// formationOptions is Die Formation's part of the menu: the board, as
// the default, a seeded random one, one built quadrant by quadrant, or
// picked by White before the first move from boards dealt from a seed,
// with a live preview. The move limit is kept from the option text.
// The seed is one field for Random and White picks.
type FormationOptions struct {
	view.Touch
	Mode   int
	Seed   ui.SeedField
	Custom formation.Assembly
	limit  int
	tick   int
}

func NewFormationOptions(options string) view.OptionsPanel {
	o := &FormationOptions{Seed: ui.NewSeedField(ui.NewSeed()), Custom: formation.DefaultAssembly, limit: formation.DefaultLimit}
	parsed, err := formation.ParseOptions(options)
	if err != nil {
		return o
	}
	o.limit = parsed.Limit
	board, _, _ := strings.Cut(options, ",")
	switch {
	case strings.HasPrefix(board, "random:"):
		o.Mode = FmRandom
		n, _ := strconv.ParseUint(strings.TrimPrefix(board, "random:"), 10, 64)
		o.Seed = ui.NewSeedField(n)
		o.Custom = parsed.Board
	case parsed.Pick:
		o.Mode, o.Seed = FmPick, ui.NewSeedField(parsed.PickSeed)
	case board != "" && board != "default":
		o.Mode, o.Custom = FmCustom, parsed.Board
	}
	return o
}

// Options is the engine's option text for the board chosen.
func (o *FormationOptions) Options() string {
	t := "default"
	switch o.Mode {
	case FmRandom:
		t = "random:" + strconv.FormatUint(o.Seed.N, 10)
	case FmCustom:
		t = o.Custom.String()
	case FmPick:
		t = "pick:" + strconv.FormatUint(o.Seed.N, 10)
	}
	if o.limit != formation.DefaultLimit {
		t += ",limit=" + strconv.Itoa(o.limit)
	}
	return t
}

// assembly is the board the panel shows (White's first choice when White
// picks).
func (o *FormationOptions) Assembly() formation.Assembly {
	switch o.Mode {
	case FmPick:
		return formation.PickBoards(o.Seed.N)[0]
	case FmRandom:
		return formation.RandomAssembly(o.Seed.N)
	case FmCustom:
		return o.Custom
	}
	return formation.DefaultAssembly
}

// cycleBoard puts the next quarterboard in quadrant q; the quadrant that
// had it takes q's old one, since each quarterboard is in the box once.
func (o *FormationOptions) CycleBoard(q int) {
	a := &o.Custom
	next := (a[q].Board + 1) % 4
	for i := range a {
		if i != q && a[i].Board == next {
			a[i].Board = a[q].Board
		}
	}
	a[q].Board = next
}
