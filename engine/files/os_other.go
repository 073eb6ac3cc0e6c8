//go:build !unix

package files

import "os"

// openRead opens path for reading. Systems other than Unix have no named
// pipes in the file system that an open could block on.
func openRead(path string) (*os.File, error) { return os.Open(path) }
