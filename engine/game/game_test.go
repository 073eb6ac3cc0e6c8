package game

import (
	"errors"
	"fmt"
	"testing"
)

// bare is a State with none of the optional interfaces: one move, then over.
type bare struct{ over bool }

func (b *bare) NumPlayers() int { return 2 }
func (b *bare) CurrentPlayer() Player {
	if b.over {
		return Terminal
	}
	return 0
}
func (b *bare) LegalMoves(buf []Move) []Move {
	if b.over {
		return buf
	}
	return append(buf, 0)
}
func (b *bare) Apply(Move)                     { b.over = true }
func (b *bare) IsOver() bool                   { return b.over }
func (b *bare) Result(Player) float64          { return 0 }
func (b *bare) Clone() State                   { c := *b; return &c }
func (b *bare) FormatMove(Move) string         { return "go" }
func (b *bare) String() string                 { return fmt.Sprint(b.over) }
func (b *bare) ParseMove(string) (Move, error) { return 0, nil }
func (b *bare) Check(m Move) error {
	if m != 0 || b.over {
		return Refuse(CodeNoMove, "only move 0, once")
	}
	return nil
}

// typed is a bare State that says what it is and ends turns every other move.
type typed struct {
	bare
	half bool
}

func (t *typed) Type() Type     { return Type{MinPlayers: 3, MaxPlayers: 5, Chance: true} }
func (t *typed) TurnDone() bool { return !t.half }

func TestRefuseFormatsOnlyWithArgs(t *testing.T) {
	r := Refuse("x.pile", "reserve pile %d is empty", 2)
	if r.Error() != "reserve pile 2 is empty" || r.Code != "x.pile" || len(r.Args) != 1 || r.Args[0] != 2 {
		t.Errorf("Refuse with an arg: %+v", r)
	}
	if r := Refuse("x.pct", "100% sure"); r.Text != "100% sure" || r.Args != nil {
		t.Errorf("Refuse without args formatted its text: %+v", r)
	}
}

func TestRefusalOfFindsWrappedRefusals(t *testing.T) {
	err := fmt.Errorf("move 3 (c3): %w", Refuse(CodeOver, "the game is over"))
	r, ok := RefusalOf(err)
	if !ok || r.Code != CodeOver {
		t.Errorf("RefusalOf(%v) = %v, %v", err, r, ok)
	}
	if _, ok := RefusalOf(errors.New("plain")); ok {
		t.Error("RefusalOf found a refusal in a plain error")
	}
	if _, ok := RefusalOf(nil); ok {
		t.Error("RefusalOf found a refusal in nil")
	}
}

func TestBecauseKeepsTheCause(t *testing.T) {
	cause := errors.New("cell belongs to black")
	r := Because("k.cell", cause, 1)
	if r.Text != cause.Error() || !errors.Is(r, cause) || r.Args[0] != 1 {
		t.Errorf("Because: %+v", r)
	}
}

func TestTypeOfAndTurnDoneDefaults(t *testing.T) {
	var b State = &bare{}
	if TypeOf(b) != PerfectTwoPlayer || !TypeOf(b).AlphaBetaFits() {
		t.Errorf("a state without Type is %+v, want PerfectTwoPlayer", TypeOf(b))
	}
	if !TurnDone(b) {
		t.Error("a state without TurnDone is mid-turn")
	}
	tp := &typed{half: true}
	if TypeOf(tp).MaxPlayers != 5 || TypeOf(tp).AlphaBetaFits() {
		t.Errorf("TypeOf ignores the state's own Type: %+v", TypeOf(tp))
	}
	if TurnDone(tp) {
		t.Error("TurnDone ignores the state's own TurnDone")
	}
}

func TestAlphaBetaFitsOnlyPerfectTwoPlayerZeroSum(t *testing.T) {
	for _, ty := range []Type{
		{MinPlayers: 2, MaxPlayers: 2},                              // not zero-sum
		{MinPlayers: 2, MaxPlayers: 2, ZeroSum: true, Chance: true}, // chance
		{MinPlayers: 2, MaxPlayers: 2, ZeroSum: true, Hidden: true}, // hidden
		{MinPlayers: 2, MaxPlayers: 3, ZeroSum: true},               // maybe three
		{MinPlayers: 1, MaxPlayers: 1},                              // solitaire
	} {
		if ty.AlphaBetaFits() {
			t.Errorf("%+v fits alpha-beta", ty)
		}
	}
}

// The first outputs of splitmix64 from state 0, as the reference
// implementation (Vigna, splitmix64.c) gives them.
func TestSplitMix64MatchesTheReference(t *testing.T) {
	r := SplitMix64{}
	for i, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := r.Next(); got != want {
			t.Errorf("output %d = %#x, want %#x", i, got, want)
		}
	}
	a, b := SplitMix64{State: 42}, SplitMix64{State: 42}
	for range 100 {
		if a.Next() != b.Next() {
			t.Fatal("two generators from one seed differ")
		}
	}
	if Mix64(1) == Mix64(2) || Mix64(0) != 0 {
		t.Errorf("Mix64: %#x %#x %#x", Mix64(0), Mix64(1), Mix64(2))
	}
}
