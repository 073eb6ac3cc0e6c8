package kaleidoskop

import (
	"math"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The board is drawn pointy-top: hex q,r has its centre at
// size·(√3·(q + r/2), 1.5·r) from the centre hex; a hollow lies on the
// corner its three hexes share. The whole board of radius 3 is always laid
// out, so that the covers of the smaller boards can be shown.
const sqrt3 = 1.7320508075688772

// boardW and boardH are the full board's extent in hex radii.
const (
	boardW = 7 * sqrt3
	boardH = 11.0
)

// unitPoint is a position in hex radii from the centre hex.
type unitPoint struct{ X, Y float64 }

func hexUnit(h kal.Hex) unitPoint {
	return unitPoint{sqrt3 * (float64(h.Q) + float64(h.R)/2), 1.5 * float64(h.R)}
}

// boardGeo is one player count's board as the screen needs it: the
// playable hexes, every hex of the full board, and where each playable
// hollow lies.
type boardGeo struct {
	players int
	hexes   []kal.Hex // playable
	all     []kal.Hex // the full board
	hollows []kal.Hollow
	at      [kal.MaxHollows]unitPoint
	on      [kal.MaxHollows]bool
}

var geoCache [kal.MaxPlayers + 1]*boardGeo

// geoFor is the board of st's player count, built once.
func geoFor(st *kal.State) *boardGeo {
	n := st.NumPlayers()
	if n < kal.MinPlayers || n > kal.MaxPlayers {
		return nil
	}
	if g := geoCache[n]; g != nil {
		return g
	}
	g := &boardGeo{players: n, hexes: st.Hexes(), hollows: st.Hollows()}
	for r := -kal.Radius; r <= kal.Radius; r++ {
		for q := -kal.Radius; q <= kal.Radius; q++ {
			if h := (kal.Hex{Q: q, R: r}); h.Distance() <= kal.Radius {
				g.all = append(g.all, h)
			}
		}
	}
	for _, k := range g.hollows {
		g.at[k], g.on[k] = hollowUnit(st, k), true
	}
	geoCache[n] = g
	return g
}

// hollowUnit is where hollow k lies: the corner its three hexes share. A
// rim hollow names only its two playable hexes; its third is the common
// neighbour of the two that names the same hollow.
func hollowUnit(st *kal.State, k kal.Hollow) unitPoint {
	hs := st.HollowHexes(k)
	if len(hs) == 2 {
		for _, c := range commonNeighbours(hs[0], hs[1]) {
			if j, err := st.ParseHollow(hs[0].String() + "|" + hs[1].String() + "|" + c.String()); err == nil && j == k {
				hs = append(hs, c)
				break
			}
		}
	}
	var p unitPoint
	for _, h := range hs {
		u := hexUnit(h)
		p.X += u.X / float64(len(hs))
		p.Y += u.Y / float64(len(hs))
	}
	return p
}

var directions = [6]kal.Hex{{Q: 1, R: 0}, {Q: 1, R: -1}, {Q: 0, R: -1}, {Q: -1, R: 0}, {Q: -1, R: 1}, {Q: 0, R: 1}}

func neighbour(h kal.Hex, i int) kal.Hex {
	return kal.Hex{Q: h.Q + directions[i].Q, R: h.R + directions[i].R}
}

func adjacent(a, b kal.Hex) bool {
	for i := range directions {
		if neighbour(a, i) == b {
			return true
		}
	}
	return false
}

// commonNeighbours are the two hexes next to both a and b.
func commonNeighbours(a, b kal.Hex) []kal.Hex {
	var out []kal.Hex
	for i := range directions {
		if n := neighbour(a, i); adjacent(n, b) {
			out = append(out, n)
		}
	}
	return out
}

// pixelHex is the hex under the point (x, y) in hex radii (cube rounding).
func pixelHex(x, y float64) kal.Hex {
	q := (sqrt3/3*x - y/3)
	r := 2.0 / 3 * y
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return kal.Hex{Q: int(rq), R: int(rr)}
}

// layout places the board, the action bar, the players and the hand in
// the view's rectangle: on a wide screen the players and the hand stand
// in a column right of the board; on a tall one everything is stacked.
type layout struct {
	U       float64
	Wide    bool
	Board   ui.Rect  // the board's box
	Origin  ui.Point // the centre hex's centre
	Size    float64  // a hex's circumradius in pixels
	Bar     ui.Rect  // two rows of controls under the board
	Players ui.Rect
	Hand    ui.Rect
	rowH    float64 // a player's row
	cols    int     // player rows side by side
	// Narrow: the bar's tools' words do not fit five to a row (a phone in
	// German with the largest text), so the bar takes three rows: the
	// supply; the three tools; the cost of the step, the fourth card and the
	// end of the turn (narrowBar).
	Narrow bool
	// Tabbed: an upright phone shows the hand or the players, one at a
	// time under the board, chosen by the two tabs.
	Tabbed bool
	Tabs   [2]ui.Rect
	play   bool // the hand's missions are touched here (handRowH)
}

// The tabs of an upright phone.
const (
	tabHand = iota
	tabPlayers
)

const (
	barRowH = 42 // layout units
	gapU    = 10
)

// layoutView lays the view out in r; where play is true the hand's
// missions are played here (not a record being looked at) and keep a
// finger's size (handRowH).
func layoutView(r ui.Rect, u float64, players int, play bool) layout {
	l := layout{U: u, rowH: 44 * u, cols: 1, play: play}
	a := r.Inset(math.Round(10 * u))
	gap := gapU * u
	titleH := roundH * u
	// An upright phone never takes the side column, even where its room is
	// squat (a replay's board above its moves): the column's rows would be
	// too small to read or touch.
	l.Wide = a.W >= a.H*1.05 && ui.ScreenFinger() == 0
	if l.Wide {
		return layoutWide(l, a, players)
	}
	if ui.ScreenFinger() > 0 && a.H > a.W*1.3 {
		return layoutPhone(l, a, players)
	}
	l.cols = 2
	l.rowH = math.Max(l.rowH, readableRowH(u))
	l.Narrow = narrowBar(a.W, l.barRowH(), u)
	barH := l.barH()
	ph := float64((players+1)/2)*l.rowH + titleH
	minHand := math.Max(math.Min(130*u, a.W/4*1.1+handTitleH(u)), l.handRowH())
	boardFit := a.W / (boardW + 0.4) * (boardH + 0.4)
	bh := math.Min(boardFit, a.H-ph-minHand-barH-3*gap)
	handH := math.Min(a.H-bh-ph-barH-3*gap, a.W/2*1.1+handTitleH(u))
	if spare := a.H - bh - ph - handH - barH - 3*gap; spare > 0 {
		rows := float64((players + 1) / 2)
		grow := math.Min(spare*0.4/rows, 20*u)
		l.rowH += grow
		ph += grow * rows
		handH += math.Min(spare-grow*rows, a.W/2*1.1)
	}
	l.placeBoard(ui.Rect{X: a.X, Y: a.Y, W: a.W, H: bh})
	y := l.Board.Y + l.Board.H + gap
	l.Bar = ui.Rect{X: a.X, Y: y, W: a.W, H: barH}
	y += barH + gap
	l.Hand = ui.Rect{X: a.X, Y: y, W: a.W, H: handH}
	y += handH + gap + titleH
	l.Players = ui.Rect{X: a.X, Y: y, W: a.W, H: ph - titleH}
	return l
}

// wideBarW is the least width, in layout units, at which the bar's five
// tool buttons say their words ("Buy Mirror · 3") without cutting them.
const wideBarW = 500

// layoutWide lays a wide screen out: the players and the hand in a column
// right of the board, the bar under the board; where the board's column
// is too narrow for the bar's words (the moves panel beside a small
// window), the bar runs under both columns.
func layoutWide(l layout, a ui.Rect, players int) layout {
	u, gap := l.U, gapU*l.U
	barH := 2*l.barRowH() + gap/2
	cw := math.Min(math.Max(a.W*0.36, 270*u), 460*u)
	leftW := a.W - cw - gap // the board's column
	l.Bar = ui.Rect{X: a.X, Y: a.Y + a.H - barH, W: leftW, H: barH}
	bottom := a.Y + a.H // where the right column ends
	if leftW < wideBarW*u {
		l.Bar.W = a.W
		bottom = l.Bar.Y - gap
	}
	l.Players = ui.Rect{X: a.X + a.W - cw, Y: a.Y + roundH*u, W: cw, H: float64(players) * l.rowH}
	y := l.Players.Y + l.Players.H + gap
	l.Hand = ui.Rect{X: l.Players.X, Y: y, W: cw, H: bottom - y}
	l.placeBoard(ui.Rect{X: a.X, Y: a.Y, W: leftW, H: l.Bar.Y - gap - a.Y})
	return l
}

// layoutPhone lays an upright phone out: the board first, as wide as the
// screen; under it the bar's two rows, each control a finger's size; then
// two tabs, the hand and the players, and the one chosen fills the rest.
func layoutPhone(l layout, a ui.Rect, players int) layout {
	u, gap := l.U, gapU*l.U
	l.Tabbed, l.cols = true, 1
	l.Narrow = narrowBar(a.W, l.barRowH(), u)
	barH := l.barH()
	tabH := math.Max(36*u, ui.ScreenFinger())
	minPanel := math.Max(math.Max(a.H*0.28, 4*tabH), l.handRowH())
	boardFit := a.W / (boardW + 0.4) * (boardH + 0.4)
	bh := math.Min(boardFit, a.H-barH-tabH-minPanel-3*gap)
	l.placeBoard(ui.Rect{X: a.X, Y: a.Y, W: a.W, H: bh})
	y := l.Board.Y + l.Board.H + gap
	l.Bar = ui.Rect{X: a.X, Y: y, W: a.W, H: barH}
	y += barH + gap
	tabs := split(ui.Rect{X: a.X, Y: y, W: a.W, H: tabH}, 2, 8*u)
	l.Tabs = [2]ui.Rect{tabs[0], tabs[1]}
	y += tabH + gap/2
	panel := ui.Rect{X: a.X, Y: y, W: a.W, H: a.Y + a.H - y}
	l.Hand = panel
	titleH := roundH * u
	if float64(players)*l.rowH > panel.H-titleH { // many players: two columns
		l.cols = 2
	}
	rows := float64((players + l.cols - 1) / l.cols)
	l.rowH = math.Max(math.Min(math.Max(l.rowH, (panel.H-titleH)/rows), 64*u), readableRowH(u))
	l.Players = ui.Rect{X: panel.X, Y: panel.Y + titleH, W: panel.W, H: panel.H - titleH}
	return l
}

// handRowH is the least height of the hand's panel where its missions
// are played on a touch screen: its title over one row of cards whose
// missions are a finger high (the board gives way to it where a guided
// game's text or the largest text leaves little room). A record's
// replay plays nothing there and keeps its board.
func (l layout) handRowH() float64 {
	if !l.play {
		return 0
	}
	u := l.U
	head := math.Max(20*u, ui.LineHeight(cardHeadFace(u, 20*u))+2*u)
	return handTitleH(u) + head + ui.ScreenFinger() + 4*u
}

// readableRowH is the least height of a player's row (drawPlayer) whose
// name line and icon line do not run into each other at the text size's
// floor: the name is centred at 30% of the row, the icons' tops at 56%.
func readableRowH(u float64) float64 {
	return 2.4*sprites.DrawnSize(14*u) + 4*u
}

// barRowH is the height of a row of the bar: on a small screen at least
// a finger's width.
func (l layout) barRowH() float64 {
	if l.Wide {
		return barRowH * l.U
	}
	return math.Max(barRowH*l.U, math.Max(34, ui.ScreenFinger()))
}

// barH is the bar's height: two rows of controls, three where Narrow.
func (l layout) barH() float64 {
	rows := 2.0
	if l.Narrow {
		rows = 3
	}
	return rows*l.barRowH() + (rows-1)*gapU*l.U/2
}

// narrowBar reports whether the bar's tool row, five buttons in a bar w
// wide and h high, would cut a word of any label its buttons can carry
// (every tool bought or not, used or not, at any price) at the text size
// now: then the bar takes three rows. It depends on the screen, the
// language and the text size only, never on the position, so that the
// bar does not change shape from one turn to the next.
func narrowBar(w, h, u float64) bool {
	cell := split(ui.Rect{W: w, H: h}, 5, 6*u)[0]
	for _, label := range barLabels() {
		if labelCut(label, cell, true, u) {
			return true
		}
	}
	return false
}

// roundH is the line above the players: the round and the target.
const roundH = 22

// placeBoard fits the full board into box, centred.
func (l *layout) placeBoard(box ui.Rect) {
	l.Size = math.Max(math.Floor(math.Min(box.W/(boardW+0.4), box.H/(boardH+0.4))), 4)
	w, h := boardW*l.Size, boardH*l.Size
	l.Board = ui.Rect{X: box.X + (box.W-w)/2, Y: box.Y + (box.H-h)/2, W: w, H: h}
	l.Origin = l.Board.Center()
}

// px is a board position on screen.
func (l layout) px(p unitPoint) ui.Point {
	return ui.Point{X: l.Origin.X + p.X*l.Size, Y: l.Origin.Y + p.Y*l.Size}
}

// hexCentre is hex h's centre on screen.
func (l layout) hexCentre(h kal.Hex) ui.Point { return l.px(hexUnit(h)) }

// hexAt is the hex under the point p.
func (l layout) hexAt(p ui.Point) kal.Hex {
	return pixelHex((p.X-l.Origin.X)/l.Size, (p.Y-l.Origin.Y)/l.Size)
}

// hollowAt is the playable hollow nearest to p, if p is within reach of
// it (a third of a hex's side).
func (l layout) hollowAt(g *boardGeo, p ui.Point) (kal.Hollow, bool) {
	best, bd := kal.NoHollow, 0.36*l.Size
	for _, k := range g.hollows {
		c := l.px(g.at[k])
		if d := math.Hypot(c.X-p.X, c.Y-p.Y); d < bd {
			best, bd = k, d
		}
	}
	return best, best != kal.NoHollow
}

// Locate is where a hollow ("0,0|1,0|1,-1") or a hex ("1,-1") of the
// board shown lies on screen, or a control (locateControl), for tests and
// the browser's test hook (view.Locator).
func (v *View) Locate(name string) (ui.Point, bool) {
	if v.st == nil || v.geo == nil {
		return ui.Point{}, false
	}
	if k, err := v.st.ParseHollow(name); err == nil && v.geo.on[k] {
		return v.lay.px(v.geo.at[k]), true
	}
	if h, err := kal.ParseHex(name); err == nil && onBoard(v.geo, h) {
		return v.lay.hexCentre(h), true
	}
	return v.locateControl(name)
}

// onBoard reports whether h is a playable hex.
func onBoard(g *boardGeo, h kal.Hex) bool {
	for _, x := range g.hexes {
		if x == h {
			return true
		}
	}
	return false
}

// gemD is a crystal's diameter on the board.
func (l layout) gemD() float64 { return math.Max(l.Size*0.66, 8) }
