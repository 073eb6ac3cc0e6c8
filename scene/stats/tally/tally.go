// Package tally keeps the player's statistics: per game and per opponent,
// the games finished, won, lost and drawn, and for a solitaire the current
// and the best run of wins. It is plain data: no Ebitengine, no clock, no
// engine; the shell (scene) describes a finished game with plain values
// (Result) and stores the book beside the settings (Encode, Decode).
//
// What counts, and for whom:
//   - A game of one seat is a solitaire: counted under Solitaire, with its
//     streaks.
//   - Otherwise the opponent is the strongest computer level at the table
//     (Levels orders them), or People when only people play.
//   - The player is the local person: a seat played by a person at this
//     screen (Seat.Local). With exactly one, the game is won, lost or drawn
//     by that seat's result. With several (people taking turns at one
//     screen) the game is counted, but neither won nor lost: the screen
//     cannot tell whose statistics it is. With none (computers only, or an
//     online room watched) nothing is counted.
//   - Online, only the screen's own seat is local; the other people are
//     opponents like the people at a shared screen.
package tally

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
)

// The opponents that are not computer levels.
const (
	People    = "people"    // only people at the table
	Solitaire = "solitaire" // a game of one seat
)

// Levels are the computer levels, weakest first: the strongest at the table
// names the opponent. A level not listed here ranks below them all.
var Levels = []string{"easy", "medium", "hard", "expert"}

// Bounds of a book, which also bound what Decode accepts.
const (
	MaxGames     = 32      // game names kept
	MaxOpponents = 16      // opponents per game
	MaxNameLen   = 32      // bytes of a game's or an opponent's name
	MaxCount     = 1 << 40 // a count stops here (never reached in play)
	MaxBytes     = 1 << 16 // the stored form's largest size
)

// Tally is the count of games against one opponent. Games is at least
// Wins+Losses+Draws: a game of several local people is counted only in
// Games.
type Tally struct {
	Games, Wins, Losses, Draws int
}

// Game is one game's statistics: a tally per opponent, and for a
// solitaire the wins in a row up to now (Streak) and the longest run
// (Best).
type Game struct {
	Opponents    map[string]Tally
	Streak, Best int
}

// Book is every game's statistics, by game name.
type Book struct {
	Games map[string]Game
}

// Seat is one seat of a finished game.
type Seat struct {
	Computer bool
	Level    string // a computer's level
	Local    bool   // a person at this screen plays it
}

// Result is a finished game: its name, its seats (seat 0 first) and each
// seat's result as the engine gives it (game.State.Result: above 0 a win,
// below a loss, 0 a draw).
type Result struct {
	Game    string
	Seats   []Seat
	Results []float64
}

// Outcome is what a finished game was for the player.
type Outcome int

const (
	NotCounted Outcome = iota // no local person, or a malformed result
	Counted                   // several local people: a game, no winner of ours
	Won
	Lost
	Drawn
)

// Opponent is whom r was played against: Solitaire, the strongest
// computer level, or People.
func Opponent(r Result) string {
	if len(r.Seats) == 1 {
		return Solitaire
	}
	best, rank := People, -2
	for _, s := range r.Seats {
		if s.Computer && levelRank(s.Level) > rank {
			best, rank = s.Level, levelRank(s.Level)
		}
	}
	return best
}

// levelRank orders levels: Levels by index, any other below them.
func levelRank(level string) int { return slices.Index(Levels, level) }

// OutcomeOf is what r was for the local person (see the package comment).
func OutcomeOf(r Result) Outcome {
	if len(r.Seats) == 0 || len(r.Results) != len(r.Seats) || !validName(r.Game) || !validName(Opponent(r)) {
		return NotCounted
	}
	var local []int
	for i, s := range r.Seats {
		if s.Local && !s.Computer {
			local = append(local, i)
		}
	}
	switch {
	case len(local) == 0:
		return NotCounted
	case len(local) > 1:
		return Counted
	}
	switch res := r.Results[local[0]]; {
	case res > 0:
		return Won
	case res < 0:
		return Lost
	}
	return Drawn
}

