package join_test

import (
	"context"
	"errors"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/speech"
)

// TestWrongJoinCodeIsAskedAgain: a join code mistyped is said wrong in
// the joiner's words and asked again (three tries, as ssh gives); a code
// wrong every time ends anna join with that sentence alone. Before, the
// first wrong code ended it with ssh's English: "ssh: handshake failed:
// ssh: unable to authenticate, attempted methods [none password], no
// supported methods remain".
func TestWrongJoinCodeIsAskedAgain(t *testing.T) {
	_, _, srv, code := match(t, speech.EN)
	var wrongs atomic.Int32
	h := newHeard()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go join.Run(ctx, join.Config{Addr: srv.Addr().String(), KnownHosts: filepath.Join(t.TempDir(), "kh"), Book: speech.Phrasebook{Lang: speech.HR},
		Hello: wire.Hello{Seat: "black", Lang: "hr"},
		Code: func(<-chan struct{}) (string, error) {
			return map[bool]string{true: "anna-eins-anna-eins-anna-eins-anna-eins", false: code}[wrongs.Load() == 0], nil
		},
		WrongCode: func() { wrongs.Add(1) }}, h.Lines(), h)
	h.waitFor(t, "Vaše mjesto: crni.")
	if n := wrongs.Load(); n != 1 {
		t.Errorf("the wrong code was told %d times, want once", n)
	}

	err := join.Run(context.Background(), join.Config{Addr: srv.Addr().String(), KnownHosts: filepath.Join(t.TempDir(), "kh"), Book: speech.Phrasebook{Lang: speech.HR},
		Hello: wire.Hello{Seat: "white"}, Code: func(<-chan struct{}) (string, error) { return "anna-eins-anna-eins-anna-eins-anna-eins", nil }}, nil, newHeard())
	if err == nil || err.Error() != "To nije kod za pridruživanje ovog meča." || !errors.Is(err, join.ErrRefused) {
		t.Errorf("a code wrong every time: got %v, want the Croatian sentence alone", err)
	}
}
