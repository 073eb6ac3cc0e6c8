package table

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// Draw lays the table out from the screen size and draws the view, the
// header, the footer, the message and, if open, the confirm dialog.
func (t *table) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	t.layoutTable(float64(b.Dx()), float64(b.Dy()))
	in := t.in
	if !t.humanTurn() || t.moves.looking {
		in = nil // nothing lights up under the pointer while no person moves
	}
	switch {
	case t.sheet(): // a phone's moves cover the board (table_moves.go)
	case t.needCurtain():
		t.drawCurtain(dst) // the view is not drawn under it: nothing of it may show
	default:
		t.view.Draw(dst, in)
	}
	t.drawMoves(dst, t.in)
	t.drawCard(dst)
	t.drawHeader(dst)
	t.drawFooter(dst)
	t.drawMessage(dst)
	if b, ok := t.handOverButton(); ok && !t.sheet() {
		b.Draw(dst, t.in, t.lay.U)
	}
	if t.confirm || t.undoAsked() {
		t.drawQuestion(dst)
	}
}

// headerButtonSet are the header's buttons, right to left: Menu,
// Settings, Hint, Redo, Undo, Moves.
type headerButtonSet struct{ moves, undo, redo, hint, settings, menu ui.Button }

func (t *table) headerButtons() headerButtonSet {
	var s headerButtonSet
	if t.lay.Tall { // Moves stands beside Menu: a fifth button in the bar would keep its labels from growing
		b := t.lay.HeaderButtons(i18n.Tr("undo"), i18n.Tr("redo"), i18n.Tr("hint"), i18n.Tr("settings"), i18n.Tr("menu"))
		s = headerButtonSet{undo: b[0], redo: b[1], hint: b[2], settings: b[3], menu: b[4]}
		s.moves = besideMenu(&t.lay, s.menu, i18n.Tr("moves"))
	} else {
		b := t.lay.HeaderButtons(i18n.Tr("moves"), i18n.Tr("undo"), i18n.Tr("redo"), i18n.Tr("hint"), i18n.Tr("settings"), i18n.Tr("menu"))
		s = headerButtonSet{moves: b[0], undo: b[1], redo: b[2], hint: b[3], settings: b[4], menu: b[5]}
	}
	s.moves.Selected = t.movesWanted()
	s.moves.Disabled = t.guide != nil // a guided game's card says what happened
	// Behind the curtain the device is changing hands: an undo, a redo or
	// a hint would be the next person's doing in the last person's turn,
	// and would turn the last person's hand up for them.
	curtain := t.needCurtain()
	s.undo.Disabled = curtain || t.guide != nil || !t.match.CanUndo()
	s.redo.Disabled = curtain || t.guide != nil || !t.match.CanRedo()
	s.hint.Disabled = curtain || t.over() || t.computer(t.toMove()) != nil || !t.mine(t.toMove())
	return s
}

// besideMenu places an upright screen's button labelled label left of
// Menu, as Menu is sized, and takes its room from the header's texts.
func besideMenu(l *ui.TableLayout, menu ui.Button, label string) ui.Button {
	h := menu.R.H
	w := math.Max(ui.ButtonLabelWidth(label, h, true)+0.6*h, 1.6*h)
	b := ui.Button{R: ui.Rect{X: menu.R.X - 6*l.C - w, Y: menu.R.Y, W: w, H: h}, Label: label}
	l.Info.W = b.R.X - 4*l.C
	return b
}

// turn is the seat the header shows and what it does: the mover while
// their move is shown, the winner once the game is over.
func (t *table) turn() (game.Player, string) {
	st := t.state()
	switch {
	case t.view.Busy(): // the result waits until the move has been seen
		if last, ok := t.match.Last(); ok {
			return last.By, i18n.Tr("moving…")
		}
	case t.guideOver() && !st.IsOver(): // the lesson is over, not the game: nobody is to move
		return game.Terminal, i18n.Tr("guide over")
	case st.IsOver():
		if e, ok := t.view.(view.EndTeller); ok {
			title, _ := e.EndTitle(st)
			return game.Terminal, title
		}
		if w := winnerOf(st); w >= 0 {
			return w, i18n.Tr("wins!")
		}
		return game.Terminal, i18n.Tr("draw")
	case t.computer(st.CurrentPlayer()) != nil && !t.guideOver():
		return st.CurrentPlayer(), i18n.Tr("thinking") + ui.Dots(t.tick)
	}
	if (t.room() != nil || t.remote() != nil) && t.mine(st.CurrentPlayer()) { // one person's screen: theirs to play
		return st.CurrentPlayer(), i18n.Tr("your turn")
	}
	return st.CurrentPlayer(), i18n.Tr("to move")
}

