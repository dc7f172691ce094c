package speech

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// errParse is wrapped by every *moveParseError.
var errParse = errors.New("speech: cannot read move")

// parseErrorKind is why a typed line is not a move.
type parseErrorKind int8

const (
	emptyInput       parseErrorKind = iota
	unknownWord                     // Word is in no vocabulary
	ambiguousWord                   // Word is a prefix of several words: Options
	noDestination                   // no square to move to
	incompleteSquare                // a file without a rank or a rank without a file: Word
	twoPieces                       // two pieces named before the square
	tooManySquares                  // more squares than from and to
	castlingSide                    // "Rochade" without kurze or lange
	mixedCastling                   // castling words mixed with squares
)

var parseErrorKindNames = []string{
	"empty input", "unknown word", "ambiguous word", "no destination", "incomplete square",
	"two pieces", "too many squares", "castling side", "mixed castling",
}

func (k parseErrorKind) String() string {
	if int(k) < len(parseErrorKindNames) {
		return parseErrorKindNames[k]
	}
	return fmt.Sprintf("parseErrorKind(%d)", k)
}

// moveParseError says why a typed line could not be read as a move.
type moveParseError struct {
	Kind    parseErrorKind
	Word    string   // the word at fault, as typed
	Options []string // ambiguousWord: the words it could be
	// Piece, File and Rank describe what was read, for incompleteSquare.
	File rules.File
	Rank rules.Rank
}

func (e *moveParseError) Unwrap() error { return errParse }

func (e *moveParseError) Error() string {
	switch e.Kind {
	case unknownWord, incompleteSquare, mixedCastling:
		return fmt.Sprintf("speech: %s %q", e.Kind, e.Word)
	case ambiguousWord:
		return fmt.Sprintf("speech: %s %q could be %s", e.Kind, e.Word, strings.Join(e.Options, ", "))
	}
	return "speech: " + e.Kind.String()
}

var (
	// SAN and LAN: local piece letters (Appendix C) as well as English ones.
	sanPattern = regexp.MustCompile(`^([KQRBNSDTL])?([a-h])?([1-8])?([-x:])?([a-h][1-8])(?:=?([QRBNSDTL]|=[qrbnsdtl]))?(?:e\.?p\.?)?(\+\+|[+#])?[!?]*$`)
	uciPattern = regexp.MustCompile(`^([a-h][1-8])([a-h][1-8])([qrbn])?$`)
	// Castling in notation: O-O, 0-0, O-O-O, 0-0-0 with a check sign.
	castlePattern = regexp.MustCompile(`^(?i)([o0]-[o0])(-[o0])?(\+\+|[+#])?$`)
	squarePattern = regexp.MustCompile(`^[a-h][1-8]$`)
)

var pieceLetters = map[byte]rules.PieceType{
	'K': rules.King, 'Q': rules.Queen, 'R': rules.Rook, 'B': rules.Bishop, 'N': rules.Knight,
	'D': rules.Queen, 'T': rules.Rook, 'L': rules.Bishop, 'S': rules.Knight,
}

// ParseMove reads one typed move into a query: Appendix D words in any of
// their spellings, or SAN, LAN or UCI as they are.
func ParseMove(line string) (rules.Query, error) {
	fields := splitFields(line)
	if len(fields) == 0 {
		return rules.Query{}, &moveParseError{Kind: emptyInput}
	}
	if q, ok := parseNotation(fields); ok {
		return q, nil
	}
	toks, err := lexWords(fields)
	if err != nil {
		return rules.Query{}, err
	}
	return buildQuery(toks)
}

// splitFields splits a line at spaces and commas.
func splitFields(line string) []string {
	return strings.FieldsFunc(line, func(r rune) bool {
		return r == ' ' || r == '\t' || r == ',' || r == ';'
	})
}

// parseNotation reads a line that is one move in SAN, LAN, UCI or castling
// notation, optionally followed by words for check, mate or en passant.
func parseNotation(fields []string) (rules.Query, bool) {
	q := rules.NewQuery()
	for _, f := range fields[1:] {
		m, _, ok := lookupWord(normalize(f))
		switch {
		case !ok:
			return q, false
		case m.kind == tokCheck:
			q.Check = true
		case m.kind == tokMate:
			q.Mate = true
		case m.kind == tokEnPassant:
			q.EnPassant = true
		default:
			return q, false
		}
	}
	tok := strings.TrimRight(fields[0], "!?")
	return q, readNotation(tok, &q)
}

