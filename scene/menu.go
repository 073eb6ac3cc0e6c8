package scene

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
)

// menuScene sets up a new game (the game, its options, who sits where),
// offers to resume the saved game, and leads to import, export and the
// settings.
type menuScene struct {
	cfg     GameConfig
	spec    GameSpec
	options OptionsPanel
	names   [2]textField
	resume  *match.Match // the saved running game, or nil
	in      *Input
	w, h    float64
	tick    int
	errMsg  string // red: something went wrong
	note    string // a neutral line, e.g. where a record was saved
}

func newMenuScene(m *Manager) *menuScene {
	s := &menuScene{}
	s.setGame(m.Config)
	mt, err := m.play.loadAutosave()
	if err != nil {
		s.errMsg = trf("autosave bad", err)
	}
	if mt != nil {
		if _, ok := specFor(mt.Game().Name); ok {
			s.resume = mt
		}
	}
	return s
}

// setGame shows cfg's game, options and seats.
func (s *menuScene) setGame(cfg GameConfig) {
	spec, ok := specFor(cfg.GameName())
	if !ok {
		cfg.Game, spec = "", kaskadeSpec()
	}
	for i := range cfg.Players { // a colour is a default: the seat's own shows
		if isColourName(cfg.Players[i].Name) {
			cfg.Players[i].Name = ""
		}
	}
	s.cfg, s.spec = cfg, spec
	s.options = spec.NewOptions(cfg.OptionText())
	for i := range s.names {
		s.names[i] = textField{Text: cfg.SeatName(game.Player(i)), Max: maxNameRunes}
	}
}

// playable are the games of the catalogue that have a view, in the
// catalogue's order.
func playable() []games.Game {
	var out []games.Game
	for _, g := range games.All() {
		if _, ok := specFor(g.Name); ok {
			out = append(out, g)
		}
	}
	return out
}

// menuLayout holds every widget's rectangle for one screen size.
type menuLayout struct {
	u                   float64
	title, panel        Rect
	games               []button
	options             Rect
	presets             []button // Kaskade's preset sizes, inside options (for tests)
	playersLabelY       float64
	nameRows            [2]Rect
	types               [2]button
	resume              button
	resumeBar           Rect
	start, settings, qu button
	imp, exp, replay    button
	rules               button
}

func (s *menuScene) layout() menuLayout {
	u := fitUnit(s.w, s.h, 640, 720)
	cw := math.Min(s.w-24*u, 580*u)
	x0 := (s.w - cw) / 2
	l := menuLayout{u: u}
	gap := 10 * u
	panelH := 48*u + s.options.Height(u) + 40*u + float64(s.spec.Seats)*56*u
	if len(playable()) > 1 {
		panelH += 52 * u
	}
	total := 122*u + panelH + 2*(52*u+gap) + 40*u
	if s.resume != nil {
		total += 66 * u
	}
	top := math.Max(8*u, (s.h-total)/2)
	l.title = Rect{x0, top, cw, 110 * u}
	l.panel = Rect{x0, top + 122*u, cw, panelH}
	in := l.panel.Inset(24 * u)
	y := in.Y
	y = s.layoutGames(&l, in, y, u)
	l.options = Rect{in.X, y, in.W, s.options.Height(u)}
	if k, ok := s.options.(*kaskadeOptions); ok {
		l.presets = k.layout(l.options, u).presets
	}
	y += l.options.H + 30*u
	l.playersLabelY = y
	y += 16 * u
	s.layoutSeats(&l, in, y, u)
	y = l.panel.Y + l.panel.H + 18*u
	if s.resume != nil {
		l.resumeBar = Rect{x0, y, cw, 54 * u}
		l.resume = button{R: Rect{x0 + cw - 166*u, y + 7*u, 158 * u, 40 * u}, Label: tr("resume"), Primary: true}
		y += 66 * u
	}
	s.layoutButtons(&l, x0, y, cw, u)
	return l
}

func (s *menuScene) layoutGames(l *menuLayout, in Rect, y, u float64) float64 {
	gs := playable()
	if len(gs) < 2 {
		return y
	}
	gap := 10 * u
	w := (in.W - gap*float64(len(gs)-1)) / float64(len(gs))
	for i, g := range gs {
		l.games = append(l.games, button{R: Rect{in.X + float64(i)*(w+gap), y, w, 40 * u}, Label: g.Title, Selected: g.Name == s.spec.Name})
	}
	return y + 52*u
}

func (s *menuScene) layoutSeats(l *menuLayout, in Rect, y, u float64) {
	gap := 10 * u
	tw := math.Min(200*u, in.W*0.4)
	for i := range s.spec.Seats {
		if i >= len(l.nameRows) {
			break
		}
		l.nameRows[i] = Rect{in.X + 48*u, y, in.W - 48*u - tw - gap, 44 * u}
		l.types[i] = button{R: Rect{in.X + in.W - tw, y + 2*u, tw, 40 * u}, Label: trf("seat type", seatLabel(s.cfg.Players[i]))}
		y += 56 * u
	}
}

