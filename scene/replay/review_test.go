//go:build !js

package replay

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/match"
	"kaskade/engine/review"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/scenetest"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// lostToExpert is a game of the named game that Easy (seat 0) lost to
// Expert (at a node budget: no clock), in notation.
func lostToExpert(t *testing.T, name, options string) []string {
	t.Helper()
	easy, _ := ai.New("easy")
	expert, _ := ai.New("expert")
	expert.Nodes = 100_000
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 5; seed++ {
		st, err := g.New(options)
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		for !st.IsOver() {
			p := easy
			if st.CurrentPlayer() == 1 {
				p = expert
			}
			mv := ai.Think(p, st, seed+uint64(len(moves)), nil).Move
			moves = append(moves, st.FormatMove(mv))
			st.Apply(mv)
		}
		if st.Result(0) < 0 {
			return moves
		}
	}
	t.Fatal("Easy did not lose to Expert in five games")
	return nil
}

// TestReviewThroughTheButton: after a game Easy lost to Expert, the game
// over screen's Review opens the review of the person's seat; it works in
// slices over many ticks, then shows the turning point's position with
// the better move, which a deeper check confirms better than the move
// played; Played, Better and Back go where they say.
func TestReviewThroughTheButton(t *testing.T) {
	r := newRig(t, view.Instant)
	b := r.boardCfg(seats(kaskade.Size{Cols: 4, Rows: 4}, "human", "expert"), lostToExpert(t, "kaskade", "4x4")...)
	if !record(b).State().IsOver() {
		t.Fatal("the game is not over")
	}
	g := r.gameOver(b)
	r.ClickLabel(i18n.Tr("review"))
	rv, ok := r.M.Current().(*reviewScene)
	if !ok {
		t.Fatalf("Review opened %T", r.M.Current())
	}
	if rv.seat != 0 {
		t.Errorf("reviewed seat %d, want the person's (0)", rv.seat)
	}
	ticks, last := 0, -1.0
	for ; rv.working(); ticks++ {
		if p := rv.work.Progress(); p < last {
			t.Fatalf("progress went back from %v to %v", last, p)
		} else {
			last = p
		}
		r.Tick(ui.Input{})
	}
	if ticks < 10 {
		t.Errorf("the review took %d ticks: not sliced", ticks)
	}
	if rv.Animating() {
		t.Error("a finished review keeps the screen drawing")
	}
	m, ok := rv.rep.Turning()
	if !ok {
		t.Fatal("no turning point in a lost game")
	}
	if rv.pos != m.Ply || rv.better {
		t.Errorf("shows position %d (better %v), want the turning point's %d", rv.pos, rv.better, m.Ply)
	}
	head, body := rv.turnWords()
	played := rv.at(m.Ply).FormatMove(m.Played)
	if !strings.Contains(head, played) || body == "" {
		t.Errorf("words %q / %q do not name the move played %s", head, body, played)
	}
	confirmedWorse(t, rv, m)

	bt := rv.buttons(rv.layout(r.M.W(), r.M.H()))
	r.Click(bt.played.R.Center())
	if rv.pos != m.Ply+1 || rv.better {
		t.Errorf("Played shows %d (better %v), want %d", rv.pos, rv.better, m.Ply+1)
	}
	r.Click(bt.better.R.Center())
	if !rv.better {
		t.Error("Better does not show the better move's position")
	}
	r.Click(bt.back.R.Center())
	if r.M.Current() != scene.Scene(g) {
		t.Errorf("Back went to %T, want the game over screen", r.M.Current())
	}
}

// confirmedWorse checks that the turning point's move played is worse
// for the seat than its better move: by Kaskade's solver where it
// settles both positions with different outcomes, else by a search of
// eight times the review's nodes.
func confirmedWorse(t *testing.T, rv *reviewScene, m review.Move) {
	t.Helper()
	played, better := rv.at(m.Ply+1), rv.at(m.Ply)
	better.Apply(m.Best)
	po, pok := solvedFor(played, rv.seat)
	bo, bok := solvedFor(better, rv.seat)
	if pok && bok && po != bo {
		if bo < po {
			t.Errorf("the solver: the better move %s gives %d, the move played %d", better.FormatMove(m.Best), bo, po)
		}
		return
	}
	deep, _ := ai.New("expert")
	deep.Nodes = 8 * review.DefaultNodes
	score := func(st game.State) int {
		if st.IsOver() {
			return int(st.Result(rv.seat)) * review.WinScore
		}
		s := ai.Think(deep, st, 7, nil).Score
		if st.CurrentPlayer() != rv.seat {
			s = -s
		}
		return s
	}
	if ps, bs := score(played), score(better); bs <= ps {
		t.Errorf("a deeper search: the better move scores %d, the move played %d", bs, ps)
	}
}

