package cli

import (
	"fmt"
	"io"
	"log"
	"net"
	"strings"
	"sync/atomic"

	"kaskade/engine/ai"
	"kaskade/engine/kaskade"
	courseproto "kaskade/online/course"
	"kaskade/online/loopback"
)

// runServeCourse: kaskade serve-course [-addr 127.0.0.1:4711] [-level expert] [-movetime 5s] [-name Kaskade] [-public]
func runServeCourse(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve-course", stderr,
		"usage: kaskade serve-course [-addr 127.0.0.1:4711] [-level expert] [-movetime 5s] [-name Kaskade] [-public]",
		"Serves Kaskade over the course's game-server protocol (docs/rules/kaskade-protocol.md): one game per connection.",
	)
	addr := fs.String("addr", "127.0.0.1:4711", "address to listen on, host:port (loopback only unless -public)")
	public := fs.Bool("public", false, "allow listening on a non-loopback address")
	level := fs.String("level", "expert", "the server's player: "+strings.Join(ai.Levels, ", "))
	name := fs.String("name", "Kaskade", "the server's name, sent in initialized(user=…)")
	idle := fs.Duration("idle", courseproto.DefaultIdle, "close a connection that sends no whole line for this long")
	pf := addPlayerFlags(fs)
	fs.Lookup("movetime").DefValue = "5s"
	fs.Set("movetime", "5s") // the protocol's default answer time
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("serve-course", stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if err := loopback.CheckAddr(*addr, *public); err != nil {
		return fail(err)
	}
	if courseproto.Clean(*name) == "" {
		return fail(fmt.Errorf("-name: empty"))
	}
	tmpl, err := pf.player(*level)
	if err != nil {
		return fail(err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(err)
	}
	logger := log.New(stderr, "", log.LstdFlags)
	srv := courseproto.NewServer(courseproto.Config{
		Name: courseproto.Clean(*name), Idle: *idle, Log: logger.Printf,
		NewMover: courseMover(tmpl, *pf.seed),
	})
	fmt.Fprintf(stdout, "kaskade serve-course: %s (%s, %v a move) on %s\n", courseproto.Clean(*name), *level, *pf.movetime, ln.Addr())
	if err := srv.Serve(ln); err != nil {
		return fail(err)
	}
	return exitOK
}

// courseMover gives each connection its own copy of the player (a Player
// is settings only; a search's tables live in the search), thinking within
// its move time, seeded apart.
func courseMover(tmpl *ai.Player, seed uint64) func() courseproto.Mover {
	var conns atomic.Uint64
	return func() courseproto.Mover {
		p := *tmpl
		connSeed := ai.Mix(seed, conns.Add(1))
		var ply uint64
		return func(st *kaskade.State) kaskade.Cell {
			ply++
			r := ai.Think(&p, kaskade.AsGame(st), ai.Mix(connSeed, ply), deadline(&p))
			return kaskade.Cell(r.Move)
		}
	}
}
