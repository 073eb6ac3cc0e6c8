package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"kaskade/engine/decktet"
	"kaskade/engine/game"
)

// decktetView is Cascades' View: the felt with the reserve piles, the
// three tiers, the stock and the waste, cards flying to their tiers and
// flipping onto the waste, the pass and card counts, the rank tracker,
// the solver's hint and its "Winnable?" answer. Every rule comes from
// the engine: a card's tier is the state's TierOf, a move is checked by
// the table, a drop on the wrong tier is refused with CheckTier's reason.
type decktetView struct {
	env  ViewEnv
	st   *decktet.State // the position at rest (or the one a flight ends on)
	lay  dkLayout
	fly  *dkFlight
	hint game.Move
	tick int

	ptr     pointerState
	drag    dkDrag
	refused Rect // the card or tier that refused, flashed for refuseTicks
	refTick int

	solve      *dkSolve   // the solver's search under way or done, for this position
	solveSpeed speedMeter // the solver's positions per millisecond here
	won        *dkLine    // the last winning line found, while the game follows it
	verdict    bool       // the player asked "Winnable?"
	hinting    bool       // the player asked for a hint
	winBtn     button
}

func newDecktetView(env ViewEnv) View {
	s, _ := decktet.New(decktet.DefaultOptions)
	return &decktetView{env: env, st: s, hint: game.NoMove}
}

// decktetOf unwraps the engine's state from the contract's (a copy).
func decktetOf(st game.State) *decktet.State {
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

func (v *decktetView) Layout(r Rect, u float64) {
	v.lay = layoutDecktet(r, u, tierCapacity(v.st))
	v.winBtn = v.winButton()
}

func (v *decktetView) Reset(st game.State) {
	if s := decktetOf(st); s != nil {
		v.setState(s)
	}
	v.fly, v.hint, v.refTick = nil, game.NoMove, 0
}

// setState shows s at rest and drops what belonged to the position before.
func (v *decktetView) setState(s *decktet.State) {
	v.st = s
	v.drag = dkDrag{}
	v.won = v.won.follow(s)
	if v.solve != nil && v.solve.key != s.String() {
		v.dropSolve()
		v.verdict, v.hinting = false, false
	}
}

func (v *decktetView) Show(s Shown) {
	before, after := decktetOf(s.Before), decktetOf(s.After)
	if before == nil || after == nil {
		return
	}
	v.hint, v.fly = game.NoMove, nil
	if s.Back {
		v.setState(before)
	} else {
		v.setState(after)
	}
	if v.env.Settings.Mode == Instant {
		v.landed(s.Back)
		return
	}
	v.fly = newDkFlight(before, after, decktet.Move(s.Move), s.Back, v.env.Settings.Speed)
}

// landed is the end of a shown move: a card put down clicks.
func (v *decktetView) landed(back bool) {
	if !back {
		v.env.Sounds.Place()
	}
}

func (v *decktetView) Busy() bool { return v.fly != nil }

func (v *decktetView) Update(in *Input) {
	v.tick++
	v.refTick = max(v.refTick-1, 0)
	v.ptr.read(in)
	v.updateSolve()
	if v.fly == nil {
		return
	}
	_, clicked := in.Click()
	if clicked || in.Pressed(ebiten.KeyEnter, ebiten.KeyKPEnter) {
		v.fly.tick = v.fly.length // a click finishes the move at once
	}
	v.fly.tick++
	if v.fly.tick >= v.fly.length {
		back := v.fly.back
		v.fly = nil
		v.landed(back)
	}
}

func (v *decktetView) SetHint(mv game.Move) {
	v.hint = mv
	if mv == game.NoMove {
		v.hinting = false
	}
}

// EndTitle says how the solitaire ended (EndTeller).
func (v *decktetView) EndTitle(st game.State) (string, bool) {
	if s := decktetOf(st); s != nil && s.Won() {
		return tr("dk you won"), true
	}
	return tr("dk no moves"), false
}

// GameOverNote is the line of figures on the game-over screen: cards
// placed of the deal and passes used, from the match replayed.
func (v *decktetView) GameOverNote(p Played) string {
	s := decktetOf(p.Start)
	if s == nil {
		return ""
	}
	for _, m := range p.Moves {
		s.Apply(decktet.Move(m))
	}
	passes := s.Pass()
	if _, unlimited := s.PassesLeft(); !unlimited {
		passes = min(passes, 3)
	}
	return trf("dk over note", s.Total()-s.Left(), s.Total(), passes)
}
