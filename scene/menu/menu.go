// Package menu is the menu: the game tabs, the game's options and seats,
// the resume bar (or the offer of a guided first game), and the buttons to
// every other screen.
package menu

import (
	"kaskade/scene"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	"kaskade/engine/games"
	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/scene/view"
	"kaskade/sprites"
)

// menuScene sets up a new game (the game, its options, who sits where),
// offers to resume the saved game, and leads to import, export and the
// settings.
type menuScene struct {
	cfg     view.GameConfig
	spec    view.GameSpec
	options view.OptionsPanel
	names   []ui.TextField          // one per seat
	paused  map[string]*match.Match // each game's saved running game
	resume  *match.Match            // the selected game's, or nil
	in      *ui.Input
	w, h    float64
	tick    int
	errMsg  string                 // red: something went wrong
	note    scene.Note             // a neutral line, e.g. where a record was saved
	asking  bool                   // Start asks what becomes of the paused game (menu_ask.go)
	seatTop int                    // the first seat shown where the seats go by pages (a phone, many seats)
	guided  func(game string) bool // whose guided game was answered (guide_offer.go); nil: nothing is remembered

	// layout() runs in every Update and Draw; what it measures and
	// searches for is kept for the screen size (and seats) it was for.
	unit    unitMemo
	optMemo optionsMemo
}

// unitMemo is menuUnit's answer for one screen size.
type unitMemo struct {
	w, h, u float64
	texts   textKey
	d       menuDims
	rows    int
	ok      bool
}

// textKey is what of the texts a layout depends on besides the screen:
// the text size and the language (a word of it), so that a layout kept
// follows a change made in the settings.
type textKey struct {
	scale float64
	word  string
}

func currentTexts() textKey { return textKey{sprites.TextScale(), i18n.Tr("settings")} }

// optionsMemo is optionsUnits' answer for one screen size, seat count,
// height the panel may take and choice of options: the options panel's
// touch height and its height in units. A new options panel (setGame)
// forgets it.
type optionsMemo struct {
	key            optionsKey
	touch, heightU float64
	ok             bool
}

type optionsKey struct {
	w, h, limit float64
	texts       textKey
	seats       int
	options     string // the panel's choice: a panel may grow with it
}

func newMenuScene(m *scene.Manager) *menuScene {
	s := &menuScene{}
	var err error
	s.paused, err = m.Play.Paused()
	if err != nil {
		s.errMsg = i18n.Trf("autosave bad", err)
	}
	s.setGame(m.Config)
	if m.HasStore() {
		s.guided = m.GuideOffered
	}
	return s
}

// setGame shows cfg's game, options and seats.
func (s *menuScene) setGame(cfg view.GameConfig) {
	spec, ok := view.SpecFor(cfg.GameName())
	if !ok {
		cfg = cfg.ForGame(view.DefaultGame())
		spec, _ = view.SpecFor(cfg.Game)
	}
	cfg.FitSeats()
	for i := range cfg.Players { // a colour is a default: the seat's own shows
		if view.IsColourName(cfg.Players[i].Name) {
			cfg.Players[i].Name = ""
		}
	}
	s.cfg, s.spec = cfg, spec
	s.resume = s.paused[spec.Name]
	s.options = spec.NewOptions(cfg.OptionText())
	s.optMemo = optionsMemo{}
	s.names = nil
	s.fitNames()
}

// fitNames gives every seat a name field, keeping what was typed.
func (s *menuScene) fitNames() {
	names := make([]ui.TextField, len(s.cfg.Players))
	for i := range names {
		if i < len(s.names) {
			names[i] = s.names[i]
			continue
		}
		names[i] = ui.TextField{Text: s.cfg.SeatName(game.Player(i)), Max: scene.MaxNameRunes}
	}
	s.names = names
}

// followOptions fits the seats to the options panel's choice: a game whose
// player count is an option (Kaleidoskop) adds or removes seats there.
func (s *menuScene) followOptions() {
	if opts := s.options.Options(); opts != s.cfg.OptionText() {
		s.cfg.SetOptionText(opts)
		s.fitNames()
	}
}

