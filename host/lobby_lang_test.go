package host

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// TestLobbyInTheHostsLanguage: the lobby speaks the host's --lang, and
// takes the seats' names in it as well as in English.
func TestLobbyInTheHostsLanguage(t *testing.T) {
	sess, err := session.New(session.Config{Book: speech.Phrasebook{Lang: speech.HR}})
	if err != nil {
		t.Fatal(err)
	}
	tb := table.New(sess, memStore{})
	defer tb.Close()
	if _, err := tb.Sit(session.WhiteSeat); err != nil {
		t.Fatal(err)
	}
	nolog := func(string) {}
	first := newLobby(tb, "", nolog)
	for _, want := range []string{"Slobodna mjesta: crni. Upišite jedno, ili gledam.", "Mjesto: "} {
		if got := first.View().Content; !strings.Contains(got, want) {
			t.Errorf("lobby shows %q, want %q", got, want)
		}
	}
	first.choose("zeleni")
	if want := `"zeleni" nije mjesto.`; first.note != want {
		t.Errorf("a wrong seat: got %q, want %q", first.note, want)
	}
	first.choose("crni")
	if first.seated() == nil || first.seated().Seat() != session.BlackSeat {
		t.Fatalf("crni did not seat the player at Black")
	}
	if got, want := welcome(tb, session.BlackSeat), "Vaše mjesto: crni. Upišite pomoć za naredbe."; got != want {
		t.Errorf("welcome: got %q, want %q", got, want)
	}
	second := newLobby(tb, "black", nolog)
	if want := "Mjesto crni je zauzeto; upišite gledam da gledate."; second.note != want {
		t.Errorf("a taken seat: got %q, want %q", second.note, want)
	}
	second.choose("gledam")
	if second.seated() == nil || second.seated().Seat() != session.SpectatorSeat {
		t.Errorf("gledam did not seat a spectator")
	}
}
