package host

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hinshun/vt10x"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

type memStore struct{}

func (memStore) Save(int, session.Documents) error { return nil }
func (memStore) Where() string                     { return "" }

// logBuffer is a concurrency-safe log.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

type fixture struct {
	t      *testing.T
	table  *table.Table
	srv    *Server
	code   string
	log    *logBuffer
	keyDir string
}

// serve starts a table and its SSH server on a free loopback port, with
// White seated locally.
func serve(t *testing.T, extra func(*Config)) (*fixture, *table.Client) {
	t.Helper()
	sess, err := session.New(session.Config{})
	if err != nil {
		t.Fatal(err)
	}
	tb := table.New(sess, memStore{})
	f := &fixture{t: t, table: tb, code: "felix-drei-anna-sechs", log: &logBuffer{}, keyDir: t.TempDir()}
	cfg := Config{Listen: "127.0.0.1:0", HostKeyPath: filepath.Join(f.keyDir, "host_ed25519"), Codes: map[session.Seat]string{session.NoSeat: f.code}, Log: f.log, FPS: 30,
		View: boardView, Line: lineView}
	if extra != nil {
		extra(&cfg)
	}
	srv, err := Start(cfg, tb)
	if err != nil {
		t.Fatal(err)
	}
	f.srv = srv
	white, err := tb.Sit(session.WhiteSeat)
	if err != nil {
		t.Fatal(err)
	}
	tb.Start()
	t.Cleanup(func() { tb.Close(); srv.Close() })
	return f, white
}

// remote is one SSH terminal.
type remote struct {
	t      *testing.T
	client *gossh.Client
	sess   *gossh.Session
	in     interface{ Write([]byte) (int, error) }
	mu     sync.Mutex
	out    bytes.Buffer
	term   vt10x.Terminal // the screen as a terminal shows it
	writes int            // how many writes the terminal has had
	light  bool           // keep the bytes only, no screen
	// arrivals are when each write came and where it ends in out.
	arrivals []arrival
}

type arrival struct {
	end int
	at  time.Time
}

func (r *remote) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.light {
		r.term.Write(p)
	}
	r.writes++
	n, err := r.out.Write(p)
	r.arrivals = append(r.arrivals, arrival{r.out.Len(), time.Now()})
	return n, err
}

// changed reports whether the terminal has had writes since n, and how
// many it has had now.
func (r *remote) changed(n int) (bool, int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.writes != n, r.writes
}

// screen is what the terminal shows now.
func (r *remote) screen() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.term.String()
}

func (r *remote) text() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.out.String()
}

func (r *remote) waitFor(text string) {
	r.t.Helper()
	r.waitUntil(5*time.Second, r.text, text)
}

