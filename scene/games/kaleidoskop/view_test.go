package kaleidoskop

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// shown is a view laid out at 900x760 showing s with the mover's hand
// face up (the mover tapped "Show my cards").
func shown(t *testing.T, s *kal.State) *View {
	t.Helper()
	v := newTestView()
	v.Reset(s)
	render(v, 900, 760, nil)
	if m := click(v, s, v.find(t, ctlReveal, "").R.Center()); m != game.NoMove {
		t.Fatalf("showing the cards played %v", m)
	}
	if !v.handUp() {
		t.Fatal("the hand stays face down after Show my cards")
	}
	return v
}

func click(v *View, s *kal.State, p ui.Point) game.Move {
	return v.Input(&ui.Input{Clicks: []ui.Point{p}}, s)
}

// find is the first control of kind k whose label starts with label.
func (v *View) find(t *testing.T, k ctlKind, label string) control {
	t.Helper()
	for _, c := range v.controls() {
		if c.kind == k && strings.HasPrefix(c.Label, label) {
			return c
		}
	}
	t.Fatalf("no control %d %q", k, label)
	return control{}
}

func (v *View) colourCell(t *testing.T, c kal.Colour) control {
	t.Helper()
	for _, ct := range v.controls() {
		if ct.kind == ctlColour && ct.colour == c {
			return ct
		}
	}
	t.Fatalf("no supply cell for %v", c)
	return control{}
}

func (v *View) hollowPoint(k kal.Hollow) ui.Point { return v.lay.px(v.geo.at[k]) }

func legal(s *kal.State, m game.Move) bool {
	for _, x := range s.LegalMoves(nil) {
		if x == m {
			return true
		}
	}
	return false
}

// TestPlaceAndExchange: a colour then a hollow is the engine's place; on
// an occupied hollow its exchange; the same colour there is refused with
// the engine's code, worded in both languages.
func TestPlaceAndExchange(t *testing.T) {
	s := newGame(t, "players=4,length=normal,deal=9")
	v := shown(t, s)
	empty, full := kal.NoHollow, kal.CentreHollows()[0]
	for _, k := range s.Hollows() {
		if s.CrystalAt(k) == kal.None {
			empty = k
			break
		}
	}
	if m := click(v, s, v.hollowPoint(empty)); m != game.NoMove {
		t.Fatalf("a hollow without a colour played %s", s.FormatMove(m))
	}
	click(v, s, v.colourCell(t, kal.Green).R.Center())
	m := click(v, s, v.hollowPoint(empty))
	if m != kal.PlaceMove(empty, kal.Green) || !legal(s, m) {
		t.Fatalf("green on %s gave %q, want a legal place", s.HollowName(empty), s.FormatMove(m))
	}
	same := s.CrystalAt(full)
	other := kal.Red
	if same == kal.Red {
		other = kal.Blue
	}
	click(v, s, v.colourCell(t, other).R.Center())
	if m := click(v, s, v.hollowPoint(full)); m != kal.PlaceMove(full, other) || !legal(s, m) || !strings.HasPrefix(s.FormatMove(m), "exchange") {
		t.Fatalf("exchange gave %q", s.FormatMove(m))
	}
	click(v, s, v.colourCell(t, same).R.Center())
	m = click(v, s, v.hollowPoint(full))
	err := s.Check(m)
	r, ok := game.RefusalOf(err)
	if !ok || r.Code != "kaleidoskop.same-colour" {
		t.Fatalf("same colour: %v", err)
	}
	checkWorded(t, v, m, err)
}

// checkWorded checks that Refuse words err from its code in English and
// German (not the engine's English text, not a missing key).
func checkWorded(t *testing.T, v *View, m game.Move, err error) {
	t.Helper()
	defer i18n.SetLang("en")
	for _, lang := range []string{"en", "de"} {
		i18n.SetLang(lang)
		text := v.Refuse(m, err)
		if text == "" || strings.HasPrefix(text, "kaleidoskop.") || strings.Contains(text, "%!") {
			t.Errorf("%s: refusal %v worded %q", lang, err, text)
		}
		if lang == "de" && text == err.Error() {
			t.Errorf("de: refusal left in English: %q", text)
		}
	}
}