// menuLayout holds every widget's rectangle for one screen size.
type menuLayout struct {
	u                   float64
	title, panel        ui.Rect
	games               []ui.Button
	picker              gamePicker // the games as one row where the tabs do not fit (d.gamePicker)
	options             ui.Rect
	playersLabelY       float64
	firstSeat           int       // the seat of nameRows[0] and types[0]
	nameRows            []ui.Rect // the seats shown: all, or a page of them
	types               []ui.Button
	pager               seatPager // the seats' pages; zero where all seats show
	resume              ui.Button
	resumeBar           ui.Rect
	start, settings, qu ui.Button
	imp, exp, replay    ui.Button
	stats               ui.Button // the statistics screen
	online              ui.Button
	rules               ui.Button
}

// menuDims are the menu's heights in layout units: the title, a row of
// game tabs and a tab, a seat's row (three sizes) and its fields, the
// resume bar and its button, the two rows of buttons. On a phone held
// upright the tappable ones grow to a finger's size (touchPx), the rest
// stays as designed.
type menuDims struct {
	tabRowH, tabH              float64
	seatH, seatLowH, minSeatH  float64
	fieldH                     float64
	titleH, pad                float64 // the title, the panel's padding
	resumeH, resumeBarH, resBH float64
	startH, rowH               float64
	buttonRows                 int     // the rows of buttons under the panel: two, or three where labels need the room
	labels                     float64 // the labels' size, as a multiple of the design's
	gamePicker                 bool    // the games as one row, ‹ game ›: two tabs side by side do not fit
	touch                      float64 // a finger's height in units for the options panel, 0 on a desktop
	u                          float64 // the unit these are for; 0: the design's (1)
}

// menuNotesH is the height of the notes under the buttons, in layout
// units.
const menuNotesH = 40

// designDims are the heights on a desktop.
var designDims = menuDims{
	tabRowH: 46, tabH: 36,
	seatH: 56, seatLowH: 46, minSeatH: 36, fieldH: 44,
	resumeH: 66, resumeBarH: 54, resBH: 40,
	startH: 52, rowH: 44, buttonRows: 2,
	labels: 1, titleH: 122, pad: 24,
}

// touchPx is the least height of a tappable element on a phone held
// upright, in device pixels: 46 phone units, at least 44 CSS pixels on a
// 390 pixels wide phone and 40 on a 360 one, whatever the pixel ratio.
func touchPx(w, h float64) float64 { return 46 * ui.PhoneUnit(w, h) }

// dimsFor are the heights at unit u on a screen of w x h.
func dimsFor(w, h, u float64) menuDims {
	d := designDims
	d.u = u
	if !ui.Portrait(w, h) {
		return d
	}
	t := touchPx(w, h)/u + 0.5 // in units, a little over against rounding
	d.tabH = math.Max(d.tabH, t)
	d.tabRowH = d.tabH + 8
	d.fieldH = math.Max(d.fieldH, t)
	d.seatH = math.Max(d.seatH, d.fieldH+12) // a row's field is 12 units lower
	d.seatLowH = math.Max(d.seatLowH, d.fieldH+12)
	// minSeatH stays: many seats (six, eight) on a small phone squeeze
	// their rows below a finger's height rather than push the buttons off
	// the screen.
	d.resBH = math.Max(d.resBH, t)
	d.resumeBarH = d.resBH + 8 // tighter than on a desktop: a phone's height is short
	d.resumeH = d.resumeBarH + 10
	d.titleH, d.pad = 100, 16
	d.startH = math.Max(d.startH, t)
	d.rowH = math.Max(d.rowH, t)
	d.labels = 1.3 // taller buttons, and a phone is read closer: larger labels
	d.touch = t
	return d
}

// label is the height a button's label is written for (ui.Button.LabelH)
// where the design's button is h units high: never more than the button.
func (d menuDims) label(h, u float64) float64 { return h * u * d.labels }

// buttonsH is the height of the rows of buttons and the gap above.
func (d menuDims) buttonsH() float64 { return 18 + d.startH + d.lowRowsH() }

// lowRowsH is the height of the rows of buttons under Start's, with
// their gaps.
func (d menuDims) lowRowsH() float64 { return float64(d.buttonRows-1) * (10 + d.rowH) }

