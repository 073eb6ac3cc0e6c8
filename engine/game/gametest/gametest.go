// Package gametest is the conformance suite every game of the collection
// runs in its tests (after OpenSpiel's basic tests): seeded random games in
// which every position is checked against the contract in engine/game.
//
//	func TestConformance(t *testing.T) {
//		gametest.Run(t, gametest.Config{
//			New:   func(seed uint64) game.State { return mygame.New() },
//			Parse: mygame.ParseGame,
//		})
//	}
//
// What it checks, at every position of every game: the player to move and
// IsOver agree; LegalMoves has no duplicates and is empty exactly when the
// game is over; Check is nil for every legal move and a *game.Refusal with a
// code for every other move below MoveBound (and for NoMove and far-off
// numbers), game.CodeOver once over; ParseMove(FormatMove(m)) == m for
// every legal move, and ParseMove never accepts an illegal one;
// Parse(String()) gives the same String, player and moves; a Clone and a
// CopyFrom copy show the same String and Hash and stay independent; equal
// Strings hash equal (across all games of the run); chance positions give
// outcomes equal to LegalMoves with probabilities adding up to 1; every
// seat's and the onlooker's view (game.Viewer) reads back through Parse as
// the same text; what a seat sees (ViewFor) is the same in a position
// Resample made for it; a
// turn left unfinished (TurnDone false) is continued by the same player;
// Result is 0 while playing and in [-1, 1] at the end, adding up to 0 in
// zero-sum games; Score is a number; a game's Type matches what its
// states do. At the end of each game, replaying its moves from New gives
// the same positions. A panic anywhere is reported as a failure with the
// game's seed and moves.
//
// PlayLevels (levels.go) plays games between computer players given as
// functions, so that this package does not import the computer players and
// their tests can use it.
package gametest

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"kaskade/engine/game"
)

// Config says which game to test and how much.
type Config struct {
	// New starts a game; seed may choose its options or deal (the suite
	// passes Seed plus the game's number), or be ignored.
	New func(seed uint64) game.State
	// Parse reads a position String wrote; nil skips the round trips.
	Parse game.ParseFunc
	// Games is the number of random games (default 20).
	Games int
	// MaxMoves ends a game that has not ended by itself (default 2000).
	MaxMoves int
	// MoveBound: every move in 0..MoveBound-1 that is not legal must be
	// refused by Check (default 256). Above 1024 a sample of 512 is tried
	// per position.
	MoveBound game.Move
	// Seed is the first game's seed.
	Seed uint64
}

func (c Config) withDefaults() Config {
	if c.Games == 0 {
		c.Games = 20
	}
	if c.MaxMoves == 0 {
		c.MaxMoves = 2000
	}
	if c.MoveBound == 0 {
		c.MoveBound = 256
	}
	return c
}

// Run plays cfg.Games random games and checks every position.
func Run(t testing.TB, cfg Config) {
	t.Helper()
	cfg = cfg.withDefaults()
	hashes := map[string]uint64{}
	for i := range cfg.Games {
		r := &runner{cfg: cfg, seed: cfg.Seed + uint64(i), hashes: hashes}
		r.rng = game.SplitMix64{State: r.seed}
		if err := r.game(); err != nil {
			t.Errorf("game %d (seed %d) after moves [%s]: %v", i, r.seed, strings.Join(r.written, " "), err)
			if r.failures++; r.failures > 3 {
				return
			}
		}
	}
}

// runner plays and checks one game.
type runner struct {
	cfg      Config
	seed     uint64
	rng      game.SplitMix64
	hashes   map[string]uint64 // every String seen in the run and its hash
	moves    []game.Move
	written  []string // the moves in the game's notation, for the report
	lines    []string // the String of every position, for the replay
	failures int
}

// game plays one game; a panic becomes its error.
func (r *runner) game() (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	st := r.cfg.New(r.seed)
	if st == nil {
		return fmt.Errorf("new returned nil")
	}
	if err := checkType(st); err != nil {
		return err
	}
	if !game.TurnDone(st) {
		return fmt.Errorf("a new game starts in the middle of a turn")
	}
	for len(r.moves) < r.cfg.MaxMoves {
		if err := r.position(st); err != nil {
			return fmt.Errorf("position %q: %v", st, err)
		}
		if st.IsOver() {
			break
		}
		if err := r.step(st); err != nil {
			return fmt.Errorf("position %q: %v", st, err)
		}
	}
	return r.replay()
}

