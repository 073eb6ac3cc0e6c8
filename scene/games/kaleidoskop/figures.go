package kaleidoskop

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// The rules' pictures (view.GameSpec.RulesFigures): the words a new
// player meets first (hollows, a hex's colour, a mission card), drawn
// with the board's and the hand's own art. The colours the hexes show are
// the engine's, for crystals set on a real position (figureState).
var rulesFigures = []view.RulesFigure{
	{Draw: drawHollowsFigure, CaptionKey: "kaleidoskop.fig hollows"},
	{Draw: drawColourFigure, CaptionKey: "kaleidoskop.fig colour"},
	{Draw: drawMissionFigure, CaptionKey: "kaleidoskop.fig mission"},
}

// figureCard is the mission card the third picture shows: two variables
// (a, a, b), the letters a new player has not met.
const figureCard = "B13"

// flower is the centre hex and its six neighbours: the hollows picture.
func flower() []kal.Hex {
	hs := []kal.Hex{{}}
	for i := range 6 {
		hs = append(hs, neighbour(kal.Hex{}, i))
	}
	return hs
}

// figureState is a three-player position holding only the crystals given:
// the engine says what colour each hex then takes. Nil if the engine
// refuses the position (it cannot: a test holds it).
func figureState(crystals map[kal.Hollow]kal.Colour) *kal.State {
	s, err := kal.New(kal.Options{Players: 3, Length: kal.Short, Deal: 1})
	if err != nil {
		return nil
	}
	s.Settle()
	var board strings.Builder
	for _, k := range s.Hollows() {
		board.WriteByte(crystals[k].Letter())
	}
	fields := strings.Fields(s.String())
	for i, f := range fields {
		if strings.HasPrefix(f, "board=") {
			fields[i] = "board=" + board.String()
		}
	}
	st, err := kal.Parse(strings.Join(fields, " "))
	if err != nil {
		return nil
	}
	return st
}

// figureScene draws hexes of st round the centre hex into r, with their
// tiles, and the hollows round them with their crystals; ring marks one
// hollow. half is the hexes' half width and height in hex radii.
func figureScene(dst *ebiten.Image, r ui.Rect, st *kal.State, hexes []kal.Hex, half unitPoint, ring kal.Hollow) {
	if st == nil {
		return
	}
	g := geoFor(st)
	const m = 0.45 // room for the crystals on the outer corners, in hex radii
	size := math.Min(r.W/(half.X+m)/2, r.H/(half.Y+m)/2)
	c := r.Center()
	at := func(p unitPoint) ui.Point { return ui.Point{X: c.X + p.X*size, Y: c.Y + p.Y*size} }
	bc := boardColoursNow()
	var frame vector.Path
	for _, h := range hexes {
		p := at(hexUnit(h))
		hexPath(&frame, p.X, p.Y, size*1.06)
	}
	fill(dst, &frame, bc.frame)
	for _, h := range hexes {
		p := at(hexUnit(h))
		drawImageAt(dst, tileImage(st.HexColour(h), int(size)), p.X, p.Y, 2*size, 2*size, 1)
	}
	gem, pit := math.Max(size*0.8, 8), math.Max(size*0.66, 8)*0.62 // the crystals a little larger than on the board
	for _, k := range st.Hollows() {
		if !touches(st.HollowHexes(k), hexes) {
			continue
		}
		p := at(g.at[k])
		sprites.FillRoundRect(dst, p.X-pit/2, p.Y-pit/2, pit, pit, pit/2, bc.pit)
		drawGem(dst, st.CrystalAt(k), p.X, p.Y, gem, 1)
		if k == ring {
			d := gem * 1.3
			sprites.StrokeRoundRect(dst, p.X-d/2, p.Y-d/2, d, d, d/2, math.Max(2, size*0.07), sprites.Accent)
		}
	}
}

// touches reports whether any of hs is one of in.
func touches(hs, in []kal.Hex) bool {
	for _, h := range hs {
		for _, x := range in {
			if h == x {
				return true
			}
		}
	}
	return false
}

// drawHollowsFigure: the centre and its neighbours, the hollows at their
// corners, one crystal (its three hexes take its colour) and an empty
// hollow ringed.
func drawHollowsFigure(dst *ebiten.Image, r ui.Rect) {
	centre := kal.CentreHollows()
	st := figureState(map[kal.Hollow]kal.Colour{centre[0]: kal.Green})
	figureScene(dst, r, st, flower(), unitPoint{X: 1.5 * sqrt3, Y: 2.5}, centre[3])
}

// colourFigure are the centre hex's corners in the second picture:
// three red, two blue, one empty.
var colourFigure = [6]kal.Colour{kal.Red, kal.Blue, kal.Red, kal.Blue, kal.Red, kal.None}

// drawColourFigure: one hex, its six corners and the colour the engine
// gives it.
func drawColourFigure(dst *ebiten.Image, r ui.Rect) {
	crystals := map[kal.Hollow]kal.Colour{}
	for i, k := range kal.CentreHollows() {
		crystals[k] = colourFigure[i]
	}
	figureScene(dst, r, figureState(crystals), []kal.Hex{{}}, unitPoint{X: sqrt3 / 2, Y: 1}, kal.NoHollow)
}

// drawMissionFigure: a hand card with its two missions, as in the hand.
func drawMissionFigure(dst *ebiten.Image, r ui.Rect) {
	c, err := kal.ParseCard(figureCard)
	if err != nil {
		return
	}
	v := &View{lay: layout{U: r.W / 220}}
	w, h := r.W*0.92, r.W*0.72
	card := ui.Rect{X: r.X + (r.W-w)/2, Y: r.Y + (r.H-h)/2, W: w, H: h}
	v.drawCard(dst, c, card)
	for i, pane := range v.missionRects(card) {
		sprites.FillRoundRect(dst, pane.X, pane.Y, pane.W, pane.H, 6*v.lay.U, paneFace)
		drawPattern(dst, c.Missions()[i], pane.Inset(3*v.lay.U))
	}
}
