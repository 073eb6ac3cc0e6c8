//go:build !js

package main

import (
	"context"
	"encoding/json"
	"image/png"
	"io"
	"log"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/online/server"
	"kaskade/scene/platform"
)

// TestProgramResumesItsSeat: the desktop program, restarted with -room,
// is back in the seat its device took (issue 40): Ben's seat of a room on
// a real server is kept in the program's config folder as the program
// keeps it (scene/online's seats slot); the program started with -room
// resumes it (the room shows Ben's seat connected, no watcher counted, the
// seat still Ben's), and once it quits the seat is Ben's, away. Runs the
// real binary under the display make test gives (xvfb).
func TestProgramResumesItsSeat(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the program")
	}
	hs := roomServer(t)
	anna := dial(t, hs.URL)
	anna.Send(proto.Msg{T: proto.TCreate, Game: "kaskade", Options: "4x4", Name: "Anna",
		Seats: []proto.Seat{{Kind: proto.KindMe}, {Kind: proto.KindOpen}}})
	code := await(t, anna, func(m proto.Msg) bool { return m.T == proto.TJoined }).Room

	ben := dial(t, hs.URL) // the program's earlier run: it took seat 1 and quit
	ben.Send(proto.Msg{T: proto.TJoin, Room: code, Seat: 1, Name: "Ben"})
	token := await(t, ben, func(m proto.Msg) bool { return m.T == proto.TJoined }).Token
	ben.Close()
	dir := t.TempDir()
	held, _ := json.Marshal([]map[string]any{{"server": hs.URL, "room": code, "seat": 1, "token": token}})
	if err := os.WriteFile(filepath.Join(dir, "online-seats.json"), held, 0o600); err != nil {
		t.Fatal(err)
	}
	anna.Send(proto.Msg{T: proto.TStart})
	anna.Send(proto.Msg{T: proto.TMove, Move: "a1"}) // Ben's turn when the program comes back

	bin := filepath.Join(t.TempDir(), "kaskade")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	shot := filepath.Join(dir, "resumed.png")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	prog := exec.CommandContext(ctx, bin, "-server", hs.URL, "-room", code, "-screenshot", shot, "-screenshot-after", "600")
	prog.Env = append(os.Environ(), platform.ConfigDirEnv+"="+dir)
	out, _ := os.Create(filepath.Join(dir, "program.log"))
	defer out.Close()
	prog.Stdout, prog.Stderr = out, out
	if err := prog.Start(); err != nil {
		t.Fatal(err)
	}
	back := await(t, anna, func(m proto.Msg) bool { return m.T == proto.TRoom && m.Info.Seats[1].Connected })
	if s := back.Info.Seats[1]; s.Kind != proto.KindPerson || s.Name != "Ben" || back.Info.Watchers != 0 {
		t.Errorf("the program back: seat 1 %+v, %d watchers; want Ben's seat resumed, nobody watching", s, back.Info.Watchers)
	}
	if err := prog.Wait(); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "program.log"))
		t.Fatalf("the program: %v\n%s", err, log)
	}
	away := await(t, anna, func(m proto.Msg) bool { return m.T == proto.TRoom && !m.Info.Seats[1].Connected })
	if s := away.Info.Seats[1]; s.Kind != proto.KindPerson || s.Name != "Ben" {
		t.Errorf("the program gone: seat 1 %+v, want Ben's, away", s)
	}
	checkPNG(t, shot)
	if keep := os.Getenv("KASKADE_SCREENSHOT"); keep != "" {
		data, _ := os.ReadFile(shot)
		_ = os.WriteFile(filepath.Join(keep, "program-resumed.png"), data, 0o644)
	}
}

// roomServer is a rooms server on loopback with an embedded NATS.
func roomServer(t *testing.T) *httptest.Server {
	t.Helper()
	store, err := server.Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Lookup: games.Lookup, Store: store, Workers: 1, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); srv.Close(); store.Close() })
	return hs
}

// dial is a client connected to url, welcomed.
func dial(t *testing.T, url string) *client.Client {
	t.Helper()
	c, err := client.New(url)
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	t.Cleanup(c.Close)
	await(t, c, func(m proto.Msg) bool { return m.T == proto.TWelcome })
	return c
}

// await is c's next message that ok accepts, within a minute.
func await(t *testing.T, c *client.Client, ok func(proto.Msg) bool) proto.Msg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for {
		e, err := c.Next(ctx)
		if err != nil {
			t.Fatalf("waited in vain: %v", err)
		}
		if !e.IsStatus && ok(e.Msg) {
			return e.Msg
		}
	}
}

// checkPNG fails unless path is a PNG image.
func checkPNG(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	if _, err := png.Decode(f); err != nil {
		t.Errorf("the screenshot: %v", err)
	}
}
