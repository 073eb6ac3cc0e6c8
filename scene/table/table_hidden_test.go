package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest/toygame"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// spyView records every position the table gives it and plays the first
// legal move whenever it is asked for input.
type spyView struct {
	seen []game.State
}

func (v *spyView) Layout(ui.Rect, float64)        {}
func (v *spyView) Reset(st game.State)            { v.seen = append(v.seen, st) }
func (v *spyView) Show(s view.Shown)              { v.seen = append(v.seen, s.Before, s.After) }
func (v *spyView) Busy() bool                     { return false }
func (v *spyView) Update(*ui.Input)               {}
func (v *spyView) Refuse(game.Move, error) string { return "" }
func (v *spyView) SetHint(game.Move)              {}
func (v *spyView) Draw(*ebiten.Image, *ui.Input)  {}
func (v *spyView) Status() string                 { return "" }
func (v *spyView) Input(_ *ui.Input, st game.State) game.Move {
	v.seen = append(v.seen, st)
	return st.LegalMoves(nil)[0]
}

// With two people and a computer at a game of hidden cards, the view only
// ever gets what the person at the screen may see, and a curtain falls
// between the two people's turns.
func TestHiddenGameShowsOnlyTheViewersPart(t *testing.T) {
	spy := &spyView{}
	view.RegisterGame(view.GameSpec{Name: "toygame", SeatKeys: []string{"white", "black", "white"},
		NewView: func(view.ViewEnv) view.View { return spy }})
	toy := games.Game{Name: "toygame", Title: "Toy", New: func(string) (game.State, error) { return toygame.New(), nil }, Parse: toygame.ParseGame}
	mt, err := match.New(toy, "")
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, view.Instant)
	cfg := view.GameConfig{Game: "toygame", Players: []view.PlayerConfig{{Name: "Ann", Type: view.Human}, {Name: "Bo", Type: view.Human}, {Type: view.Computer, Level: "easy"}}}
	b, err := newTableFrom(r.M, cfg, mt)
	if err != nil {
		t.Fatal(err)
	}
	r.M.Goto(b)
	curtains := 0
	for i := 0; i < 3000 && !b.over(); i++ {
		if b.needCurtain() {
			curtains++
			r.Click(b.curtainButton().R.Center())
			continue
		}
		r.Tick(ui.Input{})
	}
	if !b.over() {
		t.Fatal("the game did not end")
	}
	if curtains == 0 {
		t.Fatal("no curtain between Ann's and Bo's turns")
	}
	for _, st := range spy.seen {
		if st == nil {
			continue
		}
		full, ok := st.(*toygame.State)
		if !ok {
			t.Fatalf("view got %T", st)
		}
		// What the view got is some seat's view: it equals that view of itself.
		if full.String() != full.ViewFor(0).String() && full.String() != full.ViewFor(1).String() {
			t.Fatalf("the view got a position with every hand: %s", full)
		}
	}
}
