//go:build js

package platform

import (
	"errors"
	"fmt"
	"strings"
	"syscall/js"
)

// localSlot is an entry of the page's localStorage, which belongs to the
// page's origin (scheme, host and port): "kaskade." and the slot's name
// without its extension ("kaskade.settings", "kaskade.autosave-kaskade").
type localSlot struct {
	key   string
	limit int64
}

// OpenSlot is the slot name in localStorage; an error when the page has no
// localStorage (some privacy modes).
func OpenSlot(name string, limit int64) (Slot, error) {
	if _, err := storage(); err != nil {
		return nil, err
	}
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		name = name[:i]
	}
	return localSlot{key: "kaskade." + name, limit: limit}, nil
}

// Flush has nothing to wait for: localStorage writes at once.
func Flush() error { return nil }

func (s localSlot) Where() string { return "localStorage[" + s.key + "]" }

func (s localSlot) Load() (data []byte, err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return nil, err
	}
	v := st.Call("getItem", s.key)
	if v.Type() != js.TypeString {
		return nil, nil // null: nothing saved yet
	}
	data = []byte(v.String())
	if n := int64(len(data)); n > s.limit {
		return nil, fmt.Errorf("%s holds %d bytes, more than the %d it may", s.Where(), n, s.limit)
	}
	return data, nil
}

func (s localSlot) Save(data []byte) (err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return err
	}
	st.Call("setItem", s.key, string(data))
	return nil
}

func (s localSlot) Clear() (err error) {
	defer catchJS(&err)
	st, err := storage()
	if err != nil {
		return err
	}
	st.Call("removeItem", s.key)
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