// Add counts r and reports what it was; a result that is not counted, or
// a new game beyond MaxGames or opponent beyond MaxOpponents, changes
// nothing.
func (b *Book) Add(r Result) Outcome {
	out := OutcomeOf(r)
	if out == NotCounted {
		return out
	}
	g, ok := b.Games[r.Game]
	if !ok && len(b.Games) >= MaxGames {
		return NotCounted
	}
	opp := Opponent(r)
	t, ok := g.Opponents[opp]
	if !ok && len(g.Opponents) >= MaxOpponents {
		return NotCounted
	}
	t.Games = bump(t.Games)
	switch out {
	case Won:
		t.Wins = bump(t.Wins)
	case Lost:
		t.Losses = bump(t.Losses)
	case Drawn:
		t.Draws = bump(t.Draws)
	}
	g.Opponents = maps.Clone(g.Opponents) // a book handed out earlier keeps its counts
	if g.Opponents == nil {
		g.Opponents = map[string]Tally{}
	}
	g.Opponents[opp] = t
	if opp == Solitaire {
		g.streak(out == Won)
	}
	b.Games = maps.Clone(b.Games)
	if b.Games == nil {
		b.Games = map[string]Game{}
	}
	b.Games[r.Game] = g
	return out
}

// streak follows a solitaire's run of wins.
func (g *Game) streak(won bool) {
	if !won {
		g.Streak = 0
		return
	}
	g.Streak = bump(g.Streak)
	g.Best = max(g.Best, g.Streak)
}

func bump(n int) int { return min(n+1, MaxCount) }

// WinRate is the share of t's games won, 0 to 1 (0 without games).
func (t Tally) WinRate() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.Wins) / float64(t.Games)
}

// OpponentsOf lists g's opponents in the order a screen shows them:
// Solitaire, the levels weakest first, People, then any other by name.
func (g Game) OpponentsOf() []string {
	order := func(name string) int {
		switch {
		case name == Solitaire:
			return -1
		case name == People:
			return len(Levels)
		case levelRank(name) >= 0:
			return levelRank(name)
		}
		return len(Levels) + 1
	}
	names := sortedKeys(g.Opponents)
	slices.SortStableFunc(names, func(a, b string) int {
		return order(a) - order(b) // by name within an order: sortedKeys
	})
	return names
}

