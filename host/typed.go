package host

import (
	"bufio"
	"unicode/utf8"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/internal/wire"
)

// typedLine is a line typed at a joiner (anna-events), as the host reads it:
// one longer than the views take (lineedit.MaxLine characters) is not
// carried out, and is answered as the views answer it (LineTooLong).
type typedLine struct {
	wire.Typed
	tooLong bool
}

// maxJoinerLine bounds a line from a joiner, in bytes: a typed line of
// lineedit.MaxLine characters of four bytes each, with its kind and
// number (a hello and a version line are shorter). Of a longer line the
// host keeps this much, and drops the rest unread into memory.
const maxJoinerLine = 4*lineedit.MaxLine + 64

// readJoiner reads one line from a joiner, at most maxJoinerLine bytes of
// it (wire.ReadBounded).
func readJoiner(in *bufio.Reader) (line string, long bool, err error) {
	return wire.ReadBounded(in, maxJoinerLine)
}

// readTyped hands on the joiner's typed lines until its input ends, and
// then closes lines. A line's length is counted before anything decodes
// it: bytes that are not UTF-8 count one character each, as they would
// each become one (U+FFFD).
func readTyped(in *bufio.Reader, lines chan<- typedLine) {
	defer close(lines)
	for {
		line, long, err := readJoiner(in)
		if err != nil {
			return
		}
		kind, fields := wire.Split(line)
		if kind != wire.KindLine {
			continue
		}
		t, err := wire.ParseTyped(fields)
		if err != nil {
			continue
		}
		lines <- typedLine{t, long || utf8.RuneCountInString(t.Text) > lineedit.MaxLine}
	}
}
