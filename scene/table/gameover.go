package table

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"kaskade/scene"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	"kaskade/engine/match"
	"kaskade/engine/review"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// gameOverScene names the winner (or ranks every seat, for games of more
// than two players or with scores) over the final position, dimmed, and
// offers a rematch with the same setup, the replay of the game, the menu,
// an undo back into the game, and a look at the final position.
type gameOverScene struct {
	table  *table
	winner game.Player // game.Terminal for a draw or a shared win
	rank   []ranked    // every seat, best first
	moves  int
	peek   bool   // the panel is hidden: the final position is looked at
	note   string // the view's line of figures, in noteIn's language
	noteIn string
	in     *ui.Input
	w, h   float64
	tick   int

	reviewable *bool // the game can be reviewed (canReview), once asked
}

// ranked is one seat's place at the end.
type ranked struct {
	seat   game.Player
	place  int // 1 for the best; equal results share a place
	score  float64
	scored bool   // the game counts points (game.Scorer)
	line   string // the game's words for the seat's figures (view.SeatRanker), or ""
}

func newGameOverScene(t *table) *gameOverScene {
	st := t.state()
	rank := ranking(st)
	if r, ok := t.view.(view.SeatRanker); ok {
		if own := r.RankSeats(st); len(own) == len(rank) {
			rank = rank[:0]
			for _, o := range own {
				rank = append(rank, ranked{seat: o.Seat, place: o.Place, line: o.Line})
			}
		}
	}
	t.msgTick = 0 // the game's last note ends with it: the panel says how
	return &gameOverScene{table: t, winner: winnerOf(st), rank: rank, moves: t.match.Played()}
}

// ranking orders the seats by result, then score (game.Places).
func ranking(st game.State) []ranked {
	var out []ranked
	for _, p := range game.Places(st) {
		out = append(out, ranked{seat: p.Seat, place: p.Place, score: p.Score, scored: p.Scored})
	}
	return out
}

// many reports whether the panel shows a ranking rather than one winner.
func (s *gameOverScene) many() bool { return len(s.rank) > 2 }

// overLayout holds the panel and its buttons for one screen size.
type overLayout struct {
	u                     float64
	panel                 ui.Rect
	rematch, replay, menu ui.Button
	undo, look            ui.Button
	same                  ui.Button // a game with deals: the same deal again ("rematch" is then a new deal)
	review                ui.Button // a game of two: the review (review.go); zero where there is none
	tokenY, titleY, sideY float64   // the centres of the winner's token (0: none), the title and the side line
	title                 text.Face // the title's face, fitted to the panel
	noteTop, noteH        float64   // where the game's figures begin, and a line's height
	noteLines             []string  // the game's figures, one or more lines
	rankTop, rankRow      float64
}

// layout stacks the panel's parts from the top, each as high as its text
// (which follows the text size): the winner's token, the title, the side
// line, the figures, the ranking, then the buttons; the panel is as high
// as they are, with no empty room.
func (s *gameOverScene) layout() overLayout {
	u := ui.FitUnit(s.w, s.h, 820, 720)
	if ui.Portrait(s.w, s.h) {
		u = ui.PhoneUnit(s.w, s.h) // a phone: the texts' lines as far apart as 12 px texts need
	}
	l := overLayout{u: u}
	w := math.Min(s.w-24*u, 500*u)
	if ui.Portrait(s.w, s.h) {
		w = s.w - 24*u // a phone: the whole width, for three buttons a finger's size with their words
	}
	y := 22 * u // from the panel's top
	if !s.many() && s.winner >= 0 {
		l.tokenY = y + 32*u
		y += 64*u + 14*u
	}
	titleH := 34 * u
	if s.many() {
		titleH = 30 * u
	}
	l.title = sprites.Face(ui.FitSize(s.title(), titleH, 12*u, w-32*u, true), true)
	l.titleY = y + ui.LineHeight(l.title)/2
	y += ui.LineHeight(l.title) + 6*u
	if side := s.sideLine(); side != "" && !s.many() {
		sh := ui.LineHeight(sprites.Face(16*u, false))
		l.sideY = y + sh/2
		y += sh + 4*u
	}
	noteFace := sprites.Face(15*u, false)
	for _, line := range strings.Split(s.stats(), "\n") { // a phone's panel is narrow: long figures wrap
		if line == "" {
			continue
		}
		l.noteLines = append(l.noteLines, ui.WrapLines(line, noteFace, w-32*u)...)
	}
	l.noteH = ui.LineHeight(noteFace) + 2*u
	l.noteTop = y
	y += float64(len(l.noteLines)) * l.noteH
	if s.many() {
		l.rankRow = s.rankRowH(u)
		l.rankTop = y + 8*u
		y = l.rankTop + float64(len(s.rank))*l.rankRow
	}
	y += 20 * u
	return s.layoutButtons(l, w, y)
}

