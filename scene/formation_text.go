package scene

import (
	"math/bits"

	"kaskade/engine/formation"
	"kaskade/engine/game"
)

// name is the display name of side's seat.
func (v *formationView) name(side formation.Side) string {
	if side == formation.NoSide {
		return ""
	}
	return v.env.Name(game.Player(side))
}

// Status is the footer: what the player can do now, or the move shown.
func (v *formationView) Status() string {
	switch f := v.fly; {
	case f != nil && f.pass:
		return trf("fm passes", v.name(f.side))
	case f != nil && f.back:
		return trf("fm taking back", f.to, f.from)
	case f != nil:
		return trf("fm moving", v.name(f.side), f.from, f.to)
	case v.st.Over():
		return v.endText()
	case v.passing:
		return trf("fm must pass", v.name(v.st.ToMove()))
	case v.picked:
		c := v.st.Colours()[v.pick]
		return trf(v.long("fm picked"), v.pick, tr(colourKeys[c]), tr(moveKeys[c]), bits.OnesCount64(v.targets))
	}
	return tr(v.long("fm help"))
}

// long is key's long form on a wide screen, its short form on a narrow
// one, where the footer has room for less.
func (v *formationView) long(key string) string {
	if v.lay.Wide {
		return key
	}
	return key + " short"
}

// GameOverNote says how the game ended: who formed the formation in how
// many moves, or why it is drawn.
func (v *formationView) GameOverNote(Played) string {
	return trf("fm over", v.endText(), v.st.Moves())
}

// drawReason says why a finished game without a winner is drawn. The
// state does not record it, but what it exposes tells it apart, in the
// order Apply decides: the move limit, then neither side able to move
// (that position cannot have occurred before, or the game would have
// ended then), and otherwise the third repetition.
func drawReason(s *formation.State) string {
	switch {
	case s.Moves() >= s.Limit():
		return trf("fm draw limit", s.Limit())
	case s.Mobility(formation.Black) == 0 && s.Mobility(formation.White) == 0:
		return tr("fm draw stuck")
	}
	return tr("fm draw repetition")
}

// endText is the end of the game in one phrase.
func (v *formationView) endText() string {
	s := v.st
	if !s.Over() {
		return ""
	}
	if w := s.Winner(); w != formation.NoSide {
		return trf("fm formed", v.name(w))
	}
	return drawReason(s)
}
