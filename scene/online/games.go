package online

import (
	"cmp"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// "Your games" on the entry screen: the rooms this device keeps a seat in
// (seats.go) on the server typed, as the server sums them up (a games
// request): whose turn, the others, how long since the last move. The
// seat's turn comes first, then the rest newest first; a tap resumes the
// seat as the room's link does. A room that is over or that the server no
// longer knows (gone) leaves the list and the slot.

// gamesList is the list and the connection that asks for it. The
// connection asks again on each welcome: the server closes a socket in no
// room after a minute, and the client's reconnect refreshes the list.
type gamesList struct {
	c      *client.Client
	server string          // the server asked (serverURL)
	rows   []proto.Summary // sorted (sortGames)
	page   int
}

// start asks server for the games of the seats kept for it; nothing when
// none are kept. The rows stay while the same server is asked again.
func (g *gamesList) start(m *scene.Manager, server string) {
	g.close()
	if server != g.server {
		g.rows, g.page = nil, 0
	}
	g.server = server
	if len(g.held()) == 0 {
		g.rows = nil
		return
	}
	c, err := client.New(server)
	if err != nil {
		return
	}
	if scene.CanSleep {
		c.Notify = func() { m.Wake(2) }
	}
	g.c = c
	c.Start()
}

func (g *gamesList) close() {
	if g.c != nil {
		g.c.Close()
		g.c = nil
	}
}

// held are the seats kept for the list's server, as the request carries
// them (at most proto.MaxHeld, the newest).
func (g *gamesList) held() []proto.Held {
	var out []proto.Held
	for _, h := range heldSeats() {
		if h.Server == g.server {
			out = append(out, proto.Held{Room: h.Room, Token: h.Token})
		}
	}
	return out[max(0, len(out)-proto.MaxHeld):]
}

// poll asks on a welcome and takes the answer; it reports whether the
// list changed.
func (g *gamesList) poll() bool {
	if g.c == nil {
		return false
	}
	changed := false
	for _, e := range g.c.Poll() {
		switch {
		case e.IsStatus:
		case e.Msg.T == proto.TWelcome:
			g.c.Send(proto.Msg{T: proto.TGames, Held: g.held()})
		case e.Msg.T == proto.TGames:
			g.apply(e.Msg.Games)
			changed = true
		}
	}
	return changed
}

// apply takes the server's summaries: a room over or gone is forgotten
// here and from the slot; a seat the answer leaves out (the server could
// not say now) is kept and not shown.
func (g *gamesList) apply(sums []proto.Summary) {
	var rows []proto.Summary
	for _, sum := range sums {
		if sum.Gone || sum.Over {
			forgetSeat(g.server, sum.Room)
			continue
		}
		rows = append(rows, sum)
	}
	sortGames(rows)
	g.rows = rows
}

// sortGames puts the rooms where the asking seat is to move first, then
// the rest, each newest first (a time not known last).
func sortGames(rows []proto.Summary) {
	age := func(s proto.Summary) int64 {
		if s.Since < 0 {
			return 1 << 62
		}
		return s.Since
	}
	slices.SortStableFunc(rows, func(a, b proto.Summary) int {
		if ma, mb := myTurn(a), myTurn(b); ma != mb {
			if ma {
				return -1
			}
			return 1
		}
		return cmp.Compare(age(a), age(b))
	})
}

// myTurn reports whether the asking seat is to move.
func myTurn(s proto.Summary) bool { return s.Seat >= 0 && slices.Contains(s.ToMove, s.Seat) }

// ago says how long ago a number of seconds was: "just now", "3 min ago",
// "2 h ago", "yesterday", "4 days ago"; "" when not known.
func ago(sec int64) string {
	const minute, hour, day = 60, 3600, 86400
	switch {
	case sec < 0:
		return ""
	case sec < minute:
		return i18n.Tr("games just now")
	case sec < hour:
		return i18n.Trf("games min", sec/minute)
	case sec < day:
		return i18n.Trf("games hours", sec/hour)
	case sec < 2*day:
		return i18n.Tr("games yesterday")
	}
	return i18n.Trf("games days", sec/day)
}

// turnLine says whose turn it is in a room of the list, in w of face: a
// long name gives way, not the words around it.
func turnLine(s proto.Summary, face text.Face, w float64) string {
	switch {
	case myTurn(s):
		return i18n.Tr("games your turn")
	case !s.Started && slices.ContainsFunc(s.Seats, func(st proto.Seat) bool { return st.Kind == proto.KindOpen }):
		return i18n.Tr("games waiting seats")
	case !s.Started:
		return i18n.Tr("games not started")
	case len(s.ToMove) == 0 || s.ToMove[0] >= len(s.Seats):
		return ""
	case s.Seats[s.ToMove[0]].Kind == proto.KindComputer:
		return i18n.Tr("games computer turn")
	}
	rest := sprites.TextWidth(i18n.Trf("games turn", ""), face)
	return i18n.Trf("games turn", ui.Ellipsize(seatTitle(s, s.ToMove[0]), face, w-rest))
}

// seatTitle is a seat's name, or the game's name for the seat.
func seatTitle(s proto.Summary, seat int) string {
	st := s.Seats[seat]
	switch {
	case st.Kind == proto.KindComputer:
		return i18n.Tr("computer")
	case st.Kind == proto.KindOpen:
		return i18n.Tr("online open")
	case st.Name != "":
		return st.Name
	}
	spec, _ := view.SpecFor(s.Game)
	return spec.SeatName(game.Player(seat))
}

// withLine is the room's game and the others in it.
func withLine(s proto.Summary) string {
	var others []string
	for i, st := range s.Seats {
		if i != s.Seat && st.Kind != proto.KindOpen { // open seats: the turn line says so
			others = append(others, seatTitle(s, i))
		}
	}
	title := scene.GameTitle(s.Game)
	if len(others) == 0 {
		return title
	}
	return i18n.Trf("games with", title, strings.Join(others, ", "))
}

// The list's sizes in units: a row's inner margin and the gap between
// rows.
const (
	gamesPad = 10
	gamesGap = 8
)

// gamesFaces are the faces of a row's two lines.
func gamesFaces(u float64) (top, bottom text.Face) {
	return sprites.Face(15*u, true), sprites.Face(13*u, false)
}

// gamesRowH is a row's height: a finger's at least, two lines at most.
func gamesRowH(l *onlineLayout) float64 {
	top, bottom := gamesFaces(l.u)
	return max(l.rh, ui.LineHeight(top)+ui.LineHeight(bottom)+2*gamesPad*l.u)
}

// layoutGames places the list at the top of the entry screen in room (the
// height the rest leaves): as many rows as fit, at least one; when not all
// do, on pages with ‹ and › beside the heading.
func (s *onlineScene) layoutGames(l *onlineLayout, c *onlineColumn, room float64) {
	u, n := l.u, len(s.list.rows)
	h, gap := gamesRowH(l), gamesGap*u
	head := onlineLabelH*u + 4*u
	per := n
	if head+float64(n)*(h+gap) > room {
		head = l.rh + gap // the heading holds the pages' buttons
		per = max(1, int((room-head)/(h+gap)))
	}
	pages := (n + per - 1) / per
	l.gamesPage, l.gamesPages = min(max(s.list.page, 0), pages-1), pages
	l.gamesFirst = l.gamesPage * per
	l.gamesY = c.y
	if per < n {
		bw := l.rh
		l.gamesNext = ui.Button{R: ui.Rect{X: c.x + c.w - bw, Y: c.y, W: bw, H: l.rh}, Label: "›", Disabled: l.gamesPage == pages-1}
		l.gamesPrev = ui.Button{R: ui.Rect{X: c.x + c.w - 2*bw - gap, Y: c.y, W: bw, H: l.rh}, Label: "‹", Disabled: l.gamesPage == 0}
	}
	c.y += head
	for range min(per, n-l.gamesFirst) {
		l.games = append(l.games, ui.Rect{X: c.x, Y: c.y, W: c.w, H: h})
		c.y += h + gap
	}
	c.y += c.gap
}

// gamesHeadH is the list's heading's height: a label's, or a row's with
// the pages' buttons.
func (l *onlineLayout) gamesHeadH() float64 {
	if l.gamesNext.R.W > 0 {
		return l.rh
	}
	return onlineLabelH * l.u
}

// updateGames takes a tap on a room of the list (back to its seat, as its
// link does) or on the pages' buttons; it reports whether it took one.
func (s *onlineScene) updateGames(m *scene.Manager, in *ui.Input, l onlineLayout) bool {
	for i, r := range l.games {
		if (ui.Button{R: r}).Hit(in) {
			room := s.list.rows[l.gamesFirst+i].Room
			s.list.close()
			s.keepServer(m)
			s.creator = false
			s.enter(m, room)
			return true
		}
	}
	switch {
	case l.gamesPrev.Hit(in):
		s.list.page = l.gamesPage - 1
	case l.gamesNext.Hit(in):
		s.list.page = l.gamesPage + 1
	default:
		return false
	}
	return true
}

// drawGames draws the list's heading, its pages' buttons and its rows:
// each the seat's token, whose turn it is and how long ago the last move
// was, the game and the others; the seat's turn outlined.
func (s *onlineScene) drawGames(dst *ebiten.Image, l onlineLayout) {
	u := l.u
	head := i18n.Tr("games title")
	if l.gamesNext.R.W > 0 {
		head = i18n.Trf("games shown", head, l.gamesPage+1, l.gamesPages)
		l.gamesPrev.Draw(dst, s.in, u)
		l.gamesNext.Draw(dst, s.in, u)
	}
	hx, hy := l.panel.X+24*u, l.gamesY+l.gamesHeadH()/2
	hw := l.panel.W - 48*u
	if l.gamesPrev.R.W > 0 {
		hw = l.gamesPrev.R.X - hx - 8*u
	}
	hf := sprites.Face(15*u, true)
	sprites.DrawText(dst, ui.Ellipsize(head, hf, hw), hf, hx, hy, sprites.AlignStart, sprites.AlignCenter, sprites.TextDim)
	for i, r := range l.games {
		s.drawGameRow(dst, r, s.list.rows[l.gamesFirst+i], u)
	}
}

func (s *onlineScene) drawGameRow(dst *ebiten.Image, r ui.Rect, sum proto.Summary, u float64) {
	mine := myTurn(sum)
	ui.DrawCard(dst, r, min(r.H*0.28, 14*u), u, sprites.PanelLight, mine)
	ui.NoteControl(r, sum.Room)
	spec, _ := view.SpecFor(sum.Game)
	tok := min(r.H*0.6, 34*u)
	x := r.X + gamesPad*u
	if spec.DrawSeat != nil && sum.Seat >= 0 {
		spec.DrawSeat(dst, game.Player(sum.Seat), x+tok/2, r.Y+r.H/2, tok)
		x += tok + gamesPad*u
	}
	end := r.X + r.W - gamesPad*u
	top, bottom := gamesFaces(u)
	lh := ui.LineHeight(top)
	y := r.Y + (r.H-lh-ui.LineHeight(bottom))/2
	when := ago(sum.Since)
	ww := sprites.TextWidth(when, bottom)
	sprites.DrawText(dst, when, bottom, end, y+lh/2, sprites.AlignEnd, sprites.AlignCenter, sprites.TextDim)
	clr := sprites.Text
	if mine {
		clr = sprites.Accent
	}
	tw := end - x - ww - 8*u
	turn := ui.Ellipsize(turnLine(sum, top, tw), top, tw)
	sprites.DrawText(dst, turn, top, x, y+lh/2, sprites.AlignStart, sprites.AlignCenter, clr)
	with := ui.Ellipsize(withLine(sum), bottom, end-x)
	sprites.DrawText(dst, with, bottom, x, y+lh, sprites.AlignStart, sprites.AlignStart, sprites.TextDim)
}

// pollGames takes the list's news on the entry screen, and asks again
// when the server typed has changed (once its field is left).
func (s *onlineScene) pollGames(m *scene.Manager) {
	if s.joined {
		return
	}
	if srv := s.serverURL(); srv != s.list.server && !s.server.Focus {
		s.list.start(m, srv)
	}
	if s.list.poll() {
		m.Wake(scene.NewsFrames)
	}
}

// gamesNeedH is the height in units the entry screen's design adds for the
// list off a phone (its heading with the pages' buttons and one room):
// the window's unit shrinks to make it.
func (s *onlineScene) gamesNeedH() float64 {
	if s.joined || len(s.list.rows) == 0 {
		return 0
	}
	return 150
}
