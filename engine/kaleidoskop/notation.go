package kaleidoskop

import (
	"fmt"
	"strconv"
	"strings"

	"kaskade/engine/game"
)

// FormatMove writes a move in the rules page's notation, e.g.
// "place R @ 0,0|1,0|1,-1", "mirror 0,0|1,0|1,-1 > 1,0", "complete B04/1",
// "draw orange", "end"; chance outcomes as "crystal R", "start p2",
// "deal B07". A place in an occupied hollow is written "exchange".
func (s *State) FormatMove(m game.Move) string {
	k, x := decode(m)
	switch k {
	case kPlace:
		word := "place"
		if s.hollowOK(Hollow(x/8)) && s.crystal[x/8] != None {
			word = "exchange"
		}
		return fmt.Sprintf("%s %c @ %s", word, Colour(x%8).Letter(), s.HollowName(Hollow(x/8)))
	case kHolder:
		return "holder"
	case kMirror, kGlass:
		t := Mirror
		if k == kGlass {
			t = Glass
		}
		if !s.hollowOK(Hollow(x/4)) || x%4 > 2 {
			return "?"
		}
		return fmt.Sprintf("%s %s > %s", t, s.HollowName(Hollow(x/4)), geo.hollowSpot[x/4][x%4])
	case kBuy:
		if x == buyCard {
			return "buy card"
		}
		return "buy " + Tool(x).String()
	case kComplete:
		return fmt.Sprintf("complete %s/%d", Card(x/2), x%2+1)
	case kDraw:
		return "draw " + Deck(x).String()
	case kEnd:
		return "end"
	case kCrystal:
		return "crystal " + string(Colour(x).Letter())
	case kStart:
		return "start " + SeatName(x)
	case kDeal:
		return "deal " + Card(x).String()
	}
	return "?"
}

// SeatName is the notation's name of seat p: p1 to p6.
func SeatName(p int) string { return "p" + strconv.Itoa(p+1) }

// parseSeat reads p1..p6 for a game of n players.
func parseSeat(text string, n int) (int, bool) {
	v, err := strconv.Atoi(strings.TrimPrefix(text, "p"))
	if !strings.HasPrefix(text, "p") || err != nil || v < 1 || v > n || SeatName(v-1) != text {
		return -1, false
	}
	return v - 1, true
}

// ParseMove reads one move (spaces round '@' and '>' optional) and checks
// that it is legal here; the error is a *game.Refusal when the move is
// well written but not allowed.
func (s *State) ParseMove(text string) (game.Move, error) {
	m, err := s.readMove(text)
	if err == nil {
		err = s.Check(m)
	}
	if err != nil {
		return game.NoMove, err
	}
	return m, nil
}

const moveHelp = "want e.g. place R @ 0,0|1,0|1,-1, exchange, holder, mirror 0,0|1,0|1,-1 > 1,0, glass, buy mirror|glass|card, complete B04/1, draw blue|orange, end"

