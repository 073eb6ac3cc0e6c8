package cli

import (
	"strings"
	"testing"
)

func TestPerftFormation(t *testing.T) {
	code, out, errOut := runCLI("perft", "-game", "formation", "-depth", "3")
	if code != 0 || out != "perft 1 32\nperft 2 1064\nperft 3 36814\n" {
		t.Fatalf("status %d, out %q, err %q", code, out, errOut)
	}
	// Generic: Kaskade on 3x3 has 9, then 9×8 sequences.
	code, out, _ = runCLI("perft", "-options", "3x3", "-depth", "2")
	if code != 0 || out != "perft 1 9\nperft 2 72\n" {
		t.Fatalf("kaskade: status %d, out %q", code, out)
	}
	// From a position: White to move in the seed's Beispiel II.
	code, out, _ = runCLI("perft", "-game", "formation", "-depth", "1", "-position", exampleTwo)
	if code != 0 || !strings.HasPrefix(out, "perft 1 ") {
		t.Fatalf("-position: status %d, out %q", code, out)
	}
}

func TestPerftBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"-depth", "0"},
		{"-depth", "13"},
		{"-game", "chess"},
		{"-game", "formation", "-options", "random"},
		{"-game", "formation", "-position", "nonsense"},
		{"-game", "formation", "-position", exampleTwo, "-options", "default"},
		{"extra"},
	} {
		code, out, errOut := runCLI(append([]string{"perft"}, args...)...)
		if code != exitUsage || out != "" || errOut == "" {
			t.Errorf("%q: status %d, out %q, err %q", args, code, out, errOut)
		}
	}
}

const exampleTwo = "RBKNRBNK/NRNKNBRB/BBKRKKNR/KNRBBRKN/RNKBRNKB/BBNRBBKR/KKRNKNRN/NRBKNRBK b7/2w2wb1/1bwwwb1b/1bww3b/2w5/1b6/8/8 w 41 *"

func TestFormationThroughTheCommands(t *testing.T) {
	code, _, errOut := runCLI("replay", "-game", "formation", "b8-c7", "d8-c8")
	if code != exitUsage || !strings.Contains(errOut, "move 2 (d8-c8): c8 is not reachable from d8") {
		t.Fatalf("replay refusal: status %d, err %q", code, errOut)
	}
	code, out, _ := runCLI("replay", "-game", "formation", "-options", "default,limit=40", "b8-c7", "h5-f4")
	if code != 0 || !strings.HasSuffix(out, " 3wb1w1/w1b4b/8/b7/w4w1b/8/b6w/1w1bw1b1 b 2 *\n") {
		t.Fatalf("replay: status %d, out %q", code, out)
	}
	// Beispiel II: White wins in two of its moves, starting with f7.
	for _, level := range []string{"hard", "expert"} {
		code, out, errOut = runCLI("bestmove", "-game", "formation", "-position", exampleTwo, "-level", level, "-movetime", "50ms")
		if code != 0 || !strings.HasPrefix(out, "f7-") {
			t.Fatalf("%s: status %d, move %q, err %q", level, code, out, errOut)
		}
	}
	code, out, errOut = runCLI("match", "-game", "formation", "-a", "hard", "-b", "random", "-games", "2", "-nodes", "200", "-parallel", "1")
	if code != 0 || !strings.Contains(out, "A wins") {
		t.Fatalf("match: status %d, out %q, err %q", code, out, errOut)
	}
}
