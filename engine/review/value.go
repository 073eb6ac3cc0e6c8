package review

// WinScore is the search's scale for a decided position (engine/ai's
// Result.Score): a win in n moves scores WinScore-n, a loss in n moves
// -(WinScore-n). An undecided position scores the evaluation, well inside
// ±WinScore/4. A solver's verdict is put on the same scale, so that every
// value compares with every other.
const WinScore = 1 << 24

// forcedMargin is how far below WinScore a search's forced result may lie
// (the search's deepest ply).
const forcedMargin = 64

// Value is a position's worth for the seat reviewed.
type Value struct {
	// Score is the seat's view on the search's scale (see WinScore).
	Score int
	// Solved: the game's solver settled the position (or the game is over);
	// Score then says only win, loss or draw and the length.
	Solved bool
	// Moves is the moves left with perfect play, both sides' counted, when
	// the solver knows it exactly (Kaskade's); 0 where it gives only a bound
	// (Cascades') and for a value that is not Solved.
	Moves int
}

// Decided reports whether the value is a win or loss that nothing can
// change: settled by the solver, or a result the search saw forced.
func (v Value) Decided() bool {
	return v.Solved && v.Score != 0 || abs(v.Score) > WinScore-forcedMargin
}

// Outcome is +1 when the seat wins, -1 when it loses, 0 for a draw or a
// value that is not Decided.
func (v Value) Outcome() int {
	switch {
	case !v.Decided():
		return 0
	case v.Score > 0:
		return 1
	}
	return -1
}

// Forced is the moves to the end the search saw for a Decided value that
// is not Solved (0 otherwise).
func (v Value) Forced() int {
	if v.Solved || !v.Decided() {
		return 0
	}
	return WinScore - abs(v.Score)
}

// next is a Solved value one move later along the best line: a move
// nearer the end (a Value counts the moves from its own position).
func (v Value) next() Value {
	if !v.Solved || v.Score == 0 || abs(v.Score) >= WinScore {
		return v
	}
	if v.Score > 0 {
		v.Score++
	} else {
		v.Score--
	}
	v.Moves = max(v.Moves-1, 0)
	return v
}

// solvedValue is the value of a position the solver settled: length moves
// left with the best move, positive when the side to move wins, negative
// when it loses, 0 for a draw; mine says whether the seat is that side,
// exact whether length is the count (else a bound, kept only to order).
func solvedValue(length int, mine, exact bool) Value {
	v := Value{Solved: true}
	switch {
	case length > 0:
		v.Score = WinScore - length
	case length < 0:
		v.Score = -(WinScore + length)
	}
	if !mine {
		v.Score = -v.Score
	}
	if exact {
		v.Moves = abs(length)
	}
	return v
}

// overValue is the value of a finished game: the seat's result.
func overValue(result float64) Value {
	v := Value{Solved: true}
	switch {
	case result > 0:
		v.Score = WinScore
	case result < 0:
		v.Score = -WinScore
	}
	return v
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
