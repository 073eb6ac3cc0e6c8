package course

import (
	"context"
	"errors"
	"math/rand/v2"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"kaskade/engine/kaskade"
)

// randomMover plays uniformly random legal moves from its own seed.
func randomMover(seed uint64) Mover {
	rng := rand.New(rand.NewPCG(seed, 7))
	return func(st *kaskade.State) kaskade.Cell {
		moves := st.LegalMoves(nil)
		return moves[rng.IntN(len(moves))]
	}
}

// opening plays n random moves from the empty board of z, stopping before
// a move that would end the game.
func opening(t *testing.T, z kaskade.Size, n int, seed uint64) *kaskade.State {
	st, err := kaskade.New(z)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	for range n {
		moves := st.LegalMoves(nil)
		next := st.Clone()
		next.Place(moves[rng.IntN(len(moves))])
		if next.Over() {
			break
		}
		st = next
	}
	return st
}

// TestClientAgainstServer: our client plays our server on loopback: random
// and computer games on several sizes, both begin values, from the empty
// board and from set-up positions; the client compares every board sent
// with its own engine (any difference fails the game).
func TestClientAgainstServer(t *testing.T) {
	var seed atomic.Uint64 // connections are served at once
	_, addr := startServer(t, Config{NewMover: func() Mover { return randomMover(seed.Add(1)) }})
	sizes := []kaskade.Size{{Cols: 3, Rows: 3}, {Cols: 4, Rows: 5}, {Cols: 7, Rows: 3}, {Cols: 6, Rows: 6}}
	games := 0
	for i, z := range sizes {
		for _, serverBegins := range []bool{false, true} {
			for _, n := range []int{0, 1, 4 + i} {
				start := opening(t, z, n, uint64(10*i+n))
				us := start.ToMove()
				if serverBegins {
					us = us.Opponent()
				}
				mine := randomMover(uint64(100 + games))
				if games%2 == 1 {
					mine = aiMover(t, "greedy")
				}
				playRemote(t, addr, start, us, mine)
				games++
			}
		}
	}
	// A few games of a searching computer on the server side.
	_, addr2 := startServer(t, Config{NewMover: func() Mover { return aiMover(t, "easy") }})
	for i, z := range sizes[:3] {
		start := opening(t, z, 2*i, uint64(i))
		playRemote(t, addr2, start, start.ToMove().Opponent(), aiMover(t, "greedy"))
		playRemote(t, addr2, start, start.ToMove(), randomMover(uint64(i)))
	}
}

// playRemote plays one game to its end through Dial and Play.
func playRemote(t *testing.T, addr string, start *kaskade.State, us kaskade.Player, mine Mover) {
	t.Helper()
	rm, err := Dial(addr, start, us, "test", 10*time.Second)
	if err != nil {
		t.Fatalf("%s from %s: %v", start.Size(), start, err)
	}
	defer rm.Close()
	if rm.Name != "Kaskade" {
		t.Errorf("server name %q", rm.Name)
	}
	for n := 0; !rm.State().Over(); n++ {
		if n > 2000 {
			t.Fatal("game does not end")
		}
		if err := rm.Play(mine(rm.State())); err != nil {
			t.Fatalf("%s from %s, move %d: %v", start.Size(), start, n, err)
		}
	}
}

// fakeServer runs a Session whose answers pass through tamper, to see
// that the client notices what a broken server sends.
func fakeServer(t *testing.T, tamper func(out []string) []string) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go ServeTampered(ln, func() *Session { return &Session{Name: "Fake", Move: randomMover(1)} }, tamper)
	return ln.Addr().String()
}

