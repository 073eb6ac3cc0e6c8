package rules

import (
	"testing"

	"kaskade/scene/scenetest"
	"kaskade/scene/view"
)

// rig is scenetest's.
type rig struct{ *scenetest.Rig }

func newRig(t *testing.T, mode view.AnimMode) *rig {
	t.Helper()
	return &rig{scenetest.NewRig(t, mode)}
}
