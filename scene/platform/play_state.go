package platform

// autosaver keeps the running game between runs: natively a file in the
// config folder (autosave_native.go), in the browser localStorage
// (autosave_js.go).
type Autosaver interface {
	Save(data []byte) error
	Load() ([]byte, error) // nil and no error when nothing is saved
	Clear() error
	Where() string
}
