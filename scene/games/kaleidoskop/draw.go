package kaleidoskop

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// Draw draws the board, the bar, the hand and the players. It reads only
// the seat's view kept in v.st.
func (v *View) Draw(dst *ebiten.Image, in *ui.Input) {
	if v.st == nil || v.geo == nil {
		return
	}
	v.drawBoard(dst, in)
	v.drawBar(dst, in)
	v.drawTabs(dst, in)
	if v.shows(tabHand) {
		v.drawHand(dst, in)
	}
	if v.shows(tabPlayers) {
		v.drawPlayers(dst)
	}
}

// shows reports whether the panel of tab t is on the screen: always
// beside the board, on a phone when its tab is chosen, and once the game
// is over the players' panel with the scores (there is no hand to show).
func (v *View) shows(t int) bool {
	switch {
	case !v.lay.Tabbed:
		return true
	case v.st != nil && v.st.IsOver():
		return t == tabPlayers
	}
	return v.tab == t
}

var tabKeys = [2]string{"kaleidoskop.tab hand", "kaleidoskop.tab players"}

// tabLabel is tab t's name: a watcher holds no cards, so theirs is the
// mover's hand ("Cards"), not "My cards".
func (v *View) tabLabel(t int) string {
	if t == tabHand && v.st.Viewer() == int(game.Onlooker) {
		return i18n.Tr("kaleidoskop.tab hand watching")
	}
	return i18n.Tr(tabKeys[t])
}

// tabButtons are a phone's two tabs, the chosen one lit.
func (v *View) tabButtons() []ui.Button {
	if !v.lay.Tabbed || v.st == nil || v.st.IsOver() {
		return nil
	}
	var bs []ui.Button
	for t, r := range v.lay.Tabs {
		bs = append(bs, ui.Button{R: r, Label: v.tabLabel(t), Selected: v.tab == t, LabelH: 36 * v.lay.U})
	}
	return bs
}

func (v *View) drawTabs(dst *ebiten.Image, in *ui.Input) {
	for _, b := range v.tabButtons() {
		b.Draw(dst, in, v.lay.U)
	}
}

// boardKey names the cached board: the player count, the hex size and
// the theme, whose colours the frame and the covers take.
type boardKey struct {
	players, size int
	theme         string
}

var boardCache sprites.LastImage[boardKey]

// boardColours are the frame, the covers and the empty hollows.
type boardColours struct{ frame, cover, pit color.RGBA }

// themeBoards are the board's colours in each theme: slate on the dark
// table, a paler slate on the light one, black with white edges (drawn
// apart) in high contrast. The tiles keep their colours in all.
var themeBoards = map[string]boardColours{
	sprites.DarkPalette.Name:     {color.RGBA{0x3a, 0x46, 0x57, 0xff}, color.RGBA{0x2a, 0x30, 0x3b, 0xff}, color.RGBA{0x33, 0x3d, 0x4b, 0xff}},
	sprites.LightPalette.Name:    {color.RGBA{0x8e, 0x9c, 0xae, 0xff}, color.RGBA{0x6c, 0x79, 0x8a, 0xff}, color.RGBA{0x5c, 0x69, 0x7a, 0xff}},
	sprites.ContrastPalette.Name: {color.RGBA{0x00, 0x00, 0x00, 0xff}, color.RGBA{0x1e, 0x1e, 0x1e, 0xff}, color.RGBA{0x2a, 0x2a, 0x2a, 0xff}},
}

// boardColoursNow are the current theme's board colours.
func boardColoursNow() boardColours {
	if c, ok := themeBoards[sprites.Current().Name]; ok {
		return c
	}
	return themeBoards[sprites.DarkPalette.Name]
}

// boardImage is the board at rest without its colours: the frame, the
// covers over the unused hexes, the neutral hexes and the empty hollows.
func (v *View) boardImage() *ebiten.Image {
	l := v.lay
	bc := boardColoursNow()
	return boardCache.Get(boardKey{v.geo.players, int(l.Size), sprites.Current().Name}, func() *ebiten.Image {
		w, h := int(math.Ceil(l.Board.W))+2, int(math.Ceil(l.Board.H))+2
		img := ebiten.NewImage(w, h)
		o := ui.Point{X: float64(w) / 2, Y: float64(h) / 2}
		at := func(p unitPoint) (float64, float64) { return o.X + p.X*l.Size, o.Y + p.Y*l.Size }
		var frame vector.Path
		for _, hx := range v.geo.all {
			x, y := at(hexUnit(hx))
			hexPath(&frame, x, y, l.Size*1.04)
		}
		fill(img, &frame, bc.frame)
		if lw := ui.Outline(l.U); lw > 0 { // the theme wants strong outlines
			op := &vector.DrawPathOptions{AntiAlias: true}
			op.ColorScale.ScaleWithColor(sprites.Outline)
			vector.StrokePath(img, &frame, &vector.StrokeOptions{Width: float32(lw)}, op)
		}
		v.drawCovers(img, at)
		tile := tileImage(kal.None, int(l.Size))
		for _, hx := range v.geo.hexes {
			x, y := at(hexUnit(hx))
			drawImageAt(img, tile, x, y, 2*l.Size, 2*l.Size, 1)
		}
		d := l.gemD() * 0.62
		for _, k := range v.geo.hollows {
			x, y := at(v.geo.at[k])
			sprites.FillRoundRect(img, x-d/2, y-d/2, d, d, d/2, bc.pit)
			sprites.FillRoundRect(img, x-d/2+1, y-d/2+1.5, d-2, d-2, d/2, shade(bc.pit, 0.75))
		}
		return img
	})
}

