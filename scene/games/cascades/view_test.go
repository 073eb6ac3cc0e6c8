package cascades

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/cascades"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// fixture is a view on a position, laid out as the table lays it out in
// a window of w x h.
type fixture struct {
	v   *View
	st  *cascades.State
	set *view.Settings
}

func newFixture(t *testing.T, options string, w, h float64, moves ...string) fixture {
	t.Helper()
	set := view.DefaultSettings()
	names := []string{"Black", "White"}
	env := view.ViewEnv{Settings: &set, Name: func(p game.Player) string { return names[p] }}
	st, err := cascades.NewGame(options)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		mv, err := st.ParseMove(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		st.Apply(mv)
	}
	v := NewView(env).(*View)
	v.Reset(st)
	tl := ui.LayoutTable(w, h)
	v.Layout(tl.View, tl.U)
	return fixture{v: v, st: st, set: &set}
}

func click(p ui.Point) *ui.Input { return &ui.Input{Clicks: []ui.Point{p}} }

func keys(k ...ebiten.Key) *ui.Input { return &ui.Input{Keys: k} }

func TestClickOnOpenCellIsThatDrop(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760, "b8", "b1", "c1")
	legal := f.st.LegalMoves(nil)
	drops := 0
	for _, m := range legal {
		if m == cascades.End {
			continue
		}
		drops++
		c := cascades.Cell(m)
		if !f.v.Legal(c) {
			t.Errorf("%s: legal for the engine, not lit", f.st.FormatMove(m))
		}
		if got := f.v.Input(click(f.v.Lay.Center(c)), f.st); got != m {
			t.Errorf("click on %s gave %s", f.st.FormatMove(m), f.st.FormatMove(got))
		}
	}
	if drops == 0 || len(f.v.legal) != drops {
		t.Errorf("%d cells lit, engine lists %d drops", len(f.v.legal), drops)
	}
}

func TestClickOnClosedCellIsRefusedWithEngineCode(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760)
	cases := []struct {
		cell, key string
		code      string
	}{
		{"b1", "cascades.refuse not below", cascades.CodeNotBelow},
		{"a3", "cascades.refuse occupied", cascades.CodeOccupied},
	}
	for _, lang := range []string{"en", "de"} {
		i18n.CurLang = lang
		for _, c := range cases {
			p, _ := f.v.Locate(c.cell)
			mv := f.v.Input(click(p), f.st)
			if f.st.FormatMove(mv) != c.cell {
				t.Fatalf("click on %s gave %s", c.cell, f.st.FormatMove(mv))
			}
			err := f.st.Check(mv)
			r, ok := game.RefusalOf(err)
			if !ok || r.Code != c.code {
				t.Fatalf("%s: engine says %v, want code %s", c.cell, err, c.code)
			}
			if got, want := f.v.Refuse(mv, err), i18n.Trf(c.key, c.cell); got != want {
				t.Errorf("%s %s: refusal %q, want %q", lang, c.cell, got, want)
			}
			if f.v.RefuseTicks == 0 || f.v.Lay.Z.FormatCell(f.v.refused) != c.cell {
				t.Errorf("%s: no flash on the refused cell", c.cell)
			}
		}
		if got, want := f.v.Refuse(cascades.End, f.st.Check(cascades.End)), i18n.Tr("cascades.refuse first drop"); got != want {
			t.Errorf("%s: end in the first turn: %q, want %q", lang, got, want)
		}
	}
	i18n.CurLang = "en"
	if cascadesDE["cascades.refuse not below"] == cascadesEN["cascades.refuse not below"] {
		t.Error("the German refusal is the English one")
	}
}