// rankRowH is the height of a row of the ranking: a name, and under it
// the seat's figures where the game words them (view.SeatRanker).
func (s *gameOverScene) rankRowH(u float64) float64 {
	h := ui.LineHeight(sprites.Face(17*u, true)) + 10*u
	for _, r := range s.rank {
		if r.line != "" {
			return h + ui.LineHeight(sprites.Face(13*u, false))
		}
	}
	return max(h, 34*u)
}

// layoutButtons puts the buttons under the panel's parts, which end y
// under its top, and the panel around them all.
func (s *gameOverScene) layoutButtons(l overLayout, w, y float64) overLayout {
	u := l.u
	fh := max(44*u, ui.Finger(s.w, s.h)) // a row of buttons: on a phone a finger's size
	gap := 12 * u
	bw, bh := (w-52*u-2*gap)/3, max(48*u, fh)
	hw := (w - 52*u - gap) / 2
	undo, action := i18n.Tr("undo"), s.table.seatAction() // online, a seat free after the end: Undo's place
	if action != "" {
		undo = action
	}
	stack := !fitsAtFloor(i18n.Tr("look at board"), hw, fh) || !fitsAtFloor(undo, hw, fh) // a larger text size on a phone: a row each
	h := y + fh + gap + bh + 26*u
	if stack {
		h += fh + gap
	}
	if s.table.spec.Redeal != nil {
		h += fh + gap // the row of "Same deal"
	}
	if s.canReview() {
		h += fh + gap // the row of "Review"
	}
	l.panel = ui.Rect{X: (s.w - w) / 2, Y: math.Max(4*u, (s.h-h)/2), W: w, H: h}
	for _, c := range []*float64{&l.tokenY, &l.titleY, &l.sideY, &l.noteTop, &l.rankTop} {
		if *c != 0 {
			*c += l.panel.Y
		}
	}
	by := l.panel.Y + h - bh - 26*u
	x0 := l.panel.X + 26*u
	l.rematch = ui.Button{R: ui.Rect{X: x0, Y: by, W: bw, H: bh}, Label: i18n.Tr("rematch"), Primary: true}
	if r := s.table.room(); r != nil && r.seat < 0 {
		l.rematch.Disabled = true // a watcher has no say
	}
	l.replay = ui.Button{R: ui.Rect{X: x0 + bw + gap, Y: by, W: bw, H: bh}, Label: i18n.Tr("replay")}
	l.menu = ui.Button{R: ui.Rect{X: x0 + 2*(bw+gap), Y: by, W: bw, H: bh}, Label: i18n.Tr("menu")}
	by -= fh + gap
	l.undo = ui.Button{R: ui.Rect{X: x0, Y: by, W: hw, H: fh}, Label: undo, Disabled: action == "" && (!s.table.match.CanUndo() || s.table.room() != nil)}
	l.look = ui.Button{R: ui.Rect{X: x0 + hw + gap, Y: by, W: hw, H: fh}, Label: i18n.Tr("look at board")}
	if stack {
		l.look.R = ui.Rect{X: x0, Y: by, W: w - 52*u, H: fh}
		by -= fh + gap
		l.undo.R = ui.Rect{X: x0, Y: by, W: w - 52*u, H: fh}
	}
	if s.table.spec.Redeal != nil { // a row of its own above: the same deal again
		l.rematch.Label = i18n.Tr("new deal")
		by -= fh + gap
		l.same = ui.Button{R: ui.Rect{X: x0, Y: by, W: w - 52*u, H: fh}, Label: i18n.Tr("same deal"), Disabled: s.table.room() != nil} // online every game is dealt anew
	}
	if s.canReview() { // a row of its own above
		l.review = ui.Button{R: ui.Rect{X: x0, Y: by - fh - gap, W: w - 52*u, H: fh}, Label: i18n.Tr("review")}
	}
	return l
}

