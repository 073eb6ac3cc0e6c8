package scene

import (
	"errors"
	"testing"

	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// quietInput is input where nothing happens.
type quietInput struct{}

func (quietInput) Read() ui.Input { return ui.Input{} }

// probeOf is what the screen s tells the test hook.
func probeOf(s Scene) Probe {
	if p, ok := s.(Prober); ok {
		return p.Probe()
	}
	return Probe{}
}

func TestRunOptionsChooseTheGame(t *testing.T) {
	m, err := NewRunManager(Options{Game: "formation", GameOptions: "random:1", Moves: []string{"a5-b3"}, Levels: []string{"human", "easy"}, NoStore: true}, quietInput{})
	if err != nil {
		t.Fatal(err)
	}
	mt := m.Play.Last // the board's game
	if probeOf(m.Current()).Scene != "board" || mt.Game().Name != "formation" || mt.Options() != "random:1" || mt.Cursor() != 1 {
		t.Fatalf("started %T", m.Current())
	}
	if c := m.Config; c.SeatName(0) != "Black" || c.Seat(1).Type != view.Computer || c.Seat(1).Level != "easy" {
		t.Fatalf("seats %q %+v", c.SeatName(0), c.Players)
	}
	for _, o := range []Options{
		{Game: "chess"},
		{Game: "formation", GameOptions: "7x7"},
		{Game: "formation", GameOptions: "nonsense"},
		{Game: "kaskade", GameOptions: "99x2"},
		{Levels: []string{"expert"}},                    // Kaskade has two seats
		{Game: "formation", Levels: []string{"a", "b"}}, // no such level
	} {
		o.NoStore, o.StartGame = true, true
		if _, err := NewRunManager(o, quietInput{}); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	// Kaskade's options after Die Formation (main's -size): Kaskade with them.
	fm := view.DefaultConfig().ForGame("formation")
	cfg, err := Options{Game: "kaskade", GameOptions: "7x5"}.setUp(fm)
	if err != nil || cfg.GameName() != "kaskade" || cfg.OptionText() != "7x5" || cfg.SeatName(0) != "White" {
		t.Fatalf("Kaskade 7x5 after Die Formation: %+v, %v", cfg, err)
	}
	cfg, err = Options{GameOptions: "4x9"}.setUp(view.DefaultConfig())
	if err != nil || cfg.OptionText() != "4x9" {
		t.Fatalf("-options for Kaskade: %+v, %v", cfg, err)
	}
	cfg, err = Options{Levels: []string{"easy", "human"}}.setUp(view.GameConfig{Game: "no such game"})
	if err != nil || cfg.GameName() != "kaskade" || cfg.Players[0].Level != "easy" {
		t.Fatalf("a stored game without a view: %+v, %v", cfg, err)
	}
	m, err = NewRunManager(Options{Game: "formation", NoStore: true}, quietInput{})
	if err != nil {
		t.Fatal(err)
	}
	if probeOf(m.Current()).Scene != "menu" || m.Config.GameName() != "formation" || m.Config.SeatName(0) != "Black" || m.Config.SeatName(1) != "White" {
		t.Fatalf("-game formation without -start: %T", m.Current())
	}
}

// A bad flag of the window or a bad move is the person's error: it is
// marked so that the program exits with status 2.
func TestBadWindowFlagsAreBadInput(t *testing.T) {
	for _, opts := range []Options{{Game: "nope"}, {Levels: []string{"human", "wizard"}}, {Moves: []string{"a1", "zz9"}}} {
		_, err := NewRunManager(opts, quietInput{})
		var bad interface{ BadInput() bool }
		if err == nil || !errors.As(err, &bad) || !bad.BadInput() {
			t.Errorf("%+v: %v, want a bad-input error", opts, err)
		}
	}
}
