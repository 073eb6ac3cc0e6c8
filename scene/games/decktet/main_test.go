package decktet

import (
	"os"
	"testing"

	"kaskade/scene/looptest"
)

// The view's tests draw, which needs Ebitengine's loop.
func TestMain(m *testing.M) { os.Exit(looptest.Run(m)) }
