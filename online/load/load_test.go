package load

import (
	"io"
	"log"
	"net/http/httptest"
	"strings"
	"testing"

	"kaskade/engine/games"
	"kaskade/online/server"
)

// TestRun runs the load command briefly against a server on loopback: it
// reports every connection held and some moves. No time is asserted.
func TestRun(t *testing.T) {
	st, err := server.Embedded(t.TempDir(), false)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := server.New(server.Config{Lookup: games.Lookup, Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	hs := httptest.NewServer(s)
	defer hs.Close()
	defer hs.CloseClientConnections()

	var out, errs strings.Builder
	code := Run([]string{"-server", hs.URL, "-rooms", "3", "-duration", "2s", "-think", "200ms", "-ramp", "100ms"}, &out, &errs)
	t.Logf("%s", out.String())
	if code != 0 || !strings.Contains(out.String(), "connections held 6 of 6") || strings.Contains(out.String(), "moves 0,") {
		t.Errorf("load -rooms 3 said (%d)\n%s%s", code, out.String(), errs.String())
	}
	if Run([]string{"-rooms", "0"}, io.Discard, io.Discard) != 2 {
		t.Error("-rooms 0 was taken")
	}
}
