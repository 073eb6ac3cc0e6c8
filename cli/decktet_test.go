package cli

import (
	"strings"
	"testing"
)

func TestSolvePrintsAWinningLine(t *testing.T) {
	code, out, _ := run("solve", "-game", "decktet", "-deal", "7")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != 2 || lines[0] != "won" {
		t.Fatalf("exit %d, output %q", code, out)
	}
	args := append([]string{"replay", "-game", "decktet", "-deal", "7"}, strings.Fields(lines[1])...)
	code, out, errText := run(args...)
	if code != 0 || !strings.HasSuffix(out, " won\nwon\n") {
		t.Fatalf("replaying the line: exit %d, output %q, %s", code, out, errText)
	}
	code, out, _ = run("solve", "-deal", "2", "-ace", "-extended")
	if code != 0 || !strings.HasPrefix(out, "won\n") {
		t.Fatalf("ace: exit %d, output %q", code, out)
	}
	code, out, _ = run("solve", "-deal", "2", "-budget", "10")
	if code != 0 || out != "unknown\n" {
		t.Fatalf("budget: exit %d, output %q", code, out)
	}
}

func TestReplayOfASolitaireEndsWithItsState(t *testing.T) {
	code, out, _ := run("replay", "-game", "decktet", "-options", "extended", "-deal", "3", "turn")
	if code != 0 || !strings.HasPrefix(out, "deal=3,extended ") || !strings.HasSuffix(out, "\nplaying\n") {
		t.Fatalf("exit %d, output %q", code, out)
	}
	code, out, _ = run("replay", "-game", "decktet", "-options", "deal=3,passes=unlimited", "-deal", "3")
	if code != 0 || !strings.HasPrefix(out, "deal=3,passes=unlimited ") {
		t.Fatalf("same deal twice: exit %d, output %q", code, out)
	}
	code, out, _ = run("replay", "-game", "decktet", "-deal", "3", "turn", "waste")
	if code != 0 || !strings.Contains(out, "top:") || !strings.HasSuffix(out, "playing\n") {
		t.Fatalf("exit %d, output %q", code, out)
	}
}

func TestSolitaireCommandsRefuseBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"replay", "-game", "decktet", "-deal", "3", "waste"}, "move 1 (waste): the waste is empty"},
		{[]string{"replay", "-game", "decktet", "-deal", "3", "turn", "turn"}, "move 2 (turn)"},
		{[]string{"replay", "-game", "decktet", "-deal", "x"}, "deal"},
		{[]string{"replay", "-game", "decktet", "-options", "deal=4", "-deal", "3"}, "disagree"},
		{[]string{"replay", "-game", "kaskade", "-deal", "3"}, "has no deals"},
		{[]string{"replay", "-game", "decktet", "-options", "colour"}, "unknown item"},
		{[]string{"solve", "-game", "kaskade"}, "no solver"},
		{[]string{"solve", "-passes", "4"}, "passes"},
		{[]string{"solve", "-ace", "-passes", "3"}, "ace"},
		{[]string{"solve", "extra"}, "unexpected argument"},
		{[]string{"stats", "-deals", "0"}, "-deals"},
		{[]string{"stats", "-game", "kaskade"}, "no statistics"},
	} {
		code, out, errText := run(tc.args...)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want status 2 and %q", tc.args, code, out, errText, tc.want)
		}
	}
}

func TestStatsPrintsATable(t *testing.T) {
	code, out, _ := run("stats", "-game", "decktet", "-deals", "3", "-only", "ace")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || !strings.HasPrefix(lines[2], "| standard, Ace variant | 3 (1–3) |") {
		t.Fatalf("exit %d, output %q", code, out)
	}
}

func TestStatsVerboseListsEachDeal(t *testing.T) {
	code, _, errText := run("stats", "-game", "decktet", "-deals", "2", "-first", "29", "-only", "ace", "-budget", "50000", "-v")
	if code != 0 || !strings.Contains(errText, "deal 29 ace: unknown, 50000 positions") || !strings.Contains(errText, "deal 30 ace: won") {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
}
