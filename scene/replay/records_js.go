//go:build js

package replay

import (
	"time"

	"kaskade/scene"

	"kaskade/engine/match"
	"kaskade/scene/i18n"
	"kaskade/scene/platform"
)

// In the browser there are no files: Export shows the record as text to
// copy, Import takes pasted text.

func exportRecord(_ *scene.Manager, back scene.Scene, mt *match.Match) (note scene.Note, next scene.Scene, err error) {
	return scene.Note{}, newExportBox(back, mt), nil
}

func newImportScene(_ *scene.Manager, back scene.Scene) scene.Scene { return newPasteBox(back) }

// newExportBox shows mt's record to download or copy, and tries to copy
// it at once.
func newExportBox(back scene.Scene, mt *match.Match) *textBoxScene {
	text := string(match.Encode(mt))
	platform.CopyText(text)
	help := i18n.Tr("input.download help")
	if platform.CanCopy() {
		help = i18n.Tr("input.copied")
	}
	name := mt.Game().Name + "-" + time.Now().Format("2006-01-02-150405") + ".txt"
	s := &textBoxScene{back: back, title: i18n.Tr("copy title"), help: help, fileName: name}
	s.edit.Text = text
	return s
}
