package host

import (
	"fmt"
	"testing"

	"github.com/anna-chess/anna/session"
)

// TestSpectatorKeysBounded: the keys that gave the spectators' code are
// remembered up to keptSpectatorKeys, the oldest forgotten first; the
// players' keys are always kept, and so is the bound after a restore.
// (5,600 spectators' keys grew the state file to 680 KB, rewritten whole
// at each join.)
func TestSpectatorKeysBounded(t *testing.T) {
	p, err := newPlayers("", "", "")
	if err != nil {
		t.Fatal(err)
	}
	spectator := session.SpectatorSeat.String()
	p.admit("SHA256:white", session.WhiteSeat.String())
	const extra = 500
	for i := range keptSpectatorKeys + extra {
		p.admit(fmt.Sprintf("SHA256:watcher%d", i), spectator)
	}
	p.admit("SHA256:arbiter", session.ArbiterSeat.String())
	keys := p.keys()
	if len(keys) != keptSpectatorKeys+2 {
		t.Fatalf("%d keys kept, want %d", len(keys), keptSpectatorKeys+2)
	}
	for _, fp := range []string{"SHA256:white", "SHA256:arbiter", fmt.Sprintf("SHA256:watcher%d", keptSpectatorKeys+extra-1), fmt.Sprintf("SHA256:watcher%d", extra)} {
		if !p.known(fp) {
			t.Errorf("%s forgotten", fp)
		}
	}
	for _, fp := range []string{"SHA256:watcher0", fmt.Sprintf("SHA256:watcher%d", extra-1)} {
		if p.known(fp) {
			t.Errorf("%s kept past the bound", fp)
		}
	}
	// A state holding more (written before the bound) is read within it.
	var many []Key
	for i := range keptSpectatorKeys + extra {
		many = append(many, Key{Fingerprint: fmt.Sprintf("SHA256:w%d", i), Opens: spectator})
	}
	many = append(many, Key{Fingerprint: "SHA256:black", Opens: session.BlackSeat.String(), Held: session.BlackSeat.String()})
	again, err := newPlayers("", "", "")
	if err != nil {
		t.Fatal(err)
	}
	again.restore(many, nil)
	if n := len(again.keys()); n != keptSpectatorKeys+1 || !again.known("SHA256:black") {
		t.Errorf("restored %d keys (black known: %v), want %d with black", n, again.known("SHA256:black"), keptSpectatorKeys+1)
	}
}