// solvedFor is Kaskade's solver's outcome of st for seat (+1, -1), within
// a budget far above the review's.
func solvedFor(st game.State, seat game.Player) (int, bool) {
	if st.IsOver() {
		return int(st.Result(seat)), true
	}
	res, err := kaskade.SolveWith(kaskadeOf(st), kaskade.SolveOptions{Budget: 1 << 22})
	if err != nil || res.Outcome == kaskade.Unknown {
		return 0, false
	}
	o := 1
	if res.Outcome == kaskade.Loss {
		o = -1
	}
	if st.CurrentPlayer() != seat {
		o = -o
	}
	return o, true
}

func kaskadeOf(st game.State) *kaskade.State { return st.(*kaskade.Game).State() }

// reviewedScene is the finished review of mt, a game of cfg, at small
// budgets (the layout test's), or nil for a game that has none.
func reviewedScene(t *testing.T, m *scene.Manager, mt *match.Match, cfg view.GameConfig, finished bool) *reviewScene {
	t.Helper()
	if !review.Reviewable(mt) {
		return nil
	}
	keep := reviewOptions
	reviewOptions.Nodes, reviewOptions.Exact = 200, -1
	defer func() { reviewOptions = keep }()
	rv, err := newReviewScene(m, mt, cfg, 0, scene.Open.Menu(m))
	if err != nil {
		t.Fatal(err)
	}
	if finished {
		rv.finish()
	} else {
		rv.work.Step(1000)
	}
	return rv
}

// TestReviewShots writes the review of a game Easy lost to Expert, at the
// turning point, for Kaskade 4x4, Die Formation and Cascades Hex 6x6, on a desktop window
// and a phone in both languages, to $KASKADE_SHOTS; skipped otherwise.
func TestReviewShots(t *testing.T) {
	dir := os.Getenv("KASKADE_SHOTS")
	if dir == "" {
		t.Skip("set KASKADE_SHOTS to a directory to write screenshots")
	}
	for _, c := range []struct{ name, options string }{{"kaskade", "4x4"}, {"formation", "default"}, {"cascades", "6x6"}} {
		moves := lostToExpert(t, c.name, c.options)
		var done *reviewScene
		for _, lang := range []string{"en", "de"} {
			for _, size := range [][2]float64{{900, 760}, {390, 844}} {
				r := scenetest.NewLayoutRig(t, size[0], size[1], lang)
				cfg := view.DefaultConfig().ForGame(c.name)
				cfg.SetOptionText(c.options)
				cfg.Players[1].Type, cfg.Players[1].Level = view.Computer, "expert"
				tb, err := scene.Open.Table(r.M, scene.Game{Config: cfg, Moves: moves})
				if err != nil {
					t.Fatal(err)
				}
				over := &seated{people: []game.Player{0}, mt: record(tb)} // game over's, as Back goes there
				rv, err := newReviewScene(r.M, record(tb), cfg, 0, over)
				if err != nil {
					t.Fatal(err)
				}
				if done == nil {
					rv.finish()
					done = rv
				}
				rv.work, rv.rep = done.work, done.rep // reviewed once
				rv.showTurn(turnBefore)
				r.Show(rv)
				name := fmt.Sprintf("review-%s-%s-%.0fx%.0f.png", c.name, lang, size[0], size[1])
				if err := scene.WritePNG(r.Img, filepath.Join(dir, name)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestReviewOnlyForTwo: game over offers Review after a game of two
// (Kaskade, Die Formation, Cascades Hex), not after the solitaire or
// Kaleidoskop's game of three and more.
func TestReviewOnlyForTwo(t *testing.T) {
	r := newRig(t, view.Instant)
	for _, c := range []struct {
		name string
		want bool
	}{{"kaskade", true}, {"formation", true}, {"cascades", true}, {"decktet", false}, {"kaleidoskop", false}} {
		cfg := scenetest.HumanConfig(c.name)
		r.gameOverOf(cfg, scenetest.PlayedMatch(t, r.M, cfg, 3000, 2))
		b, ok := r.Button(i18n.Tr("review"))
		got := ok && b.R.W > 0
		r.Key(ebiten.KeyA) // game over's key for Review: it opens one where there is one
		if opened := scenetest.NameOf(r.M.Current()) == "review"; got != c.want || opened != c.want {
			t.Errorf("%s: Review offered %v (A opened one: %v), want %v", c.name, got, opened, c.want)
		}
	}
}
