//go:build !js

package platform

// Natively records go through files (records_native.go); Ebitengine has
// no clipboard, so copying does nothing here and nothing is pasted but
// what the text input types.

func CopyText(string) {}

// CanCopy reports whether CopyText reaches a clipboard.
func CanCopy() bool { return false }

// ListenPaste does nothing natively.
func ListenPaste(*PasteBuffer, int) (stop func()) { return func() {} }
