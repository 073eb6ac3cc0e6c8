//go:build !js

package platform

import "errors"

// BrowserFiles is whether records are downloaded and uploaded as files
// through the browser (DownloadText, OpenTextFile); natively they live in
// the records folder instead.
const BrowserFiles = false

func DownloadText(name, text string) error { return errors.New("no browser here") }

func OpenTextFile(b *PasteBuffer, max int) { b.fail(errors.New("no browser here")) }
