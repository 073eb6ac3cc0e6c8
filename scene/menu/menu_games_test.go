package menu

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/scene"
	formationview "kaskade/scene/games/formation"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// gameButton is the menu's button of the named game.
func gameButton(t *testing.T, menu *menuScene, name string) ui.Button {
	t.Helper()
	for i, g := range scene.Playable() {
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
	r.M.Config = view.DefaultConfig() // "White" and "Black", as at the first start
	menu := r.toMenu()
	r.Click(gameButton(t, menu, "formation").R.Center())
	if got := strings.Join(names(menu), ","); menu.spec.Name != "formation" || got != "Black,White" {
		t.Fatalf("after the switch to Die Formation: game %s, names %s, want Black,White", menu.spec.Name, got)
	}
	// A typed name stays, the colour left in the other seat follows.
	l := menu.layout()
	r.Click(l.nameRows[0].Center())
	for range 5 {
		r.Key(ebiten.KeyBackspace)
	}
	r.Tick(ui.Input{Chars: []rune("Ada")})
	r.Click(gameButton(t, menu, "kaskade").R.Center())
	if got := strings.Join(names(menu), ","); got != "Ada,Black" {
		t.Fatalf("back to Kaskade: names %s, want Ada,Black", got)
	}
	r.Click(gameButton(t, menu, "formation").R.Center())
	r.Click(menu.layout().start.R.Center())
	if scenetest.NameOf(r.M.Current()) != "board" {
		t.Fatalf("Start: %T", r.M.Current())
	}
	if c := r.M.Config; c.GameName() != "formation" || c.SeatName(0) != "Ada" || c.SeatName(1) != "White" { // the board's set-up
		t.Fatalf("Die Formation starts with %q and %q, want Ada and White", c.SeatName(0), c.SeatName(1))
	}
}

// A set-up stored before the switch reset names (Die Formation with
// "White" in Black's seat) shows each seat's own colour.
func TestMenuShowsSeatColoursForColourNames(t *testing.T) {
	r := newRig(t, view.Instant)
	cfg := fmSeats("default", "human", "human")
	cfg.Players[0].Name, cfg.Players[1].Name = "White", "Black"
	r.M.Config = cfg
	menu := r.toMenu()
	if got := strings.Join(names(menu), ","); got != "Black,White" {
		t.Fatalf("names %s", got)
	}
	// a stored game without a view: scene's TestRunOptionsChooseTheGame
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
	r.M.Config = fmSeats("random:42", "human", "human")
	menu := r.toMenu()
	l := menu.layout()
	o := menu.options.(*formationview.FormationOptions)
	r.Click(o.Layout(l.options, l.u).SeedVal.Center())
	if !o.Editing() {
		t.Fatal("a click on the seed does not edit it")
	}
	r.Tick(ui.Input{Chars: []rune("7")})
	r.Key(ebiten.KeyEnter)
	if _, ok := r.M.Current().(*menuScene); !ok {
		t.Fatalf("Enter in the seed field started the game: %T", r.M.Current())
	}
	if o.Editing() || o.Options() != "random:427" {
		t.Fatalf("after Enter: editing %v, options %q", o.Editing(), o.Options())
	}
	r.Key(ebiten.KeyEnter)
	if scenetest.NameOf(r.M.Current()) != "board" || r.M.Play.Last.Options() != "random:427" {
		t.Fatalf("the second Enter: %T", r.M.Current())
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
	r.M.Config = view.DefaultConfig()
	menu := r.toMenu()
	if title, tag := menu.heading(); title != "Kaskade" || tag != "a game of chain reactions for two to eight" {
		t.Fatalf("Kaskade's heading %q / %q", title, tag)
	}
	r.Click(gameButton(t, menu, "formation").R.Center())
	if title, tag := menu.heading(); title != "Die Formation" || !strings.HasPrefix(tag, "Goal: all eight") {
		t.Fatalf("Die Formation's heading %q / %q", title, tag)
	}
	r.DrawAll()
	for _, s := range view.Specs {
		if s.TaglineKey == "" || i18n.Tr(s.TaglineKey) == s.TaglineKey {
			t.Errorf("%s: tagline key %q has no text", s.Name, s.TaglineKey)
		}
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
	r.Click(gameButton(t, menu, "kaskade").R.Center())
	for range 4 { // Human -> Easy -> Medium -> Hard -> Expert
		r.Click(menu.layout().types[1].R.Center())
	}
	if p := menu.cfg.Players[1]; p.Type != view.Computer || p.Level != "expert" {
		t.Fatalf("Black is %+v, want Computer expert", p)
	}
	r.Click(gameButton(t, menu, "formation").R.Center())
	if p := menu.cfg.Players[1]; p.Type != view.Human {
		t.Fatalf("Die Formation's seat 1 took Kaskade's computer: %+v", p)
	}
	r.Click(menu.layout().start.R.Center()) // a game of Die Formation
	if scenetest.NameOf(r.M.Current()) != "board" {
		t.Fatalf("Start: %T", r.M.Current())
	}
	menu = r.toMenu()
	r.Click(gameButton(t, menu, "kaskade").R.Center())
	if p := menu.cfg.Players[1]; p.Type != view.Computer || p.Level != "expert" {
		t.Fatalf("back to Kaskade after Die Formation: Black is %+v, want Computer expert", p)
	}
	// What is stored brings every game's seats back.
	p, problems, err := scene.DecodePrefs(scene.EncodePrefs(r.M.Prefs()))
	if err != nil || len(problems) > 0 {
		t.Fatal(err, problems)
	}
	if k := p.Setups["kaskade"].Players[1]; k.Level != "expert" || p.Config.Game != "formation" {
		t.Fatalf("stored: kaskade seat 1 %+v, current game %q", k, p.Config.Game)
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
		r.Click(left)
		if label() != w {
			t.Fatalf("left click %d: %q, want %q", i+1, label(), w)
		}
	}
	r.Click(right) // Expert, forward: Human
	if label() != "Human" {
		t.Fatalf("right click after Expert: %q, want Human", label())
	}
	r.Click(right)
	if label() != "Computer · Easy" {
		t.Fatalf("right click after Human: %q, want the easy computer", label())
	}
}

// A tap on the words of "‹ Human ›", a little left of their middle as a
// thumb lands, steps forward; only the left third, under "‹", steps back
// (the middle went back to "Computer · Expert"; issue 41).
func TestSeatTypeMiddleStepsForward(t *testing.T) {
	r := newRig(t, view.Instant)
	menu := r.toMenu()
	b := menu.layout().types[0]
	for _, at := range []float64{0.36, 0.45, 0.5} {
		menu.cfg.Players[0] = view.PlayerConfig{Type: view.Human}
		r.Click(ui.Point{X: b.R.X + b.R.W*at, Y: b.R.Y + b.R.H/2})
		if got := seatLabel(menu.cfg.Players[0]); got != "Computer · Easy" {
			t.Errorf("a tap at %.0f%% of %q: %q, want the easy computer", at*100, "‹ Human ›", got)
		}
	}
	menu.cfg.Players[0] = view.PlayerConfig{Type: view.Human}
	r.Click(ui.Point{X: b.R.X + b.R.W*0.3, Y: b.R.Y + b.R.H/2})
	if got := seatLabel(menu.cfg.Players[0]); got != "Computer · Expert" {
		t.Errorf("a tap under ‹: %q, want a step back to the expert", got)
	}
}
