package host

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// TestLobbyAsksTheLanguage: the lobby asks for the language with the view
// (the host's without an answer), goes on in the language chosen, seats
// the player in it, and remembers view and language for the SSH key; the
// language named on the ssh command line wins over the one remembered.
func TestLobbyAsksTheLanguage(t *testing.T) {
	sess, err := session.New(session.Config{Book: speech.Phrasebook{Lang: speech.EN}})
	if err != nil {
		t.Fatal(err)
	}
	tb := table.New(sess, memStore{})
	defer tb.Close()
	views := filepath.Join(t.TempDir(), "views")
	players, err := newPlayers("", "", views)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, key, typed, seat, view string
		lang                         speech.Lang // on the command line
		wantLang                     speech.Lang
		want                         []string // in what the lobby wrote
		wantNot                      string
	}{
		{name: "asked, answered in Croatian", key: "SHA256:a", typed: "line hr\rcrni\r", wantLang: speech.HR,
			want: []string{"A language may follow it, as in line hr: en, de, hr, sl, sr. Without one, en.", "Prikaz: retci hr;", "Slobodna mjesta: bijeli, crni."}},
		{name: "asked, none given: the host's", key: "SHA256:b", typed: "board\rwhite\r", wantLang: speech.EN,
			want: []string{"The board view; anna remembers it", "Free seats: white."}},
		{name: "remembered for the key", key: "SHA256:a", typed: "watch\r", wantLang: speech.HR,
			want: []string{"Prikaz: retci hr, kako ga je vaš SSH ključ prije odabrao"}, wantNot: "Which view"},
		{name: "the command line wins", key: "SHA256:a", typed: "watch\r", lang: speech.SL, wantLang: speech.SL,
			want: []string{"Prikaz: vrstice"}},
		{name: "a view and a language on the command line", typed: "watch\r", view: "line", lang: speech.DE, wantLang: speech.DE,
			want: []string{"Willkommen"}, wantNot: "Ansicht"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			l := &lobby{table: tb, players: players, key: tt.key, lang: tt.lang, port: "2222", ed: lineedit.New(200), out: lineedit.Out{W: &out}, log: func(string) {}}
			c, _, err := l.run(io.MultiReader(strings.NewReader(tt.typed), blockForever{}), tt.seat, tt.view)
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				if c.Seat() == session.SpectatorSeat {
					c.Leave()
				}
			}()
			if got := c.Book().Lang; got != tt.wantLang {
				t.Errorf("seated in %q, want %q", got, tt.wantLang)
			}
			flat := strings.ReplaceAll(out.String(), "\r\n", " ")
			for _, w := range tt.want {
				if !strings.Contains(flat, w) {
					t.Errorf("the lobby wrote %q, want it to hold %q", flat, w)
				}
			}
			if tt.wantNot != "" && strings.Contains(flat, tt.wantNot) {
				t.Errorf("the lobby wrote %q, want no %q", flat, tt.wantNot)
			}
		})
	}
	// The file keeps both for the next match: the last ones chosen.
	again, err := newPlayers("", "", views)
	if err != nil {
		t.Fatal(err)
	}
	if again.view("SHA256:a") != "line" || again.lang("SHA256:a") != speech.SL || again.lang("SHA256:b") != "" { // none chosen: the host's, whichever it is
		t.Errorf("kept: a %q %q, b %q", again.view("SHA256:a"), again.lang("SHA256:a"), again.lang("SHA256:b"))
	}
}
