package tally

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

var (
	me     = Seat{Local: true}
	friend = Seat{Local: true}
	remote = Seat{} // a person elsewhere (online)
)

func cpu(level string) Seat { return Seat{Computer: true, Level: level} }

func TestOutcomeAndOpponent(t *testing.T) {
	cases := []struct {
		name    string
		r       Result
		opp     string
		outcome Outcome
	}{
		{"solitaire won", Result{"decktet", []Seat{me}, []float64{1}}, Solitaire, Won},
		{"solitaire lost", Result{"decktet", []Seat{me}, []float64{-1}}, Solitaire, Lost},
		{"lost to easy", Result{"kaskade", []Seat{me, cpu("easy")}, []float64{-1, 1}}, "easy", Lost},
		{"beat expert moving second", Result{"kaskade", []Seat{cpu("expert"), me}, []float64{-1, 1}}, "expert", Won},
		{"draw with medium", Result{"formation", []Seat{me, cpu("medium")}, []float64{0, 0}}, "medium", Drawn},
		{"strongest of several", Result{"kaskade", []Seat{cpu("easy"), me, cpu("hard"), cpu("medium")}, []float64{-1, 1, -1, -1}}, "hard", Won},
		{"unknown level ranks below", Result{"kaskade", []Seat{cpu("random"), me, cpu("easy")}, []float64{1, -1, -1}}, "easy", Lost},
		{"only an unknown level", Result{"kaskade", []Seat{cpu("greedy"), me}, []float64{1, -1}}, "greedy", Lost},
		{"online against a person", Result{"cascades", []Seat{remote, me}, []float64{1, -1}}, People, Lost},
		{"hot seat: counted, nobody's win", Result{"kaskade", []Seat{me, friend}, []float64{1, -1}}, People, Counted},
		{"hot seat with a computer", Result{"kaskade", []Seat{me, friend, cpu("hard")}, []float64{1, -1, -1}}, "hard", Counted},
		{"computers only", Result{"kaskade", []Seat{cpu("easy"), cpu("hard")}, []float64{1, -1}}, "hard", NotCounted},
		{"watched online", Result{"kaskade", []Seat{remote, remote}, []float64{1, -1}}, People, NotCounted},
		{"results missing", Result{"kaskade", []Seat{me, cpu("easy")}, []float64{1}}, "easy", NotCounted},
		{"no seats", Result{"kaskade", nil, nil}, People, NotCounted},
		{"bad game name", Result{"Kaskade!", []Seat{me}, []float64{1}}, Solitaire, NotCounted},
		{"bad level name", Result{"kaskade", []Seat{me, cpu("EXPERT")}, []float64{1, -1}}, "EXPERT", NotCounted},
	}
	for _, c := range cases {
		if got := Opponent(c.r); got != c.opp {
			t.Errorf("%s: opponent %q, want %q", c.name, got, c.opp)
		}
		var b Book
		if got := b.Add(c.r); got != c.outcome {
			t.Errorf("%s: outcome %d, want %d", c.name, got, c.outcome)
		}
		tally := b.Games[c.r.Game].Opponents[c.opp]
		want := Tally{}
		switch c.outcome {
		case Counted:
			want = Tally{Games: 1}
		case Won:
			want = Tally{Games: 1, Wins: 1}
		case Lost:
			want = Tally{Games: 1, Losses: 1}
		case Drawn:
			want = Tally{Games: 1, Draws: 1}
		}
		if tally != want {
			t.Errorf("%s: tally %+v, want %+v", c.name, tally, want)
		}
		if c.outcome == NotCounted && len(b.Games) != 0 {
			t.Errorf("%s: not counted but the book holds %v", c.name, b.Games)
		}
	}
}

