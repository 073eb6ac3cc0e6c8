//go:build js

package scene

// In the browser there is no TCP: the online screen offers no program on
// the network (course_native.go).
const courseOnNetwork = false

func newCourseScene(*Manager) Scene { return nil } // never called: courseOnNetwork

// remote: no table plays a program on the network here.
func (t *table) remote() remoteSeat { return nil }
