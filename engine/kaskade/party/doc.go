// Package party holds Kaskade for 2 to 8 players at one screen: the rules
// of docs/rules/kaskade.md ("More than two players"), with each player's
// colour a seat. Balls, capacities, overflow waves and the notation of
// cells are those of the two-player game (engine/kaskade); what is new is
// the turn order past eliminated seats and the end: a player who owns no
// cell once everyone has moved once is out, and the last one left wins.
//
// The two-player game stays engine/kaskade, with its solver and tuned
// evaluation; this package plays two players by the same rules (its tests
// check that move for move) but the catalogue starts it only for three or
// more. It is pure and deterministic: no clock, no randomness, no drawing.
package party
