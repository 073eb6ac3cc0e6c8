package cascades

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// name is the display name of side's seat.
func (v *View) name(p cascades.Side) string {
	if p == cascades.NoSide || v.env.Name == nil {
		return p.String()
	}
	return v.env.Name(game.Player(p))
}

// Status is the footer: what the player can do now, or the drop shown.
func (v *View) Status() string {
	z := v.St.Size()
	switch a := v.Anim; {
	case a != nil && a.Back:
		return i18n.Trf("cascades.taking back", z.FormatCell(a.cell))
	case a != nil && len(a.opp)+len(a.own) > 0:
		return i18n.Trf("cascades.washing", v.name(a.side), z.FormatCell(a.cell), len(a.opp)+len(a.own))
	case a != nil:
		return i18n.Trf(v.env.TouchKey("cascades.dropping"), v.name(a.side), z.FormatCell(a.cell))
	case v.St.Over():
		return v.endText()
	case !v.canDrop:
		return i18n.Tr(v.env.TouchKey("cascades.help stuck"))
	case v.Lay.Narrow || v.env.Touching(): // the short form names no keys
		return i18n.Tr("cascades.help short")
	case v.St.Options().Free:
		return i18n.Tr("cascades.help free")
	}
	return i18n.Tr("cascades.help")
}

// turnText is the turn line: whose turn, and which drop of it.
func (v *View) turnText() string {
	s := v.shown()
	p := s.ToMove()
	switch {
	case s.Over():
		return i18n.Tr("cascades.turn over")
	case !v.canDrop && v.Anim == nil:
		return i18n.Trf("cascades.turn stuck", v.name(p))
	case s.FirstTurn():
		return i18n.Trf("cascades.turn first", v.name(p))
	}
	return i18n.Trf("cascades.turn drop", v.name(p), s.Drops()+1)
}

// endText is the end of the game in one phrase: who won by how much, on
// the bottom row or, with territory, on the whole board.
func (v *View) endText() string {
	return endText(v.St, v.name)
}

func endText(s *cascades.State, name func(cascades.Side) string) string {
	b, w := s.Points(cascades.Black), s.Points(cascades.White)
	key := "cascades.won"
	if s.Options().Territory {
		key = "cascades.won territory"
	}
	switch s.Winner() {
	case cascades.Black:
		return i18n.Trf(key, name(cascades.Black), b, w)
	case cascades.White:
		return i18n.Trf(key, name(cascades.White), w, b)
	}
	return i18n.Trf("cascades.draw", b, w)
}

// GameOverNote gives the score, the winner's first, and the turns, from
// the whole match played again on a copy of its start: the panel's title
// already names the winner (issue 28, item 14: it was said three times).
func (v *View) GameOverNote(p view.Played) string {
	s := stateOf(p.Start)
	if s == nil {
		return ""
	}
	for _, m := range p.Moves {
		s.Apply(m)
	}
	first, second := s.Points(cascades.White), s.Points(cascades.Black)
	if s.Winner() == cascades.Black {
		first, second = second, first
	}
	key := "cascades.over score"
	switch {
	case s.Options().Territory:
		key = "cascades.over stones"
	case s.Winner() != cascades.White && s.Winner() != cascades.Black:
		key = "cascades.over drawn"
	}
	return i18n.Trf(key, first, second, s.Turns())
}

// fitText shortens s with an ellipsis until it fits in w.
func fitText(s string, face text.Face, w float64) string {
	if sprites.TextWidth(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && sprites.TextWidth(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
