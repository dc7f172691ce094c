package speech

import (
	"strconv"
	"time"

	"github.com/anna-chess/anna/rules"
)

// The sentences of the two boards and the Appendix D procedure (D.2.1 to
// D.2.11).
const (
	msgUnknownSeat msg = 3000 + iota
	msgNoAssistant
	msgPressPrompt
	msgRepeatPrompt
	msgPressOrCorrect
	msgRepeatIt
	msgRepeated
	msgDiscrepancy
	msgSheetsDiffer
	msgWroteNothing
	msgBackTo
	msgBackToStart
	msgBoardOf
	msgRemove
	msgPut
	msgRemoveAndPut
	msgClocksSet
	msgCorrection
	msgCompletes
	msgBoardsAgree
	msgPressFirst
	msgRepeatFirst
	msgNothingToPress
	msgNothingToCorrect
	msgTooLate
	msgItIsMove
	msgBoardsDifferFirst
	msgBoardHow
	msgAsOnSheet
	msgTouchedHow
	msgTouched
	msgNothingOn
	msgFlagNotFallen
	msgHelpMatch
	msgWhiteLower
	msgBlackLower
	msgOwnSeatOnly
	msgSpectatorsWatch
	msgSeatLeft
	msgSeatBack
	msgWhileAway
	msgNotAtTable
	msgNothingMissed
	msgTheAssistant
	msgJoinInfo
	msgWaitingFor
	msgNotStarted
	msgWaitingPrompt
	msgWaitingResumed
)

var _ = sentences(map[msg][2]string{
	msgUnknownSeat:       {"Start a line with white:, black: or assistant: to say who types it.", "Eine Zeile mit white:, black: oder assistant: beginnen, um zu sagen, wer sie eingibt."},
	msgNoAssistant:       {"There is no assistant's seat in this match; start anna with --assistant.", "Diese Partie hat keinen Platz für einen Assistenten; anna mit --assistant starten."},
	msgPressPrompt:       {"{1}. {2} to press the clock", "{1}. {2} drückt die Uhr"},
	msgRepeatPrompt:      {"{1}. {2} to repeat the move", "{1}. {2} wiederholt den Zug"},
	msgPressOrCorrect:    {"{1}: press to complete the move, or correct it.", "{1}: press schließt den Zug ab, correct verbessert ihn."},
	msgRepeatIt:          {"{1}: repeat it on your board.", "{1}: bitte auf dem eigenen Brett ausführen."},
	msgRepeated:          {"{1} has repeated it.", "{1} hat ihn ausgeführt."},
	msgDiscrepancy:       {"Announced: {1}; your board: {2}.", "Angesagt: {1}; Ihr Brett: {2}."},
	msgSheetsDiffer:      {"The scoresheets differ from move {1}: {2} wrote {3}; {4} wrote {5}.", "Die Partieformulare unterscheiden sich ab Zug {1}: {2} schrieb {3}; {4} schrieb {5}."},
	msgWroteNothing:      {"nothing", "nichts"},
	msgBackTo:            {"Both boards and scoresheets go back to move {1}, where they agree.", "Beide Bretter und Partieformulare gehen zurück zu Zug {1}, wo sie übereinstimmen."},
	msgBackToStart:       {"Both boards and scoresheets go back to the start of the game.", "Beide Bretter und Partieformulare gehen zurück zum Beginn der Partie."},
	msgBoardOf:           {"Board of {1}: {2}.", "Brett von {1}: {2}."},
	msgRemove:            {"{1}: remove the {2} {3}", "{1}: {3} von {2} entfernen"},
	msgPut:               {"{1}: {2} {3}", "{1}: {3} von {2}"},
	msgRemoveAndPut:      {"{1}: remove the {2} {3}, {4} {5}", "{1}: {3} von {2} entfernen, {5} von {4}"},
	msgClocksSet:         {"Clocks set: White {1}, Black {2}.", "Uhren gestellt: Weiß {1}, Schwarz {2}."},
	msgCorrection:        {"Correction: {1}", "Korrektur: {1}"},
	msgCompletes:         {"{1} completes the move.", "{1} schließt den Zug ab."},
	msgBoardsAgree:       {"Both boards and both scoresheets agree.", "Beide Bretter und beide Partieformulare stimmen überein."},
	msgPressFirst:        {"{1} must press the clock first, or correct the move.", "{1} muss erst die Uhr drücken oder den Zug verbessern."},
	msgRepeatFirst:       {"{1} must first repeat the move on the board: {2}.", "{1} muss erst den Zug auf dem Brett ausführen: {2}."},
	msgNothingToPress:    {"There is no move waiting for the clock.", "Kein Zug wartet auf die Uhr."},
	msgNothingToCorrect:  {"There is no move to correct.", "Es gibt keinen Zug zu verbessern."},
	msgTooLate:           {"The move is completed; it can no longer be corrected.", "Der Zug ist abgeschlossen und kann nicht mehr verbessert werden."},
	msgItIsMove:          {"{1} is to move.", "{1} ist am Zug."},
	msgBoardsDifferFirst: {"The boards differ; type compare.", "Die Bretter unterscheiden sich; compare eingeben."},
	msgBoardHow:          {"Say board set, a square and a piece, as board set Felix drei white Springer, or board clear Felix drei.", "board set mit Feld und Figur, etwa board set Felix drei white Springer, oder board clear Felix drei."},
	msgAsOnSheet:         {"{1}: as on the scoresheet.", "{1}: wie auf dem Partieformular."},
	msgTouchedHow:        {"Say touched and the square of the piece, as touched Gustav eins.", "touched mit dem Feld der Figur, etwa touched Gustav eins."},
	msgTouched:           {"Reported for the arbiter: {1} touched the {2} on {3}.", "Für den Schiedsrichter notiert: {1} hat {2} auf {3} berührt."},
	msgNothingOn:         {"Nothing stands on {1}.", "Auf {1} steht nichts."},
	msgFlagNotFallen:     {"{1}: flag not fallen, {2} left.", "Die Zeit von {1} ist nicht abgelaufen: noch {2}."},
	msgHelpMatch:         {"Two boards: start a line with white:, black: or assistant:. Then press, correct and a move, compare, board set or board clear and a square, touched, flag.", "Zwei Bretter: Zeile mit white:, black: oder assistant: beginnen. Dann press, correct und Zug, compare, board set oder board clear und Feld, touched, flag."},
	msgOwnSeatOnly:       {"At your terminal you type for your own seat only.", "An diesem Terminal nur für den eigenen Platz eingeben."},
	msgSpectatorsWatch:   {"Spectators may ask about the game, but not play.", "Zuschauer dürfen nach der Partie fragen, aber nicht spielen."},
	msgSeatLeft:          {"{1} has left the game.", "{1} hat die Partie verlassen."},
	msgSeatBack:          {"{1} is back.", "{1} ist zurück."},
	msgNotAtTable:        {"{1} is not at the table.", "{1} ist nicht am Tisch."},
	msgWhileAway:         {"While you were away:", "Während Ihrer Abwesenheit:"},
	msgNothingMissed:     {"Welcome back; nothing happened while you were away.", "Willkommen zurück; in Ihrer Abwesenheit ist nichts geschehen."},
	msgTheAssistant:      {"The assistant", "Der Assistent"},
	msgJoinInfo:          {"Others join with ssh on port {1}; the join code is {2}.", "Andere kommen mit ssh über Port {1} dazu; der Code ist {2}."},
	msgWaitingFor:        {"Waiting for {1}: the game and the clock start when both players are at the table.", "Warten auf {1}: Partie und Uhr beginnen, wenn beide Spieler am Tisch sind."},
	msgNotStarted:        {"The game has not started yet; waiting for {1}.", "Die Partie hat noch nicht begonnen; es fehlt noch {1}."},
	msgWaitingResumed:    {"The match is restored. Waiting for {1}: the game and the clock go on when both players are at the table.", "Die Partie ist wiederhergestellt. Warten auf {1}: Partie und Uhr laufen weiter, wenn beide Spieler am Tisch sind."},
	msgWaitingPrompt:     {"Waiting for {1}", "Warten auf {1}"},
	msgWhiteLower:        {"white", "Weiß"},
	msgBlackLower:        {"black", "Schwarz"},
})

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
	return b.say(msgPressPrompt, phrase(number(b.Lang.voice(), n)), b.Color(c))
}