// sortedKeys are m's keys in order (a loop, not maps.Keys: iterators
// cost the browser build more code).
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// validName is a game's or an opponent's name as the book keeps them:
// 1 to MaxNameLen bytes of lower-case letters, digits and '-'.
func validName(s string) bool {
	if len(s) == 0 || len(s) > MaxNameLen {
		return false
	}
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// The stored form is JSON, one object, for example:
//
//	{
//	  "format": "kaskade-stats",
//	  "version": 1,
//	  "games": {
//	    "decktet": {"opponents": {"solitaire": {"games": 5, "wins": 3, "losses": 2}}, "streak": 1, "best": 2},
//	    "kaskade": {"opponents": {"easy": {"games": 4, "wins": 3, "losses": 1}, "people": {"games": 2}}}
//	  }
//	}
//
// A count left out is 0. Unknown fields are ignored; a version above
// Version is refused. A game or a tally that is damaged (a wrong type, a
// negative count, more results than games, a bad name) is dropped alone
// and named in Decode's problems.
const (
	Format  = "kaskade-stats"
	Version = 1
)

type storedBook struct {
	Format  string                     `json:"format"`
	Version int                        `json:"version"`
	Games   map[string]json.RawMessage `json:"games,omitempty"`
}

type storedGame struct {
	Opponents map[string]json.RawMessage `json:"opponents"`
	Streak    int                        `json:"streak,omitempty"`
	Best      int                        `json:"best,omitempty"`
}

type storedTally struct {
	Games  int `json:"games"`
	Wins   int `json:"wins,omitempty"`
	Losses int `json:"losses,omitempty"`
	Draws  int `json:"draws,omitempty"`
}

// Encode writes b in the stored form (map keys sorted: the same book
// gives the same bytes).
func Encode(b Book) []byte {
	sb := storedBook{Format: Format, Version: Version, Games: map[string]json.RawMessage{}}
	for name, g := range b.Games {
		sg := storedGame{Opponents: map[string]json.RawMessage{}, Streak: g.Streak, Best: g.Best}
		for opp, t := range g.Opponents {
			sg.Opponents[opp] = mustJSON(storedTally(t))
		}
		sb.Games[name] = mustJSON(sg)
	}
	return mustJSON(sb)
}

// mustJSON marshals what cannot fail to marshal (no channels, no NaN).
func mustJSON(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return data
}

// ErrNewer is Decode's error for a book written by a later version.
var ErrNewer = errors.New("statistics written by a newer version")

// Decode reads a book in the stored form. The error is for data that is
// not a book at all (too large, not JSON, another format, a newer
// version); damaged parts are dropped and listed in problems.
func Decode(data []byte) (b Book, problems []string, err error) {
	if len(data) > MaxBytes {
		return Book{}, nil, fmt.Errorf("statistics of %d bytes, more than %d", len(data), MaxBytes)
	}
	var sb storedBook
	if err := json.Unmarshal(data, &sb); err != nil {
		return Book{}, nil, fmt.Errorf("statistics unreadable: %w", err)
	}
	switch {
	case sb.Format != Format:
		return Book{}, nil, fmt.Errorf("not statistics (format %q)", sb.Format)
	case sb.Version > Version:
		return Book{}, nil, fmt.Errorf("%w (version %d)", ErrNewer, sb.Version)
	}
	bad := func(f string, args ...any) { problems = append(problems, fmt.Sprintf(f, args...)) }
	b.Games = map[string]Game{}
	for _, name := range sortedKeys(sb.Games) {
		if len(b.Games) == MaxGames {
			bad("more than %d games: %q and after dropped", MaxGames, name)
			break
		}
		if g, ok := decodeGame(name, sb.Games[name], bad); ok {
			b.Games[name] = g
		}
	}
	return b, problems, nil
}

// decodeGame reads one game's statistics; false if nothing of it is kept.
func decodeGame(name string, raw json.RawMessage, bad func(string, ...any)) (Game, bool) {
	var sg storedGame
	if !validName(name) {
		bad("game %.40q: not a game's name", name)
		return Game{}, false
	}
	if err := json.Unmarshal(raw, &sg); err != nil {
		bad("game %s: %v", name, err)
		return Game{}, false
	}
	g := Game{Opponents: map[string]Tally{}}
	for _, opp := range sortedKeys(sg.Opponents) {
		if len(g.Opponents) == MaxOpponents {
			bad("game %s: more than %d opponents", name, MaxOpponents)
			break
		}
		if t, ok := decodeTally(name, opp, sg.Opponents[opp], bad); ok {
			g.Opponents[opp] = t
		}
	}
	if len(g.Opponents) == 0 {
		bad("game %s: no opponents", name)
		return Game{}, false
	}
	solo, ok := g.Opponents[Solitaire]
	if sg.Streak < 0 || sg.Best < sg.Streak || (ok && sg.Best > solo.Wins) || (!ok && sg.Best > 0) {
		bad("game %s: streaks %d and %d do not fit the wins, set to 0", name, sg.Streak, sg.Best)
		sg.Streak, sg.Best = 0, 0
	}
	g.Streak, g.Best = sg.Streak, sg.Best
	return g, true
}

// decodeTally reads one opponent's tally; false if it is damaged.
func decodeTally(game, opp string, raw json.RawMessage, bad func(string, ...any)) (Tally, bool) {
	var st storedTally
	if !validName(opp) {
		bad("game %s: opponent %.40q: not an opponent's name", game, opp)
		return Tally{}, false
	}
	if err := json.Unmarshal(raw, &st); err != nil {
		bad("game %s, %s: %v", game, opp, err)
		return Tally{}, false
	}
	t := Tally(st)
	inRange := func(n int) bool { return n >= 0 && n <= MaxCount }
	if !inRange(t.Games) || !inRange(t.Wins) || !inRange(t.Losses) || !inRange(t.Draws) || t.Wins+t.Losses+t.Draws > t.Games {
		bad("game %s, %s: counts %d, %d, %d, %d do not add up", game, opp, t.Games, t.Wins, t.Losses, t.Draws)
		return Tally{}, false
	}
	return t, true
}
