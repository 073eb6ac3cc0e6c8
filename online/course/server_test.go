package course

import (
	"bufio"
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

// startServer serves on a loopback port with a deterministic player.
func startServer(t *testing.T, cfg Config) (*Server, string) {
	t.Helper()
	if cfg.NewMover == nil {
		cfg.NewMover = func() Mover { return aiMover(t, "hard") }
	}
	srv := NewServer(cfg)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	t.Cleanup(srv.Close)
	return srv, ln.Addr().String()
}

// testConn is a client connection that reads raw lines, line ends kept.
type testConn struct {
	t *testing.T
	c net.Conn
	r *bufio.Reader
}

func dial(t *testing.T, addr string) *testConn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(20 * time.Second)) // a bound on a broken test, not a measurement
	return &testConn{t, c, bufio.NewReader(c)}
}

func (tc *testConn) send(s string) {
	tc.t.Helper()
	if _, err := io.WriteString(tc.c, s); err != nil {
		tc.t.Fatal(err)
	}
}

// expect reads lines and checks them exactly, CR LF included.
func (tc *testConn) expect(lines ...string) {
	tc.t.Helper()
	for _, want := range lines {
		got, err := tc.r.ReadString('\n')
		if got != want+"\r\n" {
			tc.t.Fatalf("got %q (%v), want %q", got, err, want+"\r\n")
		}
	}
}

// rest reads to the end of the connection.
func (tc *testConn) rest() string {
	b, _ := io.ReadAll(tc.r)
	return string(b)
}

