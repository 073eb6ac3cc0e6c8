//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package files

// Without file locks the temporary file is closed before the rename
// (Windows cannot rename a file it holds open), and a clean-up takes any
// temporary file that no write of this process holds for stale; Windows
// itself refuses to remove a file another process has open.
const renameOpen = false

func lockTemp(tempFile) {}

func stale(string) bool { return true }

// syncDir does nothing: these systems cannot open a folder to sync it.
func syncDir(string) {}