func TestEndTurnByButtonAndKeys(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760, "b8")
	if got := f.v.Input(click(must(f.v.Locate("end"))), f.st); got != cascades.End {
		t.Errorf("End button gave %v", got)
	}
	if got := f.v.Input(keys(ebiten.KeyE), f.st); got != cascades.End {
		t.Errorf("E gave %v", got)
	}
	if got := f.v.Input(keys(ebiten.KeyEnter), f.st); got != cascades.End {
		t.Errorf("Enter on no cell gave %v", got)
	}
	if got := f.v.Input(keys(ebiten.KeySpace), f.st); got != game.NoMove {
		t.Errorf("Space on no cell gave %v", got)
	}
	// the first arrow shows the cursor on an open cell; Enter drops there
	f.v.Input(keys(ebiten.KeyArrowDown), f.st)
	if !f.v.ShowCursor || !f.v.Legal(f.v.Cursor) {
		t.Fatalf("cursor shown %v on %s", f.v.ShowCursor, f.v.Lay.Z.FormatCell(f.v.Cursor))
	}
	f.v.Input(keys(ebiten.KeyArrowRight), f.st)
	want := f.v.Cursor
	if got := f.v.Input(keys(ebiten.KeyEnter), f.st); got != game.Move(want) {
		t.Errorf("Enter on the cursor gave %v, want %v", got, want)
	}
}

func TestArrowsWalkTheRows(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760)
	v, z := f.v, f.st.Size()
	v.ShowCursor = true
	v.setCursor(z.CellAt(3, 4))
	x0 := v.Lay.Center(v.Cursor).X
	for range 4 {
		v.Input(keys(ebiten.KeyArrowDown), f.st)
	}
	if r, _ := z.RowCol(v.Cursor); r != 7 {
		t.Fatalf("down four rows from d5 is row %d", r)
	}
	if dx := v.Lay.Center(v.Cursor).X - x0; dx < -1 || dx > v.Lay.Pitch()/2+1 {
		t.Errorf("down four rows drifted %.1f px sideways", dx)
	}
	for range 20 {
		v.Input(keys(ebiten.KeyArrowUp), f.st)
	}
	if r, _ := z.RowCol(v.Cursor); r != 0 {
		t.Errorf("up stops at the top row, got row %d", r)
	}
	for range 20 {
		v.Input(keys(ebiten.KeyArrowRight), f.st)
	}
	if z.FormatCell(v.Cursor) != "a8" {
		t.Errorf("right stops at the row's end, got %s", z.FormatCell(v.Cursor))
	}
}

// show plays move m on a copy of st and hands it to the view.
func show(t *testing.T, v *View, st *cascades.State, m string, back bool) *cascades.State {
	t.Helper()
	mv, err := st.ParseMove(m)
	if err != nil {
		t.Fatal(err)
	}
	after := *st
	after.Apply(mv)
	v.Show(view.Shown{Before: st.Clone(), Move: mv, After: after.Clone(), Back: back})
	return &after
}

// ticksUntilIdle counts the view's updates until it is not busy.
func ticksUntilIdle(v *View) int {
	n := 0
	for v.Busy() && n < 10000 {
		v.Update(&ui.Input{})
		n++
	}
	return n
}

func TestDropAnimationEndsAfterItsTicks(t *testing.T) {
	for _, c := range []struct {
		speed float64
		back  bool
		want  int
	}{{1, false, fallTicks}, {2, false, fallTicks / 2}, {0.5, false, 2 * fallTicks}, {1, true, fallTicks}} {
		f := newFixture(t, "8x8", 900, 760, "b8")
		f.set.Speed = c.speed
		after := show(t, f.v, f.st, "b1", c.back)
		if !f.v.Busy() {
			t.Fatalf("speed %v: a drop is not shown", c.speed)
		}
		if got := ticksUntilIdle(f.v); got != c.want {
			t.Errorf("speed %v back %v: busy %d ticks, want %d", c.speed, c.back, got, c.want)
		}
		want := after
		if c.back {
			want = f.st
		}
		if f.v.St.String() != want.String() {
			t.Errorf("at rest on %s, want %s", f.v.St, want)
		}
	}
	f := newFixture(t, "8x8", 900, 760, "b8")
	f.set.Mode = view.Instant
	show(t, f.v, f.st, "b1", false)
	if f.v.Busy() {
		t.Error("instant mode is busy")
	}
	f.set.Mode = view.Animated
	show(t, f.v, f.st, "b1", false)
	f.v.Update(click(ui.Point{X: 1, Y: 1}))
	if f.v.Busy() {
		t.Error("a click does not finish the drop")
	}
	show(t, f.v, f.st, "end", false)
	if f.v.Busy() {
		t.Error("an end is animated")
	}
}

