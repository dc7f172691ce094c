package session

import (
	"errors"
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// The Appendix D procedure: a move is announced and repeated on the other
// board (D.2.1), completed by pressing the clock (D.2.3, D.2.4), corrected
// before that (D.2.8); the boards and scoresheets are compared after every
// step and put right as D.2.9 says. The assistant reports touched pieces
// and claims on time (D.2.10.5).

// waiting says what the last move waits for: the mover's clock press, or
// the opponent's repeat on their board.
func (s *Session) waiting() []Output {
	p, waitPress, waitRepeat := s.match.Pending()
	switch {
	case s.match.Outcome().Over():
		return nil
	case waitPress:
		return []Output{s.addressed(s.actors(p.Color), keyPressOrCorrect.With(words.Colour(p.Color)), keyPressWaits.With(words.Colour(p.Color)))}
	case waitRepeat:
		return []Output{s.addressed(s.actors(p.Color.Other()), keyRepeatIt.With(words.Colour(p.Color.Other())), keyRepeatWaits.With(words.Colour(p.Color.Other())))}
	}
	return nil
}

// repeat takes the opponent's repetition of the announced move on their
// board. A repeat that differs is first taken for a slip of the keyboard:
// both moves are said and the repeat is asked again, and nothing changes.
// The same different move typed again asks whether the board shows it,
// naming the move that D.2.9's correction takes back; only a yes makes the
// scoresheets differ and puts them right.
func (s *Session) repeat(in *typedLine, m rules.Move) []Output {
	seat := s.side(in)
	announced, typed, err := s.match.RepeatWould(seat, m)
	if err != nil {
		return []Output{s.said(in, s.procedureError(in, err))}
	}
	slip := repeatSlip{number: announced.Number, mover: announced.Color, announced: announced.SAN, typed: typed.SAN}
	switch {
	case typed.SAN == announced.SAN:
		return s.repeatNow(in, seat, m)
	case s.slip != slip:
		s.slip = slip
		return []Output{s.said(in, keyRepeatTypo.With(words.Ply(typed), words.Colour(announced.Color), words.Ply(announced)))}
	}
	return s.ask(in, keyRepeatDiffers.With(words.Ply(typed), words.Colour(announced.Color), words.Number(announced.Number), words.Ply(announced)), keyRepeatKept.Event(),
		func(in *typedLine) []Output { return s.repeatNow(in, seat, m) })
}

// repeatSlip is a repeat that differed from the move announced, typed
// once: the announced move (its number, mover and SAN) and the repeat's SAN.
type repeatSlip struct {
	number           int
	mover            rules.Color
	announced, typed string
}

// repeatNow records the repeat on seat's board; one that differs from the
// announced move is named, and the scoresheets are put right (D.2.9).
func (s *Session) repeatNow(in *typedLine, seat rules.Color, m rules.Move) []Output {
	s.slip = repeatSlip{}
	announced, same, err := s.match.Repeat(seat, m)
	if err != nil {
		return []Output{s.said(in, s.procedureError(in, err))}
	}
	out := []Output{{Kind: Save}}
	if same {
		return append(out, s.announced(keyRepeated.With(words.Colour(seat))))
	}
	yours, _ := s.match.Sheet(seat).LastPly()
	out = append(out, s.announced(keyDiscrepancy.With(words.Ply(announced), words.Ply(yours))))
	return append(out, s.reconcile(in)...)
}

// cmdPress completes the mover's move: their clock stops and the
// opponent's starts (6.2.1, D.2.4).
func (s *Session) cmdPress(in *typedLine, _ string) []Output {
	mover := s.mover(in)
	ply, err := s.match.Press(mover)
	if err != nil {
		return []Output{s.said(in, keyNothingToPress.Event())}
	}
	s.completed(mover)
	out := []Output{{Kind: Save}, s.announced(keyCompletes.With(words.Colour(mover)))}
	out = append(out, s.afterMove(ply, rules.NoColor)...)
	out = append(out, s.waiting()...)
	return append(out, s.reconcile(in)...)
}

// cmdCorrect replaces a move before the clock is pressed (D.2.8).
func (s *Session) cmdCorrect(in *typedLine, arg string) []Output {
	mover := s.mover(in)
	if _, waitPress, _ := s.match.Pending(); !waitPress {
		if s.match.PressMode() == rules.PressManual {
			return []Output{s.said(in, keyTooLate.Event())}
		}
		return []Output{s.said(in, keyNothingToCorrect.Event())}
	}
	q, err := speech.ParseMove(arg)
	if err != nil {
		return []Output{s.said(in, why(err, s.game(in)))}
	}
	// Read the correction against the position before the slip.
	before, err := s.match.BeforePending(mover)
	if err != nil {
		return []Output{s.said(in, keyNothingToCorrect.Event())}
	}
	m, err := before.Resolve(q)
	if err != nil {
		return []Output{s.said(in, why(err, before))}
	}
	ply, done, err := s.match.Correct(mover, m)
	if err != nil {
		return []Output{s.said(in, s.procedureError(in, err))}
	}
	out := append([]Output{{Kind: Save}}, s.announced(keyCorrection.With(words.Ply(ply))))
	if done {
		s.completed(mover)
	}
	return append(out, s.waiting()...)
}

// cmdCompare checks both boards and both scoresheets now (D.2.9).
func (s *Session) cmdCompare(in *typedLine, _ string) []Output {
	if out := s.reconcile(in); out != nil {
		return out
	}
	return []Output{s.said(in, keyBoardsAgree.Event())}
}

// reconcile compares the boards and scoresheets and puts them right as
// D.2.9 says, telling everybody what changed and who is to move.
func (s *Session) reconcile(in *typedLine) []Output {
	fix := s.match.Reconcile()
	if !fix.Changed() {
		return nil
	}
	out := []Output{{Kind: Save}}
	if fix.Retraced {
		number := 1
		for _, p := range fix.DifferPly {
			if p != nil {
				number = p.Number
			}
		}
		out = append(out, s.announced(keySheetsDiffer.With(words.Number(number), plies(fix.DifferPly[0]), plies(fix.DifferPly[1]))))
		kept := s.match.Sheet(rules.White).Plies()
		backTo := 0
		if len(kept) > 0 {
			backTo = kept[len(kept)-1].Number
		}
		out = append(out, s.announced(keyBackTo.With(words.Number(backTo))))
		out = append(out, s.boardFixes(fix)...)
		if s.clock != nil {
			r := fix.Clock
			if !fix.Clocked {
				r = s.clock.StartReading()
			}
			s.clock.Restore(r, s.match.Turn())
			s.rearm()
			out = append(out, s.announced(keyClocksSet.With(words.Duration(r.White), words.Duration(r.Black))))
		}
		s.note(fmt.Sprintf("D.2.9: the scoresheets differed at move %d (White %s, Black %s); the moves were retraced to the last agreeing one",
			number, orDash(fix.DifferMove[0]), orDash(fix.DifferMove[1])))
		return append(out, s.announced(s.prompt(in.seat)))
	}
	out = append(out, s.boardFixes(fix)...)
	for i, c := range []rules.Color{rules.White, rules.Black} {
		if len(fix.Boards[i]) > 0 {
			s.note(fmt.Sprintf("D.2.9: %s's board was put back to the scoresheet (%s)", rules.ColorName(c), squareNames(fix.Boards[i])))
		}
	}
	return out
}

func (s *Session) boardFixes(fix rules.Correction) []Output {
	var out []Output
	for i, c := range []rules.Color{rules.White, rules.Black} {
		if len(fix.Boards[i]) > 0 {
			out = append(out, s.announced(boardFix(c, fix.Boards[i])))
		}
	}
	return out
}

// note writes a note for the arbiter on both scoresheets.
func (s *Session) note(text string) {
	s.match.Comment(text)
	s.events = append(s.events, text)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func squareNames(changes []rules.SquareChange) string {
	names := make([]string, len(changes))
	for i, c := range changes {
		names[i] = c.Square.String()
	}
	return strings.Join(names, ", ")
}

// cmdBoard takes a player's report of what stands on their board:
// "board set Felix drei white Springer", "board clear Felix drei". anna
// compares it with the scoresheets at once.
func (s *Session) cmdBoard(in *typedLine, arg string) []Output {
	verb, rest, _ := strings.Cut(strings.TrimSpace(arg), " ")
	seat := s.side(in)
	switch strings.ToLower(verb) {
	case "set", "put", "setze", "stelle":
		sq, pieceWords, ok := squareThen(rest)
		if !ok {
			return []Output{s.said(in, keyBoardHow.Event())}
		}
		spec, _, ok := speech.ParsePieceSpec(pieceWords)
		if !ok || spec.Piece == rules.NoPieceType {
			return []Output{s.said(in, keyBoardHow.Event())}
		}
		col := spec.Color
		if col == rules.NoColor {
			// The colour of the piece the scoresheet has there, or the
			// reporting player's own.
			col = seat
			if p := s.match.Sheet(seat).Board().Piece(sq); p.Type() == spec.Piece {
				col = p.Color()
			}
		}
		return s.reported(in, seat, sq, rules.NewPiece(spec.Piece, col))
	case "clear", "empty", "remove", "leer", "entferne":
		sq, ok := speech.ParseSquare(rest)
		if !ok {
			return []Output{s.said(in, keyBoardHow.Event())}
		}
		return s.reported(in, seat, sq, rules.NoPiece)
	}
	return []Output{s.said(in, keyBoardHow.Event())}
}

// squareThen reads a square at the start of the words (one word, "f3", or
// two, "Felix drei") and returns the words after it.
func squareThen(words string) (rules.Square, string, bool) {
	f := strings.Fields(words)
	for n := 2; n >= 1; n-- {
		if len(f) > n {
			if sq, ok := speech.ParseSquare(strings.Join(f[:n], " ")); ok {
				return sq, strings.Join(f[n:], " "), true
			}
		}
	}
	return rules.NoSquare, "", false
}

func (s *Session) reported(in *typedLine, seat rules.Color, sq rules.Square, p rules.Piece) []Output {
	s.match.SetSquare(seat, sq, p)
	if out := s.reconcile(in); out != nil {
		return out
	}
	return []Output{s.said(in, keyAsOnSheet.With(words.Square(sq)))}
}

func pieceName(t rules.PieceType) string {
	return [...]string{"", "King", "Queen", "Rook", "Bishop", "Knight", "Pawn"}[t]
}

// cmdFlag is a claim of the win on the opponent's time (D.2.10.5). anna's
// clock already ends the game the moment a flag falls, so the claim is
// answered with the flag's state.
func (s *Session) cmdFlag(in *typedLine, _ string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	if o := s.match.Outcome(); o.Over() {
		return []Output{s.said(in, keyGameIsOver.With(words.Result(o.Result)))}
	}
	// Whose flag: a player claims on the opponent's; the assistant on the
	// sighted opponent of the blind player; otherwise the running clock's.
	c := s.match.Turn()
	switch {
	case in.seat == WhiteSeat, in.seat == BlackSeat:
		c = s.side(in).Other()
	case in.seat == AssistantSeat && s.blind[0] != s.blind[1]:
		c = rules.White
		if s.blind[0] {
			c = rules.Black
		}
	}
	return []Output{s.said(in, keyFlagNotFallen.With(words.Colour(c), words.Duration(s.clock.Remaining(c))))}
}

// procedureError answers a step the procedure does not allow now.
func (s *Session) procedureError(in *typedLine, err error) Event {
	p, _, _ := s.match.Pending()
	switch {
	case errors.Is(err, rules.ErrPressFirst):
		return keyPressFirst.With(words.Colour(p.Color))
	case errors.Is(err, rules.ErrRepeatFirst):
		return keyRepeatFirst.With(words.Colour(p.Color.Other()), words.Ply(p))
	case errors.Is(err, rules.ErrNotYourTurn):
		return keyItIsMove.With(words.Colour(s.match.Turn()))
	case errors.Is(err, rules.ErrTooLate):
		return keyTooLate.Event()
	case errors.Is(err, rules.ErrNothingToFix):
		return keyNothingToCorrect.Event()
	case errors.Is(err, rules.ErrGameOver):
		return keyGameIsOver.With(words.Result(s.match.Outcome().Result))
	}
	var me *rules.MoveError
	if errors.As(err, &me) {
		return why(err, s.game(in))
	}
	return keyBoardsDifferFirst.Event()
}

// The events said here.
var (
	keyAsOnSheet         = words.Declare("as-on-sheet", words.SquareKind)
	keyBackTo            = words.Declare("back-to", words.NumberKind)
	keyBoardFix          = words.Declare("board-fix", words.ColourKind, words.ListOf(words.PlacedKind), words.ListOf(words.PlacedKind))
	keyBoardHow          = words.Declare("board-how")
	keyBoardsAgree       = words.Declare("boards-agree")
	keyBoardsDifferFirst = words.Declare("boards-differ-first")
	keyClocksSet         = words.Declare("clocks-set", words.DurationKind, words.DurationKind)
	keyCompletes         = words.Declare("completes", words.ColourKind)
	keyCorrection        = words.Declare("correction", words.PlyKind)
	keyDiscrepancy       = words.Declare("discrepancy", words.PlyKind, words.PlyKind)
	keyFlagNotFallen     = words.Declare("flag-not-fallen", words.ColourKind, words.DurationKind)
	keyItIsMove          = words.Declare("it-is-move", words.ColourKind)
	keyNothingToCorrect  = words.Declare("nothing-to-correct")
	keyNothingToPress    = words.Declare("nothing-to-press")
	keyPressOrCorrect    = words.Declare("press-or-correct", words.ColourKind)
	keyPressWaits        = words.Declare("press-waits", words.ColourKind)
	keyRepeatDiffers     = words.Declare("repeat-differs", words.PlyKind, words.ColourKind, words.NumberKind, words.PlyKind)
	keyRepeatIt          = words.Declare("repeat-it", words.ColourKind)
	keyRepeatKept        = words.Declare("repeat-kept")
	keyRepeatTypo        = words.Declare("repeat-typo", words.PlyKind, words.ColourKind, words.PlyKind)
	keyRepeatWaits       = words.Declare("repeat-waits", words.ColourKind)
	keyRepeated          = words.Declare("repeated", words.ColourKind)
	keySheetsDiffer      = words.Declare("sheets-differ", words.NumberKind, words.ListOf(words.PlyKind), words.ListOf(words.PlyKind))
	keyTooLate           = words.Declare("too-late")
)

// plies is the ply p as a list of at most one (a scoresheet's move, or
// none written).
func plies(p *rules.Ply) words.Arg {
	if p == nil {
		return words.Plies(nil)
	}
	return words.Plies([]rules.Ply{*p})
}

// boardFix is what c is to change on the board: the squares as they are,
// and as they are to be.
func boardFix(c rules.Color, changes []rules.SquareChange) Event {
	var have, want []rules.Placed
	for _, ch := range changes {
		have, want = append(have, rules.Placed{Piece: ch.Have, Square: ch.Square}), append(want, rules.Placed{Piece: ch.Want, Square: ch.Square})
	}
	return keyBoardFix.With(words.Colour(c), words.Placeds(have), words.Placeds(want))
}
