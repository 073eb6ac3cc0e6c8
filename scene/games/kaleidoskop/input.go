package kaleidoskop

import (
	"errors"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
)

// Input turns clicks and keys into a move of the seat to move. A turn is
// several moves (place, tools, missions, draw, end); choices that are not
// moves yet (a colour, a tool to aim, a lit mission) stay in the view. A
// choice the rules refuse is still handed on: the table asks the engine,
// and Refuse says why.
func (v *View) Input(in *ui.Input, st game.State) game.Move {
	s := stateOf(st)
	if s == nil || v.st == nil {
		return game.NoMove
	}
	p := seatOf(v.st)
	v.human[p], v.computer[p] = true, false
	if !v.handUp() && v.onlyHuman(p) {
		v.reveal() // everyone else is a computer: nobody to hide the hand from
	}
	if c, ok := in.Click(); ok {
		return v.click(c)
	}
	return v.keys(in)
}

// onlyHuman reports whether every seat but p is a computer.
func (v *View) onlyHuman(p int) bool {
	for q := range v.st.NumPlayers() {
		if q != p && !v.isComputer(q) {
			return false
		}
	}
	return true
}

// isComputer reports whether seat p is a computer: as the table says, or
// without a table (a replay, tests) as seen (it moved without being asked).
func (v *View) isComputer(p int) bool {
	if v.env.Computer != nil {
		return v.env.Computer(game.Player(p))
	}
	return v.computer[p]
}

// click is a click at c: a tab, a control, a hand card, a hollow, or a
// hex.
func (v *View) click(c ui.Point) game.Move {
	for t, b := range v.tabButtons() {
		if b.R.Contains(c) {
			v.tab = t
			return game.NoMove
		}
	}
	for _, ct := range v.controls() {
		if !ct.R.Contains(c) {
			continue
		}
		switch {
		case ct.kind == ctlMission:
			return v.missionClick(ct.card)
		case ct.pick != nil:
			ct.pick()
			return game.NoMove
		case ct.Move == kal.EndMove():
			return v.endTurn()
		}
		return ct.Move
	}
	if card, ok := v.cardAt(c); ok {
		return v.cardClick(card)
	}
	return v.boardClick(c)
}

// missionClick completes the mission clicked, lit on the board: the table
// asks the engine, which takes it or says what is missing (the crystal to
// place first, the pattern not on the board).
func (v *View) missionClick(cm kal.CardMission) game.Move {
	v.lit = cm
	return kal.CompleteMove(cm.Card, cm.Mission)
}

// cardClick is a click on a hand card off its two missions (its header):
// the mission the engine would take now, else the one on the board (to be
// told what is missing), else it says neither is there.
func (v *View) cardClick(card kal.Card) game.Move {
	for _, cm := range v.st.CanComplete() {
		if cm.Card == card {
			return v.missionClick(cm)
		}
	}
	for i := range 2 {
		if v.st.Matches(card, i) {
			return v.missionClick(kal.CardMission{Card: card, Mission: i})
		}
	}
	v.say(i18n.Trf("kaleidoskop.card off board", card), true)
	return game.NoMove
}

// cardAt is the face-up hand card at c.
func (v *View) cardAt(c ui.Point) (kal.Card, bool) {
	if !v.shows(tabHand) {
		return kal.NoCard, false
	}
	cards := v.handCards()
	for i, r := range v.cardRects(len(cards)) {
		if r.Contains(c) {
			return cards[i], true
		}
	}
	return kal.NoCard, false
}

// endTurn ends the turn, except the first time in a turn that a mission
// in the hand could still be completed: then it lights that mission and
// says so, and End turn again ends.
func (v *View) endTurn() game.Move {
	can := v.st.CanComplete()
	if v.endWarned || len(can) == 0 {
		return kal.EndMove()
	}
	v.endWarned, v.lit = true, can[0]
	v.say(i18n.Trf(v.env.TouchKey("kaleidoskop.end warn"), can[0].Card, can[0].Mission+1, can[0].Card.Reward()), false)
	return game.NoMove
}

