package server

import (
	"fmt"
	"hash/crc32"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/online/proto"
)

// The example session of docs/online.md ("A whole session") is this
// server's own: TestProtocolSession sends its client frames, in order, to a
// real server and requires every frame each connection is sent to be the
// page's, byte for byte, once the room's code, the tokens and the secret
// seed (random) are written as the page writes them. To write the session
// anew: KASKADE_WRITE_SESSION=1 go test ./online/server -run TestProtocolSession -v
// prints it.

// The page's stand-ins for what the server draws at random.
const (
	docRoom = "HXK4TQ"
	docSeed = "4052963113921468785"
	docURL  = "https://play.example.org"
)

var docTokens = map[string]string{"A": "8c1f0a7e5b2d4c6f9e3a1b0d2c4e6f80", "B": "3e9d7b5a1c0f2e4d6b8a9c7e5f3d1b02"}

// sessionLine is one frame of the session: who sends or gets it and its JSON.
type sessionLine struct {
	who  string
	sent bool // client to server
	json string
}

var sessionRe = regexp.MustCompile(`^    ([A-Z][0-9]?) (→|←) (\{.*\})$`)

// docSession reads the session's lines from the page's protocol part.
func docSession(t *testing.T) []sessionLine {
	var out []sessionLine
	for _, l := range strings.Split(protocolPart(t), "\n") {
		if m := sessionRe.FindStringSubmatch(l); m != nil {
			out = append(out, sessionLine{who: m[1], sent: m[2] == "→", json: m[3]})
		}
	}
	return out
}

func TestProtocolSession(t *testing.T) {
	lines := docSession(t)
	if os.Getenv("KASKADE_WRITE_SESSION") != "" {
		lines = writtenSession(t)
	}
	if len(lines) < 20 {
		t.Fatalf("the page's session has %d lines", len(lines))
	}
	ts := startServer(t, t.TempDir(), func(c *Config) { c.URL = docURL })
	s := &session{t: t, ts: ts, conns: map[string]*raw{}, subst: map[string]string{}}
	got := s.run(lines, os.Getenv("KASKADE_WRITE_SESSION") != "")
	if os.Getenv("KASKADE_WRITE_SESSION") != "" {
		for _, l := range got {
			arrow := "←"
			if l.sent {
				arrow = "→"
			}
			fmt.Printf("    %s %s %s\n", l.who, arrow, l.json)
		}
	}
}

// session runs a session's lines against a test server.
type session struct {
	t     *testing.T
	ts    *testServer
	conns map[string]*raw
	subst map[string]string // what the server drew → the page's stand-in
}

// run sends each client line and takes each server line from its
// connection, checking it; in write mode it takes whatever comes instead
// (until the server has been quiet a while) and returns the lines.
func (s *session) run(lines []sessionLine, write bool) []sessionLine {
	var out []sessionLine
	for _, l := range lines {
		if !l.sent {
			if !write {
				s.expect(l)
			}
			continue
		}
		s.send(l)
		out = append(out, l)
		if write {
			out = append(out, s.drain()...)
		}
	}
	return out
}

func (s *session) send(l sessionLine) {
	s.t.Helper()
	text := l.json
	for real, doc := range s.subst {
		text = strings.ReplaceAll(text, doc, real)
	}
	m, err := proto.Decode([]byte(text))
	if err != nil {
		s.t.Fatalf("the page's client frame %s is refused by the server's decoder: %v", l.json, err)
	}
	if !clientTypes()[m.T] {
		s.t.Fatalf("%s: %q is no client frame", l.json, m.T)
	}
	c := s.conns[l.who]
	if c == nil {
		c = dialRaw(s.t, s.ts.http.URL)
		s.conns[l.who] = c
	}
	c.write(websocket.MessageText, []byte(text))
}

func (s *session) expect(l sessionLine) {
	s.t.Helper()
	c := s.conns[l.who]
	if c == nil {
		s.t.Fatalf("%s gets %s before it sent anything", l.who, l.json)
	}
	f, ok := c.next()
	if !ok {
		s.t.Fatalf("%s waited in vain for %s", l.who, l.json)
	}
	if got := s.normal(l.who, f.data); got != l.json {
		s.t.Fatalf("%s was sent\n%s\nthe page says\n%s", l.who, got, l.json)
	}
}

