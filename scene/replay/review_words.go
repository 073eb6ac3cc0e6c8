package replay

import (
	"kaskade/engine/review"
	"kaskade/scene/i18n"
)

// turnWords are the turning point in words a player reads: the move
// played, then what it did and what the better move would have done, by
// the solver's verdict where it settled both positions (win, loss, draw,
// with the moves left where the game's solver knows them), by a result the
// search saw forced, else by the computer's rating.
func (s *reviewScene) turnWords() (head, body string) {
	name := s.cfg.SeatName(s.seat)
	m, ok := s.rep.Turning()
	if !ok {
		return i18n.Tr("review none head"), i18n.Trf("review none", name)
	}
	before := s.at(m.Ply)
	played, better := before.FormatMove(m.Played), before.FormatMove(m.Best)
	head = i18n.Trf("review head", m.Ply+1, name, played)
	other := s.cfg.SeatName(1 - s.seat)
	b, a := m.Before, m.After
	switch {
	case b.Outcome() > 0 && a.Outcome() < 0:
		body = i18n.Trf("review lost won", better, within(b, 1))
	case b.Outcome() > 0:
		body = i18n.Trf("review missed win", better, within(b, 1), played)
	case b.Outcome() == 0 && a.Outcome() < 0 && b.Solved:
		body = i18n.Trf("review lost draw", other, within(a, 0), better)
	case b.Outcome() == 0 && a.Outcome() < 0:
		body = i18n.Trf("review let win", other, within(a, 0), better)
	case b.Outcome() < 0 && a.Outcome() < 0:
		body = i18n.Trf("review sooner", other, within(a, 0), better)
	default:
		body = s.chanceWords(played, better)
	}
	return head, body
}

// chanceWords say an undecided turning point as chess sites do, in
// chances: "A mistake: a3 kept White's chances at 62%; after b5 Black is
// clearly better."
func (s *reviewScene) chanceWords(played, better string) string {
	f, _ := s.rep.TurnFacts()
	grade := i18n.Tr([...]string{"review grade decisive", "review grade inaccuracy", "review grade mistake", "review grade blunder"}[f.Grade])
	return i18n.Trf("review chances", grade, better, s.cfg.SeatName(s.seat), int(f.ChanceBefore*100+0.5), played, standingWords(f.Standing, s.cfg.SeatName(f.Leader)))
}

// standingWords say how the side ahead stands: "Black is clearly better".
func standingWords(st review.Standing, leader string) string {
	switch st {
	case review.SlightlyBetter, review.SlightlyWorse:
		return i18n.Trf("review slightly better", leader)
	case review.ClearlyBetter, review.ClearlyWorse:
		return i18n.Trf("review clearly better", leader)
	case review.Winning, review.Losing:
		return i18n.Trf("review winning", leader)
	}
	return i18n.Tr("review even")
}

// within is " in N moves" for a decided value whose length is known (the
// solver's exactly, or a result the search saw forced), counting extra
// moves more (the better move itself); "" where it is not known.
func within(v review.Value, extra int) string {
	n := v.Moves
	if !v.Solved {
		n = v.Forced()
	}
	if n == 0 {
		return ""
	}
	n += extra
	if n == 1 {
		return i18n.Tr("review in one move")
	}
	return i18n.Trf("review in moves", n)
}
