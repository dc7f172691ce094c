package join_test

import (
	"bufio"
	"context"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/join/jointest"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestJoinWordsChangeThere: "jezik sl" typed at anna join (Croatian)
// changes the joiner's words: the answer, the prompt, the moves and
// "repeat" come in Slovenian, rendered there; "brief" likewise; the host
// reads the joiner's next lines in Slovenian too; the goodbye of quit is
// heard in the words of the moment.
func TestJoinWordsChangeThere(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	h := newHeard()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- join.Run(ctx, join.Config{Addr: srv.Addr().String(), KnownHosts: filepath.Join(t.TempDir(), "kh"),
			Hello: wire.Hello{Seat: "black", Lang: "hr", Names: "local"},
			Code:  func(<-chan struct{}) (string, error) { return code, nil }}, h.Lines(), h)
	}()
	hr := speech.Phrasebook{Lang: speech.HR, Names: speech.LocalNames}
	sl := speech.Phrasebook{Lang: speech.SL, Names: speech.LocalNames}
	h.waitFor(t, hr.Prompt(1, rules.White).Text())
	h.Do("jezik sl")
	h.waitFor(t, sl.Say(words.Key("lang-set").Event()).Text())
	h.waitFor(t, "prompt: "+sl.Prompt(1, rules.White).Text())
	if got := h.Book(); got.Lang != speech.SL || got.Names != speech.LocalNames {
		t.Errorf("the seat's book after jezik sl: %+v", got)
	}
	white.Do("e4")
	h.waitFor(t, "prompt: "+sl.Prompt(1, rules.Black).Text())
	move := h.lastSaid()
	h.Do("ponovi") // repeat, in Slovenian: the host reads the joiner's lines in its new words
	h.waitFor(t, "prompt: "+sl.Prompt(1, rules.Black).Text())
	if again := h.lastSaid(); again != move || !strings.Contains(move, "Eva") && !strings.Contains(move, "e4") {
		t.Errorf("repeat said %q, the move was %q", again, move)
	}
	h.Do("e5")
	h.waitFor(t, "prompt: "+sl.Prompt(2, rules.White).Text())
	h.Do("kratko") // brief
	brief := sl
	brief.Verbosity = speech.Brief
	h.waitFor(t, brief.Say(words.Key("verbosity-set").Event()).Text())
	if got := h.Book(); got.Verbosity != speech.Brief || got.Lang != speech.SL {
		t.Errorf("the seat's book after brief: %+v", got)
	}
	go h.Do("izhod")
	h.waitFor(t, brief.Say(words.Key("goodbye").Event()).Text())
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("quit: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("quit did not end anna join")
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, l := range h.lines {
		if strings.Contains(l, "cannot say") {
			t.Errorf("anna join could not say what the host sent: %q", l)
		}
	}
}

// TestVersionFourHostRefused: anna join meets a host of version 4
// (which does not number the typed lines) and ends with one sentence
// saying so, in the joiner's language: the host is to update its anna. A
// host of a newer version: this anna is to be updated; a host that names
// no version: both ends need the same one.
func TestVersionFourHostRefused(t *testing.T) {
	for _, tt := range []struct {
		greeting string
		lang     speech.Lang
		want     string
	}{
		{"anna-events 4", speech.EN, "The host's anna uses version 4 of anna's events and yours version 6, a newer one: the host needs to update anna before you can join."},
		{"anna-events 4", speech.HR, "Program anna kod domaćina koristi inačicu 4 zapisa događaja, a vaš inačicu 6, noviju: domaćin mora ažurirati svoj program anna prije nego što se možete pridružiti."},
		{"anna-events 7", speech.EN, "The host's anna uses version 7 of anna's events and yours version 6, an older one: update your anna to join this host."},
		{"anna-events 7", speech.DE, "Die anna des Gastgebers verwendet Version 7 der Ereignisse von anna, Ihre anna Version 6, eine ältere: aktualisieren Sie Ihre anna, um diesem Gastgeber beizutreten."},
		{"anna-events x", speech.EN, "The other end uses version ? of anna's events and this end version 6: both ends need the same version of anna."},
	} {
		addr := jointest.Host(t, func(ch io.ReadWriter) { // says another version, and waits
			io.WriteString(ch, tt.greeting+"\n")
			io.Copy(io.Discard, ch)
		})
		err := join.Run(context.Background(), join.Config{Addr: addr, KnownHosts: filepath.Join(t.TempDir(), "kh"), Book: speech.Phrasebook{Lang: tt.lang},
			Hello: wire.Hello{Seat: "black", Lang: string(tt.lang)}, Code: func(<-chan struct{}) (string, error) { return "x", nil }}, nil, newHeard())
		if !errors.Is(err, wire.ErrVersion) || err.Error() != tt.want {
			t.Errorf("%q, %s: got %v, want %q", tt.greeting, tt.lang, err, tt.want)
		}
	}
}

// TestVersionFourJoinerRefused: the host answers an anna join of version
// 4 (before the declared vocabulary) with a refusal that tells it to
// update its anna, and seats nobody; an anna join of a newer version is
// told that the host is to update.
func TestVersionFourJoinerRefused(t *testing.T) {
	tb, _, srv, code := match(t, speech.EN)
	for _, tt := range []struct{ version, want string }{
		{"4", "refused\tThe host's anna uses version 6 of anna's events and yours version 4, an older one: update your anna to join this host.\n"},
		{"7", "refused\tThe host's anna uses version 6 of anna's events and yours version 7, a newer one: the host needs to update anna before you can join.\n"},
	} {
		client, err := gossh.Dial("tcp", srv.Addr().String(), &gossh.ClientConfig{User: "anna",
			Auth: []gossh.AuthMethod{gossh.Password(code)}, HostKeyCallback: gossh.InsecureIgnoreHostKey()})
		if err != nil {
			t.Fatal(err)
		}
		defer client.Close()
		sess, _ := client.NewSession()
		stdin, _ := sess.StdinPipe()
		stdout, _ := sess.StdoutPipe()
		if err := sess.RequestSubsystem(wire.Subsystem); err != nil {
			t.Fatal(err)
		}
		in := bufio.NewReader(stdout)
		if greeting, _ := in.ReadString('\n'); greeting != wire.Greeting() {
			t.Errorf("the host's greeting %q", greeting)
		}
		io.WriteString(stdin, "anna-events "+tt.version+"\nhello\tblack\ten\t\t\t\t\n")
		if line, _ := in.ReadString('\n'); line != tt.want {
			t.Errorf("got %q, want %q", line, tt.want)
		}
		if free := tb.Free(); len(free) != 1 {
			t.Errorf("free seats after the refusal: %v", free)
		}
	}
}

// TestHelloFallbackLanguage: a joiner that named no language but gives
// its computer's (FALLBACK) is seated in it, not in the host's; a language
// named wins over it.
func TestHelloFallbackLanguage(t *testing.T) {
	for _, tt := range []struct {
		hello wire.Hello
		want  string
	}{
		{wire.Hello{Seat: "black", Fallback: "de"}, "de"},
		{wire.Hello{Seat: "black", Lang: "hr", Fallback: "de"}, "hr"},
		{wire.Hello{Seat: "black"}, "en"},
		{wire.Hello{Seat: "black", Fallback: "xx"}, "en"},
	} {
		_, _, srv, code := match(t, speech.EN)
		client, err := gossh.Dial("tcp", srv.Addr().String(), &gossh.ClientConfig{User: "anna",
			Auth: []gossh.AuthMethod{gossh.Password(code)}, HostKeyCallback: gossh.InsecureIgnoreHostKey()})
		if err != nil {
			t.Fatal(err)
		}
		sess, _ := client.NewSession()
		stdin, _ := sess.StdinPipe()
		stdout, _ := sess.StdoutPipe()
		if err := sess.RequestSubsystem(wire.Subsystem); err != nil {
			t.Fatal(err)
		}
		in := bufio.NewReader(stdout)
		in.ReadString('\n') // the greeting
		io.WriteString(stdin, wire.Greeting()+tt.hello.Line())
		line, _ := in.ReadString('\n')
		kind, fields := wire.Split(line)
		if kind != wire.KindSeated || len(fields) < 2 || fields[1] != tt.want {
			t.Errorf("%+v: seated %q, want the language %s", tt.hello, line, tt.want)
		}
		client.Close()
	}
}

func (h *heard) lastSaid() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.said) == 0 {
		return ""
	}
	return h.said[len(h.said)-1].Text()
}

