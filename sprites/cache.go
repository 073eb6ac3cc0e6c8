package sprites

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// imageCache holds images made once per key (a kind and a size). Resizing
// the window makes new sizes and leaves the old ones behind, so once it
// holds more than limit images it is emptied before the next is made. A
// change of palette (UsePalette) empties it too: an image may hold the
// theme's colours, and a key need not name the theme.
type imageCache[K comparable] struct {
	limit int
	gen   int // paletteGen when the images were made
	m     map[K]*ebiten.Image
}

func NewImageCache[K comparable](limit int) *imageCache[K] {
	return &imageCache[K]{limit: limit, m: map[K]*ebiten.Image{}}
}

// get is k's image, made by make the first time it is asked for.
func (c *imageCache[K]) Get(k K, make func() *ebiten.Image) *ebiten.Image {
	if c.gen != paletteGen {
		c.gen = paletteGen
		for key, img := range c.m {
			img.Deallocate()
			delete(c.m, key)
		}
	}
	if img, ok := c.m[k]; ok {
		return img
	}
	if len(c.m) > c.limit {
		for key, img := range c.m {
			img.Deallocate()
			delete(c.m, key)
		}
	}
	img := make()
	c.m[k] = img
	return img
}

// lastImage keeps only the image made last (a whole board): another key
// or another palette replaces it and frees the old one.
type LastImage[K comparable] struct {
	key K
	gen int // paletteGen when img was made
	img *ebiten.Image
}

// get is k's image, made by make unless it is the one kept.
func (c *LastImage[K]) Get(k K, make func() *ebiten.Image) *ebiten.Image {
	if c.img != nil && c.key == k && c.gen == paletteGen {
		return c.img
	}
	if c.img != nil {
		c.img.Deallocate()
	}
	c.key, c.gen, c.img = k, paletteGen, make()
	return c.img
}
