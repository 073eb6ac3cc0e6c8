package decktet

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// dkDrag is a press on a playable card (the waste's top, an open pile's
// top) while it is held: let go on a tier it is a drop there, let go
// where it started it is a click, which plays the card to its tier.
type dkDrag struct {
	ui.HeldPress
	src  decktet.Move
	grab ui.Point // the pointer's offset from the card's corner
}

// Input turns clicks, drags and keys into a move.
func (v *DecktetView) Input(in *ui.Input, _ game.State) game.Move {
	if v.WinBtn.Hit(in) {
		v.askVerdict()
		return game.NoMove
	}
	if mv, used := v.pointerInput(in); used {
		return mv
	}
	return v.keyInput(in)
}

// sourceAt is the card move of the card under p: an open pile's top or
// the waste's top; a closed pile too, so that a click on it is refused
// with the engine's reason.
func (v *DecktetView) sourceAt(p ui.Point) (decktet.Move, bool) {
	w := v.St.Waste()
	if len(w) > 0 && v.Lay.WasteSlot(len(w)-1, len(w)).Contains(p) {
		return decktet.Waste, true
	}
	for i := 2; i >= 0; i-- { // the topmost first: on a phone the piles overlap
		if len(v.St.Pile(i)) > 0 && v.Lay.Pile[i].Contains(p) {
			return decktet.R1 + decktet.Move(i), true
		}
	}
	return 0, false
}

func (v *DecktetView) pointerInput(in *ui.Input) (game.Move, bool) {
	p := &v.ptr
	if mv, used, held := v.drag.Follow(p, in, 0.15*v.Lay.W, v.drop); held {
		return mv, used
	}
	if src, ok := v.sourceAt(p.At); ok && p.Pressed && v.St.CardOf(src) != decktet.NoCard {
		r := v.sourceRect(src)
		v.drag = dkDrag{HeldPress: ui.HeldPress{On: true, Start: p.At}, src: src, grab: ui.Point{X: p.At.X - r.X, Y: p.At.Y - r.Y}}
		return game.NoMove, true
	}
	c, ok := in.Click()
	if !ok {
		return game.NoMove, false
	}
	if v.Lay.Stock.Contains(c) {
		return v.stockMove(), true
	}
	if src, ok := v.sourceAt(c); ok {
		return game.Move(src), true
	}
	return game.NoMove, true
}

// sourceRect is where a card move's card lies at rest.
func (v *DecktetView) sourceRect(src decktet.Move) ui.Rect {
	if src == decktet.Waste {
		n := len(v.St.Waste())
		return v.Lay.WasteSlot(n-1, n)
	}
	return v.Lay.Pile[src-decktet.R1]
}

// drop ends a drag: unmoved it is a click (play the card); off the tiers
// nothing. On a tier the engine's CheckDrop decides: no engine move names
// a tier, so a drop on the wrong one is refused here, by the view itself,
// and is no move; any other answer is the card's move, which the table
// plays or refuses with the match's reason.
func (v *DecktetView) drop() game.Move {
	d := v.drag
	v.drag = dkDrag{}
	if !d.Moved {
		return game.Move(d.src)
	}
	t := v.Lay.TierAt(v.ptr.At)
	if t < 0 {
		return game.NoMove
	}
	err := v.St.CheckDrop(d.src, t)
	if r, ok := game.RefusalOf(err); ok && r.Code == decktet.CodeWrongTier {
		v.flash(v.Lay.TierRow(t))
		v.say(v.reason(r))
		return game.NoMove
	}
	return game.Move(d.src)
}

// stockMove is a click on the stock: turn three, or, once it is empty,
// end the pass.
func (v *DecktetView) stockMove() game.Move {
	if v.St.StockLen() == 0 {
		return game.Move(decktet.Recycle)
	}
	return game.Move(decktet.Turn)
}

// keyInput: Space or T turns (or recycles), W plays the waste, 1 2 3 the
// reserve piles, Enter plays the hint.
func (v *DecktetView) keyInput(in *ui.Input) game.Move {
	switch {
	case in.Pressed(ebiten.KeySpace, ebiten.KeyT):
		return v.stockMove()
	case in.Pressed(ebiten.KeyW):
		return game.Move(decktet.Waste)
	case in.Pressed(ebiten.Key1, ebiten.KeyNumpad1):
		return game.Move(decktet.R1)
	case in.Pressed(ebiten.Key2, ebiten.KeyNumpad2):
		return game.Move(decktet.R2)
	case in.Pressed(ebiten.Key3, ebiten.KeyNumpad3):
		return game.Move(decktet.R3)
	case in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter) && v.Hint != game.NoMove:
		return v.Hint
	}
	return game.NoMove
}

