package server

import (
	"bufio"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"kaskade/online/proto"
)

// TestFrameWithTheUpgrade: a client that sends its hello in the same
// packet as the upgrade request is welcomed: the smaller buffers the
// socket is handed over with keep what was already read.
func TestFrameWithTheUpgrade(t *testing.T) {
	ts := startServer(t, t.TempDir(), nil)
	nc, err := net.Dial("tcp", strings.TrimPrefix(ts.http.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	nc.SetDeadline(time.Now().Add(10 * time.Second))
	payload := proto.Encode(proto.Msg{T: proto.THello, V: proto.Version})
	mask := [4]byte{1, 2, 3, 4}
	frame := []byte{0x81, 0x80 | byte(len(payload)), mask[0], mask[1], mask[2], mask[3]}
	for i, b := range payload {
		frame = append(frame, b^mask[i%4])
	}
	req := "GET " + proto.Path + " HTTP/1.1\r\nHost: " + strings.TrimPrefix(ts.http.URL, "http://") +
		"\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
	if _, err := nc.Write(append([]byte(req), frame...)); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(nc)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade: %v %v", resp, err)
	}
	head := make([]byte, 2)
	if _, err := br.Read(head[:1]); err != nil {
		t.Fatal(err)
	}
	br.Read(head[1:])
	body := make([]byte, head[1]&0x7f)
	if _, err := br.Read(body); err != nil {
		t.Fatal(err)
	}
	if m, err := proto.Decode(body); err != nil || m.T != proto.TWelcome {
		t.Errorf("first frame %q (%v), want the welcome", body, err)
	}
}
