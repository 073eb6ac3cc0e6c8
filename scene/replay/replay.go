// Package replay holds the screens that look at games already played: the
// replay of a record with its move list, the review of a game of two, the
// records to open and the text box a record is pasted into or copied from.
package replay

import (
	"fmt"
	"slices"

	"kaskade/scene/movelist"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// replayScene steps through a game record move by move, forwards and
// backwards, animating each move with the game's view. It only reads the
// record's match: Play from here starts a game on a copy.
type replayScene struct {
	match *match.Match
	plies []match.Ply // the record's moves, chance steps included
	spec  view.GameSpec
	cfg   view.GameConfig // the record's seats, for names
	view  view.View
	pos   int // moves played in the position shown
	back  scene.Scene
	lay   ui.TableLayout
	in    *ui.Input
	tick  int
	err   string
	touch func() bool // the player points with a finger

	list movelist.List
	auto bool // autoplay is on (replay_auto.go)
	rest int  // ticks rested since the last move shown
	rev  replayReview
}

// newReplayScene opens mt at its start; an unknown game is an error.
func newReplayScene(m *scene.Manager, mt *match.Match, back scene.Scene) (*replayScene, error) {
	spec, ok := view.SpecFor(mt.Game().Name)
	if !ok {
		return nil, fmt.Errorf("%s: %s", mt.Game().Title, i18n.Tr("no game view"))
	}
	cfg := view.GameConfig{}.ForGame(mt.Game().Name)
	cfg.SetOptionText(mt.Options())
	cfg = view.SeatsFromMatch(cfg, mt.Players)
	s := &replayScene{match: mt, plies: mt.AllMoves(), spec: spec, cfg: cfg, back: back}
	s.list = movelist.New(s.plies)
	s.rev = newReplayReview(mt, s.at(len(s.plies)))
	env := view.ViewEnv{Settings: &m.Settings, Sounds: m.Sounds, Name: cfg.SeatName, Touch: func() bool { return m.Touch() }, Looking: true}
	s.view, s.touch = spec.NewView(env), env.Touch
	s.jump(s.start())
	return s, nil
}

// movesBefore counts the seats' moves among the first n plies: the move
// the header names, as the list counts its rows (chance steps are none).
func (s *replayScene) movesBefore(n int) int { return s.list.Current(n) + 1 }

// start is where the replay begins: where the game first rested, after
// the chance steps that set it up (Kaleidoskop's start player, first
// crystals and deals), as a game at the table begins there too.
func (s *replayScene) start() int { return movelist.RestFrom(s.plies, 0) }

// at is the record's position after n moves.
func (s *replayScene) at(n int) game.State {
	st, err := s.match.StateAt(n)
	if err != nil { // cannot happen for 0 <= n <= Len
		st = s.match.State()
	}
	return st
}

// replayButtons are the header's buttons, right to left.
type replayButtons struct{ first, prev, next, last, playOn, back ui.Button }

func (s *replayScene) buttons() replayButtons {
	bs := s.lay.HeaderButtons(i18n.Tr("first"), i18n.Tr("prev"), i18n.Tr("next"), i18n.Tr("last"), i18n.Tr("play on"), i18n.Tr("back"))
	b := replayButtons{first: bs[0], prev: bs[1], next: bs[2], last: bs[3], playOn: bs[4], back: bs[5]}
	b.first.Disabled, b.prev.Disabled = s.pos <= s.start(), s.pos <= s.start()
	b.next.Disabled, b.last.Disabled = s.pos == len(s.plies), s.pos == len(s.plies)
	b.playOn.Disabled = s.at(s.pos).IsOver()
	return b
}

// layout places the header, the board and the move list on a screen of
// w x h, and the game's view in its part.
func (s *replayScene) layout(w, h float64) movelist.Layout {
	s.lay = ui.LayoutTable(w, h)
	rl := movelist.LayoutReplay(s.lay, s.auto, s.rev.offered)
	rl.Review.Disabled = !s.rev.finished
	s.view.Layout(rl.Board, s.lay.U)
	return rl
}

func (s *replayScene) Update(m *scene.Manager, in *ui.Input) error {
	s.tick++
	s.in = in
	rl := s.layout(m.W(), m.H())
	b := s.buttons()
	chosen, listed := s.list.Update(in, rl)
	manual := true // a step or jump by the player pauses autoplay
	if len(in.Clicks) > 0 || len(in.Keys) > 0 {
		s.rev.why = false // said until the next click or key
	}
	switch {
	case b.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.auto = false
		m.Goto(s.back)
	case b.playOn.Hit(in):
		s.auto = false
		s.playOn(m)
	case s.rev.offered && (rl.Review.Clicked(in) || in.Pressed(ebiten.KeyA)):
		manual = s.openReview(m)
	case rl.Play.Hit(in) || in.Pressed(ebiten.KeySpace):
		s.toggleAuto()
		manual = false
	case chosen >= 0:
		s.jump(s.afterEntry(chosen))
	case b.first.Hit(in) || in.Pressed(ebiten.KeyHome):
		s.jump(s.start())
	case b.last.Hit(in) || in.Pressed(ebiten.KeyEnd):
		s.jump(len(s.plies))
	case b.prev.Hit(in) || in.Pressed(ebiten.KeyArrowLeft):
		s.step(-1)
	case b.next.Hit(in) || in.Pressed(ebiten.KeyArrowRight):
		s.step(+1)
	case listed:
		manual = false
	default:
		vin := in
		if auto := s.autoTick(m.Settings); auto != nil {
			vin = auto
		}
		s.view.Update(vin)
		s.list.Follow(s.list.Current(s.pos), rl.Visible())
		return nil
	}
	if manual {
		s.auto = false
	}
	s.view.Update(&ui.Input{})
	s.list.Follow(s.list.Current(s.pos), rl.Visible())
	return nil
}

// afterEntry is the position after the move of entry i and the chance
// steps that come with it: where the game rested after that move.
func (s *replayScene) afterEntry(i int) int {
	return movelist.RestAfter(s.plies, s.list.Entries[i].Ply)
}

// animating keeps the screen drawing while a move is shown, autoplay
// runs or the list scrolls (see idle.go).
func (s *replayScene) Animating() bool { return s.auto || s.view.Busy() || s.list.Stir > 0 }

// step shows one move forwards or takes one back, animated.
func (s *replayScene) step(d int) {
	to := s.pos + d
	if to < s.start() || to > len(s.plies) {
		return
	}
	if s.view.Busy() {
		s.view.Reset(s.at(s.pos))
	}
	k := min(s.pos, to)
	ply := s.plies[k]
	s.view.Show(view.Shown{Before: s.at(k), Move: ply.Move, After: s.at(k + 1), Back: d < 0})
	s.pos = to
}

// jump goes to a position at once.
func (s *replayScene) jump(n int) {
	s.pos = n
	s.view.Reset(s.at(n))
}

// playOn starts a game from the position shown, on a copy of the record
// with the moves after it kept for Redo.
func (s *replayScene) playOn(m *scene.Manager) {
	cp, err := match.Decode(match.Encode(s.match), games.Lookup)
	if err != nil {
		s.err = err.Error()
		return
	}
	for cp.Cursor() > s.pos && cp.Undo() {
	}
	for cp.Cursor() < s.pos && cp.Redo() {
	}
	t, err := scene.Open.Table(m, scene.Game{Config: m.SetupFor(cp.Game().Name, m.Config), Match: cp}) // the record's seats, else this game's own set-up
	if err != nil {
		s.err = err.Error()
		return
	}
	m.Goto(t)
}

// players are the record's seats' names, seat 0 first; none if the
// record does not say who played.
func (s *replayScene) players() []string {
	if len(s.match.Players) == 0 {
		return nil
	}
	names := make([]string, len(s.cfg.Players))
	for i := range names {
		names[i] = s.cfg.SeatName(game.Player(i))
	}
	return names
}

// drawPlayers writes who played on the header's first line, from x to
// right: each seat's token and name, the names shortened if the room is
// short. It reports whether it wrote them.
func (s *replayScene) drawPlayers(dst *ebiten.Image, x, right, mid, u float64) bool {
	names := s.players()
	if len(names) == 0 {
		return false
	}
	d, gap := 22*u, 18*u
	room := right - x - float64(len(names))*(d+8*u) - float64(len(names)-1)*gap
	var face text.Face
	var limit float64
	for _, size := range []float64{19, 17, 15} { // smaller before any name is cut
		face = sprites.Face(size*u, true)
		widths := make([]float64, len(names))
		for i, n := range names {
			widths[i] = sprites.TextWidth(n, face)
		}
		if limit = fairShare(widths, room); limit >= slices.Max(widths) {
			break
		}
	}
	if limit < 24*u {
		return false
	}
	short := make([]string, len(names))
	end := x
	for i, n := range names {
		short[i] = ui.Ellipsize(n, face, limit)
		end += d + 8*u + sprites.TextWidth(short[i], face) + gap
	}
	if end-gap > right { // even the shortest names do not fit
		return false
	}
	for i, n := range short {
		s.spec.DrawSeat(dst, game.Player(i), x+d/2, mid-12*u, d)
		x += d + 8*u
		sprites.DrawText(dst, n, face, x, mid-2*u, sprites.AlignStart, sprites.AlignEnd, sprites.Text)
		x += sprites.TextWidth(n, face) + gap
	}
	return true
}

// fairShare is the widest any of widths may be for all to fit in room:
// the short ones keep their width, the long ones share what is left
// equally. It is at least the widest if all fit.
func fairShare(widths []float64, room float64) float64 {
	ws := slices.Sorted(slices.Values(widths))
	for i, w := range ws {
		share := room / float64(len(ws)-i)
		if w > share {
			return share
		}
		room -= w
	}
	if len(ws) == 0 {
		return room
	}
	return ws[len(ws)-1]
}

func (s *replayScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	rl := s.layout(float64(b.Dx()), float64(b.Dy()))
	s.view.Draw(dst, nil) // nobody moves here: nothing lights up
	s.list.Draw(dst, s.in, rl, s.list.Current(s.pos), s.spec)
	bt := s.buttons() // first: they leave the texts their room
	l, c := s.lay, s.lay.C
	sprites.FillRect(dst, 0, 0, l.Header.W, l.Header.H, sprites.Panel)
	r := l.Info
	mid := r.Y + r.H/2
	sub := i18n.Trf("replay pos", s.movesBefore(s.pos), len(s.list.Entries)) + "  ·  " + s.spec.DescribeOptions(s.match.Options())
	if s.drawPlayers(dst, r.X+18*c, r.X+r.W-6*c, mid, c) {
		sub = i18n.Tr("replay title") + "  ·  " + sub // the names take the first line
	} else {
		title := ui.Ellipsize(i18n.Tr("replay title"), sprites.Face(21*c, true), r.W-24*c)
		sprites.DrawText(dst, title, sprites.Face(21*c, true), r.X+18*c, mid-2*c, sprites.AlignStart, sprites.AlignEnd, sprites.Text)
	}
	face := sprites.Face(13*c, false)
	sprites.DrawText(dst, ui.Ellipsize(sub, face, r.W-24*c), face, r.X+18*c, mid+4*c, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
	for _, x := range []ui.Button{bt.first, bt.prev, bt.next, bt.last, bt.playOn, bt.back} {
		x.Draw(dst, s.in, c)
	}
	foot := i18n.Tr("replay keys") + "  ·  " + i18n.Tr("replay help")
	if s.rev.finished {
		foot += "  ·  " + i18n.Tr("replay review key")
	}
	if s.touch != nil && s.touch() {
		foot = "" // the help names keys only
	}
	if s.rev.saysWhy(s.in, rl.Review) {
		foot = i18n.Tr("replay review why")
	}
	if s.err != "" {
		foot = s.err
	}
	ui.DrawFooterText(dst, l, foot)
}