// menuUnits is the menu's height in layout units for a game whose options
// are optH units high, with seats seats and the resume bar.
func (d menuDims) menuUnits(tabRows int, optH float64, seats int) float64 {
	return d.titleH + d.panelUnits(tabRows, optH, seats, d.seatUnits(seats)) + d.resumeH + d.buttonsH() + menuNotesH
}

// panelUnits is the panel's height: tabs, options, the players' label
// and the seats.
func (d menuDims) panelUnits(tabRows int, optH float64, seats int, pitch float64) float64 {
	return 2*d.pad + float64(tabRows)*d.tabRowH + optH + 40 + float64(seats)*pitch
}

// seatUnits is the height of one seat row: compact when many seats share
// the panel.
func (d menuDims) seatUnits(seats int) float64 {
	if seats > 3 {
		return d.seatLowH
	}
	return d.seatH
}

var (
	menuSizesOnce sync.Once
	menuSizes     map[string]menuSize // each game's options height and usual seats
)

type menuSize struct {
	options view.OptionsPanel // the default options, for their height
	seats   int
}

// designUnits is the height the menu is laid out for: the tallest
// game's, with the resume bar. Every game gets the same unit and top, so
// that the title and the tabs stay where they are when the game changes.
func (d menuDims) designUnits(tabRows int) float64 {
	menuSizesOnce.Do(func() {
		menuSizes = map[string]menuSize{}
		for _, g := range scene.Playable() {
			spec, _ := view.SpecFor(g.Name)
			cfg := view.GameConfig{}.ForGame(g.Name)
			menuSizes[g.Name] = menuSize{options: spec.NewOptions(""), seats: cfg.SeatCount()}
		}
	})
	h, u := 0.0, d.u
	if u <= 0 {
		u = 1
	}
	for _, z := range menuSizes { // at the unit: a panel's texts have a floor in pixels
		z.options.SetTouch(d.touch * u)
		setOptionsWidth(z.options, (580-2*d.pad)*u)
		h = math.Max(h, d.menuUnits(tabRows, z.options.Height(u)/u, z.seats))
	}
	return h
}

// menuUnit is the menu's layout unit, its heights and its rows of game
// tabs. The heights in units depend on the unit on a phone (a finger's
// size is fixed), so the three are found together.
func (s *menuScene) menuUnit() (u float64, d menuDims, rows int) {
	if m := s.unit; m.ok && m.w == s.w && m.h == s.h && m.texts == currentTexts() {
		return m.u, m.d, m.rows
	}
	u, d, rows = s.findUnit()
	s.unit = unitMemo{w: s.w, h: s.h, u: u, texts: currentTexts(), d: d, rows: rows, ok: true}
	return u, d, rows
}

// findUnit works out menuUnit: the unit depends on the heights and the
// rows of tabs, which depend on the unit, so it iterates.
func (s *menuScene) findUnit() (u float64, d menuDims, rows int) {
	rows, d = 1, designDims
	picker := false // once chosen, kept: the unit it gives would bring the tabs back
	tabs := func() {
		d = s.dimsAt(u)
		rows = tabRows(len(scene.Playable()), (580-2*d.pad)*u, d.label(menuTabFontH, u), u)
		if picker = picker || usePicker(rows); picker {
			d.gamePicker, rows = true, 1
		}
	}
	for range 6 {
		u = ui.FitUnit(s.w, s.h, 640, d.designUnits(rows))
		tabs()
	}
	// Never smaller than the desktop design's unit: the games' options
	// panels are laid out for it. A small phone then runs out of height
	// only for a game of many seats, whose rows squeeze (layout).
	if least := ui.FitUnit(s.w, s.h, 640, designDims.designUnits(rows)); u < least {
		u = least
		tabs()
	}
	return u, d, rows
}

// usePicker says whether the game tabs, in rows rows, give way to the
// picker: where each needs a row of its own (a small phone in the largest
// text size), five rows of tabs would leave the options no room.
func usePicker(rows int) bool {
	n := len(scene.Playable())
	return n > 2 && rows >= n
}

