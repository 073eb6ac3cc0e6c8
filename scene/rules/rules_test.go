package rules

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// toMenu opens the menu as at the start of the program.
func (r *rig) toMenu() scene.Scene {
	menu := scene.Open.Menu(r.M)
	r.Goto(menu)
	return menu
}

// The menu's Rules button shows the selected game's rules, and Done
// returns to the menu.
func TestRulesFromTheMenu(t *testing.T) {
	r := newRig(t, view.Instant)
	menu := r.toMenu()
	r.ClickLabel(i18n.Tr("rules")) // the menu's Rules button
	r.SettleFade()
	rs, ok := r.M.Current().(*rulesScene)
	if !ok || rs.spec.Name != r.M.Config.GameName() { // the menu's selected game
		t.Fatalf("after Rules the scene is %T", r.M.Current())
	}
	r.Click(rs.layout().done.R.Center())
	r.SettleFade()
	if r.M.Current() != scene.Scene(menu) {
		t.Fatalf("Done leads to %T, want the menu", r.M.Current())
	}
}

// F1 during a game shows its rules; Esc goes back to the same game.
func TestRulesDuringAGame(t *testing.T) {
	r := newRig(t, view.Instant)
	b, err := scene.Open.Table(r.M, scene.Game{Config: view.DefaultConfig(), Moves: []string{"c3"}})
	if err != nil {
		t.Fatal(err)
	}
	r.Goto(b)
	r.Key(ebiten.KeyF1)
	r.SettleFade()
	if _, ok := r.M.Current().(*rulesScene); !ok {
		t.Fatalf("F1 shows %T", r.M.Current())
	}
	r.Key(ebiten.KeyEscape)
	r.SettleFade()
	if r.M.Current() != b || r.M.Play.Last.Cursor() != 1 {
		t.Fatalf("Esc leads to %T at move %d, want the game at move 1", r.M.Current(), r.M.Play.Last.Cursor())
	}
}

// Every game's rules exist in both languages, and fit one page on the
// usual window; on a short, wide window they are split into pages that
// hold every word once.
func TestRulesTextFitsOrPages(t *testing.T) {
	for _, spec := range view.Specs {
		for _, lang := range []string{"en", "de"} {
			i18n.SetLang(lang)
			body := i18n.Tr(spec.RulesKey)
			if body == spec.RulesKey || strings.Count(body, "\n") < 2 {
				t.Fatalf("%s in %s: no rules text", spec.Name, lang)
			}
			rs := &rulesScene{spec: spec, w: 900, h: 760}
			if n := len(rs.layout().pages); n != 1 {
				t.Errorf("%s in %s: %d pages at 900x760, want 1", spec.Name, lang, n)
			}
			rs.w, rs.h = 600, 300
			pages := rs.layout().pages
			if len(pages) < 2 {
				t.Errorf("%s in %s: one page at 600x300; the test means to check paging", spec.Name, lang)
			}
			var words []string
			for _, page := range pages {
				for _, line := range page {
					words = append(words, strings.Fields(line)...)
				}
			}
			if got, want := strings.Join(words, " "), strings.Join(strings.Fields(body), " "); got != want {
				t.Errorf("%s in %s: the pages at 600x300 lose or repeat words", spec.Name, lang)
			}
		}
	}
	i18n.SetLang("en")
}

// TestDumpRulesScreens writes each game's rules screen to $KASKADE_SHOTS.
func TestDumpRulesScreens(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	r := newRig(t, view.Instant)
	for _, spec := range view.Specs {
		r.M.Goto(newRulesScene(r.toMenu(), spec))
		r.SettleFade()
		r.Shot(filepath.Join(dir, fmt.Sprintf("rules-%s.png", spec.Name)))
	}
	r.M.SetSize(390, 844) // an upright phone: every page
	for _, spec := range view.Specs {
		rs := newRulesScene(r.toMenu(), spec)
		r.M.Goto(rs)
		r.SettleFade()
		for p := range rs.layout().numPages() {
			rs.page = p
			r.Shot(filepath.Join(dir, fmt.Sprintf("rules-%s-phone-%d.png", spec.Name, p+1)))
		}
	}
	r.M.SetSize(600, 300) // too short for one page
	r.M.Goto(newRulesScene(r.toMenu(), view.Specs[0]))
	r.SettleFade()
	r.Key(ebiten.KeyArrowRight)
	r.Shot(filepath.Join(dir, "rules-page2.png"))
}

