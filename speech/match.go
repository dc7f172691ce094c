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
	msgJoinInfo          msg = "join-info"
	msgWaitingFor        msg = "waiting-for"
	msgNotStarted        msg = "not-started"
	msgWaitingPrompt     msg = "waiting-prompt"
	msgWaitingResumed    msg = "waiting-resumed"
	msgNotAtTable        msg = "not-at-table"
)

var _ = addHelp("boards", msgHelpMatch)

func (b Phrasebook) UnknownSeat() Phrase { return b.say(msgUnknownSeat) }

// OwnSeatOnly refuses a line that speaks for another seat, or a spectator's
// move.
func (b Phrasebook) OwnSeatOnly(spectator bool) Phrase {
	if spectator {
		return b.say(msgSpectatorsWatch)
	}
	return b.say(msgOwnSeatOnly)
}
func (b Phrasebook) NoAssistant() Phrase       { return b.say(msgNoAssistant) }
func (b Phrasebook) BoardsAgree() Phrase       { return b.say(msgBoardsAgree) }
func (b Phrasebook) NothingToPress() Phrase    { return b.say(msgNothingToPress) }
func (b Phrasebook) NothingToCorrect() Phrase  { return b.say(msgNothingToCorrect) }
func (b Phrasebook) TooLate() Phrase           { return b.say(msgTooLate) }
func (b Phrasebook) BoardsDifferFirst() Phrase { return b.say(msgBoardsDifferFirst) }
func (b Phrasebook) BoardHow() Phrase          { return b.say(msgBoardHow) }
func (b Phrasebook) TouchedHow() Phrase        { return b.say(msgTouchedHow) }

// PressPrompt and RepeatPrompt replace the prompt while a move waits for
// its clock press or for its repeat on the other board.
func (b Phrasebook) PressPrompt(n int, c rules.Color) Phrase {
	return b.say(msgPressPrompt, phrase(b.Lang.number(n)), b.Color(c))
}

func (b Phrasebook) RepeatPrompt(n int, c rules.Color) Phrase {
	return b.say(msgRepeatPrompt, phrase(b.Lang.number(n)), b.Color(c))
}

func (b Phrasebook) PressOrCorrect(c rules.Color) Phrase { return b.say(msgPressOrCorrect, b.Color(c)) }
func (b Phrasebook) RepeatIt(c rules.Color) Phrase       { return b.say(msgRepeatIt, b.Color(c)) }
func (b Phrasebook) Repeated(c rules.Color) Phrase       { return b.say(msgRepeated, b.Color(c)) }
func (b Phrasebook) Completes(c rules.Color) Phrase      { return b.say(msgCompletes, b.Color(c)) }
func (b Phrasebook) PressFirst(c rules.Color) Phrase     { return b.say(msgPressFirst, b.Color(c)) }
func (b Phrasebook) ItIsMove(c rules.Color) Phrase       { return b.say(msgItIsMove, b.Color(c)) }

// longMove says a move with its from-square, as a player must find it on a
// tactile board ("Springer Gustav eins Felix drei"), in Appendix D words;
// other styles say it their own way.
func (b Phrasebook) longMove(p rules.Ply) Phrase {
	long := b
	long.Style = b.notation().long(b.Style)
	return long.Move(p)
}

// Discrepancy names a repeat that differs from the announced move (D.2.1).
func (b Phrasebook) Discrepancy(announced, yours rules.Ply) Phrase {
	return b.say(msgDiscrepancy, b.longMove(announced), b.longMove(yours))
}

// RepeatTypo answers a repeat that differs from the move announced with
// both moves, and asks for the repeat again: a slip of the keyboard
// changes nothing.
func (b Phrasebook) RepeatTypo(typed, announced rules.Ply) Phrase {
	return b.say(msgRepeatTypo, b.Move(typed), b.Color(announced.Color), b.Move(announced))
}

// RepeatDiffers asks a player who typed the same different repeat again
// whether their board shows it: then the scoresheets differ, and anna
// names the move it will take back (D.2.9) before it does.
func (b Phrasebook) RepeatDiffers(typed, announced rules.Ply) Phrase {
	return b.say(msgRepeatDiffers, b.Move(typed), b.Color(announced.Color), phrase(b.Lang.number(announced.Number)), b.Move(announced))
}

// RepeatKept: the player answered no (or typed something else); nothing
// is taken back, and the prompt asks for the repeat again.
func (b Phrasebook) RepeatKept() Phrase { return b.say(msgRepeatKept) }

// RepeatFirst: the opponent must repeat the announced move first.
func (b Phrasebook) RepeatFirst(c rules.Color, announced rules.Ply) Phrase {
	return b.say(msgRepeatFirst, b.Color(c), b.longMove(announced))
}

// Correction announces a move that replaces a slip before the clock was
// pressed (D.2.8).
func (b Phrasebook) Correction(p rules.Ply) Phrase { return b.say(msgCorrection, b.Move(p)) }