func (s *menuScene) layout() menuLayout {
	u, d, rows := s.menuUnit()
	cw := math.Min(s.w-24*u, 580*u)
	x0 := (s.w - cw) / 2
	l := menuLayout{u: u}
	top := math.Max(8*u, (s.h-d.designUnits(rows)*u)/2)
	startY := s.buttonsY(top, u, d, rows)
	n := len(s.names)
	pitch := d.seatUnits(n)
	// The panel ends above the buttons, and above the resume bar if a game
	// is paused: the seats may take the bar's place, the buttons stay.
	limit := (startY-top)/u - d.titleH - 18
	if s.resume != nil || s.offering() {
		limit -= d.resumeH
	}
	room := func(optH float64) float64 { return limit - d.panelUnits(rows, optH, n, 0) }
	optH := s.optionsHeight(d, u, room, n, limit)
	shown, pagerH := n, 0.0 // the seats shown; the pager's height over the label's
	switch left := room(optH); {
	case n == 0 || left >= float64(n)*pitch:
	case d.touch > 0: // a phone: finger-high rows, by pages
		pagerH = d.fieldH + 16 - 46                        // the pager row and its gaps, for the label's
		shown = max(1, min(n-1, int((left-pagerH)/pitch))) // one seat alone never pages
	default:
		pitch = math.Max(d.minSeatH, left/float64(n)) // many seats on a small screen
	}
	l.title = ui.Rect{X: x0, Y: top, W: cw, H: (d.titleH - 12) * u}
	l.panel = ui.Rect{X: x0, Y: top + d.titleH*u, W: cw, H: (d.panelUnits(rows, optH, shown, pitch) + pagerH) * u}
	in := l.panel.Inset(d.pad * u)
	y := s.layoutGames(&l, in, in.Y, u, d, rows)
	l.options = ui.Rect{X: in.X, Y: y, W: in.W, H: optH * u}
	y += l.options.H
	if shown < n {
		y = s.layoutPager(&l, in, y+8*u, u, d, shown) + 8*u
	} else {
		l.playersLabelY = y + 30*u
		y += 46 * u
	}
	s.layoutSeats(&l, in, y, u, d, pitch*u, shown)
	switch {
	case s.resume != nil:
		layoutResume(&l, x0, startY-d.resumeH*u, cw, u, d, i18n.Tr("resume"))
	case s.offering():
		layoutResume(&l, x0, startY-d.resumeH*u, cw, u, d, i18n.Tr("guide yes"))
	}
	s.layoutButtons(&l, x0, startY, cw, u, d)
	return l
}

// layoutResume puts the resume bar, with its button labelled label at the
// end, at y. It also offers a guided first game (guide_offer.go).
func layoutResume(l *menuLayout, x0, y, cw, u float64, d menuDims, label string) {
	l.resumeBar = ui.Rect{X: x0, Y: y, W: cw, H: d.resumeBarH * u}
	bw := math.Max(158*u, ui.ButtonLabelWidth(label, d.label(40, u), true)+24*u)
	l.resume = ui.Button{R: ui.Rect{X: x0 + cw - bw - 8*u, Y: y + (d.resumeBarH-d.resBH)/2*u, W: bw, H: d.resBH * u}, Label: label, Primary: true, LabelH: d.label(40, u)}
}

// buttonsY is where the rows of buttons begin: where the tallest game
// with a paused game and a note puts them (designUnits). Start, Settings
// and Rules stay there when the game, its options or the resume bar
// change, so a click meant for Start does not land on Rules. A screen
// too short for that (a small phone) has them at its bottom, raised only
// while a note shows below them: the seats need that room.
func (s *menuScene) buttonsY(top, u float64, d menuDims, rows int) float64 {
	below := d.startH + d.lowRowsH() + 8 // and a margin at the screen's foot
	if s.errMsg != "" || s.note.Key != "" {
		below += menuNotesH
	}
	return math.Min(top+(d.designUnits(rows)-d.startH-d.lowRowsH()-menuNotesH)*u, s.h-below*u)
}

