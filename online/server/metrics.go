package server

import (
	"fmt"
	"io"
	"maps"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// stats are the server's counters: for the metrics endpoint (Prometheus
// text format, written here: a few counters need no client library) and
// the load command.
type stats struct {
	conns, moves, tooFast, storeErrs atomic.Int64

	mu       sync.Mutex
	refusals map[string]int64 // by code
	closed   map[string]int64 // sockets the server closed, by reason
	lat      [len(latBounds) + 1]int64
	latSum   time.Duration
}

// latBounds are the move latency histogram's buckets: from a move's
// frame read to every connection here having been queued its update.
var latBounds = [...]time.Duration{
	time.Millisecond / 2, time.Millisecond, 2 * time.Millisecond, 5 * time.Millisecond, 10 * time.Millisecond,
	25 * time.Millisecond, 50 * time.Millisecond, 100 * time.Millisecond, 250 * time.Millisecond,
	500 * time.Millisecond, time.Second, 2500 * time.Millisecond,
}

func (st *stats) refusal(code string) { st.count(&st.refusals, code) }

func (st *stats) closing(why string) { st.count(&st.closed, why) }

func (st *stats) count(m *map[string]int64, key string) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if *m == nil {
		*m = map[string]int64{}
	}
	if len(*m) < 64 { // the keys are the server's own words; the bound is a safeguard
		(*m)[key]++
	}
}

// moved notes how long an accepted move of a person took.
func (st *stats) moved(took time.Duration) {
	i, _ := slices.BinarySearch(latBounds[:], took)
	st.mu.Lock()
	st.lat[i]++
	st.latSum += took
	st.mu.Unlock()
}

// Metrics serves the server's metrics in Prometheus's text format.
func (s *Server) Metrics() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		s.WriteMetrics(w)
	})
}

// WriteMetrics writes the metrics in Prometheus's text format.
func (s *Server) WriteMetrics(w io.Writer) {
	open, playing := s.roomCounts()
	st := &s.stats
	metric(w, "kaskade_connections", "gauge", "Room sockets open now.", st.conns.Load())
	metric(w, "kaskade_rooms_open", "gauge", "Rooms held in this server's memory.", open)
	metric(w, "kaskade_rooms_playing", "gauge", "Rooms held here whose game has started and is not over.", playing)
	metric(w, "kaskade_moves_total", "counter", "Moves accepted (people's and computers').", st.moves.Load())
	metric(w, "kaskade_store_errors_total", "counter", "Calls to the store (NATS) that failed.", st.storeErrs.Load())
	metric(w, "kaskade_too_fast_total", "counter", "Messages over a connection's rate.", st.tooFast.Load())
	st.mu.Lock()
	defer st.mu.Unlock()
	labelled(w, "kaskade_refusals_total", "Requests refused, by error code (and host: pages or sockets for another host).", "code", st.refusals)
	labelled(w, "kaskade_closed_total", "Sockets the server closed, by reason.", "why", st.closed)
	fmt.Fprintln(w, "# HELP kaskade_move_seconds Time from a move's frame read to its update queued for every connection here.")
	fmt.Fprintln(w, "# TYPE kaskade_move_seconds histogram")
	var n int64
	for i, b := range latBounds {
		n += st.lat[i]
		fmt.Fprintf(w, "kaskade_move_seconds_bucket{le=\"%g\"} %d\n", b.Seconds(), n)
	}
	n += st.lat[len(latBounds)]
	fmt.Fprintf(w, "kaskade_move_seconds_bucket{le=\"+Inf\"} %d\nkaskade_move_seconds_sum %g\nkaskade_move_seconds_count %d\n",
		n, st.latSum.Seconds(), n)
}

func metric(w io.Writer, name, typ, help string, v int64) {
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n%s %d\n", name, help, name, typ, name, v)
}

func labelled(w io.Writer, name, help, label string, vs map[string]int64) {
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s counter\n", name, help, name)
	for _, k := range slices.Sorted(maps.Keys(vs)) {
		fmt.Fprintf(w, "%s{%s=%q} %d\n", name, label, k, vs[k])
	}
}

// roomCounts are the rooms held here, and those of them being played.
func (s *Server) roomCounts() (open, playing int64) {
	for _, r := range s.held() {
		r.mu.Lock()
		if r.rec.Started && !r.state().IsOver() {
			playing++
		}
		r.mu.Unlock()
		open++
	}
	return open, playing
}
