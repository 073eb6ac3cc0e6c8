package load

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// clockTicks is the kernel's USER_HZ, 100 on every Linux it runs on.
const clockTicks = 100

// procStat reads a process's CPU time so far (seconds, user and system)
// and its resident memory (bytes) from /proc; pid 0 reads nothing.
func procStat(pid int) (cpu float64, rss int64, err error) {
	if pid <= 0 {
		return 0, 0, nil
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, 0, err
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:]) // the name may hold spaces
	if len(f) < 22 {
		return 0, 0, fmt.Errorf("/proc/%d/stat: too short", pid)
	}
	ut, _ := strconv.ParseFloat(f[11], 64) // fields 14 and 15 of the line, counted from the state (3)
	stt, _ := strconv.ParseFloat(f[12], 64)
	pages, _ := strconv.ParseInt(f[21], 10, 64) // field 24: rss in pages
	return (ut + stt) / clockTicks, pages * int64(os.Getpagesize()), nil
}

// kill ends the process pid with SIGKILL: a server dying with no chance
// to close anything.
func kill(pid int) error { return syscall.Kill(pid, syscall.SIGKILL) }
