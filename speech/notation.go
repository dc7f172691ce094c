package speech

import "github.com/anna-chess/anna/rules"

// notation is how one Style says squares, files, ranks, pieces and moves.
// As notnil/chess chooses its Notation (an Encoder and a Decoder) once, a
// phrasebook chooses its notation once, by its Style (Phrasebook.notation),
// and asks it, instead of every method switching on the style.
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
