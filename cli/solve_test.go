package cli

import (
	"strings"
	"testing"
)

func TestSolveKaskadeFromTheStart(t *testing.T) {
	code, out, errText := run("solve", "-game", "kaskade", "-size", "3x3", "-v")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != 9 || lines[0] != "win" || !strings.HasPrefix(lines[1], "winning first moves: ") ||
		!strings.HasPrefix(lines[5], "best move: ") || !strings.HasSuffix(lines[6], " moves under perfect play") {
		t.Fatalf("exit %d, output %q, %s", code, out, errText)
	}
	_, same, _ := run("solve", "-game", "kaskade", "-position", "3x3 .../.../... w 0 *")
	if same != "win\n" {
		t.Fatalf("the empty board as a position: %q", same)
	}
	// Every winning first move leaves the opponent a lost position.
	for _, m := range strings.Fields(strings.TrimPrefix(lines[1], "winning first moves: ")) {
		_, pos, _ := run("replay", "-size", "3x3", m)
		code, out, _ := run("solve", "-game", "kaskade", "-position", strings.TrimSpace(pos))
		if code != 0 || out != "loss\n" {
			t.Errorf("after %s (%s): exit %d, %q, want loss", m, strings.TrimSpace(pos), code, out)
		}
	}
}

func TestSolveKaskadeBestMoveKeepsTheWin(t *testing.T) {
	pos := "3x3 .1w./1w../..1b b 3 *"
	code, out, _ := run("solve", "-game", "kaskade", "-position", pos, "-v")
	lines := strings.Split(out, "\n")
	if code != 0 || len(lines) < 3 || lines[0] != "win" {
		t.Fatalf("exit %d, output %q", code, out)
	}
	move := strings.TrimPrefix(lines[1], "best move: ")
	_, after, errText := run("replay", "-size", "3x3", "a1", "c3", "a1", move)
	if code, out, _ := run("solve", "-game", "kaskade", "-position", strings.TrimSpace(after)); code != 0 || out != "loss\n" {
		t.Fatalf("after the best move %s (%q, %s): exit %d, %q", move, after, errText, code, out)
	}
}

func TestSolveKaskadeOverBudgetIsUnknown(t *testing.T) {
	for _, args := range [][]string{
		{"-size", "3x4", "-budget", "1000"},
		{"-position", "3x4 .../.../.../... w 0 *", "-budget", "50", "-v"},
	} {
		code, out, _ := run(append([]string{"solve", "-game", "kaskade"}, args...)...)
		if code != 3 || out != "unknown\n" {
			t.Errorf("%v: exit %d, output %q; want 3 and unknown", args, code, out)
		}
	}
}

func TestSolveRefusesBadKaskadeInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-size", "3x3", "-budget", "-1"}, "-budget -1"},
		{[]string{"-size", "3x3", "-position", "3x3 .../.../... w 0 *"}, "not both"},
		{[]string{"-size", "3x3", "-deal", "4"}, "-deal is a flag of decktet"},
		{[]string{"-size", "2x3"}, "out of range"},
		{[]string{"-size", "6x6"}, "too large"},
		{[]string{"-position", "3x3 .../.../... b 0 *"}, "field 3"},
		{[]string{"-position", "3x3 .2w./2w1w./... - 5 1-0"}, "game is over"},
		{[]string{"-game", "chess"}, "no solver for game"},
		{[]string{"-game", "decktet", "-size", "3x3"}, "-size is a flag of kaskade"},
	} {
		args := append([]string{"solve", "-game", "kaskade"}, tc.args...)
		code, out, errText := run(args...)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want status 2 and %q", tc.args, code, out, errText, tc.want)
		}
	}
}
