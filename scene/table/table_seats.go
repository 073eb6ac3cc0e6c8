package table

import (
	"math"
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// search is a computer player's search run in slices, a few milliseconds
// per tick, so that the screen stays alive (in the browser there is only
// one thread): the computer's move, or the hint for a human.
type search struct {
	th      *ai.Thinker
	player  *ai.Player
	started time.Time
	ticks   int
	budget  int64 // nodes allowed in the last Step, for tests
}

const (
	hintTicks = 40     // the hint thinks at most this long
	hintLevel = "hard" // its search: node-bounded, strong
)

// computerFor makes the computer player of a seat, nil for a human. An
// unknown level (a hand-edited save) plays Medium rather than fail.
func computerFor(p view.PlayerConfig) *ai.Player {
	if p.Type != view.Computer {
		return nil
	}
	c, err := ai.New(p.LevelOrDefault())
	if err != nil {
		c, _ = ai.New("medium")
	}
	return c
}

// seatKeys are the match's seat keys, "human:NAME" or "LEVEL:NAME", saved
// with the game so that Resume brings back who played.
func seatKeys(cfg view.GameConfig, seats int) []string {
	keys := make([]string, seats)
	for i := range keys {
		p := cfg.Seat(game.Player(i))
		kind := "human"
		if p.Type == view.Computer {
			kind = p.LevelOrDefault()
		}
		keys[i] = kind + ":" + cfg.SeatName(game.Player(i))
	}
	return keys
}

// computerPause is the wait before a computer moves, so that a person can
// follow a game between computers: half a second at normal speed.
func (t *table) computerPause() int {
	if t.m.Settings.Mode == view.Instant {
		return 6
	}
	return int(math.Round(30 / max(t.m.Settings.Speed, 0.5)))
}

// newSearch starts p's search of the current position.
func (t *table) newSearch(p *ai.Player) *search {
	seed := ai.Mix(t.seed, uint64(t.match.Cursor()))
	return &search{th: ai.NewThinker(p, t.state(), seed), player: p, started: t.m.Play.Clock()}
}

// step runs one tick's slice of s, sized to take about sliceTarget on
// this machine, and learns the machine's speed from it.
func (t *table) step(s *search) {
	s.ticks++
	s.budget = t.m.Play.Speed.Budget(ui.SliceTarget)
	before := s.th.Progress().Nodes
	start := t.m.Play.Clock()
	s.th.Step(s.budget)
	t.m.Play.Speed.Learn(s.th.Progress().Nodes-before, t.m.Play.Clock().Sub(start))
}

// updateComputer lets the computer to move think for one slice and plays
// its move when it is done (or its time is up).
func (t *table) updateComputer(p *ai.Player) {
	t.stopHint()
	if !t.thinkSlice(p) {
		return
	}
	s := t.think
	s.th.Cancel()
	t.think = nil
	if mv := s.th.Best(); mv != game.NoMove {
		t.play(mv)
	}
}

// thinkSlice runs one slice of p's search, once the pause before it is
// over, and reports whether its move is ready: found, or its time up.
func (t *table) thinkSlice(p *ai.Player) bool {
	if t.pause > 0 {
		t.pause--
		return false
	}
	if t.think == nil {
		t.think = t.newSearch(p)
	}
	s := t.think
	ready := func() bool {
		return s.th.Done() || p.Timed && t.m.Play.Clock().Sub(s.started) >= t.m.Settings.ExpertDuration()
	}
	if !ready() {
		t.step(s)
	}
	return ready()
}

// startHint starts the hint's search for the human to move.
func (t *table) startHint() {
	if t.guide != nil {
		t.guide.point(t)
		return
	}
	if t.over() || t.computer(t.toMove()) != nil || !t.mine(t.toMove()) || t.view.Busy() || t.hint != nil {
		return
	}
	if vh, ok := t.view.(view.ViewHinter); ok {
		vh.StartHint(t.state())
		return
	}
	p, err := ai.New(hintLevel)
	if err != nil {
		return
	}
	t.hint = t.newSearch(p)
}

// updateHint runs the hint's search on and shows its move when done.
func (t *table) updateHint() {
	s := t.hint
	if s == nil {
		return
	}
	t.step(s)
	if !s.th.Done() && s.ticks < hintTicks {
		return
	}
	s.th.Cancel()
	t.hint = nil
	mv := s.th.Best()
	if mv == game.NoMove {
		t.say(i18n.Tr("no hint"), false)
		return
	}
	t.view.SetHint(mv)
	t.say(i18n.Trf("hint shown", t.state().FormatMove(mv)), false)
}

func (t *table) stopHint() {
	if t.hint != nil {
		t.hint.th.Cancel()
		t.hint = nil
	}
}

// stop cancels every search under way: when leaving, undoing, redoing, so
// that no paused search lingers.
func (t *table) stop() {
	t.stopHint()
	if t.think != nil {
		t.think.th.Cancel()
		t.think = nil
	}
	if s, ok := t.view.(view.Stopper); ok {
		s.Stop()
	}
}

// thinking reports whether the header should show the thinking dots.
func (t *table) thinking() bool {
	return !t.over() && !t.guideOver() && t.computer(t.toMove()) != nil || t.hint != nil
}
