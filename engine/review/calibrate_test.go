package review

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/games"
)

// TestCalibrate fits the scales of the chances (scales.go): self-play
// games of each game and size by Expert at a small budget, four random
// opening moves each, and at every later position the search's score for
// seat 0 beside who won; the scale is the one whose logistic curve has the
// least log loss. It plays only when asked (it takes minutes):
//
//	KASKADE_CALIBRATE=16 nice go test ./engine/review/ -run TestCalibrate -v -timeout 1h
//
// (the number is the games per game and size).
func TestCalibrate(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KASKADE_CALIBRATE"))
	if n <= 0 {
		t.Skip("KASKADE_CALIBRATE=games to play")
	}
	nodes := int64(4000)
	if s, err := strconv.Atoi(os.Getenv("KASKADE_CALIBRATE_NODES")); err == nil && s > 0 {
		nodes = int64(s)
	}
	for _, c := range calibrated {
		g, err := games.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		var scores, results []float64
		for i := range n {
			s, r := selfPlay(t, g, c.options, nodes, uint64(1000+i))
			scores, results = append(scores, s...), append(results, r...)
		}
		k, loss := fitScale(scores, results)
		fmt.Printf("%s %s: %d positions of %d games at %d nodes: scale %.0f (log loss %.4f; 0.6931 knowing nothing)\n",
			c.game, c.options, len(scores), n, nodes, k, loss)
	}
}

// selfPlay plays one game by Expert at nodes a move from four random
// opening moves and returns, for every position after them that the
// search does not see decided, its score for seat 0, and seat 0's result
// (0, ½ or 1) beside each.
func selfPlay(t *testing.T, g games.Game, options string, nodes int64, seed uint64) (scores, results []float64) {
	st, err := g.New(options)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := ai.New("expert")
	p.Nodes, p.MoveTime = nodes, 0
	r := game.SplitMix64{State: seed}
	for ply := 0; !st.IsOver() && ply < 400; ply++ {
		var m game.Move
		if ply < 4 {
			ms := st.LegalMoves(nil)
			m = ms[r.Next()%uint64(len(ms))]
		} else {
			res := ai.Think(p, st, seed+uint64(ply), nil)
			m = res.Move
			if abs(res.Score) < WinScore-forcedMargin {
				s := float64(res.Score)
				if st.CurrentPlayer() != 0 {
					s = -s
				}
				scores = append(scores, s)
			}
		}
		st.Apply(m)
	}
	y := (st.Result(0) + 1) / 2
	results = make([]float64, len(scores))
	for i := range results {
		results[i] = y
	}
	return scores, results
}

// fitScale is the scale k of 1/(1+e^(-s/k)) with the least mean log loss
// of the results y at the scores s, searched on a grid of ratios 1.02.
func fitScale(s, y []float64) (k, loss float64) {
	best, bestLoss := 1.0, math.Inf(1)
	for k := 1.0; k < 1e6; k *= 1.02 {
		if l := logLoss(s, y, k); l < bestLoss {
			best, bestLoss = k, l
		}
	}
	return best, bestLoss
}

func logLoss(s, y []float64, k float64) float64 {
	var sum float64
	for i := range s {
		p := min(max(logistic(s[i]/k), 1e-9), 1-1e-9)
		sum -= y[i]*math.Log(p) + (1-y[i])*math.Log(1-p)
	}
	return sum / float64(max(len(s), 1))
}
