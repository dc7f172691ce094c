package main

import (
	"fmt"
	"io"
	"os"

	"github.com/anna-chess/anna/join"
)

// joinGame is anna join HOST[:PORT] (join.Game): this terminal's voice
// and view at a seat of another's host.
func joinGame(o options, stdin *os.File, stdout, stderr io.Writer) int {
	later := make(chan string, 8)
	v, notices, err := openVoice(o, later)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	defer v.Close()
	v.Warm() // the first move is heard as soon as the others
	return join.Game{Addr: o.joinAddr, Seat: o.seat, Book: o.book,
		LangChosen: o.chosen["lang"], VerbosityChosen: o.chosen["verbosity"], Locale: localeChoice,
		In: stdin, Err: stderr,
		View: func(seat *join.Seat) int { return runTerminal(o, nil, seat, stdin, stdout, stderr, v, notices, later) },
	}.Play()
}
