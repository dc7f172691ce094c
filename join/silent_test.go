package join_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/speech"
)

// TestSilentHostIsNoticed: a host whose bytes stop coming (a network
// gone silent, a frozen host) is noticed at the joiner within its
// Silence, said in the joiner's words, and joined again once it answers;
// the line typed into the silent connection is carried out once. Before,
// anna join waited without a word for as long as TCP would.
func TestSilentHostIsNoticed(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := newHeard()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go join.Run(ctx, join.Config{Addr: cut.addr, KnownHosts: filepath.Join(t.TempDir(), "kh"), Book: speech.Phrasebook{Lang: speech.HR},
		Hello: wire.Hello{Seat: "black", Lang: "hr"}, Code: func(<-chan struct{}) (string, error) { return code, nil },
		Retry: time.Second, Silence: 600 * time.Millisecond}, h.Lines(), h)
	h.waitFor(t, "Nova partija")
	time.Sleep(time.Second) // keepalives answered: nothing is said
	white.Do("e4")
	h.waitFor(t, "Bauer Eva vier")
	cut.held.Store(true)
	go h.Do("e5") // it waits for its answer, which the silence holds
	h.waitFor(t, "Veza s "+cut.addr+" je prekinuta (nema odgovora već 0,6 sekunde)")
	cut.held.Store(false) // the host answers again before the next try
	h.waitFor(t, "Bauer Eva fuenf")
	h.mu.Lock()
	defer h.mu.Unlock()
	lost := 0
	for _, l := range h.lines {
		if strings.Contains(l, "je prekinuta") {
			lost++
		}
	}
	if lost != 1 {
		t.Errorf("the connection said lost %d times (a host that answers its keepalives is not silent): %q", lost, h.lines)
	}
}