// drawCovers draws each cover that is on as a dark plate over its three
// hexes, marked with its letter.
func (v *View) drawCovers(img *ebiten.Image, at func(unitPoint) (float64, float64)) {
	l := v.lay
	on := map[kal.Hex]bool{}
	for _, h := range v.geo.hexes {
		on[h] = true
	}
	for _, c := range kal.Covers() {
		if on[c.Hexes[0]] {
			continue
		}
		var p vector.Path
		var mx, my float64
		for _, h := range c.Hexes {
			x, y := at(hexUnit(h))
			hexPath(&p, x, y, l.Size*0.99)
			mx, my = mx+x/3, my+y/3
		}
		fill(img, &p, boardColoursNow().cover)
		face := sprites.Face(l.Size*0.5, true)
		sprites.DrawText(img, string(c.Kind), face, mx, my, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(sprites.TextDim, 0.5))
	}
}

// drawBoard draws the board, its colours, tools and crystals, and the
// marks of the choices, the hint and a refusal.
func (v *View) drawBoard(dst *ebiten.Image, in *ui.Input) {
	l := v.lay
	img := v.boardImage()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.Origin.X-float64(img.Bounds().Dx())/2, l.Origin.Y-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, op)
	v.drawTiles(dst)
	v.drawLitMission(dst, in)
	v.drawAimTools(dst)
	v.drawCrystals(dst)
	v.drawChoices(dst, in)
	v.drawBoardHint(dst)
}

// drawTiles lays the colour tiles on the hexes; a hex the move shown
// changes fades from its old tile to its new one.
func (v *View) drawTiles(dst *ebiten.Image) {
	l := v.lay
	d := 2 * l.Size
	t := 1.0
	if v.fade != nil {
		t = ui.EaseInOut(v.fade.progress())
	}
	for _, h := range v.geo.hexes {
		c := l.hexCentre(h)
		now := v.st.HexColour(h)
		if ch, ok := v.fade.changeAt(h); ok && t < 1 {
			if ch.From != kal.None {
				drawImageAt(dst, tileImage(ch.From, int(l.Size)), c.X, c.Y, d, d, 1-t)
			}
			if ch.To != kal.None {
				drawImageAt(dst, tileImage(ch.To, int(l.Size)), c.X, c.Y, d, d, t)
			}
			v.drawRing(dst, h, sprites.WithAlpha(sprites.Text, 0.7*math.Sin(math.Pi*t)))
			continue
		}
		if now != kal.None {
			drawImageAt(dst, tileImage(now, int(l.Size)), c.X, c.Y, d, d, 1)
		}
	}
}

// ringImage is a white hexagon outline for hexes of radius r.
func ringImage(r int) *ebiten.Image {
	r = max(r, 3)
	return artCache.Get(artKey{artRing, 0, r}, func() *ebiten.Image {
		img := ebiten.NewImage(2*r, 2*r)
		var p vector.Path
		f := float64(r)
		hexPath(&p, f, f, f*0.86)
		op := &vector.DrawPathOptions{AntiAlias: true}
		vector.StrokePath(img, &p, &vector.StrokeOptions{Width: float32(math.Max(2, f*0.1)), LineJoin: vector.LineJoinRound}, op)
		return img
	})
}

const artRing = artToken + 1

