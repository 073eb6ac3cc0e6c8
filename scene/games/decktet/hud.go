package decktet

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The table's words and figures: the info strip (pass, passes left, cards
// left, the Winnable? button and its answer), the rank tracker, the end
// banner and the footer's status line.

// passLine is the pass, the passes left and the cards left.
func (v *DecktetView) PassLine() string { return strings.Join(v.passParts(), "  ·  ") }

// passParts are the pass line's parts: the pass, the passes left (not
// in the last pass), the cards left.
func (v *DecktetView) passParts() []string {
	s := v.St
	left, unlimited := s.PassesLeft()
	var parts []string
	switch {
	case unlimited:
		parts = append(parts, i18n.Trf("dk pass n", s.Pass()), i18n.Tr("dk unlimited on"))
	case s.Pass() > 3:
		parts = append(parts, i18n.Tr("dk pass final"))
	default:
		parts = append(parts, i18n.Trf("dk pass of", s.Pass()))
		switch after := left - 1; after { // the passes after this one
		case 0:
			parts = append(parts, i18n.Tr("dk no pass left"))
		case 1:
			parts = append(parts, i18n.Tr("dk pass left"))
		default:
			parts = append(parts, i18n.Trf("dk passes left", after))
		}
	}
	return append(parts, i18n.Trn("dk cards left", s.Left()))
}

func (v *DecktetView) drawInfo(dst *ebiten.Image, in *ui.Input) {
	l, u := v.Lay, v.Lay.U
	r := l.Info
	if pill, ok := v.verdictRect(); ok {
		v.drawVerdict(dst, pill)
	} else {
		v.WinBtn.Draw(dst, in, u)
	}
	lines, face := v.passLines(r.W - v.WinBtn.R.W - 12*u)
	lh := ui.LineHeight(face)
	for i, line := range lines {
		y := r.Y + r.H/2 + (float64(i)-float64(len(lines)-1)/2)*lh
		sprites.DrawText(dst, line, face, r.X+2*u, y, sprites.AlignStart, sprites.AlignCenter, feltInk())
	}
}

// passLines is the pass line in a room w wide, and its face: whole on
// one line, shrunk to the text size's floor where it must; else without
// the passes left; else the pass over the cards left, on two lines (a
// phone's strip in the largest text, beside the solver's answer). Cut only
// as the last resort.
func (v *DecktetView) passLines(w float64) ([]string, text.Face) {
	u := v.Lay.U
	parts := v.passParts()
	fit := func(s string) (text.Face, bool) {
		face := sprites.Face(ui.FitSize(s, 15*u, sprites.MinTextSize()/sprites.TextScale(), w, true), true)
		return face, sprites.TextWidth(s, face) <= w
	}
	whole := strings.Join(parts, "  ·  ")
	if face, ok := fit(whole); ok {
		return []string{whole}, face
	}
	first, last := parts[0], parts[len(parts)-1]
	if len(parts) > 2 {
		short := first + "  ·  " + last
		if face, ok := fit(short); ok {
			return []string{short}, face
		}
	}
	if len(parts) == 1 {
		face, _ := fit(first)
		return []string{ui.Ellipsize(first, face, w)}, face
	}
	face, _ := fit(first)
	if f2, _ := fit(last); ui.LineHeight(f2) < ui.LineHeight(face) {
		face = f2
	}
	return []string{ui.Ellipsize(first, face, w), ui.Ellipsize(last, face, w)}, face
}

// winButton is the "Winnable?" button at the right of the info strip;
// laid out with the view, since input is read before drawing. A record
// (the replay) has none: no size, not drawn.
func (v *DecktetView) winButton() ui.Button {
	if v.env.Looking {
		return ui.Button{}
	}
	r, u := v.Lay.Info, v.Lay.U
	label := i18n.Tr("dk winnable?")
	least := sprites.TextWidth(label, sprites.Face(0, false)) + 0.3*r.H                                  // its label at the text's floor (a larger text size)
	least = math.Max(least, sprites.TextWidth(i18n.Tr("dk verdict won"), sprites.Face(0, true))+0.3*r.H) // the answer covers it
	bw := math.Min(math.Max(math.Min(150*u, r.W*0.34), least), r.W*0.5)
	return ui.Button{R: ui.Rect{X: r.X + r.W - bw, Y: r.Y, W: bw, H: r.H}, Label: label, Disabled: v.St.Over()}
}

// verdict is the solver's answer in words and colours, while the player
// asked "Winnable?".
func (v *DecktetView) verdict() (text string, bg, ink color.RGBA, ok bool) {
	j := v.Solve
	if !v.Verdict || j == nil {
		return "", bg, ink, false
	}
	text, bg, ink = i18n.Tr("dk solving")+ui.Dots(v.tick), sprites.PanelLight, sprites.Text
	if j.Done() {
		ink = pillInk
		switch j.Result().Outcome {
		case decktet.Won:
			text, bg = i18n.Tr("dk verdict won"), color.RGBA{0x2e, 0x8b, 0x57, 0xff}
		case decktet.Lost:
			text, bg = i18n.Tr("dk verdict lost"), sprites.Danger
		default:
			text, ink = i18n.Tr("dk verdict unk"), sprites.Text
		}
	}
	return text, bg, ink, true
}

