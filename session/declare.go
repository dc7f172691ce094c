package session

import (
	"github.com/anna-chess/anna/speech"
	"strings"

	"github.com/anna-chess/anna/rules"
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

// cmdDeclare: the arbiter declares the game lost for a player, "declare
// white illegal", "declare black penalty", "declare black absent". The
// game ends at once, said to everybody, and the scoresheet says why.
func (s *Session) cmdDeclare(in *typedLine, arg string) []Output {
	if o := s.match.Outcome(); o.Over() {
		return s.reply(in, ev1(speech.Phrasebook.GameIsOver, o.Result))
	}
	fields := strings.Fields(strings.ToLower(arg))
	if len(fields) != 2 {
		return s.reply(in, ev(speech.Phrasebook.DeclareHow))
	}
	c, ok := parseColor(fields[0])
	why, known := declareReasons[fields[1]]
	if !ok || !known {
		return s.reply(in, ev(speech.Phrasebook.DeclareHow))
	}
	if err := s.match.Declare(c, why); err != nil {
		return s.reply(in, ev(speech.Phrasebook.DeclareHow))
	}
	s.stopClockIfOver()
	s.sealer = rules.NoColor
	return []Output{{Kind: Save}, s.announced(ev1(speech.Phrasebook.Outcome, s.match.Outcome()))}
}