func (b Phrasebook) RepeatPrompt(n int, c rules.Color) Phrase {
	return b.say(msgRepeatPrompt, phrase(number(b.Lang.voice(), n)), b.Color(c))
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
	if b.appendixWords() {
		long := b
		long.Style = Long
		return long.Move(p)
	}
	return b.Move(p)
}

// Discrepancy names a repeat that differs from the announced move (D.2.1).
func (b Phrasebook) Discrepancy(announced, yours rules.Ply) Phrase {
	return b.say(msgDiscrepancy, b.longMove(announced), b.longMove(yours))
}

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
	return b.say(msgSheetsDiffer, phrase(number(b.Lang.voice(), moveNumber)), b.Color(rules.White), wrote(white), b.Color(rules.Black), wrote(black))
}

// BackTo says where the retraced game stands: after move n, or the start.
func (b Phrasebook) BackTo(n int) Phrase {
	if n == 0 {
		return b.say(msgBackToStart)
	}
	return b.say(msgBackTo, phrase(number(b.Lang.voice(), n)))
}

func (b Phrasebook) colorLower(c rules.Color) Phrase {
	if c == rules.Black {
		return b.say(msgBlackLower)
	}
	return b.say(msgWhiteLower)
}

// SquareFix says how to put one square right: "Felix drei: remove the white
// Springer", "Gustav eins: white Springer".
func (b Phrasebook) SquareFix(ch rules.SquareChange) Phrase {
	sq := b.Square(ch.Square)
	have, want := ch.Have, ch.Want
	switch {
	case have != rules.NoPiece && want != rules.NoPiece:
		return b.say(msgRemoveAndPut, sq, b.colorLower(have.Color()), b.Piece(have.Type()), b.colorLower(want.Color()), b.Piece(want.Type()))
	case have != rules.NoPiece:
		return b.say(msgRemove, sq, b.colorLower(have.Color()), b.Piece(have.Type()))
	}
	return b.say(msgPut, sq, b.colorLower(want.Color()), b.Piece(want.Type()))
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
func (b Phrasebook) SeatBack(seat string) Phrase { return b.say(msgSeatBack, b.seatName(seat)) }

// NotAtTable answers the host's "free black" when nobody sits there.
func (b Phrasebook) NotAtTable(seat string) Phrase { return b.say(msgNotAtTable, b.seatName(seat)) }

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

// JoinInfo tells the host's player how others join: ssh on a port, and the
// join code, said in its Appendix D words.
func (b Phrasebook) JoinInfo(port string, code []string) Phrase {
	n, _ := strconv.Atoi(port)
	var words Phrase
	for _, w := range code {
		for f, name := range [8]string{"anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector"} {
			if w == name {
				words = phrase(words, adFiles[f])
			}
		}
		for r, name := range [8]string{"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"} {
			if w == name {
				words = phrase(words, adRanks[r])
			}
		}
	}
	return b.say(msgJoinInfo, phrase(number(b.Lang.voice(), n)), words)
}
