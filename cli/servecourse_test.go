package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestServeCourseFlags: a non-loopback address needs -public, and bad
// flags are refused before anything listens.
func TestServeCourseFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-addr", "0.0.0.0:4711"},
		{"-addr", ":4711"},
		{"-addr", "192.0.2.1:4711"},
		{"-addr", "127.0.0.1:0", "-level", "grandmaster"},
		{"-addr", "127.0.0.1:0", "-movetime", "0s"},
		{"-addr", "127.0.0.1:0", "-name", "();"},
		{"-addr", "nonsense"},
		{"-addr", "127.0.0.1:0", "extra"},
	} {
		var out, errb bytes.Buffer
		if code := Run(append([]string{"serve-course"}, args...), &out, &errb); code != exitUsage {
			t.Errorf("%v: exit %d, want %d (%s)", args, code, exitUsage, errb.String())
		}
		if args[1] != "nonsense" && strings.Contains(args[1], "0.0.0.0") && !strings.Contains(errb.String(), "-public") {
			t.Errorf("%v: %q does not mention -public", args, errb.String())
		}
	}
}
