// Command evaltune fits the weights of Kaskade's tuned evaluation
// (engine/kaskade/tuned.go) to the outcomes of self-play games:
//
//	go run ./tools/evaltune gen -size 6x9 -games 600 -nodes 20000 -seed 1 > a.csv
//	go run ./tools/evaltune fit a.csv b.csv
//
// gen plays games between two copies of a level (each from its own seeded
// random opening) and writes one line per position: the game's size, the
// move number, whether the side to move went on to win, then the mover's
// and the opponent's features. fit runs a logistic regression of the
// outcome on the features and prints the weights as Go source. It is a
// separate program because only the people who tune the evaluation need it.
package main

import (
	"bufio"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: evaltune gen [flags] > FILE.csv | evaltune fit FILE.csv…")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = gen(os.Args[2:], os.Stdout)
	case "fit":
		err = fit(os.Args[2:], os.Stdout)
	default:
		err = fmt.Errorf("unknown command %q (gen or fit)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "evaltune:", err)
		os.Exit(1)
	}
}

func gen(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	size := fs.String("size", "6x9", "board size, COLSxROWS")
	games := fs.Int("games", 100, "games to play")
	level := fs.String("level", "expert", "the level that plays both sides")
	nodes := fs.Int64("nodes", 20000, "nodes a move (instead of a time-limited level's clock)")
	open := fs.Int("open", 4, "random moves at the start of each game")
	seed := fs.Uint64("seed", 1, "seed of the openings and the searches")
	if err := fs.Parse(args); err != nil {
		return err
	}
	z, err := kaskade.ParseSize(*size)
	if err != nil {
		return err
	}
	p, err := ai.New(*level)
	if err != nil {
		return err
	}
	p.Nodes, p.Timed, p.Exact = *nodes, false, false
	w := bufio.NewWriter(out)
	defer w.Flush()
	for i := range *games {
		rows, err := selfPlay(z, p, *open, ai.Mix(*seed, uint64(i)))
		if err != nil {
			return err
		}
		for _, r := range rows {
			fmt.Fprintln(w, r)
		}
		fmt.Fprintf(os.Stderr, "\rgame %d of %d", i+1, *games)
	}
	fmt.Fprintln(os.Stderr)
	return nil
}

// position is one position of a game: its features and its mover.
type position struct {
	ply         int
	mover       kaskade.Player
	fMover, fOp [kaskade.NumFeatures]int
}

// selfPlay plays one game and returns a CSV line per position after the
// opening that was not over.
func selfPlay(z kaskade.Size, p *ai.Player, open int, seed uint64) ([]string, error) {
	g, err := kaskade.NewGame(z)
	if err != nil {
		return nil, err
	}
	r := game.SplitMix64{State: seed}
	for range open {
		legal := g.LegalMoves(nil)
		g.Apply(legal[r.Next()%uint64(len(legal))])
	}
	var seen []position
	for ply := 0; !g.IsOver(); ply++ {
		st := g.State()
		pos := position{ply: st.Moves(), mover: st.ToMove()}
		pos.fMover, pos.fOp = st.Features()
		seen = append(seen, pos)
		res := ai.Think(p, g, ai.Mix(seed, uint64(ply)), nil)
		if res.Move == game.NoMove {
			return nil, errors.New("the level found no move")
		}
		g.Apply(res.Move)
	}
	winner := g.State().Winner()
	rows := make([]string, 0, len(seen))
	for _, pos := range seen {
		won := 0
		if pos.mover == winner {
			won = 1
		}
		line := fmt.Sprintf("%s,%d,%d", z, pos.ply, won)
		for _, f := range append(pos.fMover[:], pos.fOp[:]...) {
			line += "," + strconv.Itoa(f)
		}
		rows = append(rows, line)
	}
	return rows, nil
}

