// Command wasmsize prints where the bytes of the WebAssembly build go: by
// section of the module, and by Go package and kind (code, data, type
// metadata, strings, function tables), from the linker's own tables.
//
//	make wasm-size
//
// runs it. It reads three things the Makefile makes:
//
//   - a build of the game with symbols (the same flags as 'make wasm' but
//     without -s -w): its "name" section names every function, and its code
//     section holds each function's body, so the code of each package is
//     exact (the linked size);
//   - the linker's list of what it kept (-ldflags=-dumpdep, "a -> b" lines):
//     the data symbols that reached the module;
//   - the package archives (go list -deps -export, GOOS=js GOARCH=wasm),
//     whose symbol tables (go tool nm -size -type) give each kept data
//     symbol's size and the package that defines it.
//
// What the linker makes itself (the pclntab with its function and line
// tables, typelinks, itablinks, the module data) is the module's data
// section less every attributed symbol. The served module (-s -w) has the
// same code and data; only its "name" section is missing.
//
// Each package's share of the compressed module is estimated by
// compressing its code alone with gzip -9 (compress/flate): a guide to
// where the compressed bytes go, not their exact split.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/flate"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

func main() {
	wasmPath := flag.String("wasm", "", "the module built with symbols (no -s -w)")
	served := flag.String("served", "", "the module as served (optional; its sections are printed beside)")
	deps := flag.String("deps", "", "the linker's -dumpdep output")
	exports := flag.String("exports", "", "'go list -deps -export' output: import path and archive per line")
	top := flag.Int("top", 40, "packages and symbols to list")
	flag.Parse()
	if *wasmPath == "" || *deps == "" || *exports == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*wasmPath, *served, *deps, *exports, *top); err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

type section struct {
	id   byte
	name string // a custom section's name
	body []byte
}

var sectionNames = map[byte]string{0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory",
	6: "global", 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}

func (s section) label() string {
	if s.id == 0 {
		return "custom " + strconv.Quote(s.name)
	}
	return sectionNames[s.id]
}

// reader reads a module's LEB128 numbers and vectors.
type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil || r.off >= len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return 0
	}
	c := r.b[r.off]
	r.off++
	return c
}

func (r *reader) u32() uint32 {
	var v uint32
	for shift := 0; shift < 35; shift += 7 {
		c := r.byte()
		v |= uint32(c&0x7f) << shift
		if c&0x80 == 0 {
			return v
		}
	}
	r.err = errors.New("bad LEB128")
	return 0
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || r.off+n > len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return nil
	}
	b := r.b[r.off : r.off+n]
	r.off += n
	return b
}

func (r *reader) name() string { return string(r.bytes(int(r.u32()))) }

// skipExpr skips a constant expression up to its end opcode.
func (r *reader) skipExpr() {
	for r.err == nil {
		switch op := r.byte(); op {
		case 0x0b:
			return
		case 0x41, 0x42, 0x23: // i32.const, i64.const (signed LEB), global.get
			for r.err == nil && r.byte()&0x80 != 0 {
			}
		default:
			r.err = fmt.Errorf("opcode %#x in a constant expression", op)
		}
	}
}

func sections(b []byte) ([]section, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	r := &reader{b: b, off: 8}
	var out []section
	for r.off < len(b) && r.err == nil {
		id := r.byte()
		body := r.bytes(int(r.u32()))
		s := section{id: id, body: body}
		if id == 0 {
			cr := &reader{b: body}
			s.name = cr.name()
		}
		out = append(out, s)
	}
	return out, r.err
}

// module is what wasmsize reads from a module: each function's name and
// body size, and the data segments' bytes.
type module struct {
	sections []section
	funcs    []fn
	data     [][]byte
}

type fn struct {
	name string
	body []byte
}

func parse(b []byte) (*module, error) {
	ss, err := sections(b)
	if err != nil {
		return nil, err
	}
	m := &module{sections: ss}
	imported := 0
	names := map[int]string{}
	var bodies [][]byte
	for _, s := range ss {
		r := &reader{b: s.body}
		switch {
		case s.id == 2:
			for range r.u32() {
				r.name()
				r.name()
				switch kind := r.byte(); kind {
				case 0:
					r.u32()
					imported++
				case 1: // table: reftype, limits
					r.byte()
					if r.byte() == 1 {
						r.u32()
					}
					r.u32()
				case 2: // memory: limits
					if r.byte() == 1 {
						r.u32()
					}
					r.u32()
				case 3: // global: type, mutability
					r.byte()
					r.byte()
				}
			}
		case s.id == 10:
			for range r.u32() {
				bodies = append(bodies, r.bytes(int(r.u32())))
			}
		case s.id == 11:
			for range r.u32() {
				switch flags := r.u32(); flags {
				case 0:
					r.skipExpr()
				case 1:
				case 2:
					r.u32()
					r.skipExpr()
				}
				m.data = append(m.data, r.bytes(int(r.u32())))
			}
		case s.id == 0 && s.name == "name":
			r.name()
			for r.off < len(r.b) && r.err == nil {
				sub := r.byte()
				sr := &reader{b: r.bytes(int(r.u32()))}
				if sub != 1 {
					continue
				}
				for range sr.u32() {
					i := int(sr.u32())
					names[i] = sr.name()
				}
				if sr.err != nil {
					return nil, fmt.Errorf("name section: %w", sr.err)
				}
			}
		}
		if r.err != nil {
			return nil, fmt.Errorf("%s section: %w", s.label(), r.err)
		}
	}
	for i, body := range bodies {
		name, ok := names[imported+i]
		if !ok {
			name = fmt.Sprintf("func[%d]", imported+i)
		}
		m.funcs = append(m.funcs, fn{name, body})
	}
	return m, nil
}

