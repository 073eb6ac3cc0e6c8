package scene

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

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
	in                 *ui.Input
	w, h               float64
	tick               int
}

// newOnlineScene opens the online screen; a room code (from the page's
// link or a flag) is joined at once, watching until a seat is taken.
func newOnlineScene(m *Manager, code string) *onlineScene {
	s := &onlineScene{seat: proto.Watch, menuGame: m.Config.GameName(), inPage: platform.PageOrigin() != ""}
	s.server = ui.TextField{Text: m.server(), Max: 120}
	s.name = ui.TextField{Text: personName(m.Config), Max: proto.MaxName}
	s.code = ui.TextField{Text: code, Max: 9}
	if code != "" {
		s.connect(m, proto.Msg{T: proto.TJoin, Room: code, Seat: proto.Watch})
	}
	return s
}

// personName is the name a person last typed in the menu, "" when the
// seats there carry only their colours (a seat without a name shows its
// colour online too).
func personName(cfg view.GameConfig) string {
	for _, p := range cfg.Players {
		if p.Type == view.Human && p.Name != "" && !view.IsColourName(p.Name) {
			return p.Name
		}
	}
	return ""
}

// server is the game server's address: the page's own origin in the
// browser, else the -server flag or the setting.
func (m *Manager) server() string {
	if o := platform.PageOrigin(); o != "" {
		return o
	}
	if m.Settings.Server != "" {
		return m.Settings.Server
	}
	return view.DefaultServer
}

