package cli

import (
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	"kaskade/engine/ai"
	"kaskade/engine/game"
	"kaskade/engine/kaskade"
	courseproto "kaskade/online/course"
)

// remotePrefix marks a player that is another program, reached over the
// course's game-server protocol: remote:HOST:PORT.
const remotePrefix = "remote:"

func isRemote(level string) bool { return strings.HasPrefix(level, remotePrefix) }

// remoteAddr is the HOST:PORT of a remote player.
func remoteAddr(level string) (string, error) {
	addr := strings.TrimPrefix(level, remotePrefix)
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host == "" || port == "" {
		return "", fmt.Errorf("%q: want remote:HOST:PORT, e.g. remote:127.0.0.1:4711", level)
	}
	return addr, nil
}

// sidePlayer builds side A or B of a match: a level, or a remote program
// (one side at most, Kaskade only, without -records), which gets a
// stand-in Player that only carries its name.
func (m *matchSpec) sidePlayer(pf playerFlags, level string, isA bool) (*ai.Player, error) {
	if !isRemote(level) {
		return pf.player(level)
	}
	addr, err := remoteAddr(level)
	switch {
	case err != nil:
		return nil, err
	case m.remote != "":
		return nil, errors.New("only one side may be remote")
	case m.game.Name != "kaskade":
		return nil, fmt.Errorf("a remote player plays Kaskade only, not %s", m.game.Name)
	case m.records != "":
		return nil, errors.New("-records does not write games against a remote player")
	}
	m.remote, m.remoteIsA = addr, isA
	return &ai.Player{Name: level}, nil
}

// playRemoteGame plays game i against the remote side: the same opening
// and colours as playGame. An answer the remote side refuses, or one our
// engine does not accept, ends the game as failed (not an error: the
// match goes on).
func (m matchSpec) playRemoteGame(i int) (gameResult, error) {
	c, err := m.opening(ai.Mix(m.seed, uint64(i/2)))
	if err != nil {
		return gameResult{}, fmt.Errorf("game %d: %w", i+1, err)
	}
	aWhite := i%2 == 0
	local, us := m.a, kaskade.White
	if m.remoteIsA {
		local = m.b
	}
	if aWhite == m.remoteIsA { // the remote side has the first seat
		us = kaskade.Black
	}
	start := c.State().(*kaskade.Game).State()
	r := gameResult{aWhite: aWhite}
	end, err := playAgainst(m.remote, start, us, local, ai.Mix(m.seed^0xa5a5, uint64(i)))
	if err != nil {
		r.failed = err.Error()
		return r, nil
	}
	r.moves = end.Moves() - start.Moves()
	r.score = -1
	if (end.Winner() == kaskade.White) == aWhite {
		r.score = 1
	}
	return r, nil
}

// playAgainst plays p as side us from start against the server at addr
// and returns the final position as our engine has it.
func playAgainst(addr string, start *kaskade.State, us kaskade.Player, p *ai.Player, seed uint64) (*kaskade.State, error) {
	rm, err := courseproto.Dial(addr, start, us, "Kaskade", 0)
	if err != nil {
		return nil, err
	}
	defer rm.Close()
	limit := 2*start.Size().MaxMoves() + 2 // no Kaskade game is longer
	for ply := 0; !rm.State().Over(); ply++ {
		if ply > limit {
			return nil, errors.New("the game does not end")
		}
		st := kaskade.AsGame(rm.State())
		t := ai.Think(p, st, ai.Mix(seed, uint64(ply)), deadline(p))
		if err := rm.Play(kaskade.Cell(t.Move)); err != nil {
			return nil, err
		}
	}
	return rm.State(), nil
}

// keepPlayed reports the games that ended with a remote failure on log
// and returns the others.
func (m matchSpec) keepPlayed(results []gameResult, log io.Writer) []gameResult {
	var kept []gameResult
	for i, r := range results {
		if r.failed != "" {
			fmt.Fprintf(log, "kaskade match: game %d ended, left out: %s\n", m.first+i+1, r.failed)
			continue
		}
		kept = append(kept, r)
	}
	return kept
}

// remoteBestmove asks the server at level's address for its move in st
// (Kaskade only) and returns it in the game's notation.
func remoteBestmove(level string, st game.State) (string, error) {
	addr, err := remoteAddr(level)
	if err != nil {
		return "", err
	}
	g, ok := st.(*kaskade.Game)
	if !ok {
		return "", errors.New("a remote player plays Kaskade only")
	}
	s := g.State()
	rm, err := courseproto.Dial(addr, s, s.ToMove().Opponent(), "Kaskade", 0)
	if err != nil {
		return "", err
	}
	defer rm.Close()
	return st.FormatMove(game.Move(rm.Last)), nil
}
