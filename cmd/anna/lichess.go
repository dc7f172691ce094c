package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online"
	"github.com/anna-chess/anna/speech"
)

// lichessCommand is anna lichess: login and logout keep the token; without
// them anna signs in and finds a game (lichesslobby.go).
func lichessCommand(o options, stdin *os.File, stdout, stderr io.Writer) int {
	switch o.lichess.action {
	case "login":
		return lichessLogin(o, stdin, stdout, stderr)
	case "logout":
		return lichessLogout(o, stdout, stderr)
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
	defer v.close()
	for _, line := range more {
		fmt.Fprintln(stdout, line)
	}
	l := &lobby{o: o, book: o.book, in: stdin, out: stdout, voice: v, echo: !isTerminal(stdin),
		notices: make(chan lichess.Notice, 16), later: later}
	l.play = l.playGame
	if f, ok := stdout.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		l.columns = columnsOf(f) // long lines broken between words
	}
	l.client, err = lichess.New(lichess.Config{URL: o.lichess.url, Token: token, Notify: l.notify})
	if err != nil {
		fmt.Fprintf(stderr, "anna: --lichess-url: %s\n", strings.TrimPrefix(err.Error(), "lichess: "))
		return 2
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if l.me, err = l.signIn(ctx); err != nil {
		fmt.Fprintln(stderr, lichessTrouble(o.book, err))
		return 1
	}
	return l.run(ctx)
}

// notify takes the client's notices: during a game to the game, in
// their place among its messages (the client tells them as they happen);
// else to the lobby. It never blocks the client: when many come at once
// to the lobby, the next says the same.
func (l *lobby) notify(n lichess.Notice) {
	l.gameMu.Lock()
	defer l.gameMu.Unlock()
	if l.game != nil {
		l.game.Notice(n)
		return
	}
	select {
	case l.notices <- n:
	default:
	}
}

// noticesTo sends the client's notices to the game p from now on, and
// those waiting; nil: to the lobby again.
func (l *lobby) noticesTo(p *online.Player) {
	l.gameMu.Lock()
	defer l.gameMu.Unlock()
	l.game = p
	for p != nil {
		select {
		case n := <-l.notices:
			p.Notice(n)
		default:
			return
		}
	}
}

// signIn asks lichess whose token this is, saying meanwhile why it waits
// (a 429 at the start waits a minute).
func (l *lobby) signIn(ctx context.Context) (lichess.Account, error) {
	return sayingNotices(l, func() (lichess.Account, error) { return l.client.Account(ctx) })
}

// sayingNotices runs call on a goroutine of its own and says the
// client's notices (the network lost, a wait asked for) until it returns.
func sayingNotices[T any](l *lobby, call func() (T, error)) (T, error) {
	type answer struct {
		v   T
		err error
	}
	done := make(chan answer, 1)
	go func() {
		v, err := call()
		done <- answer{v, err}
	}()
	for {
		select {
		case r := <-done:
			return r.v, r.err
		case n := <-l.notices:
			l.notice(n)
		}
	}
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

// lichessTrouble is the one line that says why lichess could not be used:
// the token refused (and how to make a new one), no network, or lichess's
// own reason.
func lichessTrouble(book speech.Phrasebook, err error) string {
	var api *lichess.APIError
	switch {
	case errors.Is(err, lichess.ErrUnauthorized):
		return book.LichessTokenRefused(lichess.TokenURL).Text()
	case errors.Is(err, lichess.ErrNoNetwork):
		return book.LichessOffline(strings.TrimPrefix(err.Error(), lichess.ErrNoNetwork.Error()+": ")).Text()
	case errors.As(err, &api):
		return book.LichessRefused(api.Message).Text()
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
	if isTerminal(stdin) {
		b, err := term.ReadPassword(int(stdin.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			fmt.Fprintln(stderr, inLang(o.book, annaSays(speech.CLITokenUnreadable, err)))
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
		fmt.Fprintln(stderr, lichessTrouble(o.book, err))
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
