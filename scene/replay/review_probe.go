package replay

import "kaskade/scene"

// Probe gives the browser's test hook the review's progress and, once
// done, its turning point in the game's notation (kaskadeTest.review(),
// but for the frames and time of its work, which the hook counts).
func (s *reviewScene) Probe() scene.Probe {
	var turning any
	if m, ok := s.rep.Turning(); ok && !s.working() {
		st := s.at(m.Ply)
		turning = map[string]any{"ply": m.Ply, "played": st.FormatMove(m.Played), "better": st.FormatMove(m.Best)}
	}
	snap := map[string]any{"done": !s.working(), "progress": s.work.Progress(), "turning": turning}
	return scene.Probe{Scene: "review", Review: snap, Working: s.working()}
}
