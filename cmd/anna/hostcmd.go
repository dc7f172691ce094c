package main

import (
	"io"
	"os"

	"github.com/anna-chess/anna/host"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
	"github.com/anna-chess/anna/voice"
)

// hostMatch is anna host: the match is served over SSH (host.Match) while
// this terminal sits at its own seat. It returns when this terminal's
// player quits.
func hostMatch(o options, t *table.Table, sheet string, stdin *os.File, stdout, stderr io.Writer, v *voice.Voice, notices []string, later chan string, engineOpponent session.Seat) int {
	return host.Match{Book: o.book, Sheet: sheet, SeatName: o.seat, BlindBlack: o.blind[1] && !o.blind[0], Engine: engineOpponent,
		Listen: o.listen, AuthorizedKeys: o.authorizedKeys, ArbiterKey: o.arbiterKey, ArbiterRemote: o.arbiterRemote,
		Assistant: o.assistant, Resume: o.resume, Hosting: o.hosting,
		Notices: notices, Say: v.Speak, Tell: func(line string) { voice.Tell(later, line) },
		View: o.look.Remote, Line: remoteLine,
		Terminal: func(client *table.Client, notices []string) int {
			return runTerminal(o, t, client, stdin, stdout, stderr, v, notices, later)
		},
		Err: stderr,
	}.Serve(t)
}

// resumeHosted is anna resume, or anna host --resume, of a hosted match:
// anna host again with its own command line, the flags typed now after
// it, resuming the same match. A match no host served, or no resume,
// leaves the options as they are. elsewhere says what a state anna did
// not write kept and was not taken (host.ReadHosting).
func resumeHosted(o options, args []string, out io.Writer) (_ options, _ *host.Hosting, elsewhere, err error) {
	if o.command != "resume" && !(o.command == "host" && o.resume) {
		return o, nil, nil, nil
	}
	state, err := findState(o.pgn)
	if err != nil {
		return o, nil, nil, nil // said where the match is resumed
	}
	saved, elsewhere, err := host.ReadHosting(state)
	if err != nil || saved == nil {
		return o, nil, nil, nil
	}
	kept := append(append([]string{}, saved.Args...), host.KeptArgs(args)...)
	again := append(append([]string{"host"}, kept...), "--resume", "--pgn="+resumedPGN(state, o.pgn))
	o, err = parseFlags(again, out, io.Discard)
	saved.Args = kept
	return o, saved, elsewhere, err
}

// hosting is what run tells anna host of a hosted match: its flags to
// keep, and (resumed) the codes and keys it kept.
func hosting(args []string, saved *host.Hosting) host.Hosting {
	if saved != nil {
		return *saved
	}
	return host.Hosting{Args: host.KeptArgs(args)}
}

// remoteLine is the line view on an SSH terminal (ssh -t HOST line), for
// the player's own screen reader or braille display. Remote terminals are
// silent: their screen reader speaks.
func remoteLine(t *table.Table, c *table.Client, in io.Reader, out io.Writer, columns func() int) error {
	return (&tui.LineView{Table: t, Client: c, In: in, Out: out, Voice: tui.Silent{}, Columns: columns}).Run()
}
