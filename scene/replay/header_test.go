//go:build !js

package replay

import (
	"strings"
	"testing"

	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// catalogueGame is the catalogue's entry of name.
func catalogueGame(t *testing.T, name string) games.Game {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestReplayHeaderNamesThePlayers(t *testing.T) {
	r := scenetest.NewRig(t, view.Instant)
	mt, err := match.New(catalogueGame(t, "kaskade"), "4x4")
	if err != nil {
		t.Fatal(err)
	}
	mt.Play("a1")
	if s, err := newReplayScene(r.M, mt, nil); err != nil || s.players() != nil {
		t.Fatalf("a record without players names %v (%v)", s.players(), err)
	}
	mt.Players = []string{"human:Ada", "expert:Black"}
	s, err := newReplayScene(r.M, mt, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.players(), ","); got != "Ada,Black" {
		t.Fatalf("players %s", got)
	}
	r.M.Goto(s)
	r.Tick(ui.Input{})
	r.DrawAll()
	fm, err := match.New(catalogueGame(t, "formation"), "default")
	if err != nil {
		t.Fatal(err)
	}
	fm.Players = []string{"human:Grace Hopper the Great", "easy:White"}
	s, err = newReplayScene(r.M, fm, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.players(), ","); got != "Grace Hopper the Great,White" {
		t.Fatalf("players %s", got)
	}
	r.M.Goto(s)
	r.Tick(ui.Input{})
	r.DrawAll()
}

func TestFairShare(t *testing.T) {
	for _, c := range []struct {
		ws         []float64
		room, want float64
	}{
		{[]float64{50, 100}, 200, 100}, // all fit
		{[]float64{50, 200}, 200, 150}, // the short one keeps its width
		{[]float64{200, 300}, 200, 100},
		{[]float64{80}, 40, 40},
	} {
		if got := fairShare(c.ws, c.room); got != c.want {
			t.Errorf("fairShare(%v, %v) = %v, want %v", c.ws, c.room, got, c.want)
		}
	}
}
