package join

import (
	"errors"
	"os"
	"strings"

	"github.com/anna-chess/anna/internal/console"
)

// Reading the join code at a terminal without echo. Enter gives it;
// Backspace takes back a character; Ctrl+D on an empty line or Ctrl+C
// ends the input (errInputEnded); the host going away while it waits
// ends the question too (errHostGone). x/term's ReadPassword ignores
// Ctrl+D on Unix and cannot be stopped: anna join sat at the question
// after the host had quit.

var (
	errInputEnded = errors.New("anna: the input ended at the join code's question")
	errHostGone   = errors.New("anna: the host went away while the join code was asked")
)

// maxCode is the longest code typed that is kept: a code is 8 words.
const maxCode = 200

// readSecret reads a line typed at the terminal tty without showing it,
// until Enter, the input's end or gone. The terminal is as it was after.
func readSecret(tty *os.File, gone <-chan struct{}) (string, error) {
	restore, err := console.KeysRaw(tty)
	if err != nil {
		return "", err
	}
	defer restore()
	type result struct {
		line string
		err  error
	}
	done := make(chan result, 1)
	go func() { // may stay blocked on the terminal when gone wins: the program ends soon after
		line, err := secretLine(tty)
		done <- result{line, err}
	}()
	select {
	case r := <-done:
		return r.line, r.err
	case <-gone:
		return "", errHostGone
	}
}

// secretLine reads the keys of one line from a terminal in raw mode: a
// key sequence (an arrow) is left out whole.
func secretLine(tty *os.File) (string, error) {
	var line []rune
	var buf [64]byte
	inSeq := false
	for {
		n, err := tty.Read(buf[:])
		for _, r := range string(buf[:n]) {
			switch {
			case inSeq:
				inSeq = !(r >= '@' && r <= '~' && r != '[' && r != 'O')
			case r == '\x1b':
				inSeq = true
			case r == '\r' || r == '\n':
				return string(line), nil
			case r == '\x03' || r == '\x04' && len(line) == 0:
				return "", errInputEnded
			case r == '\x7f' || r == '\b':
				if len(line) > 0 {
					line = line[:len(line)-1]
				}
			case r >= ' ' && len(line) < maxCode:
				line = append(line, r)
			}
		}
		if err != nil {
			if len(line) > 0 {
				return strings.TrimSpace(string(line)), nil
			}
			return "", errInputEnded
		}
	}
}