// connect opens the connection (a new one for each try) and sends first.
func (s *onlineScene) connect(m *Manager, first proto.Msg) {
	if s.c != nil {
		s.c.Close()
	}
	c, err := client.New(strings.TrimSpace(s.server.Text))
	if err != nil {
		s.status, s.bad = err.Error(), true
		return
	}
	if canSleep {
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

func (s *onlineScene) Update(m *Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	s.poll(m)
	l := s.layout()
	if s.joined {
		s.updateLobby(m, in, l)
		return nil
	}
	for _, f := range []*ui.TextField{&s.server, &s.name, &s.code} {
		f.Update(in)
	}
	s.server.R, s.name.R, s.code.R = l.server, l.name, l.code
	switch {
	case l.create.Hit(in):
		s.keepServer(m)
		s.creator = true
		s.connect(m, createMsg(m.Config, strings.TrimSpace(s.name.Text)))
	case l.join.Hit(in) || (s.code.Focus && in.Pressed(ebiten.KeyEnter)):
		code, ok := proto.NormCode(s.code.Text)
		if !ok {
			s.status, s.bad = i18n.Tr("online bad code"), true
			return nil
		}
		s.keepServer(m)
		s.creator = false
		s.connect(m, proto.Msg{T: proto.TJoin, Room: code, Seat: proto.Watch})
	case courseOnNetwork && l.program.Hit(in): // natively only (course_match.go)
		s.close()
		m.Goto(newCourseScene(m))
	case l.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.close()
		m.Goto(newMenuScene(m))
	}
	return nil
}

// keepServer stores the server typed (natively) as the setting.
func (s *onlineScene) keepServer(m *Manager) {
	if srv := strings.TrimSpace(s.server.Text); !s.inPage && srv != m.Settings.Server {
		m.Settings.Server = srv
		m.persist()
	}
}

// editing reports whether a field is being typed in: its caret blinks.
func (s *onlineScene) editing() bool { return s.server.Focus || s.name.Focus || s.code.Focus }

func (s *onlineScene) close() {
	if s.c != nil {
		s.c.Close()
		s.c = nil
	}
}

// poll takes the server's messages: the lobby's room, and the table once
// the game has started.
func (s *onlineScene) poll(m *Manager) {
	if s.c == nil {
		return
	}
	for _, e := range s.c.Poll() {
		m.Wake(newsFrames) // a resting screen shows the news
		switch {
		case e.IsStatus:
			s.onStatus(e)
		case e.Msg.T == proto.TWelcome && s.pending != nil:
			s.c.Send(*s.pending)
			s.pending = nil
		case e.Msg.T == proto.TJoined:
			s.joined, s.room, s.seat, s.status, s.bad = true, e.Msg.Room, e.Msg.Seat, "", false
		case e.Msg.T == proto.TRoom:
			s.info = e.Msg.Info
		case e.Msg.T == proto.TState:
			st := e.Msg
			s.state = &st
		case e.Msg.T == proto.TError:
			s.status, s.bad = onlineError(e.Msg), true
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
func (s *onlineScene) toTable(m *Manager) {
	r, err := newRoomMatch(s.c, *s.info, s.seat, *s.state)
	if err == nil {
		var t *table
		if t, err = newOnlineTable(m, r); err == nil {
			s.c = nil // the table's now
			m.Goto(t)
			return
		}
	}
	s.status, s.bad, s.state = err.Error(), true, nil
}

// link is the address that opens the game straight into the room.
func (s *onlineScene) link() string {
	return strings.TrimRight(strings.TrimSpace(s.server.Text), "/") + "/?room=" + s.room
}

func (s *onlineScene) updateLobby(m *Manager, in *ui.Input, l onlineLayout) {
	s.name.R = l.name
	if s.seat == proto.Watch {
		s.name.Update(in)
	}
	for i, b := range l.take {
		if b.Hit(in) {
			s.c.Send(proto.Msg{T: proto.TJoin, Room: s.room, Seat: i, Name: strings.TrimSpace(s.name.Text)})
		}
	}
	switch {
	case l.start.Hit(in):
		s.c.Send(proto.Msg{T: proto.TStart})
	case l.copy.Hit(in):
		platform.CopyText(s.link())
		s.status, s.bad = i18n.Tr("online link copied"), false
	case l.back.Hit(in) || in.Pressed(ebiten.KeyEscape):
		s.c.Send(proto.Msg{T: proto.TLeave})
		s.close()
		m.Goto(newMenuScene(m))
	}
}

// onlineLayout places the screen's parts.
type onlineLayout struct {
	u                               float64
	panel                           ui.Rect
	server, name, code              ui.Rect
	create, join, back, start, copy ui.Button
	program                         ui.Button // a program on the network: natively only
	seats                           []ui.Rect
	take                            []ui.Button // per seat; zero when it cannot be taken
	statusY, titleY, linkY, watchY  float64
}

func (s *onlineScene) layout() onlineLayout {
	u := ui.FitUnit(s.w, s.h, 620, 700)
	if ui.Portrait(s.w, s.h) {
		u = ui.PhoneUnit(s.w, s.h)
	}
	pw := math.Min(s.w-24*u, 560*u)
	l := onlineLayout{u: u}
	x, w := (s.w-pw)/2+24*u, pw-48*u
	y := 96 * u
	rh, gap := 48*u, 12*u
	row := func() ui.Rect { r := ui.Rect{X: x, Y: y, W: w, H: rh}; y += rh + gap; return r }
	half := func(r ui.Rect, i int) ui.Rect { r.W = (r.W - gap) / 2; r.X += float64(i) * (r.W + gap); return r }
	if s.joined {
		l.titleY = y
		y += 34 * u
		l.linkY = y
		y += 30 * u
		n := 0
		if s.info != nil {
			n = len(s.info.Seats)
		}
		l.take = make([]ui.Button, n)
		for i := range n {
			r := row()
			l.seats = append(l.seats, r)
			if s.seat == proto.Watch && !s.info.Started && s.info.Seats[i].Kind == proto.KindOpen {
				l.take[i] = ui.Button{R: ui.Rect{X: r.X + r.W*0.55, Y: r.Y + 4*u, W: r.W * 0.45, H: r.H - 8*u}, Label: i18n.Tr("online take seat")}
			}
		}
		l.watchY = y
		y += 24 * u
		if s.seat == proto.Watch {
			y += 16 * u // the field's label
			l.name = row()
		}
		r := row()
		l.copy = ui.Button{R: r, Label: i18n.Tr("online copy link"), Disabled: !platform.CanCopy()}
		if s.creator { // only the creator starts
			l.start = ui.Button{R: half(r, 0), Label: i18n.Tr("start"), Primary: true, Disabled: !s.canStart()}
			l.copy.R = half(r, 1)
		}
		l.back = ui.Button{R: row(), Label: i18n.Tr("online leave")}
	} else {
		if !s.inPage {
			l.server = row()
		}
		l.name = row()
		l.create = ui.Button{R: row(), Label: i18n.Trf("online create", gameTitle(s.gameName())), Primary: true}
		r := row()
		l.code = half(r, 0)
		l.join = ui.Button{R: half(r, 1), Label: i18n.Tr("online join")}
		if courseOnNetwork {
			l.program = ui.Button{R: row(), Label: i18n.Tr("course entry")}
		}
		l.back = ui.Button{R: row(), Label: i18n.Tr("back")}
	}
	l.statusY = y + 8*u
	y += 40 * u
	l.panel = ui.Rect{X: (s.w - pw) / 2, Y: 24 * u, W: pw, H: y - 24*u}
	return l
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
	u := l.u
	sprites.FillRect(dst, 0, 0, s.w, s.h, sprites.Background)
	title := i18n.Tr("online title")
	if s.joined {
		title = i18n.Trf("online room", s.room)
	}
	ui.DrawDialog(dst, l.panel, u, title)
	if s.joined {
		s.drawLobby(dst, l)
	} else {
		s.drawEntry(dst, l)
	}
	clr := sprites.TextDim
	if s.bad {
		clr = sprites.Danger
	}
	sprites.DrawText(dst, ui.Ellipsize(s.status, sprites.Face(15*u, false), l.panel.W-32*u), sprites.Face(15*u, false),
		s.w/2, l.statusY, sprites.AlignCenter, sprites.AlignStart, clr)
}

func (s *onlineScene) drawEntry(dst *ebiten.Image, l onlineLayout) {
	u := l.u
	label := func(r ui.Rect, key string) {
		sprites.DrawText(dst, i18n.Tr(key), sprites.Face(13*u, false), r.X, r.Y-2*u, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
	}
	if l.server.W > 0 {
		label(l.server, "online server")
		s.server.Draw(dst, s.tick, u)
	}
	label(l.name, "online your name")
	s.name.Draw(dst, s.tick, u)
	label(l.code, "online code")
	s.code.Draw(dst, s.tick, u)
	for _, b := range []ui.Button{l.create, l.join, l.back} {
		b.Draw(dst, s.in, u)
	}
	if courseOnNetwork {
		l.program.Draw(dst, s.in, u)
	}
}

func (s *onlineScene) drawLobby(dst *ebiten.Image, l onlineLayout) {
	u := l.u
	sprites.DrawText(dst, i18n.Tr("online share"), sprites.Face(15*u, false), s.w/2, l.titleY, sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
	sprites.DrawText(dst, ui.Ellipsize(s.link(), sprites.Face(15*u, true), l.panel.W-32*u), sprites.Face(15*u, true), s.w/2, l.linkY, sprites.AlignCenter, sprites.AlignStart, sprites.Text)
	if s.info == nil {
		return // joined: the room's seats follow at once
	}
	spec, _ := view.SpecFor(s.info.Game)
	for i, r := range l.seats {
		st := s.info.Seats[i]
		if spec.DrawSeat != nil {
			spec.DrawSeat(dst, game.Player(i), r.X+r.H/2, r.Y+r.H/2, r.H*0.6)
		}
		if st.Name == "" {
			st.Name = spec.SeatName(game.Player(i))
		}
		sprites.DrawText(dst, seatLine(st, i == s.seat), sprites.Face(17*u, st.Kind == proto.KindPerson), r.X+r.H+6*u, r.Y+r.H/2,
			sprites.AlignStart, sprites.AlignCenter, sprites.Text)
		l.take[i].Draw(dst, s.in, u)
	}
	if n := s.info.Watchers; n > 0 {
		sprites.DrawText(dst, i18n.Trf("online watching", n), sprites.Face(14*u, false), s.w/2, l.watchY,
			sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
	}
	if l.name.W > 0 {
		sprites.DrawText(dst, i18n.Tr("online your name"), sprites.Face(13*u, false), l.name.X, l.name.Y-2*u, sprites.AlignStart, sprites.AlignEnd, sprites.TextDim)
		s.name.Draw(dst, s.tick, u)
	}
	for _, b := range []ui.Button{l.start, l.copy, l.back} {
		if b.R.W > 0 {
			b.Draw(dst, s.in, u)
		}
	}
}

// seatLine says who holds a seat of the lobby.
func seatLine(st proto.Seat, mine bool) string {
	switch {
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