// step picks a move (a chance outcome by its probability, a player's move
// uniformly), applies it and checks the turn boundary.
func (r *runner) step(st game.State) error {
	mover := st.CurrentPlayer()
	m := r.pick(st)
	r.moves = append(r.moves, m)
	r.written = append(r.written, st.FormatMove(m))
	st.Apply(m)
	if !game.TurnDone(st) {
		switch {
		case mover == game.Chance:
			return fmt.Errorf("a chance step %s left a turn unfinished", r.written[len(r.written)-1])
		case st.CurrentPlayer() != mover:
			return fmt.Errorf("after %s the turn is unfinished but %d is to move, not %d", r.written[len(r.written)-1], st.CurrentPlayer(), mover)
		}
	}
	return nil
}

func (r *runner) pick(st game.State) game.Move {
	if st.CurrentPlayer() == game.Chance {
		outs := st.(game.ChanceState).ChanceOutcomes(nil)
		x := float64(r.rng.Next()>>11) / (1 << 53)
		for _, o := range outs {
			if x -= o.Prob; x < 0 {
				return o.Move
			}
		}
		return outs[len(outs)-1].Move
	}
	legal := st.LegalMoves(nil)
	return legal[r.rng.Next()%uint64(len(legal))]
}

// replay plays the game's moves again from New and compares every position.
func (r *runner) replay() error {
	st := r.cfg.New(r.seed)
	for i, m := range r.moves {
		if got := st.String(); got != r.lines[i] {
			return fmt.Errorf("replay: before move %d the position is %q, first time %q", i+1, got, r.lines[i])
		}
		st.Apply(m)
	}
	if got, want := st.String(), r.lines[len(r.lines)-1]; got != want {
		return fmt.Errorf("replay: the last position is %q, first time %q", got, want)
	}
	return nil
}

// checkType checks a new game's Type against the interfaces it implements.
func checkType(st game.State) error {
	ty := game.TypeOf(st)
	n := st.NumPlayers()
	switch {
	case ty.MinPlayers < 1 || ty.MinPlayers > ty.MaxPlayers || ty.MaxPlayers > game.MaxPlayers:
		return fmt.Errorf("type %+v: players out of order or range", ty)
	case n < ty.MinPlayers || n > ty.MaxPlayers:
		return fmt.Errorf("%d players, type allows %d..%d", n, ty.MinPlayers, ty.MaxPlayers)
	}
	if _, ok := st.(game.ChanceState); ty.Chance && !ok {
		return fmt.Errorf("type says chance, state does not implement game.ChanceState")
	}
	if _, ok := st.(game.Imperfect); ty.Hidden && !ok {
		return fmt.Errorf("type says hidden, state does not implement game.Imperfect")
	}
	return nil
}

// position runs every check of one position.
func (r *runner) position(st game.State) error {
	line := st.String()
	r.lines = append(r.lines, line)
	legal := st.LegalMoves(nil)
	for _, check := range []func(game.State, []game.Move) error{
		checkPlayer, r.checkMoves, r.checkIllegal, r.checkParse, r.checkCopies,
		checkChance, r.checkViews, checkResult,
	} {
		if err := check(st, legal); err != nil {
			return err
		}
	}
	if got := st.String(); got != line {
		return fmt.Errorf("the checks changed the position to %q", got)
	}
	return nil
}

func checkPlayer(st game.State, legal []game.Move) error {
	cur, n := st.CurrentPlayer(), st.NumPlayers()
	switch {
	case st.IsOver() != (cur == game.Terminal):
		return fmt.Errorf("IsOver %v but CurrentPlayer %d", st.IsOver(), cur)
	case st.IsOver() != (len(legal) == 0):
		return fmt.Errorf("IsOver %v with %d legal moves", st.IsOver(), len(legal))
	case cur == game.Chance && !game.TypeOf(st).Chance:
		return fmt.Errorf("a chance step in a game whose type has none")
	case cur >= game.Player(n) || cur < game.Terminal:
		return fmt.Errorf("CurrentPlayer %d of %d players", cur, n)
	}
	seen := map[game.Move]bool{}
	for _, m := range legal {
		if seen[m] {
			return fmt.Errorf("move %d (%s) twice in LegalMoves", m, st.FormatMove(m))
		}
		seen[m] = true
	}
	return nil
}

