package kaskade

import (
	"image"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// partyView shows the party position line in a 900x760 window, with the
// animation mode given; said collects what the view says.
func partyView(t *testing.T, line string, mode view.AnimMode, said *[]string) (*KaskadeView, *party.State) {
	t.Helper()
	st, err := party.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	set := view.DefaultSettings()
	set.Mode = mode
	names := []string{"White", "Black", "Orange", "Sky", "Green", "Red", "Blue", "Pink"}
	env := view.ViewEnv{Settings: &set, Name: func(p game.Player) string { return names[p] }}
	env.Say = func(msg string, bad bool) { *said = append(*said, msg) }
	v := newKaskadeView(env).(*KaskadeView)
	v.Reset(st)
	tl := ui.LayoutTable(900, 760)
	v.Layout(tl.View, tl.U)
	return v, st
}

// A game of more players gets the seats' row over the board, inside the
// view and clear of the board and its coordinates.
func TestPartyStripSitsOverTheBoard(t *testing.T) {
	var said []string
	v, _ := partyView(t, "6x6 8p ....../....../....../....../....../...... a 0 - *", view.Animated, &said)
	tl := ui.LayoutTable(900, 760)
	if !v.Party() || v.Strip.H <= 0 || v.Strip.Y < tl.View.Y || v.Strip.Y+v.Strip.H > v.Lay.Board.Y-v.Lay.Gutter {
		t.Fatalf("strip %v, board %v (gutter %.0f), view %v", v.Strip, v.Lay.Board, v.Lay.Gutter, tl.View)
	}
	if v.st == nil || !v.st.Over() {
		t.Error("the two-player solver's position must stand finished in a party game (no solver hint)")
	}
	two := viewOn(t, six, 900, 760)
	if two.Party() || two.Strip.H != 0 {
		t.Error("a two-player game has no seats' row")
	}
}

// Who a move puts out is said once its cascade has been seen, not before.
func TestPartySaysWhoIsOutAfterTheCascade(t *testing.T) {
	var said []string
	v, st := partyView(t, "3x3 4p 1a1b./1c../..1d a 4 - *", view.Animated, &said)
	after := st.Clone()
	after.Apply(0)
	v.Show(view.Shown{Before: st, Move: 0, After: after})
	if !v.Busy() || len(said) != 0 {
		t.Fatalf("busy %v, said %q before the cascade played", v.Busy(), said)
	}
	for i := 0; v.Busy() && i < 1000; i++ {
		v.Update(&ui.Input{})
	}
	if len(said) != 1 || said[0] != "Out: Black, Orange" {
		t.Errorf("said %q, want Out: Black, Orange", said)
	}
}

// view.Paused rests on the landed board after every wave, about 0.6 s at
// normal speed, and a click still finishes the move at once.
func TestPausedModeRestsAfterEveryWave(t *testing.T) {
	s, err := kaskade.Parse("3x3 1w2w./2w../..1b w 6 *") // a1 fills, fires into b1 and a2, both fire on
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Play(0)
	if err != nil || len(res.Waves) < 2 {
		t.Fatalf("fixture: %v waves, %v", len(res.Waves), err)
	}
	run := func(pause int) (ticks, rests int) {
		c := newCascade(res, false, 1, nil)
		c.pause = pause
		for ; !c.done && ticks < 10000; ticks++ {
			c.update()
			if c.Resting {
				rests++
				if f := c.frame(); f.P != 1 || len(f.Flights) != 0 {
					t.Fatalf("a resting frame shows balls in flight: %+v", f)
				}
			}
		}
		return ticks, rests
	}
	plain, none := run(0)
	paused, rests := run(PauseTicks(1))
	if none != 0 || rests < len(res.Waves)*(PauseTicks(1)-1) || paused < plain+len(res.Waves)*(PauseTicks(1)-1) {
		t.Errorf("plain %d ticks, paused %d ticks with %d resting of %d waves (pause %d)", plain, paused, rests, len(res.Waves), PauseTicks(1))
	}
	if PauseTicks(1) != 36 || PauseTicks(2) != 18 || PauseTicks(0.5) != 72 {
		t.Errorf("pauses %d %d %d ticks, want 0.6 s per speed", PauseTicks(1), PauseTicks(2), PauseTicks(0.5))
	}
	var said []string
	v, st := partyView(t, "3x3 4p 1a1b./1c../..1d a 4 - *", view.Paused, &said)
	after := st.Clone()
	after.Apply(0)
	v.Show(view.Shown{Before: st, Move: 0, After: after})
	if v.Anim == nil || v.Anim.pause != PauseTicks(1) {
		t.Fatal("view.Paused does not give the cascade its rest")
	}
	v.Update(&ui.Input{Clicks: []ui.Point{{X: 1, Y: 1}}})
	if v.Busy() {
		t.Error("a click does not finish a paused cascade")
	}
}

// The eight colours differ, and every colour after White and Black
// carries its own mark: the balls differ even in grey.
func TestEightSeatsDiffer(t *testing.T) {
	seen := map[[3]uint8]bool{}
	for p := range game.Player(party.MaxPlayers) {
		c := BallColor(sideOf(p))
		key := [3]uint8{c.R, c.G, c.B}
		if seen[key] {
			t.Errorf("seat %d has the colour of another", p)
		}
		seen[key] = true
	}
	grey := map[string]bool{}
	for i := range partyInks {
		img := partyBall(i, 40).(*image.RGBA)
		var sig []byte
		for y := 0; y < 40; y += 2 {
			for x := 0; x < 40; x += 2 {
				c := img.RGBAAt(x, y)
				lum := (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000
				sig = append(sig, byte(lum/64)) // coarse lightness: the mark's shape shows
			}
		}
		if grey[string(sig)] {
			t.Errorf("colour %d looks like another in grey", i)
		}
		grey[string(sig)] = true
	}
}

// The menu's panel chooses the players: two write the old option text;
// more than four leave out the presets (the seats need the room).
func TestOptionsChooseThePlayers(t *testing.T) {
	o := newKaskadeOptions("8x8,players=4").(*KaskadeOptions)
	if o.Options() != "8x8,players=4" {
		t.Fatalf("Options() = %q", o.Options())
	}
	r := ui.Rect{X: 0, Y: 0, W: 500, H: o.Height(1)}
	l := o.Layout(r, 1)
	if len(l.Players) != 7 || !l.Players[2].Selected {
		t.Fatalf("%d player buttons, 4 selected: %v", len(l.Players), l.Players[2].Selected)
	}
	if last := l.Players[6].R; last.X+last.W > r.W+0.5 || last.Y+last.H > r.H+0.5 {
		t.Errorf("the players' row %v leaves the panel %v", last, r)
	}
	o.Update(&ui.Input{Clicks: []ui.Point{l.Players[6].R.Center()}}, r, 1)
	if o.Options() != "8x8,players=8" {
		t.Errorf("after 8: %q", o.Options())
	}
	if l = o.Layout(r, 1); len(l.Presets) != 0 || o.Height(1) >= r.H {
		t.Errorf("eight players: %d presets, height %.0f; want the compact panel", len(l.Presets), o.Height(1))
	}
	o.Update(&ui.Input{Clicks: []ui.Point{l.Players[0].R.Center()}}, r, 1)
	if o.Options() != "8x8" {
		t.Errorf("after 2: %q, want the two-player text", o.Options())
	}
}

// In a game of more players the hint is the tree search's move, shown
// within hintTicks; in a two-player game it is left to the solver's hint.
func TestPartyHintShowsALegalMove(t *testing.T) {
	var said []string
	v, st := partyView(t, "3x3 4p 1a1b./1c../..1d a 4 - *", view.Animated, &said)
	v.StartHint(st) // as the table asks for a hint
	if v.manyHint == nil {
		t.Fatal("no hint's search in a party game")
	}
	for i := 0; v.manyHint != nil && i <= hintTicks; i++ {
		v.Update(&ui.Input{})
	}
	if v.manyHint != nil || !v.HasHint || st.Check(game.Move(v.Hint)) != nil {
		t.Fatalf("hint %v (shown %v), said %q", v.Hint, v.HasHint, said)
	}
	if len(said) != 1 || !strings.Contains(said[0], st.FormatMove(game.Move(v.Hint))) {
		t.Errorf("said %q, want the hint's cell", said)
	}
	two := viewOn(t, six, 900, 760)
	if two.StartPartyHint(nil) || two.manyHint != nil {
		t.Error("a two-player game started the party hint")
	}
}
