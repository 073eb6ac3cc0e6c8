package cli

import (
	"strings"
	"testing"

	"kaskade/engine/cascades"
	"kaskade/engine/game"
)

// solveCascades runs solve -game cascades and splits its lines.
func solveCascades(t *testing.T, args ...string) (int, []string) {
	t.Helper()
	code, out, errText := run(append([]string{"solve", "-game", "cascades"}, args...)...)
	if errText != "" {
		t.Errorf("%v: stderr %q", args, errText)
	}
	return code, strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// The best turn keeps the value: after it, the opponent has the opposite
// outcome (a draw stays a draw). Checked from the start of two boards and
// in the middle of a turn.
func TestSolveCascadesBestTurnKeepsTheValue(t *testing.T) {
	opposite := map[string]string{"win": "loss", "draw": "draw", "loss": "win"}
	start4x4, _ := cascades.NewGame("4x4")
	midTurn, _ := cascades.NewGame("4x3")
	for _, m := range []string{"b3", "b2"} { // Black's first turn, then White's first drop
		mv, err := midTurn.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		midTurn.Apply(mv)
	}
	for _, tc := range []struct {
		args []string
		want string
		from *cascades.State
	}{
		{[]string{"-size", "4x4"}, "win", start4x4},
		{[]string{"-options", "4x3", "-v"}, "draw", nil},
		{[]string{"-position", midTurn.String()}, "", midTurn},
	} {
		code, lines := solveCascades(t, tc.args...)
		if code != 0 || len(lines) < 3 || tc.want != "" && lines[0] != tc.want ||
			!strings.HasPrefix(lines[1], "best turn: ") || !strings.HasPrefix(lines[2], "positions: ") {
			t.Fatalf("%v: exit %d, %q", tc.args, code, lines)
		}
		if tc.from == nil {
			continue
		}
		s := tc.from.Clone().(*cascades.State)
		best := strings.TrimPrefix(lines[1], "best turn: ")
		if err := finishTurn(s, best); err != nil {
			t.Fatalf("%v: best turn %q: %v", tc.args, best, err)
		}
		code, after := solveCascades(t, "-position", s.String())
		if code != 0 || after[0] != opposite[lines[0]] {
			t.Errorf("%v: after %s (%s): exit %d, %q; want %s", tc.args, best, s, code, after, opposite[lines[0]])
		}
	}
}

// finishTurn plays the turn under way as solve writes it: a whole turn at
// its start, the rest of it (a drop, or end) in its middle.
func finishTurn(s *cascades.State, text string) error {
	var turn []game.Move
	var err error
	if s.Drops() == 0 {
		turn, err = s.ParseTurn(text)
	} else {
		var m game.Move
		m, err = s.ParseMove(text)
		turn = []game.Move{m}
	}
	if err != nil {
		return err
	}
	for _, m := range turn {
		s.Apply(m)
	}
	return nil
}

func TestSolveCascadesOverBudgetIsUnknown(t *testing.T) {
	code, lines := solveCascades(t, "-size", "6x6", "-budget", "100")
	if code != 3 || len(lines) != 2 || lines[0] != "unknown" || lines[1] != "positions: 101" {
		t.Fatalf("exit %d, %q; want 3, unknown and the positions", code, lines)
	}
}

func TestSolveRefusesBadCascadesInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{}, "no solver input"},
		{[]string{"-size", "4x4", "-options", "4x4"}, "give one of"},
		{[]string{"-options", "6x3,free"}, "free-drop variant is not solved"},
		{[]string{"-size", "4x4,free"}, "size"},
		{[]string{"-size", "4x4", "-budget", "-1"}, "-budget -1"},
		{[]string{"-size", "4x4", "-deal", "3"}, "-deal is a flag of decktet, not of cascades"},
		{[]string{"-position", "4x2 wbwb/w.bbb - 5 0-1"}, "game is over"},
		{[]string{"-position", "4x2 wbwb/....."}, "5 fields"},
	} {
		code, out, errText := run(append([]string{"solve", "-game", "cascades"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want status 2 and %q", tc.args, code, out, errText, tc.want)
		}
	}
}
