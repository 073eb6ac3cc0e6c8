package formation

import "kaskade/scene/i18n"

// The English texts of the board pick (pickboard.go, options).
func init() {
	i18n.Add("en", map[string]string{
		"fm mode pick":       "White picks",
		"fm pick desc":       "White, moving second, picks one of three boards.",
		"fm pick board":      "White picks of three boards, number %s",
		"fm pick title":      "%s picks the board",
		"fm pick why":        "%s moves first: the other side chooses where",
		"fm board n":         "Board %d",
		"fm pick help":       "Click a board  ·  1–3, or arrows + Enter  ·  Esc: menu",
		"fm pick help short": "Tap the board to play on",
	})
}
