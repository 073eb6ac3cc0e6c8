//go:build !js

package menu

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/sprites"
)

// "Players" was written twice in the menu: over the seats and beside the
// player count of Kaskade's (and Kaleidoskop's) options (issue 28, item
// 15). Every game's menu writes the seats' label once, in both languages.
func TestMenuSaysPlayersOnce(t *testing.T) {
	defer i18n.SetLang("en")
	var drawn []string
	sprites.TextHook = func(s string) { drawn = append(drawn, s) }
	defer func() { sprites.TextHook = nil }()
	img := ebiten.NewImage(900, 760)
	defer img.Deallocate()
	for _, lang := range []string{"en", "de"} {
		for _, g := range scene.Playable() {
			r := newRig(t, 0)
			r.M.Settings.Lang = lang
			i18n.SetLang(lang)
			menu := newMenuScene(r.M)
			cfg := scenetest.HumanConfig(g.Name)
			menu.setGame(cfg)
			drawn = nil
			menu.Draw(img)
			n := 0
			if cfg.SeatName(0) == i18n.Tr("players") {
				n-- // a seat's name in its field (Decktet's one player, "Spieler"), not a label
			}
			for _, s := range drawn {
				if s == i18n.Tr("players") {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%s in %s: %q written %d times", g.Name, lang, i18n.Tr("players"), n)
			}
		}
	}
}
