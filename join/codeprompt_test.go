package join

import (
	"errors"
	"io"
	"os"
	"reflect"
	"testing"

	"github.com/creack/pty"
	"golang.org/x/term"

	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/speech"
)

// TestJoinCodeFromTheEnvironmentNotGivenTwice: ANNA_JOIN_CODE is given
// to the host once; refused, it is not given again (the same code would
// be refused again, and slow the address): the next ask says why.
func TestJoinCodeFromTheEnvironmentNotGivenTwice(t *testing.T) {
	t.Setenv("ANNA_JOIN_CODE", "a1-b2-c3-d4")
	stdin, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	code, wrong := askCode(stdin, io.Discard, speech.Phrasebook{Lang: speech.SL})
	if c, err := code(nil); c != "a1-b2-c3-d4" || err != nil {
		t.Fatalf("the first ask: %q, %v", c, err)
	}
	wrong()
	if c, err := code(nil); err == nil || err.Error() != "To ni koda za pridružitev tega dvoboja." {
		t.Errorf("asked again after the host refused it: %q, %v", c, err)
	}
}

// TestSecretLine: the join code typed at a terminal (raw, without echo)
// is read whole: Enter gives it, Backspace takes back, an arrow key is
// left out whole; Ctrl+D on an empty line or Ctrl+C ends the input (said,
// not waited on forever, as x/term's ReadPassword did).
func TestSecretLine(t *testing.T) {
	for _, tt := range []struct {
		keys, want string
		err        error
	}{
		{"felix drei\r", "felix drei", nil},
		{"felix dreix\x7f\x1b[A\r", "felix drei", nil},
		{"\x04", "", errInputEnded},
		{"\x03", "", errInputEnded},
	} {
		ptm, tty, err := pty.Open()
		if err != nil {
			t.Skipf("no pseudo-terminal: %v", err)
		}
		restore, err := console.KeysRaw(tty)
		if err != nil {
			t.Fatal(err)
		}
		ptm.Write([]byte(tt.keys))
		got, err := secretLine(tty)
		if got != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("%q: got %q, %v; want %q, %v", tt.keys, got, err, tt.want, tt.err)
		}
		restore()
		ptm.Close()
		tty.Close()
	}
}

// TestSecretAskedUntilTheHostGoes: the host going away while the code is
// asked ends the question, and the terminal is as it was before.
func TestSecretAskedUntilTheHostGoes(t *testing.T) {
	ptm, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptm.Close()
	defer tty.Close()
	before, _ := term.GetState(int(tty.Fd()))
	gone := make(chan struct{})
	close(gone)
	if _, err := readSecret(tty, gone); !errors.Is(err, errHostGone) {
		t.Errorf("the host gone: %v", err)
	}
	if after, _ := term.GetState(int(tty.Fd())); !reflect.DeepEqual(before, after) {
		t.Error("the terminal was left changed")
	}
}