// verdictRect is the pill of the solver's answer: where the Winnable?
// button stands, which it covers while it is shown (the answer where the
// question was; beside the button it lay over a phone's pass line).
func (v *DecktetView) verdictRect() (ui.Rect, bool) {
	if _, _, _, ok := v.verdict(); !ok || v.WinBtn.R.W == 0 {
		return ui.Rect{}, false
	}
	return v.WinBtn.R, true
}

// drawVerdict is the solver's answer as a pill in r: on one line, shrunk
// to the text size's floor where it must, else on two ("Nicht zu" over
// "gewinnen").
func (v *DecktetView) drawVerdict(dst *ebiten.Image, r ui.Rect) {
	text, bg, ink, _ := v.verdict()
	u := v.Lay.U
	ui.DrawCard(dst, r, math.Min(r.H/2, r.H*0.28), u, bg, false)
	w := r.W - 0.25*r.H
	face := sprites.Face(ui.FitSize(text, math.Min(14*u, r.H*0.42), sprites.MinTextSize()/sprites.TextScale(), w, true), true)
	lines := []string{text}
	if sprites.TextWidth(text, face) > w {
		lines = ui.WrapLines(text, face, w)
	}
	lh := ui.LineHeight(face)
	for i, line := range lines {
		y := r.Y + r.H/2 + (float64(i)-float64(len(lines)-1)/2)*lh
		sprites.DrawText(dst, line, face, r.X+r.W/2, y, sprites.AlignCenter, sprites.AlignCenter, ink)
	}
}

// drawTracker shows, for each rank of the deck, the tier its next card
// goes to: three small bars (top, middle, bottom) with the next one lit;
// a finished rank is dimmed.
func (v *DecktetView) drawTracker(dst *ebiten.Image) {
	l, s := v.Lay, v.St
	var ranks []decktet.Rank
	for _, r := range decktet.AllRanks() {
		if s.Options().HasRank(r) {
			ranks = append(ranks, r)
		}
	}
	if len(ranks) == 0 || l.Tracker.W < 40 {
		return
	}
	tr0 := l.Tracker
	caption := sprites.Face(11*l.U, false)
	lines := ui.WrapLines(v.trackerCaption(ranks), caption, tr0.W)
	capH := float64(len(lines)) * ui.LineHeight(caption) // the caption's lines under the chips, inside the tracker
	cw := math.Min(tr0.W/float64(len(ranks)), 0.55*l.W)
	ch := math.Max(math.Min(tr0.H-capH, 0.9*l.W), 0)
	x0 := tr0.X + (tr0.W-cw*float64(len(ranks)))/2
	y0 := tr0.Y + (tr0.H-ch-capH)/2
	sprites.FillRoundRect(dst, x0-6*l.U, y0-4*l.U, cw*float64(len(ranks))+12*l.U, ch+8*l.U, 10*l.U, chipStrip())
	for i, r := range ranks {
		v.drawRankChip(dst, r, ui.Rect{X: x0 + float64(i)*cw, Y: y0, W: cw, H: ch})
	}
	for i, line := range lines {
		sprites.DrawText(dst, line, caption, tr0.X+tr0.W/2, y0+ch+4*l.U+float64(i)*ui.LineHeight(caption), sprites.AlignCenter, sprites.AlignStart, feltFaint(0x90))
	}
}

// trackerCaption says what the chips show: the next tier of each rank,
// and, where a rank has more than three cards (the Aces, the Crowns), what
// its count "0/6" is.
func (v *DecktetView) trackerCaption(ranks []decktet.Rank) string {
	for _, r := range ranks {
		if total := v.St.RankTotal(r); total > 3 {
			return i18n.Tr("dk next tier") + "  ·  " + i18n.Trf("dk count caption", v.St.RankPlaced(r), total)
		}
	}
	return i18n.Tr("dk next tier")
}

