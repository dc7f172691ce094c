package host

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/lineedit"
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
	players, _ := newPlayers("", "")
	var out bytes.Buffer
	l := &lobby{table: tb, players: players, port: "2222", ed: lineedit.New(100), out: &out, log: func(string) {}}
	in := strings.NewReader("board\rzeleni\rcrni\r")
	c, view, err := l.run(io.MultiReader(in, blockForever{}), "", "")
	if err != nil {
		t.Fatal(err)
	}
	if view != "board" || c.Seat() != session.BlackSeat {
		t.Fatalf("got the %s view at %s, want board at black", view, c.Seat())
	}
	for _, want := range []string{
		"Dobro došli u anna.\r\nKoji prikaz želite?",
		"Prikaz (line ili board): board\r\n",
		"Prikaz board. Da ga idući put odmah dobijete, spojite se s board iza imena poslužitelja: ssh -p 2222 HOST -t board.",
		"Slobodna mjesta: crni. Upišite jedno, ili gledam.\r\nMjesto: zeleni\r\n",
		`"zeleni" nije mjesto.`,
		"Mjesto: crni", // the end of the line is written with the view's first line
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the lobby wrote %q, want it to hold %q", out.String(), want)
		}
	}
	if got, want := welcome(tb, session.BlackSeat), "Vaše mjesto: crni. Upišite pomoć za naredbe."; got != want {
		t.Errorf("welcome: got %q, want %q", got, want)
	}
	second := &lobby{table: tb, players: players, port: "2222", ed: lineedit.New(100), out: io.Discard, log: func(string) {}}
	c, _, err = second.run(io.MultiReader(strings.NewReader("gledam\r"), blockForever{}), "black", "line")
	if err != nil || c.Seat() != session.SpectatorSeat {
		t.Errorf("a taken seat, then gledam: got %v, %v; want a spectator", c, err)
	}
}

// blockForever is a keyboard nobody types on any more.
type blockForever struct{}

func (blockForever) Read([]byte) (int, error) { select {} }
