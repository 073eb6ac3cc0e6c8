package kaleidoskop

import (
	"strings"

	"kaskade/engine/game"
	kal "kaskade/engine/kaleidoskop"
	"kaskade/scene/i18n"
	"kaskade/scene/view"
)

// name is seat p's display name.
func (v *View) name(p int) string {
	if v.env.Name == nil {
		return kal.SeatName(p)
	}
	return v.env.Name(game.Player(p))
}

// colourName is colour c in the current language.
func colourName(c kal.Colour) string {
	if c < kal.Red || c > kal.Purple {
		return i18n.Tr("kaleidoskop.neutral")
	}
	return i18n.Tr(colourKeys[c-1])
}

var colourKeys = [kal.NumColours]string{
	"kaleidoskop.red", "kaleidoskop.yellow", "kaleidoskop.green",
	"kaleidoskop.blue", "kaleidoskop.pink", "kaleidoskop.purple",
}

// Status is the footer: the move being shown, or what the player to move
// can do now.
func (v *View) Status() string {
	s := v.st
	switch {
	case s == nil:
		return ""
	case v.fade != nil:
		return v.fadeText()
	case s.IsOver():
		return v.endText()
	case !v.handUp() && v.isComputer(seatOf(s)):
		return i18n.Trf("kaleidoskop.st computer", v.name(seatOf(s)))
	case !v.handUp():
		return i18n.Trf("kaleidoskop.st curtain", v.name(seatOf(s)))
	}
	who := v.name(seatOf(s))
	switch s.Phase() {
	case kal.PhasePlace:
		if v.colour != kal.None {
			return i18n.Trf(v.env.TouchKey("kaleidoskop.st hollow"), colourName(v.colour), v.exchangeText())
		}
		return i18n.Trf(v.env.TouchKey("kaleidoskop.st place"), who, v.exchangeText())
	case kal.PhaseTools:
		if v.tool != noTool && v.aim != kal.NoHollow {
			return i18n.Trf(v.env.TouchKey("kaleidoskop.st aim hex"), i18n.Tr(toolKeys[v.tool]))
		}
		if v.tool != noTool {
			return i18n.Trf(v.env.TouchKey("kaleidoskop.st aim"), i18n.Tr(toolKeys[v.tool]))
		}
		return v.missionText(v.env.TouchKey("kaleidoskop.st tools"))
	case kal.PhaseMissions:
		return v.missionText("kaleidoskop.st missions")
	case kal.PhaseDraw:
		return i18n.Tr("kaleidoskop.st draw")
	}
	return ""
}

// missionText is the step's help, or about the lit mission.
func (v *View) missionText(key string) string {
	if c := v.lit; c.Card != kal.NoCard {
		if v.st.Matches(c.Card, c.Mission) {
			return i18n.Trf(v.env.TouchKey("kaleidoskop.st lit"), c.Card, c.Mission+1, c.Card.Reward())
		}
		return i18n.Trf("kaleidoskop.st not lit", c.Card, c.Mission+1)
	}
	return i18n.Tr(key)
}

// exchangeText says what an exchange costs now.
func (v *View) exchangeText() string {
	if n := v.st.ExchangeCost(); n > 0 {
		return i18n.Trf("kaleidoskop.exchange costs", n)
	}
	return i18n.Tr("kaleidoskop.exchange free")
}

// exchangeShort is exchangeText in fewer words ("1 crystal"), for a
// narrow box.
func (v *View) exchangeShort() string {
	if n := v.st.ExchangeCost(); n > 0 {
		return i18n.Trf("kaleidoskop.exchange costs short", n)
	}
	return i18n.Tr("kaleidoskop.exchange free")
}

// fadeText says whose move is being shown.
func (v *View) fadeText() string {
	f := v.fade
	if f.back {
		return i18n.Tr("kaleidoskop.st undo")
	}
	if f.mover < 0 || f.word == "" {
		return i18n.Tr("kaleidoskop.st dealing")
	}
	what := i18n.Tr("kaleidoskop.did " + f.word)
	if f.placed != kal.NoHollow {
		what += " · " + colourName(f.colour)
	}
	return i18n.Trf(v.env.TouchKey("kaleidoskop.st shown"), v.name(f.mover), what)
}

