package replay

import "kaskade/scene/i18n"

// The review's English texts (review.go, review_words.go).
func init() {
	i18n.Add("en", map[string]string{
		"review":            "Review",
		"review title":      "Review of the game",
		"review of":         "%s's moves",
		"review working":    "The computer looks at every move of %s …",
		"review before":     "Before",
		"review played":     "Played",
		"review better":     "Better",
		"review pos":        "Position after %d of %d moves",
		"review on better":  "The better move played instead",
		"review prev":       "‹ Previous move",
		"review next":       "Next move ›",
		"review prev short": "‹ Move",
		"review next short": "Move ›",
		"review keys":       "←/→: through the game · Esc: back",
		"review none head":  "No costly move found",
		"review none":       "The computer found no move of %s that cost anything it could see.",
		"review head":       "Move %d: %s played %s",

		"review lost won":         "That lost a won game: %s wins%s.",
		"review missed win":       "%s wins%s; after %s the game went on.",
		"review lost draw":        "After it %s wins%s; %s would have held the draw.",
		"review let win":          "After it %s could force a win%s; %s would have kept the game open.",
		"review sooner":           "The game was lost already: after it %s wins%s; with %s it would have lasted longer.",
		"review chances":          "%s: %s kept %s's chances at %d%%; after %s %s.",
		"review grade decisive":   "The deciding move",
		"review grade inaccuracy": "An inaccuracy",
		"review grade mistake":    "A mistake",
		"review grade blunder":    "A blunder",
		"review slightly better":  "%s is slightly better",
		"review clearly better":   "%s is clearly better",
		"review winning":          "%s is winning",
		"review even":             "the game is even",
		"review in one move":      " in 1 move",
		"review in moves":         " in %d moves",
	})
}
