//go:build js

package scene

import (
	"kaskade/engine/match"
)

// In the browser there are no files: Export shows the record as text to
// copy, Import takes pasted text.

func exportRecord(_ *Manager, back Scene, mt *match.Match) (note menuNote, next Scene, err error) {
	return menuNote{}, newExportBox(back, mt), nil
}

func newImportScene(_ *Manager, back Scene) Scene { return newPasteBox(back) }
