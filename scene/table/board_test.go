package table

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/scene"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// rig is scenetest's, with the board's helpers.
type rig struct{ *scenetest.Rig }

func newRig(t *testing.T, mode view.AnimMode) *rig {
	t.Helper()
	return &rig{scenetest.NewRig(t, mode)}
}

// chainMoves lead on 3x3 to a position where White's c1 overflows and the
// cascade runs six waves through the full cells until White owns
// everything: move 13 wins.
var chainMoves = strings.Fields("c1 b3 a3 c3 a3 b1 a2 a3 c2 a3 c3 a2")

const chainWin = "c1"

// board starts a table on the given size (6x6 if zero) after moves.
func (r *rig) board(z kaskade.Size, moves ...string) *table {
	r.T.Helper()
	cfg := view.DefaultConfig()
	if z != (kaskade.Size{}) {
		cfg.SetOptionText(z.String())
	}
	return r.boardCfg(cfg, moves...)
}

func (r *rig) boardCfg(cfg view.GameConfig, moves ...string) *table {
	r.T.Helper()
	t, err := newTable(r.M, cfg)
	if err != nil {
		r.T.Fatal(err)
	}
	if err := t.replay(moves, false); err != nil {
		r.T.Fatal(err)
	}
	r.Goto(t)
	return t
}

// chain is the 3x3 table just before the winning cascade.
func (r *rig) chain() *table { return r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...) }

// kv is the table's Kaskade view.
func kv(t *table) *kaskadeview.KaskadeView { return t.view.(*kaskadeview.KaskadeView) }

// kst is the engine's position of the table.
func kst(t *table) *kaskade.State { return kaskadeview.KaskadeOf(t.state()) }

// cellPoint is the centre of a cell given in notation, e.g. "b2".
func (r *rig) cellPoint(t *table, name string) ui.Point {
	r.T.Helper()
	p, ok := kv(t).Locate(name) // where the view lays the board out: beside the moves
	if !ok {
		r.T.Fatalf("no cell %s", name)
	}
	return p
}

// settle ticks until no move is being shown, at most limit ticks.
func (r *rig) settle(t *table, limit int) int {
	r.T.Helper()
	n := 0
	for t.view.Busy() || len(t.queue) > 0 {
		if n++; n > limit {
			r.T.Fatalf("animation still running after %d ticks", limit)
		}
		r.Tick(ui.Input{})
	}
	return n
}

func sameBoard(t *testing.T, got, want kaskade.Board) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("displayed board differs from the engine's:\n got %v\nwant %v", got, want)
	}
}

func TestClickPlacesAndPassesTurn(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.board(kaskade.Size{})
	r.Click(r.cellPoint(b, "b2"))
	if n, o := kst(b).At(kaskade.DefaultSize.CellAt(1, 1)); n != 1 || o != kaskade.White {
		t.Fatalf("b2 holds %d of %v, want 1 white", n, o)
	}
	if kst(b).ToMove() != kaskade.Black {
		t.Fatalf("to move: %v, want black", kst(b).ToMove())
	}
	sameBoard(t, kv(b).Displayed(), kst(b).Board())
}

func TestCascadeAnimatesToEngineState(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.chain()
	r.Click(r.cellPoint(b, chainWin))
	v := kv(b)
	if v.Anim == nil {
		t.Fatal("a cascading move shows no animation")
	}
	waves := len(v.Anim.Res.Waves)
	if waves < 3 {
		t.Fatalf("test position cascades %d waves, want several", waves)
	}
	seen := map[int]bool{}
	for v.Anim != nil {
		seen[v.Anim.Wave] = true
		if f := v.Frame(); f.P < 1 && len(f.Flights) == 0 {
			t.Fatalf("wave %d in flight without flights", v.Anim.Wave)
		}
		r.Tick(ui.Input{})
	}
	for w := 0; w < waves; w++ {
		if !seen[w] {
			t.Errorf("wave %d was never shown", w)
		}
	}
	sameBoard(t, v.Displayed(), kst(b).Board())
	if got := kaskadeview.LongestCascade(b.played()); got != waves {
		t.Errorf("longest cascade %d, want %d", got, waves)
	}
}