// optionsHeight is optionsUnits, worked out once for a screen size, seat
// count and height the panel may take (limit, in units): its bisection would
// otherwise run in every Update and Draw on a phone whose seats lack room.
func (s *menuScene) optionsHeight(d menuDims, u float64, room func(optH float64) float64, seats int, limit float64) float64 {
	k := optionsKey{w: s.w, h: s.h, limit: limit, texts: currentTexts(), seats: seats, options: s.options.Options()}
	setOptionsWidth(s.options, math.Min(s.w-24*u, 580*u)-2*d.pad*u)
	if m := s.optMemo; m.ok && m.key == k {
		s.options.SetTouch(m.touch)
		return m.heightU
	}
	optH, touch := s.optionsUnits(d, u, room, seats)
	s.optMemo = optionsMemo{key: k, touch: touch, heightU: optH, ok: true}
	return optH
}

// setOptionsWidth tells a panel that asks (view.Widther) its width.
func setOptionsWidth(p view.OptionsPanel, w float64) {
	if wd, ok := p.(view.Widther); ok {
		wd.SetWidth(w)
	}
}

// optionsUnits sets the options panel's touch height and returns its
// height in units, and the touch height it set. On a phone its elements
// are a finger high; seats that then lack room go by pages (layout).
func (s *menuScene) optionsUnits(d menuDims, u float64, _ func(optH float64) float64, _ int) (heightU, touch float64) {
	s.options.SetTouch(d.touch * u)
	return s.options.Height(u) / u, d.touch * u
}

func (s *menuScene) layoutGames(l *menuLayout, in ui.Rect, y, u float64, d menuDims, rows int) float64 {
	gs := scene.Playable()
	if len(gs) < 2 {
		return y
	}
	if d.gamePicker {
		l.picker = s.layoutPicker(ui.Rect{X: in.X, Y: y, W: in.W, H: d.tabH * u}, u, d)
		return y + d.tabRowH*u
	}
	gap := 10 * u
	cols := (len(gs) + rows - 1) / rows
	w := (in.W - gap*float64(cols-1)) / float64(cols)
	for i, g := range gs {
		r := ui.Rect{X: in.X + float64(i%cols)*(w+gap), Y: y + float64(i/cols)*d.tabRowH*u, W: w, H: d.tabH * u}
		label := g.Title
		if s.paused[g.Name] != nil {
			label += pausedMark // a paused game waits there
		}
		l.games = append(l.games, ui.Button{R: r, Label: label, Selected: g.Name == s.spec.Name, LabelH: d.label(menuTabFontH, u)})
	}
	return y + float64(rows)*d.tabRowH*u
}

// menuTabFontH is the height whose labels the tabs have (ui.Button's
// font follows its height): a taller tab on a phone keeps it.
const menuTabFontH = 36

// pausedMark follows the title of a game tab whose game is paused.
const pausedMark = " •"

// tabRows is how many rows the n game tabs take in a panel w wide: as
// few as let every title, with the paused mark, fit its tab.
func tabRows(n int, w, labelH, u float64) int {
	widest := 0.0
	for _, g := range scene.Playable() {
		widest = math.Max(widest, ui.ButtonLabelWidth(g.Title+pausedMark, labelH, true)+16*u)
	}
	for cols := max(n, 1); cols > 1; cols-- {
		if (w-10*u*float64(cols-1))/float64(cols) >= widest {
			return (n + cols - 1) / cols
		}
	}
	return max(n, 1)
}

// seatTypeW is the width of the seats' type buttons in the panel in, h
// high: the design's, or as wide as the longest label written at the text
// size's floor needs ("‹ Computer · Experte ›" in a larger text, on a
// phone, spilled out of it), up to 60% of the panel.
func seatTypeW(in ui.Rect, u, h float64) float64 {
	need := 0.0
	for _, p := range seatTypes() {
		need = max(need, ui.ButtonLabelWidth(i18n.Trf("seat type", seatLabel(p)), 0, false))
	}
	return math.Min(math.Max(math.Min(200*u, in.W*0.4), need+0.25*h+12*u), in.W*0.6)
}

// seatTypes are the types a seat steps through: a person, then the
// computer at each level.
func seatTypes() []view.PlayerConfig {
	out := []view.PlayerConfig{{Type: view.Human}}
	for _, l := range view.ComputerLevels {
		out = append(out, view.PlayerConfig{Type: view.Computer, Level: l})
	}
	return out
}

