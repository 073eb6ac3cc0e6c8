// Package rules is the rules screen: a game's rules in pages, with its
// pictures and the button to its guided first game.
package rules

import (
	"kaskade/scene"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// rulesScene shows how to play a game, in short, and returns to the scene
// it was opened from (the menu, or a game in progress with F1). The text
// is set as large as the screen allows; on a screen too small even for
// the smallest size it is split into pages. A game with pictures
// (GameSpec.RulesFigures) shows them first, on a page of their own.
type rulesScene struct {
	back scene.Scene
	spec view.GameSpec
	page int
	in   *ui.Input
	w, h float64

	// The text's setting for the last size and language: wrapping it at
	// several font sizes is too much work to repeat every frame.
	set     *rulesLayout
	setW    float64
	setH    float64
	setLang string
}

func newRulesScene(back scene.Scene, spec view.GameSpec) *rulesScene {
	return &rulesScene{back: back, spec: spec}
}

// rulesLayout is the panel, the text's area and font, its pages of
// lines, and the buttons.
type rulesLayout struct {
	u           float64
	panel, body ui.Rect
	face        text.Face
	facePx      float64 // its size, before the text size's scale
	lineH       float64
	pages       [][]string // lines; "" is the gap between two paragraphs
	done        ui.Button
	prev, next  ui.Button
	guide       ui.Button // the guided first game; of no size for a game without one

	figs    []rulesFig // the pictures' pages, before the text's; nil for none
	figFace text.Face
	figLine float64
}

// rulesFig is one picture on the pictures' page and its caption.
type rulesFig struct {
	pic     ui.Rect
	caption ui.Point // where its first line starts
	lines   []string
	page    int // of the pictures' pages
	draw    func(dst *ebiten.Image, r ui.Rect)
}

// numPages counts the pictures' page and the text's.
func (l rulesLayout) numPages() int { return len(l.pages) + l.figPages() }

// figPages is the number of the pictures' pages: 0 without pictures.
func (l rulesLayout) figPages() int {
	if len(l.figs) == 0 {
		return 0
	}
	return l.figs[len(l.figs)-1].page + 1
}

const (
	rulesMaxFont = 18 // the text's size in layout units, at most...
	rulesMinFont = 13 // ... and at least, before it is split into pages
)

// layout is the layout for the current size and language, with the page
// kept in range and the page buttons set for it.
func (s *rulesScene) layout() rulesLayout {
	if s.set == nil || s.setW != s.w || s.setH != s.h || s.setLang != i18n.CurLang {
		l := s.setText()
		s.set, s.setW, s.setH, s.setLang = &l, s.w, s.h, i18n.CurLang
	}
	l := *s.set
	s.page = min(s.page, l.numPages()-1)
	l.prev.Disabled = s.page == 0
	l.next.Disabled = s.page == l.numPages()-1
	return l
}

// setText lays the panel out and sets the text in the largest size that
// fits, or in pages.
func (s *rulesScene) setText() rulesLayout {
	u := ui.FitUnit(s.w, s.h, 700, 700)
	pw := math.Min(s.w-24*u, 720*u)
	ph := math.Min(s.h-24*u, 760*u)
	tu := u // the text's unit
	if ui.Portrait(s.w, s.h) {
		// an upright phone: the whole height, and text a finger's page's size
		ph, tu = s.h-24*u, 0.8*ui.PhoneUnit(s.w, s.h)
	}
	l := rulesLayout{u: u, panel: ui.Rect{X: (s.w - pw) / 2, Y: (s.h - ph) / 2, W: pw, H: ph}}
	bh := max(44*u, ui.Finger(s.w, s.h)) // the buttons: on a phone a finger's size
	foot := 40*u + bh                    // under the text: the buttons' row
	if s.spec.Guide != nil {
		foot += bh + 12*u // and the guided game's button above it
	}
	l.body = ui.Rect{X: l.panel.X + 32*u, Y: l.panel.Y + 84*u, W: pw - 64*u, H: ph - 84*u - foot}
	body := i18n.Tr(s.spec.RulesKey)
	// The size normal text fits one page at; a larger text size (the
	// settings) writes it that much larger, on more pages if need be,
	// rather than choosing a smaller size to stay on one.
	ts := sprites.TextScale()
	size := float64(rulesMaxFont)
	for ; size > rulesMinFont; size-- {
		if l.setFace(body, size*tu/ts, u); len(l.pages) == 1 {
			break
		}
	}
	l.setFace(body, size*tu, u)
	figures := s.spec.RulesFigures
	if len(l.pages) == 1 && len(figures) == 0 { // shrink the panel to the text
		ph = math.Min(ph, 84*u+float64(len(l.pages[0]))*l.lineH+16*u+foot)
		l.panel.Y, l.panel.H = (s.h-ph)/2, ph
		l.body.Y = l.panel.Y + 84*u
	}
	by := l.panel.Y + ph - 20*u - bh
	l.done = ui.Button{R: ui.Rect{X: l.panel.X + (pw-180*u)/2, Y: by, W: 180 * u, H: bh}, Label: i18n.Tr("done"), Primary: true, LabelH: 44 * u}
	l.prev = ui.Button{R: ui.Rect{X: l.panel.X + 32*u, Y: by, W: max(56*u, bh), H: bh}, Label: "‹", LabelH: 44 * u}
	l.next = ui.Button{R: ui.Rect{X: l.panel.X + pw - 32*u - max(56*u, bh), Y: by, W: max(56*u, bh), H: bh}, Label: "›", LabelH: 44 * u}
	if s.spec.Guide != nil {
		label := i18n.Tr("guided game")
		gw := math.Min(pw-64*u, ui.ButtonLabelWidth(label, 44*u, false)+48*u)
		l.guide = ui.Button{R: ui.Rect{X: l.panel.X + (pw-gw)/2, Y: by - bh - 12*u, W: gw, H: bh}, Label: label, LabelH: 44 * u}
	}
	l.setFigures(figures, u, l.facePx) // the captions as large as the text
	return l
}

// setFigures lays the pictures out, one under the other, each beside its
// caption, set in a face of capPx: on one page in rows of one height, or
// where a caption is taller than its row (a small phone in a larger text
// size) on as many pages as their captions need.
func (l *rulesLayout) setFigures(figures []view.RulesFigure, u, capPx float64) {
	if len(figures) == 0 {
		return
	}
	l.figFace = sprites.Face(capPx, false)
	m := l.figFace.Metrics()
	l.figLine = m.HAscent + m.HDescent + 2*u
	n, b, gap := float64(len(figures)), l.body, 16*u
	rowH := (b.H - gap*(n-1)) / n
	side := min(rowH, b.W*0.4)
	rows := make([]float64, len(figures)) // each figure's row height
	onePage := true
	for i, f := range figures {
		lines := ui.WrapLines(i18n.Tr(f.CaptionKey), l.figFace, b.W-side-20*u)
		l.figs = append(l.figs, rulesFig{draw: f.Draw, lines: lines})
		rows[i] = max(side, float64(len(lines))*l.figLine)
		onePage = onePage && float64(len(lines))*l.figLine <= rowH
	}
	page, y := 0, b.Y
	for i := range l.figs {
		f, h := &l.figs[i], rows[i]
		if onePage {
			h = rowH
		} else if y > b.Y && y+h > b.Y+b.H {
			page, y = page+1, b.Y
		}
		f.page = page
		f.pic = ui.Rect{X: b.X, Y: y + (h-side)/2, W: side, H: side}
		f.caption = ui.Point{X: b.X + side + 20*u, Y: y + max((h-float64(len(f.lines))*l.figLine)/2, 0)}
		y += h + gap
	}
}

// setFace sets body in the regular face of size px (before the text
// size's scale) and pages it.
func (l *rulesLayout) setFace(body string, px, u float64) {
	l.face, l.facePx = sprites.Face(px, false), px
	m := l.face.Metrics()
	l.lineH = m.HAscent + m.HDescent + 3*u
	l.pages = paginate(rulesParas(body, l.face, l.body.W), l.lineH, l.body.H)
}

// rulesParas wraps each paragraph to width w.
func rulesParas(body string, face text.Face, w float64) [][]string {
	var paras [][]string
	for _, para := range strings.Split(body, "\n") {
		paras = append(paras, ui.WrapLines(para, face, w))
	}
	return paras
}

// paginate puts the paragraphs on pages of at most h high, with an empty
// line between two paragraphs. A paragraph that does not fit on the rest
// of a page starts the next one, unless it would not fit a page alone.
func paginate(paras [][]string, lineH, h float64) [][]string {
	per := max(int(h/lineH), 1)
	pages := [][]string{nil}
	for _, para := range paras {
		page := &pages[len(pages)-1]
		gap := 0
		if len(*page) > 0 {
			gap = 1
		}
		if len(*page)+gap+len(para) > per && len(*page) > 0 && len(para) <= per {
			pages = append(pages, nil)
			page, gap = &pages[len(pages)-1], 0
		}
		if gap == 1 {
			*page = append(*page, "")
		}
		for _, line := range para {
			if len(*page) == per {
				pages = append(pages, nil)
				page = &pages[len(pages)-1]
			}
			*page = append(*page, line)
		}
	}
	return pages
}

func (s *rulesScene) Update(m *scene.Manager, in *ui.Input) error {
	s.w, s.h, s.in = m.W(), m.H(), in
	l := s.layout()
	switch {
	case l.done.Hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeyF1):
		m.Goto(s.back)
	case l.guide.Hit(in):
		s.startGuide(m)
	case !l.prev.Disabled && (l.prev.Hit(in) || in.Pressed(ebiten.KeyArrowLeft, ebiten.KeyPageUp, ebiten.KeyArrowUp)):
		s.page--
	case !l.next.Disabled && (l.next.Hit(in) || in.Pressed(ebiten.KeyArrowRight, ebiten.KeyPageDown, ebiten.KeyArrowDown, ebiten.KeySpace)):
		s.page++
	}
	return nil
}

