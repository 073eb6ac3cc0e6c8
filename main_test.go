package main

import (
	"errors"
	"fmt"
	"testing"
)

// flagError is an error in the flags, marked as scene.Run marks them.
type flagError struct{ error }

func (flagError) BadInput() bool { return true }

func TestExitStatus(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want int
	}{
		{nil, 0},
		{errors.New("ui: no window system is available"), 1},
		{flagError{errors.New(`unknown game "nope"`)}, 2},
		{fmt.Errorf("start: %w", flagError{errors.New("bad -moves")}), 2},
	} {
		if got := exitStatus(tc.err); got != tc.want {
			t.Errorf("exitStatus(%v) = %d, want %d", tc.err, got, tc.want)
		}
	}
}

// The desktop build runs the headless commands; anything else opens the
// window (the browser build has no commands at all: commands_js.go).
func TestCommandsDispatch(t *testing.T) {
	if _, ok := runCommand(nil); ok {
		t.Error("no arguments ran a command")
	}
	if _, ok := runCommand([]string{"-size", "6x6"}); ok {
		t.Error("a window flag ran a command")
	}
	if code, ok := runCommand([]string{"perft", "-options", "3x3", "-depth", "1"}); !ok || code != 0 {
		t.Errorf("perft: ran %v, exit status %d", ok, code)
	}
}

// TestSizeIsKaskadesShorthand: -size 7x5 is -game kaskade -options 7x5,
// refused beside another game or beside -options.
func TestSizeIsKaskadesShorthand(t *testing.T) {
	if g, o, err := withSize("", "", "7x5"); err != nil || g != "kaskade" || o != "7x5" {
		t.Errorf("-size 7x5: %q %q %v", g, o, err)
	}
	if g, o, err := withSize("formation", "random:1", ""); err != nil || g != "formation" || o != "random:1" {
		t.Errorf("no -size: %q %q %v", g, o, err)
	}
	if _, _, err := withSize("formation", "", "7x5"); err == nil {
		t.Error("-size with -game formation accepted")
	}
	if _, _, err := withSize("", "8x8", "7x5"); err == nil {
		t.Error("-size with -options accepted")
	}
}
