package decktet

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// drawnTexts are the texts draw writes, in order.
func drawnTexts(draw func(dst *ebiten.Image)) []string {
	img := ebiten.NewImage(900, 760)
	defer img.Deallocate()
	var out []string
	sprites.TextBoxHook = func(_ *ebiten.Image, s string, _, _, _, _, _ float64) { out = append(out, s) }
	defer func() { sprites.TextBoxHook = nil }()
	draw(img)
	return out
}

// TestTrackerNamesRanksAsCards: the rank tracker's chips name the ranks
// as the cards' corners do: the Crown drawn as a crown, not written "K"
// (issue 28, item 11).
func TestTrackerNamesRanksAsCards(t *testing.T) {
	f := newFixture(t, "deal=7,extended", 900, 760)
	var chips []string
	for _, s := range drawnTexts(f.v.drawTracker) {
		if len([]rune(s)) <= 2 { // not the caption, not a count "2/4"
			chips = append(chips, s)
		}
	}
	var want []string
	for _, r := range decktet.AllRanks() {
		if DecktetOf(f.st).Options().HasRank(r) && r != decktet.Crown {
			want = append(want, cornerLabel(r))
		}
	}
	if !slices.Equal(chips, want) {
		t.Errorf("the tracker writes %q, the cards %q (and a crown)", chips, want)
	}
}

// TestAceFooterNamesWhatItHas: the Ace variant's help names no reserve
// piles and no keys 1 2 3, which it does not have; the classic game's
// does (issue 28, item 11).
func TestAceFooterNamesWhatItHas(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		for _, opts := range []string{"deal=7,ace", "deal=7"} {
			f := newFixture(t, opts, 1600, 900)
			for DecktetOf(f.st).Opening() { // past the opening's help
				f.st.Apply(f.st.LegalMoves(nil)[0])
			}
			f.v.Reset(f.st)
			help := f.v.Status()
			names := strings.Contains(help, "1 2 3") || strings.Contains(strings.ToLower(help), "reserve")
			if ace := strings.Contains(opts, "ace"); names == ace {
				t.Errorf("%s, %s: help %q (names reserves: %v)", lang, opts, help, names)
			}
		}
	}
	i18n.SetLang("en")
}

// TestUnlimitedLossSaysWhy: a game of unlimited passes that ends without
// every card placed says on the result why it ended (a pass placed no
// card); a lost game of three passes needs no such line.
func TestUnlimitedLossSaysWhy(t *testing.T) {
	why := i18n.Tr("dk over idle pass")
	for _, opts := range []string{"passes=unlimited", "ace", ""} {
		p, won := lostGame(t, opts)
		if won {
			t.Fatalf("%q: no lost game found", opts)
		}
		note := newFixture(t, "deal=1", 900, 760).v.GameOverNote(p)
		if says := strings.Contains(note, why); says != (opts != "") {
			t.Errorf("%q: the result's note %q (says why: %v)", opts, note, says)
		}
	}
}

// lostGame plays the first legal move until a deal of opts ends, over
// deals until one is lost; won reports that none of them was.
func lostGame(t *testing.T, opts string) (p view.Played, won bool) {
	t.Helper()
	for deal := 1; deal < 50; deal++ {
		text := "deal=" + Itoa(deal)
		if opts != "" {
			text += "," + opts
		}
		st, err := decktet.NewGame(text)
		if err != nil {
			t.Fatal(err)
		}
		p = view.Played{Start: st.Clone()}
		for !st.IsOver() {
			m := st.LegalMoves(nil)[0]
			p.Moves = append(p.Moves, m)
			st.Apply(m)
		}
		if !DecktetOf(game.State(st)).Won() {
			return p, false
		}
	}
	return p, true
}
