// Package jointest is a host for anna join's tests that says what the
// test chooses: an SSH server whose anna-events subsystem is a function of
// the test's, for hosts no real anna would be (another version, hostile
// bytes).
package jointest

import (
	"crypto/ed25519"
	"crypto/rand"
	"io"
	"net"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// Host starts an SSH server at a free port of 127.0.0.1, closed at the
// test's end, and returns its address. Anyone is let in, with no key and
// no join code. Each session's subsystem (anna join asks for anna-events)
// is handed to serve, which reads what the joiner writes and writes what
// the host says; the session ends when serve returns.
func Host(t testing.TB, serve func(io.ReadWriter)) string {
	t.Helper()
	_, key, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := gossh.NewSignerFromKey(key)
	if err != nil {
		t.Fatal(err)
	}
	conf := &gossh.ServerConfig{NoClientAuth: true}
	conf.AddHostKey(signer)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go serveConn(c, conf, serve)
		}
	}()
	return l.Addr().String()
}

func serveConn(c net.Conn, conf *gossh.ServerConfig, serve func(io.ReadWriter)) {
	defer c.Close()
	_, chans, reqs, err := gossh.NewServerConn(c, conf)
	if err != nil {
		return
	}
	go gossh.DiscardRequests(reqs)
	for nc := range chans {
		if nc.ChannelType() != "session" {
			nc.Reject(gossh.UnknownChannelType, "sessions only")
			continue
		}
		ch, chReqs, err := nc.Accept()
		if err != nil {
			return
		}
		go func() {
			for r := range chReqs {
				r.Reply(r.Type == "subsystem", nil)
				if r.Type == "subsystem" {
					go func() {
						defer ch.Close()
						serve(ch)
					}()
				}
			}
		}()
	}
}
