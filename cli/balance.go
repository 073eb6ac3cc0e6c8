//go:build !js

// The balance study is a desktop command only: the browser build never
// links it (nor its tables).

package cli

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"kaskade/engine/ai"
	"kaskade/engine/kaleidoskop"
)

func init() {
	commands["balance"] = command{"Kaleidoskop's balance study: self-play statistics per player count", runBalance}
}

// balanceSpec is one study: the player counts, the games of each, the
// level every seat plays.
type balanceSpec struct {
	counts   []int
	options  string
	games    int
	first    int
	level    *ai.Player
	seed     uint64
	parallel int
	stopped  *atomic.Bool // set by an interrupt: no further games start
}

// runBalance: kaskade balance [-players 3,4,5,6] [-games N] [-level L] [-options TEXT] [-reward B06=1,...] [-csv DIR].
func runBalance(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("balance", stderr,
		"usage: kaskade balance [-players 3,4,5,6] [-games N] [-level L] [-options TEXT] [-reward CARD=N,...] [-csv DIR] [-seed N] [-parallel N]",
		"Plays Kaleidoskop with every seat at one level, game g of n players from deal 1000*n+g, and prints",
		"markdown tables (docs/kaleidoskop-balance.md): length, wins by place in the turn order with 95% intervals,",
		"the condition met last, the crystals earned and spent, tools, and each card. -csv writes the same as CSV.",
		"-reward tries a changed design: the cards' rewards for this run only.",
	)
	players := fs.String("players", "3,4,5,6", "the player counts, comma-separated")
	games := fs.Int("games", 2000, "games per player count")
	first := fs.Int("first", 0, "the first game number (a further batch of the same study)")
	level := fs.String("level", "greedy", "the level of every seat")
	options := fs.String("options", "", "further options of every game, e.g. length=long")
	rewards := fs.String("reward", "", "changed rewards for this run, e.g. B06=1,O12=7")
	csvDir := fs.String("csv", "", "a directory to write summary.csv, seats.csv, cards.csv and rounds.csv into")
	seed := fs.Uint64("seed", 1, "the players' seed")
	parallel := fs.Int("parallel", 1, "games played at the same time")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	fail := failer("balance", stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	spec := balanceSpec{options: *options, games: *games, first: *first, seed: *seed, parallel: max(1, *parallel)}
	var err error
	if spec.counts, err = parseCounts(*players); err != nil {
		return fail(err)
	}
	if spec.level, err = ai.New(*level); err != nil {
		return fail(err)
	}
	spec.level.Timed = false
	if err := setRewards(*rewards); err != nil {
		return fail(err)
	}
	if spec.games < 1 {
		return fail(fmt.Errorf("-games %d: want at least 1", spec.games))
	}
	spec.stopped = stopOnInterrupt()
	start := time.Now()
	var studies []*kaleidoskop.Study
	for _, n := range spec.counts {
		if spec.stopped.Load() {
			break
		}
		st, err := spec.run(n, stderr)
		if err != nil {
			return fail(err)
		}
		studies = append(studies, st)
	}
	fmt.Fprintf(stdout, "kaskade balance -players %s -games %d -level %s -seed %d", *players, spec.games, spec.level.Name, spec.seed)
	if spec.options != "" {
		fmt.Fprintf(stdout, " -options %s", spec.options)
	}
	if *rewards != "" {
		fmt.Fprintf(stdout, " -reward %s", *rewards)
	}
	fmt.Fprintf(stdout, "  (%v)\n", time.Since(start).Round(time.Second))
	if spec.stopped.Load() {
		fmt.Fprintf(stdout, "\nStopped by an interrupt: the tables count only the games finished before it (see the games column).\n")
	}
	writeBalance(stdout, studies)
	if *csvDir != "" {
		if err := writeBalanceCSV(*csvDir, studies); err != nil {
			fmt.Fprintf(stderr, "kaskade balance: %v\n", err)
			return exitFail
		}
	}
	return exitOK
}

// stopOnInterrupt returns a flag set by the first interrupt, so that a
// long study can be cut short and still print the games it finished.
func stopOnInterrupt() *atomic.Bool {
	var stopped atomic.Bool
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ch
		stopped.Store(true)
		signal.Stop(ch)
	}()
	return &stopped
}

func parseCounts(text string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < kaleidoskop.MinPlayers || n > kaleidoskop.MaxPlayers {
			return nil, fmt.Errorf("-players %q: want counts from %d to %d", text, kaleidoskop.MinPlayers, kaleidoskop.MaxPlayers)
		}
		out = append(out, n)
	}
	return out, nil
}

