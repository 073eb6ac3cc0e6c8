//go:build !js

package table

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/movelist"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// resetSpy is a game's own view that notes the last position the table
// reset it to.
type resetSpy struct {
	view.View
	last game.State
}

func (v *resetSpy) Reset(st game.State) {
	v.last = st
	v.View.Reset(st)
}

// spyOn puts a resetSpy around t's view.
func spyOn(t *table) *resetSpy {
	s := &resetSpy{View: t.view}
	t.view = s
	return s
}

// clickMove clicks entry i of the moves beside the board, scrolled into
// view first.
func (r *rig) clickMove(tb *table, i int) {
	r.T.Helper()
	if !tb.moves.shown {
		r.T.Fatal("the moves are not on the screen")
	}
	tb.moves.list.ScrollTo(i, tb.moves.lay.Visible())
	r.Click(tb.moves.lay.Row(i - tb.moves.list.Top).Center())
}

// lookedAt is the position the table must show for entry i: the seat's
// view after that move and its chance steps.
func lookedAt(t *testing.T, tb *table, i int) game.State {
	t.Helper()
	plies, from := tb.history()
	st, ok := tb.positionAt(from + movelist.RestAfter(plies, tb.moves.list.Entries[i].Ply))
	if !ok {
		t.Fatalf("no position for entry %d", i)
	}
	return st
}

// startRig puts tb on the rig's screen and lets the fade end.
func (r *rig) start(tb *table) {
	r.M.Goto(tb)
	for i := 0; i <= scene.FadeTicks; i++ {
		r.Tick(ui.Input{})
	}
}

// In every game a click on an earlier move shows its position (the
// view's Reset gets the match's StateAt), lights it, takes no move and
// changes nothing of the game; a click on the board returns to it.
func TestMovesLookBackEveryGame(t *testing.T) {
	for _, g := range scene.Playable() {
		t.Run(g.Name, func(t *testing.T) {
			r := newRig(t, view.Instant)
			tb := playedMatch(t, r.M, scenetest.HumanConfig(g.Name), 12, 5)
			r.start(tb)
			spy := spyOn(tb)
			played, pos := tb.match.Played(), tb.state().String()
			if n := len(tb.moves.list.Entries); n != played {
				t.Fatalf("%d rows for %d moves", n, played)
			}
			if tb.lit() != played-1 {
				t.Fatalf("lit %d, want the last move %d", tb.lit(), played-1)
			}
			r.clickMove(tb, 1)
			if !tb.moves.looking || tb.lit() != 1 {
				t.Fatalf("after a click on move 2: looking %v, lit %d", tb.moves.looking, tb.lit())
			}
			if spy.last == nil || spy.last.String() != lookedAt(t, tb, 1).String() {
				t.Fatalf("the board shows %v, want the position after move 2", spy.last)
			}
			if tb.ready() {
				t.Fatal("the table takes moves while looking back")
			}
			r.Click(tb.lay.View.Center()) // on the board: back, and no move
			if tb.moves.looking {
				t.Fatal("a click on the board did not return")
			}
			if tb.match.Played() != played || tb.state().String() != pos {
				t.Fatalf("looking back changed the game: %d moves %q, was %d %q", tb.match.Played(), tb.state(), played, pos)
			}
			if spy.last.String() != tb.seen(tb.state()).String() {
				t.Fatalf("back in the game the board shows %v", spy.last)
			}
		})
	}
}

// Esc, the panel's Back to game, the banner and the current move return;
// the banner names the move.
func TestMovesWaysBack(t *testing.T) {
	r := newRig(t, view.Instant)
	tb := playedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 6, 2)
	r.start(tb)
	ways := map[string]func(){
		"Esc":          func() { r.Key(ebiten.KeyEscape) },
		"Back to game": func() { r.Click(tb.movesTopButton().R.Center()) },
		"the banner":   func() { r.Click(tb.lay.Footer.Center()) },
		"current move": func() { r.clickMove(tb, len(tb.moves.list.Entries)-1) },
	}
	for name, back := range ways {
		r.clickMove(tb, 0)
		if !tb.moves.looking {
			t.Fatalf("%s: no look back", name)
		}
		if b := tb.movesTopButton(); b.Label != "Back to game" {
			t.Fatalf("%s: the top button says %q", name, b.Label)
		}
		e := tb.moves.list.Entries[0]
		if txt := tb.lookText(); !strings.Contains(txt, "move 1") || !strings.Contains(txt, e.Text) {
			t.Fatalf("the banner says %q", txt)
		}
		back()
		if tb.moves.looking {
			t.Fatalf("%s did not return", name)
		}
		if _, ok := r.M.Current().(*table); !ok {
			t.Fatalf("%s left the table", name)
		}
	}
}