// TestControlsAgreeWithEngine walks random games and checks every
// control: one shown as allowed plays a legal move; a refused one is
// refused with a code the view words in both languages.
func TestControlsAgreeWithEngine(t *testing.T) {
	codes := map[string]bool{}
	for seed := range uint64(8) {
		s := newGame(t, "players="+itoa(3+int(seed%4))+",length=short,deal="+itoa(int(seed)+1))
		r := game.SplitMix64{State: seed}
		for range 120 {
			if s.IsOver() {
				break
			}
			v := shown(t, s)
			for _, c := range v.controls() {
				if c.Move == game.NoMove {
					continue
				}
				err := s.Check(c.Move)
				if c.allowed != (err == nil) {
					t.Fatalf("%q shown allowed=%v, engine says %v", c.Label, c.allowed, err)
				}
				if err != nil {
					rf, ok := game.RefusalOf(err)
					if !ok {
						t.Fatalf("%q refused without a code: %v", c.Label, err)
					}
					if !codes[rf.Code] {
						codes[rf.Code] = true
						checkWorded(t, v, c.Move, err)
					}
				}
			}
			ms := s.LegalMoves(nil)
			s.Apply(ms[r.Next()%uint64(len(ms))])
			s.Settle()
		}
	}
	if len(codes) < 5 {
		t.Fatalf("only %d refusal codes met: %v", len(codes), codes)
	}
}

// TestEveryCodeWorded: every refusal code the engine gives for the
// moves a screen can make has words in both languages.
func TestEveryCodeWorded(t *testing.T) {
	for seed := range uint64(6) {
		s := newGame(t, "players=5,length=short,deal="+itoa(int(seed)+3))
		playRandom(s, int(seed)*37, seed)
		if s.IsOver() {
			continue
		}
		v := shown(t, s)
		var ms []game.Move
		for _, k := range s.Hollows() {
			for c := kal.Red; c <= kal.Purple; c++ {
				ms = append(ms, kal.PlaceMove(k, c))
			}
			for _, h := range s.HollowHexes(k) {
				ms = append(ms, kal.ToolMove(kal.Mirror, k, h), kal.ToolMove(kal.Glass, k, h))
			}
		}
		ms = append(ms, kal.BuyMove(kal.Holder), kal.BuyMove(kal.Mirror), kal.BuyCardMove(), kal.DrawMove(kal.BlueDeck),
			kal.CompleteMove(0, 0), kal.CompleteMove(25, 1), kal.EndMove(), kal.ToolMove(kal.Holder, 0, kal.Hex{}))
		for _, m := range ms {
			if err := s.Check(m); err != nil {
				rf, _ := game.RefusalOf(err)
				if ok := i18n.Has("kaleidoskop.refuse " + strings.TrimPrefix(rf.Code, "kaleidoskop.")); !ok {
					t.Errorf("code %s (%v) has no words", rf.Code, err)
				}
				checkWorded(t, v, m, err)
			}
		}
	}
}

// findState plays random games until ok holds for the position.
func findState(t *testing.T, ok func(*kal.State) bool, options ...string) *kal.State {
	t.Helper()
	opts := "players=3,length=short"
	if len(options) > 0 {
		opts = options[0]
	}
	for seed := range uint64(400) {
		s := newGame(t, opts+",deal="+itoa(int(seed)+1))
		r := game.SplitMix64{State: seed}
		for range 400 {
			if s.IsOver() {
				break
			}
			if ok(s) {
				return s
			}
			ms := s.LegalMoves(nil)
			s.Apply(ms[r.Next()%uint64(len(ms))])
			s.Settle()
		}
	}
	t.Skip("no such position found")
	return nil
}

// TestAimTool: the mirror button, a crystal, then one of its hexes is the
// engine's mirror move.
func TestAimTool(t *testing.T) {
	s := findState(t, func(s *kal.State) bool {
		p := s.Current()
		return s.Phase() == kal.PhaseTools && s.Owns(p, kal.Mirror) && !s.UsedThisTurn(p, kal.Mirror) && s.Crystals(p) >= s.ToolCost()
	})
	v := shown(t, s)
	click(v, s, v.find(t, ctlButton, i18n.Tr("kaleidoskop.mirror")).R.Center())
	if v.tool != kal.Mirror {
		t.Fatal("the mirror button does not start aiming")
	}
	for _, k := range s.Hollows() {
		if s.CrystalAt(k) == kal.None {
			continue
		}
		click(v, s, v.hollowPoint(k))
		for _, h := range s.HollowHexes(k) {
			m := click(v, s, v.lay.hexCentre(h))
			want := kal.ToolMove(kal.Mirror, k, h)
			if m != want {
				t.Fatalf("aim at %s > %s gave %q", s.HollowName(k), h, s.FormatMove(m))
			}
			if legal(s, want) != (s.Check(want) == nil) {
				t.Fatal("legal moves and Check disagree")
			}
			if legal(s, want) {
				return
			}
			click(v, s, v.hollowPoint(k))
		}
	}
	t.Fatal("no aim was legal")
}