// checkMoves: every legal move passes Check and survives its notation.
func (r *runner) checkMoves(st game.State, legal []game.Move) error {
	for _, m := range legal {
		if err := st.Check(m); err != nil {
			return fmt.Errorf("legal move %d (%s) refused by Check: %v", m, st.FormatMove(m), err)
		}
		text := st.FormatMove(m)
		back, err := st.ParseMove(text)
		if err != nil || back != m {
			return fmt.Errorf("move %d written %q reads back as %d, %v", m, text, back, err)
		}
	}
	return nil
}

// checkIllegal: every other move is refused with a typed reason, and its
// notation (whatever FormatMove writes) does not parse as it.
func (r *runner) checkIllegal(st game.State, legal []game.Move) error {
	isLegal := map[game.Move]bool{}
	for _, m := range legal {
		isLegal[m] = true
	}
	try := []game.Move{game.NoMove, -1000, r.cfg.MoveBound, math.MaxInt32, math.MinInt32}
	if b := r.cfg.MoveBound; b <= 1024 {
		for m := range b {
			try = append(try, m)
		}
	} else {
		for range 512 {
			try = append(try, game.Move(r.rng.Next()%uint64(b)))
		}
	}
	for _, m := range try {
		if isLegal[m] {
			continue
		}
		err := st.Check(m)
		ref, ok := game.RefusalOf(err)
		switch {
		case err == nil:
			return fmt.Errorf("illegal move %d (%s) passes Check", m, st.FormatMove(m))
		case !ok || ref.Code == "" || ref.Text == "":
			return fmt.Errorf("move %d refused without a typed reason: %#v", m, err)
		case st.IsOver() && ref.Code != game.CodeOver:
			return fmt.Errorf("move %d after the end refused with %q, want %q", m, ref.Code, game.CodeOver)
		}
		if back, err := st.ParseMove(st.FormatMove(m)); err == nil && !isLegal[back] {
			return fmt.Errorf("ParseMove(%q) accepts the illegal move %d", st.FormatMove(m), back)
		}
	}
	return nil
}

// checkParse: the position reads back as itself.
func (r *runner) checkParse(st game.State, legal []game.Move) error {
	if r.cfg.Parse == nil {
		return nil
	}
	line := st.String()
	back, err := r.cfg.Parse(line)
	if err != nil {
		return fmt.Errorf("Parse(String()): %v", err)
	}
	if got := back.String(); got != line {
		return fmt.Errorf("Parse(String()).String() = %q", got)
	}
	if back.CurrentPlayer() != st.CurrentPlayer() || fmt.Sprint(back.LegalMoves(nil)) != fmt.Sprint(legal) {
		return fmt.Errorf("the parsed position has player %d and moves %v, want %d and %v",
			back.CurrentPlayer(), back.LegalMoves(nil), st.CurrentPlayer(), legal)
	}
	return r.checkHash(back)
}

// checkHash: equal Strings hash equal, across every game of the run.
func (r *runner) checkHash(st game.State) error {
	h, ok := st.(game.Hasher)
	if !ok {
		return nil
	}
	line := st.String()
	if old, seen := r.hashes[line]; seen && old != h.Hash() {
		return fmt.Errorf("two positions written %q hash %#x and %#x", line, old, h.Hash())
	}
	r.hashes[line] = h.Hash()
	return nil
}

// checkCopies: a Clone and a CopyFrom copy are equal and independent.
func (r *runner) checkCopies(st game.State, legal []game.Move) error {
	line := st.String()
	c := st.Clone()
	copies := []game.State{c}
	if _, ok := st.(game.Copier); ok {
		d := r.cfg.New(r.seed + 1).(game.Copier)
		d.CopyFrom(st)
		copies = append(copies, d.(game.State))
	}
	for i, x := range copies {
		if x.String() != line {
			return fmt.Errorf("copy %d reads %q", i, x.String())
		}
		if err := r.checkHash(x); err != nil {
			return err
		}
		if len(legal) > 0 {
			x.Apply(legal[r.rng.Next()%uint64(len(legal))])
			if st.String() != line {
				return fmt.Errorf("a move on copy %d changed the original to %q", i, st.String())
			}
		}
	}
	return r.checkHash(st)
}

