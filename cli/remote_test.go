package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"net"
	"strings"
	"sync/atomic"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/kaskade"
	courseproto "kaskade/online/course"
)

// courseServer serves the protocol on loopback with random moves.
func courseServer(t *testing.T) string {
	var n atomic.Uint64
	return courseServerWith(t, func() courseproto.Mover {
		rng := rand.New(rand.NewPCG(n.Add(1), 1))
		return func(st *kaskade.State) kaskade.Cell {
			moves := st.LegalMoves(nil)
			return moves[rng.IntN(len(moves))]
		}
	})
}

// courseServerWith serves the protocol on loopback with the given players.
func courseServerWith(t *testing.T, newMover func() courseproto.Mover) string {
	t.Helper()
	srv := courseproto.NewServer(courseproto.Config{NewMover: newMover})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	t.Cleanup(srv.Close)
	return ln.Addr().String()
}

// TestMatchRemote: match plays a remote side like a level, on either side.
func TestMatchRemote(t *testing.T) {
	addr := courseServer(t)
	for _, args := range [][]string{
		{"-a", "greedy", "-b", "remote:" + addr, "-size", "4x4"},
		{"-a", "remote:" + addr, "-b", "random", "-size", "5x3", "-open", "3"},
	} {
		var out, errb bytes.Buffer
		code := Run(append([]string{"match", "-games", "4", "-parallel", "1"}, args...), &out, &errb)
		if code != exitOK || !strings.Contains(out.String(), ": 4 games,") {
			t.Errorf("%v: exit %d\n%s%s", args, code, out.String(), errb.String())
		}
	}
}

// flakyServer refuses every other game's init and plays the others
// through a Session.
func flakyServer(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for k := 0; ; k++ {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func(refuse bool) {
				defer c.Close()
				s := &courseproto.Session{Name: "Flaky", Move: func(st *kaskade.State) kaskade.Cell { return st.LegalMoves(nil)[0] }}
				r := bufio.NewReader(c)
				for {
					line, err := r.ReadString('\n')
					if err != nil {
						return
					}
					out := []string{"error(message=refused for the test)"}
					if !refuse {
						out, _ = s.Handle(line)
					}
					for _, l := range out {
						fmt.Fprintf(c, "%s\r\n", l)
					}
				}
			}(k%2 == 1)
		}
	}()
	return ln.Addr().String()
}

// TestMatchRemoteFailures: a game the remote side refuses ends with a
// clear message and the match goes on; with no game left the match fails.
func TestMatchRemoteFailures(t *testing.T) {
	addr := flakyServer(t)
	var out, errb bytes.Buffer
	code := Run([]string{"match", "-a", "greedy", "-b", "remote:" + addr, "-size", "4x4", "-games", "4", "-parallel", "1"}, &out, &errb)
	if code != exitOK || !strings.Contains(out.String(), ": 2 games,") ||
		strings.Count(errb.String(), "the server refused: refused for the test") != 2 {
		t.Errorf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	dead := ln.Addr().String()
	ln.Close() // nothing listens there now
	out.Reset()
	errb.Reset()
	code = Run([]string{"match", "-a", "greedy", "-b", "remote:" + dead, "-size", "4x4", "-games", "2", "-parallel", "1"}, &out, &errb)
	if code != exitUsage || !strings.Contains(errb.String(), "game 2 ended") || !strings.Contains(errb.String(), "no game was played") {
		t.Errorf("dead server: exit %d\n%s%s", code, out.String(), errb.String())
	}
	for _, args := range [][]string{
		{"-a", "remote:" + addr, "-b", "remote:" + addr},
		{"-a", "remote:nonsense"},
		{"-a", "remote:" + addr, "-game", "formation"},
		{"-a", "remote:" + addr, "-records", t.TempDir()},
	} {
		if code := Run(append([]string{"match", "-games", "1"}, args...), &out, &errb); code != exitUsage {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// TestBestmoveRemote: bestmove asks a remote side for its move: a server
// playing our level easy with bestmove's seed gives bestmove's own answer.
func TestBestmoveRemote(t *testing.T) {
	easy, err := ai.New("easy")
	if err != nil || easy.Timed {
		t.Fatal("easy must be a level without a clock", err)
	}
	addr := courseServerWith(t, func() courseproto.Mover {
		return func(st *kaskade.State) kaskade.Cell {
			return kaskade.Cell(ai.Think(easy, kaskade.AsGame(st), 1, nil).Move)
		}
	})
	pos := "4x4 1b.../2b2b../1b2w../..2w. w 10 *"
	var local, remote, errb bytes.Buffer
	if code := Run([]string{"bestmove", "-position", pos, "-level", "easy"}, &local, &errb); code != exitOK {
		t.Fatalf("local: %s", errb.String())
	}
	if code := Run([]string{"bestmove", "-position", pos, "-level", "remote:" + addr}, &remote, &errb); code != exitOK {
		t.Fatalf("remote: %s", errb.String())
	}
	if remote.String() != local.String() || local.Len() < 3 {
		t.Errorf("remote move %q, local %q", remote.String(), local.String())
	}
}
