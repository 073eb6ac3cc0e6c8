// Command natscluster runs a NATS cluster with JetStream on loopback until
// interrupted, to try and measure several game servers on one machine
// (docs/online.md, "Several servers"):
//
//	go run ./tools/natscluster -nodes 3 -port 14222 -dir /tmp/nats
//
// It prints the nodes' client addresses for serve's -nats.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"kaskade/online/natslocal"
)

func main() {
	nodes := flag.Int("nodes", 3, "how many NATS nodes")
	port := flag.Int("port", 14222, "the first node's client port; the others follow, then the route ports")
	dir := flag.String("dir", "", "folder for the nodes' JetStream files (default: a new temporary one)")
	flag.Parse()
	if *dir == "" {
		d, err := os.MkdirTemp("", "natscluster")
		if err != nil {
			fmt.Fprintln(os.Stderr, "natscluster:", err)
			os.Exit(1)
		}
		*dir = d
	}
	c, err := natslocal.Start(*dir, *nodes, *port)
	if err != nil {
		fmt.Fprintln(os.Stderr, "natscluster:", err)
		os.Exit(1)
	}
	fmt.Println(strings.Join(c.URLs, ","))
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	<-sig
	c.Stop()
}
