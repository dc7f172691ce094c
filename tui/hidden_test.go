package tui

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"charm.land/bubbles/v2/textinput"

	"github.com/anna-chess/anna/session"
)

// TestPlainNeverShowsTheArbitersCode: in a game for rating at one
// keyboard, a script's transcript has the prompts for the arbiter's code
// and nothing of the code; a terminal that echoes (cooked mode) has its
// echo turned off while the code is typed, and on again after it, and at
// the end as it was.
func TestPlainNeverShowsTheArbitersCode(t *testing.T) {
	for _, echo := range []bool{true, false} {
		var out bytes.Buffer
		var mu sync.Mutex
		var hides []bool
		var written []string // what was written when the echo was set
		tb, c, _ := sit(t, session.Config{ArbiterCode: true}, &memoryStore{})
		p := &Plain{Table: tb, Client: c, In: strings.NewReader("s3cret\ns3cret\ndeclare white absent\ns3cret\n"), Out: &out,
			Voice: Silent{}, Echo: echo}
		if !echo {
			p.HideEcho = func(hide bool) {
				mu.Lock()
				hides, written = append(hides, hide), append(written, out.String()) // Run's own goroutine writes out
				mu.Unlock()
			}
		}
		if err := p.Run(); err != nil {
			t.Fatal(err)
		}
		got := out.String()
		if strings.Contains(got, "s3cret") || !strings.Contains(got, "Arbiter's code again: ") || !strings.Contains(got, "White loses: absent.") {
			t.Errorf("echo %v: the transcript:\n%s", echo, got)
		}
		if echo {
			want := "1. White to move: declare white absent\nThe arbiter's declare: type the arbiter's code, which is not shown, or cancel.\nArbiter's code: \nWhite loses: absent."
			if !strings.Contains(got, want) {
				t.Errorf("the script's transcript lacks\n%s\nin:\n%s", want, got)
			}
			continue
		}
		mu.Lock()
		if len(hides) != 4 || !hides[0] || hides[1] || !hides[2] || hides[3] {
			t.Errorf("the terminal's echo: off/on %v, want [true false true false]", hides)
		} else {
			// Off before the lines that ask for the code: a player typing it
			// as soon as they are read never has it echoed.
			for i, asks := range map[int]string{0: "it is not shown", 2: "The arbiter's declare"} {
				if strings.Contains(written[i], asks) {
					t.Errorf("the echo went off after %q was written:\n%s", asks, written[i])
				}
			}
		}
		mu.Unlock()
	}
}

// TestLineViewNeverShowsTheArbitersCode: at the line view (raw mode) the
// arbiter's code is typed with no echo: not a byte of it is written, the
// screen reads the prompts and the answers; Up does not bring it back.
func TestLineViewNeverShowsTheArbitersCode(t *testing.T) {
	r, _ := startLine(t, session.Config{ArbiterCode: true}, &memoryStore{}, nil)
	r.out.waitFor(t, "Arbiter's code: ")
	r.typeKeys("s3cret\r")
	r.out.waitFor(t, "Arbiter's code again: ")
	r.typeKeys("s3cret\r")
	r.out.waitFor(t, "1. White to move: ")
	r.typeKeys("arbiter: touched e2\r")
	r.out.waitFor(t, "The arbiter's touched")
	r.typeKeys("s3cXY\x7f\x7fret\r")
	r.out.waitFor(t, "by the arbiter: White touched the Bauer on Eva zwei.")
	r.typeKeys("\x1b[A") // Up: the last line typed is the arbiter's, never the code
	r.out.waitFor(t, "1. White to move: arbiter: touched e2")
	r.typeKeys("\x15quit\r")
	r.wait(t)
	if all := r.out.all(); strings.Contains(all, "s3c") || strings.Contains(all, "XY") {
		t.Errorf("the code was written to the terminal:\n%q", all)
	}
	rows := r.out.rows()
	for i, want := range []string{"Arbiter's code:", "Type the arbiter's code again.", "Arbiter's code again:", "The arbiter's code is set."} {
		if i+3 >= len(rows) || rows[i+3] != want { // the first sentence takes two rows
			t.Fatalf("screen:\n%s\nwant row %d %q", strings.Join(rows, "\n"), i+3, want)
		}
	}
}

// TestBoardInputHidesTheArbitersCode: the board view's input line shows
// nothing of the code, never remembers it, and does not hand a half-typed
// one to the reader after the view.
func TestBoardInputHidesTheArbitersCode(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	defer tb.Close()
	ty := newTyping(textinput.New(), c)
	ty.input.Focus()
	ty.hide(true)
	ty.input.SetValue("s3cret")
	if v := ty.input.View(); strings.Contains(v, "s3c") {
		t.Errorf("the input shows %q", v)
	}
	ty.submit()
	if len(ty.history) != 0 {
		t.Errorf("the code is in the history: %q", ty.history)
	}
	ty.input.SetValue("half")
	if got := string(ty.Unread()); strings.Contains(got, "half") {
		t.Errorf("a half-typed code is handed on: %q", got)
	}
	ty.hide(false)
	if ty.input.Value() != "" || ty.input.EchoMode != textinput.EchoNormal {
		t.Errorf("after the code: value %q, echo mode %v", ty.input.Value(), ty.input.EchoMode)
	}
}
