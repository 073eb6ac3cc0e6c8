package kaskade

// Board is a snapshot of the cells, detached from the game state.
type Board struct {
	Size  Size
	Count []uint8
	Owner []Player
}

// Board returns a snapshot of the current cells.
func (s *State) Board() Board {
	n := s.Size().Cells()
	b := Board{Size: s.Size(), Count: append([]uint8(nil), s.count[:n]...), Owner: make([]Player, n)}
	for c := range b.Owner {
		b.Owner[c] = s.ownerOf(Cell(c))
	}
	return b
}

// At returns the ball count and owner of cell c.
func (b Board) At(c Cell) (count int, owner Player) { return int(b.Count[c]), b.Owner[c] }

// Flight is one ball leaving an overflowing cell for a neighbour.
type Flight struct{ From, To Cell }

// Wave is one overflow wave: every cell at or over capacity fires at once.
type Wave struct {
	Fired   []Cell   // cells that overflowed in this wave
	Flights []Flight // one ball from each fired cell to each of its neighbours
	After   Board    // the cells once the wave has landed
}

// Result describes a move and everything that followed from it, so that a
// screen can show it without knowing the rules.
type Result struct {
	Player Player // who moved
	Cell   Cell   // where the ball was placed
	Before Board  // the cells before the move
	Placed Board  // the cells after placing, before the first wave
	Waves  []Wave
	Winner Player // the mover if this move won, else NoPlayer
}

// Final is the board after the whole move.
func (r *Result) Final() Board {
	if len(r.Waves) == 0 {
		return r.Placed
	}
	return r.Waves[len(r.Waves)-1].After
}

func (r *Result) addWave(fired []Cell, g *geometry, after Board) {
	w := Wave{Fired: append([]Cell(nil), fired...), After: after}
	for _, f := range fired {
		for _, n := range g.nbr[f][:g.cap[f]] {
			w.Flights = append(w.Flights, Flight{From: f, To: n})
		}
	}
	r.Waves = append(r.Waves, w)
}
