package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// gameCommand is a mode whose work each game does itself, offered by the
// catalogue entries' Commands: the command line only finds the game named
// by -game, parses the flags the game defines, shows progress and reports.
type gameCommand struct {
	summary string
	noun    string // what a game without it lacks: "no solver for game …"
}

var gameCommands = map[string]gameCommand{
	"solve": {"decide a deal or a position exactly with the game's solver", "solver"},
	"stats": {"statistics of a game's solver over many deals", "statistics"},
}

// offering lists the games that offer command name, in catalogue order.
func offering(name string) []games.Game {
	var out []games.Game
	for _, g := range games.All() {
		if _, ok := g.Commands[name]; ok {
			out = append(out, g)
		}
	}
	return out
}

func gameNames(gs []games.Game) string {
	names := make([]string, len(gs))
	for i, g := range gs {
		names[i] = g.Name
	}
	return strings.Join(names, ", ")
}

// runGameCommand: kaskade NAME -game G [the game's flags].
func runGameCommand(name string) func(args []string, stdout, stderr io.Writer) int {
	return func(args []string, stdout, stderr io.Writer) int {
		fail := failer(name, stderr)
		offers := offering(name)
		g, err := chooseGame(name, offers, args)
		if err != nil {
			return fail(err)
		}
		var parseOut bytes.Buffer
		fs := flag.NewFlagSet(name, flag.ContinueOnError)
		fs.SetOutput(&parseOut)
		fs.String("game", g.Name, "the game: "+gameNames(offers))
		body := g.Commands[name].Flags(fs)
		fs.Usage = func() { gameCommandUsage(&parseOut, name, offers, g.Name, fs) }
		if err := fs.Parse(args); err != nil {
			if other := foreignFlag(err, name, offers, g.Name); other != nil {
				return fail(other)
			}
			io.Copy(stderr, &parseOut)
			return exitUsage
		}
		if fs.NArg() > 0 {
			return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
		}
		return runBody(name, g.Name, body, stdout, stderr)
	}
}

// runBody runs game's command name with the clock and a progress line.
func runBody(name, gameName string, body func(game.CommandEnv) (int, error), stdout, stderr io.Writer) int {
	start := time.Now()
	bar := startProgress(stderr, name+" "+gameName, 0)
	env := game.CommandEnv{
		Stdout:  bar.Writer(stdout),
		Stderr:  bar.Writer(stderr),
		Elapsed: func() time.Duration { return time.Since(start) },
	}
	if bar != nil {
		env.Progress = bar.Set
	}
	status, err := body(env)
	bar.Stop()
	if err != nil {
		return failer(name, stderr)(err)
	}
	return status
}

// chooseGame is the game -game names (the last -game given, as the flag
// package takes it), or the command's default game.
func chooseGame(name string, offers []games.Game, args []string) (games.Game, error) {
	want, given := gameArg(args)
	for _, g := range offers {
		if given && g.Name == want || !given && g.Commands[name].Default {
			return g, nil
		}
	}
	if !given {
		return games.Game{}, fmt.Errorf("give -game: one of %s", gameNames(offers))
	}
	return games.Game{}, fmt.Errorf("no %s for game %q (%s knows %s)", gameCommands[name].noun, want, name, gameNames(offers))
}

// gameArg finds the value of -game among args before they are parsed, as
// the game decides which flags there are.
func gameArg(args []string) (string, bool) {
	name, given := "", false
	for i := 0; i < len(args) && args[i] != "--"; i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") {
			continue
		}
		key, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if key != "game" {
			continue
		}
		if !hasValue {
			if i+1 == len(args) {
				break
			}
			i++
			value = args[i]
		}
		name, given = value, true
	}
	return name, given
}

// foreignFlag words a flag the chosen game does not have but another game
// of the command does: "-deal is a flag of decktet, not of kaskade".
func foreignFlag(err error, name string, offers []games.Game, chosen string) error {
	flagName, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -")
	if !ok {
		return nil
	}
	var owners []string
	for _, g := range offers {
		if g.Name != chosen && definesFlag(g.Commands[name], flagName) {
			owners = append(owners, g.Name)
		}
	}
	if len(owners) == 0 {
		return nil
	}
	return fmt.Errorf("-%s is a flag of %s, not of %s", flagName, strings.Join(owners, " and "), chosen)
}

func definesFlag(c game.Command, name string) bool {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	c.Flags(fs)
	return fs.Lookup(name) != nil
}

// gameCommandUsage is NAME -h: every game that offers the command with its
// arguments and what it prints, then the flags of the chosen game.
func gameCommandUsage(w io.Writer, name string, offers []games.Game, chosen string, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: kaskade %s -game GAME [the game's flags]\n", name)
	fmt.Fprintf(w, "%s\n\ngames with a %s:\n", gameCommands[name].summary, gameCommands[name].noun)
	for _, g := range offers {
		c := g.Commands[name]
		mark := ""
		if c.Default {
			mark = "   (the default game)"
		}
		fmt.Fprintf(w, "  kaskade %s -game %s %s%s\n", name, g.Name, c.Usage, mark)
		for _, line := range c.Help {
			fmt.Fprintf(w, "      %s\n", line)
		}
	}
	fmt.Fprintf(w, "\nflags with -game %s (see 'kaskade %s -game GAME -h' for another game's):\n", chosen, name)
	fs.PrintDefaults()
}
