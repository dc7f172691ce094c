package session

import (
	"fmt"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// declareReasons are the arbiter's declarations that a player has lost,
// by the word typed after the player: a second completed illegal move
// (7.5.5; a draw when the opponent cannot checkmate), a penalty (12.9.6),
// and not coming to the board in time (6.7.1; I.10 at a resumption).
var declareReasons = map[string]rules.Reason{
	"illegal": rules.SecondIllegalMove,
	"penalty": rules.ArbiterForfeit,
	"absent":  rules.Absence,
}

// cmdDeclare: the arbiter declares what a player did, "declare white
// illegal", "declare black penalty", "declare black absent". An illegal
// move counts: the first gives the opponent time, the second loses
// (7.5.5). The others end the game at once, said to everybody, and the
// scoresheet says why, with the article.
func (s *Session) cmdDeclare(in *typedLine, arg string) []Output {
	if o := s.match.Outcome(); o.Over() {
		return s.reply(in, keyGameIsOver.With(words.Result(o.Result)))
	}
	fields := strings.Fields(strings.ToLower(arg))
	if len(fields) != 2 {
		return s.reply(in, keyDeclareHow.Event())
	}
	c, ok := parseColor(fields[0])
	why, known := declareReasons[fields[1]]
	if !ok || !known {
		return s.reply(in, keyDeclareHow.Event())
	}
	var note string
	switch why {
	case rules.SecondIllegalMove:
		if s.illegal[colorIndex(c)] == 0 {
			return s.firstIllegal(c)
		}
		note = fmt.Sprintf("The arbiter declared %s's second completed illegal move (%s)", rules.ColorName(c), s.match.Laws().IllegalMoveArticle())
	case rules.ArbiterForfeit:
		note = fmt.Sprintf("The arbiter declared the game lost for %s as a penalty (12.9.6)", rules.ColorName(c))
	case rules.Absence:
		article, late := s.absence(c)
		if late {
			return s.reply(in, keyDeclareAbsentMoved.With(words.Colour(c)))
		}
		note = fmt.Sprintf("The arbiter declared %s absent: not at the board at the default time (%s)", rules.ColorName(c), article)
	}
	if err := s.match.Declare(c, why); err != nil {
		return s.reply(in, keyDeclareHow.Event())
	}
	if why == rules.SecondIllegalMove {
		s.illegal[colorIndex(c)]++
	}
	s.note(note)
	s.stopClockIfOver()
	s.sealer = rules.NoColor
	return []Output{{Kind: Save}, s.announced(keyOutcome.With(words.Outcome(s.match.Outcome())))}
}

// firstIllegal records c's first completed illegal move: the opponent gets
// the time 7.5.5 gives (2 minutes; 1 in blitz, and in rapid under the 2023
// text), and a second loses.
func (s *Session) firstIllegal(c rules.Color) []Output {
	s.illegal[colorIndex(c)] = 1
	article := s.match.Laws().IllegalMoveArticle()
	if s.clock == nil {
		s.note(fmt.Sprintf("The arbiter recorded %s's first completed illegal move; the game has no clock to give the opponent time (%s)", rules.ColorName(c), article))
		return []Output{{Kind: Save}, s.announced(keyDeclaredIllegalFirstNoClock.With(words.Colour(c)))}
	}
	d := s.penalty()
	s.clock.Add(c.Other(), d)
	s.rearm()
	s.note(fmt.Sprintf("The arbiter recorded %s's first completed illegal move: %s was given %s (%s)", rules.ColorName(c), rules.ColorName(c.Other()), noteTime(d), article))
	return []Output{{Kind: Save}, s.announced(keyDeclaredIllegalFirst.With(words.Colour(c), words.Colour(c.Other()), words.Duration(d)))}
}

// absence says whether c may still be declared absent, and by which
// article: before c's first move of the game (6.7.1), or of a game
// resumed after adjournment, before c's first move since the envelope
// was opened (I.10). A player who has moved came to the board.
func (s *Session) absence(c rules.Color) (article string, late bool) {
	article = "6.7.1"
	if s.openedAt > 0 {
		article = "I.10"
	}
	plies := s.match.Sheet(c).Plies() // c's own scoresheet has c's moves first
	for _, p := range plies[min(s.openedAt, len(plies)):] {
		if p.Color == c {
			return article, true
		}
	}
	return article, false
}

// noteTime writes a time given or set for the scoresheet's notes: "2
// minutes", "30 seconds", or as a clock shows it.
func noteTime(d time.Duration) string {
	switch {
	case d == time.Minute:
		return "1 minute"
	case d%time.Minute == 0 && d < time.Hour:
		return fmt.Sprintf("%d minutes", d/time.Minute)
	case d < time.Minute && d%time.Second == 0:
		return fmt.Sprintf("%d seconds", d/time.Second)
	}
	return rules.ClockString(d)
}

// The events said here.
var (
	keyDeclareAbsentMoved          = words.Declare("declare-absent-moved", words.ColourKind)
	keyDeclareHow                  = words.Declare("declare-how")
	keyDeclaredIllegalFirst        = words.Declare("declared-illegal-first", words.ColourKind, words.ColourKind, words.DurationKind)
	keyDeclaredIllegalFirstNoClock = words.Declare("declared-illegal-first-no-clock", words.ColourKind)
	keyOutcome                     = words.Declare("outcome", words.OutcomeKind)
)
