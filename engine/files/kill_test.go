//go:build unix

package files

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// envWriter names the file the helper process writes to without end.
const envWriter = "KASKADE_FILES_TEST_WRITER"

// saveText is save number n: 512 KiB that say which save they are, with
// an end line, so that half of one is seen.
func saveText(n int) []byte {
	line := fmt.Sprintf("save %d\n", n)
	return append(bytes.Repeat([]byte(line), (512<<10)/len(line)), "end\n"...)
}

// TestHelperWriter is not a test: run by TestKillDuringWrite as a child
// process, it writes saves 0, 1, 2, ... until it is killed.
func TestHelperWriter(t *testing.T) {
	path := os.Getenv(envWriter)
	if path == "" {
		t.Skip("helper process for TestKillDuringWrite")
	}
	for n := 0; ; n++ {
		if err := WriteFile(path, saveText(n), 0o600); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		if n == 0 {
			fmt.Println("ready")
		}
	}
}

// A process killed at any moment of a write leaves one whole save; the
// temporary files it leaves are removed by the next write.
func TestKillDuringWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.txt")
	leftovers := 0
	const kills = 20
	for i := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$")
		cmd.Env = append(os.Environ(), envWriter+"="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if line != "ready\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("helper said %q", line)
		}
		time.Sleep(time.Duration(i%7) * time.Millisecond) // kill at varied points
		cmd.Process.Kill()
		cmd.Wait()

		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("kill %d: %v", i, err)
		}
		first, _, _ := strings.Cut(string(data), "\n")
		var n int
		if _, err := fmt.Sscanf(first, "save %d", &n); err != nil || !bytes.Equal(data, saveText(n)) {
			t.Fatalf("kill %d: the file is not one whole save (%d bytes, starts %q)", i, len(data), first)
		}
		removed, err := RemoveStale(path)
		if err != nil {
			t.Fatal(err)
		}
		leftovers += removed
	}
	if got := names(t, dir); len(got) != 1 {
		t.Errorf("folder holds %v", got)
	}
	t.Logf("%d kills during writes: every file whole, %d temporary files left by them removed", kills, leftovers)
}
