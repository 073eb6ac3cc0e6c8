package rules

import (
	"testing"

	_ "kaskade/scene/games/cascades" // every game's screens
	_ "kaskade/scene/games/decktet"
	_ "kaskade/scene/games/formation"
	_ "kaskade/scene/games/kaleidoskop"
	_ "kaskade/scene/games/kaskade"
	"kaskade/scene/menu"
	"kaskade/scene/online"
	"kaskade/scene/replay"
	"kaskade/scene/scenetest"
	"kaskade/scene/settings"
	"kaskade/scene/stats"
	"kaskade/scene/table"
)

// TestMain wires every screen (this package's and the others', as the
// program does) and runs the tests in Ebitengine's loop.
func TestMain(m *testing.M) {
	scenetest.Main(m,
		menu.Register,
		online.Register,
		replay.Register,
		Register,
		settings.Register,
		stats.Register,
		table.Register,
	)
}
