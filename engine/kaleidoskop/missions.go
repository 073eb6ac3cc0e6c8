package kaleidoskop

// Matches reports whether mission i (0 or 1) of card c is on the board.
func (s *State) Matches(c Card, i int) bool {
	_, ok := s.MissionMatch(c, i)
	return ok
}

// MissionMatch finds mission i of card c on the board: the hexes that
// match, in the shape's cell order, for the screen to light up.
func (s *State) MissionMatch(c Card, i int) ([]Hex, bool) {
	if !c.Valid() || i < 0 || i > 1 {
		return nil, false
	}
	m := &cards[c].Missions[i]
	var ids [7]int8
	for _, v := range m.variants {
		for _, anchor := range s.lay.hexes {
			if s.matchAt(m, v, geo.hexes[anchor], ids[:len(v)]) {
				hs := make([]Hex, len(v))
				for j, id := range ids[:len(v)] {
					hs[j] = geo.hexes[id]
				}
				return hs, true
			}
		}
	}
	return nil, false
}

// matchAt tries the mission with its cells at anchor+v, filling ids.
func (s *State) matchAt(m *Mission, v []Hex, anchor Hex, ids []int8) bool {
	var b binding
	for j, off := range v {
		id := s.lay.hexAt(anchor.add(off))
		if id == noHex || !b.fits(m.Wishes[j], s.colour[id]) {
			return false
		}
		ids[j] = id
	}
	if m.Crystal == 0 {
		return true
	}
	for _, k := range geo.corners[ids[m.CrystalCells[0]]] {
		if k >= 0 && s.sharedBy(k, m.CrystalCells, ids) {
			if c := b; c.fits(m.Crystal, s.crystal[k]) && s.crystal[k] != None {
				return true
			}
		}
	}
	return false
}

// sharedBy reports whether hollow k is a corner of every listed cell.
func (s *State) sharedBy(k int8, cells []int, ids []int8) bool {
	for _, c := range cells {
		h := geo.hollows[k]
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
		for _, o := range b {
			if o == c {
				return false
			}
		}
		b[v] = c
		return true
	}
	want, _ := ColourOfLetter(byte(w))
	return c == want
}

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

// CardMission names one mission of a card.
type CardMission struct {
	Card    Card
	Mission int // 0 or 1
}
