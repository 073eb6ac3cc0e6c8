package kaleidoskop

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"kaskade/engine/ai"
	"kaskade/engine/game"
)

// The balance study of docs/kaleidoskop-balance.md: self-play at one level,
// every seat the same, tallied move by move. It runs only when asked:
//
//	KALEIDOSKOP_BALANCE=200 KALEIDOSKOP_LEVEL=medium go test -v -run TestBalanceStudy -timeout 0 ./engine/kaleidoskop/
//
// (games per player count; KALEIDOSKOP_PLAYERS=3,4 and
// KALEIDOSKOP_OPTIONS=length=short narrow it, KALEIDOSKOP_FIRST=N starts
// at game N for a further batch) and prints markdown tables.

// tally is what the study counts over the games of one player count.
type tally struct {
	players, games                 int
	rounds, turns                  []int
	winsByOrder                    []float64 // wins by place in the turn order (0: the start player)
	noWinner, cardsGone, limitHit  int
	lastMet                        [3]int // how often crystals, tools, orange were met last by the first to qualify
	completed, dealt, heldTurns    [NumCards]int
	leftInHand                     [NumCards]int
	earned, spentExchange          int
	spentBuy, spentUse, spentCard  int
	places, exchanges              int
	toolUses                       [NumTools]int
	buys                           [NumTools]int
	fourth                         int
	winnerCrystals, qualifiedCount int
}

func (t *tally) add(o *tally) {
	t.games += o.games
	t.rounds = append(t.rounds, o.rounds...)
	t.turns = append(t.turns, o.turns...)
	for i := range t.winsByOrder {
		t.winsByOrder[i] += o.winsByOrder[i]
	}
	t.noWinner += o.noWinner
	t.cardsGone += o.cardsGone
	t.limitHit += o.limitHit
	for i := range t.lastMet {
		t.lastMet[i] += o.lastMet[i]
	}
	for c := range NumCards {
		t.completed[c] += o.completed[c]
		t.dealt[c] += o.dealt[c]
		t.heldTurns[c] += o.heldTurns[c]
		t.leftInHand[c] += o.leftInHand[c]
	}
	t.earned += o.earned
	t.spentExchange += o.spentExchange
	t.spentBuy += o.spentBuy
	t.spentUse += o.spentUse
	t.spentCard += o.spentCard
	t.places += o.places
	t.exchanges += o.exchanges
	for i := range NumTools {
		t.toolUses[i] += o.toolUses[i]
		t.buys[i] += o.buys[i]
	}
	t.fourth += o.fourth
	t.winnerCrystals += o.winnerCrystals
	t.qualifiedCount += o.qualifiedCount
}

// studyGame plays one game at the level and counts it into t.
func studyGame(tb testing.TB, t *tally, opt Options, level string, seed uint64) {
	s, err := New(opt)
	if err != nil {
		tb.Fatal(err)
	}
	p := aiPlayer(tb, level)
	var dealtAt [NumCards]int
	turns := 0
	var met [MaxPlayers][3]bool
	for ply := uint64(0); !s.IsOver(); ply++ {
		var m game.Move
		if s.CurrentPlayer() == game.Chance {
			m = s.SeededOutcome()
		} else {
			m = ai.Think(p, s, ai.Mix(seed, ply), nil).Move
		}
		k, x := decode(m)
		cur := int(s.cur)
		switch k {
		case kPlace:
			if s.crystal[x/8] == None {
				t.places++
			} else {
				t.exchanges++
				t.spentExchange += s.ExchangeCost()
			}
		case kHolder, kMirror, kGlass:
			t.toolUses[map[kind]Tool{kHolder: Holder, kMirror: Mirror, kGlass: Glass}[k]]++
			t.spentUse += s.ToolCost()
		case kBuy:
			if x == buyCard {
				t.fourth++
				t.spentCard += FourthPrice
			} else {
				t.buys[x]++
				t.spentBuy += ToolPrice
			}
		case kComplete:
			c := Card(x / 2)
			t.completed[c]++
			t.heldTurns[c] += turns - dealtAt[c]
			t.earned += c.Reward()
		case kDeal:
			c := Card(x)
			t.dealt[c]++
			dealtAt[c] = turns
		case kEnd:
			turns++
			if s.first < 0 && s.Qualified(cur) {
				for i := range 3 { // the conditions not yet met at the end of the last turn
					if !met[cur][i] {
						t.lastMet[i]++
					}
				}
			}
		}
		s.Apply(m)
		if k == kEnd {
			// the conditions as they stand at the end of each turn
			q := &s.seats[cur]
			met[cur] = [3]bool{int(q.crystals) >= s.Target(), q.owns == 1<<NumTools-1, q.done&OrangeDeck.mask() != 0}
		}
	}
	t.games++
	t.rounds = append(t.rounds, s.Round())
	t.turns = append(t.turns, turns)
	n := s.opt.Players
	won := false
	for q := range n {
		if r := s.Result(game.Player(q)); r > 0 {
			t.winsByOrder[(q-int(s.start)+n)%n] += r
			t.winnerCrystals += s.Crystals(q)
			won = true
		}
		if s.Qualified(q) {
			t.qualifiedCount++
		}
		for m := s.seats[q].hand; m != 0; m &= m - 1 {
			t.leftInHand[Card(popLow(m))]++
		}
	}
	if !won {
		t.noWinner++
	}
	if s.first < 0 && s.round < s.opt.roundLimit() {
		t.cardsGone++ // the end began because no card was left
	}
	if s.first < 0 && s.round >= s.opt.roundLimit() {
		t.limitHit++
	}
}

