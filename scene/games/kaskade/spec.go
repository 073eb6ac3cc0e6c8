package kaskade

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

func init() {
	view.RegisterGame(view.GameSpec{
		Name:         "kaskade",
		SeatKeys:     seatKeys(),
		TaglineKey:   "kaskade.tagline",
		RulesKey:     "rules kaskade",
		DefaultSeats: []view.PlayerConfig{{Type: view.Human}, {Type: view.Human}},
		NewView:      newKaskadeView,
		NewOptions:   newKaskadeOptions,
		Guide:        guide,
		DrawSeat: func(dst *ebiten.Image, p game.Player, cx, cy, d float64) {
			DrawToken(dst, sideOf(p), int(d), cx, cy, 1)
		},
		Describe: func(options string) string {
			o, err := party.ParseOptions(options)
			switch {
			case err != nil:
				return options
			case o.Players == 2:
				return sizeLabel(o.Size)
			}
			return sizeLabel(o.Size) + " · " + i18n.Trf("kaskade.n players", o.Players)
		},
	})
}

// seatKeys are the seats' colours: White and Black, then the colours of
// a game of more players.
func seatKeys() []string {
	keys := []string{"white", "black"}
	for _, ink := range partyInks {
		keys = append(keys, ink.key)
	}
	return keys
}

// kaskadeSpec is the flagship's spec, the menu's fallback.
func KaskadeSpec() view.GameSpec {
	s, _ := view.SpecFor("kaskade")
	return s
}

// kaskadeOptions is Kaskade's part of the menu: three preset sizes, a
// stepper each for columns and rows, and the number of players.
type KaskadeOptions struct {
	view.Touch
	size    kaskade.Size
	players int
}

func newKaskadeOptions(options string) view.OptionsPanel {
	o, err := party.ParseOptions(options)
	if err != nil {
		o = party.DefaultOptions
	}
	return &KaskadeOptions{size: o.Size, players: o.Players}
}

func (o *KaskadeOptions) Options() string {
	return party.Options{Size: o.size, Players: o.players}.String()
}

// Height: the board's label, the presets, the steppers and the players'
// row; for many players (compact) the steppers alone set the board, so
// that the menu keeps its room for the seats.
func (o *KaskadeOptions) Height(u float64) float64 {
	bh := o.Row(40, u)
	if o.compact() {
		return 2*bh + 14*u
	}
	return boardRowH(u) + 3*bh + 2*14*u
}

// boardLabelMid is where the board's label has its middle: a little over
// its row's middle, never so high that it reaches above the row; boardRowH
// is that row's height: the design's, or the label's as drawn where the
// text size makes it taller.
func boardLabelMid(u float64) float64 { return max(6*u, boardLabelH(u)/2) }

func boardRowH(u float64) float64 { return max(22*u, boardLabelMid(u)+boardLabelH(u)/2+4*u) }

func boardLabelH(u float64) float64 { return ui.LineHeight(sprites.Face(15*u, false)) - 4 }

func (o *KaskadeOptions) Tappables(r ui.Rect, u float64) []ui.Button {
	l := o.Layout(r, u)
	bs := append(l.Presets, l.colsDec, l.ColsInc, l.RowsDec, l.rowsInc)
	if l.PlayersDec.R.W > 0 {
		bs = append(bs, l.PlayersDec, l.PlayersInc)
	}
	return append(bs, l.Players...)
}

// compact reports whether the panel leaves out the board's label and the
// presets: with more than four players the seats need the room.
func (o *KaskadeOptions) compact() bool { return o.players > 4 }

// kaskadeOptionsLayout holds the panel's widgets for one rectangle.
type kaskadeOptionsLayout struct {
	labelY           float64
	Presets          []ui.Button
	colsDec, ColsInc ui.Button
	RowsDec, rowsInc ui.Button
	colsVal, rowsVal ui.Rect
	playersY         float64     // the centre of the players' row, for its label
	Players          []ui.Button // 2 to 8; on a phone a stepper instead:
	PlayersDec       ui.Button   // "−", "+" and the number between them
	PlayersInc       ui.Button
	playersVal       ui.Rect
}

