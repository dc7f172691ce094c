package host

import (
	"bufio"
	"io"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestNonReaderLetGo: two anna-events spectators stop reading while the
// table says line after line to everybody. Past what the table keeps for
// a terminal (table.MaxWaiting) each is let go, and the host logs it; the
// one that reads again gets what was under way, then its why and the
// end; the one that never reads has its connection ended letGoGrace
// later, though its SSH library answers every keepalive. The host's own
// terminal stays at the table.
func TestNonReaderLetGo(t *testing.T) {
	f, white := serve(t, nil)
	late, never := f.watchAfar(), f.watchAfar()
	long := words.Declare("seat-left", words.TextKind).With(words.Text(strings.Repeat("x", 4000))) // a long line, so that the test is short
	said := []session.Output{{Kind: session.Say, Event: long, To: session.Everyone}}
	for i := 0; strings.Count(f.log.String(), "let go at the spectator seat") < 2; i++ {
		if i > 200000 {
			t.Fatalf("after %d lines to everybody, the log says:\n%s", i, f.log.String())
		}
		f.table.Act(func(*session.Session) []session.Output { return said })
		white.Take()
	}
	if got := f.log.String(); !strings.Contains(got, "more than 1024 KB waited for it unread") {
		t.Errorf("the log says:\n%s", got)
	}
	var last []string // late reads again
	for {
		line, err := wire.ReadLine(late.out)
		if err != nil {
			break
		}
		last = append(last, line)
	}
	why := strings.TrimSuffix(wire.Line(wire.KindNotice, speech.Phrasebook{}.Say(words.Key("too-slow").Event()).Text()), "\n")
	if n := len(last); n < 3 || last[n-3] != why || last[n-2] != wire.KindQuit || !strings.HasPrefix(last[n-1], wire.KindMark) {
		t.Errorf("the terminal that read again ended with %q, want its why, quit and the mark", last[max(0, len(last)-3):])
	}
	ended := make(chan error, 1)
	go func() { ended <- never.client.Wait() }()
	select {
	case <-ended:
	case <-time.After(letGoGrace + 10*time.Second):
		t.Fatal("the connection that never reads was not ended")
	}
	white.Do("moves")
	if evs := white.Take(); len(evs) == 0 {
		t.Error("the host's own terminal is not at the table")
	}
}

// afar is an anna-events client of the test's own, which reads only when
// told to; its SSH library answers the host's keepalives all the same.
type afar struct {
	client *gossh.Client
	out    *bufio.Reader
}

// watchAfar takes a spectator's seat over anna-events.
func (f *fixture) watchAfar() *afar {
	f.t.Helper()
	client, err := gossh.Dial("tcp", f.srv.Addr().String(), f.config(gossh.Password(f.code)))
	if err != nil {
		f.t.Fatal(err)
	}
	f.t.Cleanup(func() { client.Close() })
	sess, err := client.NewSession()
	if err != nil {
		f.t.Fatal(err)
	}
	in, _ := sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	if err := sess.RequestSubsystem(wire.Subsystem); err != nil {
		f.t.Fatal(err)
	}
	io.WriteString(in, wire.Greeting()+wire.Hello{Seat: "watch"}.Line())
	a := &afar{client: client, out: bufio.NewReader(out)}
	for { // seated, and what the seat hears first
		line, err := wire.ReadLine(a.out)
		if err != nil {
			f.t.Fatal(err)
		}
		if kind, _ := wire.Split(line); kind == wire.KindMark {
			return a
		}
	}
}