// pkgOf is the package of a Go symbol's name: "a/b/c.F" is "a/b/c",
// "type:*a/b.T" is "a/b"; instantiations' brackets are ignored.
func pkgOf(sym string) string {
	s := sym
	for _, p := range []string{"type:.eq.", "type:.hash.", "type:.namedata.", "type:.importpath.", "type:.", "type:", "go:itab.", "go:info.", "go:cuinfo.", "gclocals·", "go:"} {
		if strings.HasPrefix(s, p) {
			s = s[len(p):]
			break
		}
	}
	s = strings.TrimLeft(s, "*[]0123456789")
	for _, p := range []string{"map.", "chan ", "func(", "struct {", "interface {", "noalg."} {
		if strings.HasPrefix(s, p) {
			return "(compiler: " + strings.TrimRight(p, ". ({") + " types)"
		}
	}
	if i := strings.IndexByte(s, '['); i >= 0 {
		s = s[:i]
	}
	slash := strings.LastIndexByte(s, '/')
	dot := strings.IndexByte(s[slash+1:], '.')
	if dot < 0 {
		if slash < 0 {
			return "(" + strings.TrimPrefix(sym, "type:") + ")"
		}
		return s
	}
	return s[:slash+1+dot]
}

// mangledPackages returns a function from a function's name in the
// module's name section to its package. The linker writes names with each
// character other than a letter, digit, '_' or '.' replaced by '_'
// ("kaskade_scene.__menuScene_.Draw" for "kaskade/scene.(*menuScene).Draw"),
// so names are matched against the build's packages spelled so.
func mangledPackages(exportsPath string) func(string) string {
	b, _ := os.ReadFile(exportsPath)
	mangled := map[string]string{}
	for line := range strings.Lines(string(b)) {
		pkg, _, _ := strings.Cut(strings.TrimSpace(line), " ")
		if pkg != "" {
			mangled[nameRegexp.ReplaceAllString(pkg, "_")] = pkg
		}
	}
	mangled["main"] = "kaskade"
	return func(name string) string {
		longest := func(s string) string {
			best := ""
			for i := range len(s) {
				if s[i] == '.' {
					if p, ok := mangled[s[:i]]; ok {
						best = p
					}
				}
			}
			return best
		}
		best := longest(name) // "go_ast.Walk" is go/ast's
		kind := ""
		if best == "" {
			s := name
			for _, p := range []string{"type_.eq.", "type_.hash.", "go_itab.", "go_shape.", "go_"} {
				if strings.HasPrefix(s, p) {
					s, kind = s[len(p):], p
					break
				}
			}
			best = longest(strings.TrimLeft(s, "_0123456789"))
		}
		switch {
		case best != "":
			return best
		case kind != "":
			return "(compiler: " + strings.TrimSuffix(kind, ".") + " functions)"
		}
		return "(unattributed functions)"
	}
}

var nameRegexp = regexp.MustCompile(`[^\w.]`)

// group is a package's or a module's share of the build.
type group struct {
	name                                     string
	code, typemeta, strs, functab, data, all int
	blob                                     bytes.Buffer
}

func (g *group) add(kind string, size int) {
	switch kind {
	case "code":
		g.code += size
	case "type metadata":
		g.typemeta += size
	case "strings":
		g.strs += size
	case "function tables":
		g.functab += size
	default:
		g.data += size
	}
	g.all += size
}

// dataKind sorts a data symbol by its name.
func dataKind(name string) string {
	switch {
	case strings.HasPrefix(name, "type:"), strings.HasPrefix(name, "go:itab."), strings.HasPrefix(name, "runtime.gcbits."):
		return "type metadata"
	case strings.HasPrefix(name, "go:string."):
		return "strings"
	case strings.HasPrefix(name, "gclocals·"), strings.HasSuffix(name, ".args_stackmap"), strings.Contains(name, ".arginfo"),
		strings.HasSuffix(name, ".stkobj"), strings.HasSuffix(name, ".opendefer"), strings.Contains(name, ".wrapinfo"):
		return "function tables"
	}
	return "data"
}

