package scene

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/sprites"
)

func init() {
	registerGame(GameSpec{
		Name:         "formation",
		Seats:        2,
		SeatKeys:     []string{"black", "white"}, // Black moves first: seat 0
		TaglineKey:   "fm goal",
		RulesKey:     "rules formation",
		DefaultSeats: []PlayerConfig{{Type: Human}, {Type: Human}},
		NewView:      newFormationView,
		NewOptions:   newFormationOptions,
		DrawSeat: func(dst *ebiten.Image, p game.Player, cx, cy, d float64) {
			sprites.DrawPiece(dst, formation.Side(p), int(d), cx, cy, 1, 1)
		},
		Describe: describeFormation,
	})
}

// describeFormation writes the options for people: "default board",
// "random board 42", "own board Q0F0/…", with the move limit if it is not
// the usual one.
func describeFormation(options string) string {
	o, err := formation.ParseOptions(options)
	if err != nil {
		return options
	}
	board, _, _ := strings.Cut(options, ",")
	var t string
	switch {
	case strings.HasPrefix(board, "random:"):
		t = trf("fm random board", strings.TrimPrefix(board, "random:"))
	case o.Board == formation.DefaultAssembly:
		t = tr("fm default board")
	default:
		t = trf("fm own board", o.Board.String())
	}
	if o.Limit != formation.DefaultLimit {
		t += " · " + trf("fm limit", strconv.Itoa(o.Limit))
	}
	return t
}
