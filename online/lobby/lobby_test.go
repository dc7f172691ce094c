package lobby

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// aaron is the opponent lichess pairs.
var aaron = lichesstest.Player{ID: "aaron", Name: "Aaron", Rating: 1776}

// silent is a voice that says nothing: the tests read what is printed.
type silent struct{}

func (silent) Speak(speech.Phrase)                                       {}
func (silent) Hush()                                                     {}
func (silent) Tune(session.VoiceChange, speech.Phrasebook) speech.Phrase { return speech.Phrase{} }

// syncBuffer is an output written by one goroutine and read by another.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// testLobby runs the lobby against a fake server, its input a pipe (w)
// and its output out; seek is --seek ("" none), echo false writes the
// prompt as at a terminal. done gives run's status.
func testLobby(t *testing.T, seek string, echo bool, waitEvery time.Duration) (srv *lichesstest.Server, w *os.File, out *syncBuffer, done chan int) {
	t.Helper()
	return testLobbyAt(t, lichesstest.New(t), seek, echo, waitEvery)
}

// testLobbyAt is testLobby against srv: a game played is written as
// "(the game ID is played)".
func testLobbyAt(t *testing.T, srv *lichesstest.Server, seek string, echo bool, waitEvery time.Duration) (_ *lichesstest.Server, w *os.File, out *syncBuffer, done chan int) {
	t.Helper()
	client, err := lichess.New(lichess.Config{URL: srv.URL, Token: srv.Token})
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	out = &syncBuffer{}
	cfg := Config{Book: speech.Phrasebook{Lang: speech.EN}, Seek: seek}
	l := &lobby{cfg: cfg, book: cfg.Book, client: client, me: lichess.Account{ID: "bobby", Username: "Bobby"}, in: r, out: out,
		voice: silent{}, echo: echo, waitEvery: waitEvery, notices: make(chan lichess.Notice, 4), later: make(chan string, 4)}
	l.play = func(_ context.Context, g lichess.GameInfo, rest []byte) ([]byte, bool) {
		fmt.Fprintf(out, "(the game %s is played)\n", g.GameID)
		return rest, false
	}
	done = make(chan int, 1)
	go func() { done <- l.run(context.Background()) }()
	return srv, w, out, done
}

// TestLobbyWaiting: while a seek waits, the time waited is said at every
// interval (a minute in play; shorter here).
func TestLobbyWaiting(t *testing.T) {
	srv, w, out, done := testLobby(t, "15+10", true, time.Second)
	srv.WaitSeek()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(out.String(), "Waiting for an opponent, 2 seconds.") && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	w.WriteString("quit\n")
	<-done
	got := out.String()
	for _, want := range []string{"Seeking a game, casual, 15+10.", "Waiting for an opponent, 1 second.", "Waiting for an opponent, 2 seconds.", "lichess: quit", "Leaving lichess."} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
}

// TestLobbyPromptAtATerminal: at a terminal the lobby's prompt is written
// once while it waits, and a line said meanwhile (the time waited, a seek
// replaced) starts on a line of its own: never "lichess: lichess:", nor
// the prompt read out before what is said.
func TestLobbyPromptAtATerminal(t *testing.T) {
	srv, w, out, done := testLobby(t, "10+0", false, time.Second)
	srv.WaitSeek()
	waitFor := func(want string) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for !strings.Contains(out.String(), want) && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
	}
	// type writes a line as at a terminal: its echo after the prompt, then the line read.
	type_ := func(line string) {
		waitFor("lichess: ")
		for deadline := time.Now().Add(20 * time.Second); !strings.HasSuffix(out.String(), "lichess: ") && time.Now().Before(deadline); {
			time.Sleep(20 * time.Millisecond)
		}
		out.Write([]byte(line + "\n"))
		w.WriteString(line + "\n")
	}
	waitFor("Waiting for an opponent, 1 second.")
	type_("seek 15+10") // the first seek is withdrawn: nothing to say about it
	waitFor("Seeking a game, casual, 15+10.")
	for deadline := time.Now().Add(20 * time.Second); strings.Count(out.String(), "Waiting for an opponent, 1 second.") < 2 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	type_("quit")
	<-done
	got := out.String()
	for _, line := range strings.Split(got, "\n") {
		if typed := strings.TrimPrefix(line, "lichess: "); typed != line && typed != "" && typed != "seek 15+10" && typed != "quit" {
			t.Errorf("the prompt before another line: %q in:\n%s", line, got)
		}
	}
	if strings.Count(got, "lichess:") > strings.Count(got, "\n") {
		t.Errorf("more prompts than lines:\n%s", got)
	}
}