// layoutPager puts the seats' pager at y, where the Players label is
// otherwise, for pages of perPage seats, and returns where it ends.
func (s *menuScene) layoutPager(l *menuLayout, in ui.Rect, y, u float64, d menuDims, perPage int) float64 {
	n := len(s.names)
	s.seatTop = min(max(s.seatTop, 0), n-1) / perPage * perPage // a page's first
	h := d.fieldH * u
	tw := seatTypeW(in, u, h)
	l.firstSeat = s.seatTop
	shown := min(perPage, n-s.seatTop)
	l.pager = newSeatPager(ui.Rect{X: in.X, Y: y, W: in.W - tw - 10*u, H: h}, ui.Rect{X: in.X + in.W - tw, Y: y, W: tw, H: h}, s.seatTop, shown, n, d.label(40, u), u)
	return y + h
}

// layoutSeats lays the rows of shown seats out from y, pitch apart, from
// the first of the page (l.firstSeat): every seat, or on a phone a page.
func (s *menuScene) layoutSeats(l *menuLayout, in ui.Rect, y, u float64, d menuDims, pitch float64, shown int) {
	gap := 10 * u
	tw := seatTypeW(in, u, d.fieldH*u)
	h := math.Min(pitch-12*u, d.fieldH*u)
	if pitch < d.seatLowH*u { // squeezed: closer rows, not thinner fields
		h = pitch - 6*u
	}
	inset := 2 * u // the type button sits inside the field's height
	if d.fieldH != designDims.fieldH {
		inset = 0 // a phone's: as tall as a finger needs
	}
	first := l.firstSeat
	for i := first; i < min(first+shown, len(s.names)); i++ {
		l.nameRows = append(l.nameRows, ui.Rect{X: in.X + 48*u, Y: y, W: in.W - 48*u - tw - gap, H: h})
		l.types = append(l.types, ui.Button{R: ui.Rect{X: in.X + in.W - tw, Y: y + inset, W: tw, H: h - 2*inset}, Label: i18n.Trf("seat type", seatLabel(s.cfg.Players[i])), LabelH: d.label(40, u)})
		y += pitch
	}
}

// menuButtonRows are the buttons under the panel by text key, in rows:
// two as designed, or three where a label does not fit its button at the
// least size text is written in (a phone in a large text size, in
// German: "Einstellungen", "Abspielen"). Quit, where there is one, ends
// the first row, or the last.
func menuButtonRows(rows int) [][]string {
	if rows == 3 {
		last := []string{"import", "export", "replay"}
		if platform.CanQuit {
			last = append(last, "quit")
		}
		return [][]string{{"start", "online"}, {"settings", "rules", "statistics"}, last}
	}
	first := []string{"start", "online", "settings"}
	if platform.CanQuit {
		first = append(first, "quit")
	}
	return [][]string{first, {"rules", "statistics", "import", "export", "replay"}}
}

// dimsAt is dimsFor with the rows of buttons the labels need at unit u.
func (s *menuScene) dimsAt(u float64) menuDims {
	d := dimsFor(s.w, s.h, u)
	cw := math.Min(s.w-24*u, 580*u)
	for _, row := range menuButtonRows(2) {
		bw := (cw - 10*u*float64(len(row)-1)) / float64(len(row))
		for _, key := range row {
			if ui.ButtonLabelWidth(i18n.Tr(key), 0, key == "start") > bw-2*u { // at the floor (size 0 asks for it)
				d.buttonRows = 3
			}
		}
	}
	return d
}

func (s *menuScene) layoutButtons(l *menuLayout, x0, y, cw, u float64, d menuDims) {
	gap := 10 * u
	l.qu = ui.Button{Label: i18n.Tr("quit"), Disabled: !platform.CanQuit} // zero where there is none
	place := map[string]*ui.Button{"start": &l.start, "online": &l.online, "settings": &l.settings, "quit": &l.qu,
		"rules": &l.rules, "statistics": &l.stats, "import": &l.imp, "export": &l.exp, "replay": &l.replay}
	for i, row := range menuButtonRows(d.buttonRows) {
		h, lh := d.rowH*u, d.label(44, u)
		if i == 0 {
			h, lh = d.startH*u, d.label(52, u)
		}
		bw := (cw - gap*float64(len(row)-1)) / float64(len(row))
		var bs []*ui.Button
		for j, key := range row {
			b := place[key]
			*b = ui.Button{R: ui.Rect{X: x0 + float64(j)*(bw+gap), Y: y, W: bw, H: h}, Label: i18n.Tr(key), LabelH: lh, Primary: key == "start", Disabled: b.Disabled}
			bs = append(bs, b)
		}
		if i == 0 {
			fitLabels(bw-12*u, bs...) // one size for Start's row
		}
		y += h + gap
	}
}

