package formation

import "kaskade/scene/i18n"

// The German texts of the board pick (pickboard.go, options).
func init() {
	i18n.Add("de", map[string]string{
		"fm mode pick":       "Weiß wählt",
		"fm pick desc":       "Weiß zieht als Zweites und wählt aus drei Plänen.",
		"fm pick board":      "Weiß wählt aus drei Plänen, Zahl %s",
		"fm pick title":      "%s wählt den Plan",
		"fm pick why":        "%s beginnt, darum wählt die Gegenseite, wo gespielt wird",
		"fm board n":         "Plan %d",
		"fm pick help":       "Klick auf einen Plan  ·  1–3 oder Pfeile + Enter  ·  Esc: Menü",
		"fm pick help short": "Tippe auf den Plan, auf dem ihr spielt",
	})
}
