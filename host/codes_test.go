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
