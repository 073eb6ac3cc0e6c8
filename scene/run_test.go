package scene_test

import (
	"strings"
	"testing"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene"
	_ "kaskade/scene/games/cascades" // every game's screen: the store reads set-ups of each
	_ "kaskade/scene/games/decktet"
	_ "kaskade/scene/games/formation"
	_ "kaskade/scene/games/kaleidoskop"
	_ "kaskade/scene/games/kaskade"
	"kaskade/scene/scenetest"
	"kaskade/scene/screens"
)

// TestMain runs the core's tests with every screen wired, as the program
// does, in Ebitengine's loop.
func TestMain(m *testing.M) { scenetest.Main(m, screens.Register) }

func TestRunOptionsRejectBadInput(t *testing.T) {
	if _, err := scene.NewRunManager(scene.Options{Game: "kaskade", GameOptions: "2x30"}, &scenetest.FakeInput{}); err == nil {
		t.Error("size 2x30 accepted")
	}
	if _, err := scene.NewRunManager(scene.Options{Moves: []string{"a1", "a1"}}, &scenetest.FakeInput{}); err == nil {
		t.Error("illegal replayed move accepted")
	}
	if _, err := scene.NewRunManager(scene.Options{Moves: []string{"zz"}}, &scenetest.FakeInput{}); err == nil {
		t.Error("bad cell accepted")
	}
	m, err := scene.NewRunManager(scene.Options{Moves: []string{"a1", "b2"}}, &scenetest.FakeInput{})
	if err != nil {
		t.Fatal(err)
	}
	if scenetest.NameOf(m.Current()) != "board" || m.Play.Last == nil || m.Play.Last.Played() != 2 {
		t.Fatalf("moves not replayed: %T", m.Current())
	}
}

// TestEveryScreenIsWired: the program's wiring fills every screen of the
// registry (the browser's Course aside: no TCP there).
func TestEveryScreenIsWired(t *testing.T) {
	var o scene.Screens
	screens.Register(&o)
	m := scenetest.NewRig(t, 0).M
	for name, ok := range map[string]bool{
		"Menu": o.Menu != nil, "Settings": o.Settings != nil, "Rules": o.Rules != nil, "Stats": o.Stats != nil,
		"Table": o.Table != nil, "Guide": o.Guide != nil, "RoomTable": o.RoomTable != nil, "Replay": o.Replay != nil,
		"Review": o.Review != nil, "Import": o.Import != nil, "Export": o.Export != nil, "Online": o.Online != nil,
		"Course": o.Course != nil, "KeepSeat": o.KeepSeat != nil,
	} {
		if !ok {
			t.Errorf("scene.Open.%s is not wired", name)
		}
	}
	g, _ := games.Lookup("kaskade")
	mt, err := match.New(g, "3x3")
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]scene.Scene{"menu": o.Menu(m), "settings": o.Settings(m, nil), "online": o.Online(m, "")} {
		if got := scenetest.NameOf(s); got != name {
			t.Errorf("the %s screen calls itself %q", name, got)
		}
	}
	if s, err := o.Table(m, scene.Game{Config: m.Config, Match: mt}); err != nil || !strings.HasPrefix(s.(scene.Prober).Probe().Position, "3x3") {
		t.Errorf("Table: %v, %v", s, err)
	}
}
