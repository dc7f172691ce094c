// Package cleantext is the one place where text from outside (a host, a
// joiner, lichess, a state file, a PGN's tags, a settings file) is made
// fit for a terminal and a voice. Such text could otherwise act on the
// terminal that prints it: an escape sequence sets the clipboard (OSC 52)
// or the window's title, clears the screen, or a right-to-left override
// shows "gnp.exe" as "exe.png". What is taken out:
//
//   - escape sequences, whole, as ECMA-48 and the VT parsers read them:
//     CSI (ESC [ or U+009B) with its parameters and final byte; OSC, DCS,
//     SOS, PM and APC (ESC ] P X ^ _, or U+009D U+0090 U+0098 U+009E
//     U+009F) with their string, up to ST, BEL, CAN or SUB, or a line
//     break, which stays (an open string hides no later line); other ESC
//     sequences with their intermediates and final;
//   - the other control characters: C0, DEL and C1;
//   - format characters (Unicode category Cf): the bidirectional
//     embeddings, overrides, isolates and marks (U+202A–202E, U+2066–2069,
//     U+200E, U+200F, U+061C), zero-width characters, soft hyphens, tags;
//   - bytes that are not UTF-8 (a lone 0x9B is CSI to a terminal that
//     reads 8 bits).
//
// Line breaks and tabs become one space in a line (Line); Text keeps line
// breaks as "\n". Nothing else changes: letters, marks, symbols and
// spaces of every script stay as written.
//
// Neither the standard library nor golang.org/x/text has such a cleaner:
// unicode.Cf (the same table as x/text's runes.In(unicode.Cf)) names the
// format characters, and that is what is used; charmbracelet/x/ansi's
// Strip reads escape sequences byte by byte, so it keeps C1 controls
// written in UTF-8 (U+009B is two bytes there), and it keeps C0 controls.
package cleantext

import (
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Line is text fit for one line of a terminal and for a voice: escape
// sequences, controls and format characters taken out, and each run of
// line breaks and tabs one space.
func Line(s string) string { return clean(s, false) }

// Text is Line that keeps line breaks: each "\n", "\r\n", "\r", U+0085,
// U+2028 or U+2029 is one "\n"; tabs and the other breaks are spaces.
func Text(s string) string { return clean(s, true) }

// IsClean reports whether Line leaves s as it is.
func IsClean(s string) bool {
	for i, r := range s {
		if r >= 0x20 && r < 0x7f {
			continue // printable ASCII, most of what anna prints
		}
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n == 1 {
				return false
			}
		}
		if dropped(r) || isBreak(r) {
			return false
		}
	}
	return true
}

// Writer writes to w what Text leaves of each Write: for error messages,
// whose words may quote a host's, a server's or a file's. Each Write is
// cleaned alone, so that an escape sequence left open in one message
// takes nothing of the next.
func Writer(w io.Writer) io.Writer { return writer{w} }

type writer struct{ w io.Writer }

func (c writer) Write(p []byte) (int, error) {
	if _, err := io.WriteString(c.w, Text(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// state is where the reader stands in an escape sequence.
type state int

const (
	ground    state = iota
	escape          // after ESC
	escInter        // ESC and intermediates (0x20–0x2F), before the final
	csi             // a control sequence: parameters and intermediates
	str             // a control string (OSC, DCS, SOS, PM, APC), until ST
	strEscape       // ESC inside a control string: ST if "\\" follows
)

const esc = 0x1b

func clean(s string, keepLines bool) string {
	if IsClean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	st := ground
	pendingSpace := false // a run of breaks and tabs, written as one space
	pendingLine := false  // "\r" seen: a "\n" just after it is the same break
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			r = -1 // not UTF-8: dropped, and ends a sequence as any other byte
		}
		switch st {
		case escape:
			switch {
			case r == '[':
				st, i = csi, i+n
				continue
			case r == ']' || r == 'P' || r == 'X' || r == '^' || r == '_':
				st, i = str, i+n
				continue
			case r >= 0x20 && r <= 0x2f:
				st, i = escInter, i+n
				continue
			case r >= 0x30 && r <= 0x7e:
				st, i = ground, i+n
				continue
			}
			st = ground // ESC and a character that ends no sequence: read it as text
		case escInter:
			switch {
			case r >= 0x20 && r <= 0x2f:
				i += n
				continue
			case r >= 0x30 && r <= 0x7e:
				st, i = ground, i+n
				continue
			}
			st = ground
		case csi:
			switch {
			case r >= 0x20 && r <= 0x3f, r == 0x7f:
				i += n
				continue
			case r >= 0x40 && r <= 0x7e:
				st, i = ground, i+n
				continue
			case r >= 0 && r < 0x20 && r != esc && r != 0x18 && r != 0x1a:
				i += n // a C0 control inside: a terminal acts on it and goes on; here it is dropped
				continue
			}
			st = ground
		case str:
			switch r {
			case esc:
				st = strEscape
			case 0x07, 0x9c, 0x18, 0x1a: // BEL (as xterm ends OSC), ST, CAN, SUB
				st = ground
			case '\n': // read as a line break: a string left open hides no later line
				st = ground
				continue
			}
			i += n
			continue
		case strEscape:
			if r == '\\' {
				st, i = ground, i+n
				continue
			}
			st = escape // ESC began another sequence, which ends the string
			continue
		}
		// ground
		i += n
		switch {
		case r == esc:
			st = escape
		case r == 0x9b:
			st = csi
		case r == 0x90 || r == 0x98 || r == 0x9d || r == 0x9e || r == 0x9f:
			st = str
		case keepLines && isLineBreak(r):
			if r == '\n' && pendingLine {
				pendingLine = false
				continue
			}
			if pendingSpace {
				b.WriteByte(' ')
			}
			b.WriteByte('\n')
			pendingSpace, pendingLine = false, r == '\r'
		case isBreak(r):
			pendingSpace, pendingLine = true, false
		case r < 0 || dropped(r):
			pendingLine = false
		default:
			if pendingSpace {
				b.WriteByte(' ')
				pendingSpace = false
			}
			pendingLine = false
			b.WriteRune(r)
		}
	}
	if pendingSpace {
		b.WriteByte(' ')
	}
	return b.String()
}

// isBreak: a line break or a tab, which is a space in a line.
func isBreak(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// isLineBreak: a break that Text keeps as "\n".
func isLineBreak(r rune) bool {
	return r == '\n' || r == '\r' || r == 0x85 || r == 0x2028 || r == 0x2029
}

// dropped: a control or format character (breaks and tabs aside).
func dropped(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r)
}