// moduleOf is the module (repository) of a package, for the summary.
func moduleOf(pkg string) string {
	switch {
	case strings.HasPrefix(pkg, "kaskade/"), pkg == "kaskade":
		parts := strings.Split(pkg, "/")
		if len(parts) >= 3 && parts[1] == "scene" && parts[2] == "games" {
			return "kaskade/scene/games/*"
		}
		if len(parts) >= 2 {
			return "kaskade/" + parts[1]
		}
		return "kaskade (main)"
	case strings.HasPrefix(pkg, "github.com/hajimehoshi/ebiten/v2/text"):
		return "ebiten/v2/text (and its shaper's glue)"
	case strings.HasPrefix(pkg, "github.com/hajimehoshi/ebiten/v2/internal/shader"),
		strings.HasPrefix(pkg, "github.com/hajimehoshi/ebiten/v2/internal/shaderir"):
		return "ebiten's shader compiler (Kage)"
	case strings.HasPrefix(pkg, "github.com/"), strings.HasPrefix(pkg, "golang.org/x/"):
		parts := strings.Split(pkg, "/")
		if len(parts) > 3 {
			parts = parts[:3]
		}
		return strings.Join(parts, "/")
	case strings.HasPrefix(pkg, "("):
		return "(compiler-made and unattributed)"
	}
	first, _, _ := strings.Cut(pkg, "/")
	switch first {
	case "go", "text":
		return "std: go/..., text/... (Kage's parser)"
	case "runtime", "internal", "sync", "syscall":
		return "std: runtime, internal, sync, syscall"
	}
	return "std: other"
}

func run(wasmPath, servedPath, depsPath, exportsPath string, top int) error {
	raw, err := os.ReadFile(wasmPath)
	if err != nil {
		return err
	}
	m, err := parse(raw)
	if err != nil {
		return fmt.Errorf("%s: %w", wasmPath, err)
	}
	var served []section
	servedSize := 0
	if servedPath != "" {
		b, err := os.ReadFile(servedPath)
		if err != nil {
			return err
		}
		servedSize = len(b)
		if served, err = sections(b); err != nil {
			return fmt.Errorf("%s: %w", servedPath, err)
		}
	}

	fmt.Printf("== sections of %s (%d bytes)", wasmPath, len(raw))
	if servedPath != "" {
		fmt.Printf(" and of %s as served (%d bytes)", servedPath, servedSize)
	}
	fmt.Println()
	servedBy := map[string]int{}
	for _, s := range served {
		servedBy[s.label()] += len(s.body)
	}
	for _, s := range m.sections {
		if servedPath != "" {
			fmt.Printf("%-18s %11d  %11d\n", s.label(), len(s.body), servedBy[s.label()])
		} else {
			fmt.Printf("%-18s %11d\n", s.label(), len(s.body))
		}
	}

	reach, err := reachable(depsPath)
	if err != nil {
		return err
	}
	syms, err := dataSymbols(exportsPath, reach)
	if err != nil {
		return err
	}

	groups := map[string]*group{}
	get := func(name string) *group {
		g := groups[name]
		if g == nil {
			g = &group{name: name}
			groups[name] = g
		}
		return g
	}
	codeTotal := 0
	funcPkg := mangledPackages(exportsPath)
	for _, f := range m.funcs {
		g := get(funcPkg(f.name))
		g.add("code", len(f.body))
		g.blob.Write(f.body)
		codeTotal += len(f.body)
	}
	dataTotal := 0
	for _, d := range m.data {
		dataTotal += len(d)
	}
	attributed := 0
	for _, s := range syms {
		g := get(s.pkg)
		g.add(dataKind(s.name), s.size)
		attributed += s.size
	}
	linker := dataTotal - attributed

	fmt.Printf("\n== by kind (code: the code section's function bodies; data: the data section's %d segments)\n", len(m.data))
	kinds := map[string]int{}
	for _, g := range groups {
		kinds["code"] += g.code
		kinds["type metadata (type:*, itabs, gcbits)"] += g.typemeta
		kinds["strings (go:string.*)"] += g.strs
		kinds["function tables (stack maps, arg info)"] += g.functab
		kinds["data (variables, tables, embedded files)"] += g.data
	}
	kinds["linker-made (pclntab, typelinks, module data, zero-run padding)"] = linker
	for _, k := range slices.SortedFunc(mapsKeys(kinds), func(a, b string) int { return cmp.Compare(kinds[b], kinds[a]) }) {
		fmt.Printf("%-66s %11d  %5.1f%%\n", k, kinds[k], 100*float64(kinds[k])/float64(len(raw)))
	}
	fmt.Printf("%-66s %11d\n", "code + data sections", codeTotal+dataTotal)

	mods := map[string]*group{}
	for _, g := range groups {
		mg := mods[moduleOf(g.name)]
		if mg == nil {
			mg = &group{name: moduleOf(g.name)}
			mods[mg.name] = mg
		}
		mg.code += g.code
		mg.typemeta += g.typemeta
		mg.strs += g.strs
		mg.functab += g.functab
		mg.data += g.data
		mg.all += g.all
		mg.blob.Write(g.blob.Bytes())
	}
	header := fmt.Sprintf("%-44s %10s %9s %9s %9s %9s %10s %9s", "", "code", "types", "strings", "functabs", "data", "all", "code gz")
	fmt.Printf("\n== by module or area (bytes of the module; code gz: its code alone at gzip -9)\n%s\n", header)
	printGroups(mods, len(mods))
	fmt.Printf("%-44s %10s %9s %9s %9s %9s %10d\n", "linker-made tables", "", "", "", "", "", linker)

	fmt.Printf("\n== the %d largest packages\n%s\n", top, header)
	printGroups(groups, top)

	fmt.Printf("\n== the %d largest data symbols\n", top)
	slices.SortFunc(syms, func(a, b dataSym) int { return cmp.Compare(b.size, a.size) })
	for _, s := range syms[:min(top, len(syms))] {
		fmt.Printf("%10d  %-16s %s\n", s.size, dataKind(s.name), s.name)
	}
	fmt.Printf("\n== the %d largest functions\n", top)
	fs := slices.Clone(m.funcs)
	slices.SortFunc(fs, func(a, b fn) int { return cmp.Compare(len(b.body), len(a.body)) })
	for _, f := range fs[:min(top, len(fs))] {
		fmt.Printf("%10d  %s\n", len(f.body), f.name)
	}
	return nil
}

func mapsKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func printGroups(groups map[string]*group, n int) {
	list := make([]*group, 0, len(groups))
	for _, g := range groups {
		list = append(list, g)
	}
	slices.SortFunc(list, func(a, b *group) int { return cmp.Or(cmp.Compare(b.all, a.all), cmp.Compare(a.name, b.name)) })
	for _, g := range list[:min(n, len(list))] {
		fmt.Printf("%-44s %10d %9d %9d %9d %9d %10d %9d\n", trim(g.name, 44), g.code, g.typemeta, g.strs, g.functab, g.data, g.all, gz(g.blob.Bytes()))
	}
}

func trim(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n+1:]
}

func gz(b []byte) int {
	var c countWriter
	w, _ := flate.NewWriter(&c, 9)
	w.Write(b)
	w.Close()
	return int(c)
}

type countWriter int

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

// reachable is the set of symbols the linker kept, from its -dumpdep lines.
func reachable(path string) (map[string]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	set := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		a, b, ok := strings.Cut(sc.Text(), " -> ")
		if !ok {
			continue
		}
		set[a] = true
		set[b] = true
	}
	return set, sc.Err()
}

type dataSym struct {
	name, pkg string
	size      int
}

// dataSymbols lists the kept data symbols of the archives in the exports
// list with their sizes (go tool nm), each once, in the package that
// defines it first (the list is in dependency order).
func dataSymbols(exportsPath string, reach map[string]bool) ([]dataSym, error) {
	b, err := os.ReadFile(exportsPath)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []dataSym
	for line := range strings.Lines(string(b)) {
		pkg, archive, ok := strings.Cut(strings.TrimSpace(line), " ")
		if !ok || archive == "" {
			continue
		}
		cmd := exec.Command("go", "tool", "nm", "-size", "-type", archive)
		cmd.Stderr = os.Stderr
		nm, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go tool nm %s: %w", archive, err)
		}
		for l := range strings.Lines(string(nm)) {
			f := strings.Fields(l)
			if len(f) < 4 {
				continue
			}
			size, err := strconv.Atoi(f[1])
			if err != nil || size == 0 {
				continue
			}
			typ := f[2]
			if typ != "R" && typ != "D" && typ != "r" && typ != "d" {
				continue // code is counted from the module; bss has no bytes
			}
			name := strings.Join(f[3:], " ")
			if i := strings.LastIndex(name, "<"); i > 0 && strings.HasSuffix(name, ">") {
				name = name[:i] // a package-local symbol's version
			}
			if seen[name] || !reach[name] {
				continue
			}
			seen[name] = true
			owner := pkg
			if strings.HasPrefix(name, "type:") && !strings.HasPrefix(name, "type:.") {
				if p := pkgOf(name); !strings.HasPrefix(p, "(") {
					owner = p
				}
			}
			out = append(out, dataSym{name: name, pkg: owner, size: size})
		}
	}
	return out, nil
}
