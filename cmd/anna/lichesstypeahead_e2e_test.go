package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess/lichesstest"
)

// The lines typed right after quit leaves a lichess game are the lobby's,
// each read once and in order, whatever the view and however soon they
// come: in the same keystrokes as quit, while the view stops, after it.

// typedAfterQuit are the lines typed after quit, and what the lobby says
// to each: nothing to cancel, then a seek.
var typedAfterQuit = []struct{ line, answer string }{
	{"cancel", "Nothing to cancel."},
	{"seek 20+0", "Seeking a game, casual, 20+0."},
}

// TestLichessTypeAheadAfterQuitInAPipe: the lines piped after quit are
// read by the lobby, each once, in order (the plain view had read the
// first of them when it ended).
func TestLichessTypeAheadAfterQuitInAPipe(t *testing.T) {
	srv := lichesstest.New(t)
	a, _ := seekGame(t, srv, "white")
	a.expect("White to move")
	var typed strings.Builder
	typed.WriteString("quit\n")
	for _, l := range typedAfterQuit {
		typed.WriteString(l.line + "\n")
	}
	if _, err := a.stdin.Write([]byte(typed.String())); err != nil {
		t.Fatal(err)
	}
	for _, l := range typedAfterQuit {
		a.expect(l.answer)
	}
	a.typeLine("quit")
	a.wait()
	for _, l := range typedAfterQuit {
		if n := a.count(l.answer); n != 1 {
			t.Errorf("%q answered %d times, want once", l.line, n)
		}
	}
}

// TestLichessTypeAheadAfterQuitAtATerminal: at a terminal (a pseudo-
// terminal: the bytes a terminal sends, Enter as a carriage return), the
// lines typed after quit are read by the lobby, each once, in order: typed
// with quit in one write, 0.1 s after it (while the view stops), and 0.5 s
// after it (back in the lobby's hands); in the line view, the board view,
// and the plain view of a terminal that edits the line itself.
func TestLichessTypeAheadAfterQuitAtATerminal(t *testing.T) {
	views := []struct {
		name string
		env  []string
		args []string
	}{
		{"line", nil, nil},
		{"board", nil, []string{"--view", "board"}},
		{"plain", []string{"TERM=dumb"}, nil},
	}
	for _, v := range views {
		for _, gap := range []time.Duration{0, 100 * time.Millisecond, 500 * time.Millisecond} {
			t.Run(v.name+"/"+gap.String(), func(t *testing.T) {
				srv := lichesstest.New(t)
				args := append([]string{"lichess", "--no-audio", "--lichess-url", srv.URL, "--seek", "15+10"}, v.args...)
				r := startPty(t, append([]string{"LICHESS_TOKEN=" + srv.Token}, v.env...), args...)
				r.waitFor("Seeking a game")
				srv.WaitSeek()
				srv.PairSeek(aaron, "white")
				r.waitFor("you play White")
				// The game's view has the terminal (raw, but for plain)
				// once it has drawn: keys typed before would be the
				// terminal's own line, not typed into anna.
				if v.name == "board" {
					r.waitFor("ctrl+c")
				} else {
					r.waitFor("1. White to move")
				}
				var after strings.Builder
				for _, l := range typedAfterQuit {
					after.WriteString(l.line + "\r")
				}
				if gap == 0 {
					r.f.Write([]byte("quit\r" + after.String()))
				} else {
					r.f.Write([]byte("quit\r"))
					time.Sleep(gap)
					r.f.Write([]byte(after.String()))
				}
				r.waitFor(typedAfterQuit[len(typedAfterQuit)-1].answer)
				out := plainText(r.written())
				at := 0
				for _, l := range typedAfterQuit {
					if n := strings.Count(out, l.answer); n != 1 {
						t.Errorf("%q answered %d times, want once", l.line, n)
					}
					i := strings.Index(out, l.answer)
					if i < at {
						t.Errorf("%q answered out of order", l.line)
					}
					at = i
				}
				if gap == 0 && v.name != "plain" {
					// the view read them as keys, where the terminal showed
					// nothing: the lobby shows each after its prompt
					for _, l := range typedAfterQuit {
						if n := strings.Count(out, "lichess: "+l.line+"\n"); n != 1 {
							t.Errorf("%q shown after the prompt %d times, want once", l.line, n)
						}
					}
				}
				if t.Failed() {
					t.Logf("the terminal:\n%s", out)
				}
				r.f.Write([]byte("quit\r"))
				r.waitFor("Goodbye")
			})
		}
	}
}

var escapes = regexp.MustCompile(`\x1b(\[[0-9;?<=>]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78])`)

// plainText is what a terminal was sent, without its escape sequences.
func plainText(b []byte) string {
	return string(escapes.ReplaceAll(bytes.ReplaceAll(b, []byte("\r"), nil), nil))
}

// TestLichessLineBegunInTheGameEndsInTheLobby: a line begun with quit's
// keys (quit, Enter, "seek 2") and ended at the lobby's prompt ("0+0",
// Enter) is one line: shown after the prompt as it is typed on, and
// read whole.
func TestLichessLineBegunInTheGameEndsInTheLobby(t *testing.T) {
	for _, v := range []struct {
		name string
		args []string
	}{{"line", nil}, {"board", []string{"--view", "board"}}} {
		t.Run(v.name, func(t *testing.T) {
			srv := lichesstest.New(t)
			args := append([]string{"lichess", "--no-audio", "--lichess-url", srv.URL, "--seek", "15+10"}, v.args...)
			r := startPty(t, []string{"LICHESS_TOKEN=" + srv.Token}, args...)
			r.waitFor("Seeking a game")
			srv.WaitSeek()
			srv.PairSeek(aaron, "white")
			r.waitFor("you play White")
			time.Sleep(300 * time.Millisecond) // the view reads the terminal
			r.f.Write([]byte("quit\rseek 2"))
			r.waitFor("Type seek and a time control")
			time.Sleep(300 * time.Millisecond) // at the lobby's prompt
			r.f.Write([]byte("0+0\r"))
			r.waitFor("Seeking a game, casual, 20+0.")
			if out := plainText(r.written()); !strings.Contains(out, "lichess: seek 20+0\n") {
				t.Errorf("the line is not shown whole after the prompt:\n%s", out)
			}
			r.f.Write([]byte("quit\r"))
			r.waitFor("Goodbye")
		})
	}
}
