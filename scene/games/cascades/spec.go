package cascades

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
	"kaskade/sprites"
)

func init() {
	view.RegisterGame(view.GameSpec{
		Name:         "cascades",
		SeatKeys:     []string{"black", "white"}, // Black moves first: seat 0
		TaglineKey:   "cascades.tagline",
		RulesKey:     "cascades.rules",
		DefaultSeats: []view.PlayerConfig{{Type: view.Human}, {Type: view.Human}},
		NewView:      NewView,
		NewOptions:   NewOptions,
		Guide:        guide,
		DrawSeat: func(dst *ebiten.Image, p game.Player, cx, cy, d float64) {
			sprites.TokenRim(dst, cx, cy, d, 1)
			DrawStone(dst, cascades.Side(p), int(d), cx, cy, 1, 1)
		},
		Describe: Describe,
	})
}

// Describe writes options for people: "8×8", "6×5 · free drop",
// "8×8 · territory".
func Describe(options string) string {
	o, err := cascades.ParseOptions(options)
	if err != nil {
		return options
	}
	t := sizeLabel(o.Size)
	if o.Free {
		t += " · " + i18n.Tr("cascades.free short")
	}
	if o.Territory {
		t += " · " + i18n.Tr("cascades.territory short")
	}
	return t
}

// sizeLabel is "8 × 8": top-row cells by rows.
func sizeLabel(z cascades.Size) string {
	return strconv.Itoa(z.W) + " × " + strconv.Itoa(z.H)
}
