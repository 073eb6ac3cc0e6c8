package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"kaskade/engine/games"
	"kaskade/scene"
	"kaskade/scene/screens"
	"kaskade/scene/table"

	// The games' screens: each joins the registry of scene/view.
	_ "kaskade/scene/games/cascades"
	_ "kaskade/scene/games/decktet"
	_ "kaskade/scene/games/formation"
	_ "kaskade/scene/games/kaleidoskop"
	_ "kaskade/scene/games/kaskade"
)

func main() {
	args := os.Args[1:]
	if code, ok := runCommand(args); ok {
		os.Exit(code)
	}
	screens.Wire()
	os.Exit(runWindow(args))
}

// sizeGame is the game whose board -size sets.
const sizeGame = "kaskade"

// withSize applies -size, the shorthand for -game kaskade -options SIZE,
// to the -game and -options flags; the catalogue checks the options when
// the game is set up.
func withSize(game, options, size string) (string, string, error) {
	switch {
	case size == "":
		return game, options, nil
	case game != "" && game != sizeGame:
		return "", "", fmt.Errorf("a board size is Kaskade's option: give %s its options instead", game)
	case options != "":
		return "", "", fmt.Errorf("give the board either with -size or with -options")
	}
	return sizeGame, size, nil
}

// defaultSize is Kaskade's board in a new game, from the catalogue.
func defaultSize() string {
	if g, err := games.Lookup(sizeGame); err == nil {
		return g.DefaultOptions
	}
	return "?"
}

// runWindow opens the game window, or with -bench-render measures the
// board scene during a full-board cascade.
func runWindow(args []string) int {
	fs := flag.NewFlagSet("kaskade", flag.ContinueOnError)
	gameName := fs.String("game", "", "the game to set up or start: "+strings.Join(scene.GameNames(), ", ")+" (default: the last game's)")
	options := fs.String("options", "", "the game's options, as 'kaskade replay' takes them, e.g. \"7x5\" or \"random:42\" (default: the last game's)")
	size := fs.String("size", "", "Kaskade's board, columns x rows: short for -game kaskade -options SIZE (default: the last game's, at first "+defaultSize()+")")
	start := fs.Bool("start", false, "skip the menu and start a game at once")
	moves := fs.String("moves", "", "moves to play at the start, e.g. \"a1 f6 a1\"; separated by ';' when a move has spaces (implies -start)")
	animateLast := fs.Bool("animate-last", false, "with -moves: animate the last move")
	shot := fs.String("screenshot", "", "write a PNG of the window to this file after -screenshot-after ticks, then quit")
	shotAfter := fs.Int("screenshot-after", 60, "ticks before the screenshot")
	players := fs.String("players", "", "who plays each seat, seat 0 first, e.g. \"human,expert\" for Kaskade's White and Black (human, easy, medium, hard, expert)")
	width := fs.Int("width", 900, "window width")
	height := fs.Int("height", 760, "window height")
	server := fs.String("server", "", "the game server of online rooms, e.g. http://127.0.0.1:8080 (default: the setting, at first http://127.0.0.1:8080)")
	room := fs.String("room", "", "join this online room at once (its code, e.g. K7MQX2)")
	bench := fs.Int("bench-render", 0, "run the board scene for N ticks on a 20x20 full-board cascade and print ticks and frames per second")
	fs.Usage = func() {
		commandUsage(fs.Output())
		fmt.Fprintln(fs.Output(), "\nflags of the window:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "kaskade: unknown mode %q (kaskade -h lists the modes)\n", fs.Arg(0))
		return 2
	}
	game, opts, err := withSize(*gameName, *options, *size)
	if err != nil {
		fmt.Fprintf(os.Stderr, "kaskade: -size: %v\n", err)
		return 2
	}
	var levels []string // checked against the game's seats by scene.Run
	if *players != "" {
		for _, l := range strings.Split(*players, ",") {
			levels = append(levels, strings.TrimSpace(l))
		}
	}
	if *bench > 0 {
		err = table.BenchRender(*bench, os.Stdout)
	} else {
		err = scene.Run(scene.Options{
			Game: game, GameOptions: opts,
			Levels: levels, StartGame: *start, Moves: splitMoves(*moves), AnimateLast: *animateLast,
			Screenshot: *shot, ScreenshotAfter: *shotAfter, WindowWidth: *width, WindowHeight: *height,
			Server: *server, Room: *room,
		})
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "kaskade: %v\n", err)
	}
	return exitStatus(err)
}

// exitStatus is 0 without an error, 2 for an error in the flags, 1 for any
// other failure. An error in the flags says so with a BadInput method
// (scene.Run marks its errors about Options that way), so that no list of
// messages is kept here.
func exitStatus(err error) int {
	var bad interface{ BadInput() bool }
	switch {
	case err == nil:
		return 0
	case errors.As(err, &bad) && bad.BadInput():
		return 2
	}
	return 1
}

// splitMoves splits -moves: at ';' when there is one (a Kaleidoskop move
// such as "place R @ 0,0|1,0|1,-1" has spaces), else at spaces.
func splitMoves(text string) []string {
	if !strings.Contains(text, ";") {
		return strings.Fields(text)
	}
	var out []string
	for _, m := range strings.Split(text, ";") {
		if m = strings.TrimSpace(m); m != "" {
			out = append(out, m)
		}
	}
	return out
}
