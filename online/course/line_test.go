package course

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestParseVariants: spaces, parameter order, line ends and empty
// parentheses all read as the same line.
func TestParseVariants(t *testing.T) {
	want := L("move", "x", "3", "y", "2")
	for _, s := range []string{
		"move(x=3;y=2)", "move(x=3;y=2)\r\n", "move(x=3;y=2)\n", "move (x =3; y= 2 )",
		"  move\t( x = 3 ; y = 2 )  \r\n", "move(y=2;x=3)",
	} {
		l, err := Parse(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if x, _ := l.Get("x"); x != "3" || l.Name != "move" || len(l.Params) != 2 {
			t.Errorf("%q read as %v", s, l)
		}
		if y, _ := l.Get("y"); y != "2" {
			t.Errorf("%q read as %v", s, l)
		}
	}
	for _, s := range []string{"exit", "exit\r\n", " exit ", "exit()", "exit ( )\n"} {
		if l, err := Parse(s); err != nil || l.Name != "exit" || len(l.Params) != 0 {
			t.Errorf("%q read as %v, %v", s, l, err)
		}
	}
	if got := want.String(); got != "move(x=3;y=2)" {
		t.Errorf("formatted %q", got)
	}
	if got := L("bye").String(); got != "bye" {
		t.Errorf("formatted %q", got)
	}
}

// TestParseErrors: comments and blank lines are skipped, broken lines are
// errors that say why.
func TestParseErrors(t *testing.T) {
	for _, s := range []string{"", "\r\n", "> hello", "  >x", "\n"} {
		if _, err := Parse(s); !errors.Is(err, ErrEmpty) {
			t.Errorf("%q: %v, want ErrEmpty", s, err)
		}
	}
	cases := map[string]error{
		"move(x=1;x=2)":                ErrTwice,
		"move(x=1":                     ErrSyntax,
		"move(x=1))":                   ErrSyntax,
		"move(x=1)junk":                ErrSyntax,
		"move(x)":                      ErrSyntax,
		"move(=1)":                     ErrKey,
		"move(1x=1)":                   ErrKey,
		"mo ve":                        ErrName,
		"(x=1)":                        ErrName,
		"9move":                        ErrName,
		"move(x=1;;y=2)":               ErrSyntax,
		"move(x=(1);y=2)":              ErrSyntax,
		strings.Repeat("a", MaxLine+1): ErrTooLong,
	}
	for s, want := range cases {
		if _, err := Parse(s); !errors.Is(err, want) {
			t.Errorf("%.40q: %v, want %v", s, err, want)
		}
	}
}

// TestKeysCaseSensitive: xdim is not xDim.
func TestKeysCaseSensitive(t *testing.T) {
	l, _ := Parse("init(xdim=3)")
	if _, ok := l.Get("xDim"); ok {
		t.Error("xdim read as xDim")
	}
}

// TestCleanRoundTrip: free text with the syntax's characters is cleaned
// into a value that parses back.
func TestCleanRoundTrip(t *testing.T) {
	l := L("error", "message", "bad (x=1; y) \r\n end")
	back, err := Parse(l.String())
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := back.Get("message"); m != "bad  x=1  y     end" {
		t.Errorf("message %q", m)
	}
}

// FuzzParse: no input panics, and every line read formats to text that
// reads back as the same line (values cleaned).
func FuzzParse(f *testing.F) {
	for _, s := range []string{"move(x=3;y=2)", "init(xDim=3;yDim=3;begin=s;setup=0n0n0n2s1c0n0n0n1c;user=W)",
		"exit", "> c", "move (x =3; y= 2 )\r\n", "a(b=)", "a(b=c=d)", "x(\x00=1)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := Parse(s)
		if err != nil {
			return
		}
		want := Line{Name: l.Name}
		for _, p := range l.Params {
			want.Params = append(want.Params, Param{p.Key, Clean(p.Value)})
		}
		back, err := Parse(l.String())
		if err != nil {
			t.Fatalf("%q formatted as %q, which does not read: %v", s, l.String(), err)
		}
		if len(want.Params) == 0 {
			want.Params = nil
		}
		if !reflect.DeepEqual(back, want) {
			t.Fatalf("%q: read %v, formatted %q, read back %v", s, l, l.String(), back)
		}
	})
}
