package match

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"strings"

	"kaskade/engine/game"
)

// The save format (docs/save-format.md): a first line with the magic word
// and the version, then one "key value" line each, then an end line with a
// checksum of everything before it. A game record to export or import is
// the same text; its cursor line and checksum are optional.
const (
	magic   = "kaskade-save"
	Version = 1 // the format version this program writes and reads

	// MaxSize bounds what Decode reads: far above any real save (a long
	// 20x20 game is a few kilobytes) and low enough that a wrong file
	// costs nothing.
	MaxSize = 1 << 20
)

// Encode writes the match as a save: the game, its options, the players,
// every move (the redo tail included) by turn, and the cursor as the number
// of moves played (chance steps are not written: loading draws them again
// from the seed).
func Encode(m *Match) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %d\n", magic, Version)
	writeLine(&b, "game", m.game.Name)
	writeLine(&b, "options", m.options)
	if m.ownSeed {
		fmt.Fprintf(&b, "seed %d\n", m.seed)
	}
	if len(m.Players) > 0 {
		writeLine(&b, "players", m.Players...)
	}
	writeLine(&b, "moves", Turns(m.plies)...)
	fmt.Fprintf(&b, "cursor %d\n", moveCount(m.plies[:m.cursor]))
	fmt.Fprintf(&b, "end %08x\n", crc32.ChecksumIEEE(b.Bytes()))
	return b.Bytes()
}

// writeLine writes a key and its values, each escaped into one token.
func writeLine(b *bytes.Buffer, key string, values ...string) {
	b.WriteString(key)
	for _, v := range values {
		b.WriteByte(' ')
		b.WriteString(escape(v))
	}
	b.WriteByte('\n')
}

// Turns writes plies by turn for a record: the moves of one turn joined by
// '+' ("raise+bid"), chance steps left out (they may show hidden cards,
// and a match draws them again). An unfinished last turn is written as far
// as it goes.
func Turns(plies []Ply) []string {
	var out []string
	open := false // the last token's turn goes on
	for _, p := range plies {
		if p.By == game.Chance {
			continue
		}
		if open {
			out[len(out)-1] += "+" + p.Text
		} else {
			out = append(out, p.Text)
		}
		open = !p.TurnEnd
	}
	return out
}

// moveCount is the number of moves of seats (not chance) in plies: a
// save's cursor.
func moveCount(plies []Ply) int {
	n := 0
	for _, p := range plies {
		if p.By != game.Chance {
			n++
		}
	}
	return n
}

// ShortRecord writes the match as a game record in the short, one-line form
// "OPTIONS: MOVE MOVE ..." (Kaskade's, e.g. "6x6: c3 d4 c3"), the moves up
// to the cursor. The full form is Encode's.
func ShortRecord(m *Match) string {
	return strings.Join(append([]string{m.options + ":"}, Turns(m.plies[:m.cursor])...), " ")
}
