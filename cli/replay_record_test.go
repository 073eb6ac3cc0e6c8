package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFile writes text to a new file in a test directory.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplayRecordPrintsThePositions(t *testing.T) {
	save := writeFile(t, "save.txt", "kaskade-save 1\ngame kaskade\noptions 3x3\nplayers human:White easy:Black\nmoves a1 c3 a1\ncursor 1\nend\n")
	code, out, _ := run("replay", "-record", save)
	if code != 0 || out != "3x3 .1w./1w../..1b b 3 *\n" {
		t.Fatalf("exit %d, output %q", code, out)
	}
	code, out, _ = run("replay", "-each", "-record", save)
	if code != 0 || out != "3x3 1w../.../... b 1 *\n3x3 1w../.../..1b w 2 *\n3x3 .1w./1w../..1b b 3 *\n" {
		t.Fatalf("-each: exit %d, output %q", code, out)
	}
	short := writeFile(t, "record.txt", "3x3: a1 c3\n")
	code, out, _ = run("replay", "-record", short)
	if code != 0 || out != "3x3 1w../.../..1b w 2 *\n" {
		t.Fatalf("short record: exit %d, output %q", code, out)
	}
	empty := writeFile(t, "empty.txt", "kaskade-save 1\ngame kaskade\nend\n")
	code, out, _ = run("replay", "-each", "-record", empty)
	if code != 0 || out != "6x6 ....../....../....../....../....../...... w 0 *\n" {
		t.Fatalf("no moves: exit %d, output %q", code, out)
	}
}

func TestReplayRecordRefusesBadFiles(t *testing.T) {
	head := "kaskade-save 1\ngame kaskade\noptions 3x3\n"
	for _, tc := range []struct{ name, text, want string }{
		{"damaged", head + "moves a1\nend 12345678\n", "damaged"},
		{"truncated", head + "moves a1 c3", "truncated"},
		{"foreign", "\x89PNG\r\n", "not a Kaskade save or game record"},
		{"newer", "kaskade-save 3\nwhatever\n", "newer"},
		{"illegal", head + "moves a1 c3 c3\nend\n", "move 3 (c3): cell belongs to black"},
	} {
		path := writeFile(t, tc.name+".txt", tc.text)
		code, out, errText := run("replay", "-record", path)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) || !strings.Contains(errText, path) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want status 2 and %q", tc.name, code, out, errText, tc.want)
		}
	}
	path := writeFile(t, "ok.txt", "3x3: a1")
	for _, args := range [][]string{
		{"replay", "-record", filepath.Join(t.TempDir(), "missing.txt")},
		{"replay", "-record", path, "b2"},
		{"replay", "-record", path, "-size", "3x3"},
		{"replay", "-game", "kaskade", "-record", path},
	} {
		if code, out, errText := run(args...); code != 2 || out != "" || errText == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errText)
		}
	}
}
