//go:build !js

package scene

import (
	"testing"

	"kaskade/online/course"
	"kaskade/scene/view"
)

// TestLargerTextSmallPhone holds the settings, the online screen's states
// and the course's form to the layout and phone rules on the smallest
// phone (360x640) in the largest text size, in both languages, where the
// layout test's cases draw that size only on the larger phone. (The
// menu does not fit there yet: its five game tabs take a row each;
// docs/phone.md.)
func TestLargerTextSmallPhone(t *testing.T) {
	c := layoutCase{w: 360, h: 640, ratio: 3, theme: view.Themes[0], textSize: len(view.TextScales) - 1}
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			r := newCaseRig(t, c, lang)
			defer r.img.Deallocate()
			r.check("settings", r.show(newSettingsScene(r.m, newMenuScene(r.m))), 0, nil)
			checkOnlineStates(t, r)
			f := newCourseScene(r.m).(*courseScene)
			f.status, f.bad = courseFault(&course.RemoteError{Addr: defaultCourseAddr, Kind: course.FaultUnreached}, defaultCourseAddr, defaultCourseAddr), true
			r.check("course form", r.show(f), 0, nil)
		})
	}
}
