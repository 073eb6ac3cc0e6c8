package stats

import "kaskade/scene"

// Register fills in the statistics screen.
func Register(o *scene.Screens) { o.Stats = newStatsScene }
