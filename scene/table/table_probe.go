package table

import (
	"kaskade/scene"
	"kaskade/scene/view"
)

// Probe tells the browser's test hook what the board shows.
func (t *table) Probe() scene.Probe {
	p := t.probeGame()
	p.Scene, p.Busy = "board", !t.ready()
	return p
}

// Probe: game over shows the table's game.
func (s *gameOverScene) Probe() scene.Probe {
	p := s.table.probeGame()
	p.Scene = "gameover"
	return p
}

func (t *table) probeGame() scene.Probe {
	p := scene.Probe{Position: t.state().String(), Guide: t.guideSnapshot()}
	if r := t.room(); r != nil {
		p.Room = r.info.Code
	}
	if l, ok := t.view.(view.Locator); ok {
		p.Locate = l.Locate
	}
	return p
}

// guideSnapshot is kaskadeTest.guide(): the next step (from 0), their
// number, and the move the learner is to make now ("" while the other
// side's move comes); nil off a guided game.
func (t *table) guideSnapshot() map[string]any {
	g := t.guide
	if g == nil {
		return nil
	}
	move := ""
	if !g.done() && t.ready() && t.toMove() == g.g.Learner {
		move = g.g.Steps[g.step].Move
	}
	return map[string]any{"step": g.step, "steps": len(g.g.Steps), "move": move}
}

// RoomCode is the online room the table plays, "" off line.
func (t *table) RoomCode() string {
	if r := t.room(); r != nil {
		return r.info.Code
	}
	return ""
}

// RoomCode: game over stays in the table's room.
func (s *gameOverScene) RoomCode() string { return s.table.RoomCode() }