// A hidden game's looked-back position is what the seat at the screen saw
// then, never the whole position.
func TestMovesLookBackHidden(t *testing.T) {
	r := newRig(t, view.Instant)
	cfg := scenetest.HumanConfig("kaleidoskop")
	for i := 1; i < len(cfg.Players); i++ {
		cfg.Players[i] = view.PlayerConfig{Type: view.Computer, Level: "easy"}
	}
	tb := playedMatch(t, r.M, cfg, 14, 3)
	r.start(tb)
	for i, still := 0, 0; i < 3000 && still < 60; i++ { // the computers move up to seat 0's choice
		n := tb.match.Played()
		r.Tick(ui.Input{})
		if still++; !tb.ready() || tb.match.Played() != n {
			still = 0
		}
	}
	if tb.viewer != 0 {
		t.Fatalf("viewer %d, want seat 0", tb.viewer)
	}
	spy := spyOn(tb)
	r.clickMove(tb, 2)
	if !tb.moves.looking || tb.lit() != 2 {
		t.Fatalf("looking %v at %d of %d, want 2", tb.moves.looking, tb.lit(), len(tb.moves.list.Entries))
	}
	plies, _ := tb.history()
	full, err := tb.match.StateAt(movelist.RestAfter(plies, tb.moves.list.Entries[2].Ply))
	if err != nil {
		t.Fatal(err)
	}
	want := full.(game.Imperfect).ViewFor(0).String()
	if got := spy.last.String(); got != want {
		t.Fatalf("looked back at\n%s\nwant seat 0's view\n%s", got, want)
	}
	if want == full.String() {
		t.Fatal("the test's position hides nothing")
	}
}

// A computer to move thinks on while the player looks back; its move
// waits for the return, then comes.
func TestMovesComputerWaits(t *testing.T) {
	r := newRig(t, view.Instant)
	cfg := scenetest.HumanConfig("kaskade")
	cfg.SetOptionText("4x4")
	cfg.Players[1] = view.PlayerConfig{Type: view.Computer, Level: "easy"}
	tb, err := newTable(r.M, cfg)
	if err != nil {
		t.Fatal(err)
	}
	r.start(tb)
	for range 2 { // White's move, the computer's answer, White's move
		for i := 0; i < 600 && !tb.ready(); i++ {
			r.Tick(ui.Input{})
		}
		tb.play(tb.state().LegalMoves(nil)[0])
	}
	r.Tick(ui.Input{})
	played := tb.match.Played()
	if tb.computer(tb.toMove()) == nil {
		t.Fatal("the computer is not to move")
	}
	r.clickMove(tb, 0)
	for range 300 {
		r.Tick(ui.Input{})
	}
	if !tb.moves.looking || tb.match.Played() != played {
		t.Fatalf("while looking back: looking %v, %d moves, was %d", tb.moves.looking, tb.match.Played(), played)
	}
	r.Key(ebiten.KeyEscape)
	for i := 0; i < 600 && tb.match.Played() == played; i++ {
		r.Tick(ui.Input{})
	}
	if tb.match.Played() != played+1 {
		t.Fatalf("after the return the computer's move did not come: %d moves", tb.match.Played())
	}
}

// Undo and redo keep the list right, and an undo while looking back
// returns first.
func TestMovesFollowUndoRedo(t *testing.T) {
	r := newRig(t, view.Instant)
	tb := playedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 5, 7)
	r.start(tb)
	rows := func() int { return len(tb.moves.list.Entries) }
	r.clickMove(tb, 1)
	r.Ctrl(ebiten.KeyZ)
	r.Tick(ui.Input{})
	if tb.moves.looking || rows() != 4 || tb.lit() != 3 {
		t.Fatalf("after an undo: looking %v, %d rows, lit %d; want 4 rows, the last lit", tb.moves.looking, rows(), tb.lit())
	}
	r.Ctrl(ebiten.KeyY)
	r.Tick(ui.Input{})
	if rows() != 5 || tb.lit() != 4 {
		t.Fatalf("after a redo: %d rows, lit %d", rows(), tb.lit())
	}
	for i, e := range tb.moves.list.Entries {
		if want := tb.match.Moves()[i].Text; e.Text != want {
			t.Fatalf("row %d says %q, the match %q", i, e.Text, want)
		}
	}
}

