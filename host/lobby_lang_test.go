package host

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// croatianTable is a table whose host speaks Croatian (--lang hr), closed
// when the test ends.
func croatianTable(t *testing.T) *table.Table {
	t.Helper()
	sess, err := session.New(session.Config{Book: speech.Phrasebook{Lang: speech.HR}})
	if err != nil {
		t.Fatal(err)
	}
	tb := table.New(sess, memStore{})
	t.Cleanup(tb.Close)
	return tb
}

// TestLobbyInTheHostsLanguage: the lobby speaks the host's --lang, and
// takes the seats' and the views' names in it as well as in English.
func TestLobbyInTheHostsLanguage(t *testing.T) {
	tb := croatianTable(t)
	if _, err := tb.Sit(session.WhiteSeat); err != nil {
		t.Fatal(err)
	}
	players, _ := newPlayers("", "", "")
	var out bytes.Buffer
	l := &lobby{table: tb, players: players, port: "2222", ed: lineedit.New(100), out: lineedit.Out{W: &out}, log: func(string) {}}
	in := strings.NewReader("ploča\rzeleni\rcrni\r")
	c, view, err := l.run(io.MultiReader(in, blockForever{}), "", "")
	if err != nil {
		t.Fatal(err)
	}
	if view != "board" || c.Seat() != session.BlackSeat {
		t.Fatalf("got the %s view at %s, want board at black", view, c.Seat())
	}
	for _, want := range []string{
		"Dobro došli u anna.\r\nKoji prikaz želite?",
		"Koji prikaz želite? retci: obični retci, za čitač zaslona ili brajični redak; ploča: ploča nacrtana na zaslonu.",
		"Prikaz (retci ili ploča): ploča\r\n",
		"Prikaz: ploča. Da ga idući put odmah dobijete, upišite -t ploča iza imena poslužitelja: ssh -p 2222 POSLUŽITELJ -t ploča.",
		"Slobodna mjesta: crni. Upišite jedno od njih, ili gledam za gledanje.\r\nMjesto: zeleni\r\n",
		`"zeleni" nije mjesto.`,
		"Mjesto: crni", // the end of the line is written with the view's first line
	} {
		// Rows are broken between words at the terminal's 100 columns.
		if flat := strings.ReplaceAll(out.String(), "\r\n", " "); !strings.Contains(flat, strings.ReplaceAll(want, "\r\n", " ")) {
			t.Errorf("the lobby wrote %q, want it to hold %q", out.String(), want)
		}
	}
	for _, row := range strings.Split(out.String(), "\r\n") {
		if n := len([]rune(row)); n > 100 {
			t.Errorf("the lobby wrote a row of %d characters, wider than the terminal: %q", n, row)
		}
	}
	if !strings.Contains(out.String(), "ploča nacrtana\r\nna zaslonu.") {
		t.Errorf("the view's question is not broken between words at 100 columns: %q", out.String())
	}
	if got, want := welcome(c), "Vaše mjesto: crni. Upišite naredbu pomoć za popis naredbi."; got != want {
		t.Errorf("welcome: got %q, want %q", got, want)
	}
	second := &lobby{table: tb, players: players, port: "2222", ed: lineedit.New(100), out: lineedit.Out{W: io.Discard}, log: func(string) {}}
	c, _, err = second.run(io.MultiReader(strings.NewReader("gledam\r"), blockForever{}), "black", "line")
	if err != nil || c.Seat() != session.SpectatorSeat {
		t.Errorf("a taken seat, then gledam: got %v, %v; want a spectator", c, err)
	}
}

// blockForever is a keyboard nobody types on any more.
type blockForever struct{}

func (blockForever) Read([]byte) (int, error) { select {} }

// TestCommandLineViews: the view and the language named after the host
// name are read in English and in the host's language, in any order with
// the seat.
func TestCommandLineViews(t *testing.T) {
	hr := speech.Phrasebook{Lang: speech.HR}
	for _, c := range []struct {
		words      []string
		seat, view string
		lang       speech.Lang
	}{
		{[]string{"line"}, "", "line", ""},
		{[]string{"black", "board"}, "black", "board", ""},
		{[]string{"ploča", "crni"}, "crni", "board", ""},
		{[]string{"RETCI"}, "", "line", ""},
		{[]string{"gledam", "retci"}, "gledam", "line", ""},
		{[]string{"black", "line", "hr"}, "black", "line", speech.HR},
		{[]string{"sl", "watch"}, "watch", "", speech.SL},
		{[]string{"en", "ploča", "bijeli"}, "bijeli", "board", speech.EN},
	} {
		seat, view, lang := parseCommand(hr, c.words)
		if seat != c.seat || view != c.view || lang != c.lang {
			t.Errorf("%q: got seat %q, view %q, language %q; want %q, %q, %q", c.words, seat, view, lang, c.seat, c.view, c.lang)
		}
	}
}

