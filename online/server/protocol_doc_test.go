package server

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/online/proto"
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

// TestProtocolPage: docs/online.md's protocol part says what online/proto
// and the server do. Every frame type of online/proto is in the frames'
// table with its direction (frames documented later only need their row
// there); every field the field tables name is a field of the frame's or
// object's type, "always" exactly where the field is never left out;
// every field of the protocol is named on the page; the computer levels
// are the ones a create accepts; and each game's seats, first mover and
// options are the catalogue's. The session's frames are
// TestProtocolSession's.
func TestProtocolPage(t *testing.T) {
	part := protocolPart(t)
	for _, dir := range []string{"client", "server"} {
		types := frameTypes(t, dir)
		if len(types) < 6 {
			t.Fatalf("found %d %s frame types in online/proto", len(types), dir)
		}
		for _, ty := range types {
			if !strings.Contains(part, "| `"+ty+"` | "+dir+" |") {
				t.Errorf("frame %q (%s) has no row in the frames' table", ty, dir)
			}
		}
	}
	checkFieldTables(t, part)
	checkLevels(t, part)
	checkGames(t, part)
}

// jsonFields are the JSON names of a struct's fields and whether each is
// left out when zero.
func jsonFields(ty reflect.Type) map[string]bool {
	out := map[string]bool{}
	for f := range ty.Fields() {
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		out[name] = strings.Contains(opts, "omitempty")
	}
	return out
}

