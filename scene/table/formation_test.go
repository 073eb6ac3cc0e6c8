package table

import (
	"math/bits"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/formation"
	"kaskade/engine/game"
	formationview "kaskade/scene/games/formation"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// fmSeats is a Die Formation set-up: Black (seat 0) and White, "human"
// or a computer level, on the board of options.
func fmSeats(options, black, white string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.Game, cfg.Options = "formation", options
	cfg.Players = []view.PlayerConfig{{Name: "Black"}, {Name: "White"}}
	for i, k := range []string{black, white} {
		if k != "human" {
			cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, k
		}
	}
	return cfg
}

func fv(t *table) *formationview.FormationView { return t.view.(*formationview.FormationView) }

func fst(t *table) *formation.State { return formationview.FormationOf(t.state()) }

func (r *rig) fmBoard(options string, moves ...string) *table {
	r.T.Helper()
	return r.boardCfg(fmSeats(options, "human", "human"), moves...)
}

// sqPoint is the centre of a square named in notation, e.g. "b8".
func (r *rig) sqPoint(t *table, name string) ui.Point {
	r.T.Helper()
	p, ok := fv(t).CellCenter(name)
	if !ok {
		r.T.Fatalf("no square %q", name)
	}
	return p
}

// firstMove is the mover's first legal move whose piece stands on a
// square of colour c, from the engine.
func firstMove(t *testing.T, s *formation.State, c formation.Colour) game.Move {
	t.Helper()
	for _, m := range s.LegalMoves(nil) {
		if m != formation.Pass && s.Colours()[m>>6] == c {
			return m
		}
	}
	t.Fatalf("no %v move in %s", c, s)
	return game.NoMove
}

func sqName(m game.Move, to bool) string {
	if to {
		return formation.Square(m & 63).String()
	}
	return formation.Square(m >> 6).String()
}

func TestFormationPickShowsTheEngineTargets(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.fmBoard("random:7")
	s := fst(b)
	for p := s.Pieces(formation.Black); p != 0; p &= p - 1 {
		sq := formation.Square(bits.TrailingZeros64(p))
		r.Click(r.sqPoint(b, sq.String()))
		var want uint64
		for _, m := range s.LegalMoves(nil) {
			if m != formation.Pass && formation.Square(m>>6) == sq {
				want |= 1 << (m & 63)
			}
		}
		if v := fv(b); !v.Picked || v.Pick != sq || v.Targets != want {
			t.Fatalf("picked %v on %v: targets %x, the engine's legal moves go to %x", v.Picked, sq, v.Targets, want)
		}
		r.Shot("/dev/null") // drawing the marks must not fail
	}
	r.Click(r.sqPoint(b, fv(b).Pick.String()))
	if fv(b).Picked {
		t.Fatal("a click on the picked piece does not put it down")
	}
}

func TestFormationClickPieceThenTargetPlays(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.fmBoard("default")
	want := fst(b)
	m := firstMove(t, want, formation.Red)
	want.Apply(m)
	r.Click(r.sqPoint(b, sqName(m, false)))
	r.Click(r.sqPoint(b, sqName(m, true)))
	if b.match.Cursor() != 1 || b.state().String() != want.String() {
		t.Fatalf("after %s: cursor %d, position %s, want %s", want.FormatMove(m), b.match.Cursor(), b.state(), want)
	}
	if !fv(b).Busy() {
		t.Fatal("the move is not animated")
	}
	r.settle(b, 200)
	if fv(b).St.String() != b.state().String() || fv(b).Picked {
		t.Fatalf("the view shows %s (picked %v), the engine %s", fv(b).St, fv(b).Picked, b.state())
	}
}

func TestFormationIllegalTargetIsRefusedWithAReason(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.fmBoard("default")
	before := b.state().String()
	r.Click(r.sqPoint(b, "b8"))
	bad := formation.Square(-1)
	for sq := formation.Square(0); sq < 64; sq++ {
		if fst(b).PieceAt(sq) == formation.NoSide && fv(b).Targets>>sq&1 == 0 {
			bad = sq
			break
		}
	}
	r.Click(r.sqPoint(b, bad.String()))
	if b.state().String() != before || b.match.Cursor() != 0 {
		t.Fatalf("an illegal move changed the game: %s", b.state())
	}
	if !b.msgBad || !strings.Contains(b.msg, "cannot be reached from b8") || fv(b).RefuseTicks == 0 {
		t.Fatalf("refusal %q (bad %v), flash %d", b.msg, b.msgBad, fv(b).RefuseTicks)
	}
	r.Click(r.sqPoint(b, "d8")) // White's piece
	if b.match.Cursor() != 0 || !strings.Contains(b.msg, "taken") {
		t.Fatalf("a move onto White's piece: cursor %d, message %q", b.match.Cursor(), b.msg)
	}
	r.Key(ebiten.KeyBackspace)
	r.Click(r.sqPoint(b, "d8"))
	if b.match.Cursor() != 0 || b.msg != "That piece is White's" {
		t.Fatalf("a click on White's piece: cursor %d, message %q", b.match.Cursor(), b.msg)
	}
}

// dragInputs are the ticks of a drag from a to b with the primary
// pointer: the press, eight steps of the way, a tick held at b, and the
// release. A mouse press is a click at once; a finger's press is not, and
// its tap ends in a click where it is lifted.
func dragInputs(a, b ui.Point, touch bool) []ui.Input {
	press := ui.Input{Down: true, Pointer: a, Cursor: a, HasCursor: !touch}
	if !touch {
		press.Clicks = []ui.Point{a}
	}
	ins := []ui.Input{press}
	for i := 1; i <= 9; i++ {
		f := float64(min(i, 8)) / 8
		p := ui.Point{X: ui.Lerp(a.X, b.X, f), Y: ui.Lerp(a.Y, b.Y, f)}
		ins = append(ins, ui.Input{Down: true, Pointer: p, Cursor: p, HasCursor: !touch})
	}
	up := ui.Input{Released: true, ReleasedAt: b, Pointer: b, Cursor: b, HasCursor: !touch}
	if touch {
		up.Clicks = []ui.Point{b}
	}
	return append(ins, up)
}

func TestFormationDragAndDropPlays(t *testing.T) {
	for _, touch := range []bool{false, true} {
		r := newRig(t, view.Animated)
		b := r.fmBoard("random:1")
		want := fst(b)
		m := firstMove(t, want, formation.Green)
		want.Apply(m)
		from, to := r.sqPoint(b, sqName(m, false)), r.sqPoint(b, sqName(m, true))
		ins := dragInputs(from, to, touch)
		for i, in := range ins[:len(ins)-1] {
			r.Tick(in)
			if i == 6 && (!fv(b).Drag.Moved || b.match.Cursor() != 0) {
				t.Fatalf("touch %v mid-drag: moved %v, cursor %d", touch, fv(b).Drag.Moved, b.match.Cursor())
			}
		}
		r.Shot("/dev/null")
		r.Tick(ins[len(ins)-1])
		r.Tick(ui.Input{})
		if b.match.Cursor() != 1 || b.state().String() != want.String() {
			t.Fatalf("touch %v, after the drop: cursor %d, %s, want %s", touch, b.match.Cursor(), b.state(), want)
		}
		if fv(b).Drag.On || fv(b).Picked {
			t.Fatalf("touch %v: after the drop the drag is on %v, a piece picked %v", touch, fv(b).Drag.On, fv(b).Picked)
		}
	}
}

// A drag let go where it started is a click: the piece stays picked; a
// second press and release on it puts it down.
func TestFormationDragBackHomeKeepsThePick(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.fmBoard("random:1")
	m := firstMove(t, fst(b), formation.Green)
	from := r.sqPoint(b, sqName(m, false))
	r.Tick(ui.Input{Clicks: []ui.Point{from}, Down: true, Pointer: from})
	r.Tick(ui.Input{Released: true, ReleasedAt: from})
	if v := fv(b); !v.Picked || v.Drag.On || b.match.Cursor() != 0 {
		t.Fatalf("a press and release: picked %v, drag %v, cursor %d", v.Picked, v.Drag.On, b.match.Cursor())
	}
	r.Tick(ui.Input{Clicks: []ui.Point{from}, Down: true, Pointer: from})
	r.Tick(ui.Input{Released: true, ReleasedAt: from})
	if fv(b).Picked {
		t.Fatal("a second click on the picked piece did not put it down")
	}
}

// A release the view never saw (the header took that tick's input) ends
// the drag without a move.
func TestFormationDragLostReleaseEndsTheDrag(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.fmBoard("random:1")
	m := firstMove(t, fst(b), formation.Green)
	from, to := r.sqPoint(b, sqName(m, false)), r.sqPoint(b, sqName(m, true))
	ins := dragInputs(from, to, false)
	for _, in := range ins[:5] {
		r.Tick(in)
	}
	r.Tick(ui.Input{}) // up, unseen
	r.Tick(ui.Input{})
	if fv(b).Drag.On || b.match.Cursor() != 0 {
		t.Fatalf("drag on %v, cursor %d", fv(b).Drag.On, b.match.Cursor())
	}
}

func TestFormationKnightHopsAndUndoFliesBack(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.fmBoard("random:1") // Black has knights' moves at once
	start := b.state().String()
	m := firstMove(t, fst(b), formation.Green)
	r.Click(r.sqPoint(b, sqName(m, false)))
	r.Click(r.sqPoint(b, sqName(m, true)))
	f := fv(b).Fly
	if f == nil || !f.Jump || f.Back {
		t.Fatalf("a knight's move flies %+v", f)
	}
	for f.Tick < f.Length/2 {
		r.Tick(ui.Input{})
	}
	if _, rise := f.At(fv(b).Lay); rise < fv(b).Lay.Sq*0.4 {
		t.Fatalf("mid-jump the knight is %.1f px up, want about half a square", rise)
	}
	r.settle(b, 200)
	r.Ctrl(ebiten.KeyZ)
	if b.match.Cursor() != 0 {
		t.Fatalf("undo: cursor %d", b.match.Cursor())
	}
	r.Tick(ui.Input{})
	if f := fv(b).Fly; f == nil || !f.Back || f.To != formation.Square(m>>6) {
		t.Fatalf("the undo is not flown back to %v: %+v", formation.Square(m>>6), f)
	}
	r.settle(b, 200)
	if fv(b).St.String() != start || b.state().String() != start {
		t.Fatalf("after the undo the view shows %s, want %s", fv(b).St, start)
	}
}

func TestFormationKeyboardPicksAndMoves(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.fmBoard("default")
	r.Key(ebiten.KeyArrowDown) // shows the cursor on Black's first piece, b8
	if v := fv(b); !v.ShowCursor || v.Cursor.String() != "b8" {
		t.Fatalf("cursor %v shown %v", v.Cursor, v.ShowCursor)
	}
	r.Key(ebiten.KeyEnter)
	if !fv(b).Picked {
		t.Fatal("Enter did not pick b8")
	}
	r.Key(ebiten.KeyBackspace)
	if fv(b).Picked {
		t.Fatal("Backspace did not put the piece down")
	}
	r.Key(ebiten.KeyEnter)
	to := formation.Square(bits.TrailingZeros64(fv(b).Targets))
	for fv(b).Cursor.Rank() > to.Rank() {
		r.Key(ebiten.KeyArrowDown)
	}
	for fv(b).Cursor.File() != to.File() {
		k := ebiten.KeyArrowRight
		if fv(b).Cursor.File() > to.File() {
			k = ebiten.KeyArrowLeft
		}
		r.Key(k)
	}
	r.Key(ebiten.KeyEnter)
	if b.match.Cursor() != 1 {
		t.Fatalf("Enter on the target %v did not move", to)
	}
}

// stuck is a position on an all-red board where Black, to move, has no
// move (its two blocks are walled in) and White has.
const stuck = "RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRRRRRRR " +
	"5wbb/5wbb/6ww/8/8/ww6/bbw5/bbw5 b 0 *"

func TestFormationPassIsAnnouncedThenPlayed(t *testing.T) {
	r := newRig(t, view.Animated)
	st, err := formation.Parse(stuck)
	if err != nil {
		t.Fatal(err)
	}
	env := view.ViewEnv{Settings: &r.M.Settings, Sounds: r.M.Sounds, Name: func(p game.Player) string { return []string{"Black", "White"}[p] }}
	v := formationview.NewFormationView(env).(*formationview.FormationView)
	v.Layout(ui.Rect{X: 0, Y: 64, W: 900, H: 660}, 1)
	v.Reset(st)
	if !strings.Contains(v.Status(), "Black has no move and passes") {
		t.Fatalf("status %q", v.Status())
	}
	n := 0
	for ; v.Input(&ui.Input{}, st) == game.NoMove; n++ {
		if n > formationview.PassWait {
			t.Fatal("the pass was not played by itself")
		}
	}
	v.Reset(st)
	if v.Input(&ui.Input{Clicks: []ui.Point{{X: 10, Y: 10}}}, st) != formation.Pass {
		t.Fatal("a click does not pass at once")
	}
	after := st.Clone()
	after.Apply(formation.Pass)
	v.Show(view.Shown{Before: st, Move: formation.Pass, After: after})
	if !v.Busy() || !strings.Contains(v.Status(), "Black passes") {
		t.Fatalf("the pass is not announced: busy %v, %q", v.Busy(), v.Status())
	}
}

func TestFormationDrawReasons(t *testing.T) {
	s, _ := formation.NewGame("default,limit=2")
	s.Apply(s.LegalMoves(nil)[0])
	s.Apply(s.LegalMoves(nil)[0])
	if got := formationview.DrawReason(s); !s.IsOver() || !strings.Contains(got, "limit of 2") {
		t.Fatalf("over %v, reason %q", s.IsOver(), got)
	}
	s = repeated(t)
	if got := formationview.DrawReason(s); s.Winner() != formation.NoSide || !strings.Contains(got, "third time") {
		t.Fatalf("reason %q", got)
	}
}

// repeated plays a pair of moves forth and back until the start comes up
// a third time: a, b, a back, b back, twice. The pair is searched among
// the engine's legal moves.
func repeated(t *testing.T) *formation.State {
	t.Helper()
	start, _ := formation.NewGame("default")
	rev := func(m game.Move) game.Move { return formation.MoveOf(formation.Square(m&63), formation.Square(m>>6)) }
	for _, a := range start.LegalMoves(nil) {
		s1 := start.Clone().(*formation.State)
		s1.Apply(a)
		for _, b := range s1.LegalMoves(nil) {
			if s := playAll(start, a, b, rev(a), rev(b), a, b, rev(a), rev(b)); s != nil && s.IsOver() {
				return s
			}
		}
	}
	t.Fatal("no repetition found")
	return nil
}

// playAll plays the moves on a copy of s, nil if one is not legal.
func playAll(s *formation.State, moves ...game.Move) *formation.State {
	c := s.Clone().(*formation.State)
	for _, m := range moves {
		if _, err := c.ParseMove(c.FormatMove(m)); err != nil {
			return nil
		}
		c.Apply(m)
	}
	return c
}
