// Package decktet is the Decktet solitaire "Cascades" (Joe Conard), played
// as docs/rules/decktet.md (the shared rules page) describes: one player
// builds three tiers from a stock turned three at a time and three reserve
// piles that open pass by pass.
//
// The package is pure and deterministic: a deal is a shuffle decided by the
// deal number alone (see deal.go), so a deal number names the same game on
// every platform. The state holds the whole deal, hidden cards included: the
// order of the stock and the face-down reserve cards are part of it, and the
// position line (String) writes them. What a player may see is a view of it:
// the tiers, the waste (its top card is the one in play), the top card of
// each open reserve pile, and how many cards the stock and each closed pile
// hold. The solver (solver.go) is the one reader that may look at everything.
package decktet

import "fmt"

// Suit is one of the six suits, as a bit so that a card's suits are a mask.
type Suit uint8

const (
	Moons Suit = 1 << iota
	Suns
	Waves
	Leaves
	Wyrms
	Knots
)

var suitNames = [...]string{"Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots"}

// Suits lists the six suits in the order of the rules page.
func Suits() []Suit { return []Suit{Moons, Suns, Waves, Leaves, Wyrms, Knots} }

func (s Suit) String() string {
	for i, n := range suitNames {
		if s == 1<<i {
			return n
		}
	}
	return fmt.Sprintf("suits(%#x)", uint8(s))
}

// Rank is a card's rank: Ace, 2 to 9, Pawn, Court or Crown.
type Rank uint8

const (
	Ace   Rank = 1 // 2..9 are the numerals, Rank(2)..Rank(9)
	Pawn  Rank = 10
	Court Rank = 11
	Crown Rank = 12

	numRanks = 13 // ranks index arrays directly; index 0 is unused
)

// letter is the rank in notation: A, 2-9, P, C, K (Crown).
func (r Rank) letter() byte { return "?A23456789PCK"[r] }

func (r Rank) String() string {
	switch r {
	case Ace:
		return "Ace"
	case Pawn:
		return "Pawn"
	case Court:
		return "Court"
	case Crown:
		return "Crown"
	}
	return string(r.letter())
}

// Card is an index into the full extended deck, in the order of the rules
// page's table: the six Aces, the numerals 2 to 9 three by three, the six
// Crowns (these 36 are the standard deck), then the four Pawns and the four
// Courts. The Excuse is never used in Cascades and has no card here.
type Card uint8

// NoCard marks an empty place (an empty tier has no end card).
const NoCard Card = 255

// FaceDown is a card of a view whose face the player may not see (a card
// of the stock, of a closed reserve pile, under an open pile's top): see
// Game.ViewFor. It is written "?" and has no rank or suit.
const FaceDown Card = 254

const (
	numStandard = 36
	numExtended = 44
	maxCards    = numExtended
)

type cardInfo struct {
	rank  Rank
	name  string // in notation: no spaces ("ChanceMeeting")
	title string // as printed on the card ("Chance Meeting")
	suits Suit
}

var cards = [maxCards]cardInfo{
	{Ace, "Moons", "Ace of Moons", Moons}, {Ace, "Suns", "Ace of Suns", Suns},
	{Ace, "Waves", "Ace of Waves", Waves}, {Ace, "Leaves", "Ace of Leaves", Leaves},
	{Ace, "Wyrms", "Ace of Wyrms", Wyrms}, {Ace, "Knots", "Ace of Knots", Knots},
	{2, "Author", "Author", Moons | Knots}, {2, "Desert", "Desert", Suns | Wyrms}, {2, "Origin", "Origin", Waves | Leaves},
	{3, "Journey", "Journey", Moons | Waves}, {3, "Painter", "Painter", Suns | Knots}, {3, "Savage", "Savage", Leaves | Wyrms},
	{4, "Mountain", "Mountain", Moons | Suns}, {4, "Sailor", "Sailor", Waves | Leaves}, {4, "Battle", "Battle", Wyrms | Knots},
	{5, "Forest", "Forest", Moons | Leaves}, {5, "Discovery", "Discovery", Suns | Waves}, {5, "Soldier", "Soldier", Wyrms | Knots},
	{6, "Lunatic", "Lunatic", Moons | Waves}, {6, "Penitent", "Penitent", Suns | Wyrms}, {6, "Market", "Market", Leaves | Knots},
	{7, "ChanceMeeting", "Chance Meeting", Moons | Leaves}, {7, "Castle", "Castle", Suns | Knots}, {7, "Cave", "Cave", Waves | Wyrms},
	{8, "Diplomat", "Diplomat", Moons | Suns}, {8, "Mill", "Mill", Waves | Leaves}, {8, "Betrayal", "Betrayal", Wyrms | Knots},
	{9, "Pact", "Pact", Moons | Suns}, {9, "Darkness", "Darkness", Waves | Wyrms}, {9, "Merchant", "Merchant", Leaves | Knots},
	{Crown, "Huntress", "Huntress", Moons}, {Crown, "Bard", "Bard", Suns}, {Crown, "Sea", "Sea", Waves},
	{Crown, "End", "End", Leaves}, {Crown, "Calamity", "Calamity", Wyrms}, {Crown, "Windfall", "Windfall", Knots},
	{Pawn, "Watchman", "Watchman", Moons | Wyrms | Knots}, {Pawn, "Harvest", "Harvest", Moons | Suns | Leaves},
	{Pawn, "LightKeeper", "Light Keeper", Suns | Waves | Knots}, {Pawn, "Borderland", "Borderland", Waves | Leaves | Wyrms},
	{Court, "Consul", "Consul", Moons | Waves | Knots}, {Court, "Rite", "Rite", Moons | Leaves | Wyrms},
	{Court, "Island", "Island", Suns | Waves | Wyrms}, {Court, "Window", "Window", Suns | Leaves | Knots},
}

// Rank is the card's rank.
func (c Card) Rank() Rank {
	if int(c) >= maxCards { // NoCard, FaceDown: no rank, so it joins no tier
		return 0
	}
	return cards[c].rank
}

// Suits is the mask of the card's suits (one, two or three).
func (c Card) Suits() Suit {
	if int(c) >= maxCards { // NoCard, FaceDown: no suit, so it follows nothing
		return 0
	}
	return cards[c].suits
}

// Title is the card's name as printed, e.g. "Chance Meeting", "Ace of Moons".
func (c Card) Title() string {
	if int(c) >= maxCards {
		return ""
	}
	return cards[c].title
}

// String writes the card in notation: rank letter, a dash and the name
// without spaces, e.g. "A-Moons", "7-ChanceMeeting", "K-Huntress".
func (c Card) String() string {
	if int(c) >= maxCards {
		return "?"
	}
	return string(cards[c].rank.letter()) + "-" + cards[c].name
}

// ParseCard reads a card in notation, exactly as String writes it.
func ParseCard(s string) (Card, error) {
	for c := Card(0); c < maxCards; c++ {
		if c.String() == s {
			return c, nil
		}
	}
	return NoCard, fmt.Errorf("%q is not a card: want a rank letter, a dash and the name, e.g. 2-Author, A-Moons, K-Huntress", s)
}

// rankOfLetter reads a rank letter of notation.
func rankOfLetter(b byte) (Rank, bool) {
	for r := Ace; r < numRanks; r++ {
		if r.letter() == b {
			return r, true
		}
	}
	return 0, false
}
