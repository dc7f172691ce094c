package lobby

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/online"
	"github.com/anna-chess/anna/online/account"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/tui"
	"github.com/anna-chess/anna/words"
)

// lobby is anna lichess before and between games: it signs in, keeps the
// event stream open, seeks or challenges, announces the challenges that
// come and the games running, and starts a game when one begins. Every
// line it says is printed and spoken; lichess's answers come back on
// channels, so that the player's lines are read at once.
type lobby struct {
	cfg    Config
	book   speech.Phrasebook
	client *lichess.Client
	me     lichess.Account
	in     *os.File
	out    io.Writer
	voice  tui.Voice
	echo   bool // standard input is not a terminal: each line read is written after the prompt
	// columns is the terminal's width, to break long lines between words
	// (lineedit.Rows); nil when out is not a terminal: lines go whole.
	columns func() int
	// prompted: the prompt is the last thing on the terminal (not echo),
	// waiting for a line; what is said meanwhile starts on a line of its own.
	prompted bool
	// waitEvery is how often waiting is said (a minute).
	waitEvery time.Duration
	notices   chan lichess.Notice
	later     chan string
	// game, while a game is played, hears the client's notices (notify).
	gameMu sync.Mutex
	game   *online.Player
	// play plays a game that has started, with the terminal, and returns
	// when it is over or left; rest is what the lobby had read ahead. It
	// returns what the game's view read ahead and did not use, and whether
	// the player left anna.
	play func(ctx context.Context, g lichess.GameInfo, rest []byte) (left []byte, quit bool)

	feed *lineFeed
	// aheadUnseen: what the game's view handed back was typed where the
	// terminal did not show it (in raw mode): the lobby shows each line.
	aheadUnseen bool
	// begun is the start of a line the game's view handed back unseen,
	// shown after the prompt until the line is read (its end typed here).
	begun      string
	events     chan lichess.Event
	failed     chan error // the event stream ended for good
	results    chan func()
	incoming   []lichess.Challenge
	running    map[string]lichess.GameInfo // games offered to resume
	files      map[string]string           // the scoresheets of the games played here, by game
	heard      map[string]int              // the plies the player heard of a game left while it ran, by game
	expect     map[string]bool             // games to start at once: the player's own challenges and those accepted
	seeking    *searching
	challenges *searching
	told       map[string]bool    // challenges whose answer was said
	aiPending  bool               // a game against lichess's AI asked for, not yet answered
	aiSeen     []lichess.GameInfo // AI games started meanwhile (ai.go)
}

// searching is a seek or a challenge under way.
type searching struct {
	cancel context.CancelFunc
	since  time.Time
	clock  lichess.Clock
	rated  bool
	tick   *time.Ticker
	waited int // intervals waited
	user   string
}

func (s *searching) ticks() <-chan time.Time {
	if s == nil || s.tick == nil {
		return nil
	}
	return s.tick.C
}

func (s *searching) stop() {
	if s == nil {
		return
	}
	s.cancel()
	if s.tick != nil {
		s.tick.Stop()
	}
}

// say prints a phrase and speaks it.
func (l *lobby) say(p speech.Phrase) {
	l.println(p.Text())
	l.voice.Speak(p)
}

// println prints a line of the lobby's, on a line of its own when the
// prompt waits on the terminal (the prompt stays, and is written again
// after it), broken between words where it is wider than the terminal,
// as the line view breaks its lines.
func (l *lobby) println(line string) {
	line = cleantext.Line(line) // lichess's names and words (issue 31)
	if l.prompted {
		fmt.Fprintln(l.out)
		l.prompted = false
	}
	if l.columns == nil {
		fmt.Fprintln(l.out, line)
		return
	}
	for _, row := range lineedit.Rows(l.columns(), line) {
		fmt.Fprintln(l.out, row)
	}
}

// errs is where a problem is written: the terminal, cleaned (a server's
// or an engine's words may be in it).
func (l *lobby) errs() io.Writer { return cleantext.Writer(l.out) }