func TestFreeDropWashesCutOffStonesAway(t *testing.T) {
	// b1 c1 e5 b2, then c2 cuts White's c1 off from every white spring
	f := newFixture(t, "6x5,free", 900, 760, "b1", "c1", "e5", "b2")
	after := show(t, f.v, f.st, "c2", false)
	a := f.v.Anim
	if a == nil || len(a.opp) != 1 || f.st.Size().FormatCell(a.opp[0]) != "c1" || len(a.own) != 0 {
		t.Fatalf("removals shown: %+v", a)
	}
	if after.At(a.opp[0]) != cascades.NoSide {
		t.Fatal("the engine kept c1")
	}
	if got, want := ticksUntilIdle(f.v), fallTicks+washTicks; got != want {
		t.Errorf("drop and wash took %d ticks, want %d", got, want)
	}
	// White drops into c1 again: the stone is cut off at once, its own
	g := newFixture(t, "6x5,free", 900, 760, "b1", "c1", "e5", "b2", "c2")
	show(t, g.v, g.st, "c1", false)
	if a := g.v.Anim; a == nil || len(a.opp) != 0 || len(a.own) != 1 || a.own[0] != a.cell {
		t.Fatalf("own removal shown: %+v", g.v.Anim)
	}
}

func TestOpponentWashesAwayFirst(t *testing.T) {
	st, _ := cascades.NewGame("6x5,free")
	z := st.Size()
	step := cascades.Step{Side: cascades.Black, Move: game.Move(z.CellAt(2, 2)),
		Removed: []cascades.Cell{z.CellAt(2, 0), z.CellAt(3, 1)}, RemovedOpponent: 1}
	d := newDrop(st, step, false, 1, 0)
	d.Tick = d.fall + d.washO/2
	if o, m := d.washed(false), d.washed(true); o <= 0 || o >= 1 || m != 0 {
		t.Errorf("mid first wash: opponent %.2f, own %.2f", o, m)
	}
	d.Tick = d.fall + d.washO + d.washM/2
	if o, m := d.washed(false), d.washed(true); o != 1 || m <= 0 || m >= 1 {
		t.Errorf("mid second wash: opponent %.2f, own %.2f", o, m)
	}
	if d.Length != fallTicks+2*washTicks {
		t.Errorf("length %d", d.Length)
	}
}

// TestPausedDropRestsBetweenSteps: with a pause per step the drop rests
// after the fall and after the opponent's stones wash away, and nothing
// moves during a rest.
func TestPausedDropRestsBetweenSteps(t *testing.T) {
	st, _ := cascades.NewGame("6x5,free")
	z := st.Size()
	step := cascades.Step{Side: cascades.Black, Move: game.Move(z.CellAt(2, 2)),
		Removed: []cascades.Cell{z.CellAt(2, 0), z.CellAt(3, 1)}, RemovedOpponent: 1}
	rest := ui.RestTicks(1)
	d := newDrop(st, step, false, 1, rest)
	if d.Length != fallTicks+2*washTicks+2*rest {
		t.Fatalf("length %d, want %d", d.Length, fallTicks+2*washTicks+2*rest)
	}
	d.Tick = d.fall + rest/2
	if _, _, p := d.fallAt(z); p != 1 || d.washed(false) != 0 {
		t.Errorf("first rest: fall %.2f, opponent washed %.2f; want 1 and 0", p, d.washed(false))
	}
	d.Tick = d.fall + rest + d.washO + rest/2
	if o, m := d.washed(false), d.washed(true); o != 1 || m != 0 {
		t.Errorf("second rest: opponent %.2f, own %.2f; want 1 and 0", o, m)
	}
	if got := restTicks(view.Settings{Mode: view.Animated, Speed: 1}); got != 0 {
		t.Errorf("animated: rest %d", got)
	}
	if got := restTicks(view.Settings{Mode: view.Paused, Speed: 2}); got != ui.RestTicks(2) || got >= rest {
		t.Errorf("paused at 2x: rest %d, want %d (shorter than %d)", got, ui.RestTicks(2), rest)
	}
}

