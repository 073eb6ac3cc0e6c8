package kaleidoskop

import (
	"testing"

	"kaskade/engine/game"
)

// TestOnlookerView: an onlooker's view hides every hand and reads back
// from its position line as the same view.
func TestOnlookerView(t *testing.T) {
	st, err := NewGame("players=4,deal=3")
	if err != nil {
		t.Fatal(err)
	}
	st.Settle()
	v := st.ViewFor(game.Onlooker).(*State)
	for p := range v.opt.Players {
		if v.seats[p].hand != 0 {
			t.Errorf("seat %d's hand shows to an onlooker", p)
		}
	}
	back, err := ParseGame(v.String())
	if err != nil {
		t.Fatalf("the onlooker's line does not read back: %v\n%s", err, v.String())
	}
	if back.String() != v.String() || back.(*State).Viewer() != int(game.Onlooker) {
		t.Errorf("round trip changed the view:\n%s\n%s", v.String(), back.String())
	}
}
