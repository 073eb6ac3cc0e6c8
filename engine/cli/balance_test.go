//go:build !js

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
