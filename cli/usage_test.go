package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestUsageListsEveryMode: kaskade -h names every headless mode, the
// game server's load test among them (it once went unlisted).
func TestUsageListsEveryMode(t *testing.T) {
	var b bytes.Buffer
	Usage(&b)
	for _, mode := range []string{"replay", "bestmove", "match", "perft", "serve-course", "load", "solve", "stats"} {
		if !strings.Contains(b.String(), "\n  "+mode+" ") {
			t.Errorf("kaskade -h does not list %q:\n%s", mode, b.String())
		}
	}
	if !IsCommand("load") {
		t.Error("load is not a mode")
	}
}