// readNotation reads a move in notation whatever its letters' case: as
// typed; then with a piece letter in upper case and the rest in lower case
// ("NF3", "nF3", "BXC3" with caps lock: a piece move); then all in lower
// case ("EXD5", "E4XD5": a pawn move). q changes only if one of them reads.
func readNotation(tok string, q *rules.Query) bool {
	tries := []string{tok}
	if len(tok) > 1 {
		lower := strings.ToLower(tok)
		if strings.ContainsRune("KQRBNSDTL", rune(strings.ToUpper(tok[:1])[0])) {
			tries = append(tries, strings.ToUpper(tok[:1])+lower[1:])
		}
		tries = append(tries, lower)
	}
	for _, t := range tries {
		try := *q
		if noteNotation(t, &try) {
			*q = try
			return true
		}
	}
	return false
}

func noteNotation(tok string, q *rules.Query) bool {
	if m := castlePattern.FindStringSubmatch(tok); m != nil {
		q.Castle = rules.KingSide
		if m[2] != "" {
			q.Castle = rules.QueenSide
		}
		noteSuffix(m[3], q)
		return true
	}
	if m := uciPattern.FindStringSubmatch(tok); m != nil {
		from := rules.ParseSquare(m[1])
		q.FromFile, q.FromRank = from.File(), from.Rank()
		q.To = rules.ParseSquare(m[2])
		if m[3] != "" {
			q.Promo = pieceLetters[strings.ToUpper(m[3])[0]]
		}
		return true
	}
	// A lower-case piece letter that is not also a file ("nf3", "qh5").
	if len(tok) > 2 && strings.ContainsRune("kqrnstl", rune(tok[0])) {
		tok = strings.ToUpper(tok[:1]) + tok[1:]
	}
	m := sanPattern.FindStringSubmatch(tok)
	if m == nil {
		return false
	}
	if m[1] != "" {
		q.Piece = pieceLetters[m[1][0]]
	}
	if m[2] != "" {
		q.FromFile = rules.File(m[2][0] - 'a')
	}
	if m[3] != "" {
		q.FromRank = rules.Rank(m[3][0] - '1')
	}
	q.Capture = m[4] == "x" || m[4] == ":"
	q.To = rules.ParseSquare(m[5])
	if m[6] != "" {
		q.Promo = pieceLetters[strings.ToUpper(strings.TrimPrefix(m[6], "="))[0]]
	}
	q.EnPassant = q.EnPassant || strings.Contains(tok, "e.p") || strings.HasSuffix(strings.TrimRight(tok, "+#"), "ep")
	noteSuffix(m[7], q)
	if q.Piece == rules.NoPieceType && q.From() == rules.NoSquare && q.FromRank != rules.NoRank {
		return false // "3e4" is no move
	}
	return true
}

func noteSuffix(s string, q *rules.Query) {
	switch s {
	case "+":
		q.Check = true
	case "#", "++":
		q.Mate = true
	}
}

// token is one word of a move with its meaning.
type token struct {
	text string
	meaning
}

// lexWords gives each typed word its meaning. Hyphens separate words too,
// except in the castling signs.
func lexWords(fields []string) ([]token, error) {
	var toks []token
	for _, f := range fields {
		for _, w := range splitHyphens(f) {
			n := normalize(strings.TrimRight(w, "!?"))
			if n == "" {
				continue
			}
			if squarePattern.MatchString(n) {
				sq := rules.ParseSquare(n)
				toks = append(toks, token{w, meaning{kind: tokSquare, square: sq}})
				continue
			}
			m, options, ok := lookupWord(n)
			switch {
			case ok:
				toks = append(toks, token{w, m})
			case len(options) > 0:
				return nil, &moveParseError{Kind: ambiguousWord, Word: w, Options: options}
			default:
				return nil, &moveParseError{Kind: unknownWord, Word: w}
			}
		}
	}
	return toks, nil
}

func splitHyphens(f string) []string {
	n := normalize(f)
	if _, ok := lexicon()[n]; ok || castlePattern.MatchString(f) {
		return []string{f}
	}
	return strings.Split(f, "-")
}

// location is a square, or part of one, named in a move.
type location struct {
	file rules.File
	rank rules.Rank
	text string
}

func (l location) full() bool { return l.file != rules.NoFile && l.rank != rules.NoRank }