// winnerOf is the seat with a win in a finished game, or game.Terminal.
func winnerOf(st game.State) game.Player {
	for p := range st.NumPlayers() {
		if st.Result(game.Player(p)) > 0 {
			return game.Player(p)
		}
	}
	return game.Terminal
}

func (t *table) drawHeader(dst *ebiten.Image) {
	b := t.headerButtons() // first: they leave the texts their room
	l := t.lay
	sprites.FillRect(dst, 0, 0, l.Header.W, l.Header.H, sprites.Panel)
	if lw := ui.Outline(l.C); lw > 0 { // a theme with outlines parts header and board
		sprites.FillRect(dst, 0, l.Header.H-lw, l.Header.W, lw, sprites.Outline)
	}
	p, verb := t.turn()
	if p >= 0 {
		sprites.FillRect(dst, 0, l.Header.H-2*l.C, l.Header.W, 2*l.C, sprites.WithAlpha(sprites.Accent, 0.5))
	}
	drawHeaderTexts(dst, l, headerTexts{
		token:    func(cx, cy, d float64) { t.spec.DrawSeat(dst, p, cx, cy, d) },
		hasToken: p >= 0,
		spinner:  t.thinking(), tick: t.tick,
		name: t.cfg.SeatName(p), verb: verb, short: t.spec.SeatName(p), sub: t.subtitle(p),
	})
	for _, bt := range []ui.Button{b.moves, b.undo, b.redo, b.hint, b.settings, b.menu} {
		bt.Draw(dst, t.in, l.C)
	}
}

// headerTexts are what the header says left of (or above) its buttons:
// a seat's token, its name and what it does, and a second line in parts.
type headerTexts struct {
	token      func(cx, cy, d float64)
	hasToken   bool
	spinner    bool
	tick       int
	name, verb string
	short      string   // a shorter name for the seat (its colour), "" if none
	sub        []string // the second line's parts, the most needed first
}

