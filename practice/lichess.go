package practice

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online"
	"github.com/anna-chess/anna/online/account"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/voice"
)

// LichessPuzzles is anna lichess puzzle (issue 36): lichess's daily
// puzzle, then those lichess picks for the account, solved as anna
// puzzle solves its own (session.NewPuzzles), with lichess's rating: the
// results go back where the token may (puzzle:write), and anna's own
// rating file is not touched. The daily puzzle needs no token.
func LichessPuzzles(c Config) int {
	token, err := account.Token()
	if err != nil && !errors.Is(err, lichess.ErrNoToken) {
		fmt.Fprintln(c.Err, account.TokenTrouble(c.Book, err))
		return 1
	}
	return withVoice(c, func(v *voice.Voice, later chan string) int {
		return lichessPuzzles(c, token, v, later)
	})
}

// lichessPuzzles is anna lichess puzzle's sitting, with the voice open.
func lichessPuzzles(c Config, token string, v *voice.Voice, later chan string) int {
	say := func(p speech.Phrase) string {
		v.Speak(p)
		return p.Text()
	}
	notify := func(n lichess.Notice) { // a wait lichess asks for (429), said as it comes
		if e, ok := online.NoticeSaid(n); ok {
			voice.Tell(later, say(c.Book.Say(e)))
		}
	}
	client, err := lichess.New(lichess.Config{URL: c.LichessURL, Token: token, Notify: notify})
	if err != nil {
		fmt.Fprintf(c.Err, "anna: --lichess-url: %s\n", strings.TrimPrefix(err.Error(), "lichess: "))
		return 2
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	src, start, err := online.NewPuzzles(ctx, client, token != "")
	if err != nil {
		fmt.Fprintln(c.Err, lichessPuzzleTrouble(c.Book, v, err))
		return 1
	}
	src.Trouble = func(err error) { voice.Tell(later, lichessPuzzleTrouble(c.Book, v, err)) }
	var notices []string
	for _, e := range start.Said() {
		notices = append(notices, say(c.Book.Say(e)))
	}
	status := playPuzzles(c, src, v, notices, later)
	if _, err := src.Flush(ctx); err != nil { // results the network kept back
		fmt.Fprintln(c.Err, lichessPuzzleTrouble(c.Book, v, err))
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
	return account.Trouble(book, err)
}