// TestClientCatchesDifferences: a wrong board, a malformed line, an
// illegal move, a wrong bye, a refusal and silence each end the game with
// a RemoteError that says what.
func TestClientCatchesDifferences(t *testing.T) {
	z := kaskade.Size{Cols: 3, Rows: 3}
	empty, _ := kaskade.New(z)
	cases := []struct {
		name   string
		tamper func(out []string) []string
		want   string
		kind   Fault
	}{
		{"board", func(out []string) []string {
			if len(out) == 4 && strings.HasPrefix(out[0], "move(") {
				out[2] = "board(row=0n0n3s)" // the middle row; every row holds fewer
			}
			return out
		}, "first at x=", FaultBoard},
		{"malformed", func(out []string) []string {
			if len(out) > 0 && strings.HasPrefix(out[0], "move(") {
				out[0] = "move(x=1;y=2"
			}
			return out
		}, "malformed line", FaultMalformed},
		{"illegal", func(out []string) []string {
			if len(out) > 0 && strings.HasPrefix(out[0], "move(") {
				out[0] = "move(x=5;y=0)"
			}
			return out
		}, "illegal in our engine", FaultIllegal},
		{"refusal", func(out []string) []string {
			if len(out) > 0 && strings.HasPrefix(out[0], "move(") {
				return []string{"error(message=no)"}
			}
			return out
		}, "the server refused: no", FaultRefused},
		{"unexpected", func(out []string) []string {
			if len(out) > 0 && strings.HasPrefix(out[0], "move(") {
				return []string{"bye(winner=s)"}
			}
			return out
		}, "where our engine expects move", FaultUnexpected},
		{"silence", func(out []string) []string {
			if len(out) > 0 && strings.HasPrefix(out[0], "move(") {
				return nil
			}
			return out
		}, "no answer", FaultTimeout},
	}
	for _, c := range cases {
		addr := fakeServer(t, c.tamper)
		rm, err := Dial(addr, empty, kaskade.White, "test", 300*time.Millisecond)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for err == nil && !rm.State().Over() {
			err = rm.Play(randomMover(5)(rm.State()))
		}
		var re *RemoteError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), c.want) || re.Kind != c.kind {
			t.Errorf("%s: %v, want a RemoteError of kind %d with %q", c.name, err, c.kind, c.want)
			continue
		}
		var diff *BoardDiff
		if c.kind == FaultBoard && (!errors.As(err, &diff) || diff.Sent == diff.Want) {
			t.Errorf("board: %v, want a *BoardDiff naming two different cells", err)
		}
		if c.kind == FaultRefused && re.Detail != "no" {
			t.Errorf("refusal: detail %q, want the server's message", re.Detail)
		}
		rm.Close()
	}
}

// TestClientLostAndAborted: a server that closes mid-game is a lost
// connection, nobody listening is unreached, and a Play waiting for an
// answer returns at once when its context ends.
func TestClientLostAndAborted(t *testing.T) {
	z := kaskade.Size{Cols: 3, Rows: 3}
	empty, _ := kaskade.New(z)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	var re *RemoteError
	if _, err := Dial(addr, empty, kaskade.White, "test", time.Second); !errors.As(err, &re) || re.Kind != FaultUnreached {
		t.Errorf("nobody listening: %v, want FaultUnreached", err)
	}

	srv, live := startServer(t, Config{NewMover: func() Mover { return randomMover(3) }})
	rm, err := Dial(live, empty, kaskade.White, "test", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	srv.Close()
	if err := rm.Play(4); !errors.As(err, &re) || re.Kind != FaultLost {
		t.Errorf("server closed: %v, want FaultLost", err)
	}
	rm.Close()

	silent := fakeServer(t, func(out []string) []string {
		if len(out) > 0 && strings.HasPrefix(out[0], "move(") {
			return nil
		}
		return out
	})
	rm, err = Dial(silent, empty, kaskade.White, "test", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	defer rm.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- rm.PlayContext(ctx, 0) }()
	cancel()
	select {
	case err := <-done:
		if !errors.As(err, &re) || re.Kind != FaultLost {
			t.Errorf("aborted: %v, want FaultLost", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("PlayContext still waits after its context ended")
	}
}
