package tui

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
)

func TestScriptPrintsWhatItSays(t *testing.T) {
	var out bytes.Buffer
	store, voice := &memoryStore{}, &earVoice{}
	tb, c, _ := sit(t, session.Config{}, store)
	s := &Script{Table: tb, Client: c, In: strings.NewReader("e4\n\ne5\nBlubb\nquit\nNf3\n"), Out: &out,
		Voice: voice, Notices: []string{"Scoresheet: x.pgn"}}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	want := "Scoresheet: x.pgn\nNew game. 1. White to move\nBauer Eva vier\nBauer Eva fuenf\n" +
		"Unknown word \"Blubb\". Type help for the commands.\nGame saved. Goodbye.\n"
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
	if got := strings.Join(voice.lines(), "\n") + "\n"; "Scoresheet: x.pgn\n"+got != want {
		t.Errorf("spoken lines differ from printed ones (notices are printed only):\n%s", got)
	}
	if len(store.saves) != 3 || !strings.Contains(store.last(), "1. e4 e5 *") {
		t.Errorf("got %d saves, last:\n%s", len(store.saves), store.last())
	}
}

func TestScriptEndsAtEndOfInput(t *testing.T) {
	var out bytes.Buffer
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	s := &Script{Table: tb, Client: c, In: strings.NewReader("e4"), Out: &out, Voice: Silent{}}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "Bauer Eva vier\n") {
		t.Errorf("a last line without newline was not played:\n%s", out.String())
	}
}

func TestScriptPrintsLaterNotices(t *testing.T) {
	var out bytes.Buffer
	later := make(chan string)
	pr, pw := io.Pipe()
	go func() {
		later <- "no sound" // taken by the runner while it waits for input
		pw.Write([]byte("e4\n"))
		pw.Close()
	}()
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	s := &Script{Table: tb, Client: c, In: pr, Out: &out, Voice: Silent{}, Later: later}
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "1. White to move\nno sound\nBauer Eva vier\n") {
		t.Errorf("notice missing or out of place:\n%s", out.String())
	}
}
