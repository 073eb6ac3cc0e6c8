// Package screens wires the program's screens together: each screen
// package fills in the constructors it offers (its Register), so that
// screens open each other through scene.Open and no screen package
// imports another. The program calls Wire once, before scene.Run.
package screens

import (
	"kaskade/scene"
	"kaskade/scene/menu"
	"kaskade/scene/online"
	"kaskade/scene/replay"
	"kaskade/scene/rules"
	"kaskade/scene/settings"
	"kaskade/scene/stats"
	"kaskade/scene/table"
)

// Wire fills scene.Open with every screen.
func Wire() { Register(&scene.Open) }

// Register fills o with every screen package's constructors.
func Register(o *scene.Screens) {
	menu.Register(o)
	online.Register(o)
	replay.Register(o)
	rules.Register(o)
	settings.Register(o)
	stats.Register(o)
	table.Register(o)
}