// Refuse flashes what refused and says why, in words, from the engine's
// typed reason.
func (v *DecktetView) Refuse(mv game.Move, err error) string {
	m := decktet.Move(mv)
	switch {
	case m >= decktet.Waste && m <= decktet.R3 && len(v.sourceCards(m)) > 0:
		v.flash(v.sourceRect(m))
	default:
		v.flash(v.Lay.Stock)
	}
	r, ok := game.RefusalOf(err)
	if !ok {
		return i18n.Tr("illegal")
	}
	return v.reason(r)
}

// sourceCards are the cards where a card move takes its card from.
func (v *DecktetView) sourceCards(m decktet.Move) []decktet.Card {
	if m == decktet.Waste {
		return v.St.Waste()
	}
	return v.St.Pile(int(m - decktet.R1))
}

// flash marks r as refused, with the refusal sound.
func (v *DecktetView) flash(r ui.Rect) {
	v.env.Sounds.Refuse()
	v.refused, v.RefTick = r, ui.RefuseTicks
}

// say shows a refusal the view made itself (the table shows the others).
// say shows a refusal the view made itself: in the table's pill, or, with
// no table around, in the view's own.
func (v *DecktetView) say(msg string) {
	if v.env.Say != nil {
		v.env.Say(msg, true)
		return
	}
	v.msg, v.msgTick = msg, dkMsgTicks
}

// Said is the refusal the view shows itself now, or "".
func (v *DecktetView) Said() string {
	if v.msgTick == 0 {
		return ""
	}
	return v.msg
}

// dkMsgTicks is how long the view's own refusal stays, as the table's.
const dkMsgTicks = 150

// refusalKeys word the refusals whose Args are plain numbers, or none.
var refusalKeys = map[string]string{
	game.CodeOver:             "over refuse",
	decktet.CodeOpening:       "dk start",
	decktet.CodeStockEmpty:    "dk refuse stock empty",
	decktet.CodeStockLeft:     "dk refuse stock left",
	decktet.CodeNoPassLeft:    "dk refuse no pass",
	decktet.CodeNothingToTurn: "dk refuse nothing to turn",
	decktet.CodeIdlePass:      "dk refuse idle pass",
	decktet.CodeWasteEmpty:    "dk no waste",
	decktet.CodeNoReserve:     "dk refuse no reserve",
	decktet.CodePileEmpty:     "dk empty pile",
	decktet.CodePileClosed:    "dk closed",
}

// reason words r in the current language from its Code and Args; a code
// this view does not know shows the engine's English text.
func (v *DecktetView) reason(r *game.Refusal) string {
	switch c, tiers, ok := cardAndTiers(r.Args); {
	case !ok:
	case r.Code == decktet.CodeWrongTier && len(tiers) == 2:
		return i18n.Trf("dk wrong tier", c.Title(), tierWord(tiers[0]), tierWord(tiers[1]))
	case r.Code == decktet.CodeNoSuit && len(tiers) == 1:
		return v.suitReason(c, tiers[0])
	}
	if key, ok := refusalKeys[r.Code]; ok {
		if i18n.Has(key + " touch") {
			key = v.env.TouchKey(key) // a tap, not a click
		}
		return i18n.Trf(key, r.Args...)
	}
	return r.Text
}

// cardAndTiers reads a refusal's Args of the form card, tier, tier…
func cardAndTiers(args []any) (decktet.Card, []int, bool) {
	if len(args) < 2 {
		return decktet.NoCard, nil, false
	}
	c, ok := args[0].(decktet.Card)
	tiers := make([]int, 0, len(args)-1)
	for _, a := range args[1:] {
		t, isInt := a.(int)
		ok = ok && isInt && t >= decktet.Top && t <= decktet.Bottom
		tiers = append(tiers, t)
	}
	return c, tiers, ok
}

// suitReason words CodeNoSuit for card c on tier t: the tier's end card,
// or in the Ace variant its Aces, are what c shares no suit with.
func (v *DecktetView) suitReason(c decktet.Card, t int) string {
	end := v.St.Tier(t)
	if v.St.Options().Ace || len(end) == 0 {
		return i18n.Trf("dk no suit ace", c.Title(), tierWord(t))
	}
	return i18n.Trf("dk no suit", c.Title(), end[len(end)-1].Title(), tierWord(t))
}

// tierWord is a tier's name in the current language.
func tierWord(t int) string {
	return i18n.Tr([3]string{"dk tier top", "dk tier middle", "dk tier bottom"}[t])
}