// drain takes every frame that comes until the server is quiet (write mode only).
func (s *session) drain() []sessionLine {
	var out []sessionLine
	for {
		got := false
		for _, who := range []string{"A", "B", "W", "A2"} {
			c := s.conns[who]
			if c == nil {
				continue
			}
			select {
			case f := <-c.frames:
				out = append(out, sessionLine{who: who, json: s.normal(who, f.data)})
				got = true
			case <-time.After(300 * time.Millisecond):
			}
		}
		if !got {
			return out
		}
	}
}

var seedLine = regexp.MustCompile(`(?m)^seed [0-9]+$`)

// normal writes a server frame as the page does: the room's code, the
// tokens and the seed replaced by the page's stand-ins (the record's
// checksum made again over the text with the stand-in seed).
func (s *session) normal(who string, data []byte) string {
	s.t.Helper()
	m, err := proto.Decode(data)
	if err != nil {
		s.t.Fatalf("%s: the server's frame %s does not decode: %v", who, data, err)
	}
	if m.T == proto.TJoined {
		s.subst[m.Room] = docRoom
		if tok, ok := docTokens[who]; ok && m.Token != "" {
			s.subst[m.Token] = tok
		}
	}
	if m.T == proto.TRecText {
		m.Text = seedLine.ReplaceAllString(m.Text, "seed "+docSeed)
		body, _, _ := strings.Cut(m.Text, "end ")
		m.Text = body + fmt.Sprintf("end %08x\n", crc32.ChecksumIEEE([]byte(body)))
	}
	text := string(proto.Encode(m))
	for real, doc := range s.subst {
		text = strings.ReplaceAll(text, real, doc)
	}
	return text
}

// writtenSession is the script the page's session was written from: two
// people play Kaskade on 3x3 (each the first legal move), a watcher comes
// and goes, a refused move of each kind, an undo taken back, the record,
// and a second device resuming the first seat.
func writtenSession(t *testing.T) []sessionLine {
	g, _ := games.Lookup("kaskade")
	mt, err := match.New(g, "3x3")
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for st := mt.State(); !st.IsOver(); st = mt.State() {
		mv := st.FormatMove(st.LegalMoves(nil)[0])
		moves = append(moves, mv)
		if err := mt.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	c := func(who, js string) sessionLine { return sessionLine{who: who, sent: true, json: js} }
	seat := []string{"A", "B"}
	mv := func(ply int) sessionLine {
		return c(seat[ply%2], string(proto.Encode(proto.Msg{T: proto.TMove, Ply: ply, Move: moves[ply]})))
	}
	ls := []sessionLine{
		c("A", `{"t":"hello","v":1}`),
		c("A", `{"t":"create","game":"kaskade","options":"3x3","seats":[{"kind":"me"},{"kind":"open"}],"name":"Anna"}`),
		c("B", `{"t":"hello","v":1}`),
		c("B", `{"t":"join","room":"`+docRoom+`","seat":1,"name":"Ben"}`),
		c("W", `{"t":"hello","v":1}`),
		c("W", `{"t":"join","room":"`+docRoom+`","seat":-1}`),
		c("A", `{"t":"start"}`),
		c("B", string(proto.Encode(proto.Msg{T: proto.TMove, Move: moves[0]}))),
		mv(0),
		c("W", `{"t":"leave"}`),
		c("B", string(proto.Encode(proto.Msg{T: proto.TMove, Ply: 1, Move: moves[0]}))),
		c("B", string(proto.Encode(proto.Msg{T: proto.TMove, Move: moves[1]}))),
		mv(1),
		c("A", `{"t":"computer","seat":1,"level":"hard"}`),
		c("A", `{"t":"undo"}`),
		c("B", `{"t":"answer","yes":true}`),
	}
	for ply := range moves {
		ls = append(ls, mv(ply))
	}
	return append(ls,
		c("A", `{"t":"record"}`),
		c("A2", `{"t":"hello","v":1}`),
		c("A2", `{"t":"resume","room":"`+docRoom+`","token":"`+docTokens["A"]+`"}`),
	)
}

// clientTypes are the frame types a client sends, from online/proto.
func clientTypes() map[string]bool {
	out := map[string]bool{}
	for _, ty := range frameTypes(nil, "client") {
		out[ty] = true
	}
	return out
}
