package session

import (
	"github.com/anna-chess/anna/braille"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// Board questions: where the pieces stand, what stands on a rank, file or
// diagonal, what a square holds and who attacks and defends it, the legal
// moves, captures, checks, threats and material, and the move number. Each
// is answered in one line and changes nothing, so each works after the
// game has ended, and drops a pending "which piece?" question. During a
// review they are asked of the reviewed position.
//
// Short forms are chosen so that none is a word of a move: no file letter
// (a-h), no piece or capture word, nothing a SAN or UCI move could be.

// view is the game the board questions are asked of: the reviewed position
// during a review, else the game itself.
func (s *Session) view(in *typedLine) *rules.Game {
	if r, ok := s.me(in).mode.(*review); ok {
		return r.game
	}
	if a, ok := s.me(in).mode.(*analysis); ok {
		return a.game
	}
	if r, ok := s.me(in).mode.(*retrying); ok {
		return r.game
	}
	return s.game(in)
}

// reply says one phrase.
func (s *Session) reply(in *typedLine, e Event) []Output { return []Output{s.said(in, e)} }

func (s *Session) cmdWhere(in *typedLine, arg string) []Output {
	spec, bad, ok := speech.ParsePieceSpec(arg)
	if !ok {
		return s.reply(in, usage(keyWhereUsage, bad))
	}
	return s.reply(in, keyWhere.With(words.Colour(spec.Color), words.Placeds(rules.Pieces(s.view(in).Board(), spec.Color, spec.Piece))))
}

func (s *Session) cmdPosition(in *typedLine, arg string) []Output {
	if speech.IsBraille(arg) {
		return s.brailleDiagram(in)
	}
	return s.reply(in, keyWhere.With(words.Colour(rules.NoColor), words.Placeds(rules.Pieces(s.view(in).Board(), rules.NoColor, rules.NoPieceType))))
}

func (s *Session) cmdRank(in *typedLine, arg string) []Output {
	r, ok := speech.ParseRank(arg)
	if !ok {
		return s.reply(in, usage(keyRankUsage, speech.UnknownIn(arg)))
	}
	return s.reply(in, keyRankLine.With(words.Rank(r), words.Placeds(rules.Line(s.view(in).Board(), rules.RankSquares(r)))))
}

func (s *Session) cmdFile(in *typedLine, arg string) []Output {
	f, ok := speech.ParseFile(arg)
	if !ok {
		return s.reply(in, usage(keyFileUsage, speech.UnknownIn(arg)))
	}
	return s.reply(in, keyFileLine.With(words.File(f), words.Placeds(rules.Line(s.view(in).Board(), rules.FileSquares(f)))))
}

func (s *Session) cmdDiagonal(in *typedLine, arg string) []Output {
	sq, ok := speech.ParseSquare(arg)
	if !ok {
		return s.reply(in, usage(keyDiagonalUsage, speech.UnknownIn(arg)))
	}
	var lines [2][]rules.Placed // a corner's one diagonal, the other empty
	for i, d := range rules.Diagonals(sq) {
		lines[i] = rules.Line(s.view(in).Board(), d)
	}
	return s.reply(in, keyDiagonals.With(words.Placeds(lines[0]), words.Placeds(lines[1])))
}

func (s *Session) cmdPawns(in *typedLine, _ string) []Output {
	return s.reply(in, keyPawns.With(words.Placeds(rules.Pieces(s.view(in).Board(), rules.NoColor, rules.Pawn))))
}

// cmdLines: from a square, the first piece along each line and what
// stands on the knight's squares.
func (s *Session) cmdLines(in *typedLine, arg string) []Output {
	sq, ok := speech.ParseSquare(arg)
	if !ok {
		return s.reply(in, usage(keyLinesUsage, speech.UnknownIn(arg)))
	}
	b := s.view(in).Board()
	sights := rules.Sights(b, sq)
	edges, firsts := make([]rules.Square, len(sights)), make([]rules.Placed, len(sights))
	for i, st := range sights {
		edges[i], firsts[i] = st.Edge, st.First
	}
	return s.reply(in, keyLines.With(words.Squares(edges), words.Placeds(firsts), words.Placeds(rules.KnightSquares(b, sq))))
}

func (s *Session) cmdSquare(in *typedLine, arg string) []Output {
	info, usage, ok := s.squareAsked(in, arg, keySquareUsage)
	if !ok {
		return usage
	}
	return s.reply(in, squareEvent(keySquareReport, info))
}

// cmdAttackers and cmdDefenders: the attackers or the defenders of the
// piece on a square alone, what square says among other things.
func (s *Session) cmdAttackers(in *typedLine, arg string) []Output {
	info, usage, ok := s.squareAsked(in, arg, keyAttackersUsage)
	if !ok {
		return usage
	}
	return s.reply(in, squareEvent(keySquareAttackers, info))
}

func (s *Session) cmdDefenders(in *typedLine, arg string) []Output {
	info, usage, ok := s.squareAsked(in, arg, keyDefendersUsage)
	if !ok {
		return usage
	}
	return s.reply(in, squareEvent(keySquareDefenders, info))
}

// squareAsked reads the square a question about one names: what is on it
// and what attacks it; or, when arg names none, the answer that says how
// to ask.
func (s *Session) squareAsked(in *typedLine, arg string, u words.Key) (rules.SquareInfo, []Output, bool) {
	sq, ok := speech.ParseSquare(arg)
	if !ok {
		return rules.SquareInfo{}, s.reply(in, usage(u, speech.UnknownIn(arg))), false
	}
	return rules.About(s.view(in).Board(), sq), nil, true
}

// cmdLegal: the legal moves of the piece on a square, of every piece of a
// kind of the side to move, or (alone) of every piece.
func (s *Session) cmdLegal(in *typedLine, arg string) []Output {
	g := s.view(in)
	b := g.Board()
	me := g.Turn()
	if arg == "" {
		return s.reply(in, legalMoves(keyAllLegalMoves, g, rules.Pieces(b, me, rules.NoPieceType)))
	}
	if sq, ok := speech.ParseSquare(arg); ok {
		p := b.Piece(sq)
		switch {
		case p == rules.NoPiece:
			return s.reply(in, why(error(&rules.MoveError{Kind: rules.EmptyFromSquare, Square: sq}), g))
		case p.Color() != me:
			return s.reply(in, why(error(&rules.MoveError{Kind: rules.OpponentsPiece, Square: sq, Piece: p.Type()}), g))
		}
		return s.reply(in, legalMoves(keyLegalMoves, g, []rules.Placed{{Piece: p, Square: sq}}))
	}
	if t, ok := speech.ParsePiece(arg); ok {
		ps := rules.Pieces(b, me, t)
		if len(ps) == 0 {
			return s.reply(in, why(error(&rules.MoveError{Kind: rules.NoSuchPiece, Piece: t}), g))
		}
		return s.reply(in, legalMoves(keyLegalMoves, g, ps))
	}
	return s.reply(in, usage(keyLegalUsage, speech.UnknownIn(arg)))
}

func (s *Session) cmdCaptures(in *typedLine, _ string) []Output {
	return s.reply(in, keyCaptures.With(words.Plies(s.view(in).Captures())))
}

// cmdCapturesOrMove: "captures" alone lists the captures; with more words
// it is a move, as it always was ("captures d5" takes on d5 with a pawn).
func (s *Session) cmdCapturesOrMove(in *typedLine, arg string) []Output {
	if arg != "" {
		return s.moveLine(in, "captures "+arg)
	}
	return s.cmdCaptures(in, arg)
}

func (s *Session) cmdChecks(in *typedLine, _ string) []Output {
	return s.reply(in, keyChecks.With(words.Plies(s.view(in).Checks())))
}

func (s *Session) cmdThreats(in *typedLine, _ string) []Output {
	g := s.view(in)
	me := g.Turn()
	return s.reply(in, keyThreats.With(words.Colour(me), words.Placeds(rules.Threatened(g.Board(), me.Other())), words.Placeds(rules.Threatened(g.Board(), me))))
}

func (s *Session) cmdMaterial(in *typedLine, _ string) []Output {
	b := s.view(in).Board()
	return s.reply(in, keyMaterial.With(words.Number(rules.Material(b, rules.White)), words.Number(rules.Material(b, rules.Black)), words.Placeds(rules.Pieces(b, rules.NoColor, rules.NoPieceType))))
}

func (s *Session) cmdMoveNumber(in *typedLine, _ string) []Output {
	g := s.view(in)
	return s.reply(in, keyMoveCount.With(words.Number(g.MoveNumber()), words.Colour(g.Turn())))
}

// cmdMoveOrNumber: "move number" (or "move" alone) says the move number;
// "move" followed by a move plays it.
func (s *Session) cmdMoveOrNumber(in *typedLine, arg string) []Output {
	if asksNumber(arg) {
		return s.cmdMoveNumber(in, arg)
	}
	return s.moveLine(in, arg)
}

// moveLine plays a typed move, leaving a review first.
func (s *Session) moveLine(in *typedLine, line string) []Output {
	out := s.leaveReview(in)
	return append(out, s.move(in, line)...)
}

// brailleDiagram answers "position braille": a line that says what
// follows, then the position as a braille diagram, a rank a line, in
// Unicode braille for a braille display. The diagram's lines are printed
// and not said (their cells are not words); the line before them says
// what they are, and is said.
func (s *Session) brailleDiagram(in *typedLine) []Output {
	out := s.reply(in, keyBrailleDiagram.Event())
	for _, l := range braille.Diagram(s.view(in).Board()) {
		out = append(out, Output{Kind: Say, Event: words.Plain(l.Unicode()).As(words.Answer), To: in.seat.audience(), Reply: true})
	}
	return out
}

// The events said here.
var (
	keyAllLegalMoves  = words.Declare("all-legal-moves", words.ListOf(words.PlacedKind), words.ListOf(words.PlyKind))
	keyBrailleDiagram = words.Declare("braille-diagram")
	keyCaptures       = words.Declare("captures", words.ListOf(words.PlyKind))
	keyChecks         = words.Declare("checks", words.ListOf(words.PlyKind))
	keyDiagonals      = words.Declare("diagonals", words.ListOf(words.PlacedKind), words.ListOf(words.PlacedKind))
	keyFileLine       = words.Declare("file-line", words.SquareKind, words.ListOf(words.PlacedKind))
	keyLegalMoves     = words.Declare("legal-moves", words.ListOf(words.PlacedKind), words.ListOf(words.PlyKind))
	keyMaterial       = words.Declare("material", words.NumberKind, words.NumberKind, words.ListOf(words.PlacedKind))
	keyMoveCount      = words.Declare("move-count", words.NumberKind, words.ColourKind)
	keyPawns          = words.Declare("pawns", words.ListOf(words.PlacedKind))
	// lines: the end of each line from the square, the first piece on each
	// (none: empty to the end), the knight's squares.
	keyLines           = words.Declare("lines", words.ListOf(words.SquareKind), words.ListOf(words.PlacedKind), words.ListOf(words.PlacedKind))
	keyRankLine        = words.Declare("rank-line", words.SquareKind, words.ListOf(words.PlacedKind))
	keySquareAttackers = words.Declare("square-attackers", words.PlacedKind, words.FlagKind, words.ListOf(words.PlacedKind), words.ListOf(words.PlacedKind))
	keySquareDefenders = words.Declare("square-defenders", words.PlacedKind, words.FlagKind, words.ListOf(words.PlacedKind), words.ListOf(words.PlacedKind))
	keySquareReport    = words.Declare("square-report", words.PlacedKind, words.FlagKind, words.ListOf(words.PlacedKind), words.ListOf(words.PlacedKind))
	keyThreats         = words.Declare("threats", words.ColourKind, words.ListOf(words.PlacedKind), words.ListOf(words.PlacedKind))
	keyWhere           = words.Declare("where", words.ColourKind, words.ListOf(words.PlacedKind))
)

// The usages of the board questions, each with the word that could not
// be read.
var (
	keyWhereUsage     = words.Declare("where-usage", words.TextKind)
	keyRankUsage      = words.Declare("rank-usage", words.TextKind)
	keyFileUsage      = words.Declare("file-usage", words.TextKind)
	keyDiagonalUsage  = words.Declare("diagonal-usage", words.TextKind)
	keySquareUsage    = words.Declare("square-usage", words.TextKind)
	keyLegalUsage     = words.Declare("legal-usage", words.TextKind)
	keyAttackersUsage = words.Declare("attackers-usage", words.TextKind)
	keyDefendersUsage = words.Declare("defenders-usage", words.TextKind)
	keyLinesUsage     = words.Declare("lines-usage", words.TextKind)
)

// usage is the usage of a board question (its key k), with the word bad
// that could not be read.
func usage(k words.Key, bad string) Event { return k.With(words.Text(bad)) }

// squareEvent is the event k of a square's report: the square with what
// stands there, whether it is light, the pieces of each side that attack
// it.
func squareEvent(k words.Key, info rules.SquareInfo) Event {
	return k.With(words.Placed(rules.Placed{Piece: info.Piece, Square: info.Square}), words.Flag(info.Light),
		words.Placeds(info.ByWhite), words.Placeds(info.ByBlack))
}

// legalMoves is the event k of pieces with their moves: the pieces, and
// all their moves in order (each piece's are those from its square).
func legalMoves(k words.Key, g *rules.Game, pieces []rules.Placed) Event {
	var moves []rules.Ply
	for _, p := range pieces {
		moves = append(moves, g.MovesFrom(p.Square)...)
	}
	return k.With(words.Placeds(pieces), words.Plies(moves))
}
