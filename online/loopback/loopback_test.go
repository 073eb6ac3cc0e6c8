package loopback

import "testing"

func TestCheckAddr(t *testing.T) {
	for _, tc := range []struct {
		addr   string
		public bool
		ok     bool
	}{
		{"127.0.0.1:8080", false, true},
		{"localhost:8080", false, true},
		{"[::1]:8080", false, true},
		{"127.0.0.1:0", false, true},
		{":8080", false, false},
		{"0.0.0.0:8080", false, false},
		{"192.168.1.2:8080", false, false},
		{"0.0.0.0:8080", true, true},
		{"8080", false, false},
	} {
		err := CheckAddr(tc.addr, tc.public)
		if (err == nil) != tc.ok {
			t.Errorf("CheckAddr(%q, %v) = %v, want ok=%v", tc.addr, tc.public, err, tc.ok)
		}
	}
}
