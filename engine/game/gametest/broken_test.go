package gametest_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"kaskade/engine/game"
	"kaskade/engine/game/gametest"
	"kaskade/engine/game/gametest/toygame"
)

// broken is the toy game with one bug, to show that the suite finds it.
type broken struct {
	*toygame.State
	bug string
}

func (b broken) Clone() game.State {
	if b.bug == "share" {
		return b
	}
	return broken{b.State.Clone().(*toygame.State), b.bug}
}

func (b broken) CopyFrom(src game.State) { b.State.CopyFrom(src.(broken).State) }

func (b broken) Check(m game.Move) error {
	if b.bug == "check" {
		return nil
	}
	return b.State.Check(m)
}

func (b broken) Hash() uint64 {
	if b.bug == "hash" { // hashes the address: a clone hashes differently
		return b.State.Hash() ^ uint64(reflect.ValueOf(b.State).Pointer())
	}
	return b.State.Hash()
}

func (b broken) Resample(p game.Player, r *game.SplitMix64) game.State {
	if b.bug == "resample" {
		return b.State.Resample(-1, r) // re-deals p's own card too
	}
	return b.State.Resample(p, r)
}

func (b broken) Apply(m game.Move) {
	if b.bug == "panic" && m == toygame.Swap {
		panic("swap")
	}
	b.State.Apply(m)
}

// recorder catches the suite's failures instead of failing the test.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper()                      {}
func (r *recorder) Errorf(f string, args ...any) { r.errs = append(r.errs, fmt.Sprintf(f, args...)) }

func TestSuiteFindsBugs(t *testing.T) {
	for bug, want := range map[string]string{
		"share":    "changed the original",
		"check":    "passes Check",
		"resample": "re-dealt for it",
		"panic":    "panic: swap",
		"hash":     "hash",
	} {
		rec := &recorder{TB: t}
		cfg := toyConfig()
		cfg.New = func(uint64) game.State { return broken{toygame.New(), bug} }
		cfg.Parse = func(line string) (game.State, error) {
			s, err := toygame.Parse(line)
			return broken{s, bug}, err
		}
		gametest.Run(rec, cfg)
		if len(rec.errs) == 0 || !strings.Contains(rec.errs[0], want) {
			t.Errorf("bug %s: the suite reported %q, want %q", bug, rec.errs, want)
		}
	}
}
