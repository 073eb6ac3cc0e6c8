//go:build !js

package scene

// Natively records go through files (records_native.go); Ebitengine has
// no clipboard, so copying and pasting do nothing here.

func copyText(string) {}

func pasteText(*pasteBuffer) {}
