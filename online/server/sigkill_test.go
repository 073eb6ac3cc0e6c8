package server

import (
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"kaskade/online/client"
	"kaskade/online/proto"
)

// TestSIGKILL builds the serve command, plays some acknowledged moves in
// two rooms against it as a real process, kills it with SIGKILL and starts
// it again on the same data folder and port: every client comes back by
// itself to its seat at the last acknowledged move, and both games are
// played to their end.
func TestSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the serve command")
	}
	tmp := t.TempDir()
	bin, site := buildServe(t, tmp)
	addr := freeAddr(t)
	data := filepath.Join(tmp, "rooms")
	url := "http://" + addr
	proc := startServe(t, bin, addr, "-dir", site, "-data", data)

	g, err := lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	rooms := [][]*seat{openAt(t, url), openAt(t, url)}
	plies := make([]int, len(rooms))
	movers := make([]int, len(rooms)) // the seat to move after the last acknowledged move
	pos := make([][]string, len(rooms))
	for i, people := range rooms {
		rng := rand.New(rand.NewPCG(9, uint64(i)))
		for ply := 0; ply < 4+2*i; ply++ {
			st := awaitPly(t, people, g, ply)
			legal := st.LegalMoves(nil)
			people[int(st.CurrentPlayer())].send(proto.Msg{T: proto.TMove, Ply: ply, Move: st.FormatMove(legal[rng.IntN(len(legal))])})
			plies[i] = ply + 1
		}
		st := awaitPly(t, people, g, plies[i]) // acknowledged: every seat was sent the position after it
		movers[i] = int(st.CurrentPlayer())
		for _, p := range people {
			pos[i] = append(pos[i], p.state.Pos)
		}
	}

	if err := proc.Process.Kill(); err != nil { // SIGKILL: no chance to flush or close
		t.Fatal(err)
	}
	proc.Wait()
	startServe(t, bin, addr, "-dir", site, "-data", data)

	var wg sync.WaitGroup
	for i, people := range rooms {
		for j, p := range people {
			wg.Add(1)
			go func() {
				defer wg.Done()
				states := p.playOut(g, rand.New(rand.NewPCG(10, uint64(10*i+j))))
				switch {
				case len(states) == 0:
					t.Errorf("room %d seat %d: no state after the restart", i, p.seat)
				case states[0].Ply == plies[i] && states[0].Pos == pos[i][j]:
				case states[0].Ply == plies[i]+1 && movers[i] != p.seat:
					// the seat to move came back first and moved: fine
				default:
					t.Errorf("room %d seat %d came back after %d moves at\n%s\nwant after %d at\n%s", i, p.seat, states[0].Ply, states[0].Pos, plies[i], pos[i][j])
				}
			}()
		}
	}
	wg.Wait()
	for i, people := range rooms {
		for _, p := range people {
			if st, err := g.Parse(p.state.Pos); err != nil || !st.IsOver() {
				t.Errorf("room %d seat %d: the game did not end (%v)", i, p.seat, err)
			}
		}
	}
}

// freeAddr is a loopback address with a port free now.
func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// tail is the last n lines of b.
func tail(b []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}

// buildServe builds the serve command into dir, beside a site folder
// with a page for it to serve.
func buildServe(t *testing.T, dir string) (bin, site string) {
	t.Helper()
	bin = filepath.Join(dir, "serve")
	if out, err := exec.Command("go", "build", "-o", bin, "kaskade/wasm/serve").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	site = filepath.Join(dir, "site")
	os.Mkdir(site, 0o755)
	os.WriteFile(filepath.Join(site, "index.html"), []byte("<!doctype html><title>Kaskade</title>"), 0o644)
	return bin, site
}

// startServe runs the serve binary on addr with args and waits until it
// answers.
func startServe(t *testing.T, bin, addr string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-addr", addr}, args...)...)
	logs := filepath.Join(t.TempDir(), "serve.log")
	if f, err := os.Create(logs); err == nil {
		cmd.Stderr = f
		defer f.Close()
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { // the server's log, when the test failed
		if b, err := os.ReadFile(logs); err == nil && t.Failed() {
			t.Logf("serve -addr %s said:\n%s", addr, tail(b, 40))
		}
	})
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for range 200 {
		if resp, err := http.Get("http://" + addr + "/"); err == nil {
			resp.Body.Close()
			return cmd
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("serve does not answer")
	return nil
}

// openAt opens a started two-person Kaskade room on the server at url.
func openAt(t *testing.T, url string) []*seat {
	t.Helper()
	anna := dial(t, url)
	anna.send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "6x6", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	anna.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	ben := dial(t, url)
	ben.send(proto.Msg{T: proto.TJoin, Room: anna.room, Seat: 1, Name: "Ben"})
	ben.await(func(e client.Event) bool { return e.Msg.T == proto.TJoined })
	anna.send(proto.Msg{T: proto.TStart})
	return []*seat{anna, ben}
}
