// Command balancecharts draws the charts of docs/kaleidoskop-balance.md
// from the CSV files that `kaskade balance -csv DIR` writes:
//
//	go run ./tools/balancecharts -in DIR -out docs
//
// It is a separate program so that the plotting library never reaches the
// game or its browser build.
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

func main() {
	in := flag.String("in", "tools/balancecharts/data", "the directory of kaskade balance's CSV files")
	out := flag.String("out", "docs", "where the PNG files go")
	prefix := flag.String("prefix", "kaleidoskop-", "the PNG files' name prefix")
	flag.Parse()
	charts := []struct {
		name string
		draw func(dir string) (*plot.Plot, error)
	}{
		{"seats", seatsChart},
		{"length", lengthChart},
		{"cards", cardsChart},
		{"crystals", crystalsChart},
	}
	for _, c := range charts {
		p, err := c.draw(*in)
		if err == nil {
			err = p.Save(16*vg.Centimeter, 9*vg.Centimeter, filepath.Join(*out, *prefix+c.name+".png"))
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "balancecharts: %s: %v\n", c.name, err)
			os.Exit(1)
		}
	}
}

// table reads a CSV file into rows of named fields.
func table(dir, name string) ([]map[string]string, error) {
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil || len(recs) == 0 {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	var rows []map[string]string
	for _, r := range recs[1:] {
		row := map[string]string{}
		for i, k := range recs[0] {
			row[k] = r[i]
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func num(row map[string]string, key string) float64 {
	x, _ := strconv.ParseFloat(row[key], 64)
	return x
}

// byPlayers groups rows by their player count, in the order they come.
func byPlayers(rows []map[string]string) ([]int, map[int][]map[string]string) {
	var order []int
	groups := map[int][]map[string]string{}
	for _, r := range rows {
		n := int(num(r, "players"))
		if groups[n] == nil {
			order = append(order, n)
		}
		groups[n] = append(groups[n], r)
	}
	return order, groups
}

// seatsChart: each place's win share over the fair share 1/n, with 95%
// intervals; 1 is fair.
func seatsChart(dir string) (*plot.Plot, error) {
	rows, err := table(dir, "seats.csv")
	if err != nil {
		return nil, err
	}
	p := plot.New()
	p.Title.Text = "Wins by place in the turn order (1 = start player)"
	p.X.Label.Text = "place in the turn order"
	p.Y.Label.Text = "win share / fair share"
	order, groups := byPlayers(rows)
	for i, n := range order {
		var pts plotter.XYs
		var errs plotter.YErrors
		for _, r := range groups[n] {
			fair := 1 / float64(n)
			x := num(r, "place") + 0.08*float64(i) - 0.12
			y := num(r, "share") / fair
			pts = append(pts, plotter.XY{X: x, Y: y})
			errs = append(errs, struct{ Low, High float64 }{y - num(r, "lo")/fair, num(r, "hi")/fair - y})
		}
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		bars, err := plotter.NewYErrorBars(struct {
			plotter.XYer
			plotter.YErrorer
		}{pts, errs})
		if err != nil {
			return nil, err
		}
		c := plotutil.Color(i)
		line.Color, points.Color, bars.Color = c, c, c
		p.Add(line, points, bars)
		p.Legend.Add(fmt.Sprintf("%d players", n), line, points)
	}
	var ticks []plot.Tick
	for place := 1; place <= 6; place++ {
		ticks = append(ticks, plot.Tick{Value: float64(place), Label: strconv.Itoa(place)})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = 0.7, 6.3
	fair := plotter.NewFunction(func(float64) float64 { return 1 })
	fair.Dashes = []vg.Length{vg.Points(3), vg.Points(3)}
	fair.Color = color.Gray{Y: 120}
	p.Add(fair)
	p.Legend.Top = true
	return p, nil
}

// lengthChart: how many games lasted so many rounds, per player count.
func lengthChart(dir string) (*plot.Plot, error) {
	rows, err := table(dir, "rounds.csv")
	if err != nil {
		return nil, err
	}
	p := plot.New()
	p.Title.Text = "Game length"
	p.X.Label.Text = "rounds"
	p.Y.Label.Text = "share of games"
	p.X.Max = 16
	order, groups := byPlayers(rows)
	for i, n := range order {
		total := 0.0
		for _, r := range groups[n] {
			total += num(r, "games")
		}
		var pts plotter.XYs
		for _, r := range groups[n] {
			if x := num(r, "rounds"); x <= 16 {
				pts = append(pts, plotter.XY{X: x, Y: num(r, "games") / total})
			}
		}
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		line.Color, points.Color = plotutil.Color(i), plotutil.Color(i)
		p.Add(line, points)
		p.Legend.Add(fmt.Sprintf("%d players", n), line, points)
	}
	p.Legend.Top = true
	return p, nil
}

// cardsChart: the share of deals in which each card was completed.
func cardsChart(dir string) (*plot.Plot, error) {
	rows, err := table(dir, "cards.csv")
	if err != nil {
		return nil, err
	}
	p := plot.New()
	p.Title.Text = "Cards completed (share of the times dealt)"
	p.Y.Label.Text = "completed / dealt"
	p.Y.Min, p.Y.Max = 0, 1
	order, groups := byPlayers(rows)
	var names []string
	for i, n := range order {
		var pts plotter.XYs
		for k, r := range groups[n] {
			pts = append(pts, plotter.XY{X: float64(k), Y: num(r, "rate")})
			if i == 0 {
				names = append(names, r["card"]+" ("+r["reward"]+")")
			}
		}
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, err
		}
		line.Color, points.Color = plotutil.Color(i), plotutil.Color(i)
		p.Add(line, points)
		p.Legend.Add(fmt.Sprintf("%d players", n), line, points)
	}
	var ticks []plot.Tick
	for k, name := range names {
		ticks = append(ticks, plot.Tick{Value: float64(k), Label: name})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Tick.Label.Rotation = 1.5708
	p.X.Tick.Label.XAlign, p.X.Tick.Label.YAlign = -1, -0.5
	p.X.Tick.Label.Font.Size = vg.Points(6)
	p.Legend.Left, p.Legend.Top = true, false
	return p, nil
}

// crystalsChart: scoring crystals earned and spent per player and game.
func crystalsChart(dir string) (*plot.Plot, error) {
	rows, err := table(dir, "summary.csv")
	if err != nil {
		return nil, err
	}
	p := plot.New()
	p.Title.Text = "Scoring crystals per player and game"
	p.Y.Label.Text = "crystals"
	keys := []struct{ key, label string }{
		{"earned", "earned by missions"},
		{"spent_buy", "buying tools"},
		{"spent_exchange", "exchanges"},
		{"spent_use", "2nd/3rd tool"},
		{"spent_card", "fourth card"},
	}
	w := vg.Points(8)
	var names []string
	for _, r := range rows {
		names = append(names, r["players"]+" players")
	}
	for i, k := range keys {
		var vals plotter.Values
		for _, r := range rows {
			vals = append(vals, num(r, k.key)/num(r, "players"))
		}
		bars, err := plotter.NewBarChart(vals, w)
		if err != nil {
			return nil, err
		}
		bars.Color = plotutil.Color(i)
		bars.LineStyle.Width = 0
		bars.Offset = w * vg.Length(i-len(keys)/2)
		p.Add(bars)
		p.Legend.Add(k.label, bars)
	}
	p.NominalX(names...)
	p.Y.Max *= 1.4 // room for the legend
	p.Legend.Top = true
	return p, nil
}
