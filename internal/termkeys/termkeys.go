// Package termkeys reads the keys of a terminal for the line editor: the
// line view's and the SSH lobby's keys are the same.
package termkeys

import (
	"context"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/lineedit"
)

// Edit translates a key press into the line editor's keys.
func Edit(k uv.KeyPressEvent) (lineedit.Key, bool) {
	if IsText(k) { // first: a paste is text, key after key
		return lineedit.Key{Code: lineedit.Text, Text: k.Text}, true
	}
	switch {
	case k.MatchString("enter", "ctrl+j", "ctrl+m"):
		return lineedit.Key{Code: lineedit.Enter}, true
	case k.MatchString("backspace", "ctrl+h"):
		return lineedit.Key{Code: lineedit.Backspace}, true
	case k.MatchString("delete"):
		return lineedit.Key{Code: lineedit.Delete}, true
	case k.MatchString("left", "ctrl+b"):
		return lineedit.Key{Code: lineedit.Left}, true
	case k.MatchString("right", "ctrl+f"):
		return lineedit.Key{Code: lineedit.Right}, true
	case k.MatchString("home", "ctrl+a"):
		return lineedit.Key{Code: lineedit.Home}, true
	case k.MatchString("end", "ctrl+e"):
		return lineedit.Key{Code: lineedit.End}, true
	case k.MatchString("up", "ctrl+p"):
		return lineedit.Key{Code: lineedit.Up}, true
	case k.MatchString("down", "ctrl+n"):
		return lineedit.Key{Code: lineedit.Down}, true
	case k.MatchString("ctrl+u", "esc"):
		return lineedit.Key{Code: lineedit.Clear}, true
	case k.MatchString("ctrl+k"):
		return lineedit.Key{Code: lineedit.KillToEnd}, true
	case k.MatchString("ctrl+w"):
		return lineedit.Key{Code: lineedit.KillWord}, true
	case k.MatchString("ctrl+c"):
		return lineedit.Key{Code: lineedit.Interrupt}, true
	case k.MatchString("ctrl+d"):
		return lineedit.Key{Code: lineedit.EndOfInput}, true
	case k.MatchString("ctrl+l"):
		return lineedit.Key{Code: lineedit.Redraw}, true
	}
	return lineedit.Key{}, false
}

// IsText reports whether a key types text: it has text that is not a
// control character, with no modifier but Shift.
func IsText(k uv.KeyPressEvent) bool {
	if k.Text == "" || k.Mod&^uv.ModShift != 0 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(k.Text)
	return !unicode.IsControl(r)
}

// Read decodes the keys a terminal sends until its input ends, handing
// each event to send (false: stop), and returns the input's error (io.EOF
// at its end). One small decoder per terminal: a terminal reader of
// Ultraviolet's own builds a key table of 140 KB for each, and keeps a
// bracketed paste, or an escape sequence that never ends, whole in memory
// however long the other end makes it; here what is held is bounded.
//
// A run of more than pasteRun characters in one read is a paste (nobody
// types that fast): it comes as one key whose text is the run, so that a
// megabyte pasted costs a few thousand events, not a million, and a key
// of the board view (+, ?) inside it is typed, not obeyed. Keys typed by
// hand come one by one.
func Read(in io.Reader, send func(uv.Event) bool) error {
	var dec uv.EventDecoder
	var pending []byte
	var run []uv.KeyPressEvent // text keys not sent yet
	flush := func() bool {
		defer func() { run = run[:0] }()
		if len(run) > pasteRun {
			var text strings.Builder
			for _, k := range run {
				text.WriteString(k.Text)
			}
			return send(uv.KeyPressEvent{Code: uv.KeyExtended, Text: text.String()})
		}
		for _, k := range run {
			if !send(k) {
				return false
			}
		}
		return true
	}
	chunk := make([]byte, 512)
	for {
		n, err := in.Read(chunk)
		pending = append(pending, chunk[:n]...)
		for len(pending) > 0 {
			k, ev := dec.Decode(pending)
			if k == 0 {
				if len(pending) > maxPending {
					pending = pending[:0] // no key is this long: drop it
				}
				break // an incomplete sequence: wait for the rest
			}
			pending = pending[k:]
			if key, ok := ev.(uv.KeyPressEvent); ok && IsText(key) {
				run = append(run, key)
				continue
			}
			if !flush() || ev != nil && !send(ev) {
				return nil
			}
		}
		if !flush() {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// Stream is Read into a channel, until ctx is done.
func Stream(ctx context.Context, in io.Reader, keys chan<- uv.Event) error {
	return Read(in, func(ev uv.Event) bool {
		select {
		case keys <- ev:
			return true
		case <-ctx.Done():
			return false
		}
	})
}

// Typed is what keys type into a line editor that holds line: the lines
// they end, each with a newline, then the line they leave begun. A quit
// key (Ctrl+C or Ctrl+D on an empty line) is the line quit, and the keys
// after it type nothing. It is what a view hands back of the keys typed
// after it ended, for the reader after it.
func Typed(line string, evs []uv.Event) []byte {
	ed := lineedit.New(0)
	ed.Key(lineedit.Key{Code: lineedit.Text, Text: line})
	var sb strings.Builder
	for _, ev := range evs {
		k, ok := ev.(uv.KeyPressEvent)
		if !ok {
			continue
		}
		lk, ok := Edit(k)
		if !ok {
			continue
		}
		switch r := ed.Key(lk); r.Action {
		case lineedit.Submit:
			sb.WriteString(r.Line + "\n")
		case lineedit.Quit:
			sb.WriteString("quit\n")
			return []byte(sb.String())
		}
	}
	sb.WriteString(ed.Line())
	return []byte(sb.String())
}

// pasteRun is the most characters one read brings that are taken as
// typed by hand, key by key.
const pasteRun = 64

// maxPending is the most bytes of an incomplete sequence kept while its
// end has not come.
const maxPending = 4096
