package replay

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/platform"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// The tests' rig and the ways they reach the other screens: the table and
// game over through the registry (scene.Open), seen from outside (their
// Probe, their record, the buttons they draw).

// rig is scenetest's, with the helpers these tests share.
type rig struct{ *scenetest.Rig }

func newRig(t *testing.T, mode view.AnimMode) *rig {
	t.Helper()
	return &rig{scenetest.NewRig(t, mode)}
}

// chainMoves lead on 3x3 to a position where White's c1 overflows and the
// cascade runs six waves through the full cells until White owns
// everything: move 13 wins.
var chainMoves = strings.Fields("c1 b3 a3 c3 a3 b1 a2 a3 c2 a3 c3 a2")

const chainWin = "c1"

// seats is Kaskade of size z with White and Black played by "human" or a
// computer level.
func seats(z kaskade.Size, white, black string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.SetOptionText(z.String())
	for i, k := range []string{white, black} {
		if k != "human" {
			cfg.Players[i].Type, cfg.Players[i].Level = view.Computer, k
		}
	}
	return cfg
}

// dkCfg is Decktet's solitaire with options.
func dkCfg(options string) view.GameConfig {
	cfg := view.DefaultConfig()
	cfg.Game, cfg.Options = "decktet", options
	cfg.Players = []view.PlayerConfig{{Type: view.Human}}
	return cfg
}

// board opens the table (through the registry) on Kaskade of size z (6x6
// if zero) after moves.
func (r *rig) board(z kaskade.Size, moves ...string) scene.Scene {
	r.T.Helper()
	cfg := view.DefaultConfig()
	if z != (kaskade.Size{}) {
		cfg.SetOptionText(z.String())
	}
	return r.boardCfg(cfg, moves...)
}

// boardCfg opens the table of a new game of cfg after moves, faded in.
func (r *rig) boardCfg(cfg view.GameConfig, moves ...string) scene.Scene {
	r.T.Helper()
	tb, err := scene.Open.Table(r.M, scene.Game{Config: cfg, Moves: moves})
	if err != nil {
		r.T.Fatal(err)
	}
	r.Goto(tb)
	return tb
}

// chain is the 3x3 table just before the winning cascade.
func (r *rig) chain() scene.Scene { return r.board(kaskade.Size{Cols: 3, Rows: 3}, chainMoves...) }

// record is the game's record kept by a screen of a game (the table, game
// over).
func record(s scene.Scene) *match.Match { return s.(scene.Recorded).Record() }

// gameOver lets the table tb, whose game has ended, wait on the final
// position until it shows the game over screen, faded in.
func (r *rig) gameOver(tb scene.Scene) scene.Scene {
	r.T.Helper()
	if r.M.Current() != tb {
		r.Goto(tb)
	}
	for i := 0; scenetest.NameOf(r.M.Current()) != "gameover"; i++ {
		if i > 1000 {
			r.T.Fatalf("no game over screen after %d ticks: %q", i, scenetest.NameOf(r.M.Current()))
		}
		r.Tick(ui.Input{})
	}
	r.SettleFade()
	return r.M.Current()
}

// gameOverOf is the game over screen of a finished record mt, opened at
// the table with cfg's seats.
func (r *rig) gameOverOf(cfg view.GameConfig, mt *match.Match) scene.Scene {
	r.T.Helper()
	tb, err := scene.Open.Table(r.M, scene.Game{Config: cfg, Match: mt})
	if err != nil {
		r.T.Fatal(err)
	}
	return r.gameOver(tb)
}

// toMenu opens the menu as at the start of the program.
func (r *rig) toMenu() scene.Scene {
	menu := scene.Open.Menu(r.M)
	r.Goto(menu)
	return menu
}

// withSaves gives the test a settings folder of its own, with autosave.
func withSaves(t *testing.T, r *rig) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv(platform.ConfigDirEnv, dir)
	t.Cleanup(func() { platform.Flush() }) // before the folder goes
	r.M.Play.Slot = scene.AutosaveSlot
	return dir
}

// drawnText is the first text the current screen draws that contains s,
// or "".
func (r *rig) drawnText(s string) string {
	r.T.Helper()
	for _, t := range r.Texts() {
		if strings.Contains(t, s) {
			return t
		}
	}
	return ""
}

// seated is a screen a review is opened from that knows its people's
// seats (as game over does: scene.Seated), and the game's record.
type seated struct {
	people []game.Player
	mt     *match.Match
}

func (s *seated) Update(*scene.Manager, *ui.Input) error { return nil }
func (s *seated) Draw(*ebiten.Image)                     {}
func (s *seated) People() []game.Player                  { return s.people }
func (s *seated) Record() *match.Match                   { return s.mt }
