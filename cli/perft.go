package cli

import (
	"fmt"
	"io"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
)

// runPerft: kaskade perft [-game NAME] [-options TEXT] [-position LINE] [-depth N]
func runPerft(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("perft", stderr,
		"usage: kaskade perft [-game NAME] [-options TEXT] [-position LINE] [-depth N]",
		"Prints 'perft D COUNT' for D = 1..depth: the number of legal move sequences of exactly D moves;",
		"a sequence that ends the game counts only at its own length. A check of move generation.",
		"A game with chance steps (kaleidoskop) starts from a match's start (the setup dealt) and counts",
		"the seats' moves only: each chance step is played as the match plays it, one outcome drawn",
		"from the match's seed and ply, not expanded (the deal after a draw is not a branch); -position",
		"is refused for such a game.",
	)
	gf := addGameFlags(fs, "the game")
	pos := fs.String("position", "", "start from this position line instead of the game's start")
	depth := fs.Int("depth", 4, "count move sequences of 1 to this many moves (1..12)")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("perft", stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if *depth < 1 || *depth > 12 {
		return fail(fmt.Errorf("-depth %d: want 1..12", *depth))
	}
	st, err := startState(*gf.name, *gf.options, *pos)
	if err != nil {
		return fail(err)
	}
	count := func(d int) int64 { return perft(st, d) }
	if t, ok := st.(game.Typer); ok && t.Type().Chance {
		m, err := chanceStart(*gf.name, *gf.options, *pos)
		if err != nil {
			return fail(err)
		}
		count = func(d int) int64 { return perftMatch(m, d) }
	}
	for d := 1; d <= *depth; d++ {
		fmt.Fprintf(stdout, "perft %d %d\n", d, count(d))
	}
	return exitOK
}

// chanceStart is the match a game with chance steps is counted from.
func chanceStart(name, options, pos string) (*match.Match, error) {
	if pos != "" {
		return nil, fmt.Errorf("-position: %s has chance steps; perft counts from a match's start (give -options)", name)
	}
	g, err := games.Lookup(name)
	if err != nil {
		return nil, err
	}
	return match.New(g, options)
}

// perftMatch counts the seats' move sequences of exactly depth moves from
// the match's position, each move followed by the chance steps the match
// draws for it; the match is back where it was afterwards.
func perftMatch(m *match.Match, depth int) int64 {
	s := m.State()
	if s.IsOver() {
		return 0
	}
	legal := s.LegalMoves(nil)
	if depth == 1 {
		return int64(len(legal))
	}
	var n int64
	for _, mv := range legal {
		if m.PlayMove(mv) != nil {
			continue // cannot happen: the move is legal
		}
		n += perftMatch(m, depth-1)
		m.Undo()
	}
	return n
}

// startState is the game's start from options, or the position line.
func startState(name, options, pos string) (game.State, error) {
	g, err := games.Lookup(name)
	if err != nil {
		return nil, err
	}
	if pos != "" {
		if options != "" {
			return nil, fmt.Errorf("-options and -position: give one")
		}
		st, err := g.Parse(pos)
		if err != nil {
			return nil, fmt.Errorf("-position: %v", err)
		}
		return st, nil
	}
	if options == "" {
		options = g.DefaultOptions
	}
	return g.New(options)
}

// perft counts the move sequences of exactly depth moves from st, for any
// game; st is not changed. One state per ply is reused when the game can
// copy into it (game.Copier).
func perft(st game.State, depth int) int64 {
	stack := make([]game.State, depth)
	moves := make([][]game.Move, depth)
	for i := range stack {
		stack[i] = st.Clone()
	}
	var walk func(s game.State, ply int) int64
	walk = func(s game.State, ply int) int64 {
		if s.IsOver() {
			return 0
		}
		moves[ply] = s.LegalMoves(moves[ply][:0])
		if ply == depth-1 {
			return int64(len(moves[ply]))
		}
		var n int64
		for _, m := range moves[ply] {
			c := stack[ply+1]
			if cp, ok := c.(game.Copier); ok {
				cp.CopyFrom(s)
			} else {
				c = s.Clone()
			}
			c.Apply(m)
			n += walk(c, ply+1)
		}
		return n
	}
	return walk(st, 0)
}
