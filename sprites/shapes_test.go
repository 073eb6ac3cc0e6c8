package sprites

import (
	"image"
	"math"
	"testing"
)

// alphaSum is the sum of img's alpha, in pixels (255 is one pixel).
func alphaSum(img *image.RGBA) float64 {
	sum := 0
	for i := 3; i < len(img.Pix); i += 4 {
		sum += int(img.Pix[i])
	}
	return float64(sum) / 255
}

// roundedArea is the area of a w×h rectangle with corners of radius r.
func roundedArea(w, h, r float64) float64 { return w*h - (4-math.Pi)*r*r }

func TestRoundRectImageFill(t *testing.T) {
	img := RoundRectImage(120, 44, 10, 0)
	if got := img.Bounds().Size(); got != image.Pt(122, 46) {
		t.Fatalf("size %v, want 122x46 (a pixel of margin)", got)
	}
	if a := img.RGBAAt(61, 23).A; a != 255 {
		t.Errorf("centre alpha %d, want 255", a)
	}
	if a := img.RGBAAt(1, 23).A; a != 255 {
		t.Errorf("left edge's middle alpha %d, want 255: the straight edges lie on pixel edges", a)
	}
	for _, p := range []image.Point{{0, 23}, {61, 0}, {121, 45}, {1, 1}} {
		if a := img.RGBAAt(p.X, p.Y).A; a != 0 {
			t.Errorf("alpha %d at %v: the margin and the cut-off corner stay empty", a, p)
		}
	}
	if got, want := alphaSum(img), roundedArea(120, 44, 10); math.Abs(got-want) > 0.005*want {
		t.Errorf("covered area %.1f, want %.1f", got, want)
	}
	for y := range 46 { // mirror symmetric
		for x := range 122 {
			if a, b := img.RGBAAt(x, y).A, img.RGBAAt(121-x, 45-y).A; a != b {
				t.Fatalf("alpha %d at (%d, %d) but %d at the mirrored pixel", a, x, y, b)
			}
		}
	}
}

func TestRoundRectImageOutline(t *testing.T) {
	const w, h, r, lw = 100, 60, 12, 2.5
	img := RoundRectImage(w, h, r, lw)
	if a := img.RGBAAt(51, 31).A; a != 0 {
		t.Errorf("centre alpha %d, want 0 inside an outline", a)
	}
	if a := img.RGBAAt(1, 31).A; a != 255 {
		t.Errorf("alpha %d on the left edge's line, want 255", a)
	}
	want := roundedArea(w, h, r) - roundedArea(w-2*lw, h-2*lw, r-lw)
	if got := alphaSum(img); math.Abs(got-want) > 0.02*want {
		t.Errorf("line area %.1f, want %.1f", got, want)
	}
}

func TestRoundRectImageRadiusClamped(t *testing.T) {
	// A radius over half the height gives a pill, not a broken shape.
	img := RoundRectImage(60, 20, 40, 0)
	if got, want := alphaSum(img), roundedArea(60, 20, 10); math.Abs(got-want) > 0.01*want {
		t.Errorf("covered area %.1f, want %.1f (radius clamped to 10)", got, want)
	}
}

func TestRingImage(t *testing.T) {
	for _, rg := range []Ring{{R: 13.08, W: 1.08, FX: 0.25, FY: 0.375}, {R: 20, W: 2}, {R: 1, W: 3}} {
		img := RingImage(rg)
		n := img.Bounds().Dx()
		if n%2 == 0 || img.Bounds().Dy() != n {
			t.Fatalf("%+v: image %v, want an odd square", rg, img.Bounds())
		}
		outer, inner := rg.R+rg.W/2, max(0, rg.R-rg.W/2)
		want := math.Pi * (outer*outer - inner*inner)
		if got := alphaSum(img); math.Abs(got-want) > 0.03*want {
			t.Errorf("%+v: ring area %.1f, want %.1f", rg, got, want)
		}
		if inner > 2 {
			if a := img.RGBAAt(n/2, n/2).A; a != 0 {
				t.Errorf("%+v: alpha %d in the middle, want 0", rg, a)
			}
		}
		for x := range n { // the border stays clear: nothing is cut off
			if img.RGBAAt(x, 0).A != 0 || img.RGBAAt(x, n-1).A != 0 || img.RGBAAt(0, x).A != 0 || img.RGBAAt(n-1, x).A != 0 {
				t.Fatalf("%+v: the ring touches the image's border", rg)
			}
		}
	}
}
