//go:build !js

package table

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// TestTurnLineWhole: the header's texts, which say whose turn it is and
// how the game stands, are whole (never cut with "…") and inside the
// header at every width from 320 CSS pixels, upright and wide, in both
// languages and every text size, for every game, a person to move and a
// computer thinking (issue 41).
func TestTurnLineWhole(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for size := range view.TextScales {
			for _, g := range scene.Playable() {
				t.Run(fmt.Sprintf("%s/%s/%s", g.Name, lang, view.TextSizeNames[size]), func(t *testing.T) {
					checkTurnLines(t, g.Name, lang, size)
				})
			}
		}
	}
}

func checkTurnLines(t *testing.T, name, lang string, size int) {
	r := scenetest.NewCaseRig(t, scenetest.Case{W: 320, H: 640, Ratio: 1, TextSize: size}, lang)
	defer r.Img.Deallocate()
	for _, computer := range []bool{false, true} {
		cfg := scenetest.HumanConfig(name)
		if computer && len(cfg.Players) > 1 { // the seat to move is the computer's: "thinking…"
			for i := range cfg.Players {
				cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, "expert"
			}
		}
		tb := playedMatch(t, r.M, cfg, 3, 1)
		for w := 320.0; w <= 1000; w += 10 {
			for _, h := range []float64{640, 844} {
				if h == 640 && w > 420 {
					h = 760 // a desktop window
				}
				img := ebiten.NewImage(int(w), int(h))
				r.M.SetSize(w, h)
				tb.layoutTable(w, h)
				for _, e := range scenetest.CaptureDrawn(img, func() { tb.drawHeader(img) }) {
					if e.Button {
						continue
					}
					if strings.Contains(e.Label, "…") || !scenetest.Inside(e.R, tb.lay.Header) {
						t.Fatalf("%.0fx%.0f: the header says %q at %v, cut or outside the header %v", w, h, e.Label, e.R, tb.lay.Header)
					}
				}
				img.Deallocate()
			}
		}
	}
}
