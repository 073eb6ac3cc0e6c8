// Command icons draws the page's icons (wasm/icon-192.png, wasm/icon-512.png):
// Kaskade's board face with a cascade of three balls, on the page's
// background, the picture inside the middle 80% so that a "maskable" icon
// cut to a circle keeps it. The PNGs are committed; run it again only to
// change them:
//
//	go run ./tools/icons -dir wasm
package main

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"path/filepath"
	"strconv"
)

var (
	background = color.RGBA{0x1a, 0x1f, 0x29, 0xff}
	face       = color.RGBA{0x5f, 0x73, 0x8a, 0xff}
	well       = color.RGBA{0x50, 0x62, 0x77, 0xff}
	white      = color.RGBA{0xee, 0xea, 0xe0, 0xff}
	accent     = color.RGBA{0xe8, 0xa3, 0x3d, 0xff}
)

func main() {
	dir := flag.String("dir", "wasm", "folder to write the icons to")
	flag.Parse()
	for _, n := range []int{192, 512} {
		path := filepath.Join(*dir, "icon-"+strconv.Itoa(n)+".png")
		f, err := os.Create(path)
		if err != nil {
			log.Fatal(err)
		}
		if err := png.Encode(f, draw(n)); err != nil {
			log.Fatal(err)
		}
		if err := f.Close(); err != nil {
			log.Fatal(err)
		}
	}
}

// shape is a coverage function in units of the icon's side (0..1).
type layer struct {
	inside func(x, y float64) bool
	shade  func(x, y float64) color.RGBA
}

func roundRect(x0, y0, x1, y1, r float64) func(x, y float64) bool {
	return func(x, y float64) bool {
		dx := math.Max(math.Max(x0+r-x, x-(x1-r)), 0)
		dy := math.Max(math.Max(y0+r-y, y-(y1-r)), 0)
		return x >= x0 && x <= x1 && y >= y0 && y <= y1 && dx*dx+dy*dy <= r*r
	}
}

func circle(cx, cy, r float64) func(x, y float64) bool {
	return func(x, y float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r }
}

func flat(c color.RGBA) func(x, y float64) color.RGBA {
	return func(x, y float64) color.RGBA { return c }
}

// ball shades a ball lit from the upper left.
func ball(cx, cy, r float64, c color.RGBA) func(x, y float64) color.RGBA {
	return func(x, y float64) color.RGBA {
		d := math.Hypot(x-(cx-r*0.35), y-(cy-r*0.35)) / (r * 1.6)
		k := 1.25 - 0.55*math.Min(d, 1)
		ch := func(v uint8) uint8 { return uint8(math.Min(255, float64(v)*k)) }
		return color.RGBA{ch(c.R), ch(c.G), ch(c.B), 0xff}
	}
}

func draw(n int) *image.RGBA {
	// The board: a 2×2 corner of cells; a ball in a1 overflowing into its
	// neighbours.
	layers := []layer{
		{func(x, y float64) bool { return true }, flat(background)},
		{roundRect(0.16, 0.16, 0.84, 0.84, 0.08), flat(face)},
	}
	cells := [][2]float64{{0.33, 0.33}, {0.67, 0.33}, {0.33, 0.67}, {0.67, 0.67}}
	for _, c := range cells {
		layers = append(layers, layer{circle(c[0], c[1], 0.13), flat(well)})
	}
	for i, c := range [][2]float64{{0.33, 0.67}, {0.67, 0.67}, {0.33, 0.33}} {
		col := accent
		if i == 2 {
			col = white
		}
		layers = append(layers, layer{circle(c[0], c[1], 0.115), ball(c[0], c[1], 0.115, col)})
	}
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	const ss = 4
	for py := range n {
		for px := range n {
			var r, g, b float64
			for sy := range ss {
				for sx := range ss {
					x := (float64(px) + (float64(sx)+0.5)/ss) / float64(n)
					y := (float64(py) + (float64(sy)+0.5)/ss) / float64(n)
					var c color.RGBA
					for _, l := range layers {
						if l.inside(x, y) {
							c = l.shade(x, y)
						}
					}
					r, g, b = r+float64(c.R), g+float64(c.G), b+float64(c.B)
				}
			}
			img.SetRGBA(px, py, color.RGBA{uint8(r/ss/ss + 0.5), uint8(g/ss/ss + 0.5), uint8(b/ss/ss + 0.5), 0xff})
		}
	}
	return img
}