// fitsAtFloor reports whether label fits a button w wide and h high at
// least at the text's floor (sprites.Face(0)), as ui.Button writes it.
func fitsAtFloor(label string, w, h float64) bool {
	return sprites.TextWidth(label, sprites.Face(0, false)) <= w-0.25*h
}

// title is the panel's headline: the winner, a shared win, nobody, or
// how a solitaire ended.
func (s *gameOverScene) title() string {
	title := i18n.Tr("nobody")
	switch {
	case s.winner >= 0:
		title = s.table.cfg.SeatName(s.winner) + " " + i18n.Tr("wins!")
	case s.many() && len(s.rank) > 0 && s.table.state().Result(s.rank[0].seat) > 0:
		title = i18n.Tr("shared win")
	}
	if e, ok := s.table.view.(view.EndTeller); ok && !s.many() { // a solitaire says how it ended
		title, _ = e.EndTitle(s.table.state())
	}
	return title
}

// rematch starts a new game of cfg (the finished game's set-up, which
// cannot fail to start again), the two players of a two-player game in
// each other's seats.
func (s *gameOverScene) rematch(m *scene.Manager, cfg view.GameConfig) {
	if rs := s.table.remote(); rs != nil { // a program on the network: its form again
		rs.hangUp()
		m.Goto(rs.again(m))
		return
	}
	if s.table.room() != nil { // online: asked of the others, in the same room (table_rematch.go)
		s.table.askRematch()
		return
	}
	if t, err := newTable(m, swapSeats(cfg)); err == nil {
		if hs := t.humans(); len(cfg.Players) == 2 && len(hs) == 1 { // the colours changed: say so
			t.say(i18n.Trf("rematch you play", t.spec.SeatName(hs[0])), false)
		}
		m.Goto(t)
	}
}

// overQuietTicks is how long the panel takes no input after it opens: a
// key or tap meant for the last move must not pass through to New deal
// or Rematch before the result is seen (issue 28, item 11).
const overQuietTicks = scene.FadeTicks