// buildQuery reads the grammar of a spoken move:
//
//	[piece] [from: square | file | rank] [takes] square [piece] [en passant] [check | mate]
//	kurze|lange Rochade [check | mate]
func buildQuery(toks []token) (rules.Query, error) {
	q := rules.NewQuery()
	var locs []location
	var castleWord, shortWord, longWord bool
	var castleText string
	prevFile := false
	for _, t := range toks {
		isFile := false
		switch t.kind {
		case tokPiece:
			switch {
			case len(locs) > 0 && locs[len(locs)-1].full():
				q.Promo = t.piece
			case q.Piece != rules.NoPieceType || len(locs) > 0:
				return q, &moveParseError{Kind: twoPieces, Word: t.text}
			default:
				q.Piece = t.piece
			}
		case tokFile:
			locs = append(locs, location{file: t.file, rank: rules.NoRank, text: t.text})
			isFile = true
		case tokRank:
			if prevFile {
				l := &locs[len(locs)-1]
				l.rank, l.text = t.rank, l.text+" "+t.text
			} else {
				locs = append(locs, location{file: rules.NoFile, rank: t.rank, text: t.text})
			}
		case tokSquare:
			locs = append(locs, location{file: t.square.File(), rank: t.square.Rank(), text: t.text})
		case tokCapture:
			q.Capture = true
		case tokCastleShort:
			q.Castle, castleText = rules.KingSide, t.text
		case tokCastleLong:
			q.Castle, castleText = rules.QueenSide, t.text
		case tokCastleWord:
			castleWord, castleText = true, t.text
		case tokShortWord:
			shortWord, castleText = true, t.text
		case tokLongWord:
			longWord, castleText = true, t.text
		case tokEnPassant:
			q.EnPassant = true
		case tokCheck:
			q.Check = true
		case tokMate:
			q.Mate = true
		}
		prevFile = isFile
	}
	switch {
	case shortWord && !longWord && (castleWord || len(locs) == 0 && q.Piece == rules.NoPieceType):
		q.Castle = rules.KingSide
	case longWord && !shortWord && (castleWord || len(locs) == 0 && q.Piece == rules.NoPieceType):
		q.Castle = rules.QueenSide
	case castleWord && q.Castle == rules.NoCastle:
		return q, &moveParseError{Kind: castlingSide, Word: castleText}
	case (shortWord || longWord) && q.Castle == rules.NoCastle:
		return q, &moveParseError{Kind: mixedCastling, Word: castleText}
	}
	if q.Castle != rules.NoCastle {
		if len(locs) > 0 || q.Piece != rules.NoPieceType && q.Piece != rules.King {
			return q, &moveParseError{Kind: mixedCastling, Word: castleText}
		}
		q.Piece = rules.King
		return q, nil
	}
	if len(locs) == 0 {
		return q, &moveParseError{Kind: noDestination}
	}
	dest := locs[len(locs)-1]
	if !dest.full() {
		return q, &moveParseError{Kind: incompleteSquare, Word: dest.text, File: dest.file, Rank: dest.rank}
	}
	q.To = rules.SquareAt(dest.file, dest.rank)
	switch from := locs[:len(locs)-1]; len(from) {
	case 0:
	case 1:
		q.FromFile, q.FromRank = from[0].file, from[0].rank
	default:
		return q, &moveParseError{Kind: tooManySquares, Word: from[1].text}
	}
	return q, nil
}

// ParseLocation reads a line that names only a square, a file or a rank
// ("Cesar drei", "c3", "Cesar", "drei"): the answer to "which piece?".
func ParseLocation(line string) (rules.File, rules.Rank, bool) {
	toks, err := lexWords(splitFields(line))
	if err != nil || len(toks) == 0 {
		return rules.NoFile, rules.NoRank, false
	}
	file, rank := rules.NoFile, rules.NoRank
	for _, t := range toks {
		switch {
		case t.kind == tokFile && file == rules.NoFile && rank == rules.NoRank:
			file = t.file
		case t.kind == tokRank && rank == rules.NoRank:
			rank = t.rank
		case t.kind == tokSquare && file == rules.NoFile && rank == rules.NoRank:
			file, rank = t.square.File(), t.square.Rank()
		case t.kind == tokFiller:
		default:
			return rules.NoFile, rules.NoRank, false
		}
	}
	return file, rank, true
}
