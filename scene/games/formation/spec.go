package formation

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
	"kaskade/sprites"
)

func init() {
	view.RegisterGame(view.GameSpec{
		Name:         "formation",
		SeatKeys:     []string{"black", "white"}, // Black moves first: seat 0
		TaglineKey:   "fm goal",
		RulesKey:     "fm rules",
		DefaultSeats: []view.PlayerConfig{{Type: view.Human}, {Type: view.Human}},
		NewView:      NewFormationView,
		NewOptions:   NewFormationOptions,
		Guide:        guide,
		DrawSeat: func(dst *ebiten.Image, p game.Player, cx, cy, d float64) {
			sprites.TokenRim(dst, cx, cy, d, 1)
			DrawPiece(dst, formation.Side(p), int(d), cx, cy, 1, 1)
		},
		Describe: DescribeFormation,
	})
}

// describeFormation writes the options for people: "default board",
// "random board 42", "own board", with the move limit if it is not
// the usual one.
func DescribeFormation(options string) string {
	o, err := formation.ParseOptions(options)
	if err != nil {
		return options
	}
	board, _, _ := strings.Cut(options, ",")
	var t string
	switch {
	case strings.HasPrefix(board, "random:"):
		t = i18n.Trf("fm random board", strings.TrimPrefix(board, "random:"))
	case o.Pick:
		t = i18n.Trf("fm pick board", strconv.FormatUint(o.PickSeed, 10))
	case o.Board == formation.DefaultAssembly:
		t = i18n.Tr("fm default board")
	default:
		t = i18n.Tr("fm own board")
	}
	if o.Limit != formation.DefaultLimit {
		t += " · " + i18n.Trf("fm limit", strconv.Itoa(o.Limit))
	}
	return t
}
