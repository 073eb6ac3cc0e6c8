package view

import "kaskade/engine/game"

// A Guide is a game's guided first game: a short scripted game on a small
// board that a newcomer plays through step by step (the table's guide
// mode, scene/guide.go). Each step says what to do and why, the board
// points at the move, only that move is taken (another is answered with a
// hint), and after it the rule that just applied is said. The other seats'
// moves are the script's too, so every run is the same game. A guide is
// data: a test replays every script through the engine
// (scene/guide_test.go), and a game's own tests may check what its steps
// claim.
type Guide struct {
	// Options are the match's options: a small board, a fixed deal (the
	// match draws its chance steps from them).
	Options string

	// Learner is the seat the newcomer plays; the guide plays the others.
	Learner game.Player

	// Steps are the moves in order, chance steps left out (the match
	// draws them).
	Steps []GuideStep

	// DoneKey is the i18n key of the closing words after the last step.
	DoneKey string
}

// GuideStep is one move of a guided game: the learner's when the learner
// is to move, else another seat's, which the guide plays after a pause.
type GuideStep struct {
	Move string // in the game's notation (game.State.ParseMove)

	// Say is the i18n key of what to do now and why (the learner's step),
	// or of what the other side is about to do.
	Say string

	// Rule is the i18n key of the rule the move just applied, shown once
	// it is played ("": nothing new to say).
	Rule string
}
