package tui

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/session"
)

// TestPlainPrintsWhatItSays: a script's output reads as the screen would:
// each prompt, the line read after it, the answer; spoken lines are the
// printed ones, but the notices and prompts; it ends at quit.
func TestPlainPrintsWhatItSays(t *testing.T) {
	var out bytes.Buffer
	store, voice := &memoryStore{}, &earVoice{}
	tb, c, _ := sit(t, session.Config{}, store)
	p := &Plain{Table: tb, Client: c, In: strings.NewReader("e4\n\ne5\nBlubb\nquit\nNf3\n"), Out: &out,
		Voice: voice, Echo: true, Notices: []string{"Scoresheet: x.pgn"}}
	if err := p.Run(); err != nil {
		t.Fatal(err)
	}
	want := "Scoresheet: x.pgn\nNew game. 1. White to move\n" +
		"1. White to move: e4\nBauer Eva vier\n" +
		"1. Black to move: \n" +
		"1. Black to move: e5\nBauer Eva fuenf\n" +
		"2. White to move: Blubb\nUnknown word \"Blubb\". Type help for the commands.\n" +
		"2. White to move: quit\nGame saved. Goodbye.\n"
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
	spoken := "New game. 1. White to move\nBauer Eva vier\nBauer Eva fuenf\nUnknown word \"Blubb\". Type help for the commands.\nGame saved. Goodbye."
	if got := strings.Join(voice.lines(), "\n"); got != spoken {
		t.Errorf("spoken:\n%s\nwant:\n%s", got, spoken)
	}
	if store.Count() != 3 || !strings.Contains(store.Last().PGN, "1. e4 e5 *") {
		t.Errorf("got %d saves, last:\n%s", store.Count(), store.Last().PGN)
	}
	if strings.Contains(out.String(), "\x1b") {
		t.Errorf("an escape sequence in plain output: %q", out.String())
	}
}

// TestPlainWithoutEcho: a terminal that edits the line itself shows what
// is typed; anna writes the prompt and the answers only.
func TestPlainWithoutEcho(t *testing.T) {
	var out bytes.Buffer
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	p := &Plain{Table: tb, Client: c, In: strings.NewReader("e4\ne5\n"), Out: &out, Voice: Silent{}}
	if err := p.Run(); err != nil {
		t.Fatal(err)
	}
	want := "New game. 1. White to move\n1. White to move: Bauer Eva vier\n1. Black to move: Bauer Eva fuenf\n2. White to move: \n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

func TestPlainEndsAtEndOfInput(t *testing.T) {
	var out bytes.Buffer
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	p := &Plain{Table: tb, Client: c, In: strings.NewReader("e4"), Out: &out, Voice: Silent{}, Echo: true}
	if err := p.Run(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "Bauer Eva vier\n1. Black to move: \n") {
		t.Errorf("a last line without newline was not played, or the prompt left open:\n%q", out.String())
	}
}

// syncBuffer is a buffer written by the view and read by the test.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestPlainPrintsLaterNotices: a line from outside, arriving while the view
// waits for input, ends the prompt's line, and the prompt is written again.
func TestPlainPrintsLaterNotices(t *testing.T) {
	out := &syncBuffer{}
	later := make(chan string)
	pr, pw := io.Pipe()
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	p := &Plain{Table: tb, Client: c, In: pr, Out: out, Voice: Silent{}, Later: later, Echo: true}
	done := make(chan error)
	go func() { done <- p.Run() }()
	for !strings.Contains(out.String(), "1. White to move: ") {
		time.Sleep(time.Millisecond)
	}
	later <- "no sound"
	pw.Write([]byte("e4\n"))
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	want := "New game. 1. White to move\n1. White to move: \nno sound\n1. White to move: e4\nBauer Eva vier\n1. Black to move: \n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

// TestPlainStop: a signal saves and quits.
func TestPlainStop(t *testing.T) {
	out := &syncBuffer{}
	pr, pw := io.Pipe()
	defer pw.Close()
	stop := make(chan struct{})
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	p := &Plain{Table: tb, Client: c, In: pr, Out: out, Voice: Silent{}, Stop: stop}
	done := make(chan error)
	go func() { done <- p.Run() }()
	for !strings.Contains(out.String(), "1. White to move: ") {
		time.Sleep(time.Millisecond)
	}
	close(stop)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "1. White to move: \nGame saved. Goodbye.\n") {
		t.Errorf("got %q", out.String())
	}
}
