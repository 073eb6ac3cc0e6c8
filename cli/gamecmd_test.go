package cli

import (
	"strings"
	"testing"

	"kaskade/engine/games"
)

// Every command a catalogue entry offers is a mode of the command line,
// with at most one default game, and every game command has a game.
func TestGameCommandsAreOffered(t *testing.T) {
	defaults := map[string][]string{}
	for _, g := range games.All() {
		for name, c := range g.Commands {
			if _, ok := gameCommands[name]; !ok {
				t.Errorf("%s offers %q, which the command line does not know", g.Name, name)
			}
			if c.Flags == nil || c.Usage == "" {
				t.Errorf("%s %s: no flags or usage", g.Name, name)
			}
			if c.Default {
				defaults[name] = append(defaults[name], g.Name)
			}
		}
	}
	for name := range gameCommands {
		if len(offering(name)) == 0 {
			t.Errorf("no game offers %q", name)
		}
		if len(defaults[name]) > 1 {
			t.Errorf("%s has several default games: %v", name, defaults[name])
		}
	}
}

func TestGameCommandHelpListsTheGames(t *testing.T) {
	_, _, usage := run("-h")
	code, _, help := run("solve", "-game", "kaskade", "-h")
	for _, g := range offering("solve") {
		if !strings.Contains(help, "kaskade solve -game "+g.Name+" ") || !strings.Contains(usage, g.Name) {
			t.Errorf("%s is not listed: %q, %q", g.Name, help, usage)
		}
	}
	if code != 2 || !strings.Contains(help, "flags with -game kaskade") || !strings.Contains(help, "-position") {
		t.Errorf("exit %d, help %q", code, help)
	}
}

func TestGameArgTakesTheLastGame(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		want  string
		given bool
	}{
		{[]string{"-deal", "3"}, "", false},
		{[]string{"-game", "kaskade", "-size", "3x3", "--game=decktet"}, "decktet", true},
		{[]string{"-v", "-game"}, "", false},
		{[]string{"--", "-game", "kaskade"}, "", false},
	} {
		if got, given := gameArg(tc.args); got != tc.want || given != tc.given {
			t.Errorf("%v: %q %v, want %q %v", tc.args, got, given, tc.want, tc.given)
		}
	}
}

func TestGameCommandErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-game", "formation"}, `no solver for game "formation" (solve knows `},
		{[]string{"solve", "-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"stats", "-game", "decktet", "-deal", "3"}, "flag provided but not defined: -deal"},
		{[]string{"stats", "-only", "colour"}, `-only "colour": no such set`},
		{[]string{"stats", "-budget", "-2"}, "-budget -2"},
	} {
		code, out, errText := run(tc.args...)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want status 2 and %q", tc.args, code, out, errText, tc.want)
		}
	}
}
