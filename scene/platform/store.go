package platform

// Store keeps the player's preferences between runs as one small text
// blob. Natively it is a file in the user's config folder (store_native.go),
// in the browser an entry in localStorage (store_js.go).
type Store interface {
	// Load returns what was saved last, or nil and no error when nothing
	// has been saved yet.
	Load() ([]byte, error)
	// Save replaces what is stored.
	Save(data []byte) error
	// Where names the place for messages, e.g. a file path.
	Where() string
}
