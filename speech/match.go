package speech

import (
	"strconv"
	"time"

	"github.com/anna-chess/anna/rules"
)

// The sentences of the two boards and the Appendix D procedure (D.2.1 to
// D.2.11).
const (
	msgUnknownSeat       msg = "unknown-seat"
	msgNoAssistant       msg = "no-assistant"
	msgPressPrompt       msg = "press-prompt"
	msgRepeatPrompt      msg = "repeat-prompt"
	msgPressOrCorrect    msg = "press-or-correct"
	msgRepeatIt          msg = "repeat-it"
	msgRepeated          msg = "repeated"
	msgDiscrepancy       msg = "discrepancy"
	msgRepeatTypo        msg = "repeat-typo"
	msgRepeatDiffers     msg = "repeat-differs"
	msgRepeatKept        msg = "repeat-kept"
	msgSheetsDiffer      msg = "sheets-differ"
	msgWroteNothing      msg = "wrote-nothing"
	msgBackTo            msg = "back-to"
	msgBackToStart       msg = "back-to-start"
	msgBoardOf           msg = "board-of"
	msgRemove            msg = "remove"
	msgPut               msg = "put"
	msgRemoveAndPut      msg = "remove-and-put"
	msgClocksSet         msg = "clocks-set"
	msgCorrection        msg = "correction"
	msgCompletes         msg = "completes"
	msgBoardsAgree       msg = "boards-agree"
	msgPressFirst        msg = "press-first"
	msgRepeatFirst       msg = "repeat-first"
	msgNothingToPress    msg = "nothing-to-press"
	msgNothingToCorrect  msg = "nothing-to-correct"
	msgTooLate           msg = "too-late"
	msgItIsMove          msg = "it-is-move"
	msgBoardsDifferFirst msg = "boards-differ-first"
	msgBoardHow          msg = "board-how"
	msgAsOnSheet         msg = "as-on-sheet"
	msgTouchedHow        msg = "touched-how"
	msgTouched           msg = "touched"
	msgNothingOn         msg = "nothing-on"
	msgFlagNotFallen     msg = "flag-not-fallen"
	msgHelpMatch         msg = "help-match"
	msgOwnSeatOnly       msg = "own-seat-only"
	msgSpectatorsWatch   msg = "spectators-watch"
	msgSeatLeft          msg = "seat-left"
	msgSeatBack          msg = "seat-back"
	msgWhileAway         msg = "while-away"
	msgNothingMissed     msg = "nothing-missed"
	msgTheAssistant      msg = "the-assistant"
	msgTheArbiter        msg = "the-arbiter"
	msgJoinInfo          msg = "join-info"
	msgWaitingFor        msg = "waiting-for"
	msgNotStarted        msg = "not-started"
	msgWaitingPrompt     msg = "waiting-prompt"
	msgWaitingResumed    msg = "waiting-resumed"
	msgNotAtTable        msg = "not-at-table"
)

var _ = addHelp("boards", msgHelpMatch)

func (b Phrasebook) unknownSeat() Phrase { return b.say(msgUnknownSeat) }

// ownSeatOnly refuses a line that speaks for another seat, or a spectator's
// move.
func (b Phrasebook) ownSeatOnly(spectator bool) Phrase {
	if spectator {
		return b.say(msgSpectatorsWatch)
	}
	return b.say(msgOwnSeatOnly)
}
func (b Phrasebook) noAssistant() Phrase       { return b.say(msgNoAssistant) }
func (b Phrasebook) boardsAgree() Phrase       { return b.say(msgBoardsAgree) }
func (b Phrasebook) nothingToPress() Phrase    { return b.say(msgNothingToPress) }
func (b Phrasebook) nothingToCorrect() Phrase  { return b.say(msgNothingToCorrect) }
func (b Phrasebook) tooLate() Phrase           { return b.say(msgTooLate) }
func (b Phrasebook) boardsDifferFirst() Phrase { return b.say(msgBoardsDifferFirst) }
func (b Phrasebook) boardHow() Phrase          { return b.say(msgBoardHow) }
func (b Phrasebook) touchedHow() Phrase        { return b.say(msgTouchedHow) }