func (s *gameOverScene) Update(m *scene.Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.W(), m.H(), in
	s.table.msgTick = max(s.table.msgTick-1, 0) // a note said here (no record, no review) fades
	if s.table.room() != nil {
		s.table.in, s.table.m = in, m
		if s.table.follow() { // online: the room's news, and its next game
			return nil
		}
	}
	if s.tick <= overQuietTicks {
		return nil
	}
	if s.peek { // the table's Menu and Esc leave; any other click or key brings the panel back
		s.table.lay = ui.LayoutTable(m.W(), m.H())
		if s.table.headerButtons().menu.Hit(in) || in.Pressed(ebiten.KeyEscape) {
			s.table.hangUp()
			m.Goto(scene.Open.Menu(m))
			return nil
		}
		if len(in.Clicks) > 0 || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyB) {
			s.peek = false
		}
		return nil
	}
	if s.table.updateRematchAsked(in) {
		return nil
	}
	l := s.layout()
	switch {
	case l.rematch.Hit(in) || in.Pressed(ebiten.KeyR, ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace):
		cfg := s.table.cfg
		if redeal := s.table.spec.Redeal; redeal != nil {
			cfg.SetOptionText(redeal(cfg.OptionText()))
		}
		s.rematch(m, cfg)
	case s.table.spec.Redeal != nil && l.same.Hit(in) && !l.same.Disabled:
		s.rematch(m, s.table.cfg)
	case l.replay.Hit(in) || in.Pressed(ebiten.KeyP):
		if mt := s.table.record(); mt == nil {
			s.table.say(i18n.Tr("online no record"), false)
		} else if r, err := scene.Open.Replay(m, mt, s); err == nil {
			m.Goto(r)
		}
	case s.canReview() && (l.review.Hit(in) || in.Pressed(ebiten.KeyA)):
		s.openReview(m)
	case s.table.seatAction() != "" && l.undo.Hit(in):
		s.table.takeFreeSeat()
	case l.undo.Hit(in) || (!l.undo.Disabled && in.Ctrl && in.Pressed(ebiten.KeyZ)):
		s.table.undo() // back into the game
		m.Goto(s.table)
	case l.look.Hit(in) || in.Pressed(ebiten.KeyB):
		s.peek = true
	case l.menu.Hit(in) || in.Pressed(ebiten.KeyEscape, ebiten.KeyM):
		s.table.hangUp()
		m.Goto(scene.Open.Menu(m))
	}
	return nil
}

func (s *gameOverScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	s.table.Draw(dst)
	if s.peek {
		return
	}
	ui.DimScreen(dst, 0.55)
	l := s.layout()
	u := l.u
	ui.DrawPanel(dst, l.panel, u)
	if s.many() {
		s.drawRanking(dst, l)
	} else {
		s.drawWinner(dst, l)
	}
	bts := []ui.Button{l.rematch, l.replay, l.menu, l.undo, l.look}
	if s.table.spec.Redeal != nil {
		bts = append(bts, l.same)
	}
	if s.canReview() {
		bts = append(bts, l.review)
	}
	for _, bt := range bts {
		bt.Draw(dst, s.in, u)
	}
	s.table.drawMessage(dst) // over the panel: drawn by the table, it would lie dimmed beneath
	s.table.drawRematchAsked(dst)
}

// animating: a note said over the panel fades out (idle.go).
func (s *gameOverScene) Animating() bool { return s.table.msgTick > 0 }