// fitLabels writes the labels of a row of buttons at one size, the
// largest at which each fits in w ("Einstellungen" on a phone).
func fitLabels(w float64, bs ...*ui.Button) {
	lh := bs[0].LabelH
	for _, b := range bs {
		for lh > 20 && ui.ButtonLabelWidth(b.Label, lh, b.Primary) > w {
			lh *= 0.95
		}
	}
	for _, b := range bs {
		b.LabelH = lh
	}
}

// seatLabel is a seat's type as the menu shows it.
func seatLabel(p view.PlayerConfig) string {
	if p.Type == view.Computer {
		return i18n.Tr("computer") + " · " + i18n.Tr(p.LevelOrDefault())
	}
	return i18n.Tr("human")
}

// stepSeat steps a seat's type through Human, Easy, Medium, Hard,
// Expert and round again: forward (by 1) or back (by -1).
func stepSeat(p view.PlayerConfig, by int) view.PlayerConfig {
	types := seatTypes()
	at := 0 // Human is step 0, the levels follow
	if p.Type == view.Computer {
		at = 1 + max(slices.Index(view.ComputerLevels, p.LevelOrDefault()), 0)
	}
	t := types[((at+by)%len(types)+len(types))%len(types)]
	p.Type, p.Level = t.Type, t.Level
	return p
}

// seatStep is how a click on a seat's type button "‹ Human ›" steps it:
// its left third, under "‹", back; the rest, the words and "›", forward
// (a tap on the words' middle went back); 0 if the button was not
// clicked.
func seatStep(b ui.Button, in *ui.Input) int {
	if !b.Hit(in) {
		return 0
	}
	for _, c := range in.Clicks {
		if b.R.Contains(c) && c.X < b.R.X+b.R.W/3 {
			return -1
		}
	}
	return 1
}

func (s *menuScene) Update(m *scene.Manager, in *ui.Input) error {
	s.tick++
	s.w, s.h, s.in = m.W(), m.H(), in
	l := s.layout()
	if s.asking {
		_, d, _ := s.menuUnit()
		s.updateAsk(m, in, s.askLayout(l.u, d))
		return nil
	}
	editing := s.editing() // before the fields see this tick's Enter
	for i := range s.names {
		if j := i - l.firstSeat; j >= 0 && j < len(l.nameRows) {
			s.names[i].R = l.nameRows[j]
			s.names[i].Update(in)
		} else {
			s.names[i].Focus = false // on another page
		}
		if !s.names[i].Focus && i < len(s.spec.SeatKeys) { // follow a change of language
			s.names[i].Text = i18n.Localized(s.spec.SeatKeys[i], s.names[i].Text)
		}
	}
	s.options.Update(in, l.options, l.u)
	s.followOptions()
	s.updateGames(m, l, in)
	for j, b := range l.types {
		if i, by := l.firstSeat+j, seatStep(b, in); i < len(s.cfg.Players) && by != 0 {
			s.cfg.Players[i] = stepSeat(s.cfg.Players[i], by)
		}
	}
	s.seatTop += l.pager.step(in)
	switch {
	case l.start.Hit(in) || (!editing && in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter)):
		if !s.askStart() {
			s.start(m)
		}
	case s.resume != nil && l.resume.Hit(in):
		s.resumeGame(m)
	case s.offering() && l.resume.Hit(in):
		s.startGuide(m)
	case l.settings.Hit(in):
		m.Goto(scene.Open.Settings(m, s))
	case l.stats.Hit(in):
		m.Goto(scene.Open.Stats(m, s))
	case l.rules.Hit(in) || in.Pressed(ebiten.KeyF1):
		m.Goto(scene.Open.Rules(s, s.spec))
	case l.imp.Hit(in):
		m.Goto(scene.Open.Import(m, s))
	case l.exp.Hit(in):
		s.export(m)
	case l.replay.Hit(in):
		s.replayLast(m)
	case l.online.Hit(in):
		m.Remember(s.seatConfig())
		m.Goto(scene.Open.Online(m, ""))
	case l.qu.Hit(in):
		m.Quit()
	}
	return nil
}

