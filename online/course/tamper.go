package course

import (
	"bufio"
	"fmt"
	"net"
)

// ServeTampered answers each connection ln accepts with a Session from
// newSession whose answer lines pass through tamper first, until ln is
// closed: a broken server, to show that a client notices what it sends
// (the client's tests and the game's).
func ServeTampered(ln net.Listener, newSession func() *Session, tamper func(out []string) []string) {
	for {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		go func() {
			defer conn.Close()
			s, rd := newSession(), bufio.NewReader(conn)
			for {
				line, err := rd.ReadString('\n')
				if err != nil {
					return
				}
				out, closeConn := s.Handle(line)
				for _, l := range tamper(out) {
					fmt.Fprintf(conn, "%s\r\n", l)
				}
				if closeConn {
					return
				}
			}
		}()
	}
}
