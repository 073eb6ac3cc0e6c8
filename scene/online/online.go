// Package online is the online rooms' screen: create a room, join or
// watch one by its code, and the lobby until the creator starts the game.
package online

import (
	"image/color"
	"kaskade/scene"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/engine/game"
	"kaskade/online/client"
	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// onlineScene is the way into online rooms: first where the server is,
// the player's name and whether to create a room (with the menu's game
// and seats) or join one by its code; then the room's lobby, where people
// take the open seats or watch until the creator starts the game, and the
// table takes over.
type onlineScene struct {
	server, name, code ui.TextField
	qr                 qrCode // the room link's, drawn in the lobby
	c                  *client.Client
	status             string // what the connection is doing, or why it failed
	bad                bool   // status is an error
	joined             bool   // in a room: the lobby shows
	room               string
	seat               int
	info               *proto.Info
	state              *proto.Msg
	pending            *proto.Msg // the request to send once the server says welcome
	menuGame           string     // the game a new room plays: the menu's
	inPage             bool       // in the browser: the server is the page's own origin
	creator            bool       // this screen created the room: it starts the game
	resuming           bool       // asking back for the seat this device holds (seats.go)
	entering           string     // the room asked for
	page               int        // the lobby's page of seats, when not all fit
	in                 *ui.Input
	w, h               float64
	tick               int
	list               gamesList // "Your games" on the entry screen (games.go)
}

// newOnlineScene opens the online screen; a room code (from the page's
// link or a flag) is joined at once, watching until a seat is taken.
func newOnlineScene(m *scene.Manager, code string) *onlineScene {
	s := &onlineScene{seat: proto.Watch, menuGame: m.Config.GameName(), inPage: platform.PageOrigin() != ""}
	s.server = ui.TextField{Text: m.Server(), Max: 120}
	s.name = ui.TextField{Text: view.PersonName(m.Config), Max: proto.MaxName}
	s.code = ui.TextField{Text: code, Max: 9}
	if code != "" {
		s.enter(m, code)
	} else {
		s.list.start(m, s.serverURL())
	}
	return s
}

// enter goes into room code: back to this device's seat there if it
// holds one (seats.go), else watching.
func (s *onlineScene) enter(m *scene.Manager, code string) {
	s.entering = code
	if h, ok := seatIn(s.serverURL(), code); ok {
		s.resuming = true
		s.connect(m, proto.Msg{T: proto.TResume, Room: code, Token: h.Token})
		s.c.Seat(code, h.Token)
		return
	}
	s.connect(m, proto.Msg{T: proto.TJoin, Room: code, Seat: proto.Watch})
}

// serverURL is the server as typed, the key of the seats kept for it.
func (s *onlineScene) serverURL() string {
	return strings.TrimRight(strings.TrimSpace(s.server.Text), "/")
}

// connect opens the connection (a new one for each try) and sends first.
func (s *onlineScene) connect(m *scene.Manager, first proto.Msg) {
	if s.c != nil {
		s.c.Close()
	}
	s.list.close() // into a room: the list is done
	c, err := client.New(strings.TrimSpace(s.server.Text))
	if err != nil {
		s.status, s.bad = err.Error(), true
		return
	}
	if scene.CanSleep {
		c.Notify = func() { m.Wake(2) } // a resting window wakes for the server's news
	}
	s.c, s.status, s.bad = c, i18n.Tr("online connecting"), false
	s.pending = &first
	c.Start()
}

// createMsg asks for a room of the menu's game and set-up: the first
// person's seat is the creator's, the other people's seats are open, the
// computers keep their levels.
func createMsg(cfg view.GameConfig, name string) proto.Msg {
	m := proto.Msg{T: proto.TCreate, Game: cfg.GameName(), Options: cfg.OptionText(), Name: name}
	me := false
	for _, p := range cfg.Players {
		seat := proto.Seat{Kind: proto.KindOpen}
		switch {
		case p.Type == view.Computer:
			seat = proto.Seat{Kind: proto.KindComputer, Level: p.LevelOrDefault()}
		case !me:
			seat, me = proto.Seat{Kind: proto.KindMe}, true
		}
		m.Seats = append(m.Seats, seat)
	}
	return m
}

func (s *onlineScene) Update(m *scene.Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.W(), m.H(), in
	s.poll(m)
	s.pollGames(m)
	l := s.layout()
	if s.joined {
		s.updateLobby(m, in, l)
		return nil
	}
	for _, f := range []*ui.TextField{&s.server, &s.name, &s.code} {
		f.Update(in)
	}
	s.server.R, s.name.R, s.code.R = l.server, l.name, l.code
	if s.updateGames(m, in, l) {
		return nil
	}
	switch {
	case l.create.Hit(in):
		s.keepServer(m)
		s.creator = true
		s.connect(m, createMsg(m.Config, strings.TrimSpace(s.name.Text)))
		platform.AskToNotify()
	case l.join.Hit(in) || (s.code.Focus && in.Pressed(ebiten.KeyEnter)):
		code, ok := proto.NormCode(s.code.Text)
		if !ok {
			s.status, s.bad = i18n.Tr("online bad code"), true
			return nil
		}
		s.keepServer(m)
		s.creator = false
		s.enter(m, code)
	case scene.Open.Course != nil && l.program.Hit(in): // natively only (course_match.go)
		s.close()
		m.Goto(scene.Open.Course(m))
	case l.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.close()
		m.Goto(scene.Open.Menu(m))
	}
	return nil
}

// keepServer stores the server typed (natively) as the setting.
func (s *onlineScene) keepServer(m *scene.Manager) {
	if srv := strings.TrimSpace(s.server.Text); !s.inPage && srv != m.Settings.Server {
		m.Settings.Server = srv
		m.Persist()
	}
}

// editing reports whether a field is being typed in: its caret blinks.
func (s *onlineScene) editing() bool { return s.server.Focus || s.name.Focus || s.code.Focus }

func (s *onlineScene) close() {
	s.list.close()
	if s.c != nil {
		s.c.Close()
		s.c = nil
	}
}

// poll takes the server's messages: the lobby's room, and the table once
// the game has started.
func (s *onlineScene) poll(m *scene.Manager) {
	if s.c == nil {
		return
	}
	for _, e := range s.c.Poll() {
		m.Wake(scene.NewsFrames) // a resting screen shows the news
		switch {
		case e.IsStatus:
			s.onStatus(e)
		case e.Msg.T == proto.TWelcome && s.pending != nil:
			s.c.Send(*s.pending)
			s.pending = nil
		case e.Msg.T == proto.TJoined:
			if s.resuming && e.Msg.Seat == proto.Watch {
				s.creator = true // a token resumes watching only for the creator who watches
			}
			s.joined, s.room, s.seat, s.status, s.bad, s.resuming = true, e.Msg.Room, e.Msg.Seat, "", false, false
			if e.Msg.Token != "" { // a seat taken, or a room created to watch: this device's from now on
				keepSeat(heldSeat{Server: s.serverURL(), Room: e.Msg.Room, Seat: e.Msg.Seat, Token: e.Msg.Token})
			}
			if h, ok := seatIn(s.serverURL(), e.Msg.Room); ok && e.Msg.Token == "" && e.Msg.Seat >= 0 && h.Seat != e.Msg.Seat {
				h.Seat = e.Msg.Seat // resumed after a rematch turned the seats: the token found the new one
				keepSeat(h)
			}
		case e.Msg.T == proto.TRoom:
			s.info = e.Msg.Info
			if s.info != nil && s.seat >= 0 && s.info.Creator == s.seat {
				s.creator = true // the creator's rights come back with the creator's seat
			}
			if s.info != nil && s.seat >= 0 && !s.creator && !s.info.Started && !s.bad {
				s.status = i18n.Tr("online waiting start") // a seated person knows who starts
			}
		case e.Msg.T == proto.TError && s.resuming && (e.Msg.Code == proto.CodeBadToken || e.Msg.Code == proto.CodeNoRoom):
			s.resuming = false // a seat the server no longer knows: forgotten quietly
			forgetSeat(s.serverURL(), s.entering)
			s.c.Seat("", "")
			if e.Msg.Code == proto.CodeBadToken {
				s.c.Send(proto.Msg{T: proto.TJoin, Room: s.entering, Seat: proto.Watch})
			} else {
				s.status, s.bad = scene.OnlineError(e.Msg), true
			}
		case e.Msg.T == proto.TState:
			st := e.Msg
			s.state = &st
		case e.Msg.T == proto.TError:
			s.status, s.bad = scene.OnlineError(e.Msg), true
		}
	}
	if s.info != nil && s.info.Started && s.state != nil {
		s.toTable(m)
	}
}

func (s *onlineScene) onStatus(e client.Event) {
	switch e.Status {
	case client.Offline:
		s.status, s.bad = i18n.Trf("online unreachable", s.server.Text), true
	case client.Closed:
		if e.Err != nil {
			s.status, s.bad = e.Err.Error(), true
		}
	}
}

// toTable hands the connection to the table of the started game.
func (s *onlineScene) toTable(m *scene.Manager) {
	t, err := scene.Open.RoomTable(m, s.c, *s.info, s.seat, *s.state)
	if err == nil {
		s.c = nil // the table's now
		m.Goto(t)
		return
	}
	s.status, s.bad, s.state = err.Error(), true, nil
}

// link is the address that opens the game straight into the room.
func (s *onlineScene) link() string {
	return strings.TrimRight(strings.TrimSpace(s.server.Text), "/") + "/?room=" + s.room
}

func (s *onlineScene) updateLobby(m *scene.Manager, in *ui.Input, l onlineLayout) {
	s.name.R = l.name
	if s.seat == proto.Watch {
		s.name.Update(in)
	}
	for i, b := range l.take {
		if b.Hit(in) {
			s.c.Send(proto.Msg{T: proto.TJoin, Room: s.room, Seat: l.first + i, Name: strings.TrimSpace(s.name.Text)})
			platform.AskToNotify() // a long game: may the page say when it is this person's turn?
		}
	}
	switch {
	case l.prev.Hit(in):
		s.page = l.page - 1
	case l.next.Hit(in):
		s.page = l.page + 1
	case l.start.Hit(in):
		s.c.Send(proto.Msg{T: proto.TStart})
	case l.clock.Hit(in):
		s.c.Send(s.nextClock())
	case l.copy.Hit(in):
		platform.CopyText(s.link())
		s.status, s.bad = i18n.Tr("online link copied"), false
	case l.shareSheet.R.W > 0 && l.shareSheet.Hit(in):
		game := s.gameName()
		if s.info != nil {
			game = s.info.Game
		}
		platform.Share(i18n.Trf("online share title", scene.GameTitle(game)), s.link())
	case l.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.c.Send(proto.Msg{T: proto.TLeave})
		s.close()
		m.Goto(scene.Open.Menu(m))
	}
}

// onlineLayout places the screen's parts.
type onlineLayout struct {
	u, rh                           float64 // the unit; a row's height (a finger's, at least, on a phone)
	panel                           ui.Rect
	server, name, code              ui.Rect
	create, join, back, start, copy ui.Button
	clock                           ui.Button   // the creator's choice of the room's move clock (clock.go)
	program                         ui.Button   // a program on the network: natively only
	prev, next                      ui.Button   // the seats' pages, when not all of them fit
	page, first                     int         // the page shown and its first seat
	seats                           []ui.Rect   // the seats shown, from first
	take                            []ui.Button // per seat shown; zero when it cannot be taken
	shareSheet                      ui.Button   // the system's share sheet (a phone's), beside Copy link
	qr                              ui.Rect     // the link's QR code, where there is room (qr.go)
	share, status                   []string    // the lobby's invitation and the status, wrapped
	shareY, linkY, pageY, watchY    float64
	statusY                         float64

	// "Your games" (games.go): the rows shown, the page's buttons, the
	// page, the pages and its first room, the heading's top
	games                             []ui.Rect
	gamesPrev, gamesNext              ui.Button
	gamesPage, gamesPages, gamesFirst int
	gamesY                            float64
}

// The online screen's heights in units: the room the dialog's title
// takes, a field's label over it, the gap between rows, the line of
// watchers.
const (
	onlineTitleH = 72
	onlineLabelH = 20
	onlineGap    = 12
	onlineWatchH = 24
)

// onlineColumn stacks rows down the panel.
type onlineColumn struct{ x, w, y, rh, gap float64 }

func (c *onlineColumn) row() ui.Rect {
	r := ui.Rect{X: c.x, Y: c.y, W: c.w, H: c.rh}
	c.y += c.rh + c.gap
	return r
}

// skip moves down by d and returns where it started.
func (c *onlineColumn) skip(d float64) float64 {
	y := c.y
	c.y += d
	return y
}

// halves splits r into two side by side.
func halves(r ui.Rect, gap float64) (ui.Rect, ui.Rect) {
	r.W = (r.W - gap) / 2
	right := r
	right.X += r.W + gap
	return r, right
}

func (s *onlineScene) layout() onlineLayout {
	phone := ui.Portrait(s.w, s.h)
	u, margin := ui.FitUnit(s.w, s.h, 620, 700+s.gamesNeedH()), 24.0
	if phone {
		u, margin = ui.PhoneUnit(s.w, s.h), 12
	}
	pw := math.Min(s.w-2*margin*u, 560*u)
	l := onlineLayout{u: u, rh: max(48*u, ui.Finger(s.w, s.h))}
	l.panel = ui.Rect{X: (s.w - pw) / 2, Y: margin * u, W: pw}
	c := onlineColumn{x: l.panel.X + 24*u, w: pw - 48*u, y: l.panel.Y + onlineTitleH*u, rh: l.rh, gap: onlineGap * u}
	if s.joined {
		s.layoutLobby(&l, &c, phone)
	} else {
		s.layoutEntry(&l, &c)
	}
	return l
}

// layoutEntry stacks the first view: the server (natively), the name,
// Create, the code beside Join, a program on the network, Back, and the
// status under them.
func (s *onlineScene) layoutEntry(l *onlineLayout, c *onlineColumn) {
	if len(s.list.rows) > 0 { // the list takes what the rest leaves
		rest, probe := *c, *l
		s.layoutEntryRows(&probe, &rest)
		s.layoutGames(l, c, s.h-l.panel.Y-c.y-(rest.y-c.y))
	}
	s.layoutEntryRows(l, c)
}

// layoutEntryRows stacks the entry screen's rows under the list.
func (s *onlineScene) layoutEntryRows(l *onlineLayout, c *onlineColumn) {
	u := l.u
	if !s.inPage {
		c.skip(onlineLabelH * u)
		l.server = c.row()
	}
	c.skip(onlineLabelH * u)
	l.name = c.row()
	l.create = ui.Button{R: c.row(), Label: i18n.Trf("online create", scene.GameTitle(s.gameName())), Primary: true}
	c.skip(onlineLabelH * u)
	code, join := halves(c.row(), c.gap)
	l.code, l.join = code, ui.Button{R: join, Label: i18n.Tr("online join")}
	if scene.Open.Course != nil {
		l.program = ui.Button{R: c.row(), Label: i18n.Tr("course entry")}
	}
	l.back = ui.Button{R: c.row(), Label: i18n.Tr("back")}
	s.layoutStatus(l, c, 3)
	l.panel.H = c.y - l.panel.Y
}

// layoutStatus places the status's lines (at most most) under the rows.
func (s *onlineScene) layoutStatus(l *onlineLayout, c *onlineColumn, most int) {
	face := s.statusFace(l.u)
	l.status = wrapAtMost(s.status, face, l.panel.W-32*l.u, most)
	l.statusY = c.y - 4*l.u
	c.y += float64(max(len(l.status), 1))*ui.LineHeight(face) + 12*l.u
}

func (s *onlineScene) statusFace(u float64) text.Face { return sprites.Face(15*u, false) }

// wrapAtMost wraps str into lines of w, at most most of them: the last
// ends in "…" when there is more.
func wrapAtMost(str string, face text.Face, w float64, most int) []string {
	if str == "" {
		return nil
	}
	lines := ui.WrapLines(str, face, w)
	if len(lines) > most {
		lines[most-1] = ui.Ellipsize(strings.Join(lines[most-1:], " "), face, w)
		lines = lines[:most]
	}
	return lines
}

// layoutLobby stacks the lobby: the invitation and the link, the seats
// (as many as fit, on pages if not all do), the watchers, the name of a
// person watching, the buttons and the status.
func (s *onlineScene) layoutLobby(l *onlineLayout, c *onlineColumn, phone bool) {
	u := l.u
	face := s.statusFace(u)
	l.share = wrapAtMost(i18n.Tr("online share"), face, l.panel.W-32*u, 2)
	l.shareY = c.skip(float64(len(l.share)) * ui.LineHeight(face))
	l.linkY = c.skip(ui.LineHeight(face) + 10*u)
	bottom := s.h - l.panel.Y
	foot := s.lobbyFootH(l)
	s.layoutSeats(l, c, bottom-foot-c.y, phone)
	l.watchY = c.skip(s.watchAreaH(u))
	if s.seat == proto.Watch {
		c.skip(onlineLabelH * u)
		l.name = c.row()
	}
	leave := ui.Button{Label: i18n.Tr("online leave")}
	l.copy = ui.Button{Label: i18n.Tr("online copy link"), Disabled: !platform.CanCopy()}
	if canShare() {
		l.shareSheet = ui.Button{Label: i18n.Tr("online share sheet")}
	}
	switch {
	case s.creator: // only the creator starts, and sets the clock (clock.go)
		l.clock = ui.Button{R: c.row(), Label: s.roomClock().label(), Disabled: s.info == nil || s.info.Started}
		l.start = ui.Button{Label: i18n.Tr("start"), Primary: true, Disabled: !s.canStart()}
		l.start.R, l.copy.R = halves(c.row(), c.gap)
		leave.R = c.row()
		if canShare() {
			l.shareSheet.R, leave.R = halves(leave.R, c.gap)
		}
	case canShare():
		l.shareSheet.R, l.copy.R = halves(c.row(), c.gap)
		leave.R = c.row()
	default:
		l.copy.R, leave.R = halves(c.row(), c.gap)
	}
	l.back = leave
	s.layoutStatus(l, c, 2)
	l.panel.H = c.y - l.panel.Y
	if !phone {
		layoutQR(l, s.w)
	}
}

// lobbyFootH is the height of what the lobby puts under its seats, with
// two lines of status.
func (s *onlineScene) lobbyFootH(l *onlineLayout) float64 {
	u, row := l.u, l.rh+onlineGap*l.u
	h := s.watchAreaH(u) + row + 2*ui.LineHeight(s.statusFace(u)) + 12*u
	switch {
	case s.creator:
		h += 2 * row // the clock's, and Start beside Copy link
	case canShare():
		h += row // Share beside Copy link
	}
	if s.seat == proto.Watch {
		h += onlineLabelH*u + row
	}
	return h
}

// layoutSeats places the seats in room: rows a finger high on a phone;
// elsewhere rows that get lower, down to a point, as seats are added.
// When not all fit, they go on pages with ‹ and › under them.
func (s *onlineScene) layoutSeats(l *onlineLayout, c *onlineColumn, room float64, phone bool) {
	n := 0
	if s.info != nil {
		n = len(s.info.Seats)
	}
	u := l.u
	h, gap := l.rh, 8*u
	if !phone && n > 0 { // a mouse: eight seats in the window rather than on pages
		gap = 6 * u
		h = min(l.rh, max(30*u, (room+gap)/float64(n)-gap))
	}
	per := n
	if float64(n)*(h+gap)-gap > room {
		per = max(1, int((room-l.rh)/(h+gap)))
	}
	pages := max(1, (n+per-1)/max(per, 1))
	l.page = min(max(s.page, 0), pages-1)
	l.first = l.page * per
	top := c.y
	for i := l.first; i < min(n, l.first+per); i++ {
		r := ui.Rect{X: c.x, Y: c.y, W: c.w, H: h}
		c.y += h + gap
		l.seats = append(l.seats, r)
		var take ui.Button
		if s.seat == proto.Watch && !s.info.Started && s.info.Seats[i].Kind == proto.KindOpen {
			take = ui.Button{R: ui.Rect{X: r.X + r.W*0.5, Y: r.Y, W: r.W * 0.5, H: r.H}, Label: i18n.Tr("online take seat")}
		}
		l.take = append(l.take, take)
	}
	if per < n {
		c.y = top + float64(per)*(h+gap)
		l.pageY = c.y + l.rh/2
		l.prev = ui.Button{R: ui.Rect{X: c.x, Y: c.y, W: l.rh * 1.5, H: l.rh}, Label: "‹", Disabled: l.page == 0}
		l.next = ui.Button{R: ui.Rect{X: c.x + c.w - l.rh*1.5, Y: c.y, W: l.rh * 1.5, H: l.rh}, Label: "›", Disabled: l.page == pages-1}
		c.y += l.rh + gap
	}
	c.y += c.gap - gap
}

// gameName is the game a new room plays: the menu's.
func (s *onlineScene) gameName() string { return s.menuGame }

// canStart reports whether this person may start the room's game now.
func (s *onlineScene) canStart() bool {
	if s.info == nil || s.info.Started || !s.creator {
		return false
	}
	for _, st := range s.info.Seats {
		if st.Kind == proto.KindOpen {
			return false
		}
	}
	return true
}

func (s *onlineScene) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	s.w, s.h = float64(b.Dx()), float64(b.Dy())
	l := s.layout()
	sprites.FillRect(dst, 0, 0, s.w, s.h, sprites.Background)
	title := i18n.Tr("online title")
	if s.joined {
		title = i18n.Trf("online room", s.room)
	}
	ui.DrawDialog(dst, l.panel, l.u, title)
	if s.joined {
		s.drawLobby(dst, l)
	} else {
		s.drawEntry(dst, l)
	}
	clr := sprites.TextDim
	if s.bad {
		clr = sprites.Danger
	}
	s.drawLines(dst, l.status, l.statusY, l.u, clr)
}

