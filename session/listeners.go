package session

import (
	"strings"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Each terminal hears in its own phrasebook: its language, names, notation
// and verbosity. "brief" or "lang hr" typed at a terminal changes that
// terminal's phrasebook, never another's; the session says so as an Own
// output, and whoever carries the outputs out (the table, for each of its
// terminals) keeps the phrasebook. At one terminal acting for everybody
// the session's own phrasebook is that terminal's and changes with it.

// BookChange is what a terminal's phrasebook is to change: its language,
// its verbosity, or both.
type BookChange struct {
	Lang       speech.Lang // "": unchanged
	Verbosity  *speech.Verbosity
	NoArrivals *bool // arrivals off (true) or on (false); nil: unchanged
}

// Apply is the phrasebook b changed.
func (c BookChange) Apply(b speech.Phrasebook) speech.Phrasebook {
	if c.Lang != "" {
		b.Lang = c.Lang
	}
	if c.Verbosity != nil {
		b.Verbosity = *c.Verbosity
	}
	if c.NoArrivals != nil {
		b.NoArrivals = *c.NoArrivals
	}
	return b
}

// ownBook changes the phrasebook of the terminal that typed the line, and
// answers in the changed one.
func (s *Session) ownBook(in *typedLine, c BookChange, answer Event) []Output {
	if in.shared {
		s.book = c.Apply(s.book)
	}
	in.book = c.Apply(in.book)
	return []Output{{Kind: Own, Own: c, To: in.seat.audience(), Reply: true}, s.said(in, answer)}
}

// setVerbosity switches how much announcements say to the terminal that
// typed it, from now on.
func (s *Session) setVerbosity(in *typedLine, v speech.Verbosity) []Output {
	return s.ownBook(in, BookChange{Verbosity: &v}, keyVerbositySet.Event())
}

// cmdArrivals turns on or off (arrivals on, arrivals off; alone: the
// other way) what the terminal that typed it hears of who joins and
// leaves the table. Any other word changes nothing and says how.
func (s *Session) cmdArrivals(in *typedLine, arg string) []Output {
	off := !in.book.NoArrivals
	switch strings.ToLower(strings.TrimSpace(arg)) {
	case "":
	case "on":
		off = false
	case "off":
		off = true
	default:
		return s.reply(in, keyArrivalsHow.Event())
	}
	return s.ownBook(in, BookChange{NoArrivals: &off}, keyArrivalsState.With(words.Flag(!off)))
}

// notLang reports whether "lang" with this argument is a move (Lange
// Rochade) rather than a language.
func notLang(arg string) bool {
	_, err := speech.ParseLang(arg)
	return arg != "" && err != nil
}

// cmdLang switches the language the terminal that typed it reads and hears
// ("lang hr"); without a language it names the one in use and the others.
func (s *Session) cmdLang(in *typedLine, arg string) []Output {
	l, err := speech.ParseLang(arg)
	if arg == "" || err != nil {
		return s.reply(in, keyLangUsage.Event())
	}
	return s.ownBook(in, BookChange{Lang: l}, keyLangSet.Event())
}

// The events said here.
var (
	keyLangSet       = words.Declare("lang-set")
	keyLangUsage     = words.Declare("lang-usage")
	keyVerbositySet  = words.Declare("verbosity-set")
	keyArrivalsState = words.Declare("arrivals-state", words.FlagKind)
	keyArrivalsHow   = words.Declare("arrivals-how")
)
