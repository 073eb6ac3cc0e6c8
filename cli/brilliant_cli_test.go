package cli

import (
	"strings"
	"testing"
)

// The brilliant baselines take a win at once like every level, and are
// refused for a game without their evaluation.
func TestBrilliantLevels(t *testing.T) {
	for _, level := range []string{"brilliant2", "brilliant4", "brilliant6"} {
		code, out, errOut := runCLI("bestmove", "-position", "3x3 1w1b./.../... w 2 *", "-level", level)
		if code != 0 || out != "a1\n" {
			t.Fatalf("%s: status %d, move %q, stderr %q", level, code, out, errOut)
		}
	}
	code, out, errOut := runCLI("match", "-game", "formation", "-a", "brilliant4", "-b", "hard", "-games", "2")
	if code != exitUsage || out != "" || !strings.Contains(errOut, "Kaskade baseline") {
		t.Fatalf("brilliant4 at Die Formation: status %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// Two deterministic players still play different games: each pair of
// games starts from its own seeded random opening.
func TestBrilliantMatchGamesDiffer(t *testing.T) {
	code, _, errOut := runCLI("match", "-a", "brilliant2", "-b", "brilliant2", "-size", "5x5", "-games", "8", "-parallel", "1", "-v")
	if code != exitOK {
		t.Fatalf("status %d, stderr %q", code, errOut)
	}
	lengths := map[string]bool{}
	for _, line := range strings.Split(errOut, "\n") {
		if i := strings.Index(line, " in "); strings.HasPrefix(line, "game ") && i > 0 {
			lengths[line[i:]] = true
		}
	}
	if len(lengths) < 2 {
		t.Fatalf("every game as long as the others:\n%s", errOut)
	}
}
