//go:build !js

package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"kaskade/engine/ai"
)

func TestBalanceTablesAndCSV(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := Run([]string{"balance", "-players", "3", "-games", "2", "-csv", dir}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"| 3 | 2 |", "| B01 | 2 |", "33.3%"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	cards, err := os.ReadFile(filepath.Join(dir, "cards.csv"))
	if err != nil || strings.Count(string(cards), "\n") != 1+32 {
		t.Errorf("cards.csv: %v, %d lines", err, strings.Count(string(cards), "\n"))
	}
	if code := Run([]string{"balance", "-players", "7"}, &out, &errb); code != exitUsage {
		t.Errorf("-players 7: exit %d, want %d", code, exitUsage)
	}
}

// An interrupted study starts no further game: the tables count only the
// games finished before it.
func TestBalanceStopsOnInterrupt(t *testing.T) {
	var stopped atomic.Bool
	stopped.Store(true)
	lv, err := ai.New("greedy")
	if err != nil {
		t.Fatal(err)
	}
	spec := balanceSpec{games: 3, level: lv, seed: 1, parallel: 1, stopped: &stopped}
	st, err := spec.run(3, io.Discard)
	if err != nil || st.Games != 0 {
		t.Fatalf("stopped study: %d games, %v; want none", st.Games, err)
	}
	stopped.Store(false)
	if st, err = spec.run(3, io.Discard); err != nil || st.Games != 3 {
		t.Fatalf("study: %d games, %v; want 3", st.Games, err)
	}
}