func (v *DecktetView) drawRankChip(dst *ebiten.Image, r decktet.Rank, c ui.Rect) {
	s := v.St
	next, ok := s.NextTier(r)
	ink := feltInk()
	if !ok {
		ink = sprites.WithAlpha(ink, 0.35)
	}
	total := s.RankTotal(r)
	countFace := sprites.Face(c.W*0.24, false)
	barsEnd := 0.78 // the bars' share of the chip
	if total > 3 {  // the count stands under the bars, as high as its face is drawn
		barsEnd = math.Min(barsEnd, 1-(ui.LineHeight(countFace)+2)/math.Max(c.H, 1))
	}
	drawRankMark(dst, r, c.X+c.W/2, c.Y+c.H*0.2, math.Min(c.W*0.42, 18*v.Lay.U), ink)
	bw, bh := c.W*0.5, math.Max(c.H*0.09, 2)
	step := math.Min(0.12, (barsEnd-0.42-0.09)/2)
	for t := range 3 {
		y := c.Y + c.H*(0.42+step*float64(t))
		clr := color.Color(sprites.WithAlpha(sprites.Text, 0.18))
		if ok && t == next {
			clr = sprites.Accent
		}
		sprites.FillRoundRect(dst, c.X+(c.W-bw)/2, y, bw, bh, bh/2, clr)
	}
	if total > 3 {
		n := Itoa(s.RankPlaced(r)) + "/" + Itoa(total)
		sprites.DrawText(dst, n, countFace, c.X+c.W/2, c.Y+c.H*0.99, sprites.AlignCenter, sprites.AlignEnd, sprites.WithAlpha(ink, 0.7))
	}
}

// drawBanner tells the player the game has ended, before the game-over
// screen comes.
func (v *DecktetView) drawBanner(dst *ebiten.Image) {
	if !v.St.Over() || v.Fly != nil {
		return
	}
	l, u := v.Lay, v.Lay.U
	text, bg := i18n.Tr("dk banner lost"), sprites.Danger
	if v.St.Won() {
		text, bg = i18n.Tr("dk banner won"), color.RGBA{0x2e, 0x8b, 0x57, 0xff}
	}
	face := sprites.Face(30*u, true)
	w := sprites.TextWidth(text, face) + 60*u
	h := 64 * u
	c := l.R.Center()
	sprites.FillRoundRect(dst, c.X-w/2, c.Y-h/2+4*u, w, h, h/2, color.RGBA{0, 0, 0, 0x70})
	ui.DrawCard(dst, ui.Rect{X: c.X - w/2, Y: c.Y - h/2, W: w, H: h}, h/2, u, bg, false)
	sprites.DrawText(dst, text, face, c.X, c.Y, sprites.AlignCenter, sprites.AlignCenter, pillInk)
}

// Status is the footer line.
func (v *DecktetView) Status() string {
	s := v.St
	switch {
	case v.Fly != nil:
		return v.flightStatus()
	case v.Hinting:
		return i18n.Tr("dk thinking")
	case v.Hint != game.NoMove:
		return v.hintText()
	case s.Over():
		return ""
	case s.Opening():
		return i18n.Tr(v.env.TouchKey("dk help open"))
	case s.StockLen() == 0 && s.Check(decktet.Recycle) == nil && v.short():
		return i18n.Tr(v.recycleKey("dk help empty short"))
	case s.StockLen() == 0 && s.Check(decktet.Recycle) == nil:
		return i18n.Tr(v.recycleKey("dk help empty"))
	case v.short():
		return i18n.Tr("dk help short")
	case s.Options().Ace: // no reserve piles, no keys for them
		return i18n.Tr("dk help ace")
	}
	return i18n.Tr("dk help")
}

// short reports whether the footer's help takes its short form, which
// names no keys: on a narrow screen, or when the player taps.
func (v *DecktetView) short() bool { return v.Lay.Narrow || v.env.Touching() }

// recycleKey is key, or key+" last" when the recycle that the stock offers
// is the three-pass game's last (it opens the bottom pile and leaves the
// waste as it is: no new pass starts).
func (v *DecktetView) recycleKey(key string) string {
	if left, unlimited := v.St.PassesLeft(); !unlimited && left == 1 {
		key, short := strings.CutSuffix(key, " short")
		if short {
			return key + " last short"
		}
		return key + " last"
	}
	return key
}

func (v *DecktetView) flightStatus() string {
	switch f := v.Fly; f.Move {
	case decktet.Turn:
		return i18n.Tr("dk turning")
	case decktet.Recycle:
		return i18n.Tr("dk recycling")
	default:
		return i18n.Trf("dk moving", f.card.Title(), tierWord(f.tier))
	}
}

func (v *DecktetView) hintText() string {
	m := decktet.Move(v.Hint)
	var t string
	switch m {
	case decktet.Turn:
		t = i18n.Tr("dk hint turn")
	case decktet.Recycle:
		t = i18n.Tr("dk hint recyc")
	default:
		c := v.St.CardOf(m)
		if c == decktet.NoCard {
			return ""
		}
		t = i18n.Trf("dk hint card", c.Title(), tierWord(v.St.TierOf(c)))
	}
	if v.HintLost() {
		t += "  " + i18n.Tr("dk hint lost")
	}
	return t
}

// chipStrip is the band under the rank chips: a shadow on dark felt, a
// pale band on the light table's felt, where dark ink stands on it.
func chipStrip() color.RGBA {
	if sprites.Current().Light {
		return sprites.WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.3)
	}
	return color.RGBA{0, 0, 0, 0x40}
}
