package online

import (
	"github.com/hajimehoshi/ebiten/v2"
	"rsc.io/qr"

	"kaskade/scene/i18n"
	"kaskade/scene/platform"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// The lobby shows the room's link as a QR code where the screen has room
// beside the panel (a desktop's): the phones at the same table scan it.

// qrQuiet is the white margin a reader needs around a code, in modules.
const qrQuiet = 4

// canShare is whether the lobby offers the system's share sheet: a
// variable so that the layout test can draw the lobby of a phone that has
// one.
var canShare = platform.CanShare

// qrCode is a link's code, one pixel a module with its quiet margin, made
// once per link.
type qrCode struct {
	link string
	img  *ebiten.Image
}

// image is the code of link; nil if it cannot be made (a link too long).
func (q *qrCode) image(link string) *ebiten.Image {
	if q.link == link {
		return q.img
	}
	if q.img != nil {
		q.img.Deallocate()
	}
	q.link, q.img = link, nil
	code, err := qr.Encode(link, qr.M)
	if err != nil {
		return nil
	}
	n := code.Size + 2*qrQuiet
	pix := make([]byte, 4*n*n)
	for y := range n {
		for x := range n {
			v := byte(0xff)
			if code.Black(x-qrQuiet, y-qrQuiet) {
				v = 0
			}
			i := 4 * (y*n + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = v, v, v, 0xff
		}
	}
	q.img = ebiten.NewImage(n, n)
	q.img.WritePixels(pix)
	return q.img
}

// layoutQR places the code right of the panel, as large as the room
// there allows up to a point; none where it would be too small to scan
// from across a table.
func layoutQR(l *onlineLayout, screenW float64) {
	u := l.u
	left := l.panel.X + l.panel.W + 24*u
	size := min(screenW-left-24*u, 200*u)
	if size < 110*u {
		return
	}
	l.qr = ui.Rect{X: left, Y: l.panel.Y + onlineTitleH*u, W: size, H: size}
}

// drawQR draws the link's code and, under it, what it is for.
func (s *onlineScene) drawQR(dst *ebiten.Image, l onlineLayout) {
	img := s.qr.image(s.link())
	if img == nil || l.qr.W <= 0 {
		return
	}
	u := l.u
	sprites.FillRoundRect(dst, l.qr.X-4*u, l.qr.Y-4*u, l.qr.W+8*u, l.qr.H+8*u, 6*u, sprites.Panel)
	op := &ebiten.DrawImageOptions{} // nearest: the modules stay sharp
	op.GeoM.Scale(l.qr.W/float64(img.Bounds().Dx()), l.qr.H/float64(img.Bounds().Dy()))
	op.GeoM.Translate(l.qr.X, l.qr.Y)
	dst.DrawImage(img, op)
	face := sprites.Face(13*u, false)
	for i, line := range wrapAtMost(i18n.Tr("online scan"), face, l.qr.W+8*u, 2) {
		sprites.DrawText(dst, line, face, l.qr.X+l.qr.W/2, l.qr.Y+l.qr.H+10*u+float64(i)*ui.LineHeight(face),
			sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
	}
}
