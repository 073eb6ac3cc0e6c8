package course

import (
	"strings"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/kaskade"
)

// aiMover is a deterministic computer player for tests: a level with a
// node budget, never a clock.
func aiMover(t testing.TB, level string) Mover {
	p, err := ai.New(level)
	if err != nil {
		t.Fatal(err)
	}
	if p.Timed {
		p.Nodes, p.Timed = 20000, false
	}
	return func(st *kaskade.State) kaskade.Cell {
		return kaskade.Cell(ai.Think(p, kaskade.AsGame(st), 1, nil).Move)
	}
}

func newSession(t testing.TB) *Session {
	return &Session{Name: "Kaskade", Move: aiMover(t, "hard")}
}

// say sends one line and checks the answer, line by line.
func say(t *testing.T, s *Session, line string, want ...string) {
	t.Helper()
	got, _ := s.Handle(line)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("C: %s\ngot:\n%s\nwant:\n%s", line, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestSessionExamples: the protocol page's examples, line by line.
func TestSessionExamples(t *testing.T) {
	s := newSession(t)
	say(t, s, "init(xDim=3;yDim=3;begin=s;setup=0n0n0n2s1c0n0n0n1c;user=Wilfried)",
		"initialized(user=Kaskade)",
		"board(row=0n0n0n)", "board(row=2s1c0n)", "board(row=0n0n1c)",
		"move(x=0;y=1)",
		"board(row=1s0n0n)", "board(row=0n2s0n)", "board(row=1s0n1c)")

	s = newSession(t)
	say(t, s, "init(xDim=3;yDim=3;begin=c;setup=1s0n0n2s2s0n1s2c0n;user=W)",
		"initialized(user=Kaskade)", "board(row=1s0n0n)", "board(row=2s2s0n)", "board(row=1s2c0n)")
	say(t, s, "move(x=1;y=2)", "bye(winner=c)")

	s = newSession(t)
	s.Handle("init(xDim=3;yDim=3;begin=c;setup=1s0n0n2s2s0n1s2c0n;user=W)")
	say(t, s, "move(x=2;y=2)", "move(x=0;y=2)", "bye(winner=s)")
	say(t, s, "exit", "bye")
}

// TestSessionErrors: every error the protocol page lists is answered with
// error(message=…), and the game stays as it was.
func TestSessionErrors(t *testing.T) {
	fresh := []string{
		"frobnicate",                         // an unknown command
		"move(x=0;y=0)",                      // move before init
		"init(xDim=2;yDim=3;begin=c;user=u)", // size out of range
		"init(xDim=3;yDim=21;begin=c;user=u)",
		"init(xDim=3;begin=c;user=u)",                 // a missing parameter
		"init(xDim=3;yDim=3;begin=c)",                 // user missing
		"init(xDim=3;yDim=3;begin=c;user=u;colour=r)", // an unknown parameter
		"init(xDim=3;yDim=3;begin=x;user=u)",
		"init(xDim=three;yDim=3;begin=c;user=u)",
		"init(xDim=3;yDim=3;begin=c;user=u;setup=0n0n0n)",               // setup too short
		"init(xDim=3;yDim=3;begin=c;user=u;setup=0n0n0n0n0n0n0n0n0n0n)", // too long
		"init(xDim=3;yDim=3;begin=c;user=u;setup=2s0n0n0n0n0n0n0n1c)",   // a corner at its capacity
		"init(xDim=3;yDim=3;begin=c;user=u;setup=0n0n0n0n4c0n0n0n1s)",   // the centre over it
		"init(xDim=3;yDim=3;begin=c;user=u;setup=1s1s0n0n0n0n0n0n0n)",   // decided: one colour
		"init(xDim=3;yDim=3;begin=c;user=u;setup=1s0n0n0n0n0n0n0n1x)",   // a bad owner
		"init(xDim=3;yDim=3;begin=c;user=u;setup=1s0n0n0n0n0n0n0n2n)",   // balls of nobody
		"init(xDim=3 yDim=3)",                                           // broken syntax
	}
	for _, line := range fresh {
		s := newSession(t)
		got, closeConn := s.Handle(line)
		if len(got) != 1 || !strings.HasPrefix(got[0], "error(message=") || closeConn || s.State() != nil {
			t.Errorf("%s: %q, state %v", line, got, s.State())
		}
		if _, err := Parse(got[0]); err != nil {
			t.Errorf("%s: the answer %q does not parse: %v", line, got[0], err)
		}
	}
	s := newSession(t)
	s.Handle("init(xDim=3;yDim=3;begin=c;setup=1s0n0n0n0n0n0n0n1c;user=u)")
	before := s.State().String()
	for _, line := range []string{
		"init(xDim=3;yDim=3;begin=c;user=u)", // a second init
		"move(x=0;y=0)",                      // the server's cell
		"move(x=3;y=0)", "move(x=0;y=-1)",    // off the board
		"move(x=1)", "move(x=1;y=1;z=1)", "move(x=a;y=1)",
		"move(X=1;y=1)", // keys are case-sensitive
	} {
		got, _ := s.Handle(line)
		if len(got) != 1 || !strings.HasPrefix(got[0], "error(message=") {
			t.Errorf("%s: %q", line, got)
		}
		if s.State().String() != before {
			t.Fatalf("%s changed the game: %s", line, s.State())
		}
	}
	got, _ := s.Handle("move(x=1;y=1)")
	if len(got) < 2 || !strings.HasPrefix(got[0], "move(") {
		t.Errorf("the corrected move: %q", got)
	}
}

// TestSessionCommentsAndHelp: comments and blank lines get no answer,
// help only comments.
func TestSessionCommentsAndHelp(t *testing.T) {
	s := newSession(t)
	for _, line := range []string{"> hi", "", "\r\n"} {
		if got, _ := s.Handle(line); len(got) != 0 {
			t.Errorf("%q answered %q", line, got)
		}
	}
	got, _ := s.Handle("help\r\n")
	for _, l := range got {
		if !IsComment(l) {
			t.Errorf("help line %q is not a comment", l)
		}
	}
	if got, closeConn := s.Handle("exit"); !closeConn || len(got) != 1 || got[0] != "bye" {
		t.Errorf("exit: %q %v", got, closeConn)
	}
}

// FuzzSession: no line panics the server's game, every answer parses
// back (comments aside), and an error answer leaves the game unchanged.
func FuzzSession(f *testing.F) {
	for _, s := range []string{"init(xDim=3;yDim=3;begin=s;setup=0n0n0n2s1c0n0n0n1c;user=W)", "move(x=1;y=1)",
		"init(xDim=20;yDim=20;begin=c;user=u)", "init(xDim=3;yDim=3;begin=c;setup=9c9s0n0n0n0n0n0n0n;user=u)", "help", "exit"} {
		f.Add(s, "move(x=0;y=0)")
	}
	f.Fuzz(func(t *testing.T, first, second string) {
		s := &Session{Name: "K", Move: randomMover(1)}
		for _, line := range []string{first, second, "move(x=2;y=2)"} {
			before := "none"
			if st := s.State(); st != nil {
				before = st.String()
			}
			out, _ := s.Handle(line)
			for _, l := range out {
				if _, err := Parse(l); err != nil && !IsComment(l) {
					t.Fatalf("%q answered %q, which does not parse: %v", line, l, err)
				}
			}
			if len(out) == 1 && strings.HasPrefix(out[0], "error(") {
				after := "none"
				if st := s.State(); st != nil {
					after = st.String()
				}
				if after != before {
					t.Fatalf("%q was refused but changed the game", line)
				}
			}
		}
	})
}
