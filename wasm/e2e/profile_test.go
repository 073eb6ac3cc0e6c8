package e2e

import (
	"cmp"
	"fmt"
	"maps"
	"os"
	"slices"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// TestProfileStartUp records the page's main thread with Chromium's
// sampling profiler from the navigation to the first frame and prints the
// functions with the most time of their own and the most time in all (a
// function counted once per sample). KASKADE_PROFILE=FUNC (a name as
// printed, e.g. kaskade_scene.__menuScene_.Draw) prints what FUNC called
// instead; KASKADE_PROFILE=1 the whole start-up. Go's functions have their
// names only in a wasm built without -ldflags=-s:
//
//	GOOS=js GOARCH=wasm go build -trimpath -o wasm/kaskade.wasm . && rm wasm/kaskade.wasm.{br,gz,sum}
//	KASKADE_PROFILE=1 go test -count=1 -v -run TestProfileStartUp ./wasm/e2e/
//
// The callers shown are approximate: Go's goroutines in WebAssembly resume
// through the scheduler's loop, which cuts the stacks the profiler sees.
func TestProfileStartUp(t *testing.T) {
	focus := os.Getenv("KASKADE_PROFILE")
	if focus == "" {
		t.Skip("set KASKADE_PROFILE=1 (or a function's name) to profile a load")
	}
	b := start(t, viewport{w: 1280, h: 800})
	for _, err := range []error{
		call(b, profiler.Enable, cdp.Empty{}),
		call(b, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}),
		call(b, profiler.Start, cdp.Empty{}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	b.load()
	res, err := chromedp.Call(b.ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("profile: first frame at %.0f ms\n", eval[float64](b, `__kaskade.firstFrame`))
	p := res.Profile
	nodes, parent := map[int64]*profiler.ProfileNode{}, map[int64]int64{}
	for _, n := range p.Nodes {
		nodes[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	self, total, callees := map[string]float64{}, map[string]float64{}, map[string]float64{}
	for i, id := range p.Samples {
		ms := 0.0
		if i+1 < len(p.TimeDeltas) {
			ms = float64(p.TimeDeltas[i+1]) / 1000 // this sample lasted until the next
		}
		var stack []string // innermost first
		for cur := id; nodes[cur] != nil; cur = parent[cur] {
			stack = append(stack, nodes[cur].CallFrame.FunctionName)
		}
		if len(stack) == 0 {
			continue
		}
		self[stack[0]] += ms
		for _, f := range dedupe(stack) {
			total[f] += ms
		}
		if k := slices.Index(stack, focus); k > 0 {
			callees[stack[k-1]] += ms
		}
	}
	if focus != "1" {
		top("what "+focus+" called", callees, 30)
		return
	}
	top("own time", self, 40)
	top("time in all", total, 80)
}

// call runs a protocol command whose result is empty.
func call[P any](b *browser, cmd cdp.Command[P, cdp.Empty], params P) error {
	_, err := chromedp.Call(b.ctx, cmd, params)
	return err
}

// dedupe is stack with each name once (recursion counts once).
func dedupe(stack []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range stack {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// top prints the n largest entries of m, in milliseconds.
func top(title string, m map[string]float64, n int) {
	fmt.Println("profile:", title)
	keys := slices.SortedFunc(maps.Keys(m), func(a, b string) int { return cmp.Compare(m[b], m[a]) })
	for _, k := range keys[:min(n, len(keys))] {
		fmt.Printf("profile: %8.1f ms  %s\n", m[k], k)
	}
}
