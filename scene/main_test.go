package scene

import (
	"fmt"
	"os"
	"testing"

	"kaskade/scene/looptest"
	"kaskade/scene/platform"
)

func TestMain(m *testing.M) {
	// No test may touch the player's settings, autosave or records.
	dir, err := os.MkdirTemp("", "kaskade-scene-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(platform.ConfigDirEnv, dir)
	code := looptest.Run(m) // the tests draw, which needs Ebitengine's loop
	os.RemoveAll(dir)
	os.Exit(code)
}
