package host

import (
	"os"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/session"
)

// TestHandout: the host's own terminal hands out every seat's code but
// its own, never the arbiter's; a remote arbiter the others'; any other
// terminal none.
func TestHandout(t *testing.T) {
	codes := map[session.Seat]string{session.BlackSeat: "b", session.AssistantSeat: "s", session.ArbiterSeat: "a", session.SpectatorSeat: "v"}
	for _, tt := range []struct {
		seat session.Seat
		here bool
		want string
	}{
		{session.WhiteSeat, true, "bsv"},
		{session.BlackSeat, true, "sv"},
		{session.SpectatorSeat, true, "bsv"},
		{session.ArbiterSeat, false, "bsv"},
		{session.BlackSeat, false, ""},
		{session.AssistantSeat, false, ""},
		{session.SpectatorSeat, false, ""},
	} {
		got := ""
		for _, c := range Handout(codes, tt.seat, tt.here) {
			got += c.Code
		}
		if got != tt.want {
			t.Errorf("%s (here %v) hands out %q, want %q", tt.seat, tt.here, got, tt.want)
		}
	}
}

// TestArbiterKey: the key in --arbiter-key logs in without a code and
// sits at the arbiter's seat only; a player's code never opens that seat.
func TestArbiterKey(t *testing.T) {
	signer, pub := newSigner(t)
	keys := filepath.Join(t.TempDir(), "arbiter.pub")
	os.WriteFile(keys, gossh.MarshalAuthorizedKey(pub), 0o600)
	f, _ := serve(t, func(c *Config) { c.ArbiterKeys = keys })
	r, err := f.dialWith(f.config(gossh.PublicKeys(signer)), "line")
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor("You sit at the arbiter seat.")
	r.close()
	other, err := f.dial(f.code, "arbiter line")
	if err != nil {
		t.Fatal(err)
	}
	other.waitFor("Your join code does not open the arbiter seat.")
}

// TestKeysKept: a key that gave Black's code is listed with the seat it
// opens and holds, and the match is told each change; a host started
// again with those keys lets it back to Black's seat without a code.
func TestKeysKept(t *testing.T) {
	var changes atomic.Int32
	code := "felix-drei-anna-sechs-bella-zwei-hector-acht"
	byCode := func(c *Config) {
		c.Codes = map[session.Seat]string{session.BlackSeat: code}
		c.KeysChanged = func() { changes.Add(1) }
	}
	f, _ := serve(t, byCode)
	signer, pub := newSigner(t)
	black, err := f.dialWith(f.config(gossh.PublicKeys(signer), gossh.Password(code)), "line")
	if err != nil {
		t.Fatal(err)
	}
	black.waitFor("You sit at the black seat.")
	want := []Key{{Fingerprint: gossh.FingerprintSHA256(pub), Opens: "black", Held: "black"}}
	if got := f.srv.Keys(); !slices.Equal(got, want) {
		t.Errorf("keys kept: %v, want %v", got, want)
	}
	if changes.Load() < 2 { // admitted, then seated
		t.Errorf("told of %d changes, want 2", changes.Load())
	}
	again, _ := serve(t, func(c *Config) { byCode(c); c.Keys = want })
	back, err := again.dialWith(again.config(gossh.PublicKeys(signer)), "line")
	if err != nil {
		t.Fatalf("the key was refused by the host started again: %v", err)
	}
	back.waitFor("You sit at the black seat.")
}

// TestSeatsTakenKept: the seats a login took are kept for the match (a
// host started again says those players are back, and only those): by a
// code alone too, the spectators' not; none is an empty list, not nil
// (nil is a match kept before anna kept them); a host started again
// keeps those it was given.
func TestSeatsTakenKept(t *testing.T) {
	var changes atomic.Int32
	f, _ := serve(t, func(c *Config) { c.KeysChanged = func() { changes.Add(1) } })
	if got := f.srv.Seated(); got == nil || len(got) != 0 {
		t.Errorf("seats taken before anybody came: %#v", got)
	}
	watcher, err := f.dial(f.code, "watch line")
	if err != nil {
		t.Fatal(err)
	}
	watcher.waitFor("You are watching.")
	if got := f.srv.Seated(); len(got) != 0 || changes.Load() != 0 {
		t.Errorf("a spectator is kept as a seat taken: %v, %d changes told", got, changes.Load())
	}
	black, err := f.dial(f.code, "black line")
	if err != nil {
		t.Fatal(err)
	}
	black.waitFor("You sit at the black seat.")
	if got := f.srv.Seated(); !slices.Equal(got, []string{"black"}) || changes.Load() != 1 {
		t.Errorf("seats taken by a code alone: %v, %d changes told, want [black] and 1", got, changes.Load())
	}
	// (The players a host started again restores, without a server: one
	// closed at once races inside charm.land/ssh, Serve's listener count
	// against Shutdown's wait.)
	again, err := newPlayers("", "", "")
	if err != nil {
		t.Fatal(err)
	}
	again.restore(nil, []string{"white", "spectator", "nobody"})
	if got := again.seatedNames(); !slices.Equal(got, []string{"white"}) {
		t.Errorf("a host started again keeps %v, want [white]", got)
	}
}
