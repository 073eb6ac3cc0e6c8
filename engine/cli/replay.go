package cli

import (
	"flag"
	"fmt"
	"io"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// runReplay: kaskade replay [-game NAME] [-options TEXT | -size CxR] [-each] MOVES...
func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("game", "kaskade", "the game")
	options := fs.String("options", "", "the game's options (Kaskade: the board size); empty: the default")
	size := fs.String("size", "", "Kaskade's board size, columns x rows (3..20 each); same as -options")
	each := fs.Bool("each", false, "print the position after every move, not only the last")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: kaskade replay [-game NAME] [-options TEXT | -size CxR] [-each] MOVE...")
		fmt.Fprintln(stderr, "Plays the moves (e.g. a1 f6) from the start and prints the position line.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := func(err error) int { fmt.Fprintf(stderr, "kaskade replay: %v\n", err); return exitUsage }
	g, err := games.Lookup(*name)
	if err != nil {
		return fail(err)
	}
	opts, err := gameOptions(g, *options, *size)
	if err != nil {
		return fail(err)
	}
	var print func(game.State, int)
	if *each {
		print = func(s game.State, _ int) { fmt.Fprintln(stdout, s) }
	}
	s, err := g.Replay(opts, fs.Args(), print)
	if err != nil {
		return fail(err)
	}
	if !*each || len(fs.Args()) == 0 {
		fmt.Fprintln(stdout, s)
	}
	return exitOK
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
