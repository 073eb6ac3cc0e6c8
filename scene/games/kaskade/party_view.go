package kaskade

import (
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// stripH is the height of the seats' row over the board, in layout units.
const stripH = 34

// sayOut notes who the move from before to after put out, to be said once
// the move has been seen (the cascade that does it may still be to play).
// The winner is the game-over screen's to announce.
func (v *KaskadeView) sayOut(before, after position) {
	v.outNote = ""
	if before.party == nil || after.party == nil || after.over() || v.env.Name == nil {
		return
	}
	var names []string
	for p := range game.Player(after.party.NumPlayers()) {
		if before.party.In(p) && !after.party.In(p) {
			names = append(names, v.env.Name(p))
		}
	}
	if len(names) > 0 {
		v.outNote = i18n.Trf("kaskade.out", strings.Join(names, ", "))
	}
}

// flushOut says who went out, once.
func (v *KaskadeView) flushOut() {
	if v.outNote != "" && v.env.Say != nil {
		v.env.Say(v.outNote, false)
	}
	v.outNote = ""
}

// drawStrip draws every seat's ball in a row over the board: the one to
// move ringed, the ones out faded and struck through. During a move it
// shows the position the move ends in.
func (v *KaskadeView) drawStrip(dst *ebiten.Image) {
	st := v.pos.party
	if st == nil || v.Strip.W <= 0 {
		return
	}
	n := st.NumPlayers()
	r, u := v.Strip, v.Lay.U
	pitch := math.Min(math.Max(44*u, r.H*1.3), r.W/float64(n))
	d := math.Min(r.H*0.76, pitch*0.7)
	x0 := r.X + (r.W-pitch*float64(n))/2 + pitch/2
	cy := r.Y + r.H/2
	for p := range game.Player(n) {
		cx := x0 + float64(p)*pitch
		if p == st.CurrentPlayer() && v.Anim == nil {
			sprites.DrawGlow(dst, cx, cy, d*2, sprites.Accent, 0.45)
			rr := d*0.5 + 3*u
			sprites.StrokeRoundRect(dst, cx-rr, cy-rr, 2*rr, 2*rr, rr, math.Max(1.5, 2*u), sprites.Accent)
		}
		if st.In(p) {
			DrawToken(dst, sideOf(p), int(d), cx, cy, 1)
			continue
		}
		DrawBallOnly(dst, sideOf(p), int(d), cx, cy, 0.8, 0.3)
		k := d * 0.45
		vector.StrokeLine(dst, float32(cx-k), float32(cy+k), float32(cx+k), float32(cy-k), float32(math.Max(2, 2.5*u)), sprites.Danger, true)
	}
}

// partyHint is the hint's search in a game of more players, where the
// two-player solver has nothing to say: the Hard level's tree search, a
// slice per tick, its move shown when done or after hintTicks.
type partyHint struct {
	th    *ai.Thinker
	ticks int
}

// StartPartyHint starts the hint's search in a game of more players and
// reports whether it did (false in a two-player game: the solver's hint
// applies). The view's StartHint calls it first.
func (v *KaskadeView) StartPartyHint(st game.State) bool {
	if !v.Party() {
		return false
	}
	if v.pos.over() || v.Anim != nil || v.manyHint != nil {
		return true
	}
	p, err := ai.New(hintLevel)
	if err != nil {
		return true
	}
	v.manyHint = &partyHint{th: ai.NewThinker(p, st, uint64(v.pos.party.Moves()))}
	return true
}

// stopPartyHint abandons the hint's search.
func (v *KaskadeView) stopPartyHint() {
	if v.manyHint != nil {
		v.manyHint.th.Cancel()
		v.manyHint = nil
	}
}

// updatePartyHint runs one tick's slice of the hint's search and shows
// its move once done or out of time.
func (v *KaskadeView) updatePartyHint() {
	h := v.manyHint
	if h == nil {
		return
	}
	h.ticks++
	start, before := time.Now(), h.th.Progress().Nodes
	h.th.Step(v.hintSpeed.Budget(ui.SliceTarget))
	v.hintSpeed.Learn(h.th.Progress().Nodes-before, time.Since(start))
	if !h.th.Done() && h.ticks < hintTicks {
		return
	}
	h.th.Cancel()
	v.manyHint = nil
	mv := h.th.Best()
	if mv == game.NoMove {
		v.say(i18n.Tr("no hint"))
		return
	}
	v.SetHint(mv)
	v.say(i18n.Trf("hint shown", v.size().FormatCell(kaskade.Cell(mv))))
}
