package tui

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hinshun/vt10x"

	"github.com/anna-chess/anna/session"
)

// termOut is the terminal the line view writes to: an emulator showing the
// screen, and every write kept as it came.
type termOut struct {
	mu     sync.Mutex
	vt     vt10x.Terminal
	writes [][]byte
}

func newTermOut() *termOut { return &termOut{vt: vt10x.New(vt10x.WithSize(100, 40))} }

func (o *termOut) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.vt.Write(p)
	o.writes = append(o.writes, bytes.Clone(p))
	return len(p), nil
}

func (o *termOut) count() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.writes)
}

func (o *termOut) since(n int) []byte {
	o.mu.Lock()
	defer o.mu.Unlock()
	return bytes.Join(o.writes[n:], nil)
}

func (o *termOut) all() string { return string(o.since(0)) }

// rows is the screen's text, one string per row, without trailing blanks.
func (o *termOut) rows() []string {
	o.mu.Lock()
	defer o.mu.Unlock()
	var rows []string
	for _, r := range strings.Split(o.vt.String(), "\n") {
		rows = append(rows, strings.TrimRight(r, " "))
	}
	for len(rows) > 0 && rows[len(rows)-1] == "" {
		rows = rows[:len(rows)-1]
	}
	return rows
}

// waitFor waits until text has been written, and returns the screen rows.
// (20 s: the arbiter's code is hashed before the game's first prompt,
// 100,000 rounds of PBKDF2, which under the race detector at a load of 40
// took more than 5 s: TestLineViewNeverShowsTheArbitersCode failed so.)
func (o *termOut) waitFor(t *testing.T, text string) []string {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(o.all(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("never written: %q\nscreen:\n%s", text, strings.Join(o.rows(), "\n"))
		}
		time.Sleep(2 * time.Millisecond)
	}
	return o.rows()
}

// waitWrites waits until the terminal has had more than n writes.
func (o *termOut) waitWrites(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for o.count() <= n {
		if time.Now().After(deadline) {
			t.Fatalf("no write after the %dth", n)
		}
		time.Sleep(time.Millisecond)
	}
}

// lineRig runs a line view on a table, with keys typed through a pipe.
type lineRig struct {
	keys  *io.PipeWriter
	out   *termOut
	voice *earVoice
	later chan string
	stop  chan struct{}
	done  chan error
	view  *LineView
	cols  atomic.Int64 // the terminal's width
}

func startLine(t *testing.T, cfg session.Config, store *memoryStore, in io.Reader) (*lineRig, *session.Session) {
	t.Helper()
	tb, c, sess := sit(t, cfg, store)
	r := &lineRig{out: newTermOut(), voice: &earVoice{}, later: make(chan string, 4), stop: make(chan struct{}), done: make(chan error, 1)}
	r.cols.Store(100)
	if in == nil {
		pr, pw := io.Pipe()
		r.keys, in = pw, pr
	}
	r.view = &LineView{Table: tb, Client: c, Opens: true, In: in, Out: r.out, Voice: r.voice,
		Notices: []string{"Scoresheet: /games/test.pgn"}, Later: r.later, Stop: r.stop, Columns: func() int { return int(r.cols.Load()) }}
	go func() { r.done <- r.view.Run() }()
	t.Cleanup(func() {
		if r.keys != nil {
			r.keys.Close()
		}
		tb.Close()
	})
	return r, sess
}

func (r *lineRig) typeKeys(s string) { r.keys.Write([]byte(s)) }

func (r *lineRig) wait(t *testing.T) {
	t.Helper()
	select {
	case err := <-r.done:
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the view did not end")
	}
}

