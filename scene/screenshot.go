package scene

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// screenshotHook writes the screen to path once after ticks updates, then
// ends the loop: the way docs pictures are made.
func screenshotHook(path string, ticks int) func(*Manager, *ebiten.Image) {
	done := false
	return func(m *Manager, screen *ebiten.Image) {
		if done || m.ticks < ticks {
			return
		}
		done = true
		if err := WritePNG(screen, path); err != nil {
			m.err = fmt.Errorf("screenshot: %v", err)
			return
		}
		m.Quit()
	}
}

func WritePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
