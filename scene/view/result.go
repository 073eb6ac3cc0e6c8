package view

import "kaskade/engine/game"

// SeatRanker is implemented by the view of a game that ranks its seats
// with its own tie-breaks and figures (Kaleidoskop: crystals, then orange
// cards; whether a seat qualified): the game-over panel lists its ranking,
// each seat with its line of named figures, instead of the places and bare
// scores of game.Places, so that the ranking is said once.
type SeatRanker interface {
	RankSeats(st game.State) []SeatRank
}

// SeatRank is one seat's place in a SeatRanker's ranking and its figures
// in words ("17 crystals · 2 orange").
type SeatRank struct {
	Seat  game.Player
	Place int
	Line  string
}
