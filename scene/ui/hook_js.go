//go:build js

package ui

// drawn collects the buttons drawn during one frame (game goroutine only).
var Drawn []Button

func noteButton(b Button) { Drawn = append(Drawn, b) }
