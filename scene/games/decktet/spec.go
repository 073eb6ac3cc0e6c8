package decktet

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

func init() {
	view.RegisterGame(view.GameSpec{
		Name:         "decktet",
		SeatKeys:     []string{"dk player"},
		TaglineKey:   "dk tagline",
		RulesKey:     "rules decktet",
		DefaultSeats: []view.PlayerConfig{{Type: view.Human}},
		NewView:      newDecktetView,
		NewOptions:   NewDecktetOptions,
		DrawSeat: func(dst *ebiten.Image, _ game.Player, cx, cy, d float64) {
			// a small card back, upright, as tall as the seat token
			h := d
			w := h / 1.4
			DrawCard(dst, decktet.NoCard, cx-w/2, cy-h/2, w, h, 1, 1)
		},
		Describe: describeDecktet,
		Redeal:   Redeal,
		Guide:    guide,
	})
}

// describeDecktet writes the options for people: "deal 4711 · Pawns &
// Courts · unlimited passes".
func describeDecktet(options string) string {
	o, err := decktet.ParseOptions(options)
	if err != nil {
		return options
	}
	parts := []string{i18n.Trf("dk desc deal", strconv.FormatUint(o.Deal, 10))}
	if o.Extended {
		parts = append(parts, i18n.Tr("dk desc extended"))
	}
	switch {
	case o.Ace:
		parts = append(parts, i18n.Tr("dk desc ace"))
	case o.Unlimited:
		parts = append(parts, i18n.Tr("dk desc unlim"))
	}
	return strings.Join(parts, " · ")
}
