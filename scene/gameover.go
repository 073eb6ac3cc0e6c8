package scene

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// gameOverScene names the winner over the final board, dimmed, and offers
// a rematch with the same setup or the menu.
type gameOverScene struct {
	board  *boardScene
	winner kaskade.Player
	moves  int
	in     *Input
	w, h   float64
	tick   int
}

func newGameOverScene(b *boardScene) *gameOverScene {
	return &gameOverScene{board: b, winner: b.state.Winner(), moves: b.state.Moves()}
}

func (s *gameOverScene) layout() (panel Rect, rematch, menu button, u float64) {
	u = fitUnit(s.w, s.h, 820, 720)
	w, h := math.Min(s.w-24*u, 460*u), 330*u
	panel = Rect{(s.w - w) / 2, (s.h - h) / 2, w, h}
	bw, bh := (w-68*u)/2, 48*u
	y := panel.Y + h - bh - 26*u
	rematch = button{R: Rect{panel.X + 26*u, y, bw, bh}, Label: "Rematch", Primary: true}
	menu = button{R: Rect{panel.X + w - 26*u - bw, y, bw, bh}, Label: "Menu"}
	return panel, rematch, menu, u
}

func (s *gameOverScene) Update(m *Manager, in *Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	_, rematch, menu, _ := s.layout()
	switch {
	case rematch.hit(in) || in.Pressed(ebiten.KeyR, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace):
		b, err := newBoardScene(s.board.cfg)
		if err != nil {
			return nil // the config made the finished game, so this cannot fail
		}
		m.Goto(b)
	case menu.hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyM):
		m.Goto(newMenuScene(m))
	}
	return nil
}

func (s *gameOverScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	s.board.Draw(dst)
	dimScreen(dst, 0.55)
	panel, rematch, menu, u := s.layout()
	drawPanel(dst, panel, u)
	cx := panel.X + panel.W/2
	d := 64 * u
	sprites.DrawGlow(dst, cx, panel.Y+62*u, d*2.2, sprites.Accent, 0.35)
	sprites.DrawBall(dst, s.winner, int(d), cx, panel.Y+62*u, 1, 1)
	name := s.board.cfg.Name(s.winner)
	sprites.DrawText(dst, name+" wins!", sprites.Face(34*u, true), cx, panel.Y+134*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	side := ""
	if name != sprites.SideName(s.winner) {
		side = "playing " + sprites.SideName(s.winner)
	}
	sprites.DrawText(dst, side, sprites.Face(16*u, false), cx, panel.Y+166*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	waves := "waves"
	if s.board.longest == 1 {
		waves = "wave"
	}
	stats := fmt.Sprintf("%d moves  ·  longest cascade %d %s", s.moves, s.board.longest, waves)
	sprites.DrawText(dst, stats, sprites.Face(16*u, false), cx, panel.Y+204*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	rematch.draw(dst, s.in, u)
	menu.draw(dst, s.in, u)
}
