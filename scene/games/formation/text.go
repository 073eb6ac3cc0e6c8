package formation

import (
	"math/bits"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// name is the display name of side's seat.
func (v *FormationView) name(side formation.Side) string {
	if side == formation.NoSide {
		return ""
	}
	return v.env.Name(game.Player(side))
}

// Status is the footer: what the player can do now, or the move shown.
func (v *FormationView) Status() string {
	switch f := v.Fly; {
	case f != nil && f.pass:
		return i18n.Trf("fm passes", v.name(f.side))
	case f != nil && f.Back:
		return i18n.Trf("fm taking back", f.To, f.from)
	case f != nil:
		return i18n.Trf(v.env.TouchKey("fm moving"), v.name(f.side), f.from, f.To)
	case v.St.Over():
		return v.endText()
	case v.St.Picking():
		return v.pickStatus()
	case v.passing:
		return i18n.Trf(v.env.TouchKey("fm must pass"), v.name(v.St.ToMove()))
	case v.Picked:
		c := v.St.Colours()[v.Pick]
		n := bits.OnesCount64(v.Targets)
		return i18n.Trn(v.long("fm picked"), n, v.Pick, i18n.Tr(colourKeys[c]), i18n.Tr(moveKeys[c]), n)
	}
	return i18n.Tr(v.long("fm help"))
}

// long is key's long form on a wide screen, its short form on a narrow
// one, where the footer has room for less.
func (v *FormationView) long(key string) string {
	if v.Lay.Wide && !v.env.Touching() { // the short form names no keys
		return key
	}
	return key + " short"
}

// GameOverNote says how the game ended: who formed the formation in how
// many moves, or why it is drawn.
func (v *FormationView) GameOverNote(view.Played) string {
	return i18n.Trn("fm over", v.St.Moves(), v.endText(), v.St.Moves())
}

// drawReason says why a finished game without a winner is drawn. The
// state does not record it, but what it exposes tells it apart, in the
// order Apply decides: the move limit, then neither side able to move
// (that position cannot have occurred before, or the game would have
// ended then), and otherwise the third repetition.
func DrawReason(s *formation.State) string {
	switch {
	case s.Moves() >= s.Limit():
		return i18n.Trn("fm draw limit", s.Limit())
	case s.Mobility(formation.Black) == 0 && s.Mobility(formation.White) == 0:
		return i18n.Tr("fm draw stuck")
	}
	return i18n.Tr("fm draw repetition")
}

// endText is the end of the game in one phrase.
func (v *FormationView) endText() string {
	s := v.St
	if !s.Over() {
		return ""
	}
	if w := s.Winner(); w != formation.NoSide {
		return i18n.Trf("fm formed", v.name(w))
	}
	return DrawReason(s)
}
