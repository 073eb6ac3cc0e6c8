package decktet

import (
	"errors"
	"fmt"

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

// A drop on the wrong tier is a move the rules refuse ("a tier where it
// cannot go refuses it with a reason"), but the engine's moves name only
// the card, not the tier. So the view hands the table a move that names
// both, which no engine move equals: the match refuses it, and Refuse
// reads the tier back out to give CheckTier's reason. It never reaches
// the engine's Apply.
const dkDropBase = 64

func dropMove(src decktet.Move, tier int) game.Move {
	return game.Move(dkDropBase + int(src)*4 + tier)
}

func dropOf(mv game.Move) (src decktet.Move, tier int, ok bool) {
	if mv < dkDropBase {
		return 0, 0, false
	}
	n := int(mv) - dkDropBase
	return decktet.Move(n / 4), n % 4, true
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
	for i := range 3 {
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

// drop ends a drag: unmoved it is a click (play the card); on its tier it
// is the card's move; on another tier a drop the table will refuse; off
// the tiers nothing.
func (v *DecktetView) drop() game.Move {
	d := v.drag
	v.drag = dkDrag{}
	if !d.Moved {
		return game.Move(d.src)
	}
	t := v.Lay.TierAt(v.ptr.At)
	switch {
	case t < 0:
		return game.NoMove
	case t != v.St.TierOf(v.St.CardOf(d.src)):
		return dropMove(d.src, t)
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

// Refuse flashes what refused and says why, in words: the engine's
// reason, translated for the cases a player meets.
func (v *DecktetView) Refuse(mv game.Move, err error) string {
	v.env.Sounds.Refuse()
	v.RefTick = ui.RefuseTicks
	s := v.St
	if src, t, ok := dropOf(mv); ok {
		v.refused = v.Lay.TierRow(t)
		c := s.CardOf(src)
		if c == decktet.NoCard {
			return i18n.Tr("illegal")
		}
		return v.tierReason(c, t, s.CheckTier(c, t))
	}
	m := decktet.Move(mv)
	v.refused = v.Lay.Stock
	if m >= decktet.Waste && m <= decktet.R3 {
		v.refused = v.sourceRect(m)
	}
	return v.moveReason(m, err)
}

// tierReason words CheckTier's answer for card c on tier t.
func (v *DecktetView) tierReason(c decktet.Card, t int, err error) string {
	s := v.St
	switch want := s.TierOf(c); {
	case err == nil:
		return i18n.Tr("illegal")
	case want != t:
		return i18n.Trf("dk wrong tier", c.Title(), tierWord(want), tierWord(t))
	case s.Options().Ace:
		return i18n.Trf("dk no suit ace", c.Title(), tierWord(t))
	}
	end := s.Tier(t)
	return i18n.Trf("dk no suit", c.Title(), end[len(end)-1].Title(), tierWord(t))
}

// moveReason words the engine's refusal of a plain move.
func (v *DecktetView) moveReason(m decktet.Move, err error) string {
	s := v.St
	switch {
	case s.Over():
		return i18n.Tr("over refuse")
	case s.Opening() && m != decktet.Waste:
		return i18n.Tr("dk start")
	case m == decktet.Waste && len(s.Waste()) == 0:
		return i18n.Tr("dk no waste")
	case m >= decktet.R1 && m <= decktet.R3:
		p := int(m - decktet.R1)
		if len(s.Pile(p)) == 0 {
			return i18n.Trf("dk empty pile", p+1)
		}
		if s.CardOf(m) == decktet.NoCard {
			return i18n.Trf("dk closed", p+1, p+1)
		}
	}
	if c := s.CardOf(m); c != decktet.NoCard {
		t := s.TierOf(c)
		return v.tierReason(c, t, s.CheckTier(c, t))
	}
	if err == nil {
		err = errors.New(i18n.Tr("illegal"))
	}
	return fmt.Sprint(err)
}

// tierWord is a tier's name in the current language.
func tierWord(t int) string {
	return i18n.Tr([3]string{"dk tier top", "dk tier middle", "dk tier bottom"}[t])
}