// readMove reads a move's words without checking its legality, except
// that place and exchange must fit the hollow.
func (s *State) readMove(text string) (game.Move, error) {
	f := strings.Fields(strings.NewReplacer("@", " @ ", ">", " > ").Replace(text))
	bad := fmt.Errorf("move %q: %s", text, moveHelp)
	if len(f) == 0 {
		return game.NoMove, bad
	}
	switch {
	case len(f) == 4 && (f[0] == "place" || f[0] == "exchange") && f[2] == "@":
		return s.readPlace(f[0], f[1], f[3])
	case len(f) == 1 && f[0] == "holder":
		return mv(kHolder, 0), nil
	case len(f) == 4 && (f[0] == "mirror" || f[0] == "glass") && f[2] == ">":
		return s.readAim(f[0], f[1], f[3])
	case len(f) == 2 && f[0] == "buy":
		for _, t := range []Tool{Mirror, Glass} {
			if f[1] == t.String() {
				return BuyMove(t), nil
			}
		}
		if f[1] == "card" {
			return BuyCardMove(), nil
		}
	case len(f) == 2 && f[0] == "complete":
		return readComplete(f[1])
	case len(f) == 2 && f[0] == "draw" && (f[1] == "blue" || f[1] == "orange"):
		return DrawMove(map[string]Deck{"blue": BlueDeck, "orange": OrangeDeck}[f[1]]), nil
	case len(f) == 1 && f[0] == "end":
		return EndMove(), nil
	case len(f) == 2 && f[0] == "crystal":
		if c, ok := ColourOfLetter(f[1][0]); ok && len(f[1]) == 1 {
			return mv(kCrystal, int(c)), nil
		}
	case len(f) == 2 && f[0] == "start":
		if p, ok := parseSeat(f[1], s.opt.Players); ok {
			return mv(kStart, p), nil
		}
	case len(f) == 2 && f[0] == "deal":
		if c, err := ParseCard(f[1]); err == nil {
			return mv(kDeal, int(c)), nil
		}
	}
	return game.NoMove, bad
}

func (s *State) readPlace(word, colour, hollow string) (game.Move, error) {
	c, ok := ColourOfLetter(colour[0])
	if !ok || len(colour) != 1 {
		return game.NoMove, fmt.Errorf("colour %q: want R, Y, G, B, P or L", colour)
	}
	k, err := s.ParseHollow(hollow)
	if err != nil {
		return game.NoMove, err
	}
	switch {
	case word == "place" && s.crystal[k] != None:
		return game.NoMove, game.Refuse("kaleidoskop.hollow-full", "the hollow holds a crystal: exchange it")
	case word == "exchange" && s.crystal[k] == None:
		return game.NoMove, game.Refuse("kaleidoskop.hollow-empty", "the hollow is empty: place a crystal")
	}
	return PlaceMove(k, c), nil
}

func (s *State) readAim(word, hollow, hex string) (game.Move, error) {
	k, err := s.ParseHollow(hollow)
	if err != nil {
		return game.NoMove, err
	}
	h, err := ParseHex(hex)
	if err != nil {
		return game.NoMove, err
	}
	t := Mirror
	if word == "glass" {
		t = Glass
	}
	return ToolMove(t, k, h), nil
}

func readComplete(text string) (game.Move, error) {
	name, i, ok := strings.Cut(text, "/")
	c, err := ParseCard(name)
	if !ok || err != nil || (i != "1" && i != "2") {
		return game.NoMove, fmt.Errorf("complete %q: want a card and its mission, e.g. B04/1", text)
	}
	return CompleteMove(c, int(i[0]-'1')), nil
}

// PlayTurn plays a turn written as its steps, separated by ';' (or '+', as
// records join a turn's moves), e.g. "place R @ 0,0|1,0|1,-1; complete
// B04/1; draw orange". The chance steps in between are played from the
// deal number, and the turn ends with the text ("end" may be written or
// left out). On an error the state is as before the turn.
func (s *State) PlayTurn(text string) error {
	save := *s
	s.Settle()
	who := s.cur
	steps := strings.FieldsFunc(text, func(r rune) bool { return r == ';' || r == '+' })
	for i, step := range steps {
		if s.CurrentPlayer() < 0 {
			*s = save
			return fmt.Errorf("step %d (%s): the game is over", i+1, strings.TrimSpace(step))
		}
		m, err := s.ParseMove(step)
		if err != nil {
			*s = save
			return fmt.Errorf("step %d (%s): %w", i+1, strings.TrimSpace(step), err)
		}
		s.Apply(m)
		s.Settle()
	}
	if s.phase != PhaseOver && s.cur == who {
		if err := s.Check(EndMove()); err != nil {
			*s = save
			return fmt.Errorf("end of turn: %w", err)
		}
		s.Apply(EndMove())
		s.Settle()
	}
	return nil
}
