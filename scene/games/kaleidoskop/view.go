package kaleidoskop

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// View is Kaleidoskop's View: the hexagon board with its covers, hollows,
// crystals and colour tiles; the supply, the tools and the turn's buttons;
// the hand of the player to move; every player's belongings.
//
// Hidden hands: the table hands the view the referee's position; the view
// keeps only ViewFor(the seat to move) of it (seeOf) and draws from that
// alone, so no other hand can reach the screen. Even the mover's hand
// stays face down until the mover has the device: the table says so
// (ViewEnv.AtScreen, once its curtain between two people was lifted), or
// outside a table the seat asks at the screen ("Show my cards"; see
// revealed).
type View struct {
	env view.ViewEnv
	st  *kal.State // the position at rest as the seat to move sees it
	geo *boardGeo
	lay layout

	revealed int                  // the seat whose hand is face up, -1 for none
	human    [kal.MaxPlayers]bool // seats the table has asked the view for a move: people
	computer [kal.MaxPlayers]bool // seats seen moving that were never asked: computers

	colour kal.Colour      // the supply colour chosen, None
	tool   kal.Tool        // the mirror or glass being aimed, noTool
	aim    kal.Hollow      // its crystal once chosen, NoHollow
	lit    kal.CardMission // the mission whose match is lit on the board; Card NoCard
	cursor kal.Hollow      // the keyboard's hollow, NoHollow until an arrow is pressed

	endWarned bool // End turn has said this turn that a mission could still be completed

	fade        *fade
	hint        game.Move
	refused     game.Move
	refuseTicks int
	ptr         ui.PointerState
	tick        int
	tab         int // on an upright phone: the hand or the players shown
}

const noTool kal.Tool = -1

// refuseTicks is how long a refused choice flashes.
const refuseFlash = 40

// NewView makes the view, showing a fresh four-player game until Reset.
func NewView(env view.ViewEnv) view.View {
	v := &View{env: env, revealed: -1, hint: game.NoMove, refused: game.NoMove}
	v.clearSelection()
	if s, err := kal.New(kal.DefaultOptions); err == nil {
		s.Settle()
		v.setState(s)
	}
	return v
}

// stateOf unwraps the engine's state from the contract's.
func stateOf(st game.State) *kal.State {
	s, _ := st.(*kal.State)
	return s
}

// seatOf is the seat whose view is drawn: the seat the view was made for
// (the person at this screen), else the one to move (or, at the end, the
// last to move).
func seatOf(s *kal.State) int {
	if v := s.Viewer(); v >= 0 && v < s.NumPlayers() {
		return v
	}
	return max(s.Current(), 0)
}

// seeOf is what the view may keep of s: seat's view of it, never the
// referee's state.
func seeOf(s *kal.State) *kal.State {
	if s.Viewer() != -1 { // a seat's or an onlooker's view, never the referee's
		return s.Clone().(*kal.State)
	}
	return s.ViewFor(game.Player(seatOf(s))).(*kal.State)
}

func (v *View) Layout(r ui.Rect, u float64) {
	n := kal.DefaultOptions.Players
	if v.st != nil {
		n = v.st.NumPlayers()
	}
	v.lay = layoutView(r, u, n, !v.env.Looking)
}

func (v *View) Reset(st game.State) {
	s := stateOf(st)
	if s == nil {
		return
	}
	v.fade, v.hint, v.refuseTicks = nil, game.NoMove, 0
	v.setState(seeOf(s))
}

// setState shows s (a seat's view) at rest. A new seat to move turns the
// hand face down and drops the choices of the turn before.
func (v *View) setState(s *kal.State) {
	old := v.st
	v.st, v.geo = s, geoFor(s)
	if old == nil || seatOf(old) != seatOf(s) || old.Round() != s.Round() || old.Phase() == kal.PhaseSetup {
		v.revealed = -1
		v.clearSelection()
		v.endWarned = false
		v.tab = tabHand // a new turn: the mover's cards first
	}
	if v.revealed < 0 && v.env.AtScreen != nil && v.env.AtScreen(game.Player(seatOf(s))) {
		v.revealed = seatOf(s) // the mover has the device (the table's curtain saw to it): their cards are up
	}
	if s.Phase() != kal.PhasePlace {
		v.colour = kal.None
	}
	if s.Phase() != kal.PhaseTools {
		v.tool, v.aim = noTool, kal.NoHollow
	}
	if v.lit.Card != kal.NoCard && !v.inHand(v.lit.Card) {
		v.lit.Card = kal.NoCard
	}
}

func (v *View) clearSelection() {
	v.colour, v.tool, v.aim, v.cursor = kal.None, noTool, kal.NoHollow, kal.NoHollow
	v.lit = kal.CardMission{Card: kal.NoCard}
}

// handUp reports whether the mover's hand is face up.
func (v *View) handUp() bool { return v.revealed >= 0 && v.revealed == seatOf(v.st) && !v.st.IsOver() }

// inHand reports whether c is in the face-up hand.
func (v *View) inHand(c kal.Card) bool {
	if !v.handUp() {
		return false
	}
	for _, h := range v.st.Hand(seatOf(v.st)) {
		if h == c {
			return true
		}
	}
	return false
}

func (v *View) Show(s view.Shown) {
	before, after := stateOf(s.Before), stateOf(s.After)
	if before == nil || after == nil {
		return
	}
	if p := before.CurrentPlayer(); !s.Back && p >= 0 && int(p) < kal.MaxPlayers && !v.human[p] {
		v.computer[p] = true // it moved, and the table never asked the view for its moves
	}
	v.hint = game.NoMove
	seen := seeOf(before)
	rest := 0
	if v.env.Settings.Mode == view.Paused {
		rest = ui.RestTicks(v.env.Settings.Speed)
	}
	f := newFade(seen, s.Move, s.Back, v.env.Settings.Speed, rest)
	if s.Back {
		v.setState(seeOf(before))
	} else {
		v.setState(seeOf(after))
	}
	if v.env.Settings.Mode == view.Instant || f == nil {
		v.landed(f)
		return
	}
	v.fade = f
}

// landed is the end of a move shown: a crystal clicks into its hollow.
func (v *View) landed(f *fade) {
	if f != nil && !f.back && f.placed != kal.NoHollow {
		v.env.Sounds.Place()
	}
}

func (v *View) Busy() bool { return v.fade != nil }

func (v *View) Update(in *ui.Input) {
	v.tick++
	v.refuseTicks = max(v.refuseTicks-1, 0)
	v.ptr.Read(in)
	v.tapTabs(in)
	if v.fade == nil {
		return
	}
	_, clicked := in.Click()
	if clicked || in.Pressed(ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyKPEnter) {
		v.fade.tick = v.fade.length
	}
	v.fade.tick++
	if v.fade.tick >= v.fade.length {
		f := v.fade
		v.fade = nil
		v.landed(f)
	}
}

func (v *View) SetHint(mv game.Move) { v.hint = mv }

// tapTabs switches a phone's tab on a tap, on anyone's turn: the players'
// panel is worth a look while the computers play.
func (v *View) tapTabs(in *ui.Input) {
	for _, c := range in.Clicks {
		for t, b := range v.tabButtons() {
			if b.R.Contains(c) {
				v.tab = t
			}
		}
	}
}
