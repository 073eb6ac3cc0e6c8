package scene

import (
	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/view"
)

// Until the screens have packages of their own, the shell wires them here.
func init() {
	Open = Screens{
		Menu:     func(m *Manager) Scene { return newMenuScene(m) },
		Settings: func(m *Manager, back Scene) Scene { return newSettingsScene(m, back) },
		Rules:    func(back Scene, spec view.GameSpec) Scene { return newRulesScene(back, spec) },
		Stats:    newStatsScene,
		Table:    openTable,
		Guide: func(m *Manager, spec view.GameSpec, back Scene) (Scene, error) {
			return scene(newGuideTable(m, spec, back))
		},
		RoomTable: func(m *Manager, c *client.Client, info proto.Info, seat int, st proto.Msg) (Scene, error) {
			r, err := newRoomMatch(c, info, seat, st)
			if err != nil {
				return nil, err
			}
			return scene(newOnlineTable(m, r))
		},
		Replay: func(m *Manager, mt *match.Match, back Scene) (Scene, error) {
			return scene(newReplayScene(m, mt, back))
		},
		Review: func(m *Manager, mt *match.Match, cfg view.GameConfig, seat game.Player, back Scene) (Scene, error) {
			return scene(newReviewScene(m, mt, cfg, seat, back))
		},
		Import: newImportScene,
		Export: exportRecord,
		Online: func(m *Manager, room string) Scene { return newOnlineScene(m, room) },
		Course: newCourseScene,
	}
}

// scene is s as a Scene: nil (not a nil *T) with an error.
func scene[T Scene](s T, err error) (Scene, error) {
	if err != nil {
		return nil, err
	}
	return s, nil
}

func openTable(m *Manager, g Game) (Scene, error) {
	var t *table
	var err error
	if g.Match != nil {
		t, err = newTableFrom(m, g.Config, g.Match)
	} else {
		t, err = newTable(m, g.Config)
	}
	if err != nil {
		return nil, err
	}
	if err := t.replay(g.Moves, g.AnimateLast); err != nil {
		return nil, BadInput(err)
	}
	return t, nil
}
