// Package kaleidoskop is the screen of Kaleidoskop (engine/kaleidoskop,
// docs/rules/kaleidoskop.md), a game of colour crystals for 3 to 6
// players with shuffled decks and secret hands.
package kaleidoskop

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// seatKeys are the seats' colours, seat 0 first: each seat's player colour
// is the crystal colour of the same rank, with its symbol.
var seatKeys = []string{
	"kaleidoskop.red", "kaleidoskop.yellow", "kaleidoskop.green",
	"kaleidoskop.blue", "kaleidoskop.pink", "kaleidoskop.purple",
}

func init() {
	seats := make([]view.PlayerConfig, kal.MaxPlayers)
	for i := range seats {
		seats[i] = view.PlayerConfig{Type: view.Human}
	}
	view.RegisterGame(view.GameSpec{
		Name:         "kaleidoskop",
		SeatKeys:     seatKeys,
		TaglineKey:   "kaleidoskop.tagline",
		RulesKey:     "kaleidoskop.rules",
		DefaultSeats: seats,
		NewView:      NewView,
		NewOptions:   NewOptions,
		DrawSeat: func(dst *ebiten.Image, p game.Player, cx, cy, d float64) {
			drawToken(dst, int(p), cx, cy, d)
		},
		Describe:     Describe,
		MoveWords:    moveWords,
		RulesFigures: rulesFigures,
		Guide:        guide,
	})
}

// Describe writes the options for people: "4 players · Normal · deal
// 4711". Options without a deal item (an online room's: its cards come
// from the room's secret seed) name no deal, rather than the default one.
func Describe(options string) string {
	o, err := kal.ParseOptions(options)
	if err != nil {
		return options
	}
	if !hasDeal(options) {
		return i18n.Trf("kaleidoskop.desc secret", o.Players, i18n.Tr(lengthKeys[o.Length]))
	}
	return i18n.Trf("kaleidoskop.desc", o.Players, i18n.Tr(lengthKeys[o.Length]), o.Deal)
}

// hasDeal reports whether options name a deal.
func hasDeal(options string) bool {
	for item := range strings.SplitSeq(options, ",") {
		if strings.HasPrefix(strings.TrimSpace(item), "deal=") {
			return true
		}
	}
	return false
}
