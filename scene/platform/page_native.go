//go:build !js

package platform

// PageOrigin is "" natively: the game server is a setting.
func PageOrigin() string { return "" }

// PageParam is "" natively: there is no page.
func PageParam(string) string { return "" }

// ShowRoom does nothing natively: there is no address.
func ShowRoom(string) {}

// AskToNotify does nothing natively.
func AskToNotify() {}

// TurnNotice does nothing natively: the window is the game's.
func TurnNotice(string) {}
