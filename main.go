// Command kaskade is the Kaskade game: run without a mode it opens the
// window; with a mode (kaskade -h lists them) it works headless.
package main

import (
	"os"

	"kaskade/engine/cli"
)

func main() {
	args := os.Args[1:]
	if cli.IsHeadless(args) {
		os.Exit(cli.Run(args, os.Stdout, os.Stderr))
	}
	os.Exit(runWindow(args))
}

// runWindow is replaced when the scenes land.
func runWindow(args []string) int {
	cli.Usage(os.Stderr)
	return 2
}
