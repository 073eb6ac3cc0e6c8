//go:build js

package scenetest

// noting: in the browser ui.Drawn notes every button always.
func noting(bool) {}