// editing reports whether text is being typed: a name, or a field of the
// game's options panel.
func (s *menuScene) editing() bool {
	for i := range s.names {
		if s.names[i].Focus {
			return true
		}
	}
	e, ok := s.options.(view.OptionsEditor)
	return ok && e.Editing()
}

// updateGames switches to the game whose button was hit, with the set-up
// it had last (or its usual seats, taking along the names typed so far);
// the set-up being left is remembered for the way back.
func (s *menuScene) updateGames(m *scene.Manager, l menuLayout, in *ui.Input) {
	gs := scene.Playable()
	for i, b := range l.games {
		if b.Hit(in) && gs[i].Name != s.spec.Name {
			s.switchGame(m, gs[i].Name)
		}
	}
	if step := l.picker.step(in); step != 0 {
		i := slices.IndexFunc(gs, func(g games.Game) bool { return g.Name == s.spec.Name })
		s.switchGame(m, gs[(i+step+len(gs))%len(gs)].Name)
	}
}

// switchGame shows the game name with the set-up it had last.
func (s *menuScene) switchGame(m *scene.Manager, name string) {
	cur := s.seatConfig()
	m.KeepSetup(cur)
	s.setGame(m.SetupFor(name, cur))
	s.note = scene.Note{} // it was about the game left
}

// seatConfig is the menu's set-up with the names as typed.
func (s *menuScene) seatConfig() view.GameConfig {
	cfg := s.cfg
	cfg.SetOptionText(s.options.Options())
	cfg.Players = slices.Clone(cfg.Players)
	for i := range min(len(s.names), len(cfg.Players)) {
		cfg.Players[i].Name = strings.TrimSpace(s.names[i].Text)
		if cfg.Players[i].Name == "" {
			cfg.Players[i].Name = s.spec.SeatName(game.Player(i))
		}
	}
	return cfg
}

// start begins a game with this menu's setup; a bad option text (a
// config can come from elsewhere) is shown, not fatal.
func (s *menuScene) start(m *scene.Manager) {
	cfg := s.seatConfig()
	t, err := scene.Open.Table(m, scene.Game{Config: cfg})
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Remember(cfg)
	m.NoteGuided(cfg.Game) // a game started answers the guided game's offer
	m.Goto(t)
}

// resumeGame continues the saved game with its own seats.
func (s *menuScene) resumeGame(m *scene.Manager) {
	t, err := scene.Open.Table(m, scene.Game{Config: s.seatConfig(), Match: s.resume})
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Goto(t)
}

// lastGame is the game to export or replay: the one played last in this
// run, else the saved one.
func (s *menuScene) lastGame(m *scene.Manager) *match.Match {
	if m.Play.Last != nil {
		return m.Play.Last
	}
	return s.resume
}

func (s *menuScene) export(m *scene.Manager) {
	mt := s.lastGame(m)
	if mt == nil {
		s.note, s.errMsg = scene.Note{Key: "nothing to export"}, ""
		return
	}
	note, next, err := scene.Open.Export(m, s, mt)
	switch {
	case err != nil:
		s.errMsg, s.note = i18n.Trf("save failed", err), scene.Note{}
	case next != nil:
		m.Goto(next)
	default:
		s.note, s.errMsg = note, ""
	}
}

func (s *menuScene) replayLast(m *scene.Manager) {
	mt := s.lastGame(m)
	if mt == nil {
		s.note, s.errMsg = scene.Note{Key: "nothing to export"}, ""
		return
	}
	r, err := scene.Open.Replay(m, mt, s)
	if err != nil {
		s.errMsg = err.Error()
		return
	}
	m.Goto(r)
}

func (s *menuScene) Animating() bool { return s.editing() } // the caret blinks

// Probe tells the browser's test hook which screen this is.
func (s *menuScene) Probe() scene.Probe { return scene.Probe{Scene: "menu"} }