// TestCompleteAndDraw: a tap on a mission on the board completes it at
// once (it took two taps, the first only lighting it; issue 28, item 6);
// then a deck button draws.
func TestCompleteAndDraw(t *testing.T) {
	s := findState(t, func(s *kal.State) bool {
		return s.Phase() == kal.PhaseTools && len(s.CanComplete()) > 0
	})
	v := shown(t, s)
	cm := s.CanComplete()[0]
	var pane control
	for _, c := range v.controls() {
		if c.kind == ctlMission && c.card == cm {
			pane = c
		}
	}
	m := click(v, s, pane.R.Center())
	if m != kal.CompleteMove(cm.Card, cm.Mission) || !legal(s, m) || v.lit != cm {
		t.Fatalf("the tap gave %q, lit %v", s.FormatMove(m), v.lit)
	}
	s.Apply(m)
	s.Settle()
	if s.Phase() != kal.PhaseDraw {
		return // both decks empty: nothing to draw
	}
	v.Reset(s)
	render(v, 900, 760, nil)
	for _, c := range v.controls() {
		if c.Move == kal.DrawMove(kal.BlueDeck) || c.Move == kal.DrawMove(kal.OrangeDeck) {
			if got := click(v, s, c.R.Center()); got != c.Move || (s.Check(got) == nil) != c.allowed {
				t.Fatalf("deck button gave %q", s.FormatMove(got))
			}
			return
		}
	}
	t.Fatal("no deck button in the draw step")
}

// TestHiddenHands: the view keeps the seat to move's view only; other
// hands never reach it, and no card of a hidden hand is drawn as text —
// the mover's neither, until the mover shows it.
func TestHiddenHands(t *testing.T) {
	var drawn []string
	sprites.TextHook = func(s string) { drawn = append(drawn, s) }
	defer func() { sprites.TextHook = nil }()
	s := newGame(t, "players=6,length=normal,deal=77")
	playRandom(s, 150, 5)
	v := newTestView()
	v.Reset(s)
	me := s.Current()
	if v.st.Viewer() != me {
		t.Fatalf("the view keeps seat %d's view, want %d", v.st.Viewer(), me)
	}
	for p := range s.NumPlayers() {
		if p != me && len(v.st.Hand(p)) > 0 {
			t.Fatalf("seat %d's hand reached the view", p)
		}
	}
	names := func(p int) []string {
		var out []string
		for _, c := range s.Hand(p) {
			out = append(out, c.String())
		}
		return out
	}
	saw := func(cards []string) bool {
		for _, d := range drawn {
			for _, c := range cards {
				if strings.Contains(d, c) {
					return true
				}
			}
		}
		return false
	}
	drawn = nil
	render(v, 900, 760, &ui.Input{})
	if saw(names(me)) {
		t.Fatal("the mover's hand is drawn before the mover shows it")
	}
	click(v, s, v.find(t, ctlReveal, "").R.Center())
	drawn = nil
	render(v, 900, 760, &ui.Input{})
	if !saw(names(me)) {
		t.Fatal("the shown hand is not drawn")
	}
	for p := range s.NumPlayers() {
		if p == me {
			continue
		}
		for _, c := range names(p) {
			if saw([]string{c}) && !inList(c, names(me)) && !doneBy(s, c) {
				t.Fatalf("seat %d's card %s was drawn", p, c)
			}
		}
	}
	for i := 0; s.Check(kal.EndMove()) != nil && i < 10; i++ {
		s.Apply(s.LegalMoves(nil)[0]) // the place step first
		s.Settle()
	}
	v.Reset(s)
	if !v.handUp() || s.Current() != me {
		t.Fatal("the hand turned face down within the turn")
	}
	before := s.Clone()
	s.Apply(kal.EndMove())
	s.Settle()
	v.Show(view.Shown{Before: before, Move: kal.EndMove(), After: s})
	if v.handUp() {
		t.Fatal("the next seat's hand is face up without being asked")
	}
}

