//go:build js

package scene

// CanSleep: in the browser the loop keeps its pace (requestAnimationFrame)
// and an idle frame only skips drawing, which costs next to nothing there;
// a loop that ran only on events would not see the test hook's wake-ups.
const CanSleep = false