// waitUntil waits at most d until what shows holds text.
func (r *remote) waitUntil(d time.Duration, shows func() string, text string) {
	r.t.Helper()
	deadline := time.Now().Add(d)
	for !strings.Contains(shows(), text) {
		if time.Now().After(deadline) {
			r.t.Fatalf("the terminal never showed %q:\n%s", text, shows())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (r *remote) typeLine(line string) { r.in.Write([]byte(line + "\r")) }

func (f *fixture) config(auth ...gossh.AuthMethod) *gossh.ClientConfig {
	return &gossh.ClientConfig{User: "player", Auth: auth, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second}
}

// dial joins with the password method; command is what follows the host
// on the ssh command line.
func (f *fixture) dial(code, command string) (*remote, error) {
	return f.dialWith(f.config(gossh.Password(code)), command)
}

func (f *fixture) dialWith(cfg *gossh.ClientConfig, command string) (*remote, error) {
	r := &remote{t: f.t, term: vt10x.New(vt10x.WithSize(100, 30))}
	if err := r.start(f.srv.Addr().String(), cfg, command, 100, 30); err != nil {
		return nil, err
	}
	f.t.Cleanup(r.close)
	return r, nil
}

// start joins the host at addr over a new connection, on a terminal that
// claims cols by rows cells, with command after the host name ("": none);
// the bytes go to r (its screen, set before, or the bytes only if light).
func (r *remote) start(addr string, cfg *gossh.ClientConfig, command string, cols, rows int) error {
	c, err := gossh.Dial("tcp", addr, cfg)
	if err != nil {
		return err
	}
	s, err := c.NewSession()
	if err != nil {
		c.Close()
		return err
	}
	r.client, r.sess = c, s
	s.Stdout = r
	in, _ := s.StdinPipe()
	r.in = in
	if err := s.RequestPty("xterm", rows, cols, gossh.TerminalModes{}); err != nil {
		r.close()
		return err
	}
	if command == "" {
		err = s.Shell()
	} else {
		err = s.Start(command)
	}
	if err != nil {
		r.close()
	}
	return err
}

func (r *remote) close() { r.sess.Close(); r.client.Close() }

// heard collects what a table client heard.
func heard(c *table.Client) string {
	var lines []string
	for _, e := range c.Take() {
		for _, p := range e.Lines {
			lines = append(lines, p.Text())
		}
	}
	return strings.Join(lines, "\n")
}

// TestJoinAndPlay: the right code, a seat on the command line, and moves
// both ways.
func TestJoinAndPlay(t *testing.T) {
	f, white := serve(t, nil)
	black, err := f.dial(f.code, "black line")
	if err != nil {
		t.Fatal(err)
	}
	black.waitFor("You sit at the black seat.")
	white.Do("e4")
	black.waitFor("Bauer Eva vier")
	black.typeLine("e5")
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(heard(white), "Bauer Eva fuenf") {
		if time.Now().After(deadline) {
			t.Fatal("White never heard Black's move")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if !strings.Contains(f.log.String(), "took the black seat") {
		t.Errorf("log: %s", f.log.String())
	}
}

// TestKeyboardInteractive: the code typed at ssh's own prompt.
func TestKeyboardInteractive(t *testing.T) {
	f, _ := serve(t, nil)
	answer := gossh.KeyboardInteractive(func(name, instruction string, questions []string, echos []bool) ([]string, error) {
		if len(questions) != 1 || !strings.Contains(questions[0], "Join code") {
			t.Errorf("questions %q", questions)
		}
		return []string{"Felix Drei Anna Sechs"}, nil
	})
	r, err := f.dialWith(f.config(answer), "watch line")
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor("You are watching.")
}

// TestSeatTakenAndSpectators: one person holds a colour; others are told
// and may watch, but never move.
func TestSeatTakenAndSpectators(t *testing.T) {
	f, white := serve(t, nil)
	r, err := f.dial(f.code, "white line")
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor("The white seat is taken; type watch to watch.")
	r.typeLine("watch")
	r.waitFor("You are watching.")
	r.typeLine("e4")
	r.waitFor("Spectators may ask about the game, but not play.")
	r.waitFor("Waiting for Black: ") // the prompt; the announcement was said before the spectator came
	white.Do("e4")                   // Black is not there yet
	if got := heard(white); !strings.Contains(got, "The game has not started yet; waiting for Black.") {
		t.Errorf("White's move before the start: %q", got)
	}
	if _, err := f.table.Sit(session.BlackSeat); err != nil {
		t.Fatal(err)
	}
	r.waitFor("New game.")
	white.Do("e4")
	r.waitFor("Bauer Eva vier")
}

// TestDroppedConnection: the game goes on without the player, who takes the
// seat back with the code and hears what happened.
func TestDroppedConnection(t *testing.T) {
	f, white := serve(t, nil)
	black, err := f.dial(f.code, "black line")
	if err != nil {
		t.Fatal(err)
	}
	black.waitFor("You sit at the black seat.")
	white.Do("e4")
	black.waitFor("Bauer Eva vier")
	heard(white)
	black.close()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(heard(white), "Black has left the game.") {
		if time.Now().After(deadline) {
			t.Fatal("White was not told that Black left")
		}
		time.Sleep(10 * time.Millisecond)
	}
	white.Do("draw")
	back, err := f.dial(f.code, "black line")
	if err != nil {
		t.Fatal(err)
	}
	back.waitFor("While you were away:")
	back.waitFor("White offers a draw.")
	back.typeLine("e5")
	back.waitFor("Bauer Eva fuenf")
}

// TestLobbyOffersTheFreeSeats: the lobby names the free seats, and the
// assistant's only in a match that has one.
func TestLobbyOffersTheFreeSeats(t *testing.T) {
	f, _ := serve(t, nil)
	r, err := f.dial(f.code, "")
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor("Which view do you want?")
	r.typeLine("braille")
	r.waitFor("Type line or board.")
	r.typeLine("line")
	r.waitFor("The line view. To have it at once next time, join with line after the host name")
	r.waitFor("Free seats: black. Type one, or watch.")
	r.typeLine("assistant")
	r.waitFor("This match has no assistant seat (the host starts it with --assistant).")
	r.typeLine("black")
	r.waitFor("You sit at the black seat.")
}

// TestHostClosesTheTable: a remote player, in the line view or the board
// view, is told when the host ends the match, and how the game stands,
// before the connection ends.
func TestHostClosesTheTable(t *testing.T) {
	f, white := serve(t, nil)
	black, err := f.dial(f.code, "black line")
	if err != nil {
		t.Fatal(err)
	}
	black.waitFor("You sit at the black seat.")
	watcher, err := f.dial(f.code, "watch board")
	if err != nil {
		t.Fatal(err)
	}
	white.Do("e4")
	black.waitFor("Bauer Eva vier")
	f.table.Close()
	for _, r := range []*remote{black, watcher} {
		r.waitFor("The host has closed the table. The game is saved, and goes on when the host serves it again.")
		r.waitFor("1. Black to move")
		done := make(chan error, 1)
		go func() { done <- r.sess.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Errorf("the connection stayed:\n%s", r.text())
		}
	}
}

// TestAuthorizedKeys: a listed public key joins without the code.
func TestAuthorizedKeys(t *testing.T) {
	signer, sshPub := newSigner(t)
	keys := filepath.Join(t.TempDir(), "authorized_keys")
	os.WriteFile(keys, gossh.MarshalAuthorizedKey(sshPub), 0o600)
	f, _ := serve(t, func(c *Config) { c.AuthorizedKeys = keys })
	r, err := f.dialWith(f.config(gossh.PublicKeys(signer)), "watch line")
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor("You are watching.")
	stranger, _ := newSigner(t)
	if _, err := f.dialWith(f.config(gossh.PublicKeys(stranger)), ""); err == nil {
		t.Error("an unknown key was let in")
	}
}

func TestJoinCodes(t *testing.T) {
	// Fifty codes drawn from 2^24 meet one repeat once in about 13,700
	// runs (50*49/2 pairs, each 2^-24: seen once in a CI run, and 2 times
	// in 18,000 runs here), three repeats once in about 10^13: at least 48
	// different. Each word of a code is drawn by itself: over 1,000 codes
	// each place shows every word it may hold (a word missed: (7/8)^1000,
	// about 10^-58).
	seen := map[string]bool{}
	words := make([]map[string]bool, codeWords)
	for i := range words {
		words[i] = map[string]bool{}
	}
	for i := 0; i < 1000; i++ {
		c := NewCode()
		parts := strings.Split(c, "-")
		if len(parts) != codeWords {
			t.Fatalf("code %q has %d words, want %d", c, len(parts), codeWords)
		}
		if i < 50 {
			seen[c] = true
		}
		for j, w := range parts {
			words[j][w] = true
		}
	}
	if len(seen) < 48 {
		t.Errorf("only %d different codes in 50", len(seen))
	}
	for j, w := range words {
		want := len(codeFiles)
		if j%2 == 1 {
			want = len(codeRanks)
		}
		if len(w) != want {
			t.Errorf("the code's word %d took %d different words in 1,000 codes, want each of its %d", j+1, len(w), want)
		}
	}
	if codeSpace() < 1<<24 {
		t.Errorf("%d codes, want at least 2^24", codeSpace())
	}
	code := "felix-drei-anna-fuenf-bella-zwei-hector-acht"
	for _, typed := range []string{"felix-drei-anna-fünf-bella-zwei-hector-acht", "Felix Drei Anna Fuenf Bella Zwei Hector Acht",
		"FELIX-DREI-ANNA-FUENF-BELLA-ZWEI-HECTOR-ACHT", "f3 a5 b2 h8", "f3-a5-b2-h8", "Felix drei a5 b2, Hector acht"} {
		if !sameCode(typed, code) {
			t.Errorf("%q not taken", typed)
		}
	}
	for _, typed := range []string{"felix-drei-anna-fuenf", "f3 a5 b2 h7", "", "f3a5b2h8"} {
		if sameCode(typed, code) {
			t.Errorf("%q was taken", typed)
		}
	}
}

// TestLobbyQuestionsCanBeLeft: quit at the lobby's view question, and Esc
// at its seat question, end the connection (no question is a trap); they
// are not answered "Type line or board.".
func TestLobbyQuestionsCanBeLeft(t *testing.T) {
	f, _ := serve(t, nil)
	for _, tt := range []struct{ command, at, keys string }{
		{"", "Which view do you want?", "quit\r"},
		{"line", "Free seats: black.", "\x1b"},
	} {
		r, err := f.dial(f.code, tt.command)
		if err != nil {
			t.Fatal(err)
		}
		r.waitFor(tt.at)
		r.in.Write([]byte(tt.keys))
		done := make(chan error, 1)
		go func() { done <- r.sess.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Errorf("%q at %q: the connection stayed:\n%s", tt.keys, tt.at, r.text())
		}
		if strings.Contains(r.text(), "Type line or board.") {
			t.Errorf("%q was answered as a view:\n%s", tt.keys, r.text())
		}
	}
}