// setRewards applies -reward CARD=N,...
func setRewards(text string) error {
	if text == "" {
		return nil
	}
	for _, f := range strings.Split(text, ",") {
		name, val, ok := strings.Cut(f, "=")
		r, err := strconv.Atoi(val)
		if !ok || err != nil {
			return fmt.Errorf("-reward %q: want CARD=N", f)
		}
		c, err := kaleidoskop.ParseCard(name)
		if err != nil {
			return err
		}
		if err := kaleidoskop.SetReward(c, r); err != nil {
			return err
		}
	}
	return nil
}

// run plays the study's games of n players, spec.parallel at a time.
func (spec balanceSpec) run(n int, stderr io.Writer) (*kaleidoskop.Study, error) {
	text := fmt.Sprintf("players=%d", n)
	if spec.options != "" {
		text += "," + spec.options
	}
	opt, err := kaleidoskop.ParseOptions(text)
	if err != nil {
		return nil, err
	}
	bar := startProgress(stderr, fmt.Sprintf("balance %d players", n), int64(spec.games))
	defer bar.Stop()
	total := kaleidoskop.NewStudy(n)
	var mu sync.Mutex
	_, err = inParallel(spec.games, spec.parallel, func(i int) (struct{}, error) {
		if spec.stopped.Load() {
			return struct{}{}, nil
		}
		o := opt
		o.Deal = uint64(1000*n + spec.first + i)
		one, err := kaleidoskop.StudyGame(o, spec.level, ai.Mix(spec.seed, o.Deal))
		if err == nil {
			mu.Lock()
			total.Add(one)
			mu.Unlock()
		}
		return struct{}{}, err
	}, func(int, int, struct{}) { bar.Add(1) })
	return total, err
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func per(x, games int) float64 { return float64(x) / float64(max(1, games)) }

// writeBalance prints the study's tables, one row (or column) per player
// count.
func writeBalance(w io.Writer, ss []*kaleidoskop.Study) {
	fmt.Fprintln(w, "\n| players | games | rounds | turns (all seats) | no winner (cards gone / round limit) | qualified per game | winner's crystals | met last: crystals / tools / orange |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, s := range ss {
		rm, rs, rlo, rhi := kaleidoskop.MeanSD(s.Rounds)
		tm, ts, tlo, thi := kaleidoskop.MeanSD(s.Turns)
		q := float64(max(1, s.LastMet[0]+s.LastMet[1]+s.LastMet[2]))
		fmt.Fprintf(w, "| %d | %d | %.1f ± %.1f (%d–%d) | %.1f ± %.1f (%d–%d) | %d (%d / %d) | %.2f | %.1f | %.0f%% / %.0f%% / %.0f%% |\n",
			s.Players, s.Games, rm, rs, rlo, rhi, tm, ts, tlo, thi, s.NoWinner, s.CardsGone, s.LimitHit,
			per(s.Qualified, s.Games), per(s.WinnerCrystals, s.Games-s.NoWinner),
			100*float64(s.LastMet[0])/q, 100*float64(s.LastMet[1])/q, 100*float64(s.LastMet[2])/q)
	}
	fmt.Fprintln(w, "\nWin share by place in the turn order (1 = the start player; a shared win counts 1/k), 95% Wilson interval:")
	fmt.Fprintln(w, "\n| players | fair | 1 | 2 | 3 | 4 | 5 | 6 |\n|---|---|---|---|---|---|---|---|")
	for _, s := range ss {
		fmt.Fprintf(w, "| %d | %s |", s.Players, pct(1/float64(s.Players)))
		for _, x := range s.WinsByOrder {
			p := x / float64(s.Games)
			lo, hi := kaleidoskop.Wilson(p, s.Games)
			fmt.Fprintf(w, " %.1f%% (%.1f–%.1f) |", 100*p, 100*lo, 100*hi)
		}
		fmt.Fprintf(w, "%s\n", strings.Repeat(" |", kaleidoskop.MaxPlayers-s.Players))
	}
	fmt.Fprintln(w, "\nScoring crystals per game (all players together) and moves per game:")
	fmt.Fprintln(w, "\n| players | earned by missions | spent: exchanges | buying tools | second/third tool | fourth card | places / exchanges | buys mirror / glass | uses holder / mirror / glass | fourth cards |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|")
	for _, s := range ss {
		g := s.Games
		fmt.Fprintf(w, "| %d | %.1f | %.2f | %.1f | %.2f | %.2f | %.1f / %.2f | %.2f / %.2f | %.2f / %.2f / %.2f | %.2f |\n",
			s.Players, per(s.Earned, g), per(s.SpentExchange, g), per(s.SpentBuy, g), per(s.SpentUse, g), per(s.SpentCard, g),
			per(s.Places, g), per(s.Exchanges, g), per(s.Buys[kaleidoskop.Mirror], g), per(s.Buys[kaleidoskop.Glass], g),
			per(s.Uses[kaleidoskop.Holder], g), per(s.Uses[kaleidoskop.Mirror], g), per(s.Uses[kaleidoskop.Glass], g), per(s.Fourth, g))
	}
	fmt.Fprintln(w, "\nCards: completed / dealt, and in brackets the turns (of all seats) from the deal to the completion:")
	fmt.Fprint(w, "\n| card | reward |")
	for _, s := range ss {
		fmt.Fprintf(w, " %d players |", s.Players)
	}
	fmt.Fprint(w, "\n|---|---|"+strings.Repeat("---|", len(ss))+"\n")
	for c := range kaleidoskop.Card(kaleidoskop.NumCards) {
		fmt.Fprintf(w, "| %s | %d |", c, c.Reward())
		for _, s := range ss {
			fmt.Fprintf(w, " %.0f%% (%s) |", 100*per(s.Completed[c], s.Dealt[c]), held(s, c))
		}
		fmt.Fprintln(w)
	}
}

func held(s *kaleidoskop.Study, c kaleidoskop.Card) string {
	if s.Completed[c] == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f", per(s.HeldTurns[c], s.Completed[c]))
}

// writeBalanceCSV writes the study's figures for tools/balancecharts.
func writeBalanceCSV(dir string, ss []*kaleidoskop.Study) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files := map[string]func(*strings.Builder){
		"summary.csv": func(b *strings.Builder) {
			b.WriteString("players,games,rounds_mean,turns_mean,no_winner,cards_gone,limit_hit,qualified_per_game,winner_crystals,last_crystals,last_tools,last_orange,earned,spent_exchange,spent_buy,spent_use,spent_card,places,exchanges,buys_mirror,buys_glass,uses_holder,uses_mirror,uses_glass,fourth\n")
			for _, s := range ss {
				g := s.Games
				rm, _, _, _ := kaleidoskop.MeanSD(s.Rounds)
				tm, _, _, _ := kaleidoskop.MeanSD(s.Turns)
				fmt.Fprintf(b, "%d,%d,%.3f,%.3f,%d,%d,%d,%.4f,%.3f,%d,%d,%d,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f\n",
					s.Players, g, rm, tm, s.NoWinner, s.CardsGone, s.LimitHit, per(s.Qualified, g), per(s.WinnerCrystals, g-s.NoWinner),
					s.LastMet[0], s.LastMet[1], s.LastMet[2], per(s.Earned, g), per(s.SpentExchange, g), per(s.SpentBuy, g),
					per(s.SpentUse, g), per(s.SpentCard, g), per(s.Places, g), per(s.Exchanges, g),
					per(s.Buys[kaleidoskop.Mirror], g), per(s.Buys[kaleidoskop.Glass], g),
					per(s.Uses[kaleidoskop.Holder], g), per(s.Uses[kaleidoskop.Mirror], g), per(s.Uses[kaleidoskop.Glass], g), per(s.Fourth, g))
			}
		},
		"seats.csv": func(b *strings.Builder) {
			b.WriteString("players,place,share,lo,hi\n")
			for _, s := range ss {
				for i, x := range s.WinsByOrder {
					p := x / float64(s.Games)
					lo, hi := kaleidoskop.Wilson(p, s.Games)
					fmt.Fprintf(b, "%d,%d,%.4f,%.4f,%.4f\n", s.Players, i+1, p, lo, hi)
				}
			}
		},
		"cards.csv": func(b *strings.Builder) {
			b.WriteString("players,card,reward,dealt,completed,rate,held_turns,left_in_hand\n")
			for _, s := range ss {
				for c := range kaleidoskop.Card(kaleidoskop.NumCards) {
					fmt.Fprintf(b, "%d,%s,%d,%d,%d,%.4f,%.3f,%d\n", s.Players, c, c.Reward(), s.Dealt[c], s.Completed[c],
						per(s.Completed[c], s.Dealt[c]), per(s.HeldTurns[c], s.Completed[c]), s.LeftInHand[c])
				}
			}
		},
		"rounds.csv": func(b *strings.Builder) {
			b.WriteString("players,rounds,games\n")
			for _, s := range ss {
				hist := map[int]int{}
				top := 0
				for _, r := range s.Rounds {
					hist[r]++
					top = max(top, r)
				}
				for r := 1; r <= top; r++ {
					fmt.Fprintf(b, "%d,%d,%d\n", s.Players, r, hist[r])
				}
			}
		},
	}
	for name, fill := range files {
		var b strings.Builder
		fill(&b)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	return nil
}