func TestLayoutKeepsBoardInside(t *testing.T) {
	for _, win := range [][2]float64{{900, 760}, {390, 844}, {1400, 600}, {600, 400}} {
		for _, opt := range []string{"4x2", "8x8", "10x10", "16x16", "4x16", "16x2"} {
			f := newFixture(t, opt, win[0], win[1])
			l, r := f.v.Lay, ui.LayoutTable(win[0], win[1]).View
			name := fmt.Sprintf("%s at %vx%v", opt, win[0], win[1])
			inside := func(what string, b ui.Rect) {
				if b.X < r.X-0.5 || b.Y < r.Y-0.5 || b.X+b.W > r.X+r.W+0.5 || b.Y+b.H > r.Y+r.H+0.5 {
					t.Errorf("%s: %s %+v outside the view %+v", name, what, b, r)
				}
			}
			inside("board", l.Board)
			inside("End button", l.End)
			inside("card", l.Cards[0])
			inside("card", l.Cards[1])
			z := f.st.Size()
			for c := cascades.Cell(0); int(c) < z.Cells(); c++ {
				p := l.Center(c)
				inside("cell "+z.FormatCell(c), ui.Rect{X: p.X - l.S, Y: p.Y - l.S, W: 2 * l.S, H: 2 * l.S})
				if got, ok := l.CellAt(p); !ok || got != c {
					t.Fatalf("%s: the cell at %s's centre is %s", name, z.FormatCell(c), z.FormatCell(got))
				}
			}
			if l.Board.Y+l.Board.H > l.End.Y+0.5 {
				t.Errorf("%s: the board runs into the End button", name)
			}
		}
	}
	if f := newFixture(t, "10x10", 390, 844); !f.v.Lay.Rot {
		t.Error("the 10x10 board stays upright on a phone")
	}
	if f := newFixture(t, "10x10", 900, 760); f.v.Lay.Rot {
		t.Error("the 10x10 board is turned on a desktop window")
	}
}

func TestCellAtOutsideIsNoCell(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760)
	l := f.v.Lay
	for _, p := range []ui.Point{l.rowLabel(3), {X: l.Board.X + 1, Y: l.Board.Y + 1}, l.End.Center()} {
		if c, ok := l.CellAt(p); ok {
			t.Errorf("%+v is on cell %s", p, l.Z.FormatCell(c))
		}
	}
}

func TestTurnLine(t *testing.T) {
	cases := []struct {
		moves []string
		want  string
	}{
		{nil, "Black: first turn, one drop"},
		{[]string{"b8"}, "White: drop 1 of 2"},
		{[]string{"b8", "b1"}, "White: drop 2 of 2"},
	}
	for _, c := range cases {
		f := newFixture(t, "8x8", 900, 760, c.moves...)
		if got := f.v.turnText(); got != c.want {
			t.Errorf("after %v: %q, want %q", c.moves, got, c.want)
		}
	}
}

