package kaleidoskop

import (
	"math"
	"strconv"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// ctlKind says what a control is and how it is drawn.
type ctlKind int

const (
	ctlColour  ctlKind = iota // a supply colour: chooses it
	ctlButton                 // a labelled button: plays Move, or runs pick
	ctlMission                // one mission of a hand card
	ctlReveal                 // "show my cards"
)

// control is one clickable thing off the board, rebuilt from the layout
// and the position whenever it is needed: Input and Draw see the same.
type control struct {
	kind    ctlKind
	R       ui.Rect
	Label   string
	Move    game.Move // the move a click plays (the table checks it), NoMove
	pick    func()    // a choice kept in the view (a colour, a tool to aim)
	colour  kal.Colour
	card    kal.CardMission
	on      bool // chosen (a colour, a tool being aimed, a lit mission)
	allowed bool // the engine would take Move now (a refused one still may be clicked, to hear why)
}

// controls are the bar's and the hand's controls for the position shown.
func (v *View) controls() []control {
	if v.st == nil || v.st.IsOver() {
		return nil
	}
	if v.env.Looking {
		return v.supplyShown()
	}
	var cs []control
	cs = append(cs, v.topRow()...)
	cs = append(cs, v.toolRow()...)
	if !v.shows(tabHand) {
		return cs // the hand is behind its tab
	}
	return append(cs, v.handControls()...)
}

// barRow is row i (0 or 1) of the bar.
func (v *View) barRow(i int) ui.Rect {
	b, u := v.lay.Bar, v.lay.U
	h := v.lay.barRowH()
	return ui.Rect{X: b.X, Y: b.Y + float64(i)*(h+gapU*u/2), W: b.W, H: h}
}

// split cuts r into n cells side by side with gaps.
func split(r ui.Rect, n int, gap float64) []ui.Rect {
	w := (r.W - gap*float64(n-1)) / float64(n)
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.Rect{X: r.X + float64(i)*(w+gap), Y: r.Y, W: w, H: r.H}
	}
	return out
}

// topRow is the supply's six colours (the place step) or the two decks
// (the draw step).
func (v *View) topRow() []control {
	r, u := v.barRow(0), v.lay.U
	s := v.st
	if s.Phase() == kal.PhaseDraw {
		var cs []control
		for i, d := range []kal.Deck{kal.BlueDeck, kal.OrangeDeck} {
			m := kal.DrawMove(d)
			label := i18n.Trf(deckKeys[d], s.DeckLeft(d))
			cs = append(cs, control{kind: ctlButton, R: split(r, 2, 8*u)[i], Label: label, Move: m, allowed: s.Check(m) == nil})
		}
		return cs
	}
	info := math.Min(r.W*0.3, 190*u) + 8*u
	if v.lay.Narrow { // the cost stands in the third row
		info = 0
	}
	cells := split(ui.Rect{X: r.X, Y: r.Y, W: r.W - info, H: r.H}, 6, 6*u)
	var cs []control
	for i := range 6 {
		c := kal.Colour(i + 1)
		cs = append(cs, control{kind: ctlColour, R: cells[i], colour: c, Move: game.NoMove, on: v.colour == c,
			allowed: s.Phase() == kal.PhasePlace && s.SupplyLeft(c) > 0,
			pick:    func() { v.chooseColour(c) }})
	}
	return cs
}

// supplyShown is the top row as it stood, for a record: the supply or
// the decks to read, nothing to press (the tools are in the players'
// panel).
func (v *View) supplyShown() []control {
	cs := v.topRow()
	for i := range cs {
		cs[i].Move, cs[i].pick, cs[i].allowed, cs[i].on = game.NoMove, nil, false, false
	}
	return cs
}

// chooseColour takes colour c from the supply for the place step; c again
// puts it back.
func (v *View) chooseColour(c kal.Colour) {
	if v.colour == c {
		v.colour = kal.None
		return
	}
	v.colour = c
}

