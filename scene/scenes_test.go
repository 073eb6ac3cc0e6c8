package scene

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	"kaskade/sprites"
)

// drawAll draws the current scene at several screen sizes: a smoke test
// that no layout panics, however small or large the window.
func drawAll(t *testing.T, r *rig) {
	t.Helper()
	for _, sz := range [][2]int{{900, 760}, {500, 400}, {1800, 1520}, {120, 90}} {
		img := ebiten.NewImage(sz[0], sz[1])
		r.m.setSize(float64(sz[0]), float64(sz[1]))
		r.m.Draw(img)
		img.Deallocate()
	}
	r.m.setSize(900, 760)
	r.tick(Input{}) // scenes lay out again for 900x760
}

func TestMenuSetsUpGame(t *testing.T) {
	r := newRig(t, Animated)
	menu := newMenuScene(r.m)
	r.m.Goto(menu)
	r.tick(Input{})
	drawAll(t, r)
	l := menu.layout()
	r.click(l.presets[1].R.Center()) // 8x8
	for i := 0; i < 30; i++ {
		r.click(l.colsInc.R.Center())
		r.click(l.rowsDec.R.Center())
	}
	if got := menu.cfg.Size; got != (kaskade.Size{Cols: kaskade.MaxSide, Rows: kaskade.MinSide}) {
		t.Fatalf("steppers gave %v, want clamped 20x3", got)
	}
	r.click(l.nameRows[1].Center())
	for range 5 {
		r.tick(Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	}
	r.tick(Input{Chars: []rune("Ada")})
	r.key(ebiten.KeyEnter) // leaves the field, does not start
	if _, ok := r.m.cur.(*menuScene); !ok {
		t.Fatal("Enter in a name field started the game")
	}
	if n := len(PlayerTypes); n > 0 {
		r.click(l.types[0].R.Center())
		if menu.cfg.Players[0].Type != PlayerTypes[1%n] {
			t.Fatalf("type selector did not cycle")
		}
	}
	r.click(l.start.R.Center())
	b, ok := r.m.cur.(*boardScene)
	if !ok {
		t.Fatalf("Start: %T, want the board", r.m.cur)
	}
	if b.cfg.Size != (kaskade.Size{Cols: 20, Rows: 3}) || b.cfg.Name(kaskade.Black) != "Ada" || b.cfg.Name(kaskade.White) != "White" {
		t.Fatalf("board config %+v", b.cfg)
	}
	if r.m.Config != b.cfg {
		t.Fatal("the manager did not keep the config for the next menu")
	}
}

func TestSettingsEditManagerSettings(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board("")
	settings, _ := b.headerButtons()
	r.click(settings.R.Center())
	s, ok := r.m.cur.(*settingsScene)
	if !ok {
		t.Fatalf("Settings button: %T", r.m.cur)
	}
	for i := 0; i <= fadeTicks; i++ {
		r.tick(Input{})
	}
	drawAll(t, r)
	l := s.layout(r.m.Settings)
	r.click(l.modes[int(Stepwise)].R.Center())
	r.click(l.speeds[len(Speeds)-1].R.Center())
	r.click(l.sound[0].R.Center())
	if r.m.Settings.Mode != Stepwise || r.m.Settings.Speed != Speeds[len(Speeds)-1] || r.m.Settings.Muted || r.m.Sounds.Muted() {
		t.Fatalf("settings now %+v", r.m.Settings)
	}
	r.click(l.sound[1].R.Center())
	if !r.m.Settings.Muted || !r.m.Sounds.Muted() {
		t.Fatal("Off did not mute")
	}
	r.key(ebiten.KeyEscape)
	if r.m.cur != Scene(b) {
		t.Fatalf("Esc in settings: %T, want back to the board", r.m.cur)
	}
}

func TestBoardDrawsBallsAndFlights(t *testing.T) {
	r := newRig(t, Animated)
	b := r.board(chain)
	img := ebiten.NewImage(900, 760)
	defer img.Deallocate()
	c := b.cfg.Size.CellAt(2, 2)
	at := func() color.RGBA {
		img.Clear()
		r.m.Draw(img)
		p := layoutBoard(900, 760, b.cfg.Size).CellCenter(c)
		return img.At(int(p.X), int(p.Y)).(color.RGBA)
	}
	// c3 holds one black ball in the centre: the pixel there is dark.
	if px := at(); px.R > 0x60 {
		t.Fatalf("centre of c3 is %v, want a black ball", px)
	}
	r.click(r.cellPoint(b, "c3"))
	for i := 0; i < 20 && len(b.frame().Flights) == 0; i++ {
		r.tick(Input{})
	}
	drawAll(t, r)
	r.settle(b, 2000)
	drawAll(t, r)
	for i := 0; i < endingTicks+fadeTicks+2; i++ {
		r.tick(Input{})
	}
	if _, ok := r.m.cur.(*gameOverScene); !ok {
		t.Fatalf("want game over, got %T", r.m.cur)
	}
	drawAll(t, r)
	_ = sprites.Background
}

func TestSaturatedBenchPositionParses(t *testing.T) {
	st, err := kaskade.Parse(saturatedPosition())
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.Play(0)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Waves) < 20 {
		t.Fatalf("bench move cascades only %d waves", len(res.Waves))
	}
}

func TestRunOptionsRejectBadInput(t *testing.T) {
	if _, err := newRunManager(Options{Size: kaskade.Size{Cols: 2, Rows: 30}}, &fakeInput{}); err == nil {
		t.Error("size 2x30 accepted")
	}
	if _, err := newRunManager(Options{Moves: []string{"a1", "a1"}}, &fakeInput{}); err == nil {
		t.Error("illegal replayed move accepted")
	}
	if _, err := newRunManager(Options{Moves: []string{"zz"}}, &fakeInput{}); err == nil {
		t.Error("bad cell accepted")
	}
	m, err := newRunManager(Options{Moves: []string{"a1", "b2"}}, &fakeInput{})
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := m.cur.(*boardScene); !ok || b.state.Moves() != 2 {
		t.Fatalf("moves not replayed: %T", m.cur)
	}
}
