package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"golang.org/x/term"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/online/account"
	"github.com/anna-chess/anna/online/lobby"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// lichessCommand is anna lichess: login and logout keep the token; without
// them anna signs in and finds a game (package online/lobby).
func lichessCommand(o options, stdin *os.File, stdout, stderr io.Writer) int {
	switch o.lichess.action {
	case "login":
		return account.Login(o.book, o.lichess.url, stdin, stdout, stderr)
	case "logout":
		return account.Logout(o.book, stdout, stderr)
	case "puzzle":
		return lichessPuzzleCommand(o, stdin, stdout, stderr)
	}
	token, err := account.Token()
	if err != nil {
		fmt.Fprintln(stderr, account.TokenTrouble(o.book, err))
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
			eng, notices, said := seatEngine(o, sess, t, path, errs)
			for _, p := range said { // none: on lichess the engine plays no side
				notices = append(notices, p.Text())
				v.Speak(p)
			}
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
