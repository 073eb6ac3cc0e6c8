package game

// SplitMix64 is the splitmix64 generator (Steele, Lea and Flood 2014): a
// 64-bit counter passed through a fixed mixer. It is written here, not
// taken from math/rand, so that what games derive from it (Zobrist keys,
// a deal from its number) is the same on every platform and Go version.
type SplitMix64 struct{ State uint64 }

// SplitMixGamma is the counter's step.
const SplitMixGamma = 0x9e3779b97f4a7c15

// Next advances the counter and returns its mixed value.
func (r *SplitMix64) Next() uint64 {
	r.State += SplitMixGamma
	return Mix64(r.State)
}

// Mix64 is splitmix64's mixer: every bit of z affects every bit of the
// result, so it also serves as a hash of a 64-bit key.
func Mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