// checkChance: a chance step's outcomes are its legal moves, adding up to 1.
func checkChance(st game.State, legal []game.Move) error {
	if st.CurrentPlayer() != game.Chance {
		return nil
	}
	cs, ok := st.(game.ChanceState)
	if !ok {
		return fmt.Errorf("a chance step, but no game.ChanceState")
	}
	outs := cs.ChanceOutcomes(nil)
	if len(outs) != len(legal) {
		return fmt.Errorf("%d outcomes for %d legal moves", len(outs), len(legal))
	}
	sum := 0.0
	for i, o := range outs {
		if o.Move != legal[i] || !(o.Prob > 0) {
			return fmt.Errorf("outcome %d is %+v, legal move %d", i, o, legal[i])
		}
		sum += o.Prob
	}
	if math.Abs(sum-1) > 1e-9 {
		return fmt.Errorf("the outcomes' probabilities add up to %v", sum)
	}
	return nil
}

// checkViews: a position re-dealt for seat p looks the same to p, is a
// complete position (its String parses) and is not the original object.
func (r *runner) checkViews(st game.State, legal []game.Move) error {
	if err := r.checkViewsRead(st); err != nil {
		return err
	}
	im, ok := st.(game.Imperfect)
	if !ok {
		return nil
	}
	for p := range game.Player(st.NumPlayers()) {
		view := im.ViewFor(p).String()
		x := im.Resample(p, &r.rng)
		if got := x.(game.Imperfect).ViewFor(p).String(); got != view {
			return fmt.Errorf("seat %d sees %q, and in the position re-dealt for it %q", p, view, got)
		}
		if x.CurrentPlayer() != st.CurrentPlayer() {
			return fmt.Errorf("re-dealt for seat %d, %d is to move, not %d", p, x.CurrentPlayer(), st.CurrentPlayer())
		}
		if r.cfg.Parse != nil {
			if _, err := r.cfg.Parse(x.String()); err != nil {
				return fmt.Errorf("the position re-dealt for seat %d does not parse: %v", p, err)
			}
		}
	}
	return nil
}

// checkViewsRead: every seat's view and the onlooker's (game.Viewer) is
// read back by Parse as the same text with the same player to move, as an
// online device reads the view it is sent.
func (r *runner) checkViewsRead(st game.State) error {
	vw, ok := st.(game.Viewer)
	if !ok || r.cfg.Parse == nil {
		return nil
	}
	for p := game.Onlooker; p < game.Player(st.NumPlayers()); p++ {
		if p < 0 && p != game.Onlooker {
			continue
		}
		view := vw.ViewFor(p)
		back, err := r.cfg.Parse(view.String())
		switch {
		case err != nil:
			return fmt.Errorf("the view for seat %d does not parse: %v\n%s", p, err, view)
		case back.String() != view.String():
			return fmt.Errorf("the view for seat %d reads back as %q, not %q", p, back, view)
		case back.CurrentPlayer() != st.CurrentPlayer():
			return fmt.Errorf("in the view for seat %d, %d is to move, not %d", p, back.CurrentPlayer(), st.CurrentPlayer())
		}
	}
	return nil
}

// checkResult: 0 while playing; in [-1, 1] at the end; zero-sum adds to 0.
func checkResult(st game.State, _ []game.Move) error {
	sum := 0.0
	for p := range game.Player(st.NumPlayers()) {
		v := st.Result(p)
		switch {
		case math.IsNaN(v) || v < -1 || v > 1:
			return fmt.Errorf("Result(%d) = %v", p, v)
		case !st.IsOver() && v != 0:
			return fmt.Errorf("Result(%d) = %v before the end", p, v)
		}
		sum += v
		if sc, ok := st.(game.Scorer); ok {
			if s := sc.Score(p); math.IsNaN(s) || math.IsInf(s, 0) {
				return fmt.Errorf("Score(%d) = %v", p, s)
			}
		}
	}
	if game.TypeOf(st).ZeroSum && math.Abs(sum) > 1e-9 {
		return fmt.Errorf("zero-sum results add up to %v", sum)
	}
	return nil
}
