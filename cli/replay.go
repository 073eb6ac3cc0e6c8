package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"kaskade/engine/files"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
)

// runReplay: kaskade replay [-game NAME] [-options TEXT | -size CxR] [-each] MOVES...
// or kaskade replay -record FILE [-each]
func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", stderr,
		"usage: kaskade replay [-game NAME] [-options TEXT | -size CxR] [-deal N] [-each] MOVE...",
		"       kaskade replay -record FILE [-each]",
		"Plays the moves (e.g. a1 f6) from the start and prints the position line.",
		"A game with chance steps (kaleidoskop) is replayed through the match layer: each argument is",
		"a turn as a record writes it, its moves joined by '+' or ';' (\"place R @ 0,0|1,0|1,-1; holder; end\"),",
		"\"end\" written where the turn ends; the chance steps are drawn as a match with these options",
		"draws them, and the position printed is the referee's (every hand and deck shown).",
	)
	gf := addGameFlags(fs, "the game")
	size := fs.String("size", "", "Kaskade's board size, columns x rows (3..20 each); same as -options")
	each := fs.Bool("each", false, "print the position after every move, not only the last")
	deal := fs.String("deal", "", "the deal number, for games whose options take deal=N (decktet)")
	record := fs.String("record", "", "play the moves of a save or game record `FILE` (it names the game and options)")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("replay", stderr)
	if *record != "" {
		if err := replayRecord(fs, *record, *each, stdout); err != nil {
			return fail(err)
		}
		return exitOK
	}
	g, err := games.Lookup(*gf.name)
	if err != nil {
		return fail(err)
	}
	opts, err := gameOptions(g, *gf.options, *size)
	if err == nil && *deal != "" {
		opts, err = withDeal(g, *gf.options, *deal)
	}
	if err != nil {
		return fail(err)
	}
	var print func(game.State, int)
	if *each {
		print = func(s game.State, _ int) { fmt.Fprintln(stdout, s) }
	}
	replay := g.Replay
	if hasChance(g, opts) {
		replay = func(opts string, turns []string, each func(game.State, int)) (game.State, error) {
			return replayTurns(g, opts, turns, each)
		}
	}
	s, err := replay(opts, fs.Args(), print)
	if err != nil {
		return fail(err)
	}
	if !*each || len(fs.Args()) == 0 {
		fmt.Fprintln(stdout, s)
	}
	printResult(stdout, s)
	return exitOK
}

// printResult says how the game stands, after its position line, for the
// games whose line does not say it (a two-player game's line ends in its
// result: 1-0, 0-1, 1/2-1/2 or *): a solitaire's won, lost or playing,
// and for three or more seats, once the game is over, the places, best
// first, with the points where the game counts them: "result 1st p2 17,
// 2nd p1 15, 2nd p4 15, 4th p3 12" (p1 is the first seat). A game of three
// or more still going prints no more than its line, as before.
func printResult(w io.Writer, s game.State) {
	switch n := s.NumPlayers(); {
	case n == 1:
		fmt.Fprintln(w, soloResult(s))
	case n > 2 && s.IsOver():
		var parts []string
		for _, p := range game.Places(s) {
			part := fmt.Sprintf("%s p%d", ordinal(p.Place), p.Seat+1)
			if p.Scored {
				part += fmt.Sprintf(" %g", p.Score)
			}
			parts = append(parts, part)
		}
		fmt.Fprintln(w, "result "+strings.Join(parts, ", "))
	}
}

// ordinal writes a place: 1st, 2nd, 3rd, 4th, ...
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprint(n) + suffix
}

// hasChance reports whether g with these options has chance steps (a
// game.Typer that says so); a bad option text is left to the replay.
func hasChance(g games.Game, opts string) bool {
	s, err := g.New(opts)
	if err != nil {
		return false
	}
	t, ok := s.(game.Typer)
	return ok && t.Type().Chance
}

