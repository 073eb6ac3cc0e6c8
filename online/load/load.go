// Package load is the load command of the game server (docs/online.md):
//
//	kaskade load -server http://127.0.0.1:8080 -rooms 2000 -duration 45s
//
// It opens rooms with two simulated people each on a running server, has
// each person make a move about every -think, opens a new room when a
// game ends, and reports the connections held, the moves a second, the
// latency from a move being sent to every seat's state update, the
// refusals and errors, and (with -pid, on Linux) the server's CPU and
// memory. It is part of the desktop build only.
//
// Several servers on one NATS (-server URL,URL…, -pid PID,PID…): the two
// people of a room are on different servers, and -kill N kills the N-th
// server (SIGKILL) halfway through the measurement, to time how long its
// clients take to play again on the others.
package load

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"kaskade/engine/game"
	"kaskade/engine/games"
)

// config is what the flags say.
type config struct {
	servers               []string
	game, options         string
	rooms                 int
	duration, think, ramp time.Duration
	pids                  []int
	kill                  int // the server to kill halfway, -1 for none
}

// Run runs the load command with args (after "load").
func Run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parse(args, stderr)
	if err != nil {
		return 2
	}
	g, err := games.Lookup(cfg.game)
	if err != nil {
		fmt.Fprintln(stderr, "load:", err)
		return 2
	}
	res := run(cfg, g, stderr)
	res.report(stdout, cfg)
	return 0
}

