package online

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"kaskade/online/proto"
	"kaskade/scene/i18n"
	"kaskade/scene/ui"
	"kaskade/sprites"
)

// A room's move clock (docs/online.md): none by default; in the lobby the
// creator's button turns to the next choice (a clock request), a clock of
// 1, 5 or 60 minutes a move with what its running out does: the computer
// plays the late turn, or the creator may hand the late seat to the
// computer. The others' lobby says the room's clock; the table counts it
// down.

// clockChoice is one choice of the clock's button in the lobby.
type clockChoice struct {
	sec    int
	expire string
}

// clockChoices are the button's choices, in turn.
var clockChoices = []clockChoice{
	{0, ""},
	{60, proto.ExpireComputer}, {60, proto.ExpireHandOver},
	{5 * 60, proto.ExpireComputer}, {5 * 60, proto.ExpireHandOver},
	{60 * 60, proto.ExpireComputer}, {60 * 60, proto.ExpireHandOver},
}

// label says the choice: "Move clock: none", "Move clock: 5 min, then
// the computer moves".
func (c clockChoice) label() string {
	if c.sec == 0 {
		return i18n.Tr("clock none")
	}
	return clockWords(c.sec, c.expire)
}

// clockWords says a room's clock and its end.
func clockWords(sec int, expire string) string {
	if expire == proto.ExpireHandOver {
		return i18n.Trf("clock hand over", sec/60)
	}
	return i18n.Trf("clock computer", sec/60)
}

// roomClock is the room's clock as a choice of the button.
func (s *onlineScene) roomClock() clockChoice {
	if s.info == nil {
		return clockChoices[0]
	}
	return clockChoice{s.info.Clock, s.info.Expire}
}

// nextClock asks for the choice after the room's.
func (s *onlineScene) nextClock() proto.Msg {
	i := slices.Index(clockChoices, s.roomClock()) // -1, for a clock not of the choices: the first
	c := clockChoices[(i+1)%len(clockChoices)]
	return proto.Msg{T: proto.TClock, Clock: c.sec, Expire: c.expire}
}

// watchLines are the lobby's lines under the seats: the people watching,
// and for all but the creator (whose button says it) the room's clock.
func (s *onlineScene) watchLines() []string {
	var lines []string
	if n := s.info.Watchers; n > 0 {
		lines = append(lines, i18n.Trf("online watching", n))
	}
	if s.showsClock() {
		lines = append(lines, clockWords(s.info.Clock, s.info.Expire))
	}
	return lines
}

func (s *onlineScene) showsClock() bool { return s.info != nil && s.info.Clock > 0 && !s.creator }

func (s *onlineScene) watchFace(u float64) text.Face { return sprites.Face(14*u, false) }

// watchAreaH is the height of the lines under the seats: the design's
// one line, or as many as they are.
func (s *onlineScene) watchAreaH(u float64) float64 {
	n := 1
	if s.showsClock() {
		n = 2
	}
	return max(onlineWatchH*u, float64(n)*ui.LineHeight(s.watchFace(u))+8*u) // the label under them reaches up
}

// drawWatchLines draws the lines under the seats, centred in their area.
func (s *onlineScene) drawWatchLines(dst *ebiten.Image, l onlineLayout) {
	u := l.u
	face := s.watchFace(u)
	lines, lh := s.watchLines(), ui.LineHeight(face)
	y := l.watchY + (s.watchAreaH(u)-float64(len(lines))*lh)/2
	for i, line := range lines {
		sprites.DrawText(dst, ui.Ellipsize(line, face, l.panel.W-32*u), face, s.w/2, y+float64(i)*lh,
			sprites.AlignCenter, sprites.AlignStart, sprites.TextDim)
	}
}
