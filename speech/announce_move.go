package speech

import "github.com/anna-chess/anna/rules"

// A move in words: Appendix D's, or the English and NATO styles.

// Move announces a move in the style, with check or mate; in full
// verbosity also the piece captured and the pieces that give check.
func (b Phrasebook) Move(p rules.Ply) Phrase {
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
	return b.notation().move(b, p, withPiece)
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

// appendixMove: "Springer Felix drei", "Bauer schlägt David fuenf",
// "Kurze Rochade"; fromSquare (Long) adds the from-square; full verbosity
// names the piece captured ("schlägt Springer auf Cesar sechs").
func (b Phrasebook) appendixMove(p rules.Ply, withPiece, fromSquare bool) Phrase {
	ns := b.names()
	switch p.Castle {
	case rules.KingSide:
		return phrase(ns.short)
	case rules.QueenSide:
		return phrase(ns.long)
	}
	var out Phrase
	if withPiece {
		out = phrase(ns.pieces[p.Piece])
		switch {
		case fromSquare:
			out = phrase(out, b.Square(p.Move.From))
		case p.ShowFile && p.ShowRank:
			out = phrase(out, b.Square(p.Move.From))
		case p.ShowFile:
			out = phrase(out, ns.files[p.Move.From.File()])
		case p.ShowRank:
			out = phrase(out, ns.ranks[p.Move.From.Rank()])
		}
	}
	if p.Captured != rules.NoPieceType {
		out = phrase(out, ns.capture)
		if b.Verbosity == Full {
			out = phrase(out, ns.pieces[p.Captured], ns.on)
		}
	}
	out = phrase(out, b.Square(p.Move.To))
	if p.Move.Promo != rules.NoPieceType {
		out = phrase(out, ns.pieces[p.Move.Promo])
	}
	if p.EnPassant {
		out = phrase(out, ns.enPassant)
	}
	return out
}

// englishMove: "knight f3", "e takes d5", "castles kingside", "b8
// promotes to queen"; NATO says squares as "foxtrot three"; full verbosity
// names the piece captured ("takes knight on c6"). With local names, the
// language's words: "Skakač f3", "e uzima d5", "b8 Dama".
func (b Phrasebook) englishMove(p rules.Ply, withPiece bool) Phrase {
	a := b.alg()
	switch p.Castle {
	case rules.KingSide:
		return phrase(a.short)
	case rules.QueenSide:
		return phrase(a.long)
	}
	var out Phrase
	if withPiece {
		if p.Piece != rules.Pawn {
			out = phrase(a.pieces[p.Piece])
		}
		showFile := p.ShowFile || p.Piece == rules.Pawn && p.Captured != rules.NoPieceType
		switch {
		case p.ShowFile && p.ShowRank:
			out = phrase(out, b.Square(p.Move.From))
		case showFile:
			out = phrase(out, b.File(p.Move.From.File()))
		case p.ShowRank:
			out = phrase(out, b.Rank(p.Move.From.Rank()))
		}
	}
	if p.Captured != rules.NoPieceType {
		out = phrase(out, a.takes)
		if b.Verbosity == Full {
			out = phrase(out, a.pieces[p.Captured], a.on)
		}
	}
	out = phrase(out, b.Square(p.Move.To))
	if p.Move.Promo != rules.NoPieceType {
		out = phrase(out, a.promotes, a.pieces[p.Move.Promo])
	}
	if p.EnPassant {
		out = phrase(out, a.enPassant)
	}
	return out
}
