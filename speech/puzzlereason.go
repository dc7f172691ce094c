package speech

import (
	"errors"
	"strconv"

	"github.com/anna-chess/anna/puzzle"
	"github.com/anna-chess/anna/rules"
)

// Why a row of a puzzle file (lichess's CSV form, anna puzzle --file) is
// refused, in the player's language: puzzle.Error's Reason is the
// English, for logs and tests.
const (
	cliPuzzleAtLine           CLIText = "cli-puzzle-at-line"
	cliPuzzleField            CLIText = "cli-puzzle-field"
	cliPuzzleLineTooLong      CLIText = "cli-puzzle-line-too-long"
	cliPuzzleNotCSV           CLIText = "cli-puzzle-not-csv"
	cliPuzzleFieldCount       CLIText = "cli-puzzle-field-count"
	cliPuzzleMissingColumn    CLIText = "cli-puzzle-missing-column"
	cliPuzzleDuplicateColumn  CLIText = "cli-puzzle-duplicate-column"
	cliPuzzleEmpty            CLIText = "cli-puzzle-empty"
	cliPuzzleTooLong          CLIText = "cli-puzzle-too-long"
	cliPuzzleBadID            CLIText = "cli-puzzle-bad-id"
	cliPuzzleDuplicateID      CLIText = "cli-puzzle-duplicate-id"
	cliPuzzleBadFEN           CLIText = "cli-puzzle-bad-fen"
	cliPuzzleBadMove          CLIText = "cli-puzzle-bad-move"
	cliPuzzleTooFewMoves      CLIText = "cli-puzzle-too-few-moves"
	cliPuzzleTooManyMoves     CLIText = "cli-puzzle-too-many-moves"
	cliPuzzleEndsWithOpponent CLIText = "cli-puzzle-ends-with-opponent"
	cliPuzzleIllegalMove      CLIText = "cli-puzzle-illegal-move"
	cliPuzzleGameOver         CLIText = "cli-puzzle-game-over"
	cliPuzzleBadNumber        CLIText = "cli-puzzle-bad-number"
	cliPuzzleOutOfRange       CLIText = "cli-puzzle-out-of-range"
	cliPuzzleBadTheme         CLIText = "cli-puzzle-bad-theme"
	cliPuzzleTooManyWords     CLIText = "cli-puzzle-too-many-words"
	cliPuzzleTooManyRows      CLIText = "cli-puzzle-too-many-rows"
)

var puzzleReasons = map[puzzle.Problem]CLIText{
	puzzle.LineTooLong:      cliPuzzleLineTooLong,
	puzzle.NotCSV:           cliPuzzleNotCSV,
	puzzle.FieldCount:       cliPuzzleFieldCount,
	puzzle.MissingColumn:    cliPuzzleMissingColumn,
	puzzle.DuplicateColumn:  cliPuzzleDuplicateColumn,
	puzzle.Empty:            cliPuzzleEmpty,
	puzzle.TooLong:          cliPuzzleTooLong,
	puzzle.BadID:            cliPuzzleBadID,
	puzzle.DuplicateID:      cliPuzzleDuplicateID,
	puzzle.BadFEN:           cliPuzzleBadFEN,
	puzzle.BadMove:          cliPuzzleBadMove,
	puzzle.TooFewMoves:      cliPuzzleTooFewMoves,
	puzzle.TooManyMoves:     cliPuzzleTooManyMoves,
	puzzle.EndsWithOpponent: cliPuzzleEndsWithOpponent,
	puzzle.IllegalMove:      cliPuzzleIllegalMove,
	puzzle.GameOver:         cliPuzzleGameOver,
	puzzle.BadNumber:        cliPuzzleBadNumber,
	puzzle.OutOfRange:       cliPuzzleOutOfRange,
	puzzle.BadTheme:         cliPuzzleBadTheme,
	puzzle.TooManyWords:     cliPuzzleTooManyWords,
	puzzle.TooManyRows:      cliPuzzleTooManyRows,
}

// PuzzleReason is why a puzzle or a row of a puzzle file is refused, in
// the book's language: the line and the field (lichess's column name) where
// there are, then the problem: "line 3: Moves: move 2, "e9e4", is not a
// move in UCI form (e2e4, e7e8q)". A problem without a sentence (those of
// lichess's answers and of the rating's file) is said as the package says
// it.
func (b Phrasebook) PuzzleReason(e *puzzle.Error) string {
	t, ok := puzzleReasons[e.Problem]
	if !ok {
		return e.Error()
	}
	n, m, k := strconv.Itoa(e.N), strconv.Itoa(e.M), strconv.Itoa(e.K)
	var why string
	switch e.Problem {
	case puzzle.NotCSV, puzzle.MissingColumn, puzzle.DuplicateColumn:
		why = b.CommandLine(t, e.Text)
	case puzzle.BadNumber, puzzle.BadTheme, puzzle.BadID:
		why = b.CommandLine(t, strconv.Quote(e.Text))
	case puzzle.DuplicateID:
		why = b.CommandLine(t, strconv.Quote(e.Text), n)
	case puzzle.BadFEN:
		reason := ""
		var fe *rules.FENError
		if errors.As(e.Err, &fe) {
			reason = b.FENReason(fe)
		}
		why = b.CommandLine(t, strconv.Quote(e.Text), reason)
	case puzzle.BadMove:
		why = b.CommandLine(t, n, strconv.Quote(e.Text))
	case puzzle.IllegalMove, puzzle.GameOver:
		why = b.CommandLine(t, n, e.Text)
	case puzzle.TooManyMoves:
		why = b.CommandLine(t, n, strconv.Itoa(puzzle.MaxMoves))
	case puzzle.FieldCount:
		why = b.CommandLine(t, n, m)
	case puzzle.OutOfRange:
		why = b.CommandLine(t, n, m, k)
	default:
		why = b.CommandLine(t, n)
	}
	if e.Field != "" {
		why = b.CommandLine(cliPuzzleField, e.Field, why)
	}
	if e.Line > 0 {
		why = b.CommandLine(cliPuzzleAtLine, strconv.Itoa(e.Line), why)
	}
	return why
}
