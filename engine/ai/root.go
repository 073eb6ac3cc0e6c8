package ai

import "slices"

// chooseAmongRoot picks the move for levels that score every root move:
// a random one among the best (after noise), or now and then the second or
// third best. A winning move is always taken and a losing one avoided when
// there is another, as even a beginner would.
func (s *search) chooseAmongRoot() {
	idx := make([]int, len(s.root))
	for i := range idx {
		idx[i] = i
		if n := s.cfg.Noise; n > 0 && abs(s.scores[i]) < winScore-maxPly {
			s.scores[i] += s.rng.IntN(2*n+1) - n
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return s.scores[b] - s.scores[a] })
	ties := 1
	for ties < len(idx) && s.scores[idx[ties]] == s.scores[idx[0]] {
		ties++
	}
	pick := idx[s.rng.IntN(ties)]
	if s.cfg.Blunder > 0 && s.rng.Float64() < s.cfg.Blunder && s.scores[pick] < winScore-maxPly {
		alt := idx[min(len(idx)-1, 1+s.rng.IntN(2))]
		if s.scores[alt] > -winScore+maxPly {
			pick = alt
		}
	}
	s.res.Move, s.res.Score = s.root[pick], s.scores[pick]
}
