package speech

import "github.com/anna-chess/anna/rules"

// Notation is how a book names squares, files, ranks, pieces and moves,
// and reads a move typed. As notnil/chess chooses its Notation (an encoder
// and a decoder) once, a book's notation is chosen once, by its Style
// (Phrasebook.Notation): Appendix D's words ("Springer Felix drei"), with
// the from-square (Long: "Springer Gustav eins Felix drei"), algebraic words
// ("knight f3"), NATO's alphabet ("knight foxtrot 3") or SAN ("Nf3"), in the
// book's language and names.
type Notation interface {
	// Square names a square: "Felix drei"; no square, nothing.
	Square(rules.Square) Phrase
	// File names a file alone: "Felix", "f", "foxtrot"; no file, nothing.
	File(rules.File) Phrase
	// Rank names a rank alone: "drei", "3"; no rank, nothing.
	Rank(rules.Rank) Phrase
	// Piece names a kind of piece: "Springer", "knight".
	Piece(rules.PieceType) Phrase
	// Move announces a move played: with check or mate, and at full
	// verbosity what it captures (the book's verbosity).
	Move(rules.Ply) Phrase
	// Decode reads a move typed in the game g. Every notation reads what
	// any of them writes, in any language (the one grammar, ParseMove): a
	// player who hears Appendix D's words may type SAN. Its error is the
	// grammar's or the rules' (a *rules.MoveError), which the book says.
	Decode(g *rules.Game, line string) (rules.Move, error)
}

// Notation is the book's notation, chosen by its style.
func (b Phrasebook) Notation() Notation { return booksNotation{b} }

// booksNotation is a book's notation: its style's (notation) in its
// language and names.
type booksNotation struct{ b Phrasebook }

func (n booksNotation) Square(sq rules.Square) Phrase  { return n.b.saySquare(sq) }
func (n booksNotation) File(f rules.File) Phrase       { return n.b.file(f) }
func (n booksNotation) Rank(r rules.Rank) Phrase       { return n.b.rank(r) }
func (n booksNotation) Piece(t rules.PieceType) Phrase { return n.b.piece(t) }
func (n booksNotation) Move(p rules.Ply) Phrase        { return n.b.move(p) }
func (booksNotation) Decode(g *rules.Game, line string) (rules.Move, error) {
	q, err := ParseMove(line)
	if err != nil {
		return rules.Move{}, err
	}
	return g.Resolve(q)
}

// notation is how one Style says squares, files, ranks, pieces and moves:
// a phrasebook chooses it once, by its Style (Phrasebook.notation), and
// asks it, instead of every method switching on the style.
type notation interface {
	square(b Phrasebook, sq rules.Square) Phrase
	file(b Phrasebook, f rules.File) Phrase
	rank(b Phrasebook, r rules.Rank) Phrase
	// words are the notation's words for pieces, captures, check, mate,
	// castling and en passant: Appendix D's (or the language's own, D.2.1)
	// or the algebraic ones.
	words(b Phrasebook) vocabulary
	// move says a move without check or mate (SAN keeps its sign); without
	// the piece for lists of one piece's moves.
	move(b Phrasebook, p rules.Ply, withPiece bool) Phrase
	// symbolic reports whether moves are said sign by sign (SAN): check
	// and mate are in the move's own signs, and no word names the piece
	// captured.
	symbolic() bool
	// long is the style that says a move with its from-square, as a
	// player must find it on a tactile board (D.2.1): Long for Appendix
	// D's words, the style itself for the others.
	long(s Style) Style
}

// vocabulary are the words a notation says moves with.
type vocabulary struct {
	pieces                                           map[rules.PieceType]Word
	capture, on, check, mate, short, long, enPassant Word
	promotes                                         []Word // before the piece a pawn becomes ("promotes to"); none in Appendix D
}

var notations = [...]notation{
	AppendixD:    appendixNotation{},
	Long:         appendixNotation{fromSquare: true},
	EnglishStyle: englishNotation{},
	NATO:         englishNotation{nato: true},
	SAN:          sanNotation{},
}

// notation is the phrasebook's notation, by its style (Appendix D's for
// an unknown one).
func (b Phrasebook) notation() notation {
	if b.Style >= 0 && int(b.Style) < len(notations) {
		return notations[b.Style]
	}
	return notations[AppendixD]
}

// appendixNotation says moves in Appendix D's words: "Springer Felix
// drei"; with the from-square, "Springer Gustav eins Felix drei".
type appendixNotation struct{ fromSquare bool }

func (appendixNotation) square(b Phrasebook, sq rules.Square) Phrase {
	return phrase(b.names().files[sq.File()], b.names().ranks[sq.Rank()])
}
func (appendixNotation) file(b Phrasebook, f rules.File) Phrase { return phrase(b.names().files[f]) }
func (appendixNotation) rank(b Phrasebook, r rules.Rank) Phrase { return phrase(b.names().ranks[r]) }
func (appendixNotation) words(b Phrasebook) vocabulary          { return b.names().vocabulary() }
func (n appendixNotation) move(b Phrasebook, p rules.Ply, withPiece bool) Phrase {
	return b.wordedMove(p, withPiece, n.fromSquare, true)
}
func (appendixNotation) symbolic() bool   { return false }
func (appendixNotation) long(Style) Style { return Long }

// englishNotation says moves in algebraic words: "knight f3"; NATO says
// the files in its alphabet, "knight foxtrot three".
type englishNotation struct{ nato bool }

func (n englishNotation) square(b Phrasebook, sq rules.Square) Phrase {
	if n.nato {
		return phrase(natoFiles[sq.File()], b.alg().voice.number(int(sq.Rank())+1))
	}
	return phrase(b.alg().spelled(sq.String()))
}
func (n englishNotation) file(b Phrasebook, f rules.File) Phrase {
	if n.nato {
		return phrase(natoFiles[f])
	}
	return phrase(b.alg().spelled(f.String()))
}
func (englishNotation) rank(b Phrasebook, r rules.Rank) Phrase {
	return phrase(b.alg().voice.number(int(r) + 1))
}
func (englishNotation) words(b Phrasebook) vocabulary { return b.alg().vocabulary() }
func (englishNotation) move(b Phrasebook, p rules.Ply, withPiece bool) Phrase {
	return b.wordedMove(p, withPiece, false, false)
}
func (englishNotation) symbolic() bool     { return false }
func (englishNotation) long(s Style) Style { return s }

// sanNotation prints SAN and says it sign by sign: "Nf3", "N f 3".
type sanNotation struct{ englishNotation }

func (sanNotation) move(b Phrasebook, p rules.Ply, _ bool) Phrase { return phrase(b.sanWord(p.SAN)) }
func (sanNotation) symbolic() bool                                { return true }
