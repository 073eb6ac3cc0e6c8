package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// protocolPart is docs/online.md's protocol part: from "## The protocol"
// to the next section of its level.
func protocolPart(t testing.TB) string {
	t.Helper()
	doc, err := os.ReadFile("../../docs/online.md")
	if err != nil {
		t.Fatal(err)
	}
	_, part, ok := strings.Cut(string(doc), "\n## The protocol\n")
	if !ok {
		t.Fatal(`docs/online.md has no "## The protocol"`)
	}
	part, _, _ = strings.Cut(part, "\n## ")
	return part
}

// frameTypes are the values of online/proto's message types one way:
// dir "client" (client to server) or "server", as the comments of their
// const blocks say.
func frameTypes(t testing.TB, dir string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), "../proto/proto.go", nil, parser.ParseComments)
	if err != nil {
		if t != nil {
			t.Fatal(err)
		}
		panic(err)
	}
	want := map[string]string{"client": "client to server", "server": "server to client"}[dir]
	var out []string
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST || gd.Doc == nil || !strings.Contains(gd.Doc.Text(), want) {
			continue
		}
		for _, sp := range gd.Specs {
			v := sp.(*ast.ValueSpec)
			if lit, ok := v.Values[0].(*ast.BasicLit); ok && lit.Kind == token.STRING && strings.HasPrefix(v.Names[0].Name, "T") {
				s, _ := strconv.Unquote(lit.Value)
				out = append(out, s)
			}
		}
	}
	return out
}