func TestSolitaireStreaks(t *testing.T) {
	var b Book
	solo := func(res float64) Result { return Result{"decktet", []Seat{me}, []float64{res}} }
	for i, step := range []struct {
		res          float64
		streak, best int
	}{{1, 1, 1}, {1, 2, 2}, {-1, 0, 2}, {1, 1, 2}, {1, 2, 2}, {1, 3, 3}, {0, 0, 3}} {
		b.Add(solo(step.res))
		g := b.Games["decktet"]
		if g.Streak != step.streak || g.Best != step.best {
			t.Fatalf("after game %d: streak %d best %d, want %d and %d", i+1, g.Streak, g.Best, step.streak, step.best)
		}
	}
	tl := b.Games["decktet"].Opponents[Solitaire]
	if tl != (Tally{Games: 7, Wins: 5, Losses: 1, Draws: 1}) {
		t.Fatalf("tally %+v", tl)
	}
	if r := tl.WinRate(); r != 5.0/7 {
		t.Fatalf("win rate %v, want 5/7", r)
	}
	if (Tally{}).WinRate() != 0 {
		t.Fatal("no games: win rate not 0")
	}
}

func TestAddKeepsEarlierCopies(t *testing.T) {
	var b Book
	b.Add(Result{"kaskade", []Seat{me, cpu("easy")}, []float64{1, -1}})
	old := b
	b.Add(Result{"kaskade", []Seat{me, cpu("easy")}, []float64{1, -1}})
	if old.Games["kaskade"].Opponents["easy"].Wins != 1 || b.Games["kaskade"].Opponents["easy"].Wins != 2 {
		t.Fatalf("old %v, new %v: the copy changed or the book did not", old.Games, b.Games)
	}
}

func TestBounds(t *testing.T) {
	var b Book
	for i := range MaxGames + 3 {
		b.Add(Result{"g" + strings.Repeat("x", i%20) + string(rune('a'+i/20)), []Seat{me}, []float64{1}})
	}
	if len(b.Games) != MaxGames {
		t.Fatalf("%d games kept, want %d", len(b.Games), MaxGames)
	}
	var c Book
	for i := range MaxOpponents + 3 {
		c.Add(Result{"kaskade", []Seat{me, cpu("lvl" + string(rune('a'+i)))}, []float64{1, -1}})
	}
	if n := len(c.Games["kaskade"].Opponents); n != MaxOpponents {
		t.Fatalf("%d opponents kept, want %d", n, MaxOpponents)
	}
}

