package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/games"
)

// playerFlags are the flags that choose and bound a computer player.
type playerFlags struct {
	movetime *time.Duration
	nodes    *int64
	seed     *uint64
}

func addPlayerFlags(fs *flag.FlagSet) playerFlags {
	return playerFlags{
		movetime: fs.Duration("movetime", ai.DefaultMoveTime, "thinking time per move of time-limited levels (expert)"),
		nodes:    fs.Int64("nodes", 0, "if > 0, time-limited levels search this many nodes per move instead of using the clock (reproducible)"),
		seed:     fs.Uint64("seed", 1, "seed for the players' random choices"),
	}
}

// player builds the named level with the flags' limits applied.
func (f playerFlags) player(level string) (*ai.Player, error) {
	if *f.movetime <= 0 {
		return nil, fmt.Errorf("-movetime %v: must be positive", *f.movetime)
	}
	if *f.nodes < 0 {
		return nil, fmt.Errorf("-nodes %d: must not be negative", *f.nodes)
	}
	p, err := ai.New(level)
	if err != nil {
		return nil, err
	}
	p.MoveTime = *f.movetime
	if *f.nodes > 0 && p.Timed {
		p.Nodes, p.Timed = *f.nodes, false
	}
	return p, nil
}

// kaskadeOnly refuses the brilliant baselines outside Kaskade: their
// evaluation is the Brilliant.org chain-reaction write-up's, which no other
// game has.
func kaskadeOnly(level, game string) error {
	if strings.HasPrefix(strings.ToLower(level), "brilliant") && game != "kaskade" {
		return fmt.Errorf("level %q is a Kaskade baseline; %s has no such evaluation", level, game)
	}
	return nil
}

// deadline is the stop condition of a time-limited player's move: the
// engine has no clock, the command line lends it one.
func deadline(p *ai.Player) func() bool {
	if !p.Timed {
		return nil
	}
	end := time.Now().Add(p.MoveTime)
	return func() bool { return time.Now().After(end) }
}

// runBestmove: kaskade bestmove -position LINE [-level L] [-movetime D] [-seed N] [-v]
func runBestmove(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bestmove", stderr,
		"usage: kaskade bestmove [-game NAME] -position LINE [-level L] [-movetime D] [-nodes N] [-seed N] [-v]",
		"Prints the computer player's move for the position, in the rules' notation (e.g. c3).",
	)
	name := fs.String("game", "kaskade", "the game")
	pos := fs.String("position", "", "the position line in the game's notation, e.g. \"3x3 .../.../... w 0 *\"")
	level := fs.String("level", "expert", "player: "+strings.Join(ai.Levels, ", ")+", or remote:HOST:PORT (asks a program serving the course's protocol)")
	verbose := fs.Bool("v", false, "print the search figures to stderr")
	pf := addPlayerFlags(fs)
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("bestmove", stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q (quote the position)", fs.Arg(0)))
	}
	g, err := games.Lookup(*name)
	if err != nil {
		return fail(err)
	}
	st, err := g.Parse(*pos)
	if err != nil {
		return fail(fmt.Errorf("-position: %v", err))
	}
	if st.IsOver() {
		return fail(fmt.Errorf("-position: the game is over, there is no move to find"))
	}
	if err := kaskadeOnly(*level, g.Name); err != nil {
		return fail(err)
	}
	if isRemote(*level) {
		mv, err := remoteBestmove(*level, st)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintln(stdout, mv)
		return exitOK
	}
	p, err := pf.player(*level)
	if err != nil {
		return fail(err)
	}
	start := time.Now()
	r := ai.Think(p, st, *pf.seed, deadline(p))
	fmt.Fprintln(stdout, st.FormatMove(r.Move))
	if *verbose {
		printFigures(stderr, p, st, r, time.Since(start))
	}
	return exitOK
}

func printFigures(w io.Writer, p *ai.Player, st game.State, r ai.Result, took time.Duration) {
	line := make([]string, len(r.PV))
	st = st.Clone()
	for i, m := range r.PV { // each move in its own position's notation
		line[i] = st.FormatMove(m)
		st.Apply(m)
	}
	nps := int64(float64(r.Nodes) / max(took.Seconds(), 1e-9))
	what := "depth"
	if p.MCTS {
		what = "playouts"
	}
	fmt.Fprintf(w, "%s %d nodes %d time %v nps %d score %d pv %s\n",
		what, r.Depth, r.Nodes, took.Round(time.Millisecond), nps, r.Score, strings.Join(line, " "))
}
