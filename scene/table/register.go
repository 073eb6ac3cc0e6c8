package table

import (
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene"
	"kaskade/scene/view"
)

// Register fills in the screens this package opens for others: a game at
// the table, a guided game, an online room's table and the form for a
// program on the network.
func Register(o *scene.Screens) {
	o.Table = openTable
	o.Guide = func(m *scene.Manager, spec view.GameSpec, back scene.Scene) (scene.Scene, error) {
		return scene.Opened(newGuideTable(m, spec, back))
	}
	o.RoomTable = func(m *scene.Manager, c *client.Client, info proto.Info, seat int, st proto.Msg) (scene.Scene, error) {
		r, err := newRoomMatch(c, info, seat, st)
		if err != nil {
			return nil, err
		}
		return scene.Opened(newOnlineTable(m, r))
	}
	o.Course = courseForm()
}

func openTable(m *scene.Manager, g scene.Game) (scene.Scene, error) {
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
		return nil, scene.BadInput(err)
	}
	return t, nil
}