func TestOpponentsOrder(t *testing.T) {
	g := Game{Opponents: map[string]Tally{"people": {}, "expert": {}, "zeta": {}, "easy": {}, "alpha": {}, "solitaire": {}, "hard": {}}}
	want := []string{"solitaire", "easy", "hard", "expert", "people", "alpha", "zeta"}
	if got := g.OpponentsOf(); !reflect.DeepEqual(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
}

func TestRoundTrip(t *testing.T) {
	var b Book
	b.Add(Result{"kaskade", []Seat{me, cpu("easy")}, []float64{1, -1}})
	b.Add(Result{"kaskade", []Seat{me, friend}, []float64{1, -1}})
	b.Add(Result{"decktet", []Seat{me}, []float64{1}})
	b.Add(Result{"decktet", []Seat{me}, []float64{-1}})
	b.Add(Result{"decktet", []Seat{me}, []float64{1}})
	data := Encode(b)
	got, problems, err := Decode(data)
	if err != nil || len(problems) > 0 {
		t.Fatalf("decode: %v %v", err, problems)
	}
	if !reflect.DeepEqual(got, b) {
		t.Fatalf("round trip:\n got %+v\nwant %+v", got, b)
	}
	if !bytes.Equal(Encode(got), data) {
		t.Fatal("encoding the decoded book gives other bytes")
	}
	if !bytes.Contains(data, []byte(`"format":"kaskade-stats","version":1`)) {
		t.Fatalf("stored form %s lacks its format and version", data)
	}
	empty, problems, err := Decode(Encode(Book{}))
	if err != nil || len(problems) > 0 || len(empty.Games) != 0 {
		t.Fatalf("empty book: %v %v %v", empty, problems, err)
	}
}

func TestDecodeDamaged(t *testing.T) {
	const head = `{"format":"kaskade-stats","version":1,"games":`
	cases := []struct {
		name     string
		data     string
		err      bool
		problems int
		keep     map[string]Game
	}{
		{"not json", `{"format":`, true, 0, nil},
		{"other format", `{"format":"kaskade-settings","version":1}`, true, 0, nil},
		{"newer", `{"format":"kaskade-stats","version":2}`, true, 0, nil},
		{"games not an object", head + `[1,2]}`, true, 0, nil},
		{"one game damaged", head + `{"kaskade":{"opponents":{"easy":{"games":2,"wins":1}}},"formation":7}}`, false, 1,
			map[string]Game{"kaskade": {Opponents: map[string]Tally{"easy": {Games: 2, Wins: 1}}}}},
		{"one tally damaged", head + `{"kaskade":{"opponents":{"easy":{"games":1,"wins":3},"hard":{"games":"x"},"medium":{"games":4,"draws":4}}}}}`, false, 2,
			map[string]Game{"kaskade": {Opponents: map[string]Tally{"medium": {Games: 4, Draws: 4}}}}},
		{"negative", head + `{"kaskade":{"opponents":{"easy":{"games":-1}}}}}`, false, 2, map[string]Game{}},
		{"fraction", head + `{"kaskade":{"opponents":{"easy":{"games":1.5}}}}}`, false, 2, map[string]Game{}},
		{"bad names", head + `{"Kaskade":{"opponents":{"easy":{"games":1}}},"cascades":{"opponents":{"<b>":{"games":1},"people":{"games":1}}}}}`, false, 2,
			map[string]Game{"cascades": {Opponents: map[string]Tally{"people": {Games: 1}}}}},
		{"streaks beyond the wins", head + `{"decktet":{"opponents":{"solitaire":{"games":3,"wins":1}},"streak":2,"best":5}}}`, false, 1,
			map[string]Game{"decktet": {Opponents: map[string]Tally{"solitaire": {Games: 3, Wins: 1}}}}},
		{"streaks kept", head + `{"decktet":{"opponents":{"solitaire":{"games":3,"wins":2}},"streak":1,"best":2}}}`, false, 0,
			map[string]Game{"decktet": {Opponents: map[string]Tally{"solitaire": {Games: 3, Wins: 2}}, Streak: 1, Best: 2}}},
		{"unknown fields ignored", head + `{}, "colour":"red"}`, false, 0, map[string]Game{}},
	}
	for _, c := range cases {
		b, problems, err := Decode([]byte(c.data))
		if (err != nil) != c.err {
			t.Errorf("%s: error %v, want one: %v", c.name, err, c.err)
			continue
		}
		if c.err {
			continue
		}
		if len(problems) != c.problems {
			t.Errorf("%s: problems %q, want %d", c.name, problems, c.problems)
		}
		if !reflect.DeepEqual(b.Games, c.keep) {
			t.Errorf("%s: kept %+v, want %+v", c.name, b.Games, c.keep)
		}
	}
	if _, _, err := Decode([]byte(`{"format":"kaskade-stats","version":9}`)); !errors.Is(err, ErrNewer) {
		t.Errorf("newer version: %v, want ErrNewer", err)
	}
	if _, _, err := Decode(make([]byte, MaxBytes+1)); err == nil {
		t.Error("data over MaxBytes accepted")
	}
}

// FuzzDecode: no input panics, and what Decode keeps encodes and decodes
// again to the same book without problems.
func FuzzDecode(f *testing.F) {
	var b Book
	b.Add(Result{"kaskade", []Seat{me, cpu("easy")}, []float64{1, -1}})
	b.Add(Result{"decktet", []Seat{me}, []float64{1}})
	f.Add(Encode(b))
	f.Add([]byte(`{"format":"kaskade-stats","version":1,"games":{"x":{"opponents":{"easy":{"games":1e30}}}}}`))
	f.Add([]byte(`{"format":"kaskade-stats","version":0,"games":{"x":{"opponents":{}},"streak":-3}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, _, err := Decode(data)
		if err != nil {
			return
		}
		again, problems, err := Decode(Encode(got))
		if err != nil || len(problems) > 0 || !reflect.DeepEqual(again, got) {
			t.Fatalf("re-decoding %s: %v %v %+v", Encode(got), err, problems, again)
		}
		for name, g := range got.Games {
			for _, tl := range g.Opponents {
				if tl.Wins+tl.Losses+tl.Draws > tl.Games || tl.Games > MaxCount {
					t.Fatalf("%s: kept counts %+v", name, tl)
				}
			}
		}
	})
}
