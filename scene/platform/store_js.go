//go:build js

package platform

import (
	"errors"
	"fmt"
	"syscall/js"
)

// storageKey is the localStorage entry that holds the settings.
const storageKey = "kaskade.settings"

// localStore keeps the settings in the page's localStorage, which belongs
// to the page's origin (scheme, host and port).
type localStore struct{}

// DefaultStore is the browser's localStorage, entry "kaskade.settings". It
// fails when the page has no localStorage (some privacy modes).
func DefaultStore() (Store, error) {
	if _, err := storage(); err != nil {
		return nil, err
	}
	return localStore{}, nil
}

func (localStore) Where() string { return "localStorage[" + storageKey + "]" }

func (localStore) Load() (data []byte, err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return nil, err
	}
	v := st.Call("getItem", storageKey)
	if v.Type() != js.TypeString {
		return nil, nil // null: nothing saved yet
	}
	return []byte(v.String()), nil
}

func (localStore) Save(data []byte) (err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return err
	}
	st.Call("setItem", storageKey, string(data))
	return nil
}

// storage returns window.localStorage; merely reading it throws when the
// browser forbids storage.
func storage() (st js.Value, err error) {
	defer catchJS(&err)
	st = js.Global().Get("localStorage")
	if st.Type() != js.TypeObject {
		return js.Value{}, errors.New("this page has no localStorage")
	}
	return st, nil
}

// catchJS turns a JavaScript exception (a panic with js.Error in Go) into
// an error, such as a full storage quota.
func catchJS(err *error) {
	r := recover()
	if r == nil {
		return
	}
	if e, ok := r.(js.Error); ok {
		*err = e
		return
	}
	*err = fmt.Errorf("%v", r)
}
