// Package kaleidoskop holds the rules of Kaleidoskop, a game of colour
// crystals for 3 to 6 players (docs/rules/kaleidoskop.md): crystals on the
// corners of a hexagon board colour the hexes by majority, tools bend the
// majorities, and secret mission cards ask for colour patterns.
//
// A State is a complete position (the referee's view). It fulfils the
// shared contract game.State directly, with chance steps for the setup and
// every card drawn (CurrentPlayer is game.Chance, ChanceOutcomes gives the
// outcomes), hidden hands (ViewFor, Resample) and turns of several moves
// (TurnDone). The screen's helpers (hex colours, Changes, mission matches,
// exchange and tool costs) live beside the rules so that nothing is
// derived twice.
package kaleidoskop
