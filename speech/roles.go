package speech

import (
	"time"

	"github.com/anna-chess/anna/rules"
)

// Who may do what at the table: the answers to a line from a terminal
// whose roles do not allow it (each names who may), and the leaving of a
// question.
const (
	msgOnlyFor           msg = "only-for"
	msgArbiterOnly       msg = "arbiter-only"
	msgRoleArbiter       msg = "role-arbiter"
	msgRoleAssistant     msg = "role-assistant"
	msgRoleSpectators    msg = "role-spectators"
	msgAssistsOnly       msg = "assists-only"
	msgAssistsNobody     msg = "assists-nobody"
	msgArbiterPlaysNot   msg = "arbiter-plays-not"
	msgSealCalledOff     msg = "seal-called-off"
	msgNothingToCancel   msg = "nothing-to-cancel"
	msgQuestionCancelled msg = "question-cancelled"
	msgFreeHow           msg = "free-how"
)

// commandPhrase is a command's word in the language, spoken: "namjesti"
// for adjust in Croatian.
func (b Phrasebook) commandPhrase(english string) Phrase {
	return b.fill(b.CommandWord(english), nil)
}

// onlyFor refuses a command to a terminal that may not run it, naming the
// roles that may (arbiter, white, black, assistant, spectator): "Only the
// arbiter may type adjust."
func (b Phrasebook) onlyFor(command string, roles []string) Phrase {
	names := make([]Phrase, len(roles))
	for i, r := range roles {
		names[i] = b.roleName(r)
	}
	return b.say(msgOnlyFor, b.commandPhrase(command), b.orList(names))
}

// arbiterOnly refuses one of the arbiter's powers to a player, and says
// how to ask the arbiter instead.
func (b Phrasebook) arbiterOnly(command string) Phrase {
	return b.say(msgArbiterOnly, b.commandPhrase(command), b.commandPhrase("arbiter"))
}

func (b Phrasebook) roleName(role string) Phrase {
	switch role {
	case "arbiter":
		return b.say(msgRoleArbiter)
	case "white":
		return b.Color(rules.White)
	case "black":
		return b.Color(rules.Black)
	case "assistant":
		return b.say(msgRoleAssistant)
	}
	return b.say(msgRoleSpectators)
}

// assistsOnly refuses the assistant a move for a sighted player: it acts
// for the visually disabled players (D.2.10) only, or for nobody in a
// match without one.
func (b Phrasebook) assistsOnly(blind []rules.Color) Phrase {
	if len(blind) == 0 {
		return b.say(msgAssistsNobody)
	}
	names := make([]Phrase, len(blind))
	for i, c := range blind {
		names[i] = b.Color(c)
	}
	return b.say(msgAssistsOnly, b.list(names, msgAnd))
}

// arbiterPlaysNot refuses a move typed at the arbiter's own seat.
func (b Phrasebook) arbiterPlaysNot() Phrase { return b.say(msgArbiterPlaysNot) }

// sealCalledOff: the player asked to seal did not; the game goes on.
func (b Phrasebook) sealCalledOff(c rules.Color) Phrase { return b.say(msgSealCalledOff, b.Color(c)) }

// nothingToCancel answers cancel when no question waits; questionCancelled
// when "which piece?" is left unanswered.
func (b Phrasebook) nothingToCancel() Phrase   { return b.say(msgNothingToCancel) }
func (b Phrasebook) questionCancelled() Phrase { return b.say(msgQuestionCancelled) }

// freeHow says how the arbiter frees a seat.
func (b Phrasebook) freeHow() Phrase { return b.say(msgFreeHow) }

// Requests to the arbiter (heard by the arbiter, not carried out), and the
// arbiter's answers.
const (
	msgRequestSent      msg = "request-sent"
	msgCallsArbiter     msg = "calls-arbiter"
	msgCallsArbiterWith msg = "calls-arbiter-with"
	msgAdjournAsked     msg = "adjourn-asked"
	msgIncrementAsked   msg = "increment-asked"
	msgIncrementGiven   msg = "increment-given"
	msgIncrementRefused msg = "increment-refused"
	msgAdjournRefused   msg = "adjourn-refused"
	msgNoRequest        msg = "no-request"
	msgPenaltyHow       msg = "penalty-how"
	msgPenalized        msg = "penalized"
	msgTouchedReported  msg = "touched-reported"
	msgTouchedRecorded  msg = "touched-recorded"
	msgHelpArbiter      msg = "help-arbiter"
	msgHelpArbiterCall  msg = "help-arbiter-call"
)

var _ = addHelp("arbiter", msgHelpArbiter, msgHelpArbiterCall)

// requestSent tells a player their request went to the arbiter.
func (b Phrasebook) requestSent() Phrase { return b.say(msgRequestSent) }

// callsArbiter tells the arbiter who calls (white, black, assistant).
func (b Phrasebook) callsArbiter(seat string) Phrase {
	return b.say(msgCallsArbiter, b.seatName(seat))
}

// callsArbiterWith tells the arbiter who calls, with the caller's own
// words (at most wordsMax characters), free text spoken in the arbiter's
// voice.
func (b Phrasebook) callsArbiterWith(seat, text string) Phrase {
	return phrase(b.say(msgCallsArbiterWith, b.seatName(seat)), b.free(text, wordsMax))
}

// adjournAsked tells the arbiter a player asks to adjourn (Guidelines I).
func (b Phrasebook) adjournAsked(seat string) Phrase {
	return b.say(msgAdjournAsked, b.seatName(seat))
}

// incrementAsked: c asks for an increment for both (III.4), also a draw
// offer; the arbiter decides.
func (b Phrasebook) incrementAsked(c rules.Color, inc time.Duration) Phrase {
	return b.say(msgIncrementAsked, b.Color(c), b.Duration(inc))
}

// incrementGiven: the arbiter grants the increment; extra goes to the
// requester's opponent.
func (b Phrasebook) incrementGiven(opponent rules.Color, inc, extra time.Duration) Phrase {
	return b.say(msgIncrementGiven, b.Color(opponent), b.Duration(inc), b.Duration(extra))
}

func (b Phrasebook) incrementRefused() Phrase { return b.say(msgIncrementRefused) }
func (b Phrasebook) adjournRefused() Phrase   { return b.say(msgAdjournRefused) }
func (b Phrasebook) noRequest() Phrase        { return b.say(msgNoRequest) }
func (b Phrasebook) penaltyHow() Phrase       { return b.say(msgPenaltyHow) }

// penalized: the arbiter penalizes c; the opponent gets d (12.9.2).
func (b Phrasebook) penalized(c rules.Color, d time.Duration) Phrase {
	return b.say(msgPenalized, b.Color(c), b.Color(c.Other()), b.Duration(d))
}

// touchedReported is a report to the arbiter that c touched a piece (4.3,
// D.2.10.5); reporter is white, black or assistant.
func (b Phrasebook) touchedReported(reporter string, c rules.Color, p rules.PieceType, sq rules.Square) Phrase {
	return b.say(msgTouchedReported, b.seatName(reporter), b.Color(c), b.piece(p), b.saySquare(sq))
}

// touchedRecorded: the arbiter enters the touched piece on the record.
func (b Phrasebook) touchedRecorded(c rules.Color, p rules.PieceType, sq rules.Square) Phrase {
	return b.say(msgTouchedRecorded, b.Color(c), b.piece(p), b.saySquare(sq))
}
