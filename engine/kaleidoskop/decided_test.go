package kaleidoskop

import (
	"errors"
	"strings"
	"testing"

	"kaskade/engine/game"
)

// fourthCardPosition: p1 to place, owning the holder, with crystals to buy
// the fourth card and both decks full.
const fourthCardPosition = "players=3,length=short,deal=5 board=.........R......BPLY......G......... phase=place to=p1 start=p1 round=2 stage=0 first=- placed=- setup=16 chance=16 draw=blue turnend=1 view=- " +
	"p1.crystals=6 p1.tools=H p1.used=- p1.holder=- p1.mirror=- p1.glass=- p1.hand=B01,B02,O01 p1.cards=2/1 p1.done=B08 p1.fourth=0 " +
	"p2.crystals=1 p2.tools=- p2.used=- p2.holder=- p2.mirror=- p2.glass=- p2.hand=B03,B04,O02 p2.cards=2/1 p2.done=- p2.fourth=0 " +
	"p3.crystals=1 p3.tools=- p3.used=- p3.holder=- p3.mirror=- p3.glass=- p3.hand=B05,B06,O03 p3.cards=2/1 p3.done=- p3.fourth=0 " +
	"blue=B07,B09,B10,B11,B12,B13,B14,B15,B16,B17,B18,B19,B20 orange=O04,O05,O06,O07,O08,O09,O10,O11,O12 decks=13/9"

// refusal is the code of s's refusal of text, or "" if s takes it.
func refusal(t *testing.T, s *State, text string) string {
	t.Helper()
	m, err := s.ParseMove(text) // may refuse already
	if err == nil {
		err = s.Check(m)
	}
	var r *game.Refusal
	if errors.As(err, &r) {
		return r.Code
	} else if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return ""
}

// Two decisions of issue 28, item 4, as docs/rules/kaleidoskop.md writes
// them: while the card for the fourth hand card is due nothing else may be
// done, buying a tool included; and buying the fourth card ends the tools
// step as a completed mission does.
func TestFourthCardDecisions(t *testing.T) {
	s, err := Parse(fourthCardPosition)
	if err != nil {
		t.Fatal(err)
	}
	s.Apply(s.LegalMoves(nil)[0]) // a crystal placed: the tools step
	if code := refusal(t, s, "holder"); code != "" {
		t.Fatalf("the holder is refused in the tools step: %s", code)
	}
	mustApply(t, s, "buy card")
	if code := refusal(t, s, "buy glass"); code != "kaleidoskop.draw-first" {
		t.Errorf("buying the glass while the card is due: %q, want the draw first", code)
	}
	mustApply(t, s, "draw blue")
	s.Settle()
	if code := refusal(t, s, "holder"); code != "kaleidoskop.tools-over" {
		t.Errorf("the holder after the fourth card: %q, want the tools step over", code)
	}
	if code := refusal(t, s, "buy glass"); code != "" {
		t.Errorf("buying the glass after the draw: %q, want it allowed (at any point of the turn)", code)
	}
}

func mustApply(t *testing.T, s *State, text string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err == nil {
		err = s.Check(m)
	}
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	s.Apply(m)
}

// The third: an end procedure begun in the round limit's round still plays
// its last round, one past the limit (rounds=5 here).
func TestLastRoundPastTheLimit(t *testing.T) {
	line := strings.Replace(strings.Replace(emptyDecksFinish, "deal=5 ", "deal=5,rounds=5 ", 1), "stage=1", "stage=0", 1)
	s, err := Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; s.Round() == 5 && !s.IsOver(); steps++ {
		if steps > 50 {
			t.Fatal("round 5 does not end")
		}
		m := s.LegalMoves(nil)[0]
		if s.Check(EndMove()) == nil {
			m = EndMove()
		}
		s.Apply(m)
		s.Settle()
	}
	if stage, first := s.EndStage(); s.IsOver() || s.Round() != 6 || stage != stageLast || first != 0 {
		t.Errorf("after the limit's round: over %v, round %d, stage %d, first p%d; want the last round, 6", s.IsOver(), s.Round(), stage, first+1)
	}
}
