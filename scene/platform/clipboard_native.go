//go:build !js

package platform

// Natively records go through files (records_native.go); Ebitengine has
// no clipboard, so copying and pasting do nothing here.

func CopyText(string) {}

func PasteText(*PasteBuffer) {}
