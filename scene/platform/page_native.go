//go:build !js

package platform

// PageOrigin is "" natively: the game server is a setting.
func PageOrigin() string { return "" }

// PageParam is "" natively: there is no page.
func PageParam(string) string { return "" }
