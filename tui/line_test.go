package tui

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// memoryStore keeps every saved version, for tests.
type memoryStore struct {
	mu    sync.Mutex
	saves []string
	fail  error
}

func (s *memoryStore) Save(v int, docs session.Documents) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail != nil {
		return s.fail
	}
	s.saves = append(s.saves, docs.PGN)
	return nil
}

func (s *memoryStore) Where() string { return "/games/test.pgn" }

func (s *memoryStore) last() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.saves) == 0 {
		return ""
	}
	return s.saves[len(s.saves)-1]
}

// earVoice remembers what it was asked to say.
type earVoice struct {
	mu    sync.Mutex
	heard []string
}

func (v *earVoice) Speak(p speech.Phrase) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.heard = append(v.heard, p.Text())
}

func (v *earVoice) lines() []string {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]string(nil), v.heard...)
}

// sit sets a table for a new game (from fen, or the initial position) and
// seats one terminal that acts for both players.
func sit(t testing.TB, cfg session.Config, store table.Store) (*table.Table, *table.Client, *session.Session) {
	t.Helper()
	sess, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tb := table.New(sess, store)
	c, err := tb.Sit(session.NoSeat)
	if err != nil {
		t.Fatal(err)
	}
	return tb, c, sess
}

func enter(tm *teatest.TestModel, line string) {
	tm.Type(line)
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
}

// screen collects everything the program has written, so that tests can
// wait for a line and still look at the whole output afterwards.
type screen struct {
	r   io.Reader
	all bytes.Buffer
}

func newScreen(tm *teatest.TestModel) *screen { return &screen{r: tm.Output()} }

func (s *screen) waitFor(t *testing.T, text string) {
	t.Helper()
	teatest.WaitFor(t, io.TeeReader(s.r, &s.all), func([]byte) bool { return bytes.Contains(s.all.Bytes(), []byte(text)) },
		teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

func (s *screen) text(t *testing.T, tm *teatest.TestModel) string {
	t.Helper()
	s.all.ReadFrom(tm.FinalOutput(t))
	return s.all.String()
}

// TestLineViewPlaysAGame types a short game into the line view: each move
// is printed and spoken once, saved before it is announced, and quit ends
// the program with the scoresheet on disk.
func TestLineViewPlaysAGame(t *testing.T) {
	store, voice := &memoryStore{}, &earVoice{}
	tb, c, sess := sit(t, session.Config{}, store)
	m := NewLine(tb, c, true, voice, []string{"Scoresheet: /games/test.pgn"})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.Ascii)))
	scr := newScreen(tm)
	scr.waitFor(t, "1. White to move")
	for _, line := range []string{"Bauer Eva vier", "Bauer Eva fünf", "Springer Felix drei", "Blubb"} {
		enter(tm, line)
	}
	scr.waitFor(t, `Unknown word "Blubb"`)
	enter(tm, "quit")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))

	if got := sess.Game().Plies(); len(got) != 3 {
		t.Errorf("got %d moves, want 3", len(got))
	}
	if !strings.Contains(store.last(), "1. e4 e5 2. Nf3") {
		t.Errorf("saved scoresheet lacks the moves:\n%s", store.last())
	}
	want := []string{"New game. 1. White to move", "Bauer Eva vier", "Bauer Eva fuenf", "Springer Felix drei",
		`Unknown word "Blubb". Type help for the commands.`, "Game saved. Goodbye."}
	if got := voice.lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("spoken:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLineViewPrintsEveryLine: several lines from one command, and a notice
// arriving from outside, are all printed, in order.
func TestLineViewPrintsEveryLine(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := NewLine(tb, c, true, Silent{}, []string{"first notice", "second notice"})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	scr := newScreen(tm)
	scr.waitFor(t, "1. White to move")
	enter(tm, "draw")
	enter(tm, "e4")
	tm.Send(NoticeMsg("a notice from the sound system"))
	enter(tm, "Nf6")
	enter(tm, "quit")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	if !m.outboxDone() {
		t.Error("outbox not empty at the end")
	}
	text := scr.text(t, tm)
	at := 0
	for _, want := range []string{"first notice", "second notice", "New game.", "White offers a draw.", "Bauer Eva vier",
		"White offers a draw: type accept", "Springer Felix sechs", "Draw offer declined.", "Game saved. Goodbye."} {
		i := strings.Index(text[at:], want)
		if i < 0 {
			t.Errorf("%q not printed (after the lines before it)", want)
			continue
		}
		at += i
	}
	if !strings.Contains(text, "a notice from the sound system") {
		t.Error("the notice was not printed")
	}
}

// TestLineViewSaveFailure: a scoresheet that cannot be written is said, with
// the file and reason, and the game goes on.
func TestLineViewSaveFailure(t *testing.T) {
	store := &memoryStore{fail: errDiskFull}
	tb, c, sess := sit(t, session.Config{}, store)
	m := NewLine(tb, c, true, Silent{}, nil)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	scr := newScreen(tm)
	scr.waitFor(t, "1. White to move")
	enter(tm, "e4")
	scr.waitFor(t, "The scoresheet could not be saved.")
	scr.waitFor(t, "no space left on device")
	enter(tm, "quit")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	if n := len(sess.Game().Plies()); n != 1 {
		t.Errorf("got %d moves, want the game to go on with 1", n)
	}
}

type diskFull struct{}

func (diskFull) Error() string { return "no space left on device" }

var errDiskFull = diskFull{}

// TestLineViewHistory: the up key brings back the last line typed.
func TestLineViewHistory(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := NewLine(tb, c, false, Silent{}, nil)
	m.input.SetValue("Springer Eva vier")
	m.submit()
	m.key(tea.KeyPressMsg{Code: tea.KeyUp})
	if got := m.input.Value(); got != "Springer Eva vier" {
		t.Errorf("after up: got %q, want the last line", got)
	}
	m.key(tea.KeyPressMsg{Code: tea.KeyDown})
	if got := m.input.Value(); got != "" {
		t.Errorf("after down: got %q, want an empty prompt", got)
	}
}

// TestLineViewPrompt is the one line the view draws: the prompt the table
// sends with its picture.
func TestLineViewPrompt(t *testing.T) {
	tb, c, _ := sit(t, session.Config{FEN: "4k3/8/8/8/8/8/8/4K2R b K - 0 30"}, &memoryStore{})
	m := NewLine(tb, c, false, Silent{}, nil)
	evs, _ := c.Next()
	m.events(evs)
	if got, want := m.View().Content, "30. Black to move: "; !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want it to start with %q", got, want)
	}
	if strings.Contains(m.View().Content, "\n") {
		t.Errorf("the view is more than one line: %q", m.View().Content)
	}
}

// TestLineViewWaitsBetweenPrints: while a print waits for the screen to be
// redrawn, new lines are held back, then printed together in order.
func TestLineViewWaitsBetweenPrints(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	m := NewLine(tb, c, false, Silent{}, nil)
	if cmd := m.queue([]step{{text: "one"}}); cmd == nil || !m.busy {
		t.Fatal("first line not printed at once")
	}
	if cmd := m.queue([]step{{text: "two"}}); cmd != nil {
		t.Fatal("second line printed before the screen was redrawn")
	}
	m.queue([]step{{text: "three"}})
	if len(m.outbox) != 2 {
		t.Fatalf("outbox holds %d lines, want 2", len(m.outbox))
	}
	m.Update(printedMsg{})
	if len(m.outbox) != 0 || !m.busy {
		t.Errorf("after the redraw: %d lines waiting, busy=%v; want both printed as one block", len(m.outbox), m.busy)
	}
}