// run is the lobby until the player quits: 0, or 1 when lichess refuses
// the token.
func (l *lobby) run(ctx context.Context) int {
	if l.waitEvery == 0 {
		l.waitEvery = time.Minute
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	l.events, l.failed, l.results = make(chan lichess.Event, 64), make(chan error, 1), make(chan func(), 16)
	l.running, l.expect, l.told = map[string]lichess.GameInfo{}, map[string]bool{}, map[string]bool{}
	l.files = map[string]string{}
	l.heard = map[string]int{}
	l.say(l.book.Say(keySignedIn.With(words.Text(l.me.Username))))
	go func() {
		err := l.client.Events(ctx, func(e lichess.Event) {
			select {
			case l.events <- e:
			case <-ctx.Done():
			}
		})
		if ctx.Err() == nil {
			l.failed <- err
		}
	}()
	l.start(ctx)
	l.feed = l.newFeed(nil, false)
	defer func() { l.feed.stop() }()
	for {
		if !l.echo && !l.prompted { // once, until something is written after it
			fmt.Fprint(l.out, l.book.Say(keyPrompt.Event()).Text()+" "+l.begun)
			l.prompted = true
		}
		select {
		case typed := <-l.feed.lines:
			line := typed.text
			l.begun = ""
			switch {
			case l.echo:
				fmt.Fprintln(l.out, l.book.Say(keyPrompt.Event()).Text()+" "+line)
			case typed.unseen: // typed ahead where nothing showed it: after the prompt, as the terminal would
				fmt.Fprintln(l.out, line)
			}
			l.prompted = false // the terminal wrote the line typed and its end after the prompt
			if l.command(ctx, line) {
				l.leave()
				return 0
			}
		case <-l.feed.eof:
			l.leave()
			return 0
		case e := <-l.events:
			if quit := l.event(ctx, e); quit {
				l.leave()
				return 0
			}
		case n := <-l.notices:
			l.notice(n)
		case line := <-l.later:
			l.println(line)
		case f := <-l.results:
			f()
		case <-l.seeking.ticks():
			l.seeking.waited++
			l.say(l.book.Say(keyWaiting.With(words.Duration(time.Duration(l.seeking.waited) * l.waitEvery))))
		case err := <-l.failed:
			l.println(account.Trouble(l.book, err))
			l.leave()
			return 1
		}
	}
}

// start does what the flags ask: a game against lichess's AI, a seek, a
// challenge, or the lobby's help.
func (l *lobby) start(ctx context.Context) {
	c := l.cfg
	clock := l.defaultClock()
	switch {
	case c.AI > 0:
		l.challengeAI(ctx, c.AI, clock, c.Color)
	case c.Challenge != "":
		l.challenge(c.Challenge, clock, c.Rated)
	case c.Seek != "":
		l.seek(clock, c.Rated)
	default:
		l.say(l.book.Say(keyLobbyHelp.Event()))
	}
}

// leave withdraws what is under way, and says goodbye.
func (l *lobby) leave() {
	l.seeking.stop()
	l.challenges.stop()
	l.say(l.book.Say(keyLeaving.Event()))
}

func (l *lobby) clockOf(c lichess.Clock) words.Event {
	return clockOf(c.Limit, c.Increment, c.Days)
}

// command reads a line typed in the lobby; it reports whether the player
// quits.
func (l *lobby) command(ctx context.Context, line string) bool {
	fields := strings.Fields(l.book.Canonical(line))
	if len(fields) == 0 {
		return false
	}
	word, args := strings.ToLower(fields[0]), fields[1:]
	switch word {
	case "quit", "exit":
		return true
	case "help":
		l.say(l.book.Say(keyLobbyHelp.Event()))
	case "cancel":
		if l.seeking == nil && l.challenges == nil {
			l.say(l.book.Say(keyNothingToCancel.Event()))
			return false
		}
		l.seeking.stop()
		l.challenges.stop()
		l.seeking, l.challenges = nil, nil
		l.say(l.book.Say(keyLobbyHelp.Event())) // withdrawn: what may be done now
	case "seek":
		if clock, rated, ok := l.clockArgs(args); ok {
			l.seek(clock, rated)
		}
	case "challenge":
		if len(args) == 0 {
			l.say(l.book.Say(keyChallengeUsage.Event()))
			return false
		}
		if clock, rated, ok := l.clockArgs(args[1:]); ok {
			l.challenge(args[0], clock, rated)
		}
	case "ai", "stockfish":
		l.aiCommand(ctx, args)
	case "accept", "decline":
		l.answer(ctx, word == "accept", args)
	case "resume":
		return l.resume(ctx, args)
	default:
		l.say(l.book.Say(keyLobbyHelp.Event()))
	}
	return false
}

// clockArgs reads a time control and "rated" or "casual" after seek or
// challenge; the flags' when none is given.
func (l *lobby) clockArgs(args []string) (lichess.Clock, bool, bool) {
	clock := l.defaultClock()
	rated := l.cfg.Rated
	for _, a := range args {
		switch strings.ToLower(a) {
		case "rated":
			rated = true
		case "casual":
			rated = false
		default:
			c, err := lichess.ParseClock(a)
			if err != nil {
				l.say(l.book.Say(keyBadClock.With(words.Text(a))))
				return clock, rated, false
			}
			clock = c
		}
	}
	return clock, rated, true
}

// seek posts a seek and waits on it; a blitz or faster seek is refused
// with the reason, as the Board API refuses it.
func (l *lobby) seek(clock lichess.Clock, rated bool) {
	if !clock.Seekable() {
		l.say(l.book.Say(keySeekTooFast.With(words.Said(l.clockOf(clock)), words.Text(clock.Speed()))))
		return
	}
	l.seeking.stop()
	ctx, cancel := context.WithCancel(context.Background())
	s := &searching{cancel: cancel, since: time.Now(), clock: clock, rated: rated, tick: time.NewTicker(l.waitEvery)}
	l.seeking = s
	l.say(l.book.Say(keySeeking.With(words.Flag(rated), words.Said(l.clockOf(clock)))))
	go func() {
		_, err := l.client.Seek(ctx, lichess.Seek{Clock: clock, Rated: rated})
		l.results <- func() { l.seekEnded(s, err) }
	}()
}

// seekEnded: the seek's connection closed. An opponent was found (the
// game comes on the event stream), or the seek expired and is posted
// again, unless a game has started meanwhile.
func (l *lobby) seekEnded(s *searching, err error) {
	if l.seeking != s {
		return // withdrawn, or replaced
	}
	switch {
	case errors.Is(err, context.Canceled):
		return
	case err != nil:
		l.seeking.stop()
		l.seeking = nil
		l.say(l.problem(err))
		return
	}
	time.AfterFunc(3*time.Second, func() {
		l.results <- func() {
			if l.seeking == s {
				l.seek(s.clock, s.rated)
				l.seeking.since, l.seeking.waited = s.since, s.waited
			}
		}
	})
}

// problem is what to say when lichess refused or could not be reached.
func (l *lobby) problem(err error) speech.Phrase {
	var api *lichess.APIError
	if errors.As(err, &api) {
		return l.book.Say(keyRefused.With(words.Text(api.Message)))
	}
	return l.book.Say(keyRefused.With(words.Text(strings.TrimPrefix(err.Error(), "lichess: "))))
}
