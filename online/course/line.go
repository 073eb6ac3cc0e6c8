// Package course speaks the game-server protocol of the programming course
// whose specification gives Kaskade its rules (docs/rules/kaskade-protocol.md):
// lines such as `move(x=3;y=2)` over TCP. It holds the line syntax, the
// boards and set-ups, one game of the server side (Session), the network
// server and the client. It draws nothing and imports no Ebitengine.
package course

import (
	"errors"
	"fmt"
	"strings"
)

// MaxLine bounds one line in bytes, without its line end: the longest
// proper line, an init with a 20x20 set-up, is under 900 bytes.
const MaxLine = 2048

// Param is one named parameter of a line.
type Param struct{ Key, Value string }

// Line is a command or an answer: a name and its parameters in the order
// written (the order carries no meaning; it is kept so that a line is
// formatted as it was built).
type Line struct {
	Name   string
	Params []Param
}

// Get returns the value of key and whether the line has it.
func (l Line) Get(key string) (string, bool) {
	for _, p := range l.Params {
		if p.Key == key {
			return p.Value, true
		}
	}
	return "", false
}

// L builds a line from a name and key, value pairs.
func L(name string, kv ...string) Line {
	l := Line{Name: name}
	for i := 0; i+1 < len(kv); i += 2 {
		l.Params = append(l.Params, Param{kv[i], kv[i+1]})
	}
	return l
}

// String formats the line without its line end: `Name` alone without
// parameters, else `Name(K=V;K=V)`. Values are cleaned (see Clean) so
// that every formatted line parses back to itself.
func (l Line) String() string {
	if len(l.Params) == 0 {
		return l.Name
	}
	var b strings.Builder
	b.WriteString(l.Name)
	b.WriteByte('(')
	for i, p := range l.Params {
		if i > 0 {
			b.WriteByte(';')
		}
		b.WriteString(p.Key)
		b.WriteByte('=')
		b.WriteString(Clean(p.Value))
	}
	b.WriteByte(')')
	return b.String()
}

// Clean makes free text (an error message, a name) a value that parses
// back unchanged: the syntax's own characters and control characters
// become spaces, and the ends are trimmed.
func Clean(v string) string {
	v = strings.Map(func(r rune) rune {
		if strings.ContainsRune("();\r\n", r) || r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, v)
	return strings.TrimSpace(v)
}

// Errors of the syntax. Parse wraps them with where the line went wrong.
var (
	ErrEmpty   = errors.New("empty line")
	ErrName    = errors.New("a command name is letters and digits, starting with a letter")
	ErrSyntax  = errors.New("want Name or Name(Key=Value;...)")
	ErrKey     = errors.New("a parameter key is letters and digits, starting with a letter")
	ErrTwice   = errors.New("a parameter is given twice")
	ErrTooLong = fmt.Errorf("line longer than %d bytes", MaxLine)
)

// IsComment reports whether a line is a comment (it begins with '>'),
// which readers ignore.
func IsComment(s string) bool { return strings.HasPrefix(strings.TrimLeft(s, " \t"), ">") }

// Trim removes the line end: CR LF or a bare LF, and a lone CR.
func Trim(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return strings.TrimSuffix(s, "\r")
}

// Parse reads one line (its line end already removed or not). Spaces and
// tabs may stand around the name, the parentheses, ';' and '='. Keys are
// case-sensitive; a value runs to the next ';' or ')' and is trimmed. A
// comment or an empty line is ErrEmpty: the caller skips it.
func Parse(s string) (Line, error) {
	s = Trim(s)
	if len(s) > MaxLine {
		return Line{}, ErrTooLong
	}
	s = strings.Trim(s, " \t")
	if s == "" || IsComment(s) {
		return Line{}, ErrEmpty
	}
	name, rest, has := strings.Cut(s, "(")
	name = strings.TrimRight(name, " \t")
	if !isIdent(name) {
		return Line{}, fmt.Errorf("%q: %w", name, ErrName)
	}
	l := Line{Name: name}
	if !has {
		return l, nil
	}
	body, ok := strings.CutSuffix(rest, ")")
	if !ok || strings.ContainsAny(body, "()") {
		return Line{}, ErrSyntax
	}
	if strings.Trim(body, " \t") == "" {
		return l, nil // Name() is Name
	}
	for _, part := range strings.Split(body, ";") {
		p, err := parseParam(part)
		if err != nil {
			return Line{}, err
		}
		if _, dup := l.Get(p.Key); dup {
			return Line{}, fmt.Errorf("%q: %w", p.Key, ErrTwice)
		}
		l.Params = append(l.Params, p)
	}
	return l, nil
}

// parseParam reads `Key=Value` with optional spaces.
func parseParam(part string) (Param, error) {
	k, v, ok := strings.Cut(part, "=")
	if !ok {
		return Param{}, fmt.Errorf("%q: %w", strings.TrimSpace(part), ErrSyntax)
	}
	k = strings.Trim(k, " \t")
	if !isIdent(k) {
		return Param{}, fmt.Errorf("%q: %w", k, ErrKey)
	}
	return Param{Key: k, Value: strings.Trim(v, " \t")}, nil
}

// isIdent reports whether s is an ASCII letter followed by letters and
// digits.
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return true
}
