package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"kaskade/scene/i18n"
)

// The text tables of the shell and of every game (main imports them all):
// no key is added twice, every key has a text in every language with the
// same format verbs, and every key is used by the code under scene/.
func TestTextTables(t *testing.T) {
	if len(i18n.Collisions) > 0 {
		t.Errorf("keys added twice: %v", i18n.Collisions)
	}
	first := i18n.Langs[0]
	for _, l := range i18n.Langs {
		for _, k := range i18n.Keys(first) {
			en, _ := i18n.Text(first, k)
			s, ok := i18n.Text(l, k)
			switch {
			case !ok || s == "":
				t.Errorf("%q has no %s text", k, l)
			case verbs(s) != verbs(en):
				t.Errorf("%q: the %s text takes other arguments (%q vs %q)", k, l, verbs(s), verbs(en))
			}
		}
		for _, k := range i18n.Keys(l) {
			if _, ok := i18n.Text(first, k); !ok {
				t.Errorf("%q has a %s text but no %s one", k, l, first)
			}
		}
	}
	literals, prefixes, suffixes := codeStrings(t)
	var unused []string
	for _, k := range i18n.Keys(first) {
		if !used(k, literals, prefixes, append(suffixes, " one")) { // " one": Trn's singular
			unused = append(unused, k)
		}
	}
	sort.Strings(unused)
	if len(unused) > 0 {
		t.Errorf("%d keys are not used by the code: %q", len(unused), unused)
	}
}

// verbs are the format verbs of a text, in order.
func verbs(s string) string {
	var b strings.Builder
	for i := 0; i < len(s)-1; i++ {
		if s[i] == '%' {
			b.WriteByte(s[i+1])
			i++
		}
	}
	return b.String()
}

// used reports whether the code uses key k: as a literal, as a literal
// that begins a key built at run time ("fm " + colour), or as a used key
// with a literal suffix added at run time (key + " short").
func used(k string, literals map[string]bool, prefixes, suffixes []string) bool {
	if literals[k] || hasPrefix(k, prefixes) {
		return true
	}
	for _, s := range suffixes {
		if stem, ok := strings.CutSuffix(k, s); ok && stem != "" && used(stem, literals, prefixes, suffixes) {
			return true
		}
	}
	return false
}

// codeStrings are the string literals of the scene's code (tests and text
// tables left out), and the literals that begin or end a string built at
// run time ("fm " + ..., ... + " short").
func codeStrings(t *testing.T) (literals map[string]bool, prefixes, suffixes []string) {
	literals = map[string]bool{}
	err := filepath.WalkDir("scene", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			isTable(path) {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if lit, ok := n.X.(*ast.BasicLit); ok && n.Op == token.ADD && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						prefixes = append(prefixes, s)
					}
				}
				if lit, ok := n.Y.(*ast.BasicLit); ok && n.Op == token.ADD && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil && s != "" {
						suffixes = append(suffixes, s)
					}
				}
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					if s, err := strconv.Unquote(n.Value); err == nil {
						literals[s] = true
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return literals, prefixes, suffixes
}

// isTable reports whether path is a text table (texts_en.go, rules_de.go),
// whose keys do not count as uses.
func isTable(path string) bool {
	base := filepath.Base(path)
	return strings.HasPrefix(base, "texts_") || strings.HasPrefix(base, "rules_") || strings.HasPrefix(base, "rules_texts_")
}

func hasPrefix(k string, prefixes []string) bool {
	for _, p := range prefixes {
		if p != "" && strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// TestTextsNameNoCommands: what a player reads names no developer's
// command: a message said "(make serve)" (issue 40).
func TestTextsNameNoCommands(t *testing.T) {
	for _, l := range i18n.Langs {
		for _, k := range i18n.Keys(l) {
			s, _ := i18n.Text(l, k)
			for _, cmd := range []string{"make serve", "make run", "make test", "go run", "go test"} {
				if strings.Contains(s, cmd) {
					t.Errorf("%s %q names %q: %q", l, k, cmd, s)
				}
			}
		}
	}
}
