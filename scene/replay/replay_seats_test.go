package replay

import (
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// playFromHere opens the record text in the replay viewer after a game of
// Die Formation (whose seat 0 is Black), steps to move 2 and plays on. It
// returns the game's seats as the table keeps them: its record's (the
// table writes them from its own), and the table.
func playFromHere(t *testing.T, text string) (view.GameConfig, scene.Scene) {
	t.Helper()
	r := newRig(t, view.Instant)
	fcfg := view.DefaultConfig().ForGame("formation")
	fcfg.NameSeats() // "Black", "White": Die Formation's seat 0 is Black
	fcfg.Players[1].Type, fcfg.Players[1].Level = view.Computer, "hard"
	r.boardCfg(fcfg)
	r.M.Remember(fcfg)
	mt, err := match.Decode([]byte(text), games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := newReplayScene(r.M, mt, scene.Open.Menu(r.M))
	if err != nil {
		t.Fatal(err)
	}
	rp.jump(2)
	rp.playOn(r.M)
	tb := r.M.Current()
	if scenetest.NameOf(tb) != "board" {
		t.Fatalf("Play from here opened %T, not the board (%s)", tb, rp.err)
	}
	kept := record(tb)
	cfg := view.GameConfig{}.ForGame(kept.Game().Name)
	cfg.SetOptionText(kept.Options())
	return view.SeatsFromMatch(cfg, kept.Players), tb
}

// specOf is the view of the game at the table tb.
func specOf(t *testing.T, tb scene.Scene) view.GameSpec {
	t.Helper()
	spec, ok := view.SpecFor(record(tb).Game().Name)
	if !ok {
		t.Fatalf("no view of %s", record(tb).Game().Name)
	}
	return spec
}

// TestPlayFromHereKeepsSeats: after Play from here every seat of the
// imported Kaskade record is named by its own colour (seat 0 White),
// whatever game was set up before and whatever colour word the record
// carries, and nobody becomes a computer the record did not have.
func TestPlayFromHereKeepsSeats(t *testing.T) {
	i18n.SetLang("en")
	records := map[string]string{
		"no players line": kaskadeRecord(t),
		"own colours":     kaskadeRecord(t, "human:White", "human:Black"),
		"swapped colours": kaskadeRecord(t, "human:Black", "human:Weiß"),
	}
	for name, rec := range records {
		t.Run(name, func(t *testing.T) {
			cfg, tb := playFromHere(t, rec)
			for p := range 2 {
				seat := game.Player(p)
				if got, want := cfg.SeatName(seat), specOf(t, tb).SeatName(seat); got != want {
					t.Errorf("seat %d is named %q beside the %s token", p, got, want)
				}
				if cfg.Seat(seat).Type == view.Computer {
					t.Errorf("seat %d became a computer", p)
				}
			}
			if got := strings.Join(record(tb).Players, " "); got != "human:White human:Black" {
				t.Errorf("the game saves its seats as %q", got)
			}
		})
	}
}

// TestPlayFromHereKeepsTypedNames: a person's name in the record stays.
func TestPlayFromHereKeepsTypedNames(t *testing.T) {
	i18n.SetLang("en")
	cfg, _ := playFromHere(t, kaskadeRecord(t, "human:Ann", "expert:Black"))
	if got := cfg.SeatName(0); got != "Ann" {
		t.Errorf("seat 0 is %q, want Ann", got)
	}
	if got := cfg.SeatName(1); got != "Black" {
		t.Errorf("seat 1 is %q, want Black", got)
	}
	if cfg.Seat(1).Type != view.Computer {
		t.Error("the record's computer seat is a person")
	}
}

// kaskadeRecord is the record of a Kaskade game of three moves with the
// given seat keys.
func kaskadeRecord(t *testing.T, players ...string) string {
	t.Helper()
	g, err := games.Lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	mt, err := match.New(g, "6x6")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"a1", "b2", "c3"} {
		if err := mt.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	mt.Players = players
	return string(match.Encode(mt))
}
