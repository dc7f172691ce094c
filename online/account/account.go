// Package account is the lichess account anna plays with: the token
// (LICHESS_TOKEN, or the one anna lichess login keeps in the config
// folder), anna lichess login and logout, and the one line that says why
// lichess could not be used. The lobby (online/lobby) and the puzzles on
// lichess (practice) sign in with it.
package account

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
	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/internal/console"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/speech"
)

// TokenTrouble is the line that says why there is no token to play with.
func TokenTrouble(book speech.Phrasebook, err error) string {
	switch {
	case errors.Is(err, lichess.ErrNoToken):
		return book.LichessNeedToken(lichess.TokenURL).Text()
	case errors.Is(err, lichess.ErrBadToken):
		return book.LichessNotAToken().Text()
	case errors.Is(err, lichess.ErrTokenOpen):
		if f, ferr := File(); ferr == nil {
			return book.LichessTokenOpen(f.Path).Text()
		}
	}
	return "anna: " + strings.TrimPrefix(err.Error(), "lichess: ")
}

// Login is anna lichess login: it reads a token (from the terminal
// without echo, or one line of standard input), checks it with lichess
// at url, and stores it.
func Login(book speech.Phrasebook, url string, stdin *os.File, stdout, stderr io.Writer) int {
	f, err := File()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprint(stdout, book.LichessTokenPrompt().Text()+" ")
	var token string
	if console.IsTerminal(stdin) {
		b, err := term.ReadPassword(int(stdin.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			fmt.Fprintln(stderr, cliline.InLang(book, cliline.Anna(cliTokenUnreadable, err)))
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
		fmt.Fprintln(stderr, book.LichessNotAToken().Text())
		return 1
	}
	client, err := lichess.New(lichess.Config{URL: url, Token: token})
	if err != nil {
		fmt.Fprintf(stderr, "anna: --lichess-url: %s\n", strings.TrimPrefix(err.Error(), "lichess: "))
		return 2
	}
	acct, err := client.Account(context.Background())
	if err != nil {
		fmt.Fprintln(stderr, Trouble(book, err))
		return 1
	}
	if err := f.Save(token); err != nil {
		fmt.Fprintln(stderr, "anna: "+strings.TrimPrefix(err.Error(), "lichess: "))
		return 1
	}
	fmt.Fprintln(stdout, cleantext.Line(book.LichessTokenStored(acct.Username, f.Path).Text())) // the name is lichess's
	return 0
}

// Logout is anna lichess logout: it removes the stored token.
func Logout(book speech.Phrasebook, stdout, stderr io.Writer) int {
	f, err := File()
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
		fmt.Fprintln(stdout, book.LichessTokenRemoved(f.Path).Text())
	default:
		fmt.Fprintln(stdout, book.LichessNoTokenStored().Text())
	}
	return 0
}
