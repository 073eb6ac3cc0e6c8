//go:build !js

package main

import (
	"io"
	"os"

	"kaskade/cli"
)

// runCommand runs a headless command (kaskade replay, match, solve, …)
// when args name one: the desktop build's command line.
func runCommand(args []string) (code int, ok bool) {
	if len(args) == 0 || !cli.IsCommand(args[0]) {
		return 0, false
	}
	return cli.Run(args, os.Stdout, os.Stderr), true
}

// commandUsage lists the commands above the window's flags.
func commandUsage(w io.Writer) { cli.Usage(w) }