func (s *menuScene) layoutButtons(l *menuLayout, x0, y, cw, u float64) {
	gap := 10 * u
	n := 2.0
	if canQuit {
		n = 3
	}
	bw := (cw - gap*(n-1)) / n
	l.start = button{R: Rect{x0, y, bw, 52 * u}, Label: tr("start"), Primary: true}
	l.settings = button{R: Rect{x0 + bw + gap, y, bw, 52 * u}, Label: tr("settings")}
	l.qu = button{R: Rect{x0 + 2*(bw+gap), y, bw, 52 * u}, Label: tr("quit"), Disabled: !canQuit}
	y += 52*u + gap
	bw = (cw - 3*gap) / 4
	l.rules = button{R: Rect{x0, y, bw, 44 * u}, Label: tr("rules")}
	l.imp = button{R: Rect{x0 + bw + gap, y, bw, 44 * u}, Label: tr("import")}
	l.exp = button{R: Rect{x0 + 2*(bw+gap), y, bw, 44 * u}, Label: tr("export")}
	l.replay = button{R: Rect{x0 + 3*(bw+gap), y, bw, 44 * u}, Label: tr("replay")}
}

// seatLabel is a seat's type as the menu shows it.
func seatLabel(p PlayerConfig) string {
	if p.Type == Computer {
		return tr("computer") + " · " + tr(p.level())
	}
	return tr("human")
}

// nextSeat cycles Human, Easy, Medium, Hard, Expert, Human...
func nextSeat(p PlayerConfig) PlayerConfig {
	if p.Type != Computer {
		p.Type, p.Level = Computer, ComputerLevels[0]
		return p
	}
	for i, lv := range ComputerLevels {
		if lv == p.level() && i+1 < len(ComputerLevels) {
			p.Level = ComputerLevels[i+1]
			return p
		}
	}
	p.Type, p.Level = Human, ""
	return p
}

func (s *menuScene) Update(m *Manager, in *Input) error {
	s.tick++
	s.w, s.h, s.in = m.w, m.h, in
	l := s.layout()
	editing := s.editing() // before the fields see this tick's Enter
	for i := range s.spec.Seats {
		s.names[i].R = l.nameRows[i]
		s.names[i].update(in)
		if !s.names[i].Focus && i < len(s.spec.SeatKeys) { // follow a change of language
			s.names[i].Text = localized(s.spec.SeatKeys[i], s.names[i].Text)
		}
	}
	s.options.Update(in, l.options, l.u)
	s.updateGames(l, in)
	for i, b := range l.types {
		if i < s.spec.Seats && b.hit(in) {
			s.cfg.Players[i] = nextSeat(s.cfg.Players[i])
		}
	}
	switch {
	case l.start.hit(in) || (!editing && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter)):
		s.start(m)
	case s.resume != nil && l.resume.hit(in):
		s.resumeGame(m)
	case l.settings.hit(in):
		m.Goto(newSettingsScene(m, s))
	case l.rules.hit(in) || in.Pressed(ebiten.KeyF1):
		m.Goto(newRulesScene(s, s.spec))
	case l.imp.hit(in):
		m.Goto(newImportScene(m, s))
	case l.exp.hit(in):
		s.export(m)
	case l.replay.hit(in):
		s.replayLast(m)
	case l.qu.hit(in):
		m.Quit()
	}
	return nil
}

// editing reports whether text is being typed: a name, or a field of the
// game's options panel.
func (s *menuScene) editing() bool {
	for i := range s.spec.Seats {
		if i < len(s.names) && s.names[i].Focus {
			return true
		}
	}
	e, ok := s.options.(OptionsEditor)
	return ok && e.Editing()
}

// updateGames switches to the game whose button was hit, with its usual
// seats; the names typed so far go along (see GameConfig.forGame).
func (s *menuScene) updateGames(l menuLayout, in *Input) {
	gs := playable()
	for i, b := range l.games {
		if b.hit(in) && gs[i].Name != s.spec.Name {
			s.setGame(s.seatConfig().forGame(gs[i].Name))
		}
	}
}

// seatConfig is the menu's set-up with the names as typed.
func (s *menuScene) seatConfig() GameConfig {
	cfg := s.cfg
	cfg.setOptionText(s.options.Options())
	for i := range s.spec.Seats {
		cfg.Players[i].Name = strings.TrimSpace(s.names[i].Text)
		if cfg.Players[i].Name == "" {
			cfg.Players[i].Name = s.spec.seatName(game.Player(i))
		}
	}
	return cfg
}

// start begins a game with this menu's setup; a bad option text (a
// config can come from elsewhere) is shown, not fatal.
func (s *menuScene) start(m *Manager) {
	cfg := s.seatConfig()
	t, err := newTable(m, cfg)
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Config = cfg
	m.Goto(t)
}

// resumeGame continues the saved game with its own seats.
func (s *menuScene) resumeGame(m *Manager) {
	t, err := newTableFrom(m, s.seatConfig(), s.resume)
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Goto(t)
}

// lastGame is the game to export or replay: the one played last in this
// run, else the saved one.
func (s *menuScene) lastGame(m *Manager) *match.Match {
	if m.play.last != nil {
		return m.play.last
	}
	return s.resume
}

func (s *menuScene) export(m *Manager) {
	mt := s.lastGame(m)
	if mt == nil {
		s.note, s.errMsg = tr("nothing to export"), ""
		return
	}
	note, next, err := exportRecord(m, s, mt)
	switch {
	case err != nil:
		s.errMsg, s.note = trf("save failed", err), ""
	case next != nil:
		m.Goto(next)
	default:
		s.note, s.errMsg = note, ""
	}
}

func (s *menuScene) replayLast(m *Manager) {
	mt := s.lastGame(m)
	if mt == nil {
		s.note, s.errMsg = tr("nothing to export"), ""
		return
	}
	r, err := newReplayScene(m, mt, s)
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Goto(r)
}
