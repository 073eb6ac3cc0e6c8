package platform

// Slot is one named piece of data the program keeps between runs: the
// settings, a game's paused match. Natively a file in the config folder
// (slot_native.go), in the browser an entry in localStorage (slot_js.go).
// What a slot refuses to read (too large, not a regular file) is an error
// and the slot is left alone.
type Slot interface {
	// Load returns what was saved last, or nil and no error when nothing
	// has been saved. It waits for this slot's pending writes.
	Load() ([]byte, error)
	// Save replaces what is stored. Natively the write happens off the
	// caller's goroutine, in order; the error returned is the first failure
	// of an earlier write not yet reported (nil when all went well).
	Save(data []byte) error
	// Clear removes what is stored.
	Clear() error
	// Where names the place for messages, e.g. a file path.
	Where() string
}

// Store is a Slot that is never cleared: the settings.
type Store interface {
	Load() ([]byte, error)
	Save(data []byte) error
	Where() string
}

// ConfigDirEnv, when set, is the folder of the slots instead of the user's
// config folder (natively): for tests, and for keeping several set-ups.
const ConfigDirEnv = "KASKADE_CONFIG_DIR"

// Limits of what a slot reads: a settings file is a few hundred bytes; a
// saved match at most a record's size.
const (
	SettingsLimit = 1 << 16
	MatchLimit    = 1 << 20
)

// SettingsName is the slot of the settings.
const SettingsName = "settings.json"

// DefaultStore is the settings' slot.
func DefaultStore() (Store, error) { return OpenSlot(SettingsName, SettingsLimit) }

// AutosaveName is the slot of game's paused match.
func AutosaveName(game string) string { return "autosave-" + game + ".txt" }

// LegacyAutosaveName is the single autosave slot of earlier versions, read
// once and moved to its game's slot.
const LegacyAutosaveName = "autosave.txt"
