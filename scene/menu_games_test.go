package scene

import (
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	formationview "kaskade/scene/games/formation"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// gameButton is the menu's button of the named game.
func gameButton(t *testing.T, menu *menuScene, name string) ui.Button {
	t.Helper()
	for i, g := range playable() {
		if g.Name == name {
			return menu.layout().games[i]
		}
	}
	t.Fatalf("no game button for %q", name)
	return ui.Button{}
}

// names are the menu's name fields of the selected game's seats.
func names(menu *menuScene) []string {
	var ns []string
	for _, n := range menu.names {
		ns = append(ns, n.Text)
	}
	return ns
}

func TestGameSwitchResetsColourNamesKeepsTyped(t *testing.T) {
	r := newRig(t, view.Instant)
	r.m.Config = view.DefaultConfig() // "White" and "Black", as at the first start
	menu := r.toMenu()
	r.click(gameButton(t, menu, "formation").R.Center())
	if got := strings.Join(names(menu), ","); menu.spec.Name != "formation" || got != "Black,White" {
		t.Fatalf("after the switch to Die Formation: game %s, names %s, want Black,White", menu.spec.Name, got)
	}
	// A typed name stays, the colour left in the other seat follows.
	l := menu.layout()
	r.click(l.nameRows[0].Center())
	for range 5 {
		r.key(ebiten.KeyBackspace)
	}
	r.tick(ui.Input{Chars: []rune("Ada")})
	r.click(gameButton(t, menu, "kaskade").R.Center())
	if got := strings.Join(names(menu), ","); got != "Ada,Black" {
		t.Fatalf("back to Kaskade: names %s, want Ada,Black", got)
	}
	r.click(gameButton(t, menu, "formation").R.Center())
	r.click(menu.layout().start.R.Center())
	b, ok := r.m.Current().(*table)
	if !ok {
		t.Fatalf("Start: %T", r.m.Current())
	}
	if b.cfg.SeatName(0) != "Ada" || b.cfg.SeatName(1) != "White" {
		t.Fatalf("Die Formation starts with %q and %q, want Ada and White", b.cfg.SeatName(0), b.cfg.SeatName(1))
	}
}

// A set-up stored before the switch reset names (Die Formation with
// "White" in Black's seat) shows each seat's own colour.
func TestMenuShowsSeatColoursForColourNames(t *testing.T) {
	r := newRig(t, view.Instant)
	cfg := fmSeats("default", "human", "human")
	cfg.Players[0].Name, cfg.Players[1].Name = "White", "Black"
	r.m.Config = cfg
	menu := r.toMenu()
	if got := strings.Join(names(menu), ","); got != "Black,White" {
		t.Fatalf("names %s", got)
	}
	cfg, err := Options{Levels: []string{"easy", "human"}}.setUp(view.GameConfig{Game: "no such game"})
	if err != nil || cfg.GameName() != "kaskade" || cfg.Players[0].Level != "easy" {
		t.Fatalf("a stored game without a view: %+v, %v", cfg, err)
	}
}

func TestGameSwitchResetsGermanColourNames(t *testing.T) {
	cfg := view.DefaultConfig()
	cfg.Players[0].Name, cfg.Players[1].Name = "Weiß", " schwarz "
	got := cfg.ForGame("formation")
	if got.Game != "formation" || got.Players[0].Name != "" || got.Players[1].Name != "" {
		t.Fatalf("forGame: %+v", got)
	}
	i18n.SetLang("de")
	defer i18n.SetLang("en")
	if got.SeatName(0) != "Schwarz" || got.SeatName(1) != "Weiß" {
		t.Fatalf("seats %q, %q", got.SeatName(0), got.SeatName(1))
	}
	cfg.Players[0].Name = "Whitney"
	if n := cfg.ForGame("formation").Players[0].Name; n != "Whitney" {
		t.Fatalf("a typed name became %q", n)
	}
	for _, n := range []string{"White", "black", "Weiß", "Schwarz"} {
		if !view.IsColourName(n) {
			t.Errorf("%q is not taken for a colour", n)
		}
	}
	for _, n := range []string{"", "Ada", "Whitey", "Ruby"} { // not "Red": Kaleidoskop's seat
		if view.IsColourName(n) {
			t.Errorf("%q is taken for a colour", n)
		}
	}
}

func TestEnterWhileTypingASeedDoesNotStart(t *testing.T) {
	r := newRig(t, view.Instant)
	r.m.Config = fmSeats("random:42", "human", "human")
	menu := r.toMenu()
	l := menu.layout()
	o := menu.options.(*formationview.FormationOptions)
	r.click(o.Layout(l.options, l.u).SeedVal.Center())
	if !o.Editing() {
		t.Fatal("a click on the seed does not edit it")
	}
	r.tick(ui.Input{Chars: []rune("7")})
	r.key(ebiten.KeyEnter)
	if _, ok := r.m.Current().(*menuScene); !ok {
		t.Fatalf("Enter in the seed field started the game: %T", r.m.Current())
	}
	if o.Editing() || o.Options() != "random:427" {
		t.Fatalf("after Enter: editing %v, options %q", o.Editing(), o.Options())
	}
	r.key(ebiten.KeyEnter)
	b, ok := r.m.Current().(*table)
	if !ok || b.match.Options() != "random:427" {
		t.Fatalf("the second Enter: %T", r.m.Current())
	}
}

func TestSeedFieldLeavesWithItsMode(t *testing.T) {
	o := formationview.NewFormationOptions("random:5").(*formationview.FormationOptions)
	o.Update(&ui.Input{Clicks: []ui.Point{o.Layout(fmPanelRect, 1).SeedVal.Center()}}, fmPanelRect, 1)
	if !o.Editing() {
		t.Fatal("not editing after a click on the seed")
	}
	clickPanel(o, o.Layout(fmPanelRect, 1).Modes[formationview.FmCustom])
	clickPanel(o, o.Layout(fmPanelRect, 1).Modes[formationview.FmRandom])
	if o.Editing() {
		t.Fatal("the seed keeps the focus through another mode")
	}
}

func TestMenuHeadingFollowsTheGame(t *testing.T) {
	r := newRig(t, view.Instant)
	r.m.Config = view.DefaultConfig()
	menu := r.toMenu()
	if title, tag := menu.heading(); title != "Kaskade" || tag != "a game of chain reactions for two to eight" {
		t.Fatalf("Kaskade's heading %q / %q", title, tag)
	}
	r.click(gameButton(t, menu, "formation").R.Center())
	if title, tag := menu.heading(); title != "Die Formation" || !strings.HasPrefix(tag, "Goal: all eight") {
		t.Fatalf("Die Formation's heading %q / %q", title, tag)
	}
	drawAll(t, r)
	for _, s := range view.Specs {
		if s.TaglineKey == "" || i18n.Tr(s.TaglineKey) == s.TaglineKey {
			t.Errorf("%s: tagline key %q has no text", s.Name, s.TaglineKey)
		}
	}
}

func TestRunOptionsChooseTheGame(t *testing.T) {
	m, err := newRunManager(Options{Game: "formation", GameOptions: "random:1", Moves: []string{"a5-b3"}, Levels: []string{"human", "easy"}, NoStore: true}, &fakeInput{})
	if err != nil {
		t.Fatal(err)
	}
	b, ok := m.Current().(*table)
	if !ok || b.spec.Name != "formation" || b.match.Options() != "random:1" || b.match.Cursor() != 1 {
		t.Fatalf("started %T", m.Current())
	}
	if b.cfg.SeatName(0) != "Black" || b.cfg.Seat(1).Type != view.Computer || b.cfg.Seat(1).Level != "easy" {
		t.Fatalf("seats %q %+v", b.cfg.SeatName(0), b.cfg.Players)
	}
	for _, o := range []Options{
		{Game: "chess"},
		{Game: "formation", Size: kaskade.Size{Cols: 7, Rows: 7}},
		{Game: "formation", GameOptions: "nonsense"},
		{Game: "kaskade", GameOptions: "99x2"},
		{Levels: []string{"expert"}},                    // Kaskade has two seats
		{Game: "formation", Levels: []string{"a", "b"}}, // no such level
	} {
		o.NoStore, o.StartGame = true, true
		if _, err := newRunManager(o, &fakeInput{}); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	// -size is Kaskade's shorthand: it picks Kaskade after Die Formation.
	cfg, err := Options{Size: kaskade.Size{Cols: 7, Rows: 5}}.setUp(fmSeats("default", "human", "hard"))
	if err != nil || cfg.GameName() != "kaskade" || cfg.OptionText() != "7x5" || cfg.SeatName(0) != "White" {
		t.Fatalf("-size after Die Formation: %+v, %v", cfg, err)
	}
	cfg, err = Options{GameOptions: "4x9"}.setUp(view.DefaultConfig())
	if err != nil || cfg.OptionText() != "4x9" {
		t.Fatalf("-options for Kaskade: %+v, %v", cfg, err)
	}
	m, err = newRunManager(Options{Game: "formation", NoStore: true}, &fakeInput{})
	if err != nil {
		t.Fatal(err)
	}
	if menu, ok := m.Current().(*menuScene); !ok || menu.spec.Name != "formation" || strings.Join(names(menu), ",") != "Black,White" {
		t.Fatalf("-game formation without -start: %T", m.Current())
	}
}

func TestConsumeKeepsWhatIsHeld(t *testing.T) {
	in := ui.Input{Clicks: []ui.Point{{X: 1, Y: 2}}, Keys: []ebiten.Key{ebiten.KeyA}, Down: true, Pointer: ui.Point{X: 3, Y: 4}, Released: true, ReleasedAt: ui.Point{X: 5, Y: 6}}
	in.Consume()
	if len(in.Clicks)+len(in.Keys) != 0 || in.Released || !in.Down || in.Pointer != (ui.Point{X: 3, Y: 4}) {
		t.Fatalf("consumed: %+v", in)
	}
}

// Each game keeps its own seats: a computer chosen for Kaskade's Black is
// still there after a game of another kind, and across a restart.
func TestSeatsAreRememberedPerGame(t *testing.T) {
	r := newRig(t, view.Instant)
	menu := r.toMenu()
	r.click(gameButton(t, menu, "kaskade").R.Center())
	for range 4 { // Human -> Easy -> Medium -> Hard -> Expert
		r.click(menu.layout().types[1].R.Center())
	}
	if p := menu.cfg.Players[1]; p.Type != view.Computer || p.Level != "expert" {
		t.Fatalf("Black is %+v, want Computer expert", p)
	}
	r.click(gameButton(t, menu, "formation").R.Center())
	if p := menu.cfg.Players[1]; p.Type != view.Human {
		t.Fatalf("Die Formation's seat 1 took Kaskade's computer: %+v", p)
	}
	r.click(menu.layout().start.R.Center()) // a game of Die Formation
	if _, ok := r.m.Current().(*table); !ok {
		t.Fatalf("Start: %T", r.m.Current())
	}
	menu = r.toMenu()
	r.click(gameButton(t, menu, "kaskade").R.Center())
	if p := menu.cfg.Players[1]; p.Type != view.Computer || p.Level != "expert" {
		t.Fatalf("back to Kaskade after Die Formation: Black is %+v, want Computer expert", p)
	}
	// What is stored brings every game's seats back.
	p, problems, err := DecodePrefs(EncodePrefs(r.m.prefs()))
	if err != nil || len(problems) > 0 {
		t.Fatal(err, problems)
	}
	if k := p.Setups["kaskade"].Players[1]; k.Level != "expert" || p.Config.Game != "formation" {
		t.Fatalf("stored: kaskade seat 1 %+v, current game %q", k, p.Config.Game)
	}
}

// A bad flag of the window or a bad move is the person's error: it is
// marked so that the program exits with status 2.
func TestBadWindowFlagsAreBadInput(t *testing.T) {
	for _, opts := range []Options{{Game: "nope"}, {Levels: []string{"human", "wizard"}}, {Moves: []string{"a1", "zz9"}}} {
		_, err := newRunManager(opts, &fakeInput{})
		var bad interface{ BadInput() bool }
		if err == nil || !errors.As(err, &bad) || !bad.BadInput() {
			t.Errorf("%+v: %v, want a bad-input error", opts, err)
		}
	}
}

// The seat type selector "‹ Human ›" steps back on its left side, under
// "‹", and forward on its right side, under "›" (issue 28, item 8).
func TestSeatTypeSelectorStepsBothWays(t *testing.T) {
	r := newRig(t, view.Instant)
	menu := r.toMenu()
	b := menu.layout().types[0]
	left := ui.Point{X: b.R.X + b.R.W/6, Y: b.R.Y + b.R.H/2}
	right := ui.Point{X: b.R.X + b.R.W*5/6, Y: b.R.Y + b.R.H/2}
	label := func() string { return seatLabel(menu.cfg.Players[0]) }
	want := []string{"Computer · Expert", "Computer · Hard", "Computer · Medium", "Computer · Easy", "Human", "Computer · Expert"}
	menu.cfg.Players[0] = view.PlayerConfig{Type: view.Human}
	for i, w := range want {
		r.click(left)
		if label() != w {
			t.Fatalf("left click %d: %q, want %q", i+1, label(), w)
		}
	}
	r.click(right) // Expert, forward: Human
	if label() != "Human" {
		t.Fatalf("right click after Expert: %q, want Human", label())
	}
	r.click(right)
	if label() != "Computer · Easy" {
		t.Fatalf("right click after Human: %q, want the easy computer", label())
	}
}