// drawRing outlines hex h in clr.
func (v *View) drawRing(dst *ebiten.Image, h kal.Hex, clr color.Color) {
	l := v.lay
	c := l.hexCentre(h)
	img := ringImage(int(l.Size))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(2*l.Size/float64(img.Bounds().Dx()), 2*l.Size/float64(img.Bounds().Dy()))
	op.GeoM.Translate(c.X-l.Size, c.Y-l.Size)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// drawLitMission outlines the hexes where the mission under the pointer,
// else the lit one, lies now.
func (v *View) drawLitMission(dst *ebiten.Image, in *ui.Input) {
	cm := v.lit
	if in != nil && in.HasCursor {
		for _, c := range v.controls() {
			if c.kind == ctlMission && c.R.Contains(in.Cursor) {
				cm = c.card
			}
		}
	}
	if cm.Card == kal.NoCard || v.fade != nil {
		return
	}
	hs, ok := v.st.MissionMatch(cm.Card, cm.Mission)
	if !ok {
		return
	}
	pulse := 0.75 + 0.25*math.Sin(float64(v.tick)*0.12)
	for _, h := range hs {
		v.drawRing(dst, h, sprites.WithAlpha(color.RGBA{0x10, 0x12, 0x18, 0xff}, 0.7))
		v.drawRing(dst, h, sprites.WithAlpha(sprites.Accent, pulse))
	}
}

// drawAimTools draws every mirror and glass on the board: a small plate in
// its owner's colour between the crystal and the hex it is aimed at,
// marked 2 (the mirror: the crystal counts double there) or 0 (the glass).
func (v *View) drawAimTools(dst *ebiten.Image) {
	l := v.lay
	for p := range v.st.NumPlayers() {
		for _, t := range []kal.Tool{kal.Mirror, kal.Glass} {
			k, h, ok := v.st.ToolAt(p, t)
			if !ok || !v.geo.on[k] {
				continue
			}
			a, b := l.px(v.geo.at[k]), l.hexCentre(h)
			x, y := ui.Lerp(a.X, b.X, 0.5), ui.Lerp(a.Y, b.Y, 0.5)
			drawToolPlate(dst, t, p, x, y, l.Size*0.42)
		}
	}
}

// drawToolPlate draws seat p's mirror or glass as a plate of side d.
func drawToolPlate(dst *ebiten.Image, t kal.Tool, p int, x, y, d float64) {
	face := palette[seatColour(p)]
	sprites.FillRoundRect(dst, x-d/2, y-d/2, d, d, d*0.3, shade(face, 0.55))
	in := d * 0.16
	glass := color.RGBA{0xe8, 0xee, 0xf4, 0xff}
	label := "0"
	if t == kal.Mirror {
		glass, label = color.RGBA{0xc8, 0xd4, 0xe0, 0xff}, "2"
	}
	sprites.FillRoundRect(dst, x-d/2+in, y-d/2+in, d-2*in, d-2*in, d*0.2, glass)
	sprites.DrawText(dst, label, sprites.Face(d*0.62, true), x, y, sprites.AlignCenter, sprites.AlignCenter, color.RGBA{0x20, 0x24, 0x2c, 0xff})
	drawSymbol(dst, seatColour(p), x+d/2-d*0.12, y-d/2+d*0.12, d*0.36, face)
}

// drawCrystals draws the crystals; one placed by the move shown drops
// in; a crystal on a holder sits in a ring of the holder's colour.
func (v *View) drawCrystals(dst *ebiten.Image) {
	l := v.lay
	d := l.gemD()
	for _, k := range v.geo.hollows {
		c := v.st.CrystalAt(k)
		if c == kal.None {
			continue
		}
		p := l.px(v.geo.at[k])
		if q := v.st.HeldBy(k); q >= 0 {
			r := d * 1.32
			sprites.FillRoundRect(dst, p.X-r/2, p.Y-r/2, r, r, r/2, palette[seatColour(q)])
			sprites.StrokeRoundRect(dst, p.X-r/2, p.Y-r/2, r, r, r/2, math.Max(1.5, 2*l.U), shade(palette[seatColour(q)], 0.5))
		}
		scale, alpha := 1.0, 1.0
		if f := v.fade; f != nil && !f.back && f.placed == k {
			t := f.progress()
			scale, alpha = ui.Lerp(1.6, 1, ui.EaseInOut(t)), ui.Clamp01(t*2.5)
			p.Y -= (1 - ui.EaseInOut(t)) * l.Size * 0.5
		}
		drawGem(dst, c, p.X, p.Y, d*scale, alpha)
	}
}

// drawChoices marks the choices under way: the hollows a chosen colour
// may go to (and a ghost crystal under the pointer, with the exchange's
// cost), the crystal and hexes a tool is being aimed at, the keyboard's
// hollow and a refused one.
func (v *View) drawChoices(dst *ebiten.Image, in *ui.Input) {
	l := v.lay
	d := l.gemD()
	idle := v.fade == nil && !v.st.IsOver()
	if v.refuseTicks > 0 {
		if k, _ := placeOf(v.st, v.refused); k != kal.NoHollow {
			a := float64(v.refuseTicks) / refuseFlash
			v.ringHollow(dst, k, d*1.5, sprites.WithAlpha(sprites.Danger, a))
		}
	}
	if !idle {
		return
	}
	hover := kal.NoHollow
	if in != nil && in.HasCursor {
		if k, ok := l.hollowAt(v.geo, in.Cursor); ok {
			hover = k
		}
	}
	if v.cursor != kal.NoHollow {
		v.ringHollow(dst, v.cursor, d*1.45, sprites.Accent)
		if hover == kal.NoHollow {
			hover = v.cursor
		}
	}
	switch {
	case v.st.Phase() == kal.PhasePlace && v.colour != kal.None:
		v.drawPlaceChoice(dst, hover)
	case v.st.Phase() == kal.PhaseTools && v.tool != noTool:
		v.drawAimChoice(dst, in)
	}
}

// drawPlaceChoice shows where the chosen colour could go: empty hollows
// breathe, and under the pointer a ghost crystal with the exchange cost.
func (v *View) drawPlaceChoice(dst *ebiten.Image, hover kal.Hollow) {
	l := v.lay
	d := l.gemD()
	pulse := 0.35 + 0.25*math.Sin(float64(v.tick)*0.1)
	for _, k := range v.geo.hollows {
		if v.st.CrystalAt(k) == kal.None {
			v.ringHollow(dst, k, d*0.8, sprites.WithAlpha(palette[v.colour], pulse))
		}
	}
	if hover == kal.NoHollow {
		return
	}
	p := l.px(v.geo.at[hover])
	drawGem(dst, v.colour, p.X, p.Y, d*1.05, 0.75)
	if v.st.CrystalAt(hover) != kal.None {
		v.costTag(dst, p, v.st.ExchangeCost())
	}
}

// costTag writes "−1" (or "0") beside a hollow: the exchange's cost.
func (v *View) costTag(dst *ebiten.Image, p ui.Point, n int) {
	l := v.lay
	face := sprites.Face(math.Max(13*l.U, l.Size*0.34), true)
	t := "−" + itoa(n)
	if n == 0 {
		t = "±0"
	}
	w, h := sprites.TextWidth(t, face)+10*l.U, face.Metrics().HAscent+8*l.U
	x, y := p.X+l.gemD()*0.55, p.Y-l.gemD()*0.55-h
	sprites.FillRoundRect(dst, x, y, w, h, h/2, color.RGBA{0x14, 0x17, 0x1e, 0xe0})
	sprites.DrawText(dst, t, face, x+w/2, y+h/2, sprites.AlignCenter, sprites.AlignCenter, sprites.Accent)
}

// drawAimChoice rings the crystals a tool may be aimed at; once one is
// chosen, its hexes light up.
func (v *View) drawAimChoice(dst *ebiten.Image, in *ui.Input) {
	l := v.lay
	d := l.gemD()
	if v.aim == kal.NoHollow {
		for _, k := range v.geo.hollows {
			if v.st.CrystalAt(k) != kal.None {
				v.ringHollow(dst, k, d*1.3, sprites.WithAlpha(sprites.Accent, 0.55))
			}
		}
		return
	}
	v.ringHollow(dst, v.aim, d*1.4, sprites.Accent)
	for _, h := range v.st.HollowHexes(v.aim) {
		clr := sprites.WithAlpha(sprites.Accent, 0.65)
		if in != nil && in.HasCursor && l.hexAt(in.Cursor) == h {
			clr = sprites.Text
		}
		v.drawRing(dst, h, clr)
	}
}

// ringHollow draws a circle of diameter d round hollow k.
func (v *View) ringHollow(dst *ebiten.Image, k kal.Hollow, d float64, clr color.Color) {
	if !v.geo.on[k] {
		return
	}
	p := v.lay.px(v.geo.at[k])
	sprites.StrokeRoundRect(dst, p.X-d/2, p.Y-d/2, d, d, d/2, math.Max(2, 2.5*v.lay.U), clr)
}

// drawBoardHint shows a suggested place or aim on the board.
func (v *View) drawBoardHint(dst *ebiten.Image) {
	if v.hint == game.NoMove || v.fade != nil {
		return
	}
	l := v.lay
	pulse := 0.6 + 0.4*math.Sin(float64(v.tick)*0.15)
	if k, c := placeOf(v.st, v.hint); k != kal.NoHollow {
		p := l.px(v.geo.at[k])
		drawGem(dst, c, p.X, p.Y, l.gemD(), 0.6*pulse)
		v.ringHollow(dst, k, l.gemD()*1.5, sprites.WithAlpha(sprites.Accent, pulse))
		return
	}
	for _, k := range v.geo.hollows {
		for _, h := range v.st.HollowHexes(k) {
			for _, t := range []kal.Tool{kal.Mirror, kal.Glass} {
				if kal.ToolMove(t, k, h) == v.hint {
					v.ringHollow(dst, k, l.gemD()*1.5, sprites.WithAlpha(sprites.Accent, pulse))
					v.drawRing(dst, h, sprites.WithAlpha(sprites.Accent, pulse))
				}
			}
		}
	}
}