func parse(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("kaskade load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	var servers, pids string
	fs.StringVar(&servers, "server", "http://127.0.0.1:8080", "the game server, or several on one NATS (URL,URL,...)")
	fs.IntVar(&c.rooms, "rooms", 100, "rooms to open, two people each")
	fs.DurationVar(&c.duration, "duration", 30*time.Second, "how long to measure, after every room is open")
	fs.DurationVar(&c.think, "think", time.Second, "each person makes a move about this often")
	fs.DurationVar(&c.ramp, "ramp", 0, "how long to take opening the rooms (0: rooms/200 seconds)")
	fs.StringVar(&c.game, "game", "kaskade", "the game the rooms play")
	fs.StringVar(&c.options, "options", "6x6", "its options")
	fs.StringVar(&pids, "pid", "", "the servers' process ids (PID,PID,...): report their CPU and memory (Linux)")
	fs.IntVar(&c.kill, "kill", -1, "kill the server of this index (0 is the first; needs -pid) halfway through, and time its clients' return")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	c.servers = strings.Split(servers, ",")
	for _, f := range strings.FieldsFunc(pids, func(r rune) bool { return r == ',' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n <= 0 {
			return c, fmt.Errorf("-pid %q: want process ids", pids)
		}
		c.pids = append(c.pids, n)
	}
	if fs.NArg() > 0 || c.rooms < 1 || c.duration <= 0 || c.think <= 0 || c.kill >= len(c.pids) {
		fs.Usage()
		return c, fmt.Errorf("bad arguments")
	}
	if c.ramp <= 0 {
		c.ramp = time.Duration(c.rooms) * time.Second / 200
	}
	return c, nil
}

// stats are what every room adds to while the measurement runs.
type stats struct {
	measuring atomic.Bool
	moves     atomic.Int64
	games     atomic.Int64
	drops     atomic.Int64 // connections lost
	errors    atomic.Int64 // rooms that could not open, moves that could not be sent

	mu       sync.Mutex
	lat      []time.Duration
	refusals map[string]int
	killed   time.Time       // when -kill killed its server; zero before
	back     []time.Duration // how long after it each of its clients had a position again
}

// returned notes that a client of the killed server had a position again.
func (s *stats) returned(at time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.back = append(s.back, at.Sub(s.killed))
}

func (s *stats) killedAt() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.killed
}

func (s *stats) refused(code string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refusals[code]++
}

func (s *stats) latency(d time.Duration) {
	if !s.measuring.Load() {
		return
	}
	s.moves.Add(1)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lat = append(s.lat, d)
}

// result is a run's figures.
type result struct {
	st           *stats
	held, opened int
	window       time.Duration
	cpu          []float64 // each server's CPU over the window, in cores
	rss          []int64   // their resident memory at the end, in bytes
	self         float64   // this command's own CPU, in cores: it shares the machine
	loadBefore   string
	loadAfter    string
	procErr      error
}

// run opens the rooms over the ramp, measures for the duration, and
// stops.
func run(cfg config, g game.Entry, stderr io.Writer) result {
	st := &stats{refusals: map[string]int{}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rooms := make([]*pair, cfg.rooms)
	var wg sync.WaitGroup
	for i := range rooms {
		rooms[i] = &pair{cfg: cfg, g: g, st: st, rng: rand.New(rand.NewPCG(uint64(i), 26)), index: i}
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(cfg.ramp * time.Duration(i) / time.Duration(cfg.rooms))
			rooms[i].run(ctx)
		}()
	}
	time.Sleep(cfg.ramp + 2*time.Second) // every room open and settled
	res := result{st: st, window: cfg.duration, loadBefore: loadavg()}
	cpu0 := make([]float64, len(cfg.pids))
	for i, pid := range cfg.pids {
		cpu0[i], _, res.procErr = procStat(pid)
	}
	self0, _, _ := procStat(os.Getpid())
	st.measuring.Store(true)
	if cfg.kill >= 0 {
		time.Sleep(cfg.duration / 2)
		st.mu.Lock()
		st.killed = time.Now()
		st.mu.Unlock()
		if err := kill(cfg.pids[cfg.kill]); err != nil {
			fmt.Fprintln(stderr, "load: -kill:", err)
		}
		time.Sleep(cfg.duration - cfg.duration/2)
	} else {
		time.Sleep(cfg.duration)
	}
	st.measuring.Store(false)
	for i, pid := range cfg.pids {
		cpu1, rss, err := procStat(pid)
		if i == cfg.kill {
			cpu1, rss, err = cpu0[i], 0, nil // gone: its figures are not measured
		}
		res.cpu = append(res.cpu, (cpu1-cpu0[i])/cfg.duration.Seconds())
		res.rss = append(res.rss, rss)
		res.procErr = errorsJoin(res.procErr, err)
	}
	self1, _, _ := procStat(os.Getpid())
	res.self = (self1 - self0) / cfg.duration.Seconds()
	res.loadAfter = loadavg()
	for _, p := range rooms {
		res.held += p.online()
		if p.opened.Load() {
			res.opened++
		}
	}
	cancel()
	wg.Wait()
	return res
}

func errorsJoin(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// report prints the figures.
func (r result) report(w io.Writer, cfg config) {
	st := r.st
	st.mu.Lock()
	defer st.mu.Unlock()
	lat := slices.Clone(st.lat)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	fmt.Fprintf(w, "rooms %d (%s %s), think %v, measured %v\n", cfg.rooms, cfg.game, cfg.options, cfg.think, r.window)
	fmt.Fprintf(w, "connections held %d of %d, rooms that opened %d, games finished %d\n", r.held, 2*cfg.rooms, r.opened, st.games.Load())
	fmt.Fprintf(w, "moves %d, %.1f a second\n", len(lat), float64(len(lat))/r.window.Seconds())
	fmt.Fprintf(w, "latency move -> every seat's state: p50 %v p95 %v p99 %v max %v\n",
		pct(lat, 50), pct(lat, 95), pct(lat, 99), pct(lat, 100))
	fmt.Fprintf(w, "refusals %s, errors %d, connections dropped %d\n", refusalText(st.refusals), st.errors.Load(), st.drops.Load())
	if r.procErr != nil {
		fmt.Fprintf(w, "server: %v\n", r.procErr)
	}
	for i, pid := range cfg.pids {
		if i == cfg.kill {
			fmt.Fprintf(w, "server pid %d: killed halfway\n", pid)
			continue
		}
		fmt.Fprintf(w, "server pid %d: CPU %.2f cores, RSS %.0f MB\n", pid, r.cpu[i], float64(r.rss[i])/(1<<20))
	}
	if cfg.kill >= 0 {
		back := slices.Clone(st.back)
		sort.Slice(back, func(i, j int) bool { return back[i] < back[j] })
		fmt.Fprintf(w, "killed server %d: %d of its clients had a position again after p50 %v p99 %v, the last %v\n",
			cfg.kill, len(back), pct(back, 50), pct(back, 99), pct(back, 100))
	}
	fmt.Fprintf(w, "load command: CPU %.2f cores; load average before %s, after %s\n", r.self, r.loadBefore, r.loadAfter)
}

// pct is the p-th percentile of sorted durations, rounded for reading.
func pct(d []time.Duration, p int) time.Duration {
	if len(d) == 0 {
		return 0
	}
	i := min(len(d)*p/100, len(d)-1)
	return d[i].Round(10 * time.Microsecond)
}

func refusalText(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	var parts []string
	for k, v := range m {
		parts = append(parts, fmt.Sprintf("%s %d", k, v))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}

// loadavg is the machine's load average (Linux), or "?".
func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}
