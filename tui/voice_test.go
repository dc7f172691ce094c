package tui

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
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
	if got := m.log[len(m.log)-1]; got != tb.Book().Say(keyNoVoice.Event()).Text() {
		t.Errorf("the log ends with %q, want the line that anna does not speak here", got)
	}
}

// TestBoardWithAVoice: a board view given a voice (anna join's) speaks
// what it shows in the log, tunes the voice for faster typed there and
// says the new rate, and a key press hushes an answer being read.
func TestBoardWithAVoice(t *testing.T) {
	tb, white, _, _ := twoSeats(t, session.Config{})
	tb.Start()
	voice := &earVoice{}
	m := NewBoard(tb, white, false, nil)
	m.SetVoice(voice)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m.take()
	white.Do("faster")
	m.take()
	white.Do("e4")
	m.take()
	if got := strings.Join(voice.lines(), "\n"); !strings.Contains(got, "New game. 1. White to move\nSpeech rate 1.1.\nBauer Eva vier") {
		t.Errorf("spoken:\n%s", got)
	}
	if got := voice.changes(); !slices.Equal(got, []session.VoiceChange{session.Faster}) {
		t.Errorf("voice changes: %v", got)
	}
	if got := m.log[len(m.log)-2]; got != "Speech rate 1.1." {
		t.Errorf("the log says %q, not the new rate", got)
	}
	before := voice.keys()
	m.Update(tea.KeyPressMsg{Code: 'x', Text: "x"})
	if voice.keys() != before+1 {
		t.Errorf("a key press did not hush the voice")
	}
}

// afar is a seat as anna join's is: not a client of a table here, and
// ended when its connection is given up.
type afar struct {
	*table.Client
	ended chan struct{}
}

func (a afar) Ended() <-chan struct{} { return a.ended }

// TestBoardOfASeatAfar: the board view listens to a seat that is not a
// table's client here: its events come, and its end ends the view.
func TestBoardOfASeatAfar(t *testing.T) {
	tb, white, _, _ := twoSeats(t, session.Config{})
	seat := afar{white, make(chan struct{})}
	m := NewBoard(nil, seat, false, nil)
	tb.Start()
	// The first events: Black's arrival (said before the start, no prompt
	// yet) and the start, whose picture has the prompt.
	if msg, ok := listen(seat)().(eventsMsg); !ok || !slices.ContainsFunc(msg, func(e table.Event) bool { return e.Picture.Prompt != "" }) {
		t.Fatalf("the first events: %#v", msg)
	}
	got := make(chan tea.Msg)
	go func() { got <- listen(seat)() }()
	close(seat.ended)
	if msg := <-got; msg != (goneMsg{}) {
		t.Fatalf("an ended seat gives %#v", msg)
	}
	if _, cmd := m.Update(goneMsg{}); cmd == nil {
		t.Error("an ended seat does not end the view")
	}
}