// tables are the rows of each table on the page whose header is header,
// in the page's order, each row its cells.
func tables(part, header string) [][][]string {
	var out [][][]string
	for _, block := range strings.Split(part, header+"\n")[1:] {
		table, _, _ := strings.Cut(block, "\n\n")
		var rows [][]string
		for _, l := range strings.Split(table, "\n")[1:] { // after the |---| line
			cells := strings.Split(strings.Trim(l, "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			rows = append(rows, cells)
		}
		out = append(out, rows)
	}
	return out
}

func unquote(cell string) string { return strings.Trim(cell, "`") }

// fieldHeader heads the page's three field tables: client frames, server
// frames, the objects inside them.
const fieldHeader = "| frame | field | type | present | meaning |"

// checkFieldTables checks the three field tables: each frame is one of
// online/proto's (each way) and each field one of its type's; an object's
// field is "always" exactly where it is never left out; a frame's field
// is "always" where every frame of its type in the page's session has it,
// and the session's frames carry no field the table does not name for
// them.
func checkFieldTables(t *testing.T, part string) {
	ts := tables(part, fieldHeader)
	if len(ts) != 3 {
		t.Fatalf("want 3 field tables (client, server, objects), found %d", len(ts))
	}
	objects := map[string]reflect.Type{"info": reflect.TypeFor[proto.Info](), "seat": reflect.TypeFor[proto.Seat](), "last": reflect.TypeFor[proto.Last]()}
	msg := jsonFields(reflect.TypeFor[proto.Msg]())
	session := sessionFrames(t, part)
	documented := map[string]bool{}
	for i, dir := range []string{"client", "server", "objects"} {
		for _, row := range ts[i] {
			if len(row) != 5 {
				t.Errorf("row %v: want 5 cells", row)
				continue
			}
			frame, field, always := unquote(row[0]), unquote(row[1]), row[3] == "always"
			documented[dir+" "+frame+"."+field] = true
			switch {
			case dir == "objects":
				omit, ok := jsonFields(objects[frame])[field]
				if objects[frame] == nil || !ok {
					t.Errorf("object %s has no field %q", frame, field)
				} else if omit == always {
					t.Errorf("%s.%s: the page says %q, the field is left out when zero: %v", frame, field, row[3], omit)
				}
			case !slices.Contains(frameTypes(t, dir), frame):
				t.Errorf("the %s field table names frame %q, which online/proto does not have", dir, frame)
			case field == "—":
			case !has(msg, field):
				t.Errorf("frame %s: field %q does not exist", frame, field)
			case always:
				for _, f := range session[dir+" "+frame] {
					if _, ok := f[field]; !ok {
						t.Errorf("frame %s: the page says %s is always there; the session has %v", frame, field, f)
					}
				}
			}
		}
	}
	for key, fs := range session {
		for _, f := range fs {
			for field := range f {
				if field != "t" && !documented[key+"."+field] {
					t.Errorf("the session's %s frame has field %q, which the field tables do not name for it", key, field)
				}
			}
		}
	}
	for name, ty := range objects {
		for f := range jsonFields(ty) {
			if !documented["objects "+name+"."+f] {
				t.Errorf("%s's field %q is not in the field tables", name, f)
			}
		}
	}
	for f := range msg {
		if !strings.Contains(part, "`"+f+"`") {
			t.Errorf("the frames' field %q is nowhere on the page", f)
		}
	}
}

func has(m map[string]bool, k string) bool { _, ok := m[k]; return ok }

// sessionFrames are the page's session frames as JSON objects, by
// direction and type ("client move").
func sessionFrames(t *testing.T, part string) map[string][]map[string]json.RawMessage {
	out := map[string][]map[string]json.RawMessage{}
	for _, l := range strings.Split(part, "\n") {
		m := sessionRe.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		var f map[string]json.RawMessage
		var ty string
		if err := json.Unmarshal([]byte(m[3]), &f); err != nil || json.Unmarshal(f["t"], &ty) != nil {
			t.Errorf("the session's line %q is no frame: %v", l, err)
			continue
		}
		dir := map[string]string{"→": "client", "←": "server"}[m[2]]
		out[dir+" "+ty] = append(out[dir+" "+ty], f)
	}
	return out
}

// backticked are the `words` of text.
func backticked(text string) []string {
	var out []string
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

func checkLevels(t *testing.T, part string) {
	_, para, ok := strings.Cut(part, "**Computer levels**")
	para, _, _ = strings.Cut(para, "\n\n")
	var listed []string
	for _, w := range backticked(para) {
		if _, err := ai.New(w); err == nil {
			listed = append(listed, w)
		} else if !slices.Contains([]string{"create", "computer", "bad-game"}, w) {
			t.Errorf("the page lists level %q, which a create refuses: %v", w, err)
		}
	}
	slices.Sort(listed)
	want := slices.Sorted(slices.Values(ai.Levels))
	if !ok || !slices.Equal(listed, want) {
		t.Errorf("the page's computer levels %v, a create accepts %v", listed, want)
	}
}

func checkGames(t *testing.T, part string) {
	rows := map[string][]string{}
	for _, table := range tables(part, "| game | seats, seat 0 first | moves first | options (examples; the default first) |") {
		for _, row := range table {
			rows[unquote(row[0])] = row
		}
	}
	for _, g := range games.All() {
		row, ok := rows[g.Name]
		if !ok || len(row) != 4 {
			t.Errorf("game %s has no row in the games' table", g.Name)
			continue
		}
		if seats := backticked(row[1]); !slices.Equal(seats, g.Seats) && !slices.Equal(seats, g.Seats[:min(len(seats), len(g.Seats))]) || len(backticked(row[1])) < 1 {
			t.Errorf("%s: the page's seats %v, the catalogue's %v", g.Name, backticked(row[1]), g.Seats)
		}
		checkFirst(t, g, row[2])
		opts := backticked(row[3])
		if len(opts) == 0 || opts[0] != g.DefaultOptions {
			t.Errorf("%s: the page's options %v do not start with the default %q", g.Name, opts, g.DefaultOptions)
		}
		for _, o := range opts {
			if _, err := g.New(o); err != nil {
				t.Errorf("%s: the page's options %q are refused: %v", g.Name, o, err)
			}
		}
	}
}

// checkFirst: the page names the seat that moves first in every deal, or
// says it is drawn when the deal decides it.
func checkFirst(t *testing.T, g game.Entry, cell string) {
	first := map[game.Player]bool{}
	for seed := range uint64(16) {
		m, err := match.NewSeeded(g, g.DefaultOptions, seed)
		if err != nil {
			t.Fatal(err)
		}
		first[m.State().CurrentPlayer()] = true
	}
	if len(first) > 1 {
		if !strings.Contains(cell, "drawn") {
			t.Errorf("%s: the first mover is drawn, the page says %q", g.Name, cell)
		}
		return
	}
	for p := range first {
		if w := backticked(cell); len(w) == 0 || w[0] != g.Seats[p] || !strings.Contains(cell, "seat "+strconv.Itoa(int(p))) {
			t.Errorf("%s: seat %d (%s) moves first, the page says %q", g.Name, p, g.Seats[p], cell)
		}
	}
}
