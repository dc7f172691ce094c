// Package lobby is anna lichess: signed in to lichess, the lobby seeks,
// challenges and answers challenges, and plays each game that starts at
// this terminal, as a game at home is played (its seat for the lichess
// opponent is package online's). anna's command parses the flags and
// hands the lobby its terminal, its voice and the pieces of a game at
// home (the scoresheet's files, the engine, the game's view) in a Config.
package lobby

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online"
	"github.com/anna-chess/anna/online/account"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/tui"
)

// Config is what anna lichess's flags ask, and what anna's command hands
// the lobby to play with.
type Config struct {
	Book  speech.Phrasebook
	URL   string // --lichess-url
	Token string

	In  *os.File
	Out io.Writer
	// Echo: the input is not a terminal: each line read is written after
	// the prompt, and a game's view reads the lines the lobby hands it.
	Echo bool
	// Columns is the terminal's width, to break long lines between words;
	// nil when Out is not a terminal.
	Columns func() int
	Voice   tui.Voice
	// Later are lines to print when they come (the voice's notices).
	Later chan string

	Seek      string // --seek 15+10: a seek at the start, and the clock of those after
	Rated     bool   // --rated
	Challenge string // --challenge USER
	Chat      bool   // --chat
	AI        int    // --ai: a game against lichess's Stockfish at this level; 0 none
	Color     string // --color: white, black or random

	PGN      string // --pgn: the first game's scoresheet (checked free)
	Confirm  *bool  // --confirm when given; nil: on at a terminal
	Announce session.Announce
	Engine   string // --engine, analysing a game once it is over; "" stockfish if installed
	Level    int    // --level

	// Clock is a new monotonic time source for a game's clock.
	Clock func() rules.TimeSource
	// Store keeps the scoresheet at path, as the table saves it.
	Store func(path string) table.Store
	// LockMatch locks a game's scoresheet played here before; ClaimNew
	// takes a new one, named or (named "") in the games folder.
	LockMatch func(path string) (*scoresheet.Lock, error)
	ClaimNew  func(named string) (string, *scoresheet.Lock, error)
	// SeatEngine seats the session's engine at t, if it has one: what
	// closes it (before the table) and the notices to print.
	SeatEngine func(sess *session.Session, t *table.Table, path string, errs io.Writer) (close func(), notices []string)
	// ViewTerminal runs the game's view on the terminal (In is one) until
	// the player leaves it: what was typed and not used, and whether the
	// terminal did not show it.
	ViewTerminal func(t *table.Table, client *table.Client, notices []string, rest []byte) (left []byte, unseen bool)
}

// Run signs in and runs the lobby until the player quits: 0; 1 when
// lichess refuses the token or cannot be reached, 2 for a bad URL (said
// on stderr).
func Run(cfg Config, stderr io.Writer) int {
	l := &lobby{cfg: cfg, book: cfg.Book, in: cfg.In, out: cfg.Out, voice: cfg.Voice, echo: cfg.Echo,
		columns: cfg.Columns, notices: make(chan lichess.Notice, 16), later: cfg.Later}
	l.play = l.playGame
	var err error
	l.client, err = lichess.New(lichess.Config{URL: cfg.URL, Token: cfg.Token, Notify: l.notify})
	if err != nil {
		fmt.Fprintf(stderr, "anna: --lichess-url: %s\n", strings.TrimPrefix(err.Error(), "lichess: "))
		return 2
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if l.me, err = l.signIn(ctx); err != nil {
		fmt.Fprintln(stderr, account.Trouble(cfg.Book, err))
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
