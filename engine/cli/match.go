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
	a, b     *ai.Player
	game     games.Game
	options  string // the game's options, Kaskade: the board size
	games    int
	open     int
	seed     uint64
	parallel int
}

// gameResult is A's result in one game and its length.
type gameResult struct {
	aWhite bool
	score  float64 // A's return: +1, -1 or 0
	moves  int
}

// runMatch: kaskade match -a L -b L [-size CxR] [-games N] [-movetime D] [-seed N] [-parallel N]
func runMatch(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("match", stderr,
		"usage: kaskade match -a LEVEL -b LEVEL [-game NAME] [-options TEXT | -size CxR] [-games N] [-movetime D] [-nodes N] [-seed N] [-parallel N] [-open N] [-v]",
		"Plays a match and prints A's wins, losses and win rate with a 95% Wilson interval.",
		"Reproducible from -seed when no player is time-limited (use -nodes); timed players depend on machine speed.",
	)
	a := fs.String("a", "expert", "player A: "+strings.Join(ai.Levels, ", "))
	b := fs.String("b", "hard", "player B")
	gf := addGameFlags(fs, "the game (two players)")
	size := fs.String("size", "", "Kaskade's board size, columns x rows; same as -options")
	nGames := fs.Int("games", 200, "number of games; seats alternate, A moves first in the first")
	open := fs.Int("open", 2, "random opening moves before the players take over (each pair of games shares one)")
	parallel := fs.Int("parallel", runtime.NumCPU(), "games played at the same time")
	verbose := fs.Bool("v", false, "print every game's result to stderr")
	pf := addPlayerFlags(fs)
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("match", stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	spec := matchSpec{games: *nGames, open: *open, seed: *pf.seed, parallel: *parallel}
	var err error
	if spec.game, err = games.Lookup(*gf.name); err != nil {
		return fail(err)
	}
	if spec.options, err = gameOptions(spec.game, *gf.options, *size); err != nil {
		return fail(err)
	}
	if st, err := spec.game.New(spec.options); err != nil {
		return fail(err)
	} else if st.NumPlayers() != 2 {
		return fail(fmt.Errorf("%s has %d players; a match needs two", spec.game.Name, st.NumPlayers()))
	}
	if spec.a, err = pf.player(*a); err != nil {
		return fail(fmt.Errorf("-a: %v", err))
	}
	if spec.b, err = pf.player(*b); err != nil {
		return fail(fmt.Errorf("-b: %v", err))
	}
	if spec.games < 1 || spec.parallel < 1 || spec.open < 0 {
		return fail(fmt.Errorf("-games and -parallel must be at least 1, -open at least 0"))
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
	report(stdout, spec, results, time.Since(start))
	return exitOK
}

// play runs the games, spec.parallel at a time; results are in game order.
// An opening that cannot be had stops the match: the error is the one of
// the first such game.
func (m matchSpec) play(log io.Writer) ([]gameResult, error) {
	results := make([]gameResult, m.games)
	errs := make([]error, m.games)
	var failed atomic.Bool
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range min(m.parallel, m.games) {
		wg.Go(func() {
			for i := range next {
				if failed.Load() {
					continue
				}
				if results[i], errs[i] = m.playGame(i); errs[i] != nil {
					failed.Store(true)
					continue
				}
				if log != nil {
					mu.Lock()
					fmt.Fprintf(log, "game %d: A %s, A scores %+g in %d moves\n", i+1, m.seat(results[i].aWhite), results[i].score, results[i].moves)
					mu.Unlock()
				}
			}
		})
	}
	for i := range m.games {
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
	st, err := m.opening(ai.Mix(m.seed, uint64(i/2)))
	if err != nil {
		return gameResult{}, fmt.Errorf("game %d: %w", i+1, err)
	}
	aWhite := i%2 == 0
	seats := []*ai.Player{m.a, m.b}
	if !aWhite {
		seats[0], seats[1] = m.b, m.a
	}
	moves := ai.PlayOut(st, seats, ai.Mix(m.seed^0xa5a5, uint64(i)), deadline)
	seatA := game.Player(0)
	if !aWhite {
		seatA = 1
	}
	return gameResult{aWhite: aWhite, score: st.Result(seatA), moves: moves}, nil
}

// openingTries bounds the random openings tried for one game: an opening
// that ends the game is drawn again, and one that always does (-open 20 on
// a 3x3 board) must end in an error, not a loop.
const openingTries = 1000

// opening plays m.open random moves that do not end the game, drawing
// again when they do, at most openingTries times.
func (m matchSpec) opening(seed uint64) (game.State, error) {
	rng := rand.New(rand.NewPCG(seed, 2))
	for range openingTries {
		g, err := m.game.New(m.options)
		if err != nil {
			return nil, err
		}
		for i := 0; i < m.open && !g.IsOver(); i++ {
			moves := g.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Apply(moves[rng.IntN(len(moves))])
		}
		if !g.IsOver() && len(g.LegalMoves(nil)) > 0 {
			return g, nil
		}
	}
	return nil, fmt.Errorf("no opening of %d random moves left the game going in %d tries: use a smaller -open", m.open, openingTries)
}
