package table

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// fakeClock makes the scene's clock advance 10 ms per reading, so that
// the measured search speed, and with it each tick's node budget, stays
// small and the same on any machine.
func fakeClock(m *scene.Manager) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m.Play.Now = func() time.Time { t0 = t0.Add(10 * time.Millisecond); return t0 }
}

// seats is a config of size z with the given seat kinds ("human" or a level).
func seats(z kaskade.Size, white, black string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.SetOptionText(z.String())
	for i, k := range []string{white, black} {
		if k != "human" {
			cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, k
		}
	}
	return cfg
}

// replayed is the position the match's move list leads to from the start.
func replayed(t *testing.T, mt *match.Match) string {
	t.Helper()
	g, err := games.Lookup(mt.Game().Name)
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Replay(mt.Options(), match.Texts(mt.Moves()), nil)
	if err != nil {
		t.Fatalf("the move list does not replay: %v", err)
	}
	return st.String()
}

func TestComputerMovesInSlicesWhileTheScreenLives(t *testing.T) {
	r := newRig(t, view.Animated)
	fakeClock(r.M)
	b := r.boardCfg(seats(kaskade.Size{Cols: 5, Rows: 5}, "human", "hard"))
	r.Click(r.cellPoint(b, "c3"))
	r.settle(b, 500)
	var (
		ticks, thinkTicks int
		last              int64
		thinking          *search
	)
	for b.match.Cursor() < 2 {
		if ticks++; ticks > 3000 {
			t.Fatal("the computer did not move within 3000 ticks")
		}
		r.Tick(ui.Input{})
		s := b.think
		if s == nil {
			continue
		}
		if s != thinking {
			thinking, last = s, 0
		}
		n := s.th.Progress().Nodes
		if d := n - last; d > s.budget+64 {
			t.Fatalf("tick %d searched %d nodes on a budget of %d", ticks, d, s.budget)
		}
		last = n
		thinkTicks++
		if _, verb := b.turn(); !strings.HasPrefix(verb, "thinking") {
			t.Fatalf("while the computer thinks the header says %q", verb)
		}
	}
	if thinkTicks < 3 {
		t.Fatalf("the search ran in %d slices, want it spread over several ticks", thinkTicks)
	}
	if last, _ := b.match.Last(); last.By != 1 {
		t.Fatalf("the last move is by %v, want Black (the computer)", last.By)
	}
}

func TestComputerAgainstComputerPlaysToGameOver(t *testing.T) {
	for _, z := range []kaskade.Size{{Cols: 3, Rows: 3}, {Cols: 4, Rows: 4}} {
		r := newRig(t, view.Animated)
		fakeClock(r.M)
		r.M.Settings.Speed = 3
		b := r.boardCfg(seats(z, "easy", "medium"))
		for i := 0; ; i++ {
			if i > 40000 {
				t.Fatalf("%v: no game over after %d ticks, %d moves", z, i, b.match.Cursor())
			}
			if got, want := b.state().String(), replayed(t, b.record()); got != want {
				t.Fatalf("match %s differs from its replay %s", got, want)
			}
			if _, ok := r.M.Current().(*gameOverScene); ok {
				break
			}
			r.Tick(ui.Input{})
		}
		if !b.over() || b.match.Cursor() < 3 {
			t.Fatalf("%v: game over after %d moves, over %v", z, b.match.Cursor(), b.over())
		}
	}
}

func TestUndoAgainstComputerTakesBackTwoAndRedoRestores(t *testing.T) {
	r := newRig(t, view.Animated)
	fakeClock(r.M)
	b := r.boardCfg(seats(kaskade.Size{Cols: 4, Rows: 4}, "human", "easy"))
	r.Click(r.cellPoint(b, "b2"))
	for i := 0; b.match.Cursor() < 2; i++ {
		if i > 3000 {
			t.Fatal("the computer did not reply")
		}
		r.Tick(ui.Input{})
	}
	r.settle(b, 500)
	after := b.state().String()
	r.Ctrl(ebiten.KeyZ)
	if b.match.Cursor() != 0 {
		t.Fatalf("undo against the computer: cursor %d, want 0", b.match.Cursor())
	}
	if n := r.settle(b, 1000); n == 0 {
		t.Fatal("the undo was not animated")
	}
	sameBoard(t, kv(b).Displayed(), kst(b).Board())
	r.Ctrl(ebiten.KeyY)
	if b.match.Cursor() != 2 || b.state().String() != after {
		t.Fatalf("redo: cursor %d, position %s, want 2 and %s", b.match.Cursor(), b.state(), after)
	}
	r.settle(b, 1000)
	sameBoard(t, kv(b).Displayed(), kst(b).Board())
	r.Click(b.headerButtons().undo.R.Center())
	if b.match.Cursor() != 0 {
		t.Fatalf("Undo button: cursor %d", b.match.Cursor())
	}
}

func TestUndoInInstantModeJumps(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.chain()
	r.Click(r.cellPoint(b, chainWin))
	r.Ctrl(ebiten.KeyZ)
	if b.view.Busy() || len(b.queue) > 0 && r.settle(b, 2) > 1 {
		t.Fatal("undo in instant mode animates")
	}
	sameBoard(t, kv(b).Displayed(), kst(b).Board())
	if b.match.Cursor() != len(chainMoves) {
		t.Fatalf("cursor %d after undo", b.match.Cursor())
	}
}

func TestHintShowsALegalMove(t *testing.T) {
	r := newRig(t, view.Animated)
	fakeClock(r.M)
	b := r.chain()
	r.Key(ebiten.KeyH)
	for i := 0; !kv(b).HasHint; i++ {
		if i > hintTicks+5 {
			t.Fatal("no hint shown")
		}
		r.Tick(ui.Input{})
	}
	st := b.state()
	hint := kv(b).Hint
	if _, err := st.ParseMove(st.FormatMove(game.Move(hint))); err != nil {
		t.Fatalf("hint %v is not legal: %v", hint, err)
	}
	if !strings.Contains(b.msg, "Hint") {
		t.Fatalf("message %q", b.msg)
	}
	won := st.Clone()
	if won.Apply(game.Move(hint)); !won.IsOver() {
		t.Errorf("hint %s does not win at once, as %s does", st.FormatMove(game.Move(hint)), chainWin)
	}
	r.Click(r.cellPoint(b, st.FormatMove(game.Move(hint))))
	if kv(b).HasHint {
		t.Fatal("the hint stays after a move")
	}
}

func TestGermanForEveryKey(t *testing.T) {
	for _, l := range i18n.Langs {
		for _, k := range i18n.Keys(i18n.Langs[0]) {
			if s, ok := i18n.Text(l, k); !ok || s == "" {
				t.Errorf("%q has no %s text", k, l)
			}
		}
	}
	for _, tc := range []struct{ locale, want string }{{"de_DE.UTF-8", "de"}, {"de-AT", "de"}, {"en_GB", "en"}, {"C", "en"}, {"fr_FR", "en"}, {"", "en"}} {
		if got := i18n.LangOf(tc.locale); got != tc.want {
			t.Errorf("langOf(%q) = %q, want %q", tc.locale, got, tc.want)
		}
	}
	defer i18n.SetLang("en")
	i18n.SetLang("de")
	if i18n.Tr("resume") != "Fortsetzen" || i18n.Trf("move n", 3) != "Zug 3" {
		t.Fatalf("German: %q %q", i18n.Tr("resume"), i18n.Trf("move n", 3))
	}
}