// SheetsDiffer names the first move on which the scoresheets differ, with
// what each seat wrote (D.2.9).
func (b Phrasebook) SheetsDiffer(moveNumber int, white, black *rules.Ply) Phrase {
	wrote := func(p *rules.Ply) Phrase {
		if p == nil {
			return b.say(msgWroteNothing)
		}
		return b.longMove(*p)
	}
	return b.say(msgSheetsDiffer, phrase(b.Lang.number(moveNumber)), b.Color(rules.White), wrote(white), b.Color(rules.Black), wrote(black))
}

// BackTo says where the retraced game stands: after move n, or the start.
func (b Phrasebook) BackTo(n int) Phrase {
	if n == 0 {
		return b.say(msgBackToStart)
	}
	return b.say(msgBackTo, phrase(b.Lang.number(n)))
}

// SquareFix says how to put one square right: "Felix drei: remove the white
// Springer", "Gustav eins: white Springer"; the colour agrees with the
// piece's name (Croatian bijela Dama, bijeli Top).
func (b Phrasebook) SquareFix(ch rules.SquareChange) Phrase {
	sq := b.Square(ch.Square)
	have, want := ch.Have, ch.Want
	switch {
	case have != rules.NoPiece && want != rules.NoPiece:
		return b.say(msgRemoveAndPut, sq, b.colorAdj(have), b.Piece(have.Type()), b.colorAdj(want), b.Piece(want.Type()))
	case have != rules.NoPiece:
		return b.say(msgRemove, sq, b.colorAdj(have), b.Piece(have.Type()))
	}
	return b.say(msgPut, sq, b.colorAdj(want), b.Piece(want.Type()))
}

// BoardFix lists the squares to put right on one seat's board.
func (b Phrasebook) BoardFix(c rules.Color, changes []rules.SquareChange) Phrase {
	parts := make([]Phrase, len(changes))
	for i, ch := range changes {
		parts[i] = b.SquareFix(ch)
	}
	return b.say(msgBoardOf, b.Color(c), join(parts, ";"))
}

// AsOnSheet: a reported square matches the scoresheet.
func (b Phrasebook) AsOnSheet(sq rules.Square) Phrase { return b.say(msgAsOnSheet, b.Square(sq)) }

// ClocksSet says the clocks after a retrace.
func (b Phrasebook) ClocksSet(r rules.Reading) Phrase {
	return b.say(msgClocksSet, b.Duration(r.White), b.Duration(r.Black))
}

// Touched records a report for the arbiter (D.2.10.5).
func (b Phrasebook) Touched(c rules.Color, p rules.PieceType, sq rules.Square) Phrase {
	return b.say(msgTouched, b.Color(c), b.Piece(p), b.Square(sq))
}

func (b Phrasebook) NothingOn(sq rules.Square) Phrase { return b.say(msgNothingOn, b.Square(sq)) }

// FlagNotFallen answers a claim on time that is too early.
func (b Phrasebook) FlagNotFallen(c rules.Color, left time.Duration) Phrase {
	return b.say(msgFlagNotFallen, b.Color(c), b.Duration(left))
}

// SeatLeft and SeatBack tell the table that a player left or came back.
func (b Phrasebook) SeatLeft(seat string) Phrase { return b.say(msgSeatLeft, b.seatName(seat)) }

// NotAtTable answers the host's "free black" when nobody sits there.
func (b Phrasebook) NotAtTable(seat string) Phrase { return b.say(msgNotAtTable, b.seatName(seat)) }
func (b Phrasebook) SeatBack(seat string) Phrase   { return b.say(msgSeatBack, b.seatName(seat)) }

// WhileAway opens what a returning player missed.
func (b Phrasebook) WhileAway(n int) Phrase {
	if n == 0 {
		return b.say(msgNothingMissed)
	}
	return b.say(msgWhileAway)
}

// WaitingFor says whom a hosted match waits for before it starts; NotStarted
// answers a move typed meanwhile.
// A resumed match goes on rather than starts.
func (b Phrasebook) WaitingFor(seats []string, resumed bool) Phrase {
	if resumed {
		return b.say(msgWaitingResumed, b.seatNames(seats))
	}
	return b.say(msgWaitingFor, b.seatNames(seats))
}

func (b Phrasebook) WaitingPrompt(seats []string) Phrase {
	return b.say(msgWaitingPrompt, b.seatNames(seats))
}

func (b Phrasebook) NotStarted(seats []string) Phrase {
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
	}
	return b.say(msgTheAssistant)
}

// JoinInfo tells the host's player how others join: ssh on a port.
func (b Phrasebook) JoinInfo(port string) Phrase {
	n, _ := strconv.Atoi(port)
	return b.say(msgJoinInfo, phrase(b.Lang.number(n)))
}
