package rules

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// PGNProblem is why a PGN text cannot be read as a game: each kind the
// reader finds, so a caller can say it in the player's language from the
// PGNError's fields (Error is the English, for logs and tests).
type PGNProblem int8

// The PGN reader's reasons; the fields of PGNError each one fills.
const (
	PGNNoGame        PGNProblem = iota + 1 // nothing but spaces and comments: no tag, no move
	PGNTagOpen                             // a tag without its ] or its value's closing quote on its line
	PGNTagForm                             // Text: a tag that is not [Name "value"]
	PGNCommentOpen                         // a { that no } closes
	PGNVariationOpen                       // a ( that no ) closes
	PGNStray                               // Text: a ), } or ] that closes nothing
	PGNNotMove                             // Text: a word that is no move, move number or result
	PGNCannotPlay                          // Text: the move; Number, Color; Game: before it; Err: why (*MoveError, ErrGameOver)
	PGNNumber                              // Text: the move; Number, Color: the move's; Written: the number before it
	PGNVariant                             // Text: the Variant tag's value
	PGNFEN                                 // Text: the FEN tag's value; Err: why (*FENError)
)

var pgnProblemNames = []string{"", "no game", "tag not closed", "not a tag", "comment not closed", "variation not closed",
	"closes nothing", "not a move", "cannot be played", "move numbered wrongly", "variant not played", "FEN unusable"}

func (p PGNProblem) String() string {
	if p > 0 && int(p) < len(pgnProblemNames) {
		return pgnProblemNames[p]
	}
	return fmt.Sprintf("PGNProblem(%d)", p)
}

// PGNError says where in a PGN text its game cannot be read, and why.
type PGNError struct {
	Problem PGNProblem
	Line    int    // the line of the text, from 1; 0 for the text as a whole
	Text    string // what stands there, as written (at most 40 characters)
	// Number and Color count the move as players do: 2 and Black for
	// 2...Qxh8 (PGNCannotPlay, PGNNumber).
	Number  int
	Color   Color
	Written int   // PGNNumber: the number written before the move
	Game    *Game // PGNCannotPlay: the game before the move
	Err     error // PGNCannotPlay, PGNFEN: the rules' reason
}

func (e *PGNError) Unwrap() error { return e.Err }

func (e *PGNError) Error() string {
	where := "rules: the PGN"
	if e.Line > 0 {
		where = fmt.Sprintf("rules: the PGN's line %d", e.Line)
	}
	switch e.Problem {
	case PGNCannotPlay:
		return fmt.Sprintf("%s: %s cannot be played: %v", where, MoveName(e.Number, e.Color, e.Text), e.Err)
	case PGNNumber:
		return fmt.Sprintf("%s: %s is numbered %d", where, MoveName(e.Number, e.Color, e.Text), e.Written)
	case PGNFEN:
		return fmt.Sprintf("%s: the FEN tag: %v", where, e.Err)
	case PGNVariant:
		return fmt.Sprintf("%s: the variant %q is not one anna plays (standard chess and Chess960)", where, e.Text)
	}
	if e.Text != "" {
		return fmt.Sprintf("%s: %q: %s", where, e.Text, e.Problem)
	}
	return fmt.Sprintf("%s: %s", where, e.Problem)
}

// MoveName writes a move as players count it: 2.Qh5 for White's second
// move, 2…Qxh8 for Black's.
func MoveName(number int, c Color, san string) string {
	if c == Black {
		return fmt.Sprintf("%d…%s", number, san)
	}
	return fmt.Sprintf("%d.%s", number, san)
}

// quoteCut is a word from the text as an error quotes it: at most 40
// characters.
func quoteCut(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	n := 0
	for i := range s {
		if n == 40 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// sanShape is a move in SAN (English piece letters, as PGN writes them):
// the piece, the from-file and rank that tell two pieces apart (or a whole
// from-square, as long algebraic has it), a capture, the square and the
// promotion; check signs and annotations are taken off before.
var sanShape = regexp.MustCompile(`^([KQRBN])?([a-h])?([1-8])?([x:-])?([a-h][1-8])(?:=?([QRBNqrbn]))?(?:e\.?p\.?)?$`)

// castleShape is castling in PGN: O-O and O-O-O, with zeros too.
var castleShape = regexp.MustCompile(`^[O0]-[O0](-[O0])?$`)

// sanQuery reads a SAN move into the query it names; false when the word
// is no move. Check and mate signs are not held against the move (a
// scoresheet's are often wrong); a capture sign is.
func sanQuery(san string) (Query, bool) {
	s := strings.TrimRight(san, "!?")
	s = strings.TrimRight(s, "+#")
	q := NewQuery()
	if m := castleShape.FindStringSubmatch(s); m != nil {
		q.Castle = KingSide
		if m[1] != "" {
			q.Castle = QueenSide
		}
		return q, true
	}
	m := sanShape.FindStringSubmatch(s)
	if m == nil {
		return q, false
	}
	if m[1] != "" {
		q.Piece = pieceOfLetter(m[1][0]).Type()
	}
	if m[2] != "" {
		q.FromFile = File(m[2][0] - 'a')
	}
	if m[3] != "" {
		q.FromRank = Rank(m[3][0] - '1')
	}
	q.Capture = m[4] == "x" || m[4] == ":"
	q.To = SquareAt(File(m[5][0]-'a'), Rank(m[5][1]-'1'))
	if m[6] != "" {
		q.Promo = pieceOfLetter(strings.ToUpper(m[6])[0]).Type()
	}
	return q, true
}
