package replay

import (
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/engine/review"
	"kaskade/scene"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The replay's Review: a finished game of two is reviewed from its record
// as from the game over screen (review.go); Back from the review returns
// to this replay, at the position it showed. An unfinished game of two
// has the button disabled, and the footer says why.

// replayReview is what the replay knows of its record's review.
type replayReview struct {
	offered  bool         // a game of two, perfect information, no chance (reviewable)
	finished bool         // offered, and the game ended: the button works
	whole    *match.Match // the record with all its moves played, the redo tail too
	why      bool         // the disabled button was pressed: the footer says why
}

// newReplayReview asks once about mt, whose moves all played lead to end.
func newReplayReview(mt *match.Match, end game.State) replayReview {
	whole := wholeRecord(mt)
	ok := review.Reviewable(whole)
	return replayReview{offered: ok, finished: ok && end.IsOver(), whole: whole}
}

// wholeRecord is mt with its cursor at the end: a record saved after an
// undo keeps the moves after its cursor, which the replay shows and the
// review (of the moves played) must see too. nil if it cannot be copied.
func wholeRecord(mt *match.Match) *match.Match {
	if mt.Cursor() == mt.Len() {
		return mt
	}
	cp, err := match.Decode(match.Encode(mt), games.Lookup)
	if err != nil {
		return nil
	}
	for cp.Redo() {
	}
	return cp
}

// saysWhy reports whether the footer says why Review is disabled: it was
// pressed (a tap), or the mouse is over it.
func (r replayReview) saysWhy(in *ui.Input, b ui.Button) bool {
	if !r.offered || r.finished {
		return false
	}
	return r.why || in != nil && in.HasCursor && b.R.Contains(in.Cursor)
}

// openReview opens the review of the record, or, for a game that did not
// end, has the footer say why not. It reports whether it opened it (a
// step of the player's, which pauses autoplay).
func (s *replayScene) openReview(m *scene.Manager) bool {
	if !s.rev.finished {
		s.rev.why = true
		return false
	}
	seat := review.SeatFor(s.reviewPeople(), s.at(len(s.plies)))
	rv, err := newReviewScene(m, s.rev.whole, s.cfg, seat, s)
	if err != nil {
		s.err = err.Error()
		return true
	}
	m.Goto(rv)
	return true
}

// reviewPeople are the people on this screen for reviewSeat. Opened after
// the game, they are the table's (which knows an online game's own seat);
// else the record's seats of people, if it says who played.
func (s *replayScene) reviewPeople() []game.Player {
	if g, ok := s.back.(scene.Seated); ok {
		return g.People()
	}
	if len(s.match.Players) == 0 {
		return nil
	}
	var hs []game.Player
	for i, p := range s.cfg.Players {
		if p.Type == view.Human {
			hs = append(hs, game.Player(i))
		}
	}
	return hs // two: reviewSeat takes the loser's
}