// say shows msg in the table's pill (bad: with the refusal's sound).
func (v *View) say(msg string, bad bool) {
	if bad {
		v.env.Sounds.Refuse()
	}
	if v.env.Say != nil {
		v.env.Say(msg, bad)
	}
}

// boardClick is a click on the board: a hollow for the place step or the
// crystal a tool is aimed at, a hex for the tool's aim.
func (v *View) boardClick(c ui.Point) game.Move {
	if v.st.Phase() == kal.PhaseTools && v.tool != noTool {
		if v.aim != kal.NoHollow {
			if h := v.lay.hexAt(c); v.aimHex(h) {
				return kal.ToolMove(v.tool, v.aim, h)
			}
		}
		if k, ok := v.lay.hollowAt(v.geo, c); ok {
			v.aim = k
			if v.st.CrystalAt(k) == kal.None {
				return kal.ToolMove(v.tool, k, v.st.HollowHexes(k)[0]) // refused: the hollow is empty
			}
		}
		return game.NoMove
	}
	k, ok := v.lay.hollowAt(v.geo, c)
	if !ok {
		return game.NoMove
	}
	v.cursor = kal.NoHollow
	return v.placeAt(k)
}

// aimHex reports whether h is one of the aimed crystal's hexes.
func (v *View) aimHex(h kal.Hex) bool {
	for _, x := range v.st.HollowHexes(v.aim) {
		if x == h {
			return true
		}
	}
	return false
}

// placeAt is the place (or exchange) of the chosen colour in hollow k.
// Without a colour nothing is played: the status asks for one.
func (v *View) placeAt(k kal.Hollow) game.Move {
	if v.colour == kal.None {
		v.refused, v.refuseTicks = game.NoMove, refuseFlash
		return game.NoMove
	}
	return kal.PlaceMove(k, v.colour)
}

// keys: 1 to 6 choose a colour; arrows walk over the hollows and Enter
// places there; E ends the turn; Backspace drops the choices.
func (v *View) keys(in *ui.Input) game.Move {
	for i, k := range []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6} {
		if in.Pressed(k) && v.st.Phase() == kal.PhasePlace {
			v.chooseColour(kal.Colour(i + 1))
		}
	}
	switch {
	case in.Pressed(ebiten.KeyBackspace):
		v.clearSelection()
	case in.Pressed(ebiten.KeyE):
		return v.endTurn()
	case in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace) && v.cursor != kal.NoHollow:
		return v.placeAt(v.cursor)
	case in.Pressed(ebiten.KeyArrowLeft):
		v.stepCursor(-1, 0)
	case in.Pressed(ebiten.KeyArrowRight):
		v.stepCursor(1, 0)
	case in.Pressed(ebiten.KeyArrowUp):
		v.stepCursor(0, -1)
	case in.Pressed(ebiten.KeyArrowDown):
		v.stepCursor(0, 1)
	}
	return game.NoMove
}

// stepCursor moves the keyboard's hollow to the nearest hollow in the
// direction (dx, dy); the first press puts it on the centre.
func (v *View) stepCursor(dx, dy float64) {
	g := v.geo
	if v.cursor == kal.NoHollow {
		v.cursor = kal.CentreHollows()[0]
		return
	}
	from := g.at[v.cursor]
	best, bd := v.cursor, math.Inf(1)
	for _, k := range g.hollows {
		p := g.at[k]
		ax, ay := p.X-from.X, p.Y-from.Y
		along := ax*dx + ay*dy
		if along < 0.3 {
			continue
		}
		if d := along + 2*math.Abs(ax*dy-ay*dx); d < bd {
			best, bd = k, d
		}
	}
	v.cursor = best
}

// Refuse flashes what was refused and words the engine's reason (its
// Refusal's code) in the player's language.
func (v *View) Refuse(mv game.Move, err error) string {
	v.env.Sounds.Refuse()
	v.refused, v.refuseTicks = mv, refuseFlash
	var r *game.Refusal
	if errors.As(err, &r) {
		if t, ok := v.refusalText(r, mv); ok {
			return t
		}
	}
	if v.st != nil && v.st.IsOver() {
		return i18n.Tr("over refuse")
	}
	if err != nil {
		return err.Error()
	}
	return i18n.Tr("illegal")
}
