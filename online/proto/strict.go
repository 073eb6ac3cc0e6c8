package proto

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// strictKeys checks what encoding/json lets through: it matches field
// names without regard to case and takes the last of two equal keys, so
// {"move":"c4","Move":"a1"} would be judged on a1. Every object in data
// must name only fields of t's struct at that place, spelt exactly, each
// once. (A check of our own rather than a second JSON package: the
// protocol's package is also in the browser build.)
func strictKeys(data []byte, t reflect.Type) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	if err := walk(d, t); err != nil {
		return err
	}
	if _, err := d.Token(); err != io.EOF {
		return errors.New("more than one value")
	}
	return nil
}

// walk reads one value from d, checking the keys of its objects against
// t (nil: anything goes, only duplicates are refused).
func walk(d *json.Decoder, t reflect.Type) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	tok, err := d.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		return walkObject(d, t)
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && t.Kind() == reflect.Slice {
			elem = t.Elem()
		}
		for d.More() {
			if err := walk(d, elem); err != nil {
				return err
			}
		}
		_, err := d.Token() // ']'
		return err
	}
	return nil
}

func walkObject(d *json.Decoder, t reflect.Type) error {
	seen := map[string]bool{}
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		if seen[key] {
			return fmt.Errorf("field %q twice", key)
		}
		seen[key] = true
		var ft reflect.Type
		if t != nil && t.Kind() == reflect.Struct {
			f, ok := fieldNamed(t, key)
			if !ok {
				return fmt.Errorf("unknown field %q", key)
			}
			ft = f.Type
		}
		if err := walk(d, ft); err != nil {
			return err
		}
	}
	_, err := d.Token() // '}'
	return err
}

// fieldNamed is the field of struct t whose JSON name is exactly name.
func fieldNamed(t reflect.Type, name string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if tag == "" {
			tag = f.Name
		}
		if f.IsExported() && tag == name && tag != "-" {
			return f, true
		}
	}
	return reflect.StructField{}, false
}