// drawHeaderTexts writes the header's two lines into l.Info, each whole
// (fitHeader): the line that says whose turn it is never ends in "…".
func drawHeaderTexts(dst *ebiten.Image, l ui.TableLayout, h headerTexts) {
	c, r := l.C, l.Info
	mid := r.Y + r.H/2
	d := 34 * c
	x := r.X + 18*c
	if h.hasToken || h.spinner {
		if h.hasToken {
			h.token(x+d/2, mid, d)
		}
		if h.spinner {
			drawSpinner(dst, x+d/2, mid, d*0.72, h.tick, c)
		}
		x += d + 12*c
	}
	room := r.X + r.W - x - 6*c
	f := fitHeader(h, room, c)
	big, small := sprites.Face(f.size, true), sprites.Face(f.size*17/21, false)
	name := ui.Ellipsize(f.name, big, room) // whole but on a screen narrower than a colour's name
	sprites.DrawText(dst, name, big, x, mid-2*c, sprites.AlignStart, sprites.AlignEnd, sprites.Text)
	if f.stacked { // the verb takes the second line
		sprites.DrawText(dst, ui.Ellipsize(f.verb, small, room), small, x, mid+4*c, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
		return
	}
	nw := sprites.TextWidth(name, big)
	sprites.DrawText(dst, " "+f.verb, small, x+nw, mid-3*c, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	face := sprites.Face(f.subSize, false)
	sprites.DrawText(dst, f.sub, face, x, mid+4*c, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
}

// headerFit is how the header's lines fit their room.
type headerFit struct {
	name, verb string
	size       float64 // the name's; the verb is 17/21 of it
	stacked    bool    // name and verb on two lines, no second line
	sub        string
	subSize    float64
}

// fitHeader fits the header's texts into room: the name and verb on one
// line, shrinking to the text's floor; else on two lines (the second line
// gives way); else the same with the seat's colour for a long name. The
// second line shrinks to the floor, then leaves out its last parts.
func fitHeader(h headerTexts, room, c float64) headerFit {
	floor := sprites.MinTextSize() / sprites.TextScale()
	f := headerFit{verb: h.verb, size: floor, stacked: true}
	names := slices.DeleteFunc([]string{h.name, h.short}, func(n string) bool { return n == "" })
	if len(names) == 0 {
		names = []string{""} // nobody to name (a lesson over): the verb alone
	}
	for _, name := range names {
		f.name = name
		if size := ui.FitSize(name+" "+h.verb, 21*c, floor, room, true); stateWidth(name, h.verb, size) <= room {
			f.size, f.stacked = size, false
			f.sub, f.subSize = fitParts(h.sub, 13*c, floor, room)
			return f
		}
		size := ui.FitSize(name, 21*c, floor, room, true)
		if sprites.TextWidth(name, sprites.Face(size, true)) <= room && sprites.TextWidth(h.verb, sprites.Face(size*17/21, false)) <= room {
			f.size = size
			return f
		}
	}
	return f
}

// stateWidth is the width of the header's first line at size.
func stateWidth(name, verb string, size float64) float64 {
	return sprites.TextWidth(name, sprites.Face(size, true)) + sprites.TextWidth(" "+verb, sprites.Face(size*17/21, false))
}

// fitParts joins parts with dots in a size from size down to floor that
// fits room, leaving out the last parts while even the floor is too wide
// (the first is kept, shortened with "…" only if it alone is wider).
func fitParts(parts []string, size, floor, room float64) (string, float64) {
	for n := len(parts); n > 0; n-- {
		line := strings.Join(parts[:n], "  ·  ")
		s := ui.FitSize(line, size, floor, room, false)
		if sprites.TextWidth(line, sprites.Face(s, false)) <= room || n == 1 {
			return ui.Ellipsize(line, sprites.Face(s, false), room), s
		}
	}
	return "", size
}

// subtitle is the header's second line: colour, level, move, options.
func (t *table) subtitle(p game.Player) []string {
	var parts []string
	if side := t.spec.SeatName(p); side != "" { // none once a solitaire has ended
		parts = append(parts, side)
	}
	if c := t.cfg.Seat(p); c.Type == view.Computer && p >= 0 {
		parts = append(parts, i18n.Tr(c.LevelOrDefault()))
	}
	if r := t.room(); r != nil {
		if r.seat < 0 { // first: it stays when the line is short of room
			parts = append([]string{i18n.Tr("online you watch")}, parts...)
		}
		if r.away[int(p)] {
			parts = append(parts, i18n.Tr("online is away"))
		}
		if left, ok := t.clockText(p); ok { // table_clock.go
			parts = append(parts, left)
		}
		// The code before the game's number and the count: it is what
		// others need to join; the line leaves parts out from the end, never
		// cutting one but the first (fitParts).
		parts = append(parts, i18n.Trf("online room", r.info.Code))
		if r.round > 1 { // a rematch: which of the room's games
			parts = append(parts, i18n.Trf("online game n", r.round))
		}
		return append(parts, i18n.Trf("move n", t.match.Played()))
	}
	return append(parts, i18n.Trf("move n", t.match.Played()), t.spec.DescribeOptions(t.match.Options()))
}

// drawSpinner draws an arc of dots going round the seat's token.
func drawSpinner(dst *ebiten.Image, cx, cy, r float64, tick int, u float64) {
	for i := range 8 {
		a := float64(tick)*0.12 + float64(i)*math.Pi/4
		alpha := float64(i+1) / 8
		x, y := cx+r*math.Cos(a), cy+r*math.Sin(a)
		s := math.Max(2.5*u, 2)
		sprites.FillRoundRect(dst, x-s, y-s, 2*s, 2*s, s, sprites.WithAlpha(sprites.Accent, alpha))
	}
}

// drawFooter writes the status line, unless a message stands for it.
func (t *table) drawFooter(dst *ebiten.Image) {
	switch {
	case t.msgTick > 0 && t.msg != "":
	case t.moves.looking:
		t.drawLookBanner(dst) // table_moves_draw.go
	default:
		ui.DrawFooterText(dst, t.lay, t.status())
	}
}

// status is the footer's line: the view's, or online, while another
// screen's seat is to move, whom the game waits for; against a program on
// the network its own (course_match.go).
func (t *table) status() string {
	r, p := t.room(), t.toMove()
	if t.needCurtain() { // the view still holds the last person's seat
		return i18n.Trf("curtain footer", t.cfg.SeatName(p))
	}
	if rs := t.remote(); rs != nil {
		if s := rs.status(t); s != "" {
			return s
		}
	}
	if g := t.guide; g != nil && g.done() && !t.over() { // the closing card says what comes next
		return ""
	}
	if g := t.guide; g != nil && !g.done() && p != g.g.Learner && p >= 0 { // the guide plays this seat: no help for it
		return i18n.Trf("guide moves", t.cfg.SeatName(p))
	}
	if r == nil || t.over() || t.mine(p) || p < 0 || t.view.Busy() || len(t.queue) > 0 {
		return t.view.Status()
	}
	if r.away[int(p)] {
		return i18n.Trf("online waiting away", t.cfg.SeatName(p))
	}
	return i18n.Trf("online waiting", t.cfg.SeatName(p))
}

// drawMessage shows the message as a pill over the top of the view: red
// for a refusal or an error, dark for a note such as the hint.
func (t *table) drawMessage(dst *ebiten.Image) {
	if t.msgTick == 0 || t.msg == "" {
		return
	}
	u := t.lay.U
	r, face := t.messagePill()
	a := math.Min(1, float64(t.msgTick)/20)
	bg, fg := sprites.PanelLight, sprites.Text
	if t.msgBad {
		bg = sprites.Danger
		if sprites.Current().Light {
			fg = color.RGBA{0xff, 0xff, 0xff, 0xff} // dark ink would not read on red
		}
	}
	lines := ui.WrapLines(t.msg, face, r.W-36*t.lay.C+0.5) // as messagePill broke them
	rad := r.H / 2
	if len(lines) > 1 { // round ends would cut into the lines' corners
		rad = 14 * t.lay.C
	}
	sprites.FillRoundRect(dst, r.X, r.Y, r.W, r.H, rad, sprites.WithAlpha(bg, a))
	if lw := ui.Outline(u); lw > 0 {
		sprites.StrokeRoundRect(dst, r.X, r.Y, r.W, r.H, rad, lw, sprites.WithAlpha(sprites.Outline, a))
	}
	lh := ui.LineHeight(face) - 4 // without the gap between lines
	y := r.Y + (r.H-lh*float64(len(lines)))/2
	for _, line := range lines {
		sprites.DrawText(dst, line, face, r.X+r.W/2, y+lh/2, sprites.AlignCenter, sprites.AlignCenter, sprites.WithAlpha(fg, a))
		y += lh
	}
}

// messagePill is the message's pill and face: over the footer's status
// line, which it stands for while it shows. Over the board it covered
// what a game writes at the board's top edge (Kaskade's and Die
// Formation's column letters, issue 28).
func (t *table) messagePill() (ui.Rect, text.Face) {
	f, c := t.lay.Footer, t.lay.C // the footer's unit: a phone's is larger
	h, room := f.H-4*c, f.W-52*c
	floor := sprites.MinTextSize() / sprites.TextScale() // as Face takes it
	size := ui.FitSize(t.msg, math.Min(16*c, h*0.5), floor, room, true)
	face := sprites.Face(size, true)
	// A message too long for one line at the text size's floor (a large
	// text size on a phone) is broken into lines, as many as the footer
	// holds; the pill grows up over the view only past that.
	lines := ui.WrapLines(t.msg, face, room)
	w := 0.0
	for _, line := range lines {
		w = math.Max(w, sprites.TextWidth(line, face))
	}
	h = math.Max(h, float64(len(lines))*(ui.LineHeight(face)-4)+8*c)
	return ui.Rect{X: (f.W - w - 36*c) / 2, Y: f.Y + f.H - 2*c - h, W: w + 36*c, H: h}, face
}

// question is the place of a yes-or-no dialog over the table: its panel,
// its title's and its note's lines with their faces and the middle of
// each first line, and its buttons. It grows with the texts (the title
// shrunk to the text size's floor, then wrapped, as the note is: "… asks
// to take back their last move" in German was wider than its box) and a
// finger's button.
type question struct {
	r             ui.Rect
	title, note   []string
	titleF, noteF text.Face
	titleY, noteY float64
	yes, no       ui.Button
}

// questionTexts are the open dialog's title and note: leaving, or an
// undo or a rematch the others ask for.
func (t *table) questionTexts() (title, note string) {
	switch {
	case t.confirm || t.room() == nil:
		return i18n.Tr("leave?"), t.leaveNote()
	case t.rematchAsked():
		r := t.room()
		return i18n.Trf("rematch question", t.cfg.SeatName(game.Player(r.info.Rematch[0]))), i18n.Trf("rematch note", r.round+1)
	}
	return t.undoQuestion(), i18n.Tr("online undo note")
}

func (t *table) question() question {
	l, u := t.lay, t.lay.U
	title, note := t.questionTexts()
	bh := max(44*u, ui.ScreenFinger()) // a finger's size on a phone
	pad := 22 * u
	w := min(440*u, l.Header.W-16*u)
	inner := w - 2*pad
	floor := sprites.MinTextSize() / sprites.TextScale() // as Face takes it
	q := question{titleF: sprites.Face(ui.FitSize(title, 26*u, min(floor, 26*u), inner, true), true), noteF: sprites.Face(15*u, false)}
	q.title, q.note = ui.WrapLines(title, q.titleF, inner), ui.WrapLines(note, q.noteF, inner)
	th, nh := ui.LineHeight(q.titleF)-4, ui.LineHeight(q.noteF)-4 // a line's pitch, without the gap
	h := pad + float64(len(q.title))*th + 16*u + float64(len(q.note))*nh + 22*u + bh + pad
	q.r = ui.Rect{X: (l.Header.W - w) / 2, Y: (l.Footer.Y + l.Footer.H - h) / 2, W: w, H: h}
	q.titleY = q.r.Y + pad + th/2
	q.noteY = q.r.Y + pad + float64(len(q.title))*th + 16*u + nh/2
	bw, y := min(150*u, (w-3*pad)/2), q.r.Y+h-pad-bh
	yes, no := i18n.Tr(t.env.TouchKey("yes")), i18n.Tr(t.env.TouchKey("no"))
	lh := sameLabelH(yes, no, 44*u, bw) // a finger-tall pair keeps one label size
	q.yes = ui.Button{R: ui.Rect{X: q.r.X + q.r.W/2 - bw - 10*u, Y: y, W: bw, H: bh}, Label: yes, Primary: true, LabelH: lh}
	q.no = ui.Button{R: ui.Rect{X: q.r.X + q.r.W/2 + 10*u, Y: y, W: bw, H: bh}, Label: no, LabelH: lh}
	return q
}

// sameLabelH is the LabelH under which a pair of buttons w wide, the first
// bold, write yes and no at one size: the size at which both fit (the
// longer "Nein (N)" was written smaller than a large "Ja (J)").
func sameLabelH(yes, no string, lh, w float64) float64 {
	floor := sprites.MinTextSize() / sprites.TextScale() // as Face takes it
	size := min(ui.FitSize(yes, lh*0.42, floor, w-0.25*lh, true), ui.FitSize(no, lh*0.42, floor, w-0.25*lh, false))
	return size / 0.42
}

func (t *table) confirmButtons() (yes, no ui.Button) {
	q := t.question()
	return q.yes, q.no
}

// leaveNote is what leaving this game loses or keeps.
func (t *table) leaveNote() string {
	switch {
	case t.room() != nil && t.room().seat < 0:
		return i18n.Tr("online leave watching")
	case t.room() != nil:
		return i18n.Tr("online leave note")
	case t.remote() != nil:
		return t.remote().leaveNote()
	case t.m != nil && t.m.Play.Slot != nil && !t.m.Play.ReadOnly:
		return i18n.Tr("leave note")
	}
	return i18n.Tr("leave lost")
}

// drawQuestion draws the open yes-or-no dialog over the dimmed table.
func (t *table) drawQuestion(dst *ebiten.Image) {
	ui.DimScreen(dst, 0.6)
	q, u := t.question(), t.lay.U
	ui.DrawPanel(dst, q.r, u)
	cx := q.r.X + q.r.W/2
	for i, line := range q.title {
		sprites.DrawText(dst, line, q.titleF, cx, q.titleY+float64(i)*(ui.LineHeight(q.titleF)-4), sprites.AlignCenter, sprites.AlignCenter, sprites.Text)
	}
	for i, line := range q.note {
		sprites.DrawText(dst, line, q.noteF, cx, q.noteY+float64(i)*(ui.LineHeight(q.noteF)-4), sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
	}
	q.yes.Draw(dst, t.in, u)
	q.no.Draw(dst, t.in, u)
}
