package table

import (
	"kaskade/engine/game"
	"kaskade/scene"
	"kaskade/scene/stats/tally"
	"kaskade/scene/view"
)

// countResult counts t's finished game in the statistics (the manager's
// CountResult); a game against a program on the network (remote) is not
// counted.
func countResult(m *scene.Manager, t *table) {
	if !t.over() || t.remote() != nil {
		return
	}
	m.CountResult(t.match, resultOf(t))
}

// resultOf describes t's finished game for the statistics: each seat's
// kind and level as the table set them up, which seats this screen's
// people play (t.mine: every seat here, online the screen's own), and the
// engine's results.
func resultOf(t *table) tally.Result {
	st := t.state()
	r := tally.Result{Game: t.match.Game().Name}
	for p := range st.NumPlayers() {
		pc := t.cfg.Seat(game.Player(p))
		seat := tally.Seat{Local: t.mine(game.Player(p))}
		if pc.Type == view.Computer {
			seat = tally.Seat{Computer: true, Level: pc.LevelOrDefault()}
		}
		r.Seats = append(r.Seats, seat)
		r.Results = append(r.Results, st.Result(game.Player(p)))
	}
	return r
}