func wantRows(t *testing.T, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("screen:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLineViewPlaysAGame types a short game: the screen reads as prompt,
// typed line, answer; each announcement is spoken once; the moves are saved
// before they are announced; quit ends the view.
func TestLineViewPlaysAGame(t *testing.T) {
	store := &memoryStore{}
	r, sess := startLine(t, session.Config{}, store, nil)
	r.out.waitFor(t, "1. White to move: ")
	for _, line := range []string{"Bauer Eva vier", "Bauer Eva fünf", "Springer Felix drei", "Blubb"} {
		r.typeKeys(line + "\r")
	}
	r.out.waitFor(t, `Unknown word "Blubb"`)
	r.typeKeys("quit\r")
	r.wait(t)
	wantRows(t, r.out.rows(),
		"Scoresheet: /games/test.pgn",
		"New game. 1. White to move",
		"1. White to move: Bauer Eva vier",
		"Bauer Eva vier",
		"1. Black to move: Bauer Eva fünf",
		"Bauer Eva fuenf",
		"2. White to move: Springer Felix drei",
		"Springer Felix drei",
		"2. Black to move: Blubb",
		`Unknown word "Blubb". Type help for the commands.`,
		"2. Black to move: quit",
		"Game saved. Goodbye.")
	if got := sess.Game().Plies(); len(got) != 3 {
		t.Errorf("got %d moves, want 3", len(got))
	}
	if !strings.Contains(store.Last().PGN, "1. e4 e5 2. Nf3") {
		t.Errorf("saved scoresheet lacks the moves:\n%s", store.Last().PGN)
	}
	want := []string{"New game. 1. White to move", "Bauer Eva vier", "Bauer Eva fuenf", "Springer Felix drei",
		`Unknown word "Blubb". Type help for the commands.`, "Game saved. Goodbye."}
	if got := r.voice.lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("spoken:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if n := r.voice.keys(); n != len("Bauer Eva vier\rBauer Eva fünf\rSpringer Felix drei\rBlubb\rquit\r")-1 {
		t.Errorf("got %d key presses told to the voice, want one per key", n) // ü is one key, two bytes
	}
}

// TestLineViewByteBudget: a typed character is echoed as itself and nothing
// else; Enter brings the end of the line, the answer and the prompt in one
// write without an escape sequence.
func TestLineViewByteBudget(t *testing.T) {
	r, _ := startLine(t, session.Config{}, &memoryStore{}, nil)
	r.out.waitFor(t, "1. White to move: ")
	for _, ch := range "Springer Felix drei" {
		n := r.out.count()
		r.typeKeys(string(ch))
		r.out.waitWrites(t, n)
		if got := string(r.out.since(n)); got != string(ch) {
			t.Fatalf("typing %q wrote %q, want the character itself", ch, got)
		}
	}
	n := r.out.count()
	r.typeKeys("\r")
	r.out.waitFor(t, "1. Black to move: ")
	got := string(r.out.since(n))
	if want := "\r\nSpringer Felix drei\r\n1. Black to move: "; got != want {
		t.Errorf("Enter wrote %q, want %q", got, want)
	}
	if r.out.count() != n+1 {
		t.Errorf("Enter took %d writes, want 1", r.out.count()-n)
	}
}

// TestLineViewAnnouncementWhileTyping: a line arriving while the player
// types is printed on a row of its own; the prompt and the text typed so
// far follow it, and typing goes on.
func TestLineViewAnnouncementWhileTyping(t *testing.T) {
	r, sess := startLine(t, session.Config{}, &memoryStore{}, nil)
	r.out.waitFor(t, "1. White to move: ")
	n := r.out.count()
	r.typeKeys("Spr")
	r.out.waitFor(t, "Spr")
	for r.out.count() < n+1 {
		time.Sleep(time.Millisecond)
	}
	r.later <- "No sound device; anna goes on in text only."
	rows := r.out.waitFor(t, "No sound device")
	time.Sleep(20 * time.Millisecond)
	rows = r.out.rows()
	wantRows(t, rows,
		"Scoresheet: /games/test.pgn",
		"New game. 1. White to move",
		"No sound device; anna goes on in text only.",
		"1. White to move: Spr")
	r.typeKeys("inger Felix drei\r")
	r.out.waitFor(t, "1. Black to move: ")
	if got := sess.Game().Plies(); len(got) != 1 || got[0].SAN != "Nf3" {
		t.Errorf("got %v, want Nf3 played", got)
	}
}

// blockingReader gives its bytes, then waits (it is a keyboard, not a
// file: it never ends by itself).
type blockingReader struct {
	data []byte
	wait chan struct{}
}

func (b *blockingReader) Read(p []byte) (int, error) {
	if len(b.data) == 0 {
		<-b.wait
		return 0, io.EOF
	}
	n := copy(p, b.data)
	b.data = b.data[n:]
	return n, nil
}

// TestLineViewTypeAhead: lines typed before the view is ready are played
// in order, none lost or run together.
func TestLineViewTypeAhead(t *testing.T) {
	in := &blockingReader{data: []byte("e4\re5\rNf3\n"), wait: make(chan struct{})}
	defer close(in.wait)
	r, sess := startLine(t, session.Config{}, &memoryStore{}, in)
	r.out.waitFor(t, "2. Black to move: ")
	if got := sess.Game().PGN(session.Config{}.Header); !strings.Contains(got, "1. e4 e5 2. Nf3") {
		t.Errorf("got %s, want the three moves", got)
	}
}

// TestLineViewQuitKeys: Ctrl+C clears a line with text and quits on an
// empty one; the view ends with the goodbye.
func TestLineViewQuitKeys(t *testing.T) {
	for _, key := range []string{"\x03", "\x04"} {
		r, _ := startLine(t, session.Config{}, &memoryStore{}, nil)
		r.out.waitFor(t, "1. White to move: ")
		r.typeKeys("Blubb\x03")
		r.out.waitFor(t, "\x1b[K")
		r.typeKeys(key)
		r.wait(t)
		rows := r.out.rows()
		if got := rows[len(rows)-2:]; got[0] != "1. White to move:" || got[1] != "Game saved. Goodbye." {
			t.Errorf("key %q: the screen ends %q", key, got)
		}
	}
}

// TestLineViewStop: a signal saves and quits, as typing quit does.
func TestLineViewStop(t *testing.T) {
	r, _ := startLine(t, session.Config{}, &memoryStore{}, nil)
	r.out.waitFor(t, "1. White to move: ")
	r.typeKeys("Spr")
	r.out.waitFor(t, "Spr")
	close(r.stop)
	r.wait(t)
	rows := r.out.rows()
	if got := rows[len(rows)-2:]; got[0] != "1. White to move: Spr" || got[1] != "Game saved. Goodbye." {
		t.Errorf("the screen ends %q", got)
	}
}

// TestLineViewSaveFailure: a scoresheet that cannot be written is said, with
// the file and reason, and the game goes on.
func TestLineViewSaveFailure(t *testing.T) {
	r, sess := startLine(t, session.Config{}, &memoryStore{Fail: errDiskFull}, nil)
	r.out.waitFor(t, "1. White to move: ")
	r.typeKeys("e4\r")
	r.out.waitFor(t, "The scoresheet could not be saved.")
	r.out.waitFor(t, "no space left on device")
	r.typeKeys("quit\r")
	r.wait(t)
	if n := len(sess.Game().Plies()); n != 1 {
		t.Errorf("got %d moves, want the game to go on with 1", n)
	}
}

// TestLineViewEndOfInput: when the keys end (the connection dropped), the
// view ends without quitting the game.
func TestLineViewEndOfInput(t *testing.T) {
	store := &memoryStore{}
	r, _ := startLine(t, session.Config{}, store, nil)
	r.out.waitFor(t, "1. White to move: ")
	r.keys.Close()
	r.wait(t)
	if strings.Contains(r.out.all(), "Goodbye") {
		t.Error("the view said goodbye for a dropped connection")
	}
}

// TestLineViewBreaksLongLinesBetweenWords: a line wider than the terminal
// is written as rows broken between words, so that no word is cut in two
// where the screen reader reads one row and then the next.
func TestLineViewBreaksLongLinesBetweenWords(t *testing.T) {
	r, _ := startLine(t, session.Config{}, &memoryStore{}, nil)
	r.cols.Store(40)
	r.out.waitFor(t, "1. White to move: ")
	r.typeKeys("help\r")
	rows := r.out.waitFor(t, "1. White to move: help")
	rows = r.out.waitFor(t, "keys.")
	want := "Type help and a topic: moves, commands, clock, boards, questions, review, adjourn, arbiter, keys."
	var got []string
	for i, row := range rows {
		if strings.HasPrefix(row, "Type help") {
			got = rows[i : i+3]
		}
	}
	if strings.Join(got, " ") != want {
		t.Fatalf("rows %q, want %q broken between words", got, want)
	}
	for _, row := range got {
		if len(row) > 40 {
			t.Errorf("row %q is wider than the terminal", row)
		}
	}
}

// TestLineViewEscLeavesAQuestion: Esc on an empty line leaves the question
// asked (no question is a trap); with nothing asked it only clears.
func TestLineViewEscLeavesAQuestion(t *testing.T) {
	r, sess := startLine(t, session.Config{}, &memoryStore{}, nil)
	r.out.waitFor(t, "1. White to move: ")
	r.typeKeys("resign\r")
	r.out.waitFor(t, "Do you really resign?")
	r.typeKeys("\x1b")
	r.out.waitFor(t, "Resignation cancelled.")
	if sess.Game().Outcome().Over() {
		t.Fatal("Esc resigned")
	}
	r.typeKeys("e4\r")
	r.out.waitFor(t, "Bauer Eva vier")
}