// replayTurns plays turns through a match, so that the chance steps come
// as a match (and a record loaded again) draws them. Like Entry.Replay, the
// error names the first bad turn and why, and the state returned with it
// is the position before that turn.
func replayTurns(g games.Game, opts string, turns []string, each func(game.State, int)) (game.State, error) {
	m, err := match.New(g, opts)
	if err != nil {
		return nil, err
	}
	for i, turn := range turns {
		if err := m.Play(strings.ReplaceAll(turn, ";", "+")); err != nil {
			return m.State(), fmt.Errorf("turn %d (%s): %v", i+1, turn, err)
		}
		if each != nil {
			each(m.State(), i+1)
		}
	}
	return m.State(), nil
}

// soloResult is the last word of a one-player game: won, lost or playing.
func soloResult(s game.State) string {
	switch {
	case !s.IsOver():
		return "playing"
	case s.Result(0) > 0:
		return "won"
	}
	return "lost"
}

// withDeal puts deal=N into the option text of a game whose options take a
// deal number (its default options have one): in the place of the deal
// item the text has, else first. -options may name the same deal but not
// another. The order matters: a match draws its chance steps from a hash
// of the option text when the game has no seed of its own.
func withDeal(g games.Game, options, deal string) (string, error) {
	if !hasDealItem(g.DefaultOptions) {
		return "", fmt.Errorf("-deal: %s has no deals", g.Name)
	}
	given := options != ""
	if !given {
		options = g.DefaultOptions
	}
	items, found := []string{}, false
	for _, item := range strings.Split(options, ",") {
		v, ok := strings.CutPrefix(item, "deal=")
		switch {
		case ok && given && v != deal:
			return "", fmt.Errorf("-deal %s and -options %s disagree", deal, options)
		case ok:
			items, found = append(items, "deal="+deal), true
		case item != "":
			items = append(items, item)
		}
	}
	if !found {
		items = append([]string{"deal=" + deal}, items...)
	}
	return strings.Join(items, ","), nil
}

func hasDealItem(options string) bool {
	return strings.Contains(","+options, ",deal=")
}

// gameOptions picks the option text from -options or Kaskade's -size.
func gameOptions(g games.Game, options, size string) (string, error) {
	switch {
	case size != "" && g.Name != "kaskade":
		return "", fmt.Errorf("-size is Kaskade's; %s takes -options", g.Name)
	case size != "" && options != "" && size != options:
		return "", fmt.Errorf("-size %s and -options %s disagree", size, options)
	case size != "":
		return size, nil
	case options != "":
		return options, nil
	}
	return g.DefaultOptions, nil
}

// replayRecord prints the positions of a save or game record: every move
// in it, the redo tail of a save included. The file names the game and
// its options, so -game, -options, -size and moves are refused with it.
func replayRecord(fs *flag.FlagSet, path string, each bool, stdout io.Writer) error {
	var clash error
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "game" || f.Name == "options" || f.Name == "size" {
			clash = fmt.Errorf("-record and -%s: the file names its game and options", f.Name)
		}
	})
	if fs.NArg() > 0 {
		clash = fmt.Errorf("-record takes no moves on the command line (got %q)", fs.Arg(0))
	}
	if clash != nil {
		return clash
	}
	data, err := files.ReadFile(path, match.MaxSize) // refuses devices, pipes, huge files
	if err != nil {
		return err
	}
	m, err := match.Decode(data, games.Lookup)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	from := m.Len()
	if each && m.Len() > 0 {
		from = 1
	}
	plies := m.AllMoves()
	for n := from; n <= m.Len(); n++ {
		if n < len(plies) && plies[n].By == game.Chance {
			continue // a chance step is due: the match never rests here
		}
		s, _ := m.StateAt(n)
		fmt.Fprintln(stdout, s)
	}
	if s, err := m.StateAt(m.Len()); err == nil {
		printResult(stdout, s)
	}
	return nil
}
