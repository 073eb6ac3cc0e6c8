package replay

import (
	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/view"
)

// Register fills in the replay, the review and the records.
func Register(o *scene.Screens) {
	o.Replay = func(m *scene.Manager, mt *match.Match, back scene.Scene) (scene.Scene, error) {
		return scene.Opened(newReplayScene(m, mt, back))
	}
	o.Review = func(m *scene.Manager, mt *match.Match, cfg view.GameConfig, seat game.Player, back scene.Scene) (scene.Scene, error) {
		return scene.Opened(newReviewScene(m, mt, cfg, seat, back))
	}
	o.Import = newImportScene
	o.Export = exportRecord
}
