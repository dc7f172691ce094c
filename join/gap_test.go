package join_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// TestRejoinAfterAHugeGapSaysWhereTheGameStands: a joiner whose last mark
// is older than all the host keeps (300 answers came after it, more than
// the 256 batches kept) hears, on joining again, plainly that it missed
// too much to replay, and then where the game stands: the position, the
// last moves, who is to move; then it plays on.
func TestRejoinAfterAHugeGapSaysWhereTheGameStands(t *testing.T) {
	tb, white, srv, code := match(t, speech.EN)
	stream, mark := seatedAfar(t, srv.Addr().String(), code, tb, white, 300)

	h := newHeard()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go join.Run(ctx, join.Config{Addr: srv.Addr().String(), KnownHosts: filepath.Join(t.TempDir(), "kh"),
		Hello: wire.Hello{Seat: "black", Resume: wire.Mark{Stream: stream, N: mark}},
		Code:  func(<-chan struct{}) (string, error) { return code, nil }}, h.Lines(), h)
	h.waitFor(t, "Missed too much to replay: here is the game as it stands now.")
	h.waitFor(t, "White: Koenig Eva eins") // the position
	h.waitFor(t, "Bauer Eva vier")         // the last move
	h.waitFor(t, "Black is to move.")
	h.waitFor(t, "prompt: 1. Black to move")
	h.Do("e5")
	h.waitFor(t, "Bauer Eva fuenf")
	if n := h.times("nothing happened while you were away"); n != 0 {
		t.Errorf("told it missed too much, and then that nothing happened: %q", h.lines)
	}
}

// seatedAfar takes Black's seat as anna join's wire does, with a client
// of its own: it notes the stream and the mark after seating; White
// plays e4, and it types lines lines (each answered in a batch of its
// own), reads them all, and leaves. It returns the stream and the old
// mark.
func seatedAfar(t *testing.T, addr, code string, tb *table.Table, white *table.Client, lines int) (string, int) {
	t.Helper()
	client, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "anna",
		Auth: []gossh.AuthMethod{gossh.Password(code)}, HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	sess, _ := client.NewSession()
	stdin, _ := sess.StdinPipe()
	stdout, _ := sess.StdoutPipe()
	if err := sess.RequestSubsystem(wire.Subsystem); err != nil {
		t.Fatal(err)
	}
	in := bufio.NewReader(stdout)
	io.WriteString(stdin, wire.Greeting()+wire.Hello{Seat: "black"}.Line())
	var stream string
	first, last := -1, 0
	for last < lines || first < 0 {
		line, err := wire.ReadLine(in)
		if err != nil {
			t.Fatalf("after mark %d: %v", last, err)
		}
		switch kind, fields := wire.Split(line); kind {
		case wire.KindSeated:
			s, err := wire.ParseSeated(fields)
			if err != nil {
				t.Fatal(err)
			}
			stream = s.Stream
		case wire.KindMark:
			n, _ := wire.ParseMark(fields)
			if first < 0 {
				first = n
				white.Do("e4")
				for i := 1; i <= lines; i++ {
					fmt.Fprint(stdin, wire.Typed{N: i, Text: "position"}.Line())
				}
			}
		case wire.KindAnswered:
			last, _ = wire.ParseAnswered(fields)
		}
	}
	client.Close()
	for deadline := time.Now().Add(10 * time.Second); !slices.Contains(tb.Free(), session.BlackSeat); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the host never let the seat go")
		}
	}
	return stream, first
}
