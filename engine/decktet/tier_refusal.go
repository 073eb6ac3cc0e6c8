package decktet

import "kaskade/engine/game"

// CodeWrongTier refuses a card dropped on a tier the rank rules do not send
// it to. Args: the card, the tier it goes to, the tier it was dropped on.
// No engine move names a tier (the rank rules choose it), so only CheckDrop
// gives this code: a screen that lets a card be dragged asks it.
const CodeWrongTier = "decktet.wrong-tier"

// CheckDrop says whether card move m may put its card on tier t now, as a
// *game.Refusal, or nil if m is legal and its card goes to t. A move that is
// refused anyway gives Check's reason, except that a card that fits no
// suit of its own tier but was dropped elsewhere is told where it goes: the
// player's mistake is the tier.
func (s *State) CheckDrop(m Move, t int) error {
	if m != Waste && (m < R1 || m > R3) {
		return game.Refuse(game.CodeNoMove, "only a card is dropped on a tier")
	}
	err := s.Check(m)
	c := s.CardOf(m)
	if r, ok := game.RefusalOf(err); (ok && r.Code != CodeNoSuit) || c == NoCard {
		return err
	}
	if t < Top || t > Bottom {
		return game.Refuse(game.CodeNoMove, "no such tier")
	}
	if want := s.TierOf(c); t != want {
		r := game.Refuse(CodeWrongTier, "%s goes to the %s tier, not the %s tier", c, TierName(want), TierName(t))
		r.Text += ": " + s.rankReason(c.Rank())
		r.Args = []any{c, want, t}
		return r
	}
	return err
}
