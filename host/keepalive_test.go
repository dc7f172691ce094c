package host

import (
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// freezer is a TCP hop between a client and the server that can stop
// passing bytes, as a client stopped with Ctrl+Z or a network gone silent.
type freezer struct {
	ln     net.Listener
	frozen atomic.Bool
}

func newFreezer(t *testing.T, to string) *freezer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fz := &freezer{ln: ln}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			in, err := ln.Accept()
			if err != nil {
				return
			}
			out, err := net.Dial("tcp", to)
			if err != nil {
				in.Close()
				return
			}
			go fz.pass(in, out)
			go fz.pass(out, in)
		}
	}()
	return fz
}

func (fz *freezer) pass(from, to net.Conn) {
	defer to.Close()
	buf := make([]byte, 4096)
	for {
		n, err := from.Read(buf)
		for fz.frozen.Load() {
			time.Sleep(10 * time.Millisecond) // hold what came: the client does not answer
		}
		if n > 0 {
			if _, err := to.Write(buf[:n]); err != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// TestFrozenClientLosesTheSeat: a client that stops answering loses its
// hold on the seat after the keepalive time; the others hear it, and the
// player takes the seat back from a new connection.
func TestFrozenClientLosesTheSeat(t *testing.T) {
	f, white := serve(t, func(c *Config) { c.Keepalive = 1500 * time.Millisecond })
	fz := newFreezer(t, f.srv.Addr().String())
	// Its input is kept open: the player is there, only silent.
	r, err := dialLightTo(t, fz.ln.Addr().String(), f.config(gossh.Password(f.code)), "black line")
	if err != nil {
		t.Fatal(err)
	}
	defer r.close()
	r.waitFor("You sit at the black seat.")
	time.Sleep(2 * time.Second) // keepalives answered: the seat is kept
	if got := heard(white); strings.Contains(got, "left") {
		t.Fatalf("Black lost the seat while answering: %q", got)
	}
	fz.frozen.Store(true)
	start := time.Now()
	for !strings.Contains(heard(white), "Black has left the game.") {
		if time.Since(start) > 5*time.Second {
			t.Fatal("the frozen client still holds the seat after 5 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !strings.Contains(f.log.String(), "no answer for 1.5s; disconnected") {
		t.Errorf("log: %s", f.log.String())
	}
	back, err := f.dial(f.code, "black line")
	if err != nil {
		t.Fatal(err)
	}
	back.waitFor("You sit at the black seat.")
}
