package tui

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
)

// TestPlainTunesItsVoice: faster, slower, louder and softer change this
// terminal's voice, and the new setting is printed and said (after the
// change: it is heard at the new rate); a terminal without a voice of
// anna's is told so in one line, and says nothing.
func TestPlainTunesItsVoice(t *testing.T) {
	var out bytes.Buffer
	voice := &earVoice{}
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	p := &Plain{Table: tb, Client: c, In: strings.NewReader("faster\nFaster\ne4\nsofter\n"), Out: &out, Voice: voice, Echo: true}
	if err := p.Run(); err != nil {
		t.Fatal(err)
	}
	want := "New game. 1. White to move\n" +
		"1. White to move: faster\nSpeech rate 1.1.\n" +
		"1. White to move: Faster\nSpeech rate 1.2.\n" +
		"1. White to move: e4\nBauer Eva vier\n" +
		"1. Black to move: softer\nVolume 50 percent.\n" +
		"1. Black to move: \n"
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
	if got, want := voice.changes(), []session.VoiceChange{session.Faster, session.Faster, session.Softer}; !slices.Equal(got, want) {
		t.Errorf("voice changes: %v, want %v", got, want)
	}
	if got := strings.Join(voice.lines(), "\n"); !strings.Contains(got, "Speech rate 1.2.\nBauer Eva vier\nVolume 50 percent.") {
		t.Errorf("spoken:\n%s", got)
	}

	out.Reset()
	tb, c, _ = sit(t, session.Config{}, &memoryStore{})
	p = &Plain{Table: tb, Client: c, In: strings.NewReader("louder\n"), Out: &out, Voice: Silent{}, Echo: true}
	if err := p.Run(); err != nil {
		t.Fatal(err)
	}
	want = "New game. 1. White to move\n" +
		"1. White to move: louder\nanna does not speak here: your screen reader sets rate and volume.\n" +
		"1. White to move: \n"
	if out.String() != want {
		t.Errorf("without a voice, got:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestLineViewTunesItsVoice: the same in the line view.
func TestLineViewTunesItsVoice(t *testing.T) {
	r, _ := startLine(t, session.Config{}, &memoryStore{}, nil)
	r.out.waitFor(t, "1. White to move: ")
	r.typeKeys("slower\r")
	r.out.waitFor(t, "Speech rate 0.9.")
	r.typeKeys("quit\r")
	r.wait(t)
	wantRows(t, r.out.rows(),
		"Scoresheet: /games/test.pgn",
		"New game. 1. White to move",
		"1. White to move: slower",
		"Speech rate 0.9.",
		"1. White to move: quit",
		"Game saved. Goodbye.")
	if got := r.voice.changes(); !slices.Equal(got, []session.VoiceChange{session.Slower}) {
		t.Errorf("voice changes: %v", got)
	}
}

// TestBoardHasNoVoice: the board view is silent; faster typed there is
// answered in its log.
func TestBoardHasNoVoice(t *testing.T) {
	tb, white, _, _ := twoSeats(t, session.Config{})
	tb.Start()
	m := still(t, tb, white, 100, 30, 0)
	white.Do("faster")
	m.take()
	if got := m.log[len(m.log)-1]; got != tb.Book().NoVoice().Text() {
		t.Errorf("the log ends with %q, want the line that anna does not speak here", got)
	}
}
