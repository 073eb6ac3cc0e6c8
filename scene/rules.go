package scene

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/games"
	"kaskade/sprites"
)

// rulesScene shows how to play a game, in short, and returns to the scene
// it was opened from (the menu, or a game in progress with F1). The text
// is set as large as the screen allows; on a screen too small even for
// the smallest size it is split into pages.
type rulesScene struct {
	back Scene
	spec GameSpec
	page int
	in   *Input
	w, h float64

	// The text's setting for the last size and language: wrapping it at
	// several font sizes is too much work to repeat every frame.
	set     *rulesLayout
	setW    float64
	setH    float64
	setLang string
}

func newRulesScene(back Scene, spec GameSpec) *rulesScene {
	return &rulesScene{back: back, spec: spec}
}

// rulesLayout is the panel, the text's area and font, its pages of
// lines, and the buttons.
type rulesLayout struct {
	u           float64
	panel, body Rect
	face        text.Face
	lineH       float64
	pages       [][]string // lines; "" is the gap between two paragraphs
	done        button
	prev, next  button
}

const (
	rulesMaxFont = 18 // the text's size in layout units, at most...
	rulesMinFont = 13 // ... and at least, before it is split into pages
)

// layout is the layout for the current size and language, with the page
// kept in range and the page buttons set for it.
func (s *rulesScene) layout() rulesLayout {
	if s.set == nil || s.setW != s.w || s.setH != s.h || s.setLang != curLang {
		l := s.setText()
		s.set, s.setW, s.setH, s.setLang = &l, s.w, s.h, curLang
	}
	l := *s.set
	s.page = min(s.page, len(l.pages)-1)
	l.prev.Disabled = s.page == 0
	l.next.Disabled = s.page == len(l.pages)-1
	return l
}

// setText lays the panel out and sets the text in the largest size that
// fits, or in pages.
func (s *rulesScene) setText() rulesLayout {
	u := fitUnit(s.w, s.h, 700, 700)
	pw := math.Min(s.w-24*u, 720*u)
	ph := math.Min(s.h-24*u, 760*u)
	l := rulesLayout{u: u, panel: Rect{(s.w - pw) / 2, (s.h - ph) / 2, pw, ph}}
	l.body = Rect{l.panel.X + 32*u, l.panel.Y + 84*u, pw - 64*u, ph - 84*u - 84*u}
	body := tr(s.spec.RulesKey)
	for size := float64(rulesMaxFont); size >= rulesMinFont; size-- {
		l.face = sprites.Face(size*u, false)
		m := l.face.Metrics()
		l.lineH = m.HAscent + m.HDescent + 3*u
		l.pages = paginate(rulesParas(body, l.face, l.body.W), l.lineH, l.body.H)
		if len(l.pages) == 1 {
			break
		}
	}
	if len(l.pages) == 1 { // shrink the panel to the text
		ph = math.Min(ph, 84*u+float64(len(l.pages[0]))*l.lineH+16*u+84*u)
		l.panel.Y, l.panel.H = (s.h-ph)/2, ph
		l.body.Y = l.panel.Y + 84*u
	}
	by := l.panel.Y + ph - 64*u
	l.done = button{R: Rect{l.panel.X + (pw-180*u)/2, by, 180 * u, 44 * u}, Label: tr("done"), Primary: true}
	l.prev = button{R: Rect{l.panel.X + 32*u, by, 56 * u, 44 * u}, Label: "‹"}
	l.next = button{R: Rect{l.panel.X + pw - 88*u, by, 56 * u, 44 * u}, Label: "›"}
	return l
}

// rulesParas wraps each paragraph to width w.
func rulesParas(body string, face text.Face, w float64) [][]string {
	var paras [][]string
	for _, para := range strings.Split(body, "\n") {
		paras = append(paras, wrapLines(para, face, w))
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

func (s *rulesScene) Update(m *Manager, in *Input) error {
	s.w, s.h, s.in = m.w, m.h, in
	l := s.layout()
	switch {
	case l.done.hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeyF1):
		m.Goto(s.back)
	case !l.prev.Disabled && (l.prev.hit(in) || in.Pressed(ebiten.KeyArrowLeft, ebiten.KeyPageUp, ebiten.KeyArrowUp)):
		s.page--
	case !l.next.Disabled && (l.next.hit(in) || in.Pressed(ebiten.KeyArrowRight, ebiten.KeyPageDown, ebiten.KeyArrowDown, ebiten.KeySpace)):
		s.page++
	}
	return nil
}

func (s *rulesScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	u := l.u
	drawDialog(dst, l.panel, u, trf("rules title", gameTitle(s.spec.Name)))
	y := l.body.Y
	for _, line := range l.pages[s.page] {
		if line != "" {
			sprites.DrawText(dst, line, l.face, l.body.X, y, sprites.AlignStart, sprites.AlignStart, sprites.Text)
		}
		y += l.lineH
	}
	l.done.draw(dst, s.in, u)
	if len(l.pages) > 1 {
		l.prev.draw(dst, s.in, u)
		l.next.draw(dst, s.in, u)
		pg := trf("rules page", s.page+1, len(l.pages))
		sprites.DrawText(dst, pg, sprites.Face(14*u, false), l.prev.R.X+l.prev.R.W+12*u, l.prev.R.Y+l.prev.R.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	}
}

// gameTitle is the game's name as the menu shows it.
func gameTitle(name string) string {
	for _, g := range games.All() {
		if g.Name == name {
			return g.Title
		}
	}
	return name
}
