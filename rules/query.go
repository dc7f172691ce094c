package rules

// Query is a move as a player names it: some of the facts about a move, not
// necessarily all. Speech turns typed words into a Query; Resolve finds the
// one legal move it names or says, in a *MoveError, why there is none.
type Query struct {
	// Piece is the piece named, or NoPieceType: then a pawn is meant, unless
	// both FromFile and FromRank are given (a from-square alone picks the piece).
	Piece    PieceType
	FromFile File // NoFile when not given
	FromRank Rank // NoRank when not given
	To       Square
	Castle   Side // KingSide or QueenSide for castling; To is then ignored
	Promo    PieceType

	// What the player said about the move, checked against it.
	Capture   bool
	EnPassant bool
	Check     bool
	Mate      bool
}

// NewQuery returns a query with nothing named.
func NewQuery() Query {
	return Query{FromFile: NoFile, FromRank: NoRank, To: NoSquare}
}

// From is the from-square when the query names both its file and rank.
func (q Query) From() Square {
	if q.FromFile == NoFile || q.FromRank == NoRank {
		return NoSquare
	}
	return SquareAt(q.FromFile, q.FromRank)
}

// pieceMeant is the piece type the query stands for, or NoPieceType when
// any piece on the from-square will do.
func (q Query) pieceMeant() PieceType {
	if q.Piece != NoPieceType {
		return q.Piece
	}
	if q.From() != NoSquare {
		return NoPieceType
	}
	return Pawn
}

// Resolve finds the legal move the query names.
func (g *Game) Resolve(q Query) (Move, error) {
	if g.outcome.Over() {
		return Move{}, ErrGameOver
	}
	if q.Castle != NoCastle {
		return g.resolveCastling(q)
	}
	pos := g.current()
	matches := filterMoves(pos.legal(), q)
	if len(matches) == 0 {
		return Move{}, g.explainNoMove(q)
	}
	froms := distinctFroms(matches)
	if len(froms) > 1 {
		return Move{}, &MoveError{Kind: Ambiguous, Query: q, Piece: pos.Piece(froms[0]).Type(), Candidates: froms}
	}
	m := matches[0]
	if m.promo != 0 {
		if q.Promo == NoPieceType {
			return Move{}, &MoveError{Kind: PromotionNeedsPiece, Query: q, Square: q.To}
		}
		found := false
		for _, o := range matches {
			if o.promoType() == q.Promo {
				m, found = o, true
			}
		}
		if !found {
			return Move{}, &MoveError{Kind: BadPromotionPiece, Query: q, Piece: q.Promo}
		}
	} else if q.Promo != NoPieceType {
		return Move{}, &MoveError{Kind: NoPromotion, Query: q, Square: q.To}
	}
	return g.checkAssertions(q, m)
}

// checkAssertions holds a move to what the player said of it: a capture, en
// passant, check or mate said of a move that is none of these is a mistake
// worth a question rather than a silent move.
func (g *Game) checkAssertions(q Query, m smove) (Move, error) {
	ply := g.describe(m)
	to := ply.Move.To
	switch {
	case q.Capture && ply.Captured == NoPieceType:
		return Move{}, &MoveError{Kind: NothingToCapture, Query: q, Square: to}
	case q.EnPassant && !ply.EnPassant:
		return Move{}, &MoveError{Kind: NotEnPassant, Query: q, Square: to}
	case q.Mate && !ply.Mate:
		return Move{}, &MoveError{Kind: NotMate, Query: q, Square: to, Check: ply.Check}
	case q.Check && !q.Mate && !ply.Check:
		return Move{}, &MoveError{Kind: NotCheck, Query: q, Square: to}
	}
	return ply.Move, nil
}

// filterMoves keeps the moves of pos that fit the query's piece, squares and
// file or rank (but not its promotion piece, which Resolve checks itself).
// A castling fits a query for the king's target or the rook's square, as
// Find takes them.
func filterMoves(moves []smove, q Query) []smove {
	want := q.pieceMeant()
	var out []smove
	for _, m := range moves {
		from := Square(m.from)
		if !m.namedBy(q.To) {
			continue
		}
		if want != NoPieceType && typeOfKind[m.piece] != want {
			continue
		}
		if q.FromFile != NoFile && from.File() != q.FromFile {
			continue
		}
		if q.FromRank != NoRank && from.Rank() != q.FromRank {
			continue
		}
		out = append(out, m)
	}
	return out
}

func distinctFroms(moves []smove) []Square {
	var out []Square
	seen := map[Square]bool{}
	for _, m := range moves {
		if from := Square(m.from); !seen[from] {
			seen[from] = true
			out = append(out, from)
		}
	}
	return out
}

// explainNoMove says why no legal move fits the query.
func (g *Game) explainNoMove(q Query) error {
	pos := g.current()
	b := pos.Board()
	me := pos.Turn()
	want := q.pieceMeant()
	if from := q.From(); from != NoSquare {
		p := b.Piece(from)
		switch {
		case p == NoPiece:
			return &MoveError{Kind: EmptyFromSquare, Query: q, Square: from}
		case p.Color() != me:
			return &MoveError{Kind: OpponentsPiece, Query: q, Square: from, Piece: p.Type()}
		case want != NoPieceType && p.Type() != want:
			return &MoveError{Kind: WrongPieceOnSquare, Query: q, Square: from, Piece: want, Found: p.Type()}
		}
		want = p.Type()
	}
	if own := b.Piece(q.To); own != NoPiece && own.Color() == me {
		return &MoveError{Kind: OwnPieceOnTarget, Query: q, Square: q.To, Piece: want, Found: own.Type()}
	}
	if exposing := filterMoves(pos.s.pseudoLegal(nil), q); len(exposing) > 0 {
		kind := ExposesKing
		moved := typeOfKind[exposing[0].piece]
		switch {
		case moved == King:
			kind = KingIntoCheck
		case g.InCheck():
			kind = StillInCheck
		}
		return &MoveError{Kind: kind, Query: q, Square: q.To, Piece: moved}
	}
	if want == NoPieceType {
		want = Pawn
	}
	if !hasPiece(b, want, me) {
		return &MoveError{Kind: NoSuchPiece, Query: q, Square: q.To, Piece: want}
	}
	return &MoveError{Kind: CannotReach, Query: q, Square: q.To, Piece: want}
}

func hasPiece(b boardReader, t PieceType, c Color) bool {
	for sq := Square(0); sq < 64; sq++ {
		if p := b.Piece(sq); p.Type() == t && p.Color() == c {
			return true
		}
	}
	return false
}
