// Package formation is Die Formation (the game David Parlett calls
// Congress) on a board of four coloured quarterboards, as the rules page
// (docs/rules/formation.md) fixes it: each side gathers its eight
// pieces into one orthogonally connected group; a piece moves by the colour
// of the square it stands on. The package is pure and deterministic: a
// random board comes from a seed.
//
// Decisions where the rules page is silent:
//
//   - Seats: Black moves first, so Black is player 0 and White player 1 of
//     the shared contract (seat order is move order). Results in text stay
//     the page's: 1-0 White won, 0-1 Black won.
//   - Squares are numbered like a chess bitboard: a1 = 0, b1 = 1 ... h8 = 63;
//     a move is from<<6 | to, and Pass is 1<<12.
//   - Quarter turns are clockwise, seen from above: the top row of a face
//     becomes its right column.
//   - Option text (games.Game.New): "default", "random:SEED" or an explicit
//     assembly "Q0F0/Q1F0/Q2F0/Q3F0" (quadrants top-left, top-right,
//     bottom-left, bottom-right; board Q0..Q3; F front or B back; 0..3
//     quarter turns clockwise; each board once), optionally followed by
//     ",limit=N" (1..100000, default 300); "pick:SEED" lets White pick the
//     board first (pick.go). See ParseOptions.
//   - A pass is the only legal move of a side without a piece move; it is
//     refused otherwise. The game is drawn as soon as, after a move, neither
//     side has a piece move. A win is checked first, then repetition and the
//     limit: a move that completes the group wins even on move 300.
//   - Repetition compares 64-bit Zobrist hashes of (pieces, side to move);
//     a collision is ignored as too unlikely to matter.
//   - Parse accepts any grid of the four colours (hand-made boards), but
//     only eight pieces a side, and a running game that could go on. A
//     parsed game has the default limit and knows no earlier positions, so
//     repetitions count from there; a running position at or past move 300
//     is refused.
package formation
