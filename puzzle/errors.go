package puzzle

import (
	"errors"
	"fmt"
)

// The fields of lichess's puzzle CSV, as its header names them
// (database.lichess.org, Puzzles, Format).
const (
	FieldID              = "PuzzleId"
	FieldFEN             = "FEN"
	FieldMoves           = "Moves"
	FieldRating          = "Rating"
	FieldRatingDeviation = "RatingDeviation"
	FieldPopularity      = "Popularity"
	FieldPlays           = "NbPlays"
	FieldThemes          = "Themes"
	FieldGameURL         = "GameUrl"
	FieldOpeningTags     = "OpeningTags"
)

// Columns are the fields in lichess's order: a file without a header
// has them so (the older files without OpeningTags, the first nine).
var Columns = []string{FieldID, FieldFEN, FieldMoves, FieldRating, FieldRatingDeviation,
	FieldPopularity, FieldPlays, FieldThemes, FieldGameURL, FieldOpeningTags}

// Problem is what is wrong with a puzzle or a row: each kind of reason,
// so that a caller can say it in the player's language from the Error's
// fields (Error is the English, for logs and tests).
type Problem int8

// The reasons, and the fields of Error each one fills.
const (
	LineTooLong      Problem = iota + 1 // N: the most a line may hold, in bytes
	NotCSV                              // Text: the CSV reader's reason
	FieldCount                          // N: the fields there are; M: the fields wanted
	MissingColumn                       // Text: the column the header lacks
	DuplicateColumn                     // Text: the column named twice
	Empty                               // (the field is empty)
	TooLong                             // N: the most the field may hold, in bytes
	BadID                               // Text: the id as written
	DuplicateID                         // Text: the id; N: the line that had it first
	BadFEN                              // Text: the FEN; Err: rules' *FENError
	BadMove                             // N: the move's number in the line; Text: as written
	TooFewMoves                         // N: the moves there are
	TooManyMoves                        // N: the moves there are
	EndsWithOpponent                    // N: the moves there are (an odd number)
	IllegalMove                         // N: the move's number in the line; Text: the move
	GameOver                            // N: the moves played when the game ended; Text: the next move
	BadNumber                           // Text: the field as written
	OutOfRange                          // N: the number; M, K: the least and the most it may be
	BadTheme                            // Text: the theme as written
	TooManyWords                        // N: the most the field may hold
	TooManyRows                         // N: the most puzzles a file may hold
	NotLichess                          // Text: what lichess's answer lacked or held wrongly
	NotKeyValue                         // Text: the line (a rating's text)
	DuplicateKey                        // Field: the key given twice
	BadValue                            // Field: the key; Text: the value as written
)

var problemNames = [...]string{"", "LineTooLong", "NotCSV", "FieldCount", "MissingColumn", "DuplicateColumn",
	"Empty", "TooLong", "BadID", "DuplicateID", "BadFEN", "BadMove", "TooFewMoves", "TooManyMoves",
	"EndsWithOpponent", "IllegalMove", "GameOver", "BadNumber", "OutOfRange", "BadTheme", "TooManyWords",
	"TooManyRows", "NotLichess", "NotKeyValue", "DuplicateKey", "BadValue"}

// String is the problem's name in Go ("IllegalMove"), for tests and logs.
func (p Problem) String() string {
	if p > 0 && int(p) < len(problemNames) {
		return problemNames[p]
	}
	return fmt.Sprintf("Problem(%d)", p)
}

// Error says what is wrong with a puzzle: the row's line (0 for a puzzle
// that came from elsewhere), the field, the problem and what it is about.
type Error struct {
	Line    int
	Field   string
	Problem Problem
	N, M, K int
	Text    string
	Err     error // the cause, for BadFEN and NotCSV
}

func (e *Error) Unwrap() error { return e.Err }

// Fatal reports whether the error ends a file's reading (a header that
// names no puzzles, too many rows) rather than refusing one row.
func (e *Error) Fatal() bool {
	return e.Problem == MissingColumn || e.Problem == DuplicateColumn || e.Problem == TooManyRows
}

func (e *Error) Error() string {
	where := "puzzle: "
	if e.Line > 0 {
		where += fmt.Sprintf("line %d: ", e.Line)
	}
	if e.Field != "" {
		where += e.Field + ": "
	}
	return where + e.Reason()
}

// Reason is the problem in English, without the line and the field.
func (e *Error) Reason() string {
	switch e.Problem {
	case LineTooLong:
		return fmt.Sprintf("the line is longer than %d bytes", e.N)
	case NotCSV:
		return "not CSV: " + e.Text
	case FieldCount:
		return fmt.Sprintf("%d fields, want %d", e.N, e.M)
	case MissingColumn:
		return fmt.Sprintf("the header has no %s column", e.Text)
	case DuplicateColumn:
		return fmt.Sprintf("the header names %s twice", e.Text)
	case Empty:
		return "empty"
	case TooLong:
		return fmt.Sprintf("longer than %d bytes", e.N)
	case BadID:
		return fmt.Sprintf("%q is not an id (letters, digits, - and _)", e.Text)
	case DuplicateID:
		return fmt.Sprintf("the id %q was given on line %d already", e.Text, e.N)
	case BadFEN:
		var fe interface{ Reason() string }
		if errors.As(e.Err, &fe) {
			return fmt.Sprintf("%q is not a legal position: %s", e.Text, fe.Reason())
		}
		return fmt.Sprintf("%q is not a legal position", e.Text)
	case BadMove:
		return fmt.Sprintf("move %d, %q, is not a move in UCI form (e2e4, e7e8q)", e.N, e.Text)
	case TooFewMoves:
		return fmt.Sprintf("%d moves: the line needs the opponent's move and the player's", e.N)
	case TooManyMoves:
		return fmt.Sprintf("%d moves, more than the %d a puzzle may have", e.N, MaxMoves)
	case EndsWithOpponent:
		return fmt.Sprintf("%d moves: the line must end with the player's move", e.N)
	case IllegalMove:
		return fmt.Sprintf("move %d, %s, is not legal there", e.N, e.Text)
	case GameOver:
		return fmt.Sprintf("the game is over after move %d, yet the line goes on with %s", e.N, e.Text)
	case BadNumber:
		return fmt.Sprintf("%q is not a whole number", e.Text)
	case OutOfRange:
		return fmt.Sprintf("%d is not between %d and %d", e.N, e.M, e.K)
	case BadTheme:
		return fmt.Sprintf("%q is not a theme name (letters and digits)", e.Text)
	case TooManyWords:
		return fmt.Sprintf("more than %d words", e.N)
	case TooManyRows:
		return fmt.Sprintf("more than %d puzzles; the first %d are read", e.N, e.N)
	case NotLichess:
		return "lichess's puzzle " + e.Text
	case NotKeyValue:
		return fmt.Sprintf("%q is not key = value", e.Text)
	case DuplicateKey:
		return "given twice"
	case BadValue:
		return fmt.Sprintf("%q is not a value it may have", e.Text)
	}
	return fmt.Sprintf("problem %d", e.Problem)
}
