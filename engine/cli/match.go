package cli

import (
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
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
	results := spec.play(log)
	report(stdout, spec, results, time.Since(start))
	return exitOK
}

// play runs the games, spec.parallel at a time; results are in game order.
func (m matchSpec) play(log io.Writer) []gameResult {
	results := make([]gameResult, m.games)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range min(m.parallel, m.games) {
		wg.Go(func() {
			for i := range next {
				results[i] = m.playGame(i)
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
	return results
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
func (m matchSpec) playGame(i int) gameResult {
	st := m.opening(ai.Mix(m.seed, uint64(i/2)))
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
	return gameResult{aWhite: aWhite, score: st.Result(seatA), moves: moves}
}

// opening plays m.open random moves that do not end the game.
func (m matchSpec) opening(seed uint64) game.State {
	rng := rand.New(rand.NewPCG(seed, 2))
	for {
		g, _ := m.game.New(m.options) // checked in runMatch
		for i := 0; i < m.open && !g.IsOver(); i++ {
			moves := g.LegalMoves(nil)
			g.Apply(moves[rng.IntN(len(moves))])
		}
		if !g.IsOver() {
			return g
		}
	}
}
