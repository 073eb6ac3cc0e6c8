package table

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene"
	decktetview "kaskade/scene/games/decktet"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

func dkCfg(options string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.Game, cfg.Options = "decktet", options
	cfg.Players = []view.PlayerConfig{{Type: view.Human}}
	return cfg
}

func dv(t *table) *decktetview.DecktetView { return t.view.(*decktetview.DecktetView) }

func dst(t *table) *decktet.State { return decktetview.DecktetOf(t.state()) }

// dkAfter is the engine's position after m.
func dkAfter(s *decktet.State, m decktet.Move) *decktet.State {
	c := *s
	c.Apply(m)
	return &c
}

func wasteTop(b *table) ui.Point {
	l, n := dv(b).Lay, len(dst(b).Waste())
	return l.WasteSlot(n-1, n).Center()
}

func TestDecktetClickWastePlaysTheEngineMove(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=4711"), "turn")
	want := dkAfter(dst(b), decktet.Waste)
	r.Click(wasteTop(b))
	r.Tick(ui.Input{Released: true, ReleasedAt: wasteTop(b)})
	r.settle(b, 200)
	if b.match.Cursor() != 2 || dst(b).String() != want.String() {
		t.Fatalf("cursor %d, %s, want %s", b.match.Cursor(), dst(b), want)
	}
	if dv(b).St.String() != want.String() {
		t.Fatalf("the view shows %s", dv(b).St)
	}
}

func TestDecktetClickStockTurnsThree(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=4711"), "turn", "waste")
	want := dkAfter(dst(b), decktet.Turn)
	r.Click(dv(b).Lay.Stock.Center())
	if !dv(b).Busy() || dv(b).Fly.Move != decktet.Turn || len(dv(b).Fly.Turned) != 3 {
		t.Fatal("no turn is being shown")
	}
	r.settle(b, 300)
	if dst(b).String() != want.String() {
		t.Fatalf("%s, want %s", dst(b), want)
	}
}

func TestDecktetWrongDragIsRefused(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=4711"), "turn", "waste", "turn")
	s := dst(b)
	c := s.CardOf(decktet.Waste)
	wrong := (s.TierOf(c) + 1) % 3
	before := s.String()
	for _, in := range dragInputs(wasteTop(b), dv(b).Lay.TierSlot(wrong, 0).Center(), false) {
		r.Tick(in)
	}
	r.Tick(ui.Input{})
	if dst(b).String() != before || b.match.Cursor() != 3 {
		t.Fatalf("a wrong drop changed the game: %s", dst(b))
	}
	if !b.msgBad || !strings.Contains(b.msg, "goes to the") || dv(b).RefTick == 0 {
		t.Fatalf("no visible refusal: %q", b.msg)
	}
}

func TestDecktetOptionsParseForEveryCombination(t *testing.T) {
	for mask := range 8 {
		o := decktetview.NewDecktetOptions("").(*decktetview.DecktetOptions)
		o.Extended, o.Unlimited, o.Ace = mask&1 != 0, mask&2 != 0, mask&4 != 0
		p, err := decktet.ParseOptions(o.Options())
		if err != nil {
			t.Fatalf("%q: %v", o.Options(), err)
		}
		if p.Deal != o.Deal.N || p.Extended != o.Extended || p.Ace != o.Ace || p.Unlimited != (o.Unlimited || o.Ace) {
			t.Fatalf("%q reads back as %+v", o.Options(), p)
		}
		if _, err := decktet.NewGame(o.Options()); err != nil {
			t.Fatalf("%q: %v", o.Options(), err)
		}
	}
}

func TestDecktetOptionsPanelClicks(t *testing.T) {
	o := decktetview.NewDecktetOptions("").(*decktetview.DecktetOptions)
	r := ui.Rect{X: 0, Y: 0, W: 500, H: o.Height(1)}
	l := o.Layout(r, 1)
	click := func(b ui.Button) { o.Update(&ui.Input{Clicks: []ui.Point{b.R.Center()}}, r, 1) }
	click(l.Choices[0][1])
	click(l.Choices[2][1])
	deal := o.Deal.N
	click(l.Inc)
	if o.Options() != "deal="+decktetview.Itoa(int(deal+1))+",extended,ace" {
		t.Fatalf("options %q", o.Options())
	}
}

// dkSolveHint asks for the hint and waits for the solver's answer.
func (r *rig) dkHint(b *table) game.Move {
	r.Key(ebiten.KeyH)
	for i := 0; dv(b).Hinting; i++ {
		if i > 100 {
			r.T.Fatal("no hint")
		}
		r.Tick(ui.Input{})
	}
	return dv(b).Hint
}

