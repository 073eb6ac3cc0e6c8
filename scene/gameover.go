package scene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// gameOverScene names the winner over the final position, dimmed, and
// offers a rematch with the same setup, the replay of the game, or the menu.
type gameOverScene struct {
	table  *table
	winner game.Player // game.Terminal for a draw
	moves  int
	note   string // the view's line of figures, in noteIn's language
	noteIn string
	in     *ui.Input
	w, h   float64
	tick   int
}

func newGameOverScene(t *table) *gameOverScene {
	return &gameOverScene{table: t, winner: winnerOf(t.state()), moves: t.match.Cursor()}
}

func (s *gameOverScene) layout() (panel ui.Rect, rematch, replay, menu ui.Button, u float64) {
	u = ui.FitUnit(s.w, s.h, 820, 720)
	w, h := math.Min(s.w-24*u, 500*u), 330*u
	panel = ui.Rect{X: (s.w - w) / 2, Y: (s.h - h) / 2, W: w, H: h}
	gap := 12 * u
	bw, bh := (w-52*u-2*gap)/3, 48*u
	y := panel.Y + h - bh - 26*u
	rematch = ui.Button{R: ui.Rect{X: panel.X + 26*u, Y: y, W: bw, H: bh}, Label: i18n.Tr("rematch"), Primary: true}
	replay = ui.Button{R: ui.Rect{X: rematch.R.X + bw + gap, Y: y, W: bw, H: bh}, Label: i18n.Tr("replay")}
	menu = ui.Button{R: ui.Rect{X: replay.R.X + bw + gap, Y: y, W: bw, H: bh}, Label: i18n.Tr("menu")}
	return panel, rematch, replay, menu, u
}

func (s *gameOverScene) Update(m *Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	_, rematch, replay, menu, _ := s.layout()
	switch {
	case rematch.Hit(in) || in.Pressed(ebiten.KeyR, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace):
		t, err := newTable(m, s.table.cfg)
		if err != nil {
			return nil // the config made the finished game, so this cannot fail
		}
		m.Goto(t)
	case replay.Hit(in) || in.Pressed(ebiten.KeyP):
		if r, err := newReplayScene(m, s.table.match, s); err == nil {
			m.Goto(r)
		}
	case menu.Hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyM):
		m.Goto(newMenuScene(m))
	}
	return nil
}

func (s *gameOverScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	s.table.Draw(dst)
	ui.DimScreen(dst, 0.55)
	panel, rematch, replay, menu, u := s.layout()
	ui.DrawPanel(dst, panel, u)
	cx := panel.X + panel.W/2
	d := 64 * u
	title := i18n.Tr("nobody")
	if s.winner >= 0 {
		sprites.DrawGlow(dst, cx, panel.Y+62*u, d*2.2, sprites.Accent, 0.35)
		s.table.spec.DrawSeat(dst, s.winner, cx, panel.Y+62*u, d)
		title = s.table.cfg.SeatName(s.winner) + " " + i18n.Tr("wins!")
	}
	if e, ok := s.table.view.(view.EndTeller); ok { // a solitaire says how it ended
		title, _ = e.EndTitle(s.table.state())
	}
	sprites.DrawText(dst, title, sprites.Face(34*u, true), cx, panel.Y+134*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, s.sideLine(), sprites.Face(16*u, false), cx, panel.Y+166*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	sprites.DrawText(dst, s.stats(), sprites.Face(16*u, false), cx, panel.Y+204*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	for _, bt := range []ui.Button{rematch, replay, menu} {
		bt.Draw(dst, s.in, u)
	}
}

// sideLine says which colour the winner played when a name hides it.
func (s *gameOverScene) sideLine() string {
	if s.winner < 0 {
		return ""
	}
	side := s.table.spec.SeatName(s.winner)
	if s.table.cfg.SeatName(s.winner) == side {
		return ""
	}
	return i18n.Trf("playing", side)
}

// stats is the game's line of figures, the view's if it has one: asked
// once over the whole match (and again if the language changes).
func (s *gameOverScene) stats() string {
	n, ok := s.table.view.(view.GameOverNoter)
	if !ok {
		return i18n.Trf("n moves", s.moves)
	}
	if s.note == "" || s.noteIn != i18n.CurLang {
		s.note, s.noteIn = n.GameOverNote(s.table.played()), i18n.CurLang
	}
	return s.note
}
