package screens

import (
	"os/exec"
	"strings"
	"testing"
)

// screenPackages are the shell's screen packages: none imports another.
var screenPackages = []string{"menu", "online", "replay", "rules", "settings", "stats", "table"}

// TestLayers holds the imports to the layers of docs/architecture.md, as
// `go list` sees them: no screen package imports another, the core and
// the shared packages import no screen, and the engine imports nothing of
// the shell, the online rooms, the art or the commands.
func TestLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}:{{join .Imports \" \"}}", "kaskade/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	screen := map[string]bool{}
	for _, p := range screenPackages {
		screen["kaskade/scene/"+p] = true
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		for _, imp := range strings.Fields(imports) {
			switch {
			case screen[imp] && pkg != "kaskade/scene/screens" && !strings.HasPrefix(pkg, "kaskade/scene/screens"):
				if screen[pkg] || strings.HasPrefix(pkg, "kaskade/scene") {
					t.Errorf("%s imports the screen package %s", pkg, imp)
				}
			case strings.HasPrefix(pkg, "kaskade/engine") && (strings.HasPrefix(imp, "kaskade/scene") ||
				strings.HasPrefix(imp, "kaskade/online") || strings.HasPrefix(imp, "kaskade/sprites") || imp == "kaskade/cli"):
				t.Errorf("the engine's %s imports %s", pkg, imp)
			}
		}
	}
}