// TestLoginInTheHostsLanguage: ssh's question for the join code, its
// prompt and the answer to a wrong code are in the host's --lang, as the
// lobby after them is; so is the host's own line for the refusal, while
// its log says it in English.
func TestLoginInTheHostsLanguage(t *testing.T) {
	var screen []string
	log := &logBuffer{}
	srv, err := Start(Config{Listen: "127.0.0.1:0", HostKeyPath: filepath.Join(t.TempDir(), "host_ed25519"), Log: log,
		Notice: func(s string) { screen = append(screen, s) },
		Codes:  map[session.Seat]string{session.NoSeat: "felix-drei-anna-sechs"}, View: boardView, Line: lineView}, croatianTable(t))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	var said, asked []string
	answer := gossh.KeyboardInteractive(func(_, instruction string, questions []string, _ []bool) ([]string, error) {
		said, asked = append(said, instruction), append(asked, questions...)
		if len(questions) == 0 {
			return nil, nil
		}
		return []string{"anna-eins-anna-eins"}, nil
	})
	cfg := &gossh.ClientConfig{User: "player", Auth: []gossh.AuthMethod{answer}, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second}
	if c, err := gossh.Dial("tcp", srv.Addr().String(), cfg); err == nil {
		c.Close()
		t.Fatal("a wrong code was let in")
	}
	want := []string{"anna: upisite kod za pridruzivanje koji vam je dao domacin (npr. felix-drei-anna-sechs-bella-zwei-hector-acht).",
		"anna: To nije kod za pridruzivanje ovog meca."}
	if strings.Join(said, "\n") != strings.Join(want, "\n") || len(asked) != 1 || asked[0] != "Kod za pridruzivanje: " {
		t.Errorf("the login said %q and asked %q; want %q and the prompt \"Kod za pridruzivanje: \"", said, asked, want)
	}
	srv.Close()
	if want := "Prijava s adrese 127.0.0.1 je odbijena: pogrešan kod za pridruživanje."; strings.Join(screen, "\n") != want {
		t.Errorf("the host's screen said %q, want %q", screen, want)
	}
	if !strings.Contains(log.String(), "refused 127.0.0.1: wrong join code") {
		t.Errorf("the log says\n%s\nwant the refusal in English", log.String())
	}
}

// TestLoginSentencesInASCII: every language's sentences of the login are
// written in ASCII letters for OpenSSH's client, which shows the bytes of
// any other letter as octal escapes: none is left as a question mark.
func TestLoginSentencesInASCII(t *testing.T) {
	for _, l := range speech.Langs() {
		b := speech.Phrasebook{Lang: l}
		for _, text := range []string{b.Say(words.Key("join-code-ask").With(words.Text("felix-drei"))).Text(), b.JoinCodePrompt(), b.WrongJoinCode().Text(),
			b.Say(words.Key("codes-from-you").With(words.Duration(42 * time.Second))).Text(),
			b.Say(words.Key("codes-from-all").With(words.Duration(time.Second))).Text(),
			b.Say(words.Key("codes-crowded").With(words.Duration(3 * time.Second))).Text(),
			b.Say(words.Key("refused-terminals").With(words.Text("4"))).Text(), b.Say(words.Key("refused-host-full").With(words.Text("64"))).Text()} {
			if got := sshText(text); strings.ContainsRune(got, '?') || len(got) < len(text)/2 {
				t.Errorf("%s: %q is written %q for ssh", l, text, got)
			}
		}
	}
}

// TestLobbyHelp: help at the question for a seat, in the player's language
// (Croatian pomoć) or in English, says what each seat is and asks again;
// it is no seat's name ("pomoć nije mjesto", issue 33).
func TestLobbyHelp(t *testing.T) {
	for _, tt := range []struct{ typed, want string }{
		{"pomoć", "Mjesta: bijeli i crni igraju; pomoćnik upisuje za igrača oštećena vida (D.2.10); gledam: pratite partiju i smijete postavljati pitanja. Upišite slobodno mjesto, ili naredbu izlaz za odlazak."},
		{"help", "Mjesta: bijeli i crni igraju;"},
		{"?", "Mjesta: bijeli i crni igraju;"},
	} {
		tb := croatianTable(t)
		players, _ := newPlayers("", "", "")
		var out bytes.Buffer
		l := &lobby{table: tb, players: players, port: "2222", ed: lineedit.New(200), out: lineedit.Out{W: &out}, log: func(string) {}}
		c, _, err := l.run(io.MultiReader(strings.NewReader(tt.typed+"\rcrni\r"), blockForever{}), "", "line")
		if err != nil || c.Seat() != session.BlackSeat {
			t.Fatalf("%s, then crni: got %v, %v; want Black's seat", tt.typed, c, err)
		}
		said := out.String()
		if !strings.Contains(said, tt.want) || strings.Contains(said, "nije mjesto") {
			t.Errorf("%s: the lobby wrote %q, want it to hold %q and no \"nije mjesto\"", tt.typed, said, tt.want)
		}
		if strings.Count(said, "Slobodna mjesta:") != 2 {
			t.Errorf("%s: the free seats are not named again after the help: %q", tt.typed, said)
		}
	}
}
