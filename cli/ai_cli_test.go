package cli

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

func runCLI(args ...string) (code int, out, errOut string) {
	var o, e bytes.Buffer
	code = Run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestBestmoveFindsTheWin(t *testing.T) {
	// a1 is a full corner: firing it takes b1, Black's only cell.
	for _, level := range []string{"easy", "medium", "hard", "expert", "classic", "greedy"} {
		code, out, errOut := runCLI("bestmove", "-position", "3x3 1w1b./.../... w 2 *", "-level", level, "-movetime", "50ms", "-v")
		if code != 0 || out != "a1\n" {
			t.Fatalf("%s: status %d, move %q, stderr %q", level, code, out, errOut)
		}
		if !strings.Contains(errOut, "nodes") {
			t.Fatalf("%s: -v printed %q", level, errOut)
		}
	}
}

func TestBestmoveBadInput(t *testing.T) {
	empty := "6x6 ....../....../....../....../....../...... w 0 *"
	for _, args := range [][]string{
		{"-position", "6x6 nonsense"},
		{},
		{"-position", empty, "-level", "grandmaster"},
		{"-position", empty, "-movetime", "fast"},
		{"-position", empty, "-movetime", "-1s"},
		{"-position", "3x3 .2w./1w../... - 3 1-0"},
		{"-position", empty, "extra"},
		{"-position", empty, "-game", "chess"},
	} {
		code, out, errOut := runCLI(append([]string{"bestmove"}, args...)...)
		if code != exitUsage || out != "" || errOut == "" {
			t.Errorf("%q: status %d, out %q, err %q", args, code, out, errOut)
		}
	}
}

func TestMatchIsReproducible(t *testing.T) {
	args := []string{"match", "-a", "expert", "-b", "medium", "-size", "4x4", "-games", "6", "-nodes", "300", "-seed", "5", "-parallel", "2"}
	code, first, errOut := runCLI(args...)
	if code != 0 || !strings.Contains(first, "A wins") || !strings.Contains(first, "Wilson") {
		t.Fatalf("status %d, out %q, err %q", code, first, errOut)
	}
	_, second, _ := runCLI(args...)
	figures := func(s string) string { return s[:strings.LastIndex(s, ",")] } // drop the time taken
	if figures(first) != figures(second) {
		t.Fatalf("not reproducible:\n%s\n%s", first, second)
	}
}

func TestMatchBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"-a", "nobody"},
		{"-game", "chess"},
		{"-options", "6x6", "-size", "8x8"},
		{"-b", "nobody"},
		{"-size", "2x2"},
		{"-games", "0"},
		{"-parallel", "0"},
		{"-movetime", "soon"},
	} {
		code, _, errOut := runCLI(append([]string{"match"}, args...)...)
		if code != exitUsage || errOut == "" {
			t.Errorf("%q: status %d, err %q", args, code, errOut)
		}
	}
}

func TestWilson(t *testing.T) {
	lo, hi := wilson(0.5, 100, 1.96)
	if math.Abs(lo-0.4038) > 1e-3 || math.Abs(hi-0.5962) > 1e-3 {
		t.Fatalf("wilson(0.5, 100) = %.4f, %.4f", lo, hi)
	}
	if lo, hi := wilson(1, 10, 1.96); hi != 1 || math.Abs(lo-0.7225) > 1e-3 {
		t.Fatalf("wilson(1, 10) = %.4f, %.4f", lo, hi)
	}
}

// -nodes-b gives B its own budget (two time-limited levels at equal time
// when one searches faster); a level without a clock refuses it.
func TestMatchNodesForB(t *testing.T) {
	code, out, errOut := runCLI("match", "-a", "expert", "-b", "expert0", "-size", "3x3", "-games", "2", "-nodes", "400", "-nodes-b", "200", "-parallel", "1")
	if code != 0 || !strings.Contains(out, "expert 400 nodes/move") || !strings.Contains(out, "expert0 200 nodes/move") {
		t.Fatalf("status %d, out %q, err %q", code, out, errOut)
	}
	for _, bad := range [][]string{{"-b", "hard", "-nodes-b", "100"}, {"-b", "expert0", "-nodes-b", "-5"}} {
		code, out, errOut := runCLI(append([]string{"match", "-a", "expert", "-size", "3x3", "-games", "2"}, bad...)...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, "-nodes-b") {
			t.Errorf("%q: status %d, out %q, err %q", bad, code, out, errOut)
		}
	}
}

// A match continued with -first plays exactly the games it had not: its
// games are those of one long match, numbered as there.
func TestMatchContinuesWithFirst(t *testing.T) {
	base := []string{"match", "-a", "expert", "-b", "medium", "-size", "4x4", "-nodes", "300", "-seed", "5", "-parallel", "1", "-v"}
	_, _, whole := runCLI(append(base, "-games", "6")...)
	_, _, head := runCLI(append(base, "-games", "4")...)
	_, _, tail := runCLI(append(base, "-games", "2", "-first", "4")...)
	lines := func(s string) []string { return strings.Split(strings.TrimSpace(s), "\n") }
	if got, want := append(lines(head), lines(tail)...), lines(whole); strings.Join(got, "\n") != strings.Join(want, "\n") || len(want) != 6 {
		t.Fatalf("4 games and 2 more:\n%s\nwant the 6 of one match:\n%s", strings.Join(got, "\n"), whole)
	}
	if code, _, errOut := runCLI(append(base, "-first", "-1")...); code != exitUsage || !strings.Contains(errOut, "-first") {
		t.Errorf("-first -1: status %d, err %q", code, errOut)
	}
}
