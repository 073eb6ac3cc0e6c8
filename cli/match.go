package cli

import (
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/games"
)

// matchSpec is one match: who plays, where, how often.
type matchSpec struct {
	a, b      *ai.Player
	game      games.Game
	options   string // the game's options, Kaskade: the board size
	games     int
	first     int // the first game's number from 0: -first k goes on with game k of a stopped match
	open      int
	seed      uint64
	parallel  int
	records   string // -records: the folder each game is written to as a record, or ""
	remote    string // the HOST:PORT of a remote side (remote:HOST:PORT), or ""
	remoteIsA bool   // the remote side is A
}

// gameResult is A's result in one game and its length.
type gameResult struct {
	aWhite bool
	score  float64 // A's return: +1, -1 or 0
	moves  int
	failed string // why the remote side's game ended without a result, or ""
}

// runMatch: kaskade match -a L -b L [-size CxR] [-games N] [-movetime D] [-seed N] [-parallel N],
// or for any number of seats: kaskade match -game G -seats L1,L2,... (see runTable)
func runMatch(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("match", stderr,
		"usage: kaskade match -a LEVEL -b LEVEL [-game NAME] [-options TEXT | -size CxR] [-games N] [-movetime D] [-nodes N] [-nodes-b N] [-seed N] [-parallel N] [-open N] [-first N] [-v]",
		"       kaskade match -game NAME -seats LEVEL,LEVEL,... [-options TEXT] [flags as above]",
		"Plays a match and prints A's wins, losses and win rate with a 95% Wilson interval.",
		"With -seats (a level per seat, any number of players): the seats rotate round the table from game to game,",
		"and each level's win share per seat is printed with its 95% interval against the fair share 1/n.",
		"Reproducible from -seed when no player is time-limited (use -nodes); timed players depend on machine speed.",
	)
	a := fs.String("a", "expert", "player A: "+strings.Join(ai.Levels, ", ")+", or remote:HOST:PORT (a program serving the course's protocol)")
	b := fs.String("b", "hard", "player B")
	gf := addGameFlags(fs, "the game (two players)")
	size := fs.String("size", "", "Kaskade's board size, columns x rows; same as -options")
	nGames := fs.Int("games", 200, "number of games; seats alternate, A moves first in the first")
	open := fs.Int("open", 2, "random opening moves before the players take over (each pair of games shares one; none that leaves a win in one move)")
	parallel := fs.Int("parallel", runtime.NumCPU(), "games played at the same time")
	verbose := fs.Bool("v", false, "print every game's result to stderr")
	seats := fs.String("seats", "", "a level for each seat, comma-separated (games of 3 to 8 players); replaces -a and -b")
	pf := addPlayerFlags(fs)
	first := fs.Int("first", 0, "number the games from this one (0 = the first): a match stopped after k games goes on with -first k and the same flags")
	records := fs.String("records", "", "write every game into `DIR` as a record (game-0001.txt, ...) that replay -record reads; a game with chance then takes its deals from the match layer, as a record does")
	nodesB := fs.Int64("nodes-b", 0, "if > 0, B searches this many nodes per move instead of -nodes: two time-limited levels at equal time when their speeds differ (e.g. an older build's)")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("match", stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	spec := matchSpec{games: *nGames, first: *first, open: *open, seed: *pf.seed, parallel: *parallel, records: *records}
	if err := recordsDir(spec.records); err != nil {
		return fail(err)
	}
	var err error
	if spec.game, err = games.Lookup(*gf.name); err != nil {
		return fail(err)
	}
	if spec.options, err = gameOptions(spec.game, *gf.options, *size); err != nil {
		return fail(err)
	}
	st, err := spec.game.New(spec.options)
	if err != nil {
		return fail(err)
	}
	if *seats != "" || st.NumPlayers() != 2 {
		return runTable(spec, st.NumPlayers(), *seats, pf, *verbose, stdout, stderr)
	}
	for _, l := range []string{*a, *b} {
		if err := kaskadeOnly(l, spec.game.Name); err != nil {
			return fail(err)
		}
	}
	if spec.a, err = spec.sidePlayer(pf, *a, true); err != nil {
		return fail(fmt.Errorf("-a: %v", err))
	}
	if spec.b, err = spec.sidePlayer(pf, *b, false); err != nil {
		return fail(fmt.Errorf("-b: %v", err))
	}
	if err := searchNodes(spec.b, *b, *nodesB); err != nil {
		return fail(fmt.Errorf("-nodes-b: %v", err))
	}
	if spec.games < 1 || spec.parallel < 1 || spec.open < 0 || spec.first < 0 {
		return fail(fmt.Errorf("-games and -parallel must be at least 1, -open and -first at least 0"))
	}
	var log io.Writer
	if *verbose {
		log = stderr
	}
	start := time.Now()
	results, err := spec.play(log)
	if err != nil {
		return fail(err)
	}
	if results = spec.keepPlayed(results, stderr); len(results) == 0 {
		return fail(fmt.Errorf("no game was played to its end"))
	}
	report(stdout, spec, results, time.Since(start))
	return exitOK
}

// searchNodes gives the time-limited level p (named level) a budget of n
// nodes a move instead of its clock; n = 0 leaves p as it is.
func searchNodes(p *ai.Player, level string, n int64) error {
	switch q, err := ai.New(level); {
	case n == 0:
		return nil
	case n < 0:
		return fmt.Errorf("%d: must not be negative", n)
	case err != nil || !q.Timed:
		return fmt.Errorf("%s is not time-limited", level)
	}
	p.Nodes, p.Timed = n, false
	return nil
}

// play runs the games, spec.parallel at a time; results are in game order.
// An opening that cannot be had stops the match: the error is the one of
// the first such game.
func (m matchSpec) play(log io.Writer) ([]gameResult, error) {
	play := func(i int) (gameResult, error) { return m.playGame(m.first + i) }
	return inParallel(m.games, m.parallel, play, func(i, _ int, r gameResult) {
		if log != nil && r.failed == "" { // a failed game is reported after the match
			fmt.Fprintf(log, "game %d: A %s, A scores %+g in %d moves\n", m.first+i+1, m.seat(r.aWhite), r.score, r.moves)
		}
	})
}

// inParallel plays games 0..n-1 on workers goroutines and returns their
// results in game order. After a failure no further game starts, and the
// error is the one of the first failed game. done is called after each
// game that was played, one call at a time, with k the number played so
// far.
func inParallel[R any](n, workers int, play func(i int) (R, error), done func(i, k int, r R)) ([]R, error) {
	results := make([]R, n)
	errs := make([]error, n)
	var failed atomic.Bool
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	k := 0
	for range min(workers, n) {
		wg.Go(func() {
			for i := range next {
				if failed.Load() {
					continue
				}
				if results[i], errs[i] = play(i); errs[i] != nil {
					failed.Store(true)
					continue
				}
				mu.Lock()
				k++
				done(i, k, results[i])
				mu.Unlock()
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return results, nil
}

// seat names A's seat: the first (seat 0, who moves first) or the second,
// as the game calls them (Kaskade: white, black; Die Formation: black, white).
func (m matchSpec) seat(first bool) string {
	i := 1
	if first {
		i = 0
	}
	if i < len(m.game.Seats) {
		return m.game.Seats[i]
	}
	return [2]string{"first", "second"}[i]
}

// playGame plays game i: A is white in even games; games 2k and 2k+1
// start from the same random opening.
func (m matchSpec) playGame(i int) (gameResult, error) {
	if m.remote != "" {
		return m.playRemoteGame(i)
	}
	c, err := m.opening(ai.Mix(m.seed, uint64(i/2)))
	if err != nil {
		return gameResult{}, fmt.Errorf("game %d: %w", i+1, err)
	}
	aWhite := i%2 == 0
	seats := []*ai.Player{m.a, m.b}
	keys := []string{m.a.Name + ":A", m.b.Name + ":B"}
	if !aWhite {
		seats[0], seats[1] = m.b, m.a
		keys[0], keys[1] = keys[1], keys[0]
	}
	moves, err := playOut(c, seats, ai.Mix(m.seed^0xa5a5, uint64(i)))
	if err == nil {
		err = writeRecord(m.records, i, c, keys)
	}
	if err != nil {
		return gameResult{}, fmt.Errorf("game %d: %w", i+1, err)
	}
	seatA := game.Player(0)
	if !aWhite {
		seatA = 1
	}
	return gameResult{aWhite: aWhite, score: c.State().Result(seatA), moves: moves}, nil
}

// openingTries bounds the random openings tried for one game: an opening
// that ends or decides the game is drawn again, and one that always does
// (-open 20 on a 3x3 board) must end in an error, not a loop.
const openingTries = 1000

// opening plays m.open random moves that leave the game going and
// undecided, drawing again when they do not, at most openingTries times.
// An opening kept at the first draw is the same as before the check, so
// the games of earlier matches replay unchanged but for the pairs whose
// opening it rejects.
func (m matchSpec) opening(seed uint64) (course, error) {
	rng := rand.New(rand.NewPCG(seed, 2))
	for range openingTries {
		c, err := m.randomOpening(rng)
		if err != nil {
			return nil, err
		}
		if g := c.State(); !g.IsOver() && len(g.LegalMoves(nil)) > 0 && !winsAtOnce(g) {
			return c, nil
		}
	}
	return nil, fmt.Errorf("no opening of %d random moves left the game going and undecided in %d tries: use a smaller -open", m.open, openingTries)
}

// randomOpening plays up to m.open random moves from the start.
func (m matchSpec) randomOpening(rng *rand.Rand) (course, error) {
	c, err := m.newCourse()
	if err != nil {
		return nil, err
	}
	for i := 0; i < m.open && !c.State().IsOver(); i++ {
		moves := c.State().LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		if err := c.Apply(moves[rng.IntN(len(moves))]); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// winsAtOnce reports whether the player to move has a move that wins the
// game outright. Such an opening tests nothing (in Kaskade: a lone ball
// beside a corner that overflows): each game of its pair goes to whoever
// moves first.
func winsAtOnce(g game.State) bool {
	_, ok := ai.WinNow(g, g.LegalMoves(nil))
	return ok
}

// tableSpec is a match of any number of seats: levels[k] is the k-th
// entry of -seats; in game i it sits in chair (k+i) mod n, so that over n
// games every level has sat in every chair.
type tableSpec struct {
	matchSpec
	levels []*ai.Player
}

// tableResult is one game: each entry's share of the win (1/k for each of
// k winners, 0 otherwise), the chairs that won, and the moves played.
type tableResult struct {
	share  []float64
	chairs []float64
	moves  int
}

// runTable plays a match with a level in each seat (-seats).
func runTable(spec matchSpec, players int, seats string, pf playerFlags, verbose bool, stdout, stderr io.Writer) int {
	fail := failer("match", stderr)
	names := strings.Split(seats, ",")
	switch {
	case seats == "":
		return fail(fmt.Errorf("%s has %d players: give a level for each with -seats", spec.game.Name, players))
	case len(names) != players:
		return fail(fmt.Errorf("-seats names %d levels; %s with options %q has %d players", len(names), spec.game.Name, spec.options, players))
	case spec.games < 1 || spec.parallel < 1 || spec.open < 0 || spec.first < 0:
		return fail(fmt.Errorf("-games and -parallel must be at least 1, -open and -first at least 0"))
	}
	t := tableSpec{matchSpec: spec}
	for _, n := range names {
		p, err := pf.player(strings.TrimSpace(n))
		if err != nil {
			return fail(fmt.Errorf("-seats: %v", err))
		}
		t.levels = append(t.levels, p)
	}
	start := time.Now()
	results, err := t.play(stderr, verbose)
	if err != nil {
		return fail(err)
	}
	t.report(stdout, results, time.Since(start))
	return exitOK
}

// play runs the games, spec.parallel at a time, showing progress on log;
// with verbose also every game's result.
func (t tableSpec) play(log io.Writer, verbose bool) ([]tableResult, error) {
	start := time.Now()
	every := max(1, t.games/20)
	play := func(i int) (tableResult, error) { return t.playGame(t.first + i) }
	return inParallel(t.games, t.parallel, play, func(i, k int, r tableResult) {
		if verbose {
			fmt.Fprintf(log, "game %d: chairs %s, shares %v in %d moves\n", t.first+i+1, t.chairNames(t.first+i), r.share, r.moves)
		}
		if k%every == 0 || k == t.games {
			fmt.Fprintf(log, "match: %d/%d games, %v\n", k, t.games, time.Since(start).Round(time.Second))
		}
	})
}

// chairOf is the chair of entry k in game i.
func (t tableSpec) chairOf(k, i int) int { return (k + i) % len(t.levels) }

// chairNames lists the levels chair by chair in game i.
func (t tableSpec) chairNames(i int) string {
	names := make([]string, len(t.levels))
	for k, p := range t.levels {
		names[t.chairOf(k, i)] = p.Name
	}
	return strings.Join(names, ",")
}

// playGame plays game i; the n games of one rotation share an opening.
func (t tableSpec) playGame(i int) (tableResult, error) {
	n := len(t.levels)
	c, err := t.opening(ai.Mix(t.seed, uint64(i/n)))
	if err != nil {
		return tableResult{}, fmt.Errorf("game %d: %w", i+1, err)
	}
	chairs := make([]*ai.Player, n)
	keys := make([]string, n)
	for k, p := range t.levels {
		chairs[t.chairOf(k, i)] = p
		keys[t.chairOf(k, i)] = fmt.Sprintf("%s:%d", p.Name, k+1) // the level and its place in -seats
	}
	moves, err := playOut(c, chairs, ai.Mix(t.seed^0xa5a5, uint64(i)))
	if err == nil {
		err = writeRecord(t.records, i, c, keys)
	}
	if err != nil {
		return tableResult{}, fmt.Errorf("game %d: %w", i+1, err)
	}
	st := c.State()
	r := tableResult{share: make([]float64, n), chairs: make([]float64, n), moves: moves}
	winners := 0
	for c := range n {
		if st.Result(game.Player(c)) > 0 {
			winners++
		}
	}
	for k := range t.levels {
		c := t.chairOf(k, i)
		if st.Result(game.Player(c)) > 0 {
			r.share[k] = 1 / float64(winners)
			r.chairs[c] = r.share[k]
		}
	}
	return r, nil
}

// report prints each level's wins and win share per seat with its 95%
// Wilson interval, the games without a winner and the wins by chair.
func (t tableSpec) report(w io.Writer, rs []tableResult, took time.Duration) {
	n := len(t.levels)
	var order []string
	seats := map[string]int{}
	wins := map[string]float64{}
	chairs := make([]float64, n)
	noWinner, moves := 0, 0
	for _, r := range rs {
		won := 0.0
		for k, p := range t.levels {
			wins[p.Name] += r.share[k]
			won += r.share[k]
		}
		for c, x := range r.chairs {
			chairs[c] += x
		}
		if won == 0 {
			noWinner++
		}
		moves += r.moves
	}
	for _, p := range t.levels {
		if seats[p.Name] == 0 {
			order = append(order, p.Name)
		}
		seats[p.Name]++
	}
	names := make([]string, n)
	for k, p := range t.levels {
		names[k] = p.Name
	}
	fmt.Fprintf(w, "match %s on %s: %d games, %s, seats rotated, seed %d, %d random opening moves\n",
		strings.Join(names, ","), t.options, len(rs), t.budget(order), t.seed, t.open)
	fmt.Fprintf(w, "fair share %.1f%% per seat; shared wins count 1/k for each of k winners\n", 100/float64(n))
	for _, name := range order {
		games := len(rs) * seats[name]
		rate := wins[name] / float64(games)
		lo, hi := wilson(rate, games, 1.96)
		fmt.Fprintf(w, "%s: %d seat(s), wins %.1f of %d, win share %.1f%% per seat, 95%% CI %.1f%%-%.1f%% (Wilson)\n",
			name, seats[name], wins[name], games, 100*rate, 100*lo, 100*hi)
	}
	fmt.Fprintf(w, "no winner: %d games; wins by chair:", noWinner)
	for c, x := range chairs {
		fmt.Fprintf(w, " %s %.1f", t.chairName(c), x)
	}
	fmt.Fprintf(w, "\n%.1f moves per game, %v\n", float64(moves)/float64(len(rs)), took.Round(time.Second))
}

// chairName is chair c as the game names its seats.
func (t tableSpec) chairName(c int) string {
	if c < len(t.game.Seats) {
		return t.game.Seats[c]
	}
	return fmt.Sprintf("seat%d", c+1)
}

// budget describes each level's limit once: the game's own budget for the
// level unless the flags set one, and the clock of timed levels.
func (t tableSpec) budget(order []string) string {
	var parts []string
	for _, name := range order {
		for _, p := range t.levels {
			if p.Name != name {
				continue
			}
			switch {
			case p.Random:
				parts = append(parts, name+" random")
			case p.Timed:
				parts = append(parts, fmt.Sprintf("%s its level's budget, at most %v/move", name, p.MoveTime))
			case p.Nodes > 0 && !levelNodes(p):
				parts = append(parts, fmt.Sprintf("%s at most %d nodes/move", name, p.Nodes))
			default:
				parts = append(parts, name+" its level's budget")
			}
			break
		}
	}
	return strings.Join(parts, ", ")
}

// levelNodes reports whether p's node budget is its level's own (not one
// the flags set), which a game with its own levels replaces.
func levelNodes(p *ai.Player) bool {
	q, err := ai.New(p.Name)
	return err == nil && q.Nodes == p.Nodes
}