// fit reads the CSV files and prints the weights that maximise the
// likelihood of the outcomes, P(mover wins) = 1/(1+e^-v), v = tempo +
// w·features, found by Newton's method with a small ridge penalty.
func fit(files []string, out io.Writer) error {
	xs, ys, err := readAll(files)
	if err != nil {
		return err
	}
	if len(xs) == 0 {
		return errors.New("no positions")
	}
	w := newton(xs, ys, 1e-3, 25)
	cx := classicOnly(xs)
	cw := newton(cx, ys, 1e-3, 25)
	fmt.Fprintf(out, "// %d positions; log loss %.4f (the tempo alone: %.4f; the write-up's evaluation, scaled: %.4f)\n",
		len(xs), logLoss(xs, ys, w), logLoss(xs, ys, tempoOnly(ys, len(w))), logLoss(cx, ys, cw))
	fmt.Fprintf(out, "tunedTempo = %d\n", int(math.Round(1000*w[0])))
	n := int(kaskade.NumFeatures)
	fmt.Fprintf(out, "tunedMover = [NumFeatures]int{%s}\n", thousandths(w[1:1+n]))
	fmt.Fprintf(out, "tunedOpp   = [NumFeatures]int{%s}\n", thousandths(w[1+n:]))
	return nil
}

func thousandths(w []float64) string {
	s := ""
	for i, x := range w {
		if i > 0 {
			s += ", "
		}
		s += strconv.Itoa(int(math.Round(1000 * x)))
	}
	return s
}

// readAll reads the positions: x[0] = 1 (the tempo), then the features.
func readAll(files []string) (xs [][]float64, ys []float64, err error) {
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, err
		}
		recs, err := csv.NewReader(f).ReadAll()
		f.Close()
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %v", name, err)
		}
		for i, rec := range recs {
			if len(rec) != 3+2*int(kaskade.NumFeatures) {
				return nil, nil, fmt.Errorf("%s:%d: %d fields", name, i+1, len(rec))
			}
			x := []float64{1}
			for _, field := range rec[3:] {
				v, err := strconv.Atoi(field)
				if err != nil {
					return nil, nil, fmt.Errorf("%s:%d: %v", name, i+1, err)
				}
				x = append(x, float64(v))
			}
			xs = append(xs, x)
			ys = append(ys, map[string]float64{"1": 1}[rec[2]])
		}
	}
	return xs, ys, nil
}

// classicOnly turns each position into the tempo and the symmetric
// write-up evaluation (mover's minus opponent's), to fit its scale: the
// baseline the tuned weights must beat.
func classicOnly(xs [][]float64) [][]float64 {
	n := int(kaskade.NumFeatures)
	out := make([][]float64, len(xs))
	for i, x := range xs {
		v := 0.0
		for k, c := range kaskade.ClassicWeights {
			v += float64(c) * (x[1+k] - x[1+n+k])
		}
		out[i] = []float64{1, v}
	}
	return out
}

func sigmoid(v float64) float64 { return 1 / (1 + math.Exp(-v)) }

func dotF(w, x []float64) float64 {
	v := 0.0
	for i := range w {
		v += w[i] * x[i]
	}
	return v
}

func logLoss(xs [][]float64, ys, w []float64) float64 {
	sum := 0.0
	for i, x := range xs {
		p := math.Min(math.Max(sigmoid(dotF(w, x)), 1e-12), 1-1e-12)
		sum -= ys[i]*math.Log(p) + (1-ys[i])*math.Log(1-p)
	}
	return sum / float64(len(xs))
}

func tempoOnly(ys []float64, n int) []float64 {
	mean := 0.0
	for _, y := range ys {
		mean += y
	}
	mean /= float64(len(ys))
	w := make([]float64, n)
	w[0] = math.Log(mean / (1 - mean))
	return w
}

// newton maximises the penalised likelihood: each step solves H d = g.
func newton(xs [][]float64, ys []float64, ridge float64, steps int) []float64 {
	n := len(xs[0])
	w := make([]float64, n)
	for range steps {
		grad := make([]float64, n)
		hess := make([][]float64, n)
		for i := range hess {
			hess[i] = make([]float64, n)
			hess[i][i] = ridge * float64(len(xs))
			grad[i] = -ridge * float64(len(xs)) * w[i]
		}
		for k, x := range xs {
			p := sigmoid(dotF(w, x))
			for i := range n {
				grad[i] += (ys[k] - p) * x[i]
				for j := range n {
					hess[i][j] += p * (1 - p) * x[i] * x[j]
				}
			}
		}
		d := solve(hess, grad)
		for i := range w {
			w[i] += d[i]
		}
	}
	return w
}

// solve solves a x = b by Gaussian elimination with partial pivoting.
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x
}
