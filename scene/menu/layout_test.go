//go:build !js

package menu

import (
	"fmt"
	"testing"

	"kaskade/engine/match"
	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// TestMenuLayout draws the menu of every game at every case's size and
// ratio, in both languages (scene/table's TestLayoutEveryScreen draws the
// games' other screens): alone, with a paused game, with the most seats
// its options allow, with every seat a computer's, and offering the
// guided first game.
func TestMenuLayout(t *testing.T) {
	for _, c := range scenetest.Cases {
		for _, lang := range []string{"en", "de"} {
			for _, g := range scene.Playable() {
				t.Run(g.Name+"/"+lang+"/"+c.String(), func(t *testing.T) { checkMenuScreens(t, c, lang, g.Name) })
			}
		}
	}
}

func checkMenuScreens(t *testing.T, c scenetest.Case, lang, name string) {
	r := scenetest.NewCaseRig(t, c, lang)
	r.Game = name
	defer r.Img.Deallocate()
	cfg := scenetest.HumanConfig(name)
	r.M.Remember(cfg)
	r.Check("menu", r.Show(newMenuScene(r.M)), 0, nil)

	paused := scenetest.PlayedMatch(t, r.M, cfg, 6, 1)
	menu := newMenuScene(r.M)
	menu.paused = map[string]*match.Match{name: paused}
	menu.setGame(cfg)
	r.Check("menu with a paused game", r.Show(menu), 0, nil)
	if name == "kaleidoskop" { // six seats: the rows get lower, all stays on the screen
		six := scenetest.HumanConfig(name)
		six.SetOptionText("players=6")
		six.FitSeats()
		big := newMenuScene(r.M)
		big.paused = map[string]*match.Match{name: paused}
		big.setGame(six)
		r.Check("menu with six seats", r.Show(big), 0, nil)
	}
	if name == "kaskade" { // eight players
		eight := scenetest.HumanConfig(name)
		eight.SetOptionText("6x6,players=8")
		eight.FitSeats()
		m8 := newMenuScene(r.M)
		m8.setGame(eight)
		r.Check("menu with eight seats", r.Show(m8), 0, nil)
	}
	// every level's label in the seats' type buttons ("‹ Computer · Experte ›")
	robots := scenetest.HumanConfig(name)
	for i := range robots.Players {
		robots.Players[i].Type, robots.Players[i].Level = view.Computer, view.ComputerLevels[(len(view.ComputerLevels)-1-i)%len(view.ComputerLevels)]
	}
	played := newMenuScene(r.M)
	played.setGame(robots)
	r.Check("menu with computer seats", r.Show(played), 0, nil)
	if spec, _ := view.SpecFor(name); spec.Guide != nil {
		offer := newMenuScene(r.M)
		offer.guided = func(string) bool { return false }
		offer.setGame(scenetest.HumanConfig(name))
		r.Check("menu offering the guided game", r.Show(offer), 0, nil)
	}
}

// TestMenuTabsStay checks that the game tabs stay where they are when
// another game is chosen, with or without a paused game.
func TestMenuTabsStay(t *testing.T) {
	for _, size := range scenetest.Sizes {
		r := scenetest.NewLayoutRig(t, size[0], size[1], "de")
		var want []ui.Rect
		for _, g := range scene.Playable() {
			for _, paused := range []bool{false, true} {
				menu := newMenuScene(r.M)
				cfg := scenetest.HumanConfig(g.Name)
				if paused {
					menu.paused = map[string]*match.Match{g.Name: scenetest.PlayedMatch(t, r.M, cfg, 2, 1)}
				}
				menu.setGame(cfg)
				menu.w, menu.h = size[0], size[1]
				var got []ui.Rect
				for _, b := range menu.layout().games {
					got = append(got, b.R)
				}
				if want == nil {
					want = got
				} else if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%.0fx%.0f: %s (paused %v): tabs at %v, other games' at %v", size[0], size[1], g.Name, paused, got, want)
				}
			}
		}
		r.Img.Deallocate()
	}
}

// TestMenuButtonsStay: Start, Settings, Rules and the other buttons stay
// where they are when another game is chosen, when its options change the
// seats, and when the resume bar comes or goes, so that a click meant for
// Start never lands on Rules (issue 28, item 9).
func TestMenuButtonsStay(t *testing.T) {
	setups := []func(string) view.GameConfig{
		scenetest.HumanConfig,
		func(name string) view.GameConfig { // the most seats the game's options allow
			cfg := scenetest.HumanConfig(name)
			switch name {
			case "kaskade":
				cfg.SetOptionText("6x6,players=8")
			case "kaleidoskop":
				cfg.SetOptionText("players=6,length=normal,deal=1")
			}
			cfg.FitSeats()
			return cfg
		},
	}
	for _, size := range scenetest.Sizes {
		r := scenetest.NewLayoutRig(t, size[0], size[1], "de")
		var want []ui.Rect
		for _, g := range scene.Playable() {
			for i, setup := range setups {
				for _, paused := range []bool{false, true} {
					menu := newMenuScene(r.M)
					cfg := setup(g.Name)
					if paused {
						menu.paused = map[string]*match.Match{g.Name: scenetest.PlayedMatch(t, r.M, scenetest.HumanConfig(g.Name), 2, 1)}
					}
					menu.setGame(cfg)
					menu.w, menu.h = size[0], size[1]
					l := menu.layout()
					got := []ui.Rect{l.start.R, l.settings.R, l.qu.R, l.rules.R, l.imp.R, l.exp.R, l.replay.R, l.online.R}
					if want == nil {
						want = got
					} else if fmt.Sprint(got) != fmt.Sprint(want) {
						t.Errorf("%.0fx%.0f: %s (set-up %d, %d seats, paused %v): buttons at %v, elsewhere at %v", size[0], size[1], g.Name, i, len(menu.names), paused, got, want)
					}
				}
			}
		}
		r.Img.Deallocate()
	}
}
