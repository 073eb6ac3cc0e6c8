package ai

// How a scene drives a computer player without freezing the screen
//
// In the browser (one thread), search in slices from Update:
//
//	t := ai.NewThinker(player, state, seed)   // when the computer's turn starts
//	started := time.Now()                      // the scene's clock, not the engine's
//	...
//	func Update() {                            // every tick
//		t.Step(2000)                           // a few ms of nodes; tune to the frame
//		if t.Done() || player.Timed && time.Since(started) >= player.MoveTime {
//			t.Cancel()
//			play(t.Best())
//		}
//	}
//
// Best is a legal move from the start, so it also serves as a hint, and
// Progress gives depth, nodes, score and the principal line to show. Call
// Cancel when abandoning a Thinker (undo, leaving the scene) so that its
// paused search is released.
//
// Natively a goroutine may instead run the whole search and hand back the
// move; the stop condition may also watch a cancel flag:
//
//	go func() {
//		end := time.Now().Add(player.MoveTime)
//		r := ai.Think(player, state.Clone(), seed, func() bool { return time.Now().After(end) || cancelled.Load() })
//		moves <- r.Move
//	}()
//
// Both ways run the same search code; Step only pauses it every 64 nodes.
//
// For a game with hidden information, hand in the true position: the tree
// search reads it only through Resample for the seat to move (game.Imperfect),
// so the move (and a hint for a person) depends only on what that seat has
// seen. At a chance step Think and Best give an outcome drawn by its odds.