// drawWinner names the winner of a game of one or two seats.
func (s *gameOverScene) drawWinner(dst *ebiten.Image, l overLayout) {
	u, panel := l.u, l.panel
	cx := panel.X + panel.W/2
	if l.tokenY != 0 {
		d := 64 * u
		sprites.DrawGlow(dst, cx, l.tokenY, d*2.2, sprites.Accent, 0.35)
		s.table.spec.DrawSeat(dst, s.winner, cx, l.tokenY, d)
	}
	sprites.DrawText(dst, s.title(), l.title, cx, l.titleY, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	if l.sideY != 0 {
		sprites.DrawText(dst, s.sideLine(), sprites.Face(16*u, false), cx, l.sideY, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	}
	s.drawNotes(dst, l, sprites.Text)
}

// drawNotes writes the game's figures, a line each, centred.
func (s *gameOverScene) drawNotes(dst *ebiten.Image, l overLayout, clr color.Color) {
	face := sprites.Face(15*l.u, false)
	for i, line := range l.noteLines {
		sprites.DrawText(dst, line, face, l.panel.X+l.panel.W/2, l.noteTop+(float64(i)+0.5)*l.noteH, sprites.AlignCenter, sprites.AlignCenter, clr)
	}
}

// drawRanking lists every seat by place: place, token, name, and its
// score or the game's words for its figures.
func (s *gameOverScene) drawRanking(dst *ebiten.Image, l overLayout) {
	u, panel := l.u, l.panel
	cx := panel.X + panel.W/2
	sprites.DrawText(dst, s.title(), l.title, cx, l.titleY, sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	s.drawNotes(dst, l, sprites.TextDim)
	x := panel.X + 30*u
	lineFace := sprites.Face(13*u, false)
	room := panel.X + panel.W - 20*u - (x + 62*u) // a larger text size on a phone: shortened, not past the panel
	for i, r := range s.rank {
		y := l.rankTop + float64(i)*l.rankRow + l.rankRow/2
		face := sprites.Face(17*u, r.place == 1)
		nameY := y
		if r.line != "" { // the name over the figures
			nameY = y - ui.LineHeight(lineFace)/2
			sprites.DrawText(dst, ui.Ellipsize(r.line, lineFace, room), lineFace, x+62*u, nameY+ui.LineHeight(face)/2, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
		}
		sprites.DrawText(dst, strconv.Itoa(r.place)+".", face, x, nameY, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
		s.table.spec.DrawSeat(dst, r.seat, x+40*u, nameY, 24*u)
		sprites.DrawText(dst, ui.Ellipsize(s.table.cfg.SeatName(r.seat), face, room), face, x+62*u, nameY, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
		if r.scored && r.line == "" {
			sprites.DrawText(dst, strconv.FormatFloat(r.score, 'f', -1, 64), face, panel.X+panel.W-30*u, nameY, sprites.AlignEnd, sprites.AlignCenter, sprites.Text)
		}
	}
}

// sideLine says which colour the winner played when a name hides it.
func (s *gameOverScene) sideLine() string {
	if s.winner < 0 {
		return ""
	}
	side := s.table.spec.SeatName(s.winner)
	if s.table.cfg.SeatName(s.winner) == side {
		return ""
	}
	return i18n.Trf("playing", side)
}

// stats is the game's line of figures, the view's if it has one: asked
// once over the whole match (and again if the language changes).
func (s *gameOverScene) stats() string {
	n, ok := s.table.view.(view.GameOverNoter)
	if !ok {
		return i18n.Trf("n moves", s.moves)
	}
	if s.note == "" || s.noteIn != i18n.CurLang {
		s.note, s.noteIn = n.GameOverNote(s.table.played()), i18n.CurLang
	}
	return s.note
}

// swapSeats turns the seats for a rematch (match.RematchOrder: the two
// players of a two-player game change seats, so that who moved first
// moves second). A colour's name ("White") stays with its seat; games of
// one or of three and more keep their seats.
func swapSeats(cfg view.GameConfig) view.GameConfig {
	if len(cfg.Players) != 2 {
		return cfg
	}
	players := make([]view.PlayerConfig, len(cfg.Players))
	for i, from := range match.RematchOrder(len(cfg.Players)) {
		players[i] = cfg.Players[from]
	}
	cfg.Players = players
	for i := range cfg.Players {
		if view.IsColourName(cfg.Players[i].Name) {
			cfg.Players[i].Name = ""
		}
	}
	return cfg
}

// canReview reports whether the game can be reviewed (a finished game of
// two on this device or with a record): asked once.
func (s *gameOverScene) canReview() bool {
	if s.reviewable == nil {
		ok := review.Reviewable(s.table.record())
		s.reviewable = &ok
	}
	return *s.reviewable
}

// openReview opens the review of the game, of the person's seat.
func (s *gameOverScene) openReview(m *scene.Manager) {
	mt := s.table.record()
	seat := review.SeatFor(s.table.humans(), s.table.state())
	if r, err := scene.Open.Review(m, mt, s.table.cfg, seat, s); err == nil {
		m.Goto(r)
	} else {
		s.table.say(err.Error(), false)
	}
}

// People are the seats this screen's people play (scene.Seated).
func (s *gameOverScene) People() []game.Player { return s.table.humans() }
