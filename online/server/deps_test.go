package server

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestGameHasNoServer: neither NATS nor the rooms' server may enter the
// desktop game or its WebAssembly build (issue 26); only the serve command
// imports them.
func TestGameHasNoServer(t *testing.T) {
	for _, env := range [][]string{nil, {"GOOS=js", "GOARCH=wasm"}} {
		cmd := exec.Command("go", "list", "-deps", "kaskade")
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list %v: %v", env, err)
		}
		deps := strings.Fields(string(out))
		if len(deps) < 10 {
			t.Fatalf("go list %v named only %v", env, deps)
		}
		for _, d := range deps {
			if strings.HasPrefix(d, "github.com/nats-io/") || d == "kaskade/online/server" {
				t.Errorf("%v: the game depends on %s", env, d)
			}
		}
	}
}
