// Package loopback says whether a server may listen on an address: the
// project's servers (the game server, the course's protocol server) listen
// on the loopback interface unless told to serve the network.
package loopback

import (
	"fmt"
	"net"
)

// CheckAddr refuses addresses that are not on the loopback interface
// unless public is set.
func CheckAddr(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("bad -addr %q: %v", addr, err)
	}
	if public {
		return nil
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("-addr %q is not a loopback address; use 127.0.0.1:PORT, or add -public to serve the network", addr)
}