// A long list keeps the current move in view and scrolls by the wheel.
func TestMovesListScrolls(t *testing.T) {
	r := newRig(t, view.Instant)
	tb := playedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 200, 11)
	r.start(tb)
	n, vis := len(tb.moves.list.Entries), tb.moves.lay.Visible()
	if n <= vis {
		t.Fatalf("%d moves fit the %d rows: no scrolling to test", n, vis)
	}
	if l := tb.moves.list; tb.lit() < l.Top || tb.lit() >= l.Top+vis {
		t.Fatalf("the current move %d is not in rows %d to %d", tb.lit(), l.Top, l.Top+vis-1)
	}
	old := ui.WheelY
	defer func() { ui.WheelY = old }()
	ui.WheelY = func() float64 { return 2 }
	top := tb.moves.list.Top
	r.Tick(ui.Input{HasCursor: true, Cursor: tb.moves.lay.Rows.Center()})
	if tb.moves.list.Top >= top {
		t.Fatalf("the wheel did not scroll up: top %d, was %d", tb.moves.list.Top, top)
	}
}

// On a wide screen the header's Moves hides the panel (the board gets its
// room, the settings keep the choice); on a phone it opens the sheet,
// whose rows are a finger high.
func TestMovesPanelAndSheet(t *testing.T) {
	r := newRig(t, view.Instant)
	tb := playedMatch(t, r.M, scenetest.HumanConfig("kaskade"), 4, 1)
	r.start(tb)
	w := tb.lay.View.W
	if !tb.moves.shown {
		t.Fatal("no moves beside the board")
	}
	r.Click(tb.headerButtons().moves.R.Center())
	if tb.moves.shown || !r.M.Settings.HideMoves || tb.lay.View.W <= w {
		t.Fatalf("after Moves: shown %v, hidden in the settings %v, board %.0f wide, was %.0f", tb.moves.shown, r.M.Settings.HideMoves, tb.lay.View.W, w)
	}
	p := scene.DefaultPrefs()
	p.Settings.HideMoves = true
	if got, _, err := scene.DecodePrefs(scene.EncodePrefs(p)); err != nil || !got.Settings.HideMoves {
		t.Fatalf("the stored settings lose the hidden moves: %v", err)
	}

	for _, size := range [][2]float64{{390, 844}, {360, 640}} {
		r.M.SetSize(size[0]*2, size[1]*2)
		ui.SetPixelRatio(2)
		r.Tick(ui.Input{})
		if tb.moves.shown {
			t.Fatal("a phone opens with the sheet open")
		}
		r.Click(tb.headerButtons().moves.R.Center())
		if !tb.sheet() {
			t.Fatalf("%v: Moves did not open the sheet", size)
		}
		if least := ui.Finger(size[0]*2, size[1]*2); tb.moves.lay.RowH < least {
			t.Fatalf("%v: rows %.0f high, under a finger's %.0f", size, tb.moves.lay.RowH, least)
		}
		r.Click(tb.movesTopButton().R.Center()) // Close
		if tb.moves.shown {
			t.Fatalf("%v: Close did not close the sheet", size)
		}
		r.Click(tb.headerButtons().moves.R.Center())
		r.clickMove(tb, 0) // the sheet closes: the whole board shows the position
		if !tb.moves.looking || tb.sheet() {
			t.Fatalf("%v: a tap on a move: looking %v, sheet open %v", size, tb.moves.looking, tb.sheet())
		}
		r.Click(tb.lay.View.Center())
		if tb.moves.looking || tb.match.Played() != 4 {
			t.Fatalf("%v: a tap on the board: looking %v, %d moves", size, tb.moves.looking, tb.match.Played())
		}
	}
	ui.SetPixelRatio(1)
}