// TestLobbyCancelAnswers: cancel always gets an answer: that there is
// nothing to cancel, or (the seek withdrawn) what may be done now.
func TestLobbyCancelAnswers(t *testing.T) {
	srv, w, out, done := testLobby(t, "", true, time.Minute)
	w.WriteString("cancel\nseek 15+10\n")
	srv.WaitSeek()
	w.WriteString("cancel\n")
	w.WriteString("quit\n")
	<-done
	got := out.String()
	want := "lichess: cancel\nNothing to cancel.\nlichess: seek 15+10\nSeeking a game, casual, 15+10.\nlichess: cancel\n" +
		speech.Phrasebook{}.Say(keyLobbyHelp.Event()).Text() + "\nlichess: quit\n"
	if !strings.Contains(got, want) {
		t.Errorf("got:\n%s\nwant within it:\n%s", got, want)
	}
	for deadline := time.Now().Add(20 * time.Second); len(srv.Seeks()) > 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if n := len(srv.Seeks()); n != 0 {
		t.Errorf("%d seeks open after cancel", n)
	}
}

// TestLobbySeekIsNotARunningGame: a game already running when anna starts
// with --seek (its gameStart sent as the event stream opens, or again when
// the stream is opened anew) is offered to resume, not played as the
// seek's game; the seek's own game is.
func TestLobbySeekIsNotARunningGame(t *testing.T) {
	srv := lichesstest.New(t)
	running := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute, Inc: 10 * time.Second, Source: "lobby"})
	srv.OpponentMove(running, "e2e4") // played before anna started
	srv, w, out, done := testLobbyAt(t, srv, "15+10", true, time.Minute)
	srv.WaitSeek()
	srv.WaitEvents(1) // the seek may come before the event stream opens
	srv.DropEvents()  // the stream opened again sends the running game again
	srv.WaitEvents(2)
	id := srv.PairSeek(aaron, "black")
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(out.String(), "(the game "+id) && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	w.WriteString("quit\n")
	<-done
	got := out.String()
	if strings.Contains(got, "(the game "+running) {
		t.Errorf("the running game was played as the seek's:\n%s", got)
	}
	for _, want := range []string{"Your game against Aaron (1776) is running: type resume to play it.", "(the game " + id + " is played)"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in:\n%s", want, got)
		}
	}
}

// TestLobbyLinesBreakBetweenWords: at a terminal, a lobby line wider than
// the terminal is broken between words, as the line view breaks its
// lines: the terminal's own wrapping cut the lobby's help in the middle
// of words, and a screen reader, which reads a row at a time, said "pr",
// "ihvaćam" and "izazo", "v" (Croatian help at 80 columns).
func TestLobbyLinesBreakBetweenWords(t *testing.T) {
	var out strings.Builder
	l := &lobby{out: &out, columns: func() int { return 80 }}
	help := speech.Phrasebook{Lang: speech.HR}.Say(keyLobbyHelp.Event()).Text()
	l.println(help)
	got := strings.TrimSuffix(out.String(), "\n")
	rows := strings.Split(got, "\n")
	if len(rows) < 2 || strings.Join(rows, " ") != help {
		t.Fatalf("the help at 80 columns: %q, want it in rows broken at its spaces", rows)
	}
	for _, r := range rows {
		if n := len([]rune(r)); n > 80 {
			t.Errorf("a row of %d characters: %q", n, r)
		}
	}
	out.Reset()
	(&lobby{out: &out}).println(help) // not a terminal: the line whole
	if out.String() != help+"\n" {
		t.Errorf("not at a terminal: %q", out.String())
	}
}
