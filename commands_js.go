package main

import "io"

// The browser has no command line: the headless commands (cli) stay
// out of its build, which keeps it smaller and quicker to start.

func runCommand([]string) (int, bool) { return 0, false }

func commandUsage(io.Writer) {}
