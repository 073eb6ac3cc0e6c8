package kaleidoskop

// Matches reports whether mission i (0 or 1) of card c is on the board.
func (s *State) Matches(c Card, i int) bool {
	if !c.Valid() || i < 0 || i > 1 {
		return false
	}
	var ids [7]int8
	return s.find(&allCards()[c].Missions[i], &ids)
}

// MissionMatch finds mission i of card c on the board: the hexes that
// match, in the shape's cell order, for the screen to light up.
func (s *State) MissionMatch(c Card, i int) ([]Hex, bool) {
	if !c.Valid() || i < 0 || i > 1 {
		return nil, false
	}
	m := &allCards()[c].Missions[i]
	var ids [7]int8
	if !s.find(m, &ids) {
		return nil, false
	}
	hs := make([]Hex, len(m.Wishes))
	for j := range hs {
		hs[j] = geo.hexes[ids[j]]
	}
	return hs, true
}

// find looks for the mission under every rotation and reflection at every
// hex, filling ids with the matching hexes. It walks the placements that
// lie wholly on this board (eval.go), found once for each board.
func (s *State) find(m *Mission, ids *[7]int8) bool {
	if !s.enoughColours(m) {
		return false
	}
	spots := spots(s.opt.Players, m)
	k := len(m.Wishes)
	for i := 0; i+k <= len(spots); i += k {
		if s.misses(m, spots[i:i+k], 1) == 0 {
			copy(ids[:], spots[i:i+k])
			return true
		}
	}
	return false
}

// enoughColours is a quick test that the board has as many hexes of each
// colour as the mission asks for.
func (s *State) enoughColours(m *Mission) bool {
	var n [NumColours + 1]int8
	for _, id := range s.lay.hexes {
		n[s.colour[id]]++
	}
	coloured := int8(len(s.lay.hexes)) - n[None]
	for c, k := range m.need {
		if n[c] < k {
			return false
		}
	}
	return coloured >= m.anyColour
}

// sharedBy reports whether hollow k is a corner of every listed cell.
func sharedBy(k int8, cells []int, ids []int8) bool {
	h := geo.hollows[k]
	for _, c := range cells {
		if h[0] != ids[c] && h[1] != ids[c] && h[2] != ids[c] {
			return false
		}
	}
	return true
}

// binding holds the colours the variables a..d have taken.
type binding [4]Colour

// fits reports whether colour c satisfies wish w, binding a new variable.
func (b *binding) fits(w Wish, c Colour) bool {
	switch {
	case w == '*':
		return true
	case w == 'N':
		return c == None
	case w >= 'a' && w <= 'd':
		if c == None {
			return false
		}
		v := w - 'a'
		if b[v] != None {
			return b[v] == c
		}
		if b[0] == c || b[1] == c || b[2] == c || b[3] == c {
			return false
		}
		b[v] = c
		return true
	}
	return c == wishColour[w]
}

// wishColour maps a colour letter wish to its colour.
var wishColour = func() (t [256]Colour) {
	for c := Red; c <= Purple; c++ {
		t[c.Letter()] = c
	}
	return t
}()

// Completable lists the missions of p's hand that are on the board now, as
// card and mission index (0 or 1).
func (s *State) Completable(p int) (out []CardMission) {
	for _, c := range s.Hand(p) {
		for i := range 2 {
			if s.Matches(c, i) {
				out = append(out, CardMission{c, i})
			}
		}
	}
	return out
}

// CanComplete lists the missions the player to move may complete now: on
// the board, in their hand, and in the step of the turn that allows it
// (Completable lists what is on the board in any step). The screen asks it
// for what a click on a card does and whether ending the turn leaves a
// reward behind.
func (s *State) CanComplete() (out []CardMission) {
	if s.checkPhase(false) != nil || s.phase == PhaseOver || s.chanceToMove() {
		return nil
	}
	for _, cm := range s.Completable(int(s.cur)) {
		if s.checkComplete(cm.Card, cm.Mission) == nil {
			out = append(out, cm)
		}
	}
	return out
}

// CardMission names one mission of a card.
type CardMission struct {
	Card    Card
	Mission int // 0 or 1
}