// waitOpen waits until the server holds n connections (bounded).
func waitOpen(t *testing.T, srv *Server, n int) {
	t.Helper()
	for range 400 {
		if srv.Open() == n {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("server holds %d connections, want %d", srv.Open(), n)
}

// TestTranscriptExamples: the protocol page's examples over TCP, byte for
// byte, with LF and CR LF line ends from the client.
func TestTranscriptExamples(t *testing.T) {
	_, addr := startServer(t, Config{})
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	a.send("init(xDim=3;yDim=3;begin=s;setup=0n0n0n2s1c0n0n0n1c;user=Wilfried)\r\n")
	a.expect("initialized(user=Kaskade)",
		"board(row=0n0n0n)", "board(row=2s1c0n)", "board(row=0n0n1c)",
		"move(x=0;y=1)",
		"board(row=1s0n0n)", "board(row=0n2s0n)", "board(row=1s0n1c)")
	a.send("exit\n")
	a.expect("bye")
	if r := a.rest(); r != "" {
		t.Errorf("after bye: %q", r)
	}

	b := dial(t, addr)
	c := dial(t, addr) // two at once, each its own game
	b.expect(Greeting("Kaskade"))
	c.expect(Greeting("Kaskade"))
	b.send("init(xDim=3;yDim=3;begin=c;setup=1s0n0n2s2s0n1s2c0n;user=W)\n")
	c.send("init ( user = W ; begin = c ; setup = 1s0n0n2s2s0n1s2c0n ; yDim = 3 ; xDim = 3 )\r\n")
	b.expect("initialized(user=Kaskade)", "board(row=1s0n0n)", "board(row=2s2s0n)", "board(row=1s2c0n)")
	c.expect("initialized(user=Kaskade)", "board(row=1s0n0n)", "board(row=2s2s0n)", "board(row=1s2c0n)")
	b.send("move(x=1;y=2)\n")
	c.send("move(x=2;y=2)\r\n")
	b.expect("bye(winner=c)")
	c.expect("move(x=0;y=2)", "bye(winner=s)")
	c.send("> a comment\r\nhelp\r\n")
	c.expect(HelpText...)
	c.send("move(x=1;y=1)\r\n")
	c.expect("error(message=the game is over: send exit)")
}

// TestErrorsOverTCP: an error leaves the game, and the connection, as they
// were.
func TestErrorsOverTCP(t *testing.T) {
	_, addr := startServer(t, Config{})
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	a.send("move(x=0;y=0)\r\n")
	a.expect("error(message=no game yet: send init first)")
	a.send("init(xDim=3;yDim=3;begin=c;user=u)\n")
	a.expect("initialized(user=Kaskade)", "board(row=0n0n0n)", "board(row=0n0n0n)", "board(row=0n0n0n)")
	a.send("init(xDim=3;yDim=3;begin=c;user=u)\n")
	a.expect("error(message=a game was already started on this connection  one init per connection)")
}

// TestSilentConnection: a connection that sends nothing is closed after
// Idle, and the server goes on serving others.
func TestSilentConnection(t *testing.T) {
	srv, addr := startServer(t, Config{Idle: 300 * time.Millisecond})
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	if r := a.rest(); r != "error(message=idle too long: closing)\r\n" {
		t.Errorf("silent connection got %q", r)
	}
	waitOpen(t, srv, 0)
	playOne(t, addr)
}

// TestSlowLine: bytes trickling without a line end do not keep a
// connection: the whole line must come within Idle.
func TestSlowLine(t *testing.T) {
	srv, addr := startServer(t, Config{Idle: 300 * time.Millisecond})
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	for range 10 {
		if _, err := io.WriteString(a.c, "h"); err != nil {
			break // closed already
		}
		time.Sleep(50 * time.Millisecond)
	}
	if r := a.rest(); !strings.Contains(r, "idle too long") {
		t.Errorf("slow line got %q", r)
	}
	waitOpen(t, srv, 0)
}

// TestFloodingConnection: too many lines, or one endless line, close the
// connection; the server goes on serving others.
func TestFloodingConnection(t *testing.T) {
	srv, addr := startServer(t, Config{Rate: 5, Burst: 10})
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	a.send(strings.Repeat("frob\r\n", 100))
	if r := a.rest(); !strings.HasSuffix(r, "error(message=too many lines: slow down)\r\n") {
		t.Errorf("flood ended with %q", r[max(0, len(r)-80):])
	}
	b := dial(t, addr)
	b.expect(Greeting("Kaskade"))
	b.c.Write([]byte(strings.Repeat("x", 3*MaxLine)))
	if r := b.rest(); r != "error(message="+ErrTooLong.Error()+")\r\n" {
		t.Errorf("long line got %q", r)
	}
	waitOpen(t, srv, 0)
	playOne(t, addr)
}

// TestCloseWithoutExit: a client that hangs up mid-game is freed.
func TestCloseWithoutExit(t *testing.T) {
	srv, addr := startServer(t, Config{})
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	a.send("init(xDim=4;yDim=4;begin=c;user=u)\r\n")
	a.expect("initialized(user=Kaskade)")
	a.c.Close()
	waitOpen(t, srv, 0)
	playOne(t, addr)
}

// TestTooManyConnections: past MaxConns a connection is told and closed;
// the ones held go on.
func TestTooManyConnections(t *testing.T) {
	srv, addr := startServer(t, Config{MaxConns: 1})
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	waitOpen(t, srv, 1)
	b := dial(t, addr)
	if r := b.rest(); r != "error(message=server busy: too many connections)\r\n" {
		t.Errorf("second connection got %q", r)
	}
	a.send("help\n")
	a.expect(HelpText...)
}

// playOne plays a short game to its end: the server still serves.
func playOne(t *testing.T, addr string) {
	t.Helper()
	a := dial(t, addr)
	a.expect(Greeting("Kaskade"))
	a.send("init(xDim=3;yDim=3;begin=c;setup=1s0n0n2s2s0n1s2c0n;user=W)\r\n")
	a.expect("initialized(user=Kaskade)", "board(row=1s0n0n)", "board(row=2s2s0n)", "board(row=1s2c0n)")
	a.send("move(x=1;y=2)\r\n")
	a.expect("bye(winner=c)")
}

// TestClientThatDoesNotRead: a client that sends and never reads its
// answers is dropped once a write waits longer than WriteWait; the server
// goes on serving others.
func TestClientThatDoesNotRead(t *testing.T) {
	srv, addr := startServer(t, Config{WriteWait: 200 * time.Millisecond, Rate: 1e6, Burst: 1e6})
	a := dial(t, addr)
	go func() { // the writes fail once the server has dropped us
		for range 50 {
			if _, err := io.WriteString(a.c, strings.Repeat("help\r\n", 1000)); err != nil {
				return
			}
		}
	}()
	waitOpen(t, srv, 1)
	waitOpen(t, srv, 0)
	playOne(t, addr)
}
