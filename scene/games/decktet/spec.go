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
		Describe:  describeDecktet,
		MoveWords: moveWords,
		Redeal:    Redeal,
		Guide:     guide,
	})
}

// moveWords says a move of the notation (turn, waste, r1 to r3,
// recycle) for the move lists in the player's language; "" for a text it
// cannot read.
func moveWords(text string) string {
	m, err := decktet.ParseMove(text)
	if err != nil {
		return ""
	}
	switch m {
	case decktet.R1, decktet.R2, decktet.R3:
		return i18n.Trf("dk says reserve", int(m-decktet.R1)+1)
	}
	return i18n.Tr("dk says " + text)
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