func TestOpenCellsAreLitOnlyForAPerson(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760, "b8")
	dst := ebiten.NewImage(900, 760)
	defer dst.Deallocate()
	pixel := func(in *ui.Input, c cascades.Cell) [4]byte {
		dst.Clear()
		f.v.Draw(dst, in)
		p := f.v.Lay.Center(c)
		var px [4]byte
		dst.SubImage(image.Rect(int(p.X), int(p.Y), int(p.X)+1, int(p.Y)+1)).(*ebiten.Image).ReadPixels(px[:])
		return px
	}
	z := f.st.Size()
	open, closed := z.CellAt(1, 0), z.CellAt(5, 3) // b1 below White's a1; f4 far down
	if !f.v.Legal(open) || f.v.Legal(closed) {
		t.Fatal("fixture: b1 should be open, f4 closed")
	}
	if pixel(&ui.Input{}, open) == pixel(nil, open) {
		t.Error("an open cell looks the same lit and unlit")
	}
	if pixel(&ui.Input{}, closed) != pixel(nil, closed) {
		t.Error("a closed cell is lit")
	}
}

func TestDrawEveryState(t *testing.T) {
	dst := ebiten.NewImage(390, 844)
	defer dst.Deallocate()
	f := newFixture(t, "6x5,free,territory", 390, 844, "b1", "c1", "e5", "b2")
	show(t, f.v, f.st, "c2", false)
	for f.v.Busy() {
		f.v.Draw(dst, nil)
		f.v.Update(&ui.Input{})
	}
	f.v.SetHint(cascades.End)
	f.v.Draw(dst, &ui.Input{})
	if f.v.Status() == "" {
		t.Error("no status")
	}
}

func TestGameOver(t *testing.T) {
	// on 4x2 Black's b4 and b5 (the right edge) already hold 2 of 5; b3 makes 3
	f := newFixture(t, "4x2", 900, 760, "b5", "b1", "b2", "b4", "b3")
	if !f.st.Over() {
		t.Fatalf("not over: %s", f.st)
	}
	want := "Black wins, 3 to 2 in the valley row"
	if got := f.v.Status(); got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	start, _ := cascades.NewGame("4x2")
	var moves []game.Move
	for _, m := range []string{"b5", "b1", "b2", "b4", "b3"} {
		mv, _ := start.ParseMove(m)
		moves = append(moves, mv)
		start.Apply(mv)
	}
	first, _ := cascades.NewGame("4x2")
	// the panel's title names the winner: the note gives the score, the winner's first
	if got := f.v.GameOverNote(view.Played{Start: first, Moves: moves}); got != "3 to 2 in the valley row  ·  3 turns" {
		t.Errorf("game-over note %q", got)
	}
	if got := f.v.Refuse(game.Move(0), f.st.Check(game.Move(0))); got != i18n.Tr("over refuse") {
		t.Errorf("refusal after the end: %q", got)
	}
}

func must(p ui.Point, ok bool) ui.Point {
	if !ok {
		panic("no such place")
	}
	return p
}

func TestHintIsDrawn(t *testing.T) {
	f := newFixture(t, "8x8", 900, 760, "b8")
	dst := ebiten.NewImage(900, 760)
	defer dst.Deallocate()
	region := func(r image.Rectangle) []byte {
		dst.Clear()
		f.v.Draw(dst, &ui.Input{})
		px := make([]byte, 4*r.Dx()*r.Dy())
		dst.SubImage(r).(*ebiten.Image).ReadPixels(px)
		return px
	}
	c := f.st.Size().CellAt(1, 2)
	p, s := f.v.Lay.Center(c), f.v.Lay.S
	around := image.Rect(int(p.X-s), int(p.Y-s), int(p.X+s), int(p.Y+s))
	end := f.v.Lay.End
	button := image.Rect(int(end.X-8), int(end.Y-8), int(end.X+end.W+8), int(end.Y+end.H+8))
	plainCell, plainEnd := region(around), region(button)
	f.v.SetHint(game.Move(c))
	if string(region(around)) == string(plainCell) {
		t.Error("a hinted cell looks the same")
	}
	f.v.SetHint(cascades.End)
	if string(region(button)) == string(plainEnd) {
		t.Error("a hinted End button looks the same")
	}
}
