package scene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/decktet"
	"kaskade/sprites"
)

// decktetOptions is Cascades' part of the menu: the deck, the passes, the
// variant and the deal number. The deal is a fresh random one on every
// visit to the menu (a solitaire player wants a new game), shown and
// editable so that a deal can be replayed and shared.
type decktetOptions struct {
	extended, unlimited, ace bool
	deal                     seedField
	tick                     int
}

func newDecktetOptions(options string) OptionsPanel {
	o := &decktetOptions{}
	if p, err := decktet.ParseOptions(options); err == nil {
		o.extended, o.unlimited, o.ace = p.Extended, p.Unlimited && !p.Ace, p.Ace
	}
	o.deal = newSeedField(newSeed())
	return o
}

// Options is the engine's option text (decktet.Options.String's form).
func (o *decktetOptions) Options() string {
	opt := decktet.Options{Deal: o.deal.n, Extended: o.extended, Unlimited: o.unlimited || o.ace, Ace: o.ace}
	return opt.String()
}

// Editing reports whether the deal number is being typed (OptionsEditor).
func (o *decktetOptions) Editing() bool { return o.deal.field.Focus }

const (
	dkRowH   = 38
	dkRowGap = 10
)

func (o *decktetOptions) Height(u float64) float64 { return (4*dkRowH + 3*dkRowGap) * u }

// dkOptionsLayout holds the panel's widgets for one rectangle.
type dkOptionsLayout struct {
	labels  [4]float64 // y of each row's label
	choices [3][2]button
	dec     button
	val     Rect
	inc     button
	reseed  button
}

// dkLabelKeys are the rows' labels, top to bottom.
var dkLabelKeys = [4]string{"dk deck", "dk passes", "dk variant", "dk deal"}

func dkLabelFace(u float64) text.Face { return sprites.Face(15*u, false) }

func (o *decktetOptions) layout(r Rect, u float64) dkOptionsLayout {
	var l dkOptionsLayout
	lw := 92 * u // or wider, for the widest label in this language
	for _, key := range dkLabelKeys {
		lw = math.Max(lw, sprites.TextWidth(tr(key), dkLabelFace(u))+10*u)
	}
	bw := (r.W - lw - 8*u) / 2
	keys := [3][2]string{{"dk standard", "dk extended"}, {"dk three", "dk unlimited"}, {"dk classic", "dk ace"}}
	sel := [3]bool{o.extended, o.unlimited || o.ace, o.ace}
	for i := range 3 {
		y := r.Y + float64(i)*(dkRowH+dkRowGap)*u
		l.labels[i] = y + dkRowH*u/2
		for j := range 2 {
			l.choices[i][j] = button{R: Rect{r.X + lw + float64(j)*(bw+8*u), y, bw, dkRowH * u}, Label: tr(keys[i][j]), Selected: sel[i] == (j == 1)}
		}
	}
	l.choices[1][0].Disabled = o.ace // the Ace variant always has unlimited passes
	y := r.Y + 3*(dkRowH+dkRowGap)*u
	l.labels[3] = y + dkRowH*u/2
	l.dec, l.val, l.inc = stepper(Rect{r.X + lw, y, bw, dkRowH * u}, u)
	l.reseed = button{R: Rect{r.X + lw + bw + 8*u, y, bw, dkRowH * u}, Label: tr("dk new deal")}
	return l
}

func (o *decktetOptions) Update(in *Input, r Rect, u float64) {
	o.tick++
	l := o.layout(r, u)
	flags := [3]*bool{&o.extended, &o.unlimited, &o.ace}
	for i := range 3 {
		for j, b := range l.choices[i] {
			if b.hit(in) {
				*flags[i] = j == 1
			}
		}
	}
	o.deal.update(in, l.val, l.dec, l.inc, l.reseed)
}

func (o *decktetOptions) Draw(dst *ebiten.Image, in *Input, r Rect, u float64) {
	l := o.layout(r, u)
	for i, key := range dkLabelKeys {
		sprites.DrawText(dst, tr(key), dkLabelFace(u), r.X, l.labels[i], sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
	for _, row := range l.choices {
		for _, b := range row {
			b.draw(dst, in, u)
		}
	}
	l.dec.draw(dst, in, u)
	l.inc.draw(dst, in, u)
	l.reseed.draw(dst, in, u)
	o.deal.draw(dst, l.val, o.tick, u)
}