// toolRow is the holder, the mirror, the glass (to use, or to buy), the
// fourth card and the end of the turn.
func (v *View) toolRow() []control {
	s, u := v.st, v.lay.U
	p := seatOf(s)
	cells := split(v.barRow(1), 5, 6*u)
	if v.lay.Narrow { // three tools; the cost (infoRect), the fourth card and the end below them
		third := split(v.barRow(2), 3, 6*u)
		cells = append(split(v.barRow(1), 3, 6*u), third[1], third[2])
	}
	var cs []control
	cost := s.ToolCost()
	for i, t := range []kal.Tool{kal.Holder, kal.Mirror, kal.Glass} {
		c := control{kind: ctlButton, R: cells[i], Move: game.NoMove}
		switch {
		case !s.Owns(p, t) && t == kal.Holder:
			c.Label = i18n.Tr(toolKeys[t])
			c.Move = kal.ToolMove(t, kal.NoHollow, kal.Hex{})
		case !s.Owns(p, t):
			c.Label = i18n.Trf("kaleidoskop.buy tool", i18n.Tr(toolKeys[t]), kal.ToolPrice)
			c.Move = kal.BuyMove(t)
		case s.UsedThisTurn(p, t):
			c.Label = i18n.Tr(toolKeys[t]) + " · " + i18n.Tr("kaleidoskop.used")
			c.Move = kal.ToolMove(t, kal.NoHollow, kal.Hex{})
		case t == kal.Holder:
			c.Label = i18n.Tr(toolKeys[t]) + costText(cost)
			c.Move = kal.ToolMove(t, kal.NoHollow, kal.Hex{})
		default:
			c.Label = i18n.Tr(toolKeys[t]) + costText(cost)
			c.on = v.tool == t
			c.allowed = s.Phase() == kal.PhaseTools && s.Crystals(p) >= cost
			c.pick = func() { v.chooseTool(t) }
		}
		if c.Move != game.NoMove {
			c.allowed = s.Check(c.Move) == nil
		}
		cs = append(cs, c)
	}
	buy := kal.BuyCardMove()
	cs = append(cs, control{kind: ctlButton, R: cells[3], Label: i18n.Trf("kaleidoskop.buy card", kal.FourthPrice), Move: buy, allowed: s.Check(buy) == nil})
	end := kal.EndMove()
	cs = append(cs, control{kind: ctlButton, R: cells[4], Label: i18n.Tr("kaleidoskop.end turn"), Move: end, allowed: s.Check(end) == nil})
	return cs
}

// infoRect is the box that says what the step costs: right of the
// supply, or first in the third row of a narrow bar.
func (v *View) infoRect() ui.Rect {
	u := v.lay.U
	if v.lay.Narrow {
		return split(v.barRow(2), 3, 6*u)[0]
	}
	r := v.barRow(0)
	info := math.Min(r.W*0.3, 190*u)
	return ui.Rect{X: r.X + r.W - info, Y: r.Y, W: info, H: r.H}
}

// barLabels are all the labels the tool row's buttons can carry, in the
// language now: narrowBar measures them.
func barLabels() []string {
	var out []string
	for _, t := range []kal.Tool{kal.Holder, kal.Mirror, kal.Glass} {
		name := i18n.Tr(toolKeys[t])
		out = append(out, name, name+" · "+i18n.Tr("kaleidoskop.used"), name+costText(0), name+costText(2),
			i18n.Trf("kaleidoskop.buy tool", name, kal.ToolPrice))
	}
	return append(out, i18n.Trf("kaleidoskop.buy card", kal.FourthPrice), i18n.Tr("kaleidoskop.end turn"))
}

// costText is " · 2" for a tool's use, " · free" when it costs nothing.
func costText(n int) string {
	if n == 0 {
		return " · " + i18n.Tr("kaleidoskop.free")
	}
	return " · " + strconv.Itoa(n)
}

// chooseTool starts aiming the mirror or the glass; again, stops.
func (v *View) chooseTool(t kal.Tool) {
	if v.tool == t {
		v.tool, v.aim = noTool, kal.NoHollow
		return
	}
	v.tool, v.aim = t, kal.NoHollow
}

var (
	toolKeys = [kal.NumTools]string{"kaleidoskop.holder", "kaleidoskop.mirror", "kaleidoskop.glass"}
	deckKeys = [2]string{"kaleidoskop.draw blue", "kaleidoskop.draw orange"}
)
