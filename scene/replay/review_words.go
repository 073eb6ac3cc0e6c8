package replay

import (
	"fmt"

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
		body = i18n.Trf("review rating", name, rating(a.Score), better, rating(b.Score))
	}
	return head, body
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

// rating is the search's score as the computer's rating reads, signed:
// its own units, which only compare within one game.
func rating(score int) string {
	if score == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", score)
}