func (s *rulesScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	ui.DrawDialog(dst, l.panel, u, i18n.Trf("rules title", scene.GameTitle(s.spec.Name)))
	if s.page < l.figPages() {
		l.drawFigures(dst, s.page)
	} else {
		y := l.body.Y
		for _, line := range l.pages[s.page-l.figPages()] {
			if line != "" {
				sprites.DrawText(dst, line, l.face, l.body.X, y, sprites.AlignStart, sprites.AlignStart, sprites.Text)
			}
			y += l.lineH
		}
	}
	l.done.Draw(dst, s.in, u)
	l.guide.Draw(dst, s.in, u)
	if l.numPages() > 1 {
		l.prev.Draw(dst, s.in, u)
		l.next.Draw(dst, s.in, u)
		pg := i18n.Trf("rules page", s.page+1, l.numPages())
		sprites.DrawText(dst, pg, sprites.Face(14*u, false), l.prev.R.X+l.prev.R.W+12*u, l.prev.R.Y+l.prev.R.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
}

// startGuide opens the game's guided first game; leaving it comes back
// where the rules were opened from. Opened from a game in progress, that
// game stays as it was (a guided game keeps nothing).
func (s *rulesScene) startGuide(m *scene.Manager) {
	t, err := scene.Open.Guide(m, s.spec, s.back)
	if err != nil {
		return
	}
	m.Goto(t)
}

// drawFigures draws the pictures' page: each picture and its caption.
func (l *rulesLayout) drawFigures(dst *ebiten.Image, page int) {
	for _, f := range l.figs {
		if f.page != page {
			continue
		}
		f.draw(dst, f.pic)
		y := f.caption.Y
		for _, line := range f.lines {
			sprites.DrawText(dst, line, l.figFace, f.caption.X, y, sprites.AlignStart, sprites.AlignStart, sprites.Text)
			y += l.figLine
		}
	}
}
