package formation

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// TestSideCardTexts: on an upright phone (every width from 320 CSS
// pixels, 360x640 and 390x844 at ratio 3) and a desktop window, in both
// languages and every text size, each side card's texts are whole and lie
// inside the card with a margin ("largest group" touched its edge;
// issue 41).
func TestSideCardTexts(t *testing.T) {
	defer i18n.SetLang("en")
	defer ui.SetPixelRatio(1)
	defer sprites.SetTextScale(1)
	defer ui.SetScreen(0, 0)
	type screen struct{ w, h, ratio float64 }
	var screens []screen
	for w := 320.0; w <= 480; w += 20 {
		screens = append(screens, screen{w, 640, 1})
	}
	screens = append(screens, screen{360, 640, 3}, screen{390, 844, 3}, screen{900, 760, 1})
	set := view.DefaultSettings()
	env := view.ViewEnv{Settings: &set, Sounds: &sprites.Sounds{}, Name: func(p game.Player) string { return []string{"Anna", "Ben"}[p] }}
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		for _, scale := range []float64{1, 1.15, 1.3} {
			sprites.SetTextScale(scale)
			for _, sc := range screens {
				ui.SetPixelRatio(sc.ratio)
				w, h := sc.w*sc.ratio, sc.h*sc.ratio
				ui.SetScreen(w, h)
				v := NewFormationView(env).(*FormationView)
				v.Reset(formation.DefaultOptions.New())
				tl := ui.LayoutTable(w, h)
				v.Layout(tl.View, tl.U)
				where := fmt.Sprintf("%s, text ×%.2f, %.0fx%.0f@%g", lang, scale, sc.w, sc.h, sc.ratio)
				img := ebiten.NewImage(int(w), int(h))
				for i, r := range v.sideCards() {
					var boxes []ui.Rect
					var texts []string
					sprites.TextBoxHook = func(_ *ebiten.Image, s string, x, y, bw, bh, _ float64) {
						boxes, texts = append(boxes, ui.Rect{X: x, Y: y, W: bw, H: bh}), append(texts, s)
					}
					v.drawSideCard(img, []formation.Side{formation.Black, formation.White}[i], r)
					sprites.TextBoxHook = nil
					in := r.Inset(2 * v.Lay.U)
					for j, b := range boxes {
						if strings.HasSuffix(texts[j], "…") {
							t.Errorf("%s: %q is cut", where, texts[j])
						}
						if b.X < in.X || b.Y < in.Y || b.X+b.W > in.X+in.W || b.Y+b.H > in.Y+in.H {
							t.Errorf("%s: %q (%v) reaches the card's edge (%v)", where, texts[j], b, r)
						}
					}
				}
				if dir := os.Getenv("FORMATION_SHOTS"); dir != "" && sc.ratio == 3 && scale == 1.3 {
					full := ebiten.NewImage(int(w), int(h))
					full.Fill(sprites.Background)
					v.Draw(full, nil)
					savePNG(t, full, filepath.Join(dir, fmt.Sprintf("fm-%s-%.0f.png", lang, sc.w)))
				}
				img.Deallocate()
			}
		}
	}
}

// savePNG writes img to path.
func savePNG(t testing.TB, img *ebiten.Image, path string) {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}
