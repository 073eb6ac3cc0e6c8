package scene

import (
	"log"

	"kaskade/engine/game"
	"kaskade/scene/platform"
	"kaskade/scene/stats"
	"kaskade/scene/view"
)

// The statistics (scene/stats) are kept in a slot of their own beside the
// settings: natively stats.json in the config folder, in the browser
// localStorage's "kaskade.stats". The settings' format does not change,
// and a damaged statistics file never costs the settings.
const statsName = "stats.json"

// statsKeeper is the manager's statistics: read from the slot when first
// asked for, saved after each change.
type statsKeeper struct {
	book    stats.Book
	loaded  bool
	counted tableMatch // the match counted last: an undo and a second ending count once
}

// statsSlot is where the statistics are kept, or nil when this run keeps
// nothing (tests without storage, screenshots: as the autosave, play_state.go).
func (m *Manager) statsSlot() platform.Slot {
	if m.play.slot == nil || m.play.readOnly {
		return nil
	}
	slot, err := platform.OpenSlot(statsName, platform.SettingsLimit)
	if err != nil {
		log.Printf("kaskade: statistics will not be kept: %v", err)
		return nil
	}
	return slot
}

// statsBook is the statistics, read from the slot the first time.
func (m *Manager) statsBook() stats.Book {
	if !m.stats.loaded {
		m.stats.book, m.stats.loaded = loadStats(m.statsSlot()), true
	}
	return m.stats.book
}

// loadStats reads the statistics of slot; an empty book when there are
// none or they cannot be read (said in the log, the slot kept until the
// next game is counted).
func loadStats(slot platform.Slot) stats.Book {
	if slot == nil {
		return stats.Book{}
	}
	data, err := slot.Load()
	if err != nil || data == nil {
		if err != nil {
			log.Printf("kaskade: cannot read statistics from %s: %v", slot.Where(), err)
		}
		return stats.Book{}
	}
	b, problems, err := stats.Decode(data)
	if err != nil {
		log.Printf("kaskade: statistics in %s are unusable: %v", slot.Where(), err)
		return stats.Book{}
	}
	for _, p := range problems {
		log.Printf("kaskade: statistics in %s: %s; dropped", slot.Where(), p)
	}
	return b
}

// saveStats writes the book to the slot, when this run keeps anything.
func (m *Manager) saveStats() {
	slot := m.statsSlot()
	if slot == nil {
		return
	}
	if err := slot.Save(stats.Encode(m.stats.book)); err != nil {
		log.Printf("kaskade: cannot save statistics to %s: %v", slot.Where(), err)
	}
}

// countResult counts t's finished game in the statistics and saves them:
// called once the game is over (the game-over screen's path). A match is
// counted once, however often it is undone and ended again; a game against
// a program on the network (remote) is not counted.
func (m *Manager) countResult(t *table) {
	if !t.over() || t.remote() != nil || m.stats.counted == t.match {
		return
	}
	m.statsBook()
	m.stats.counted = t.match
	if m.stats.book.Add(resultOf(t)) != stats.NotCounted {
		m.saveStats()
	}
}

// resultOf describes t's finished game for the statistics: each seat's
// kind and level as the table set them up, which seats this screen's
// people play (t.mine: every seat here, online the screen's own), and the
// engine's results.
func resultOf(t *table) stats.Result {
	st := t.state()
	r := stats.Result{Game: t.match.Game().Name}
	for p := range st.NumPlayers() {
		pc := t.cfg.Seat(game.Player(p))
		seat := stats.Seat{Local: t.mine(game.Player(p))}
		if pc.Type == view.Computer {
			seat = stats.Seat{Computer: true, Level: pc.LevelOrDefault()}
		}
		r.Seats = append(r.Seats, seat)
		r.Results = append(r.Results, st.Result(game.Player(p)))
	}
	return r
}

// resetStats empties the statistics of every game and saves that.
func (m *Manager) resetStats() {
	m.stats.book, m.stats.loaded = stats.Book{}, true
	m.saveStats()
}