// endText is the end in one line: the winners, or nobody qualified.
func (v *View) endText() string {
	var won []string
	crystals := 0
	for _, st := range v.st.Ranking() {
		if st.Winner {
			won = append(won, v.name(st.Seat))
			crystals = st.Crystals
		}
	}
	if len(won) == 0 {
		return i18n.Tr("kaleidoskop.nobody")
	}
	return i18n.Trf("kaleidoskop.won", strings.Join(won, ", "), crystals)
}

// GameOverNote is the game-over panel's line under its title where the
// title needs one: that nobody qualified. The winner is the title's, the
// crystals the ranking's (RankSeats): nothing is said twice (issue 28,
// item 14).
func (v *View) GameOverNote(view.Played) string {
	for _, r := range v.ranking() {
		if r.Winner {
			return ""
		}
	}
	return i18n.Tr("kaleidoskop.nobody")
}

// ranking is the engine's ranking of the view's position, or none.
func (v *View) ranking() []kal.Standing {
	if v.st == nil {
		return nil
	}
	return v.st.Ranking()
}

// RankSeats is the game's ranking with its tie-breaks for the game-over
// panel, each seat's figures named: "17 crystals · 2 orange", and "not
// qualified" where so (view.SeatRanker).
func (v *View) RankSeats(st game.State) []view.SeatRank {
	s, ok := st.(*kal.State)
	if !ok {
		s = v.st
	}
	if s == nil {
		return nil
	}
	var out []view.SeatRank
	for _, r := range s.Ranking() {
		line := i18n.Trn("kaleidoskop.seat figures", r.Crystals, r.Crystals, r.Orange)
		if !r.Qualified {
			line += " · " + i18n.Tr("kaleidoskop.not qualified")
		}
		out = append(out, view.SeatRank{Seat: game.Player(r.Seat), Place: r.Rank, Line: line})
	}
	return out
}

// refusalText words a refusal from its code; ok false for a code it does
// not know.
func (v *View) refusalText(r *game.Refusal, mv game.Move) (string, bool) {
	s := v.st
	p := seatOf(s)
	key := "kaleidoskop.refuse " + strings.TrimPrefix(r.Code, "kaleidoskop.")
	if known := i18n.Has(key); !known {
		return "", false
	}
	word, _, _ := strings.Cut(s.FormatMove(mv), " ")
	switch r.Code {
	case "kaleidoskop.supply-empty", "kaleidoskop.same-colour":
		_, c := placeOf(s, mv)
		return i18n.Trf(key, colourName(c)), true
	case "kaleidoskop.held":
		k, _ := placeOf(s, mv)
		return i18n.Trf(key, v.name(s.HeldBy(k))), true
	case "kaleidoskop.cannot-afford":
		return i18n.Trf(key, v.costOf(word, mv), s.Crystals(p)), true
	case "kaleidoskop.no-tool", "kaleidoskop.tool-used", "kaleidoskop.owned":
		return i18n.Trf(key, i18n.Tr(toolKeys[toolOf(word, mv)])), true
	case "kaleidoskop.deck-empty":
		d := kal.BlueDeck
		if mv == kal.DrawMove(kal.OrangeDeck) {
			d = kal.OrangeDeck
		}
		return i18n.Trf(key, i18n.Tr(deckNameKeys[d])), true
	case "kaleidoskop.no-pattern":
		return i18n.Trf(key, strings.TrimPrefix(s.FormatMove(mv), "complete ")), true
	}
	return i18n.Tr(key), true
}

var deckNameKeys = [2]string{"kaleidoskop.blue deck", "kaleidoskop.orange deck"}

// costOf is what the refused move would cost.
func (v *View) costOf(word string, mv game.Move) int {
	switch {
	case word == "place" || word == "exchange":
		return v.st.ExchangeCost()
	case mv == kal.BuyCardMove():
		return kal.FourthPrice
	case word == "buy":
		return kal.ToolPrice
	}
	return v.st.ToolCost()
}

// toolOf is the tool a tool or buy move names.
func toolOf(word string, mv game.Move) kal.Tool {
	switch {
	case word == "mirror" || mv == kal.BuyMove(kal.Mirror):
		return kal.Mirror
	case word == "glass" || mv == kal.BuyMove(kal.Glass):
		return kal.Glass
	}
	return kal.Holder
}