func (o *KaskadeOptions) Layout(r ui.Rect, u float64) kaskadeOptionsLayout {
	var l kaskadeOptionsLayout
	bh, gap, lh := o.Row(40, u), 10*u, 40*u
	l.labelY = r.Y + boardLabelMid(u)
	y := r.Y + boardRowH(u)
	pw := (r.W - 2*gap) / 3
	if o.compact() {
		y = r.Y
	} else {
		for i, z := range kaskade.Presets {
			l.Presets = append(l.Presets, ui.Button{R: ui.Rect{X: r.X + float64(i)*(pw+gap), Y: y, W: pw, H: bh}, Label: sizeLabel(z), Selected: z == o.size, LabelH: lh})
		}
		y += bh + 14*u
	}
	half := (r.W - gap) / 2
	l.colsDec, l.colsVal, l.ColsInc = o.NumberStepper(ui.Rect{X: r.X, Y: y, W: half, H: bh}, 40, u)
	l.RowsDec, l.rowsVal, l.rowsInc = o.NumberStepper(ui.Rect{X: r.X + half + gap, Y: y, W: half, H: bh}, 40, u)
	y += bh + 14*u
	l.playersY = y + bh/2
	lw := sprites.TextWidth(i18n.Tr("kaskade.players"), sprites.Face(15*u, false)) + 12*u
	if o.Px > 0 { // a phone: seven numbers in a row are narrower than a finger
		l.PlayersDec, l.playersVal, l.PlayersInc = o.NumberStepper(ui.Rect{X: r.X + lw, Y: y, W: r.W - lw, H: bh}, 40, u)
		return l
	}
	n := party.MaxPlayers - party.MinPlayers + 1
	bg := 6 * u
	pw = (r.W - lw - bg*float64(n-1)) / float64(n)
	for i := range n {
		k := party.MinPlayers + i
		l.Players = append(l.Players, ui.Button{R: ui.Rect{X: r.X + lw + float64(i)*(pw+bg), Y: y, W: pw, H: bh}, Label: strconv.Itoa(k), Selected: k == o.players, LabelH: lh})
	}
	return l
}

func (o *KaskadeOptions) Update(in *ui.Input, r ui.Rect, u float64) {
	l := o.Layout(r, u)
	for i, b := range l.Presets {
		if b.Hit(in) {
			o.size = kaskade.Presets[i]
		}
	}
	z := &o.size
	step := func(v *int, b ui.Button, d int) {
		if b.Hit(in) {
			*v = min(max(*v+d, kaskade.MinSide), kaskade.MaxSide)
		}
	}
	step(&z.Cols, l.colsDec, -1)
	step(&z.Cols, l.ColsInc, +1)
	step(&z.Rows, l.RowsDec, -1)
	step(&z.Rows, l.rowsInc, +1)
	for i, b := range l.Players {
		if b.Hit(in) {
			o.players = party.MinPlayers + i
		}
	}
	switch {
	case l.PlayersDec.Hit(in):
		o.players = max(o.players-1, party.MinPlayers)
	case l.PlayersInc.Hit(in):
		o.players = min(o.players+1, party.MaxPlayers)
	}
}

func (o *KaskadeOptions) Draw(dst *ebiten.Image, in *ui.Input, r ui.Rect, u float64) {
	l := o.Layout(r, u)
	if !o.compact() {
		sprites.DrawText(dst, i18n.Tr("board"), sprites.Face(15*u, false), r.X, l.labelY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
		drawSolvedNote(dst, o.size, r, l.labelY, u) // solved.go
	}
	for _, p := range l.Presets {
		p.Draw(dst, in, u)
	}
	// the two steppers read alike: both stacked if either must ("Columns"
	// over its number beside "Rows 6" on one line read as a fault)
	stacked := ui.StepperStacked(l.colsVal, i18n.Tr("columns"), o.size.Cols, u) || ui.StepperStacked(l.rowsVal, i18n.Tr("rows"), o.size.Rows, u)
	ui.DrawStepperAs(dst, in, l.colsDec, l.colsVal, l.ColsInc, i18n.Tr("columns"), o.size.Cols, u, stacked)
	ui.DrawStepperAs(dst, in, l.RowsDec, l.rowsVal, l.rowsInc, i18n.Tr("rows"), o.size.Rows, u, stacked)
	sprites.DrawText(dst, i18n.Tr("kaskade.players"), sprites.Face(15*u, false), r.X, l.playersY, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	for _, b := range l.Players {
		b.Draw(dst, in, u)
	}
	if l.PlayersDec.R.W > 0 {
		ui.DrawStepper(dst, in, l.PlayersDec, l.playersVal, l.PlayersInc, "", o.players, u)
	}
}

func sizeLabel(z kaskade.Size) string {
	return strconv.Itoa(z.Cols) + " × " + strconv.Itoa(z.Rows)
}