func inList(x string, xs []string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

func doneBy(s *kal.State, name string) bool {
	for p := range s.NumPlayers() {
		for _, c := range s.Done(p) {
			if c.String() == name {
				return true
			}
		}
	}
	return false
}

// TestLayoutFits: at every size the game must play at and for every
// player count the board, the bar, the hand and the players lie inside
// the view without overlapping, the controls inside their areas, and the
// cards and buttons are big enough to read and hit.
func TestLayoutFits(t *testing.T) {
	for _, sz := range [][2]int{{900, 760}, {1600, 900}, {390, 844}, {760, 640}} {
		for n := kal.MinPlayers; n <= kal.MaxPlayers; n++ {
			s := newGame(t, "players="+itoa(n)+",deal=4")
			v := newTestView()
			v.Reset(s)
			v.reveal()
			tl := ui.LayoutTable(float64(sz[0]), float64(sz[1]))
			v.Layout(tl.View, tl.U)
			l := v.lay
			areas := map[string]ui.Rect{"board": l.Board, "bar": l.Bar, "hand": l.Hand, "players": l.Players}
			for name, r := range areas {
				if !inside(r, tl.View) || r.W < 40 || r.H < 30 {
					t.Errorf("%dx%d %dp: %s %+v not inside %+v", sz[0], sz[1], n, name, r, tl.View)
				}
				for other, q := range areas {
					if name < other && overlap(r, q) {
						t.Errorf("%dx%d %dp: %s and %s overlap", sz[0], sz[1], n, name, other)
					}
				}
			}
			if l.Size < 14 {
				t.Errorf("%dx%d %dp: hexes of radius %.0f px", sz[0], sz[1], n, l.Size)
			}
			for _, c := range v.controls() {
				in := inside(c.R, l.Bar) || inside(c.R, l.Hand)
				if !in || c.R.H < 24 || c.R.W < 24 {
					t.Errorf("%dx%d %dp: control %q at %+v", sz[0], sz[1], n, c.Label, c.R)
				}
			}
			for _, p := range v.geo.hollows {
				if !l.Board.Contains(l.px(v.geo.at[p])) {
					t.Errorf("%dx%d %dp: hollow off the board", sz[0], sz[1], n)
				}
			}
		}
	}
}

func inside(r, in ui.Rect) bool {
	const e = 0.5
	return r.X >= in.X-e && r.Y >= in.Y-e && r.X+r.W <= in.X+in.W+e && r.Y+r.H <= in.Y+in.H+e
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestRefuseUnknown falls back to the error's text for an error without
// a code.
func TestRefuseUnknown(t *testing.T) {
	v := newTestView()
	if got := v.Refuse(kal.EndMove(), errors.New("boom")); got != "boom" {
		t.Fatalf("got %q", got)
	}
}

// TestLocate finds hollows and hexes by name, and only those on the
// board.
func TestLocate(t *testing.T) {
	s := newGame(t, "players=3,deal=2")
	v := newTestView()
	v.Reset(s)
	render(v, 900, 760, nil)
	k := kal.CentreHollows()[2]
	p, ok := v.Locate(s.HollowName(k))
	if got, hit := v.lay.hollowAt(v.geo, p); !ok || !hit || got != k {
		t.Fatalf("hollow %s located at %v", s.HollowName(k), p)
	}
	if p, ok := v.Locate("1,-1"); !ok || v.lay.hexAt(p) != (kal.Hex{Q: 1, R: -1}) {
		t.Fatal("hex 1,-1 not located")
	}
	if _, ok := v.Locate("3,0"); ok {
		t.Fatal("a covered hex was located")
	}
}

// playShown plays a quick move on s (the first legal place, else the end
// of the step) and shows it on v, as the table does for a computer's.
func playShown(v *View, s *kal.State) {
	before := s.Clone()
	m := kal.EndMove()
	if s.Phase() == kal.PhasePlace {
		m = s.LegalMoves(nil)[0]
	}
	s.Apply(m)
	s.Settle()
	v.Show(view.Shown{Before: before, Move: m, After: s})
}

// TestCurtain: the hand turns face down at every change of seat; it
// turns up by itself only for the one person among computers.
func TestCurtain(t *testing.T) {
	s := newGame(t, "players=3,deal=12")
	v := newTestView()
	v.Reset(s)
	render(v, 900, 760, nil)
	me := s.Current()
	v.Input(&ui.Input{}, s)
	if v.handUp() {
		t.Fatal("the hand is face up before anyone is known to be a computer")
	}
	// one round: the others move without the view being asked (computers)
	step := func() {
		if s.Current() == me {
			v.Input(&ui.Input{}, s)
		}
		playShown(v, s)
		if s.Current() != me && v.handUp() {
			t.Fatal("a computer's hand is face up")
		}
	}
	for i := 0; i < 40 && (s.Current() == me || !v.computer[(me+1)%3] || !v.computer[(me+2)%3]); i++ {
		step()
	}
	for i := 0; i < 40 && s.Current() != me; i++ {
		step()
	}
	v.Input(&ui.Input{}, s)
	if !v.handUp() {
		t.Fatal("the only person's hand stays face down among computers")
	}
}

// TestCurtainKnowsTheComputers: with the table saying who the computers
// are, the one person's hand is up at their first turn, and a computer's
// turn never asks anyone to pass the device.
func TestCurtainKnowsTheComputers(t *testing.T) {
	s := newGame(t, "players=3,deal=12")
	me := s.Current()
	v := newTestView()
	v.env.Computer = func(p game.Player) bool { return int(p) != me }
	v.Reset(s)
	render(v, 900, 760, nil)
	v.Input(&ui.Input{}, s)
	if !v.handUp() {
		t.Fatal("the only person's hand is face down at their first turn")
	}
	for i := 0; i < 40 && s.Current() == me; i++ {
		playShown(v, s)
	}
	if s.Current() == me || v.handUp() {
		t.Fatal("a computer's hand is face up, or the person's turn never ended")
	}
	if got, want := v.Status(), i18n.Trf("kaleidoskop.st computer", testNames[s.Current()]); got != want {
		t.Errorf("status on a computer's turn %q, want %q", got, want)
	}
}

// TestFooterForFingers: on a touch screen the footer names no keys and
// says tap; with a mouse it names the keys.
func TestFooterForFingers(t *testing.T) {
	s := newGame(t, "players=3,deal=12")
	v := newTestView()
	touch := false
	v.env.Touch = func() bool { return touch }
	v.Reset(s)
	render(v, 900, 760, nil)
	v.reveal()
	if s.Phase() != kal.PhasePlace {
		t.Fatalf("the game starts in phase %v", s.Phase())
	}
	if got := v.Status(); !strings.Contains(got, "1–6") {
		t.Errorf("with a mouse the footer %q names no keys", got)
	}
	touch = true
	if got := v.Status(); strings.Contains(got, "1–6") || strings.Contains(got, "click") {
		t.Errorf("on a touch screen the footer %q names keys or clicks", got)
	}
}

// A record (the replay) shows the supply as it stood but no control that
// would play a move or choose a colour or tool: nobody plays there.
func TestRecordShowsNoControls(t *testing.T) {
	s := newGame(t, "players=4,length=short,deal=3")
	playRandom(s, 9, 3)
	at := newTestView()
	at.Reset(s)
	render(at, 900, 760, nil)
	if !slices.ContainsFunc(at.controls(), func(c control) bool { return c.Move != game.NoMove || c.pick != nil }) {
		t.Fatal("at a table the position shows nothing to press")
	}
	v := newTestView()
	v.env.Looking = true
	v.Reset(s)
	render(v, 900, 760, nil)
	cs := v.controls()
	if len(cs) == 0 {
		t.Fatal("the record shows no supply")
	}
	for _, c := range cs {
		if c.Move != game.NoMove || c.pick != nil || c.allowed || c.on {
			t.Fatalf("the record shows %q as a control (move %v, allowed %v)", c.Label, c.Move, c.allowed)
		}
		if m := click(v, s, c.R.Center()); m != game.NoMove || v.colour != kal.None || v.tool != noTool {
			t.Fatalf("a click on %q in the record gave move %v, colour %v, tool %v", c.Label, m, v.colour, v.tool)
		}
	}
}
