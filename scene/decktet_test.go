package scene

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
)

func dkCfg(options string) GameConfig {
	cfg := DefaultConfig()
	cfg.Game, cfg.Options = "decktet", options
	cfg.Players = [2]PlayerConfig{{Type: Human}}
	return cfg
}

func dv(t *table) *decktetView { return t.view.(*decktetView) }

func dst(t *table) *decktet.State { return decktetOf(t.state()) }

// dkAfter is the engine's position after m.
func dkAfter(s *decktet.State, m decktet.Move) *decktet.State {
	c := *s
	c.Apply(m)
	return &c
}

func wasteTop(b *table) Point {
	l, n := dv(b).lay, len(dst(b).Waste())
	return l.WasteSlot(n-1, n).Center()
}

func TestDecktetClickWastePlaysTheEngineMove(t *testing.T) {
	r := newRig(t, Animated)
	b := r.boardCfg(dkCfg("deal=4711"), "turn")
	want := dkAfter(dst(b), decktet.Waste)
	r.click(wasteTop(b))
	r.tick(Input{Released: true, ReleasedAt: wasteTop(b)})
	r.settle(b, 200)
	if b.match.Cursor() != 2 || dst(b).String() != want.String() {
		t.Fatalf("cursor %d, %s, want %s", b.match.Cursor(), dst(b), want)
	}
	if dv(b).st.String() != want.String() {
		t.Fatalf("the view shows %s", dv(b).st)
	}
}

func TestDecktetClickStockTurnsThree(t *testing.T) {
	r := newRig(t, Animated)
	b := r.boardCfg(dkCfg("deal=4711"), "turn", "waste")
	want := dkAfter(dst(b), decktet.Turn)
	r.click(dv(b).lay.Stock.Center())
	if !dv(b).Busy() || dv(b).fly.move != decktet.Turn || len(dv(b).fly.turned) != 3 {
		t.Fatal("no turn is being shown")
	}
	r.settle(b, 300)
	if dst(b).String() != want.String() {
		t.Fatalf("%s, want %s", dst(b), want)
	}
}

func TestDecktetWrongDragIsRefused(t *testing.T) {
	r := newRig(t, Animated)
	b := r.boardCfg(dkCfg("deal=4711"), "turn", "waste", "turn")
	s := dst(b)
	c := s.CardOf(decktet.Waste)
	wrong := (s.TierOf(c) + 1) % 3
	before := s.String()
	for _, in := range dragInputs(wasteTop(b), dv(b).lay.TierSlot(wrong, 0).Center(), false) {
		r.tick(in)
	}
	r.tick(Input{})
	if dst(b).String() != before || b.match.Cursor() != 3 {
		t.Fatalf("a wrong drop changed the game: %s", dst(b))
	}
	if !b.msgBad || !strings.Contains(b.msg, "goes to the") || dv(b).refTick == 0 {
		t.Fatalf("no visible refusal: %q", b.msg)
	}
}

func TestDecktetOptionsParseForEveryCombination(t *testing.T) {
	for mask := range 8 {
		o := newDecktetOptions("").(*decktetOptions)
		o.extended, o.unlimited, o.ace = mask&1 != 0, mask&2 != 0, mask&4 != 0
		p, err := decktet.ParseOptions(o.Options())
		if err != nil {
			t.Fatalf("%q: %v", o.Options(), err)
		}
		if p.Deal != o.deal.n || p.Extended != o.extended || p.Ace != o.ace || p.Unlimited != (o.unlimited || o.ace) {
			t.Fatalf("%q reads back as %+v", o.Options(), p)
		}
		if _, err := decktet.NewGame(o.Options()); err != nil {
			t.Fatalf("%q: %v", o.Options(), err)
		}
	}
}

func TestDecktetOptionsPanelClicks(t *testing.T) {
	o := newDecktetOptions("").(*decktetOptions)
	r := Rect{0, 0, 500, o.Height(1)}
	l := o.layout(r, 1)
	click := func(b button) { o.Update(&Input{Clicks: []Point{b.R.Center()}}, r, 1) }
	click(l.choices[0][1])
	click(l.choices[2][1])
	deal := o.deal.n
	click(l.inc)
	if o.Options() != "deal="+itoa(int(deal+1))+",extended,ace" {
		t.Fatalf("options %q", o.Options())
	}
}

