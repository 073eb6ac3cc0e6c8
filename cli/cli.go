// Package cli runs Kaskade's headless commands: everything the program can
// do without opening a window. Each command is a function from its
// arguments to output and an exit status, so tests can call it directly.
package cli

import (
	"fmt"
	"io"
	"sort"

	"kaskade/online/load"
)

// Exit statuses: 0 success, 1 an internal failure, 2 bad input.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// command is one mode of the program.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{
	"replay": {"play moves from the empty board and print the position", runReplay},

	"bestmove":     {"print the computer player's move for a position", runBestmove},
	"match":        {"play a match between two computer players", runMatch},
	"perft":        {"count the legal move sequences from the start (checks move generation)", runPerft},
	"serve-course": {"serve Kaskade over the course's game-server protocol (TCP, port 4711)", runServeCourse},
	"load":         {"simulated people playing on a running game server (docs/online.md)", load.Run},
}

func init() {
	for name, c := range gameCommands {
		commands[name] = command{c.summary, runGameCommand(name)}
	}
}

// IsCommand reports whether name is a headless mode.
func IsCommand(name string) bool { _, ok := commands[name]; return ok }

// Run runs the command named by args[0] with the rest of args.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && isHelp(args[0]) {
		Usage(stderr)
		return exitOK
	}
	if len(args) == 0 || !IsCommand(args[0]) {
		Usage(stderr)
		return exitUsage
	}
	return commands[args[0]].run(args[1:], stdout, stderr)
}

func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// IsHeadless reports whether args ask for a headless mode or for help, so
// that no window should open.
func IsHeadless(args []string) bool {
	return len(args) > 0 && (IsCommand(args[0]) || isHelp(args[0]))
}

// Usage lists the modes.
func Usage(w io.Writer) {
	fmt.Fprintln(w, "usage: kaskade [flags]            open the game window")
	fmt.Fprintln(w, "       kaskade MODE [arguments]   run a headless mode")
	fmt.Fprintln(w, "\nmodes:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		summary := commands[n].summary
		if _, ok := gameCommands[n]; ok {
			summary += " (games: " + gameNames(offering(n)) + ")"
		}
		fmt.Fprintf(w, "  %-12s %s\n", n, summary)
	}
	fmt.Fprintln(w, "\nRun 'kaskade MODE -h' for the arguments of a mode.")
}
