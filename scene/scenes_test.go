package scene

import (
	"image/color"
	"reflect"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/kaskade"
	kaskadeview "kaskade/scene/games/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/looptest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// drawAll draws the current scene at several screen sizes: a smoke test
// that no layout panics, however small or large the window.
func drawAll(t *testing.T, r *rig) {
	t.Helper()
	for _, sz := range [][2]int{{900, 760}, {500, 400}, {1800, 1520}, {120, 90}} {
		img := ebiten.NewImage(sz[0], sz[1])
		r.m.SetSize(float64(sz[0]), float64(sz[1]))
		r.m.Draw(img)
		img.Deallocate()
		looptest.Flush()
	}
	r.m.SetSize(900, 760)
	r.tick(ui.Input{}) // scenes lay out again for 900x760
}

func TestMenuSetsUpGame(t *testing.T) {
	r := newRig(t, view.Animated)
	menu := newMenuScene(r.m)
	r.m.Goto(menu)
	r.tick(ui.Input{})
	drawAll(t, r)
	l := menu.layout()
	ol := menu.options.(*kaskadeview.KaskadeOptions).Layout(l.options, l.u)
	r.click(ol.Presets[1].R.Center()) // 8x8
	for i := 0; i < 30; i++ {
		r.click(ol.ColsInc.R.Center())
		r.click(ol.RowsDec.R.Center())
	}
	if got := menu.options.Options(); got != "20x3" {
		t.Fatalf("steppers gave %v, want clamped 20x3", got)
	}
	r.click(l.nameRows[1].Center())
	for range 5 {
		r.tick(ui.Input{Keys: []ebiten.Key{ebiten.KeyBackspace}})
	}
	r.tick(ui.Input{Chars: []rune("Ada")})
	r.key(ebiten.KeyEnter) // leaves the field, does not start
	if _, ok := r.m.Current().(*menuScene); !ok {
		t.Fatal("Enter in a name field started the game")
	}
	r.click(l.types[0].R.Center())
	if p := menu.cfg.Players[0]; p.Type != view.Computer || p.Level != "easy" {
		t.Fatalf("type selector gave %+v, want the easy computer", p)
	}
	for range len(view.ComputerLevels) {
		r.click(l.types[0].R.Center())
	}
	if menu.cfg.Players[0].Type != view.Human {
		t.Fatalf("type selector did not cycle back to Human: %+v", menu.cfg.Players[0])
	}
	r.click(l.start.R.Center())
	b, ok := r.m.Current().(*table)
	if !ok {
		t.Fatalf("Start: %T, want the board", r.m.Current())
	}
	if kst(b).Size() != (kaskade.Size{Cols: 20, Rows: 3}) || b.cfg.SeatName(kaskade.PlayerOf(kaskade.Black)) != "Ada" || b.cfg.SeatName(kaskade.PlayerOf(kaskade.White)) != "White" {
		t.Fatalf("board config %+v", b.cfg)
	}
	if !reflect.DeepEqual(r.m.Config, b.cfg) {
		t.Fatalf("the manager did not keep the config for the next menu: %+v vs %+v", r.m.Config, b.cfg)
	}
}

func TestSettingsEditManagerSettings(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.board(kaskade.Size{})
	r.click(b.headerButtons().settings.R.Center())
	s, ok := r.m.Current().(*settingsScene)
	if !ok {
		t.Fatalf("Settings button: %T", r.m.Current())
	}
	for i := 0; i <= fadeTicks; i++ {
		r.tick(ui.Input{})
	}
	drawAll(t, r)
	l := s.layout(r.m.Settings)
	r.click(l.rows[rowMode][index(modeOrder, view.Stepwise, -1)].R.Center())
	r.click(l.rows[rowSpeed][len(view.Speeds)-1].R.Center())
	r.click(l.rows[rowSound][2].R.Center()) // 50 %
	r.click(l.rows[rowExpert][4].R.Center())
	if st := r.m.Settings; st.Mode != view.Stepwise || st.Speed != view.Speeds[len(view.Speeds)-1] || st.Muted || r.m.Sounds.Volume() != 0.5 || st.ExpertDuration() != 5*time.Second {
		t.Fatalf("settings now %+v", r.m.Settings)
	}
	r.click(l.rows[rowSound][0].R.Center())
	if !r.m.Settings.Muted || !r.m.Sounds.Muted() {
		t.Fatal("Off did not mute")
	}
	r.click(l.rows[rowLang][2].R.Center())
	if r.m.Settings.Lang != "de" || i18n.Tr("menu") != "Menü" {
		t.Fatalf("Deutsch: lang %q, menu %q", r.m.Settings.Lang, i18n.Tr("menu"))
	}
	r.click(l.rows[rowLang][1].R.Center())
	r.key(ebiten.KeyEscape)
	if r.m.Current() != Scene(b) {
		t.Fatalf("Esc in settings: %T, want back to the board", r.m.Current())
	}
}

func TestBoardDrawsBallsAndFlights(t *testing.T) {
	r := newRig(t, view.Animated)
	b := r.chain()
	img := ebiten.NewImage(900, 760)
	defer img.Deallocate()
	c := blackCell(t, kst(b))
	at := func() color.RGBA {
		img.Clear()
		r.m.Draw(img)
		p := kv(b).Lay.CellCenter(c)
		return img.At(int(p.X), int(p.Y)).(color.RGBA)
	}
	if px := at(); px.R > 0x60 {
		t.Fatalf("centre of cell %d is %v, want a black ball", c, px)
	}
	r.click(r.cellPoint(b, chainWin))
	for i := 0; i < 20 && len(kv(b).Frame().Flights) == 0; i++ {
		r.tick(ui.Input{})
	}
	drawAll(t, r)
	r.settle(b, 2000)
	drawAll(t, r)
	for i := 0; i < endingTicks+fadeTicks+2; i++ {
		r.tick(ui.Input{})
	}
	if _, ok := r.m.Current().(*gameOverScene); !ok {
		t.Fatalf("want game over, got %T", r.m.Current())
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
	if b, ok := m.Current().(*table); !ok || kst(b).Moves() != 2 {
		t.Fatalf("moves not replayed: %T", m.Current())
	}
}

// blackCell is a cell of st holding one black ball.
func blackCell(t *testing.T, st *kaskade.State) kaskade.Cell {
	t.Helper()
	for c := kaskade.Cell(0); int(c) < st.Size().Cells(); c++ {
		if n, o := st.At(c); n == 1 && o == kaskade.Black {
			return c
		}
	}
	t.Fatal("no single black ball in the test position")
	return 0
}