func popLow(m uint32) int {
	for i := range 32 {
		if m>>i&1 != 0 {
			return i
		}
	}
	return -1
}

func TestBalanceStudy(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("KALEIDOSKOP_BALANCE"))
	if games <= 0 {
		t.Skip("set KALEIDOSKOP_BALANCE=N (games per player count) to run the balance study")
	}
	level := os.Getenv("KALEIDOSKOP_LEVEL")
	if level == "" {
		level = "medium"
	}
	counts := []int{3, 4, 5, 6}
	if ps := os.Getenv("KALEIDOSKOP_PLAYERS"); ps != "" {
		counts = nil
		for _, f := range strings.Split(ps, ",") {
			n, _ := strconv.Atoi(f)
			counts = append(counts, n)
		}
	}
	for _, n := range counts {
		opt, err := ParseOptions(strings.Trim(fmt.Sprintf("players=%d,%s", n, os.Getenv("KALEIDOSKOP_OPTIONS")), ","))
		if err != nil {
			t.Fatal(err)
		}
		total := &tally{players: n, winsByOrder: make([]float64, n)}
		var mu sync.Mutex
		var wg sync.WaitGroup
		next := make(chan int)
		for range 2 {
			wg.Go(func() {
				for g := range next {
					one := &tally{players: n, winsByOrder: make([]float64, n)}
					o := opt
					o.Deal = uint64(g) + 1000*uint64(n) // every game its own deal
					studyGame(t, one, o, level, o.Deal)
					mu.Lock()
					total.add(one)
					mu.Unlock()
				}
			})
		}
		first, _ := strconv.Atoi(os.Getenv("KALEIDOSKOP_FIRST"))
		for g := range games {
			next <- first + g
		}
		close(next)
		wg.Wait()
		printTally(total, opt, level)
	}
}

func meanSD(xs []int) (float64, float64, int, int) {
	if len(xs) == 0 {
		return 0, 0, 0, 0
	}
	sum, lo, hi := 0.0, xs[0], xs[0]
	for _, x := range xs {
		sum += float64(x)
		lo, hi = min(lo, x), max(hi, x)
	}
	m := sum / float64(len(xs))
	v := 0.0
	for _, x := range xs {
		v += (float64(x) - m) * (float64(x) - m)
	}
	return m, math.Sqrt(v / float64(len(xs))), lo, hi
}

func printTally(t *tally, opt Options, level string) {
	w := os.Stdout
	n := float64(t.games)
	opt.Deal = 0
	fmt.Fprintf(w, "\n### %d players (%s, deal = 1000×players + game number, level %s, %d games)\n\n", t.players, strings.Replace(opt.String(), ",deal=0", "", 1), level, t.games)
	rm, rs, rlo, rhi := meanSD(t.rounds)
	tm, ts, tlo, thi := meanSD(t.turns)
	fmt.Fprintf(w, "- rounds %.1f ± %.1f (%d–%d); turns %.1f ± %.1f (%d–%d)\n", rm, rs, rlo, rhi, tm, ts, tlo, thi)
	fmt.Fprintf(w, "- no winner %d, ended because no card was left %d, round limit reached %d; qualified players per game %.2f; winner's crystals %.1f\n",
		t.noWinner, t.cardsGone, t.limitHit, float64(t.qualifiedCount)/n, float64(t.winnerCrystals)/math.Max(1, n-float64(t.noWinner)))
	fmt.Fprintf(w, "- wins by place in the turn order (1 = start player), share of games, fair %.1f%%:", 100/float64(t.players))
	for i, x := range t.winsByOrder {
		fmt.Fprintf(w, " %d: %.1f%%", i+1, 100*x/n)
	}
	q := float64(t.lastMet[0] + t.lastMet[1] + t.lastMet[2])
	fmt.Fprintf(w, "\n- condition met last by the first to qualify (several in one turn count each): crystals %d (%.0f%%), tools %d (%.0f%%), orange %d (%.0f%%)\n",
		t.lastMet[0], 100*float64(t.lastMet[0])/q, t.lastMet[1], 100*float64(t.lastMet[1])/q, t.lastMet[2], 100*float64(t.lastMet[2])/q)
	fmt.Fprintf(w, "- per game: crystals earned by missions %.1f; spent on exchanges %.1f, buying tools %.1f, using tools %.1f, fourth card %.2f\n",
		float64(t.earned)/n, float64(t.spentExchange)/n, float64(t.spentBuy)/n, float64(t.spentUse)/n, float64(t.spentCard)/n)
	fmt.Fprintf(w, "- per game: places %.1f, exchanges %.1f; buys mirror %.2f glass %.2f; uses holder %.2f mirror %.2f glass %.2f; fourth card %.2f\n\n",
		float64(t.places)/n, float64(t.exchanges)/n, float64(t.buys[Mirror])/n, float64(t.buys[Glass])/n,
		float64(t.toolUses[Holder])/n, float64(t.toolUses[Mirror])/n, float64(t.toolUses[Glass])/n, float64(t.fourth)/n)
	fmt.Fprintf(w, "| card | reward | dealt | completed | completed/dealt | turns (all seats') from deal to completion | left in a hand at the end |\n|---|---|---|---|---|---|---|\n")
	for c := range Card(NumCards) {
		held := "–"
		if t.completed[c] > 0 {
			held = fmt.Sprintf("%.1f", float64(t.heldTurns[c])/float64(t.completed[c]))
		}
		fmt.Fprintf(w, "| %s | %d | %d | %d | %.0f%% | %s | %d |\n", c, c.Reward(), t.dealt[c], t.completed[c],
			100*float64(t.completed[c])/math.Max(1, float64(t.dealt[c])), held, t.leftInHand[c])
	}
}
