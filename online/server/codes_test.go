package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestDocumentedCodes: docs/online.md's table of refusals names exactly
// the codes of online/proto (a client is written from that page alone).
func TestDocumentedCodes(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../proto/proto.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	ast.Inspect(f, func(n ast.Node) bool {
		if v, ok := n.(*ast.ValueSpec); ok && len(v.Names) == 1 && strings.HasPrefix(v.Names[0].Name, "Code") && v.Names[0].Name != "CodeAlphabet" && len(v.Values) == 1 {
			if lit, ok := v.Values[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				c, _ := strconv.Unquote(lit.Value)
				codes = append(codes, c)
			}
		}
		return true
	})
	doc, err := os.ReadFile("../../docs/online.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, _ := strings.Cut(string(doc), "| code | when | args |")
	table, _, _ = strings.Cut(table, "\n\n")
	var documented []string
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z-]+)` \\|").FindAllStringSubmatch(table, -1) {
		documented = append(documented, m[1])
	}
	slices.Sort(codes)
	slices.Sort(documented)
	if len(codes) < 15 || !slices.Equal(codes, documented) {
		t.Errorf("online/proto's codes %v\ndocs/online.md's %v", codes, documented)
	}
}