// Kaleidoskop's rules open on a page of pictures (the hollows, a hex's
// colour, a mission card; issue 28, item 7), then the text. On a desktop
// and an upright phone, in both languages, every picture and caption
// lies inside the panel's body, above the buttons, and none overlaps
// another on its page. On a small phone in the largest text size the
// German captions need two pages (they ran into each other).
func TestRulesFigures(t *testing.T) {
	defer i18n.SetLang("en")
	spec, ok := view.SpecFor("kaleidoskop")
	if !ok || len(spec.RulesFigures) != 3 {
		t.Fatalf("Kaleidoskop's rules have %d pictures, want 3", len(spec.RulesFigures))
	}
	dir := os.Getenv("KASKADE_SHOTS")
	larger := view.TextScales[len(view.TextScales)-1]
	defer func() { ui.SetPixelRatio(1); sprites.SetTextScale(1) }()
	for _, lang := range []string{"en", "de"} {
		for _, size := range [][2]float64{{900, 760}, {390, 844}, {1080, 1920}} {
			i18n.SetLang(lang)
			small := size[0] == 1080 // 360x640 at ratio 3, the largest text size
			if small {
				ui.SetPixelRatio(3)
				sprites.SetTextScale(larger)
			}
			rs := &rulesScene{spec: spec, w: size[0], h: size[1]}
			l := rs.layout()
			ui.SetPixelRatio(1)
			sprites.SetTextScale(1)
			wantFig := 1
			if small && lang == "de" { // the longer captions
				wantFig = 2
			}
			if l.figPages() < wantFig || l.numPages() != len(l.pages)+l.figPages() || len(l.figs) != 3 {
				t.Fatalf("%s %v: %d pages for %d of text and %d of %d pictures", lang, size, l.numPages(), len(l.pages), l.figPages(), len(l.figs))
			}
			var boxes []ui.Rect
			var pages []int
			for _, f := range l.figs {
				w := 0.0
				for _, line := range f.lines {
					w = max(w, sprites.TextWidth(line, l.figFace))
				}
				boxes = append(boxes, f.pic, ui.Rect{X: f.caption.X, Y: f.caption.Y, W: w, H: float64(len(f.lines)) * l.figLine})
				pages = append(pages, f.page, f.page)
			}
			for i, b := range boxes {
				if b.W < 40 || b.X < l.body.X-1 || b.X+b.W > l.body.X+l.body.W+1 || b.Y < l.body.Y-1 || b.Y+b.H > l.done.R.Y {
					t.Errorf("%s %v: box %d %+v leaves the body %+v or reaches the buttons at %.0f", lang, size, i, b, l.body, l.done.R.Y)
				}
				for j, o := range boxes[i+1:] {
					if pages[i] == pages[i+1+j] && b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H {
						t.Errorf("%s %v: %+v overlaps %+v", lang, size, b, o)
					}
				}
			}
			if dir != "" && !small {
				r := newRig(t, view.Instant)
				r.M.SetSize(size[0], size[1])
				r.M.Settings.Lang = lang
				r.M.Goto(newRulesScene(r.toMenu(), spec))
				r.SettleFade()
				r.Shot(filepath.Join(dir, fmt.Sprintf("rules-figures-%s-%.0fx%.0f.png", lang, size[0], size[1])))
			}
		}
	}
}
