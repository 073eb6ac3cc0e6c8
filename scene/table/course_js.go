//go:build js

package table

import "kaskade/scene"

// In the browser there is no TCP: the online screen offers no program on
// the network (course_match.go).

// courseForm is nil: no form.
func courseForm() func(*scene.Manager) scene.Scene { return nil }

// remote: no table plays a program on the network here.
func (t *table) remote() remoteSeat { return nil }
