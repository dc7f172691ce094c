package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online"
	"github.com/anna-chess/anna/online/lobby"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/voice"
)

// isLichessAction reports whether word is one of anna lichess's actions,
// each a row of the subcommand table (anna lichess login, logout,
// puzzle).
func isLichessAction(word string) bool {
	return word == "login" || word == "logout" || word == "puzzle"
}

// lichessPuzzleCommand is anna lichess puzzle (issue 36): lichess's daily
// puzzle, then those lichess picks for the account, solved as anna
// puzzle solves its own (session.NewPuzzles), with lichess's rating: the
// results go back where the token may (puzzle:write), and anna's own
// rating file is not touched. The daily puzzle needs no token.
func lichessPuzzleCommand(o options, stdin *os.File, stdout, stderr io.Writer) int {
	token, err := lichessToken()
	if err != nil && !errors.Is(err, lichess.ErrNoToken) {
		fmt.Fprintln(stderr, tokenTrouble(o.book, err))
		return 1
	}
	later := make(chan string, 16)
	v, ok := openVoiceSaying(o, later, stdout, stderr)
	if !ok {
		return 2
	}
	defer v.Close()
	say := func(p speech.Phrase) string {
		v.Speak(p)
		return p.Text()
	}
	notify := func(n lichess.Notice) { // a wait lichess asks for (429), said as it comes
		if e, ok := online.NoticeSaid(n); ok {
			voice.Tell(later, say(o.book.Say(e)))
		}
	}
	client, err := lichess.New(lichess.Config{URL: o.lichess.url, Token: token, Notify: notify})
	if err != nil {
		fmt.Fprintf(stderr, "anna: --lichess-url: %s\n", strings.TrimPrefix(err.Error(), "lichess: "))
		return 2
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	src, start, err := online.NewPuzzles(ctx, client, token != "")
	if err != nil {
		fmt.Fprintln(stderr, lichessPuzzleTrouble(o.book, v, err))
		return 1
	}
	src.Trouble = func(err error) { voice.Tell(later, lichessPuzzleTrouble(o.book, v, err)) }
	var notices []string
	for _, e := range start.Said() {
		notices = append(notices, say(o.book.Say(e)))
	}
	sess, err := session.NewPuzzles(session.Config{Book: o.book}, src)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 1
	}
	t := table.New(sess, noStore{})
	defer t.Close()
	seat, _ := t.Sit(session.NoSeat)
	t.Start()
	status := runTerminal(o, t, seat, stdin, stdout, stderr, v, notices, later)
	if err := src.Err(); err != nil { // why the sitting found no next puzzle
		fmt.Fprintln(stdout, lichessPuzzleTrouble(o.book, v, err))
	}
	if _, err := src.Flush(ctx); err != nil { // results the network kept back
		fmt.Fprintln(stderr, lichessPuzzleTrouble(o.book, v, err))
	}
	return status
}

// lichessPuzzleTrouble is the line that says why a puzzle could not be
// had or a result not sent: a sitting's own trouble (said), or lichess's
// (the lobby's lines: the token refused, no network, lichess's refusal).
func lichessPuzzleTrouble(book speech.Phrasebook, v *voice.Voice, err error) string {
	if e, ok := online.PuzzleTroubleSaid(err); ok {
		p := book.Say(e)
		v.Speak(p)
		return p.Text()
	}
	if errors.Is(err, context.DeadlineExceeded) { // each request's bound (PuzzleWait)
		err = fmt.Errorf("%w: %v", lichess.ErrNoNetwork, online.PuzzleWait)
	}
	return lobby.Trouble(book, err)
}
