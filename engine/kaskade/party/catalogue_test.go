package party_test

import (
	"testing"

	"kaskade/engine/games"
	"kaskade/engine/kaskade"
	"kaskade/engine/kaskade/party"
)

// The catalogue's Kaskade starts the two-player engine for two players
// (the option text it always had) and this package for more, and reads
// both kinds of position line.
func TestCatalogueStartsTheRightEngine(t *testing.T) {
	g, err := games.Lookup("kaskade")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		options string
		players int
		party   bool
	}{{"6x6", 2, false}, {"8x8,players=2", 2, false}, {"6x6,players=3", 3, true}, {"5x9,players=8", 8, true}} {
		st, err := g.New(c.options)
		if err != nil {
			t.Fatalf("New(%q): %v", c.options, err)
		}
		_, isParty := st.(*party.State)
		_, isTwo := st.(*kaskade.Game)
		if st.NumPlayers() != c.players || isParty != c.party || isTwo == c.party {
			t.Errorf("New(%q) = %T with %d players", c.options, st, st.NumPlayers())
		}
		back, err := g.Parse(st.String())
		if err != nil || back.String() != st.String() {
			t.Errorf("Parse(%q) = %v, %v", st, back, err)
		}
	}
	if len(g.Seats) < party.MaxPlayers {
		t.Errorf("the catalogue names %d seats, want %d", len(g.Seats), party.MaxPlayers)
	}
}