func TestIllegalClickChangesNothing(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.board(kaskade.Size{})
	r.Click(r.cellPoint(b, "a1")) // White
	before := kst(b).String()
	r.Click(r.cellPoint(b, "a1")) // Black on White's cell
	if kst(b).String() != before {
		t.Fatalf("illegal click changed the game: %s -> %s", before, kst(b).String())
	}
	if kv(b).RefuseTicks == 0 || !strings.Contains(b.msg, "White") || !b.msgBad {
		t.Fatalf("no visible refusal: ticks %d, message %q", kv(b).RefuseTicks, b.msg)
	}
	sameBoard(t, kv(b).Displayed(), kst(b).Board())
}

func TestClickOutsideBoardDoesNothing(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.board(kaskade.Size{})
	before := kst(b).String()
	lay := kv(b).Lay
	for _, p := range []ui.Point{{X: 2, Y: 700}, {X: lay.Board.X + 2, Y: lay.Board.Y + 2}, {X: lay.Cells.X + lay.Cells.W + 1, Y: lay.Cells.Y + 5}, {X: -5, Y: -5}, {X: 1e9, Y: 1e9}} {
		r.Click(p)
	}
	if kst(b).String() != before || kv(b).RefuseTicks != 0 {
		t.Fatalf("click outside the board acted: %s", kst(b).String())
	}
	if _, ok := r.M.Current().(*table); !ok {
		t.Fatalf("click outside the board left the table for %T", r.M.Current())
	}
}

func TestClickDuringCascadeFinishesIt(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.chain()
	r.Click(r.cellPoint(b, chainWin))
	for i := 0; i < 20; i++ {
		r.Tick(ui.Input{})
	}
	if kv(b).Anim == nil {
		t.Fatal("cascade over too soon for the test")
	}
	moves := kst(b).Moves()
	r.Click(r.cellPoint(b, "a1"))
	if kv(b).Anim != nil {
		t.Fatal("click during the cascade did not finish it")
	}
	if kst(b).Moves() != moves {
		t.Fatal("the finishing click also placed a ball")
	}
	sameBoard(t, kv(b).Displayed(), kst(b).Board())
}

func TestStepModeOneWavePerClick(t *testing.T) {
	r := newRig(t, view.Stepwise)
	b := r.chain()
	r.Click(r.cellPoint(b, chainWin))
	v := kv(b)
	waves := len(v.Anim.Res.Waves)
	for i := 0; i < 200 && !v.Anim.Waiting; i++ {
		r.Tick(ui.Input{})
	}
	if !v.Anim.Waiting || v.Anim.Wave != -1 {
		t.Fatalf("step mode should wait before wave 1: wave %d waiting %v", v.Anim.Wave, v.Anim.Waiting)
	}
	for w := 0; w < waves; w++ {
		r.Click(ui.Point{X: 450, Y: 400})
		if v.Anim == nil || v.Anim.Wave != w {
			t.Fatalf("click %d: want wave %d shown", w+1, w)
		}
		for i := 0; i < 200 && !v.Anim.Waiting && w < waves-1; i++ {
			r.Tick(ui.Input{})
		}
		if w < waves-1 {
			sameBoard(t, v.Displayed(), v.Anim.Res.Waves[w].After)
		}
	}
	r.Key(ebiten.KeySpace)
	for i := 0; i < 200 && v.Anim != nil; i++ {
		r.Tick(ui.Input{})
	}
	if v.Anim != nil {
		t.Fatal("step mode did not end after the last wave")
	}
	sameBoard(t, v.Displayed(), kst(b).Board())
}

func TestInstantModeShowsResultAtOnce(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.chain()
	r.Click(r.cellPoint(b, chainWin))
	if kv(b).Anim != nil {
		t.Fatal("instant mode animates")
	}
	sameBoard(t, kv(b).Displayed(), kst(b).Board())
}

func TestKeyboardCursorPlaces(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.board(kaskade.Size{})
	r.Key(ebiten.KeyArrowRight)
	r.Key(ebiten.KeyArrowDown)
	r.Key(ebiten.KeyArrowDown)
	r.Key(ebiten.KeyEnter)
	if n, o := kst(b).At(kaskade.DefaultSize.CellAt(1, 2)); n != 1 || o != kaskade.White {
		t.Fatalf("b3 holds %d of %v after arrows and Enter", n, o)
	}
}