// dkSolveHint asks for the hint and waits for the solver's answer.
func (r *rig) dkHint(b *table) game.Move {
	r.key(ebiten.KeyH)
	for i := 0; dv(b).hinting; i++ {
		if i > 100 {
			r.t.Fatal("no hint")
		}
		r.tick(Input{})
	}
	return dv(b).hint
}

func TestDecktetSolverLineWins(t *testing.T) {
	r := newRig(t, Instant)
	b := r.boardCfg(dkCfg("deal=7"))
	for i := 0; !b.over(); i++ {
		if i > 200 {
			t.Fatal("no end after 200 hints")
		}
		if r.dkHint(b) == game.NoMove || dv(b).hintLost() {
			t.Fatalf("no winning hint at %s", dst(b))
		}
		if i > 0 && dv(b).solve.x != nil { // the game follows the first line found
			t.Fatalf("hint %d searched again", i+1)
		}
		r.key(ebiten.KeyEnter)
		r.settle(b, 100)
	}
	for i := 0; i < endingTicks+fadeTicks+5; i++ {
		r.tick(Input{})
	}
	g, ok := r.m.cur.(*gameOverScene)
	if !ok || !dst(b).Won() {
		t.Fatalf("no won game-over screen: %T, won %v", r.m.cur, dst(b).Won())
	}
	if title, won := dv(b).EndTitle(b.state()); !won || title != "You won!" {
		t.Fatalf("title %q", title)
	}
	if note := g.stats(); !strings.Contains(note, "36 of 36 cards") {
		t.Fatalf("note %q", note)
	}
}

func TestDecktetWinnableButtonAnswers(t *testing.T) {
	r := newRig(t, Animated)
	b := r.boardCfg(dkCfg("deal=7"), "turn", "waste")
	r.click(dv(b).winBtn.R.Center())
	for i := 0; dv(b).solve == nil || !dv(b).solve.done(); i++ {
		if i > 100 {
			t.Fatal("no answer")
		}
		r.tick(Input{})
	}
	if !dv(b).verdict || dv(b).solve.result().Outcome != decktet.Won {
		t.Fatalf("verdict %v", dv(b).solve.result().Outcome)
	}
}

// A hard deal's answer is searched over many ticks, a slice per tick, and
// leaving the game abandons the search.
func TestDecktetSolverRunsInSlicesAndStops(t *testing.T) {
	r := newRig(t, Animated)
	b := r.boardCfg(dkCfg("deal=29,ace")) // unknown within the in-game budget
	r.click(dv(b).winBtn.R.Center())
	r.tick(Input{})
	j := dv(b).solve
	if j == nil || j.done() || j.x.Nodes() == 0 {
		t.Fatal("the search did not start, or finished in one tick")
	}
	var longest time.Duration // reported, not asserted: a slice aims at sliceTarget
	for range 3 {
		start := time.Now()
		r.tick(Input{})
		longest = max(longest, time.Since(start))
	}
	if n := j.x.Nodes(); n >= dkSolveCap || j.done() {
		t.Fatalf("after 5 ticks: %d positions, done %v", n, j.done())
	}
	t.Logf("%d positions in 5 ticks, the longest of the last 3 took %v", j.x.Nodes(), longest)
	b.stop() // what leaving the game does
	if dv(b).solve != nil || dv(b).verdict || !j.done() || j.result().Outcome != decktet.Unknown {
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
	v := &decktetView{st: s}
	for _, want := range []string{"Pass 1 of 3  ·  2 more passes", "Pass 2 of 3  ·  1 more pass", "Pass 3 of 3  ·  last pass", "Last pass over: reserves only"} {
		if got := v.passLine(); !strings.HasPrefix(got, want+"  ·  ") {
			t.Fatalf("pass %d: %q, want it to start with %q", s.Pass(), got, want)
		}
		for range 20 { // through the stock
			s.Apply(decktet.Turn)
		}
		s.Apply(decktet.Recycle)
	}
}
