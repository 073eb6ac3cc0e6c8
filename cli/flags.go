package cli

import (
	"flag"
	"fmt"
	"io"
)

// newFlags is command cmd's flag set: its errors go to stderr, and its
// usage is the lines given, then the flags.
func newFlags(cmd string, stderr io.Writer, usage ...string) *flag.FlagSet {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		for _, line := range usage {
			fmt.Fprintln(stderr, line)
		}
		fs.PrintDefaults()
	}
	return fs
}

// failer reports command cmd's errors on stderr as "kaskade CMD: …" and
// gives the bad-input exit status.
func failer(cmd string, stderr io.Writer) func(error) int {
	return func(err error) int {
		fmt.Fprintf(stderr, "kaskade %s: %v\n", cmd, err)
		return exitUsage
	}
}

// gameFlags are -game and -options: the game by name (Kaskade unless
// given) and its option text.
type gameFlags struct{ name, options *string }

func addGameFlags(fs *flag.FlagSet, gameHelp string) gameFlags {
	return gameFlags{
		name:    fs.String("game", "kaskade", gameHelp),
		options: fs.String("options", "", "the game's options (Kaskade: the board size); empty: the default"),
	}
}
