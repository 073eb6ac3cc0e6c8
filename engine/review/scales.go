package review

import "math"

// The chances. A player cannot read the search's scores ("+795 … +1978"),
// so the review also says them as the seat's chance of winning: a decided
// value is 1 or 0 (a draw ½); an undecided score s is 1/(1+e^(-s/k)), the
// logistic curve whose scale k was fitted on self-play games of that game
// and size (TestCalibrate, docs/review.md). The turning point is the move
// that cost the most chances, not the most score: a score from +1978 to
// +795 on 8x8 is a win all the same.

// calibration is one game and size's fitted scale.
type calibration struct {
	game, options string
	scale         float64
}

// calibrated are the scales fitted by TestCalibrate (docs/review.md).
var calibrated = []calibration{
	{"kaskade", "5x5", 223},
	{"kaskade", "8x8", 624},
	{"formation", "", 19},
	{"cascades", "", 27},
}

// DefaultScale is the scale where no calibration fits.
const DefaultScale = 400

// Scale is the fitted scale of the chances for the game named and its
// options (the catalogue's name and option text): the calibration of that
// game and size, else of the same game, else DefaultScale.
func Scale(name, options string) float64 {
	same := 0.0
	for _, c := range calibrated {
		if c.game != name || c.scale <= 0 {
			continue
		}
		if c.options == options || c.options == "" {
			return c.scale
		}
		if same == 0 {
			same = c.scale
		}
	}
	if same > 0 {
		return same
	}
	return DefaultScale
}

// logistic is 1/(1+e^-x).
func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
