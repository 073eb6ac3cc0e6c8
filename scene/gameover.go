package scene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
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
	in     *Input
	w, h   float64
	tick   int
}

func newGameOverScene(t *table) *gameOverScene {
	return &gameOverScene{table: t, winner: winnerOf(t.state()), moves: t.match.Cursor()}
}

func (s *gameOverScene) layout() (panel Rect, rematch, replay, menu button, u float64) {
	u = fitUnit(s.w, s.h, 820, 720)
	w, h := math.Min(s.w-24*u, 500*u), 330*u
	panel = Rect{(s.w - w) / 2, (s.h - h) / 2, w, h}
	gap := 12 * u
	bw, bh := (w-52*u-2*gap)/3, 48*u
	y := panel.Y + h - bh - 26*u
	rematch = button{R: Rect{panel.X + 26*u, y, bw, bh}, Label: tr("rematch"), Primary: true}
	replay = button{R: Rect{rematch.R.X + bw + gap, y, bw, bh}, Label: tr("replay")}
	menu = button{R: Rect{replay.R.X + bw + gap, y, bw, bh}, Label: tr("menu")}
	return panel, rematch, replay, menu, u
}

func (s *gameOverScene) Update(m *Manager, in *Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	_, rematch, replay, menu, _ := s.layout()
	switch {
	case rematch.hit(in) || in.Pressed(ebiten.KeyR, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace):
		t, err := newTable(m, s.table.cfg)
		if err != nil {
			return nil // the config made the finished game, so this cannot fail
		}
		m.Goto(t)
	case replay.hit(in) || in.Pressed(ebiten.KeyP):
		if r, err := newReplayScene(m, s.table.match, s); err == nil {
			m.Goto(r)
		}
	case menu.hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyM):
		m.Goto(newMenuScene(m))
	}
	return nil
}

func (s *gameOverScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	s.table.Draw(dst)
	dimScreen(dst, 0.55)
	panel, rematch, replay, menu, u := s.layout()
	drawPanel(dst, panel, u)
	cx := panel.X + panel.W/2
	d := 64 * u
	title := tr("nobody")
	if s.winner >= 0 {
		sprites.DrawGlow(dst, cx, panel.Y+62*u, d*2.2, sprites.Accent, 0.35)
		s.table.spec.DrawSeat(dst, s.winner, cx, panel.Y+62*u, d)
		title = s.table.cfg.SeatName(s.winner) + " " + tr("wins!")
	}
	if e, ok := s.table.view.(EndTeller); ok { // a solitaire says how it ended
		title, _ = e.EndTitle(s.table.state())
	}
	sprites.DrawText(dst, title, sprites.Face(34*u, true), cx, panel.Y+134*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	sprites.DrawText(dst, s.sideLine(), sprites.Face(16*u, false), cx, panel.Y+166*u, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	sprites.DrawText(dst, s.stats(), sprites.Face(16*u, false), cx, panel.Y+204*u, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	for _, bt := range []button{rematch, replay, menu} {
		bt.draw(dst, s.in, u)
	}
}

// sideLine says which colour the winner played when a name hides it.
func (s *gameOverScene) sideLine() string {
	if s.winner < 0 {
		return ""
	}
	side := s.table.spec.seatName(s.winner)
	if s.table.cfg.SeatName(s.winner) == side {
		return ""
	}
	return trf("playing", side)
}

// stats is the game's line of figures, the view's if it has one: asked
// once over the whole match (and again if the language changes).
func (s *gameOverScene) stats() string {
	n, ok := s.table.view.(GameOverNoter)
	if !ok {
		return trf("n moves", s.moves)
	}
	if s.note == "" || s.noteIn != curLang {
		s.note, s.noteIn = n.GameOverNote(s.table.played()), curLang
	}
	return s.note
}