// pressPrompt and repeatPrompt replace the prompt while a move waits for
// its clock press or for its repeat on the other board.
func (b Phrasebook) pressPrompt(n int, c rules.Color) Phrase {
	return b.say(msgPressPrompt, phrase(b.Lang.number(n)), b.Color(c))
}

func (b Phrasebook) repeatPrompt(n int, c rules.Color) Phrase {
	return b.say(msgRepeatPrompt, phrase(b.Lang.number(n)), b.Color(c))
}

func (b Phrasebook) pressOrCorrect(c rules.Color) Phrase { return b.say(msgPressOrCorrect, b.Color(c)) }
func (b Phrasebook) repeatIt(c rules.Color) Phrase       { return b.say(msgRepeatIt, b.Color(c)) }
func (b Phrasebook) repeated(c rules.Color) Phrase       { return b.say(msgRepeated, b.Color(c)) }
func (b Phrasebook) completes(c rules.Color) Phrase      { return b.say(msgCompletes, b.Color(c)) }
func (b Phrasebook) pressFirst(c rules.Color) Phrase     { return b.say(msgPressFirst, b.Color(c)) }
func (b Phrasebook) itIsMove(c rules.Color) Phrase       { return b.say(msgItIsMove, b.Color(c)) }

// longMove says a move with its from-square, as a player must find it on a
// tactile board ("Springer Gustav eins Felix drei"), in Appendix D words;
// other styles say it their own way.
func (b Phrasebook) longMove(p rules.Ply) Phrase {
	long := b
	long.Style = b.notation().long(b.Style)
	return long.move(p)
}

// discrepancy names a repeat that differs from the announced move (D.2.1).
func (b Phrasebook) discrepancy(announced, yours rules.Ply) Phrase {
	return b.say(msgDiscrepancy, b.longMove(announced), b.longMove(yours))
}

// repeatTypo answers a repeat that differs from the move announced with
// both moves, and asks for the repeat again: a slip of the keyboard
// changes nothing.
func (b Phrasebook) repeatTypo(typed, announced rules.Ply) Phrase {
	return b.say(msgRepeatTypo, b.move(typed), b.Color(announced.Color), b.move(announced))
}

// repeatDiffers asks a player who typed the same different repeat again
// whether their board shows it: then the scoresheets differ, and anna
// names the move it will take back (D.2.9) before it does.
func (b Phrasebook) repeatDiffers(typed, announced rules.Ply) Phrase {
	return b.say(msgRepeatDiffers, b.move(typed), b.Color(announced.Color), phrase(b.Lang.number(announced.Number)), b.move(announced))
}

// repeatKept: the player answered no (or typed something else); nothing
// is taken back, and the prompt asks for the repeat again.
func (b Phrasebook) repeatKept() Phrase { return b.say(msgRepeatKept) }

// repeatFirst: the opponent must repeat the announced move first.
func (b Phrasebook) repeatFirst(c rules.Color, announced rules.Ply) Phrase {
	return b.say(msgRepeatFirst, b.Color(c), b.longMove(announced))
}

// correction announces a move that replaces a slip before the clock was
// pressed (D.2.8).
func (b Phrasebook) correction(p rules.Ply) Phrase { return b.say(msgCorrection, b.move(p)) }

// sheetsDiffer names the first move on which the scoresheets differ, with
// what each seat wrote (D.2.9).
func (b Phrasebook) sheetsDiffer(moveNumber int, white, black *rules.Ply) Phrase {
	wrote := func(p *rules.Ply) Phrase {
		if p == nil {
			return b.say(msgWroteNothing)
		}
		return b.longMove(*p)
	}
	return b.say(msgSheetsDiffer, phrase(b.Lang.number(moveNumber)), b.Color(rules.White), wrote(white), b.Color(rules.Black), wrote(black))
}

// backTo says where the retraced game stands: after move n, or the start.
func (b Phrasebook) backTo(n int) Phrase {
	if n == 0 {
		return b.say(msgBackToStart)
	}
	return b.say(msgBackTo, phrase(b.Lang.number(n)))
}

