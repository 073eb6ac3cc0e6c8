// Package natslocal runs a NATS cluster with JetStream inside this
// process, its nodes routed to each other on loopback: the cluster the
// several-servers test runs the game servers on, and what
// tools/natscluster starts by hand to measure them (docs/online.md,
// "Several servers"). It is for tests and measurements on one machine: a
// real cluster is NATS's own servers on their own machines.
package natslocal

import (
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// Cluster is n NATS nodes on loopback.
type Cluster struct {
	Nodes []*natsserver.Server
	URLs  []string // each node's client address, nats://127.0.0.1:PORT
}

// Start runs n nodes keeping their JetStream files under dir (one folder
// each) with client ports from base (0: any free ports), and waits until
// every node takes connections.
func Start(dir string, n, base int) (*Cluster, error) {
	ports, err := portsFrom(base, 2*n)
	if err != nil {
		return nil, err
	}
	var routes []string
	for i := range n {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", ports[n+i]))
	}
	c := &Cluster{}
	for i := range n {
		opts := &natsserver.Options{
			ServerName: fmt.Sprintf("n%d", i), Host: "127.0.0.1", Port: ports[i],
			JetStream: true, StoreDir: filepath.Join(dir, fmt.Sprintf("n%d", i)), NoSigs: true, NoLog: true,
			Cluster: natsserver.ClusterOpts{Name: "kaskade-local", Host: "127.0.0.1", Port: ports[n+i]},
			Routes:  natsserver.RoutesFromStr(strings.Join(routes, ",")),
		}
		ns, err := natsserver.NewServer(opts)
		if err != nil {
			c.Stop()
			return nil, err
		}
		go ns.Start()
		c.Nodes = append(c.Nodes, ns)
		c.URLs = append(c.URLs, fmt.Sprintf("nats://127.0.0.1:%d", ports[i]))
	}
	for _, ns := range c.Nodes {
		if !ns.ReadyForConnections(30 * time.Second) {
			c.Stop()
			return nil, fmt.Errorf("a NATS node did not start")
		}
	}
	return c, nil
}

// Stop shuts every node down.
func (c *Cluster) Stop() {
	for _, ns := range c.Nodes {
		ns.Shutdown()
	}
}

// portsFrom is k ports: base, base+1, … or, for base 0, free ones.
func portsFrom(base, k int) ([]int, error) {
	var out []int
	for i := range k {
		if base > 0 {
			out = append(out, base+i)
			continue
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		_, p, _ := net.SplitHostPort(ln.Addr().String())
		ln.Close()
		port, _ := strconv.Atoi(p)
		out = append(out, port)
	}
	return out, nil
}
