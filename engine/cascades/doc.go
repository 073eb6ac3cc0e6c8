// Package cascades holds the rules of Cascades, William Chang's hex game
// (2001), as docs/rules/cascades.md fixes them: two players drop stones
// on a trapezoid of hexagons, each below one of their own stones, racing
// for the bottom row. It is pure and deterministic: no clock, no
// randomness, no drawing.
//
// Decisions where the rules page is silent (all written down in
// docs/rules/cascades.md):
//
//   - Seats: Black moves first, so Black is player 0 of the shared contract
//     and White player 1. Results in text stay the page's: 1-0 White won,
//     0-1 Black won.
//   - A move is a drop (the cell's index, see Size.CellAt) or End. The
//     first turn of the game is one drop by Black and ends by itself; End
//     is legal there only when Black has no drop at all (never on a real
//     board). Later turns end by themselves after the second drop.
//   - The turn in which the game ends counts as completed in the position
//     line's turn count.
//   - The variants combine ("6x5,free,territory"). Territory changes only
//     the scoring; the game still ends on a bottom-row majority.
//   - The position line's first field is the options text, which for the
//     plain game is exactly the page's WxH; and a pass that the next pass
//     would answer with the end of the game is marked by a "p" after the
//     to-move field ("w0p"), so that every position reads back exactly.
//   - In the free-drop variant a dropped stone that is cut off at once is
//     still a drop of the turn (it is removed, and counts as played).
package cascades
