package scene

import (
	"log"

	"kaskade/scene/platform"
	"kaskade/scene/stats/tally"
)

// The statistics (scene/stats) are kept in a slot of their own beside the
// settings: natively stats.json in the config folder, in the browser
// localStorage's "kaskade.stats". The settings' format does not change,
// and a damaged statistics file never costs the settings.
const StatsName = "stats.json"

// statsKeeper is the manager's statistics: read from the slot when first
// asked for, saved after each change.
type statsKeeper struct {
	book    tally.Book
	loaded  bool
	counted any // the match counted last: an undo and a second ending count once
}

// statsSlot is where the statistics are kept, or nil when this run keeps
// nothing (tests without storage, screenshots: as the autosave, play_state.go).
func (m *Manager) statsSlot() platform.Slot {
	if m.Play.Slot == nil || m.Play.ReadOnly {
		return nil
	}
	slot, err := platform.OpenSlot(StatsName, platform.SettingsLimit)
	if err != nil {
		log.Printf("kaskade: statistics will not be kept: %v", err)
		return nil
	}
	return slot
}

// StatsBook is the statistics, read from the slot the first time.
func (m *Manager) StatsBook() tally.Book {
	if !m.stats.loaded {
		m.stats.book, m.stats.loaded = loadStats(m.statsSlot()), true
	}
	return m.stats.book
}

// loadStats reads the statistics of slot; an empty book when there are
// none or they cannot be read (said in the log, the slot kept until the
// next game is counted).
func loadStats(slot platform.Slot) tally.Book {
	if slot == nil {
		return tally.Book{}
	}
	data, err := slot.Load()
	if err != nil || data == nil {
		if err != nil {
			log.Printf("kaskade: cannot read statistics from %s: %v", slot.Where(), err)
		}
		return tally.Book{}
	}
	b, problems, err := tally.Decode(data)
	if err != nil {
		log.Printf("kaskade: statistics in %s are unusable: %v", slot.Where(), err)
		return tally.Book{}
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
	if err := slot.Save(tally.Encode(m.stats.book)); err != nil {
		log.Printf("kaskade: cannot save statistics to %s: %v", slot.Where(), err)
	}
}

// CountResult counts a finished game in the statistics and saves them:
// called once the game is over (the game-over screen's path). A match
// (id) is counted once, however often it is undone and ended again.
func (m *Manager) CountResult(id any, r tally.Result) {
	if m.stats.counted == id {
		return
	}
	m.StatsBook()
	m.stats.counted = id
	if m.stats.book.Add(r) != tally.NotCounted {
		m.saveStats()
	}
}

// Counted is the match counted last (CountResult's id), nil before any.
func (m *Manager) Counted() any { return m.stats.counted }

// UseStats takes b as the statistics, as if read from their slot
// (tests and screenshots).
func (m *Manager) UseStats(b tally.Book) { m.stats.book, m.stats.loaded = b, true }

// ResetStats empties the statistics of every game and saves that.
func (m *Manager) ResetStats() {
	m.stats.book, m.stats.loaded = tally.Book{}, true
	m.saveStats()
}
