package scene

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
)

// fakeInput feeds scripted ticks of input; an empty queue is a quiet tick.
type fakeInput struct{ queue []Input }

func (f *fakeInput) Read() Input {
	if len(f.queue) == 0 {
		return Input{}
	}
	in := f.queue[0]
	f.queue = f.queue[1:]
	return in
}

// rig is a manager on a 900x760 screen driven by synthetic input.
type rig struct {
	t  *testing.T
	m  *Manager
	in *fakeInput
}

func newRig(t *testing.T, mode AnimMode) *rig {
	t.Helper()
	fi := &fakeInput{}
	st := DefaultSettings()
	st.Mode, st.Muted = mode, true
	m := newManager(st, DefaultConfig(), fi)
	m.setSize(900, 760)
	return &rig{t: t, m: m, in: fi}
}

// board starts a board scene on the given position (empty 6x6 if "").
func (r *rig) board(pos string) *boardScene {
	r.t.Helper()
	st, err := kaskade.New(kaskade.DefaultSize)
	if pos != "" {
		st, err = kaskade.Parse(pos)
	}
	if err != nil {
		r.t.Fatal(err)
	}
	b := newBoardSceneFrom(DefaultConfig(), st)
	r.m.Goto(b)
	for i := 0; i <= fadeTicks; i++ { // input is ignored while fading in
		r.tick(Input{})
	}
	return b
}

func (r *rig) tick(in Input) {
	r.t.Helper()
	r.in.queue = append(r.in.queue, in)
	if err := r.m.Update(); err != nil {
		r.t.Fatalf("Update: %v", err)
	}
}

func (r *rig) click(p Point) { r.tick(Input{Clicks: []Point{p}}) }

func (r *rig) key(k ebiten.Key) { r.tick(Input{Keys: []ebiten.Key{k}}) }

// cellPoint is the centre of a cell given in notation, e.g. "b2".
func (r *rig) cellPoint(b *boardScene, name string) Point {
	r.t.Helper()
	c, err := b.cfg.Size.ParseCell(name)
	if err != nil {
		r.t.Fatal(err)
	}
	return layoutBoard(r.m.w, r.m.h, b.cfg.Size).CellCenter(c)
}

// settle ticks until no move is being shown, at most limit ticks.
func (r *rig) settle(b *boardScene, limit int) int {
	r.t.Helper()
	n := 0
	for b.anim != nil {
		if n++; n > limit {
			r.t.Fatalf("animation still running after %d ticks", limit)
		}
		r.tick(Input{})
	}
	return n
}

func sameBoard(t *testing.T, got, want kaskade.Board) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("displayed board differs from the engine's:\n got %v\nwant %v", got, want)
	}
}

// chain is 3x3, Black to move: c3 overflows and the cascade runs through
// the full cells over several waves until Black owns everything.
const chain = "3x3 1w2w1w/2w3w2w/1w2w1b b 15 *"

func TestClickPlacesAndPassesTurn(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board("")
	r.click(r.cellPoint(b, "b2"))
	if n, o := b.state.At(b.cfg.Size.CellAt(1, 1)); n != 1 || o != kaskade.White {
		t.Fatalf("b2 holds %d of %v, want 1 white", n, o)
	}
	if b.state.ToMove() != kaskade.Black {
		t.Fatalf("to move: %v, want black", b.state.ToMove())
	}
	sameBoard(t, b.displayed(), b.state.Board())
}

func TestCascadeAnimatesToEngineState(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board(chain)
	r.click(r.cellPoint(b, "c3"))
	if b.anim == nil {
		t.Fatal("a cascading move shows no animation")
	}
	waves := len(b.anim.res.Waves)
	if waves < 3 {
		t.Fatalf("test position cascades %d waves, want several", waves)
	}
	seen := map[int]bool{}
	for b.anim != nil {
		seen[b.anim.wave] = true
		if f := b.frame(); f.P < 1 && len(f.Flights) == 0 {
			t.Fatalf("wave %d in flight without flights", b.anim.wave)
		}
		r.tick(Input{})
	}
	for w := 0; w < waves; w++ {
		if !seen[w] {
			t.Errorf("wave %d was never shown", w)
		}
	}
	sameBoard(t, b.displayed(), b.state.Board())
	if b.longest != waves {
		t.Errorf("longest cascade %d, want %d", b.longest, waves)
	}
}

func TestIllegalClickChangesNothing(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board("")
	r.click(r.cellPoint(b, "a1")) // White
	before := b.state.String()
	r.click(r.cellPoint(b, "a1")) // Black on White's cell
	if b.state.String() != before {
		t.Fatalf("illegal click changed the game: %s -> %s", before, b.state.String())
	}
	if b.refuseTicks == 0 || !strings.Contains(b.message, "White") {
		t.Fatalf("no visible refusal: ticks %d, message %q", b.refuseTicks, b.message)
	}
	sameBoard(t, b.displayed(), b.state.Board())
}

