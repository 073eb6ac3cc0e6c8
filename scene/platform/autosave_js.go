//go:build js

package platform

// autosaveKey is the localStorage entry of the running game.
const autosaveKey = "kaskade.autosave"

// localAutosave keeps the running game in localStorage, through the
// settings store's helpers (store_js.go).
type localAutosave struct{}

func NewAutosaver() Autosaver { return localAutosave{} }

func (localAutosave) Where() string { return "localStorage[" + autosaveKey + "]" }

func (localAutosave) Save(data []byte) (err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return err
	}
	st.Call("setItem", autosaveKey, string(data))
	return nil
}

func (localAutosave) Load() (data []byte, err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return nil, err
	}
	v := st.Call("getItem", autosaveKey)
	if v.IsNull() || v.IsUndefined() {
		return nil, nil
	}
	return []byte(v.String()), nil
}

func (localAutosave) Clear() (err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return err
	}
	st.Call("removeItem", autosaveKey)
	return nil
}