// squareFix says how to put one square right: "Felix drei: remove the white
// Springer", "Gustav eins: white Springer"; the colour agrees with the
// piece's name (Croatian bijela Dama, bijeli Top).
func (b Phrasebook) squareFix(ch rules.SquareChange) Phrase {
	sq := b.saySquare(ch.Square)
	have, want := ch.Have, ch.Want
	switch {
	case have != rules.NoPiece && want != rules.NoPiece:
		return b.say(msgRemoveAndPut, sq, b.colorAdj(have), b.piece(have.Type()), b.colorAdj(want), b.piece(want.Type()))
	case have != rules.NoPiece:
		return b.say(msgRemove, sq, b.colorAdj(have), b.piece(have.Type()))
	}
	return b.say(msgPut, sq, b.colorAdj(want), b.piece(want.Type()))
}

// boardFix lists the squares to put right on one seat's board.
func (b Phrasebook) boardFix(c rules.Color, changes []rules.SquareChange) Phrase {
	parts := make([]Phrase, len(changes))
	for i, ch := range changes {
		parts[i] = b.squareFix(ch)
	}
	return b.say(msgBoardOf, b.Color(c), join(parts, ";"))
}

// asOnSheet: a reported square matches the scoresheet.
func (b Phrasebook) asOnSheet(sq rules.Square) Phrase { return b.say(msgAsOnSheet, b.saySquare(sq)) }

// clocksSet says the clocks after a retrace.
func (b Phrasebook) clocksSet(r rules.Reading) Phrase {
	return b.say(msgClocksSet, b.Duration(r.White), b.Duration(r.Black))
}

// touched records a report for the arbiter (D.2.10.5).
func (b Phrasebook) touched(c rules.Color, p rules.PieceType, sq rules.Square) Phrase {
	return b.say(msgTouched, b.Color(c), b.piece(p), b.saySquare(sq))
}

func (b Phrasebook) nothingOn(sq rules.Square) Phrase { return b.say(msgNothingOn, b.saySquare(sq)) }

// flagNotFallen answers a claim on time that is too early.
func (b Phrasebook) flagNotFallen(c rules.Color, left time.Duration) Phrase {
	return b.say(msgFlagNotFallen, b.Color(c), b.Duration(left))
}

// seatLeft and seatBack tell the table that a player, the assistant or
// the arbiter left or came back; a terminal that turned arrivals off
// hears nothing of it.
func (b Phrasebook) seatLeft(seat string) Phrase { return b.arrival(msgSeatLeft, b.seatName(seat)) }

// notAtTable answers the host's "free black" when nobody sits there.
func (b Phrasebook) notAtTable(seat string) Phrase { return b.say(msgNotAtTable, b.seatName(seat)) }
func (b Phrasebook) seatBack(seat string) Phrase   { return b.arrival(msgSeatBack, b.seatName(seat)) }

// whileAway opens what a returning player missed.
func (b Phrasebook) whileAway(n int) Phrase {
	if n == 0 {
		return b.say(msgNothingMissed)
	}
	return b.say(msgWhileAway)
}

// waitingFor says whom a hosted match waits for before it starts; notStarted
// answers a move typed meanwhile.
// A resumed match goes on rather than starts.
func (b Phrasebook) waitingFor(seats []string, resumed bool) Phrase {
	if resumed {
		return b.say(msgWaitingResumed, b.seatNames(seats))
	}
	return b.say(msgWaitingFor, b.seatNames(seats))
}

func (b Phrasebook) waitingPrompt(seats []string) Phrase {
	return b.say(msgWaitingPrompt, b.seatNames(seats))
}

func (b Phrasebook) notStarted(seats []string) Phrase {
	return b.say(msgNotStarted, b.seatNames(seats))
}

func (b Phrasebook) seatNames(seats []string) Phrase {
	var names []Phrase
	for _, s := range seats {
		names = append(names, b.seatName(s))
	}
	return b.list(names, msgAnd)
}

func (b Phrasebook) seatName(seat string) Phrase {
	switch seat {
	case "white":
		return b.Color(rules.White)
	case "black":
		return b.Color(rules.Black)
	case "arbiter":
		return b.say(msgTheArbiter)
	}
	return b.say(msgTheAssistant)
}

// JoinInfo tells the host's player how others join: ssh on a port.
func (b Phrasebook) JoinInfo(port string) Phrase {
	n, _ := strconv.Atoi(port)
	return b.say(msgJoinInfo, phrase(b.Lang.number(n)))
}