// drawLines draws lines of the status's face centred, from y down.
func (s *onlineScene) drawLines(dst *ebiten.Image, lines []string, y, u float64, clr color.Color) {
	face := s.statusFace(u)
	for i, line := range lines {
		sprites.DrawText(dst, line, face, s.w/2, y+float64(i)*ui.LineHeight(face), sprites.AlignCenter, sprites.AlignStart, clr)
	}
}

// drawField draws a text field at r with its label over it. The field is
// noted as a control (ui.NoteControl), so that the layout test holds it
// to a finger's size and its text to its box.
func (s *onlineScene) drawField(dst *ebiten.Image, f *ui.TextField, r ui.Rect, key string, u float64) {
	label := i18n.Tr(key)
	sprites.DrawText(dst, label, sprites.Face(13*u, false), r.X, r.Y-3*u, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	f.R = r
	ui.NoteControl(r, label)
	f.Draw(dst, s.tick, u)
}

func (s *onlineScene) drawEntry(dst *ebiten.Image, l onlineLayout) {
	u := l.u
	if l.server.W > 0 {
		s.drawField(dst, &s.server, l.server, "online server", u)
	}
	s.drawField(dst, &s.name, l.name, "online your name", u)
	s.drawField(dst, &s.code, l.code, "online code", u)
	if len(l.games) > 0 {
		s.drawGames(dst, l)
	}
	for _, b := range []ui.Button{l.create, l.join, l.back} {
		b.Draw(dst, s.in, u)
	}
	if scene.Open.Course != nil {
		l.program.Draw(dst, s.in, u)
	}
}

func (s *onlineScene) drawLobby(dst *ebiten.Image, l onlineLayout) {
	u := l.u
	s.drawLines(dst, l.share, l.shareY, u, sprites.TextDim)
	bold := sprites.Face(15*u, true)
	sprites.DrawText(dst, ui.Ellipsize(s.link(), bold, l.panel.W-32*u), bold, s.w/2, l.linkY, sprites.AlignCenter, sprites.AlignStart, sprites.Text)
	if s.info != nil {
		s.drawSeats(dst, l)
		s.drawWatchLines(dst, l) // clock.go
	}
	if l.name.W > 0 {
		s.drawField(dst, &s.name, l.name, "online your name", u)
	}
	for _, b := range []ui.Button{l.clock, l.start, l.copy, l.shareSheet, l.back} {
		if b.R.W > 0 {
			b.Draw(dst, s.in, u)
		}
	}
	s.drawQR(dst, l)
}

// drawSeats draws the seats shown as cards (this screen's own outlined),
// each with its token, who holds it and a button to take it when open;
// then the pages' buttons and which seats are shown.
func (s *onlineScene) drawSeats(dst *ebiten.Image, l onlineLayout) {
	u := l.u
	spec, _ := view.SpecFor(s.info.Game)
	for i, r := range l.seats {
		seat := l.first + i
		st, take := s.info.Seats[seat], l.take[i]
		ui.DrawCard(dst, r, r.H*0.28, u, sprites.PanelLight, seat == s.seat)
		if spec.DrawSeat != nil {
			spec.DrawSeat(dst, game.Player(seat), r.X+r.H/2, r.Y+r.H/2, r.H*0.6)
		}
		if st.Name == "" {
			st.Name = spec.SeatName(game.Player(seat))
		}
		x, end := r.X+r.H, r.X+r.W-12*u
		if take.R.W > 0 {
			end = take.R.X - 8*u
			take.Draw(dst, s.in, u)
		}
		face := sprites.Face(min(17*u, r.H*0.42), st.Kind == proto.KindPerson)
		line := ui.Ellipsize(seatLine(st, seat == s.seat, take.R.W > 0), face, end-x)
		sprites.DrawText(dst, line, face, x, r.Y+r.H/2, sprites.AlignStart, sprites.AlignCenter, sprites.Text)
	}
	if l.prev.R.W == 0 {
		return
	}
	l.prev.Draw(dst, s.in, u)
	l.next.Draw(dst, s.in, u)
	shown := i18n.Trf("online seats shown", l.first+1, l.first+len(l.seats), len(s.info.Seats))
	sprites.DrawText(dst, shown, s.statusFace(u), s.w/2, l.pageY, sprites.AlignCenter, sprites.AlignCenter, sprites.TextDim)
}

// seatLine says who holds a seat of the lobby.
// An open seat with a button to take it says only that it is open.
func seatLine(st proto.Seat, mine, takeable bool) string {
	switch {
	case st.Kind == proto.KindOpen && takeable:
		return i18n.Tr("online open")
	case st.Kind == proto.KindOpen:
		return i18n.Tr("online open seat")
	case st.Kind == proto.KindComputer:
		return i18n.Tr("computer") + " · " + i18n.Tr(st.Level)
	case mine:
		return i18n.Trf("online you", st.Name)
	case !st.Connected:
		return i18n.Trf("online away", st.Name)
	}
	return st.Name
}

// Animating: a field's caret blinks (the server's news wakes the screen
// itself: Manager.Wake).
func (s *onlineScene) Animating() bool { return s.editing() }

// Probe tells the browser's test hook which screen this is.
func (s *onlineScene) Probe() scene.Probe { return scene.Probe{Scene: "online", Room: s.room} }

// RoomCode is the room of the lobby ("" before one is joined).
func (s *onlineScene) RoomCode() string { return s.room }
