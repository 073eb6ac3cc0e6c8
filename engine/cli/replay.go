package cli

import (
	"flag"
	"fmt"
	"io"

	"kaskade/engine/kaskade"
)

// runReplay: kaskade replay -size 6x6 [-each] MOVES...
func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.String("size", kaskade.DefaultSize.String(), "board size, columns x rows (3..20 each)")
	each := fs.Bool("each", false, "print the position after every move, not only the last")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: kaskade replay [-size CxR] [-each] MOVE...")
		fmt.Fprintln(stderr, "Plays the moves (e.g. a1 f6) from the empty board and prints the position line.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	z, err := kaskade.ParseSize(*size)
	if err != nil {
		fmt.Fprintf(stderr, "kaskade replay: %v\n", err)
		return exitUsage
	}
	var print func(*kaskade.State, kaskade.Cell, int)
	if *each {
		print = func(s *kaskade.State, _ kaskade.Cell, _ int) { fmt.Fprintln(stdout, s) }
	}
	s, err := kaskade.Replay(z, fs.Args(), print)
	if err != nil {
		fmt.Fprintf(stderr, "kaskade replay: %v\n", err)
		return exitUsage
	}
	if !*each || len(fs.Args()) == 0 {
		fmt.Fprintln(stdout, s)
	}
	return exitOK
}