func TestEscAsksBeforeLeaving(t *testing.T) {
	r := newRig(t, view.Animated)
	r.board(kaskade.Size{})
	r.Key(ebiten.KeyEscape) // no move yet: leaves at once
	if scenetest.NameOf(r.M.Current()) != "menu" {
		t.Fatalf("Esc on an untouched board: %T, want the menu", r.M.Current())
	}
	b := r.board(kaskade.Size{})
	r.Click(r.cellPoint(b, "a1"))
	r.Key(ebiten.KeyEscape)
	if !b.confirm {
		t.Fatal("Esc during a game did not ask")
	}
	r.Key(ebiten.KeyN)
	if b.confirm || r.M.Current() != scene.Scene(b) {
		t.Fatal("N did not keep the game")
	}
	r.Key(ebiten.KeyEscape)
	yes, _ := b.confirmButtons()
	r.Click(yes.R.Center())
	if scenetest.NameOf(r.M.Current()) != "menu" {
		t.Fatalf("Yes: %T, want the menu", r.M.Current())
	}
}

func TestWinLeadsToGameOver(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.chain()
	r.Click(r.cellPoint(b, chainWin))
	r.settle(b, 2000)
	if !kst(b).Over() {
		t.Fatal("test position should end the game")
	}
	for i := 0; i < endingTicks+1; i++ {
		r.Tick(ui.Input{})
	}
	g, ok := r.M.Current().(*gameOverScene)
	if !ok {
		t.Fatalf("after the win: %T, want game over", r.M.Current())
	}
	if g.winner != 0 || g.moves != 13 {
		t.Fatalf("game over shows winner %v, %d moves", g.winner, g.moves)
	}
	if s := g.stats(); !strings.Contains(s, "13 moves") || !strings.Contains(s, "longest cascade 6 waves") {
		t.Fatalf("game over stats %q", s)
	}
	for i := 0; i < scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Click(g.layout().rematch.R.Center())
	nb, ok := r.M.Current().(*table)
	if !ok || nb.match.Cursor() != 0 || kst(nb).Size() != kst(b).Size() {
		t.Fatalf("rematch: %T", r.M.Current())
	}
}

// The winner is announced once the winning cascade has been shown, not
// while it plays (issue: "Black wins!" beside "Wave 0 of 28").
func TestWinIsAnnouncedAfterTheCascade(t *testing.T) {
	for _, mode := range []view.AnimMode{view.Animated, view.Stepwise} {
		r := newRig(t, mode)
		b := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
		for b.view.Busy() {
			r.Tick(ui.Input{})
		}
		r.Click(r.cellPoint(b, chainWin))
		if !b.over() || !b.view.Busy() {
			t.Fatalf("mode %v: over %v, busy %v after the winning move", mode, b.over(), b.view.Busy())
		}
		if _, verb := b.turn(); verb == i18n.Tr("wins!") {
			t.Fatalf("mode %v: the header announces the win while the cascade plays (%q)", mode, b.view.Status())
		}
		for i := 0; b.view.Busy() && i < 5000; i++ {
			if mode == view.Stepwise {
				r.Key(ebiten.KeySpace)
			} else {
				r.Tick(ui.Input{})
			}
		}
		if _, verb := b.turn(); verb != i18n.Tr("wins!") {
			t.Fatalf("mode %v: after the cascade the header says %q", mode, verb)
		}
	}
}

// After the end, Undo goes back into the game and the final position can
// be looked at without the panel.
func TestGameOverOffersUndoAndALook(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...)
	r.Click(r.cellPoint(b, chainWin))
	var g *gameOverScene
	for i := 0; i < 400 && g == nil; i++ {
		r.Tick(ui.Input{})
		g, _ = r.M.Current().(*gameOverScene)
	}
	if g == nil {
		t.Fatalf("no game-over scene: %T", r.M.Current())
	}
	for i := 0; i < scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Click(g.layout().look.R.Center())
	if !g.peek {
		t.Fatal("Look at the board did not hide the panel")
	}
	r.Click(ui.Point{X: 10, Y: 400})
	if g.peek {
		t.Fatal("a click did not bring the panel back")
	}
	r.Click(g.layout().undo.R.Center())
	nb, ok := r.M.Current().(*table)
	if !ok || nb.over() || nb.match.Played() != len(chainMoves) {
		t.Fatalf("undo after the end: %T, over %v", r.M.Current(), ok && nb.over())
	}
}
