package speech

import "github.com/anna-chess/anna/rules"

// A move in words: Appendix D's, or the English and NATO styles.

// Move announces a move in the style, with check or mate; in full
// verbosity also the piece captured and the pieces that give check.
func (b Phrasebook) move(p rules.Ply) Phrase {
	out := b.moveWords(p, true)
	if !b.notation().symbolic() {
		if w, ok := b.checkWord(p); ok {
			out = phrase(out.punct(","), w)
		}
	}
	if b.Verbosity == Full {
		out = b.fullDetails(out, p)
	}
	return out
}

// moveWords are the words of a move without check or mate (SAN keeps its
// sign): "Springer Felix drei", "Bauer schlägt David fuenf"; without the
// piece ("schlägt David fuenf"), for lists of one piece's moves.
func (b Phrasebook) moveWords(p rules.Ply, withPiece bool) Phrase {
	return unit(b.notation().move(b, p, withPiece))
}

// checkWord is the word that ends a move that gives check or mate.
func (b Phrasebook) checkWord(p rules.Ply) (Word, bool) {
	switch {
	case p.Mate:
		return b.notation().words(b).mate, true
	case p.Check:
		return b.notation().words(b).check, true
	}
	return Word{}, false
}

// wordedMove says a move in a notation's words (notation.words), one
// piece of code for Appendix D's and the algebraic ones: "Springer Felix
// drei", "Bauer schlägt David fuenf", "Kurze Rochade"; "knight f3", "e
// takes d5", "castles kingside", "b8 promotes to queen" (NATO says
// squares as "foxtrot three"; with local names the language's words,
// "Skakač f3", "e uzima d5", "b8 Dama"). fromSquare (Long) adds the
// from-square. pawnNamed (Appendix D) names a pawn as a piece, where
// algebraic notation leaves it unnamed and names a capturing pawn's file
// instead. Full verbosity names the piece captured ("schlägt Springer auf
// Cesar sechs", "takes knight on c6").
func (b Phrasebook) wordedMove(p rules.Ply, withPiece, fromSquare, pawnNamed bool) Phrase {
	v := b.notation().words(b)
	switch p.Castle {
	case rules.KingSide:
		return phrase(v.short)
	case rules.QueenSide:
		return phrase(v.long)
	}
	var out Phrase
	if withPiece {
		if pawnNamed || p.Piece != rules.Pawn {
			out = phrase(v.pieces[p.Piece])
		}
		showFile := p.ShowFile || !pawnNamed && p.Piece == rules.Pawn && p.Captured != rules.NoPieceType
		switch {
		case fromSquare, p.ShowFile && p.ShowRank:
			out = phrase(out, b.saySquare(p.Move.From))
		case showFile:
			out = phrase(out, b.file(p.Move.From.File()))
		case p.ShowRank:
			out = phrase(out, b.rank(p.Move.From.Rank()))
		}
	}
	if p.Captured != rules.NoPieceType {
		out = phrase(out, v.capture)
		if b.Verbosity == Full {
			out = phrase(out, v.pieces[p.Captured], v.on)
		}
	}
	out = phrase(out, b.saySquare(p.Move.To))
	if p.Move.Promo != rules.NoPieceType {
		out = phrase(out, v.promotes, v.pieces[p.Move.Promo])
	}
	if p.EnPassant {
		out = phrase(out, v.enPassant)
	}
	return out
}
