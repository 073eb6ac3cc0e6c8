package scenetest

import (
	"fmt"
	"os"
	"testing"

	"kaskade/scene"
	"kaskade/scene/looptest"
	"kaskade/scene/platform"
)

// Main runs a screen package's tests: with every screen wired (register
// fills scene.Open: the package's own Register and the others'), a
// settings folder of their own (no test may touch the player's settings,
// autosave or records) and Ebitengine's loop (the tests draw).
func Main(m *testing.M, register ...func(*scene.Screens)) {
	for _, r := range register {
		r(&scene.Open)
	}
	dir, err := os.MkdirTemp("", "kaskade-scene-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(platform.ConfigDirEnv, dir)
	code := looptest.Run(m)
	os.RemoveAll(dir)
	os.Exit(code)
}
