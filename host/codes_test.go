package host

import (
	"os"
	"path/filepath"
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