func TestDecktetSolverLineWins(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.boardCfg(dkCfg("deal=7"))
	for i := 0; !b.over(); i++ {
		if i > 200 {
			t.Fatal("no end after 200 hints")
		}
		if r.dkHint(b) == game.NoMove || dv(b).HintLost() {
			t.Fatalf("no winning hint at %s", dst(b))
		}
		if i > 0 && dv(b).Solve.X != nil { // the game follows the first line found
			t.Fatalf("hint %d searched again", i+1)
		}
		r.Key(ebiten.KeyEnter)
		r.settle(b, 100)
	}
	for i := 0; i < endingTicks+scene.FadeTicks+5; i++ {
		r.Tick(ui.Input{})
	}
	g, ok := r.M.Current().(*gameOverScene)
	if !ok || !dst(b).Won() {
		t.Fatalf("no won game-over screen: %T, won %v", r.M.Current(), dst(b).Won())
	}
	if title, won := dv(b).EndTitle(b.state()); !won || title != "You won!" {
		t.Fatalf("title %q", title)
	}
	if note := g.stats(); !strings.Contains(note, "36 of 36 cards") {
		t.Fatalf("note %q", note)
	}
}

func TestDecktetWinnableButtonAnswers(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=7"), "turn", "waste")
	r.Click(dv(b).WinBtn.R.Center())
	for i := 0; dv(b).Solve == nil || !dv(b).Solve.Done(); i++ {
		if i > 100 {
			t.Fatal("no answer")
		}
		r.Tick(ui.Input{})
	}
	if !dv(b).Verdict || dv(b).Solve.Result().Outcome != decktet.Won {
		t.Fatalf("verdict %v", dv(b).Solve.Result().Outcome)
	}
}

// A hard deal's answer is searched over many ticks, a slice per tick, and
// leaving the game abandons the search.
func TestDecktetSolverRunsInSlicesAndStops(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.boardCfg(dkCfg("deal=29,ace")) // unknown within the in-game budget
	r.Click(dv(b).WinBtn.R.Center())
	r.Tick(ui.Input{})
	j := dv(b).Solve
	if j == nil || j.Done() || j.X.Nodes() == 0 {
		t.Fatal("the search did not start, or finished in one tick")
	}
	var longest time.Duration // reported, not asserted: a slice aims at sliceTarget
	for range 3 {
		start := time.Now()
		r.Tick(ui.Input{})
		longest = max(longest, time.Since(start))
	}
	if n := j.X.Nodes(); n >= decktetview.DkSolveCap || j.Done() {
		t.Fatalf("after 5 ticks: %d positions, done %v", n, j.Done())
	}
	t.Logf("%d positions in 5 ticks, the longest of the last 3 took %v", j.X.Nodes(), longest)
	b.stop() // what leaving the game does
	if dv(b).Solve != nil || dv(b).Verdict || !j.Done() || j.Result().Outcome != decktet.Unknown {
		t.Fatal("stopping the table left the search running")
	}
}

// The info strip counts the passes after the current one.
func TestDecktetPassLine(t *testing.T) {
	s, err := decktet.New(decktet.Options{Deal: 12})
	if err != nil {
		t.Fatal(err)
	}
	s.Apply(decktet.Turn)
	s.Apply(decktet.Waste) // the opening: the first card starts the top tier
	v := &decktetview.DecktetView{St: s}
	for _, want := range []string{"Pass 1 of 3  ·  2 more passes", "Pass 2 of 3  ·  1 more pass", "Pass 3 of 3  ·  last pass", "Last pass over: reserves only"} {
		if got := v.PassLine(); !strings.HasPrefix(got, want+"  ·  ") {
			t.Fatalf("pass %d: %q, want it to start with %q", s.Pass(), got, want)
		}
		for range 20 { // through the stock
			s.Apply(decktet.Turn)
		}
		s.Apply(decktet.Recycle)
	}
}

// Cascades (Decktet) ends with "New deal" (a fresh deal, the rest of the
// options kept) and "Same deal" (the finished deal again).
func TestDecktetGameOverOffersNewAndSameDeal(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.boardCfg(dkCfg("deal=4711"))
	g := newGameOverScene(b)
	r.M.Goto(g)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	l := g.layout()
	if l.rematch.Label != i18n.Tr("new deal") || l.same.Label != i18n.Tr("same deal") {
		t.Fatalf("buttons %q and %q", l.rematch.Label, l.same.Label)
	}
	r.Click(l.same.R.Center())
	same, ok := r.M.Current().(*table)
	if !ok || same.match.Options() != b.match.Options() {
		t.Fatalf("Same deal: %T", r.M.Current())
	}
	g = newGameOverScene(same)
	r.M.Goto(g)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
	r.Click(g.layout().rematch.R.Center())
	fresh, ok := r.M.Current().(*table)
	if !ok || fresh.match.Options() == b.match.Options() {
		t.Fatalf("New deal kept the deal: %v", ok && fresh.match.Options() == b.match.Options())
	}
}
