package cli

import (
	"bytes"
	"strings"
	"testing"
)

func run(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestReplayPrintsThePosition(t *testing.T) {
	code, out, _ := run("replay", "-size", "3x3", "a1", "c3", "a1")
	if code != 0 || out != "3x3 .1w./1w../..1b b 3 *\n" {
		t.Fatalf("exit %d, output %q", code, out)
	}
	code, out, _ = run("replay", "-size", "3x3", "-each", "a1", "c3")
	if code != 0 || out != "3x3 1w../.../... b 1 *\n3x3 1w../.../..1b w 2 *\n" {
		t.Fatalf("-each: exit %d, output %q", code, out)
	}
	code, out, _ = run("replay")
	if code != 0 || out != "6x6 ....../....../....../....../....../...... w 0 *\n" {
		t.Fatalf("no moves: exit %d, output %q", code, out)
	}
}

func TestReplayRefusesBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", "-size", "6x6", "a1", "f6", "b1", "c3", "c3"}, "move 5 (c3): cell belongs to black"},
		{[]string{"replay", "a1", "q9"}, `move 2 (q9): "q9" is off the 6x6 board`},
		{[]string{"replay", "-size", "2x2"}, "out of range"},
		{[]string{"replay", "-size", "abc"}, "size"},
		{[]string{"replay", "-nosuchflag"}, "flag provided but not defined"},
		{[]string{"nosuchmode"}, "usage"},
	} {
		code, out, errText := run(tc.args...)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want status 2 and %q", tc.args, code, out, errText, tc.want)
		}
	}
}

func TestHelpListsTheModes(t *testing.T) {
	code, _, errText := run("-h")
	if code != 0 || !strings.Contains(errText, "replay") {
		t.Fatalf("exit %d, %q", code, errText)
	}
}

func TestReplayKnowsTheGames(t *testing.T) {
	code, out, _ := run("replay", "-game", "kaskade", "-options", "3x3", "a1")
	if code != 0 || out != "3x3 1w../.../... b 1 *\n" {
		t.Fatalf("exit %d, output %q", code, out)
	}
	for _, args := range [][]string{
		{"replay", "-game", "chess"},
		{"replay", "-size", "3x3", "-options", "4x4"},
	} {
		if code, _, _ := run(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
