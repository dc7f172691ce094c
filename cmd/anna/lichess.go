package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online/lobby"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// lichessCommand is anna lichess: login and logout keep the token; without
// them anna signs in and finds a game (package online/lobby).
func lichessCommand(o options, stdin *os.File, stdout, stderr io.Writer) int {
	switch o.lichess.action {
	case "login":
		return lichessLogin(o, stdin, stdout, stderr)
	case "logout":
		return lichessLogout(o, stdout, stderr)
	case "puzzle":
		return lichessPuzzleCommand(o, stdin, stdout, stderr)
	}
	token, err := lichessToken()
	if err != nil {
		fmt.Fprintln(stderr, tokenTrouble(o.book, err))
		return 1
	}
	if o.pgn != "" { // the first game goes there: refused now, as at home, if it cannot
		if err := newStore(o.pgn, "").check(false, o.book); err != nil {
			fmt.Fprintln(stderr, inLang(o.book, err))
			return 1
		}
	}
	later := make(chan string, 16)
	v, more, err := openVoice(o, later)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return 2
	}
	defer v.Close()
	for _, line := range more {
		fmt.Fprintln(stdout, line)
	}
	cfg := lobby.Config{Book: o.book, URL: o.lichess.url, Token: token, In: stdin, Out: stdout, Echo: !console.IsTerminal(stdin),
		Voice: v, Later: later,
		Seek: o.lichess.seek, Rated: o.lichess.rated, Challenge: o.lichess.challenge, Chat: o.lichess.chat,
		AI: o.lichess.aiLevel(), Color: o.lichess.color,
		PGN: o.pgn, Confirm: o.confirm, Announce: o.announce, Engine: o.engine.command, Level: int(o.engine.level),
		Clock:     func() rules.TimeSource { return monotonic{time.Now()} },
		Store:     func(path string) table.Store { return newStore(path, "") },
		LockMatch: lockMatch, ClaimNew: claimNew,
		SeatEngine: func(sess *session.Session, t *table.Table, path string, errs io.Writer) (func(), []string) {
			eng, notices := seatEngine(o, sess, t, path, errs)
			return eng.close, notices
		},
		ViewTerminal: func(t *table.Table, client *table.Client, notices []string, rest []byte) ([]byte, bool) {
			left, unseen, _ := viewTerminal(o, t, client, stdin, stdout, cleantext.Writer(os.Stderr), v, notices, later, rest, false)
			return left, unseen
		},
	}
	if f, ok := stdout.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		cfg.Columns = console.ColumnsOf(f) // long lines broken between words
	}
	return lobby.Run(cfg, stderr)
}

// tokenTrouble is the line that says why there is no token to play with.
func tokenTrouble(book speech.Phrasebook, err error) string {
	switch {
	case errors.Is(err, lichess.ErrNoToken):
		return book.LichessNeedToken(lichess.TokenURL).Text()
	case errors.Is(err, lichess.ErrBadToken):
		return book.LichessNotAToken().Text()
	case errors.Is(err, lichess.ErrTokenOpen):
		if f, ferr := tokenFile(); ferr == nil {
			return book.LichessTokenOpen(f.Path).Text()
		}
	}
	return "anna: " + strings.TrimPrefix(err.Error(), "lichess: ")
}

// lichessLogin reads a token (from the terminal without echo, or one line
// of standard input), checks it with lichess, and stores it.
func lichessLogin(o options, stdin *os.File, stdout, stderr io.Writer) int {
	f, err := tokenFile()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprint(stdout, o.book.LichessTokenPrompt().Text()+" ")
	var token string
	if console.IsTerminal(stdin) {
		b, err := term.ReadPassword(int(stdin.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			fmt.Fprintln(stderr, inLang(o.book, annaSays(cliTokenUnreadable, err)))
			return 1
		}
		token = string(b)
	} else {
		line, _ := bufio.NewReader(stdin).ReadString('\n')
		fmt.Fprintln(stdout)
		token = line
	}
	token = strings.TrimSpace(token)
	if lichess.CheckToken(token) != nil {
		fmt.Fprintln(stderr, o.book.LichessNotAToken().Text())
		return 1
	}
	client, err := lichess.New(lichess.Config{URL: o.lichess.url, Token: token})
	if err != nil {
		fmt.Fprintf(stderr, "anna: --lichess-url: %s\n", strings.TrimPrefix(err.Error(), "lichess: "))
		return 2
	}
	acct, err := client.Account(context.Background())
	if err != nil {
		fmt.Fprintln(stderr, lobby.Trouble(o.book, err))
		return 1
	}
	if err := f.Save(token); err != nil {
		fmt.Fprintln(stderr, "anna: "+strings.TrimPrefix(err.Error(), "lichess: "))
		return 1
	}
	fmt.Fprintln(stdout, cleantext.Line(o.book.LichessTokenStored(acct.Username, f.Path).Text())) // the name is lichess's
	return 0
}

// lichessLogout removes the stored token.
func lichessLogout(o options, stdout, stderr io.Writer) int {
	f, err := tokenFile()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	removed, err := f.Remove()
	switch {
	case err != nil:
		fmt.Fprintln(stderr, "anna: "+strings.TrimPrefix(err.Error(), "lichess: "))
		return 1
	case removed:
		fmt.Fprintln(stdout, o.book.LichessTokenRemoved(f.Path).Text())
	default:
		fmt.Fprintln(stdout, o.book.LichessNoTokenStored().Text())
	}
	return 0
}