// TestJoinAgainInChangedWords: words changed at anna join (jezik sl) are
// the ones it asks for when the connection drops and it joins again: its
// own lines, the host's welcome and the game go on in Slovenian, and the
// host reads its lines in Slovenian still.
func TestJoinAgainInChangedWords(t *testing.T) {
	_, white, srv, code := match(t, speech.EN)
	cut := proxy(t, srv.Addr().String())
	h := joinBlack(t, cut, code, speech.HR, 50*time.Millisecond)
	sl := speech.Phrasebook{Lang: speech.SL}
	h.waitFor(t, speech.Phrasebook{Lang: speech.HR}.Prompt(1, rules.White).Text())
	h.Do("jezik sl")
	h.waitFor(t, "prompt: "+sl.Prompt(1, rules.White).Text())
	cut.cut()
	h.waitFor(t, "znova se pridružujem")                        // anna join's own line, in its words now
	h.waitFor(t, sl.Say(words.Key("join-back").Event()).Text()) // said in its words, before what it missed
	white.Do("e4")
	h.waitFor(t, "prompt: "+sl.Prompt(1, rules.Black).Text())
	h.Do("kratko") // Slovenian's brief: read in Slovenian after joining again
	brief := sl
	brief.Verbosity = speech.Brief
	h.waitFor(t, brief.Say(words.Key("verbosity-set").Event()).Text())
}
