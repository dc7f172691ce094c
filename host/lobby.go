package host

import (
	"context"
	"errors"
	"io"
	"strings"

	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/internal/termkeys"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// lobby seats a player who is in: it asks for the view and the language
// (unless the ssh command line named them, or the player's key chose them
// before; the language is the host's unless the player names one) and for the
// seat (unless the command line named a free one, or the key comes back to
// the seat it held). A blind player meets it first, with a screen reader,
// so it writes plain lines and a prompt as the line view does
// (internal/lineedit): no redraw, no query of the terminal.
type lobby struct {
	table   *table.Table
	players *players
	key     string // the fingerprint of the player's SSH key; "" without one
	bound   string // the seat the player's join code opens ("": any player's seat, or watching)
	port    string // the port others join on, for "how to switch"
	log     func(string)
	lang    speech.Lang       // the language named on the ssh command line ("": none)
	book    speech.Phrasebook // the player's: the host's, in the player's language

	ed   *lineedit.Editor
	out  lineedit.Out // the end of the last answer's line is held for what follows
	keys chan uv.Event
	done chan error
}

var errLeft = errors.New("host: the player left the lobby")

// run asks what it must and returns the client seated and the view.
func (l *lobby) run(in io.Reader, seatName, view string) (*table.Client, string, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	l.keys, l.done = make(chan uv.Event, 64), make(chan error, 1)
	go func() { l.done <- termkeys.Stream(ctx, in, l.keys) }()

	l.book = l.table.Book()
	if l.lang == "" {
		l.lang = l.players.lang(l.key) // as the key chose before
	}
	if l.lang != "" {
		l.book.Lang = l.lang
	}
	if v, ok := l.players.verbosity(l.key); ok {
		l.book.Verbosity = v // brief, normal or full, as typed in a game before
	}
	book := l.book
	lines := []string{book.Say(keyLobbyHello.Event()).Text()}
	switch remembered := l.players.view(l.key); {
	case view != "": // named on the command line
	case remembered != "":
		view = remembered
		lines = append(lines, l.chosen(view, true))
	default:
		lines = append(lines, book.Say(keyViewQuestion.Event()).Text()+" "+book.Say(keyViewLang.Event()).Text())
		answer, err := l.ask(lines, book.Say(keyViewPrompt.Event()).Text()+" ", func(typed string) (string, bool) {
			v, lang, ok := book.ParseViewAndLang(typed)
			if ok && lang != "" {
				l.lang, l.book.Lang = lang, lang // what follows is in the player's language
			}
			return v, ok
		}, book.Say(keyViewAgain.Event()).Text())
		if err != nil {
			return nil, "", err
		}
		view = answer
		lines = []string{l.chosen(view, false)}
	}
	// Kept for the key (the view it chose before needs no writing).
	if err := l.players.setView(l.key, view, l.lang); err != nil {
		l.log("cannot keep the view chosen: " + err.Error())
	}
	book = l.book
	if seatName == "" && l.key != "" {
		if seat := l.players.seatOf(l.key); seat != session.NoSeat {
			seatName = seat.String() // back to the seat the key held
		}
	}
	if seatName == "" && l.bound != "" {
		seatName = l.bound // a seat's own code takes its holder there
	}
	if seatName != "" {
		c, why := l.sit(seatName)
		if c != nil {
			return c, view, l.out.Write(l.ed.Close(lines...)) // a line for the view to write after
		}
		lines = append(lines, why)
	}
	for {
		lines = append(lines, l.freeSeats())
		var why string
		var c *table.Client
		_, err := l.ask(lines, book.Say(keyLobbyPrompt.Event()).Text()+" ", func(s string) (string, bool) {
			if l.asksHelp(s) {
				why = book.Say(keyLobbyHelp.Event()).Text() // what each seat is, then the free ones again
				return s, false
			}
			c, why = l.sit(s)
			return s, c != nil
		}, "")
		if err != nil {
			return nil, "", err
		}
		if c != nil {
			return c, view, nil // the end of the line waits for the view's first lines (welcome)
		}
		lines = []string{why}
	}
}

// welcome writes a seated player's first line, with the end of the answer
// that seated them.
func (l *lobby) welcome(c *table.Client) error {
	return l.out.Write(l.ed.Close(welcome(c)))
}

// ask prints lines, then reads answers at the prompt until ok takes one;
// a refused answer gets again (or, when again is "", the lines ask gives
// back through ok's caller).
func (l *lobby) ask(lines []string, prompt string, ok func(string) (string, bool), again string) (string, error) {
	l.ed.SetPrompt(prompt)
	if err := l.out.Write(l.ed.Print(lines...)); err != nil {
		return "", err
	}
	for {
		select {
		case ev := <-l.keys:
			k, isKey := ev.(uv.KeyPressEvent)
			if !isKey {
				continue
			}
			lk, known := termkeys.Edit(k)
			if !known {
				continue
			}
			if k.MatchString("esc") && l.ed.Line() == "" {
				l.out.Write([]byte("\r\n"))
				return "", errLeft // Esc leaves the lobby: no question is a trap
			}
			r := l.ed.Key(lk)
			switch r.Action {
			case lineedit.Quit:
				l.out.Write(r.Out)
				return "", errLeft
			case lineedit.TooLong:
				r.Out = append(r.Out, l.ed.Print(l.book.Say(keyLineTooLong.Event()).Text())...)
			case lineedit.Submit:
				l.out.Hold(r.Out) // written with what follows
				if l.leaves(r.Line) {
					l.out.Write(nil)
					return "", errLeft
				}
				answer, good := ok(strings.TrimSpace(r.Line))
				if good || again == "" {
					return answer, nil
				}
				if err := l.out.Write(l.ed.Print(again)); err != nil {
					return "", err
				}
				continue
			}
			if err := l.out.Write(r.Out); err != nil {
				return "", err
			}
		case err := <-l.done:
			if err == nil {
				err = io.EOF
			}
			return "", err
		}
	}
}

// leaves reports whether an answer leaves the lobby: quit, exit or
// cancel, in English or the host's language.
func (l *lobby) leaves(line string) bool {
	switch strings.ToLower(strings.TrimSpace(l.book.Canonical(line))) {
	case "quit", "exit", "cancel":
		return true
	}
	return false
}

// asksHelp reports whether an answer asks for help: help or ?, in English
// or the player's language (Croatian pomoć).
func (l *lobby) asksHelp(line string) bool {
	switch strings.ToLower(strings.TrimSpace(l.book.Canonical(line))) {
	case "help", "?":
		return true
	}
	return false
}

// sit tries to seat the player, in the player's language; without success
// it says why. Seats are named in English or in the player's language
// ("crni", "gledam").
func (l *lobby) sit(name string) (*table.Client, string) {
	book := l.book
	seat, ok := session.ParseSeat(book.Canonical(name))
	if !ok || seat == session.NoSeat {
		return nil, book.Say(keyNotASeat.With(words.Text(`"` + name + `"`))).Text()
	}
	if !l.opens(seat) {
		return nil, book.Say(keyNotYourCode.With(words.Text(seat.String()))).Text()
	}
	c, err := l.table.SitIn(book, seat, seat.Roles())
	switch {
	case errors.Is(err, table.ErrTaken):
		return nil, book.Say(keySeatTaken.With(words.Text(seat.String()))).Text()
	case errors.Is(err, table.ErrNoSeat):
		return nil, book.Say(keyNoSuchSeat.With(words.Text(seat.String()))).Text()
	case err != nil:
		return nil, book.Say(keyTableClosed.Event()).Text()
	}
	l.players.sat(l.key, seat)
	l.log("took the " + seat.String() + " seat")
	return c, ""
}

// opens reports whether the player's code (or key) opens a seat: a
// seat's own code that seat, or watching; any other login a player's seat
// or watching, never the arbiter's, which has a code of its own.
func (l *lobby) opens(seat session.Seat) bool {
	if seat == session.SpectatorSeat {
		return true
	}
	if l.bound != "" {
		return seat.String() == l.bound
	}
	return seat != session.ArbiterSeat
}

// freeSeats asks for a seat, naming the free ones the player may take.
func (l *lobby) freeSeats() string {
	var free []string
	for _, s := range l.table.Free() {
		if l.opens(s) {
			free = append(free, s.String())
		}
	}
	return l.book.Say(keyLobbyWelcome.With(words.Texts(free))).Text()
}

// chosen confirms the view and says how to switch: remembered says the
// player's SSH key chose it before.
func (l *lobby) chosen(view string, remembered bool) string {
	other := "board"
	if view == "board" {
		other = "line"
	}
	if l.lang != "" && l.lang.String() != l.table.Book().Lang.String() {
		view += " " + l.lang.String() // as it may be typed: "line hr"
		other += " " + l.lang.String()
	}
	return l.book.Say(keyViewChosen.With(words.Text(view), words.Text(other), words.Text(l.port), words.Flag(remembered), words.Flag(l.key != ""))).Text()
}

// welcome is a seated player's first line, in the player's language.
func welcome(c *table.Client) string {
	return c.Book().Say(keySeatedAt.With(words.Text(c.Seat().String()))).Text()
}