// Online the screen keeps the moves the server sent, each with the seat's
// view: the list and the look back work as at one screen; an undo takes
// the moves back, and a game joined under way counts on from there.
func TestMovesOnline(t *testing.T) {
	g, err := games.Lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	start, err := g.New("4x4")
	if err != nil {
		t.Fatal(err)
	}
	c, err := client.New("http://127.0.0.1:1") // never started: nothing arrives but what the test hands the table
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, view.Instant)
	rm := &roomMatch{c: c, entry: g, seat: 0, info: proto.Info{Game: "kaskade", Options: "4x4",
		Seats: []proto.Seat{{Kind: proto.KindPerson, Name: "Ann"}, {Kind: proto.KindPerson, Name: "Bo"}}}, view: start, sent: -1, away: map[int]bool{}}
	tb, err := newTableOf(r.M, namesFromRoom(scenetest.HumanConfig("kaskade"), rm.info), rm)
	if err != nil {
		t.Fatal(err)
	}
	r.start(tb)
	st := start.Clone()
	var after []string
	for i, text := range []string{"a1", "d4", "b2"} {
		mv, err := st.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		by := st.CurrentPlayer()
		st.Apply(mv)
		after = append(after, st.String())
		tb.arrive(rm, proto.Msg{T: proto.TState, Ply: i + 1, Pos: st.String(), Last: &proto.Last{By: int(by), Move: int32(mv), Text: text}})
	}
	r.Tick(ui.Input{})
	if n := len(tb.moves.list.Entries); n != 3 || tb.moves.list.Entries[2].Text != "b2" {
		t.Fatalf("online rows %+v", tb.moves.list.Entries)
	}
	spy := spyOn(tb)
	r.clickMove(tb, 0)
	if !tb.moves.looking || spy.last.String() != after[0] {
		t.Fatalf("online look back: looking %v at %v, want %s", tb.moves.looking, spy.last, after[0])
	}
	mv, _ := st.ParseMove("c3")
	by := st.CurrentPlayer()
	st.Apply(mv)
	tb.arrive(rm, proto.Msg{T: proto.TState, Ply: 4, Pos: st.String(), Last: &proto.Last{By: int(by), Move: int32(mv), Text: "c3"}})
	r.Tick(ui.Input{})
	if tb.moves.looking || len(tb.moves.list.Entries) != 4 {
		t.Fatalf("a move arriving online: looking %v, %d rows; want back in the game with 4", tb.moves.looking, len(tb.moves.list.Entries))
	}
	tb.arrive(rm, proto.Msg{T: proto.TState, Ply: 2, Pos: after[1], Back: true, Last: &proto.Last{By: 1, Text: "d4"}})
	r.Tick(ui.Input{})
	if n := len(tb.moves.list.Entries); n != 2 {
		t.Fatalf("after an online undo %d rows, want 2", n)
	}

	var log roomLog // joined at move 7 of a game of one-move turns
	log.note(7, &proto.Last{Text: "x"}, false, start)
	log.note(8, &proto.Last{Text: "y"}, false, start)
	es := numberedEntries(log.plies, log.from, start)
	if len(es) != 1 || es[0].Turn != 8 || !es[0].First {
		t.Fatalf("joined under way: %+v, want move 8 numbered", es)
	}
	if _, ok := log.at(6); ok {
		t.Fatal("a position before joining is known")
	}
}

// openMovesAt opens t's moves (a phone's sheet) and looks back at entry
// i: a screen for the layout test.
func openMovesAt(t *table, i int) {
	t.syncMoves()
	t.moves.open = true
	t.lookAt(i)
}

// Kaleidoskop's and Decktet's moves are listed, and named while looking
// back, in words of the player's language (GameSpec.MoveWords), not in
// the record's notation; the entries keep the notation.
func TestMovesInWords(t *testing.T) {
	for _, c := range []struct{ game, lang, notation, words string }{
		{"kaleidoskop", "de", "end", "Zugende"},
		{"decktet", "en", "turn", "turns the stock"},
	} {
		r := newRig(t, view.Instant)
		r.M.Settings.Lang = c.lang
		i18n.SetLang(c.lang)
		tb := playedMatch(t, r.M, scenetest.HumanConfig(c.game), 40, 3)
		r.start(tb)
		i := slices.IndexFunc(tb.moves.list.Entries, func(e movelist.Entry) bool { return e.Text == c.notation })
		if i < 0 {
			t.Fatalf("%s: no %q among the moves", c.game, c.notation)
		}
		r.clickMove(tb, i)
		if txt := tb.lookText(); !strings.Contains(txt, c.words) || strings.Contains(txt, "("+c.notation+")") {
			t.Errorf("%s in %s: looking at %q the banner says %q, want %q", c.game, c.lang, c.notation, txt, c.words)
		}
	}
	i18n.SetLang("en")
}
