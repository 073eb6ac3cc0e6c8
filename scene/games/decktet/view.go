package decktet

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/scene/view"
)

// decktetView is Cascades' View: the felt with the reserve piles, the
// three tiers, the stock and the waste, cards flying to their tiers and
// flipping onto the waste, the pass and card counts, the rank tracker,
// the solver's hint and its "Winnable?" answer. Every rule comes from
// the engine: a card's tier is the state's TierOf, a move is checked by
// the table, a drop on the wrong tier is refused by the view with the
// engine's CheckDrop reason.
type DecktetView struct {
	env  view.ViewEnv
	St   *decktet.State // the position at rest (or the one a flight ends on)
	Lay  dkLayout
	Fly  *dkFlight
	Hint game.Move
	tick int

	ptr     ui.PointerState
	drag    dkDrag
	refused ui.Rect // the card or tier that refused, flashed for refuseTicks
	RefTick int
	msg     string // a refusal the view made itself (a drop on the wrong tier)
	msgTick int

	Solve      *dkSolve      // the solver's search under way or done, for this position
	solveSpeed ui.SpeedMeter // the solver's positions per millisecond here
	won        *dkLine       // the last winning line found, while the game follows it
	Verdict    bool          // the player asked "Winnable?"
	Hinting    bool          // the player asked for a hint
	WinBtn     ui.Button
}

func newDecktetView(env view.ViewEnv) view.View {
	s, _ := decktet.New(decktet.DefaultOptions)
	return &DecktetView{env: env, St: s, Hint: game.NoMove}
}

// decktetOf unwraps the engine's state from the contract's (a copy).
func DecktetOf(st game.State) *decktet.State {
	if g, ok := st.(*decktet.Game); ok {
		c := *g.State()
		return &c
	}
	return nil
}

// tierCapacity is the longest a tier of this deck can get: one of each
// numeral and two of each other rank.
func tierCapacity(s *decktet.State) int {
	if s.Options().Extended {
		return 16
	}
	return 12
}

func (v *DecktetView) Layout(r ui.Rect, u float64) {
	v.Lay = layoutDecktet(r, u, tierCapacity(v.St))
	v.spread()
	v.WinBtn = v.winButton()
}

// spread fans the tiers out for the longest tier and the card that may
// come next.
func (v *DecktetView) spread() {
	if v.St == nil || v.Lay.maxCards == 0 {
		return
	}
	longest := 0
	for t := range 3 {
		longest = max(longest, len(v.St.Tier(t)))
	}
	v.Lay = layoutDecktet(v.Lay.R, v.Lay.U, v.Lay.maxCards) // the fan for a full tier, then widened
	v.Lay.Spread(longest + 1)
}

func (v *DecktetView) Reset(st game.State) {
	if s := DecktetOf(st); s != nil {
		v.setState(s)
	}
	v.Fly, v.Hint, v.RefTick, v.msgTick = nil, game.NoMove, 0, 0
}

// setState shows s at rest and drops what belonged to the position before.
func (v *DecktetView) setState(s *decktet.State) {
	v.St = s
	v.spread()
	v.drag = dkDrag{}
	v.won = v.won.follow(s)
	if v.Solve != nil && v.Solve.key != s.String() {
		v.dropSolve()
		v.Verdict, v.Hinting = false, false
	}
}

func (v *DecktetView) Show(s view.Shown) {
	before, after := DecktetOf(s.Before), DecktetOf(s.After)
	if before == nil || after == nil {
		return
	}
	v.Hint, v.Fly = game.NoMove, nil
	if s.Back {
		v.setState(before)
	} else {
		v.setState(after)
	}
	if v.env.Settings.Mode == view.Instant {
		v.landed(s.Back)
		return
	}
	v.Fly = newDkFlight(before, after, decktet.Move(s.Move), s.Back, v.env.Settings.Speed, v.env.Settings.Mode == view.Paused)
}

// landed is the end of a shown move: a card put down clicks.
func (v *DecktetView) landed(back bool) {
	if !back {
		v.env.Sounds.Place()
	}
}

func (v *DecktetView) Busy() bool { return v.Fly != nil }

func (v *DecktetView) Update(in *ui.Input) {
	v.tick++
	v.RefTick = max(v.RefTick-1, 0)
	v.msgTick = max(v.msgTick-1, 0)
	v.ptr.Read(in)
	v.updateSolve()
	if v.Fly == nil {
		return
	}
	_, clicked := in.Click()
	if clicked || in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter) {
		v.Fly.tick = v.Fly.length // a click finishes the move at once
	}
	v.Fly.tick++
	if v.Fly.tick >= v.Fly.length {
		back := v.Fly.back
		v.Fly = nil
		v.landed(back)
	}
}

func (v *DecktetView) SetHint(mv game.Move) {
	v.Hint = mv
	if mv == game.NoMove {
		v.Hinting = false
	}
}

// EndTitle says how the solitaire ended (EndTeller).
func (v *DecktetView) EndTitle(st game.State) (string, bool) {
	if s := DecktetOf(st); s != nil && s.Won() {
		return i18n.Tr("dk you won"), true
	}
	return i18n.Tr("dk no moves"), false
}

// GameOverNote is the line of figures on the game-over screen: cards
// placed of the deal and passes used, from the match replayed.
func (v *DecktetView) GameOverNote(p view.Played) string {
	s := DecktetOf(p.Start)
	if s == nil {
		return ""
	}
	for _, m := range p.Moves {
		s.Apply(decktet.Move(m))
	}
	passes := s.Pass()
	_, unlimited := s.PassesLeft()
	if !unlimited {
		passes = min(passes, 3)
	}
	note := i18n.Trf("dk over note", s.Total()-s.Left(), s.Total(), i18n.Trn("dk n passes", passes))
	if unlimited && !s.Won() { // why unlimited passes end: the rule that a pass must place a card
		note += "\n" + i18n.Tr("dk over idle pass")
	}
	return note
}