func TestClickOutsideBoardDoesNothing(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board("")
	before := b.state.String()
	lay := layoutBoard(r.m.w, r.m.h, b.cfg.Size)
	for _, p := range []Point{{2, 700}, {lay.Board.X + 2, lay.Board.Y + 2}, {lay.Cells.X + lay.Cells.W + 1, lay.Cells.Y + 5}, {-5, -5}, {1e9, 1e9}} {
		r.click(p)
	}
	if b.state.String() != before || b.refuseTicks != 0 {
		t.Fatalf("click outside the board acted: %s", b.state.String())
	}
	if _, ok := r.m.cur.(*boardScene); !ok {
		t.Fatalf("click outside the board left the board scene for %T", r.m.cur)
	}
}

func TestClickDuringCascadeFinishesIt(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board(chain)
	r.click(r.cellPoint(b, "c3"))
	for i := 0; i < 20; i++ {
		r.tick(Input{})
	}
	if b.anim == nil {
		t.Fatal("cascade over too soon for the test")
	}
	moves := b.state.Moves()
	r.click(r.cellPoint(b, "a1"))
	if b.anim != nil {
		t.Fatal("click during the cascade did not finish it")
	}
	if b.state.Moves() != moves {
		t.Fatal("the finishing click also placed a ball")
	}
	sameBoard(t, b.displayed(), b.state.Board())
}

func TestStepModeOneWavePerClick(t *testing.T) {
	r := newRig(t, Stepwise)
	b := r.board(chain)
	r.click(r.cellPoint(b, "c3"))
	waves := len(b.anim.res.Waves)
	for i := 0; i < 200 && !b.anim.waiting; i++ {
		r.tick(Input{})
	}
	if !b.anim.waiting || b.anim.wave != -1 {
		t.Fatalf("step mode should wait before wave 1: wave %d waiting %v", b.anim.wave, b.anim.waiting)
	}
	for w := 0; w < waves; w++ {
		r.click(Point{1, 1})
		if b.anim == nil || b.anim.wave != w {
			t.Fatalf("click %d: want wave %d shown", w+1, w)
		}
		for i := 0; i < 200 && !b.anim.waiting && w < waves-1; i++ {
			r.tick(Input{})
		}
		if w < waves-1 {
			sameBoard(t, b.displayed(), b.anim.res.Waves[w].After)
		}
	}
	r.key(ebiten.KeySpace)
	for i := 0; i < 200 && b.anim != nil; i++ {
		r.tick(Input{})
	}
	if b.anim != nil {
		t.Fatal("step mode did not end after the last wave")
	}
	sameBoard(t, b.displayed(), b.state.Board())
}

func TestInstantModeShowsResultAtOnce(t *testing.T) {
	r := newRig(t, Instant)
	b := r.board(chain)
	r.click(r.cellPoint(b, "c3"))
	if b.anim != nil {
		t.Fatal("instant mode animates")
	}
	sameBoard(t, b.displayed(), b.state.Board())
}

func TestKeyboardCursorPlaces(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board("")
	r.key(ebiten.KeyArrowRight)
	r.key(ebiten.KeyArrowDown)
	r.key(ebiten.KeyArrowDown)
	r.key(ebiten.KeyEnter)
	if n, o := b.state.At(b.cfg.Size.CellAt(1, 2)); n != 1 || o != kaskade.White {
		t.Fatalf("b3 holds %d of %v after arrows and Enter", n, o)
	}
}

func TestEscAsksBeforeLeaving(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board("")
	r.key(ebiten.KeyEscape) // no move yet: leaves at once
	if _, ok := r.m.cur.(*menuScene); !ok {
		t.Fatalf("Esc on an untouched board: %T, want the menu", r.m.cur)
	}
	b = r.board("")
	r.click(r.cellPoint(b, "a1"))
	r.key(ebiten.KeyEscape)
	if !b.confirm {
		t.Fatal("Esc during a game did not ask")
	}
	r.key(ebiten.KeyN)
	if b.confirm || r.m.cur != Scene(b) {
		t.Fatal("N did not keep the game")
	}
	r.key(ebiten.KeyEscape)
	yes, _ := b.confirmButtons()
	r.click(yes.R.Center())
	if _, ok := r.m.cur.(*menuScene); !ok {
		t.Fatalf("Yes: %T, want the menu", r.m.cur)
	}
}

func TestWinLeadsToGameOver(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board(chain)
	r.click(r.cellPoint(b, "c3"))
	r.settle(b, 2000)
	if !b.state.Over() {
		t.Fatal("test position should end the game")
	}
	for i := 0; i < endingTicks+1; i++ {
		r.tick(Input{})
	}
	g, ok := r.m.cur.(*gameOverScene)
	if !ok {
		t.Fatalf("after the win: %T, want game over", r.m.cur)
	}
	if g.winner != kaskade.Black || g.moves != 16 || g.board.longest < 3 {
		t.Fatalf("game over shows winner %v, %d moves, longest %d", g.winner, g.moves, g.board.longest)
	}
	for i := 0; i < fadeTicks; i++ {
		r.tick(Input{})
	}
	_, rematch, _, _ := g.layout()
	r.click(rematch.R.Center())
	nb, ok := r.m.cur.(*boardScene)
	if !ok || nb.state.Moves() != 0 || nb.cfg.Size != b.cfg.Size {
		t.Fatalf("rematch: %T", r.m.cur)
	}
}
