//go:build !js

package table

import (
	"testing"

	"kaskade/online/course"
	"kaskade/scene"
	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// TestLargerTextSmallPhone holds the settings, the online screen's states
// and the course's form to the layout and phone rules on the smallest
// phone (360x640) in the largest text size, in both languages, where the
// layout test's cases draw that size only on the larger phone. (The
// menu does not fit there yet: its five game tabs take a row each;
// docs/phone.md.)
func TestLargerTextSmallPhone(t *testing.T) {
	c := scenetest.Case{W: 360, H: 640, Ratio: 3, Theme: view.Themes[0], TextSize: len(view.TextScales) - 1}
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			r := scenetest.NewCaseRig(t, c, lang)
			defer r.Img.Deallocate()
			r.Check("settings", r.Show(scene.Open.Settings(r.M, scene.Open.Menu(r.M))), 0, nil)
			// the online screen's states: scene/online's TestLargerTextSmallPhoneOnline
			f := newCourseScene(r.M).(*courseScene)
			f.status, f.bad = courseFault(&course.RemoteError{Addr: defaultCourseAddr, Kind: course.FaultUnreached}, defaultCourseAddr, defaultCourseAddr), true
			r.Check("course form", r.Show(f), 0, nil)
		})
	}
}
