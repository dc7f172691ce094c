package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Finding one's way on the board without sight: the answers to where, rank,
// file, diagonal, pawns, square, legal, captures, checks, threats,
// material, last and move number, the review of the moves, the verbosity
// switches and the confirmation of draw offers. Pieces and squares are said
// in the notation style, the words around them in the language.

const (
	msgHelpNav            msg = "help-nav"
	msgHelpShort          msg = "help-short"
	msgHelpReview         msg = "help-review"
	msgNavUnknown         msg = "nav-unknown"
	msgWhereUsage         msg = "where-usage"
	msgRankUsage          msg = "rank-usage"
	msgFileUsage          msg = "file-usage"
	msgDiagonalUsage      msg = "diagonal-usage"
	msgSquareUsage        msg = "square-usage"
	msgLegalUsage         msg = "legal-usage"
	msgSide               msg = "side"
	msgEmptyOne           msg = "empty-one"
	msgEmptyMany          msg = "empty-many"
	msgAdjWhite           msg = "adj-white"
	msgAdjWhiteF          msg = "adj-white-f"
	msgAdjBlack           msg = "adj-black"
	msgAdjBlackF          msg = "adj-black-f"
	msgWhiteWord          msg = "white-word"
	msgBlackWord          msg = "black-word"
	msgLineHead           msg = "line-head"
	msgDiagonalLine       msg = "diagonal-line"
	msgPawns              msg = "pawns"
	msgNoPawns            msg = "no-pawns"
	msgSquarePiece        msg = "square-piece"
	msgSquarePieceBrief   msg = "square-piece-brief"
	msgSquareEmpty        msg = "square-empty"
	msgSquareEmptyBrief   msg = "square-empty-brief"
	msgLightSquare        msg = "light-square"
	msgDarkSquare         msg = "dark-square"
	msgLightBrief         msg = "light-brief"
	msgDarkBrief          msg = "dark-brief"
	msgAttackedBy         msg = "attacked-by"
	msgNotAttacked        msg = "not-attacked"
	msgDefendedBy         msg = "defended-by"
	msgNotDefended        msg = "not-defended"
	msgColorAttacks       msg = "color-attacks"
	msgColorNoAttack      msg = "color-no-attack"
	msgCounts             msg = "counts"
	msgCountsEmpty        msg = "counts-empty"
	msgPieceMoves         msg = "piece-moves"
	msgNoLegalMoves       msg = "no-legal-moves"
	msgLegalCount         msg = "legal-count"
	msgLegalOne           msg = "legal-one"
	msgNoLegalMovesAtAll  msg = "no-legal-moves-at-all"
	msgCaptures           msg = "captures"
	msgNoCaptures         msg = "no-captures"
	msgChecks             msg = "checks"
	msgNoChecks           msg = "no-checks"
	msgThreats            msg = "threats"
	msgMaterial           msg = "material"
	msgMaterialBrief      msg = "material-brief"
	msgMaterialPieces     msg = "material-pieces"
	msgAhead              msg = "ahead"
	msgEven               msg = "even"
	msgLastMoves          msg = "last-moves"
	msgLastBrief          msg = "last-brief"
	msgLastBriefOne       msg = "last-brief-one"
	msgMoveCount          msg = "move-count"
	msgReviewEnter        msg = "review-enter"
	msgReviewNext         msg = "review-next"
	msgReviewBack         msg = "review-back"
	msgReviewToStart      msg = "review-to-start"
	msgReviewToStartEmpty msg = "review-to-start-empty"
	msgReviewAfter        msg = "review-after"
	msgReviewBefore       msg = "review-before"
	msgReviewNoNext       msg = "review-no-next"
	msgReviewNoBack       msg = "review-no-back"
	msgReviewStopped      msg = "review-stopped"
	msgReviewLeft         msg = "review-left"
	msgReviewPrompt       msg = "review-prompt"
	msgReviewHint         msg = "review-hint"
	msgReviewBadNumber    msg = "review-bad-number"
	msgNotReviewing       msg = "not-reviewing"
	msgBriefOn            msg = "brief-on"
	msgNormalOn           msg = "normal-on"
	msgFullOn             msg = "full-on"
	msgCaptured           msg = "captured"
	msgCheckBy            msg = "check-by"
	msgDoubleCheck        msg = "double-check"
	msgDrawConfirm        msg = "draw-confirm"
	msgDrawCancelled      msg = "draw-cancelled"
	msgAcceptConfirm      msg = "accept-confirm"
	msgAcceptCancelled    msg = "accept-cancelled"
)

var _ = addHelp("questions", msgHelpNav, msgHelpShort)
var _ = addHelp("review", msgHelpReview)

// Usage names a board question whose argument could not be read.
type Usage int8

const (
	UsageWhere Usage = iota
	UsageRank
	UsageFile
	UsageDiagonal
	UsageSquare
	UsageLegal
)

// Usage answers a board question that lacks its argument or has one that
// cannot be read: the unknown word, if there is one, and what is expected,
// with an example in the style.
func (b Phrasebook) Usage(u Usage, bad string) Phrase {
	var p Phrase
	e4 := b.Square(rules.SquareAt(4, 3))
	switch u {
	case UsageWhere:
		p = b.say(msgWhereUsage, b.Piece(rules.Knight), b.Piece(rules.Rook))
	case UsageRank:
		p = b.say(msgRankUsage, b.Rank(3))
	case UsageFile:
		p = b.say(msgFileUsage, b.File(4))
	case UsageDiagonal:
		p = b.say(msgDiagonalUsage, e4)
	case UsageSquare:
		p = b.say(msgSquareUsage, e4)
	default:
		p = b.say(msgLegalUsage, b.Square(rules.SquareAt(6, 0)), b.Piece(rules.Knight))
	}
	if bad != "" {
		p = phrase(b.say(msgNavUnknown, b.quoted(bad)), p)
	}
	return p
}

func (b Phrasebook) num(n int) Phrase { return phrase(b.Lang.number(n)) }

// colorAdj is the colour before a piece's name: "white", "weißer", "weiße",
// agreeing with the gender of the piece's name in the names said (Dame is
// feminine in German, Trdnjava in Slovenian).
func (b Phrasebook) colorAdj(p rules.Piece) Phrase {
	fem := b.names().genders[p.Type()] == "f"
	switch {
	case p.Color() == rules.Black && fem:
		return b.say(msgAdjBlackF)
	case p.Color() == rules.Black:
		return b.say(msgAdjBlack)
	case fem:
		return b.say(msgAdjWhiteF)
	}
	return b.say(msgAdjWhite)
}

func (b Phrasebook) colorWord(c rules.Color) Phrase {
	if c == rules.Black {
		return b.say(msgBlackWord)
	}
	return b.say(msgWhiteWord)
}

// Where says where the pieces stand, side by side: "White: Springer Bella
// eins, Gustav eins. Black: Springer Bella acht, Gustav acht". For every
// kind, the kinds follow each other: "White: Koenig Gustav eins; Dame David
// eins; Turm Anna eins, Felix eins; ...". A side named with no such piece
// says none. The pieces come in reading order (rules.Pieces).
func (b Phrasebook) Where(c rules.Color, pieces []rules.Placed) Phrase {
	var sides []Phrase
	for _, side := range []rules.Color{rules.White, rules.Black} {
		if c != rules.NoColor && c != side {
			continue
		}
		var groups []Phrase
		var squares []Phrase
		kind := rules.NoPieceType
		flush := func() {
			if len(squares) > 0 {
				groups = append(groups, phrase(b.Piece(kind), join(squares, ",")))
			}
			squares = nil
		}
		for _, p := range pieces {
			if p.Piece.Color() != side {
				continue
			}
			if p.Piece.Type() != kind {
				flush()
				kind = p.Piece.Type()
			}
			squares = append(squares, b.Square(p.Square))
		}
		flush()
		list := b.say(msgNone)
		if len(groups) > 0 {
			list = join(groups, ";")
		}
		sides = append(sides, b.say(msgSide, b.Color(side), list))
	}
	return join(sides, ".")
}

// cells reads a line of squares in order: each piece with the name of its
// square, runs of empty squares counted: "eins white Koenig, zwei white
// Bauer, three empty".
func (b Phrasebook) cells(line []rules.Placed, name func(rules.Square) Phrase) Phrase {
	var parts []Phrase
	empty := 0
	flush := func() {
		switch {
		case empty == 1:
			parts = append(parts, b.say(msgEmptyOne))
		case empty > 1:
			parts = append(parts, b.sayCount(msgEmptyMany, empty, false, phrase(b.Lang.countWord(empty, b.Lang.data().Gender[msgEmptyMany]))))
		}
		empty = 0
	}
	for _, c := range line {
		if c.Piece == rules.NoPiece {
			empty++
			continue
		}
		flush()
		parts = append(parts, phrase(name(c.Square), b.colorAdj(c.Piece), b.Piece(c.Piece.Type())))
	}
	flush()
	return join(parts, ",")
}

// FileLine reads a file from the first rank to the eighth: "Eva: eins
// white Koenig, zwei white Bauer, three empty, sieben black Bauer, acht
// black Koenig".
func (b Phrasebook) FileLine(f rules.File, line []rules.Placed) Phrase {
	return b.say(msgLineHead, b.File(f), b.cells(line, func(sq rules.Square) Phrase { return b.Rank(sq.Rank()) }))
}

// RankLine reads a rank from file a to file h: "vier: three empty, David
// white Bauer, Eva black Bauer, three empty".
func (b Phrasebook) RankLine(r rules.Rank, line []rules.Placed) Phrase {
	return b.say(msgLineHead, b.Rank(r), b.cells(line, func(sq rules.Square) Phrase { return b.File(sq.File()) }))
}

// Diagonals reads the diagonals through a square, each from its end on the
// lower rank: "Diagonal Anna eins to Hector acht: Anna eins white Turm,
// ...".
func (b Phrasebook) Diagonals(lines [][]rules.Placed) Phrase {
	var parts []Phrase
	for _, line := range lines {
		if len(line) == 0 {
			continue
		}
		parts = append(parts, b.say(msgDiagonalLine, b.Square(line[0].Square), b.Square(line[len(line)-1].Square), b.cells(line, b.Square)))
	}
	return join(parts, ".")
}

// Pawns reads the pawns file by file: "Pawns: Anna white zwei, black
// sieben; Cesar white zwei and drei". Files without pawns are left out.
func (b Phrasebook) Pawns(pawns []rules.Placed) Phrase {
	var files []Phrase
	for f := rules.File(0); f < 8; f++ {
		var sides []Phrase
		for _, c := range []rules.Color{rules.White, rules.Black} {
			var ranks []Phrase
			for r := rules.Rank(0); r < 8; r++ {
				for _, p := range pawns {
					if p.Square == rules.SquareAt(f, r) && p.Piece.Color() == c {
						ranks = append(ranks, b.Rank(r))
					}
				}
			}
			if len(ranks) > 0 {
				sides = append(sides, phrase(b.colorWord(c), b.list(ranks, msgAnd)))
			}
		}
		if len(sides) > 0 {
			files = append(files, phrase(b.File(f), join(sides, ",")))
		}
	}
	if len(files) == 0 {
		return b.say(msgNoPawns)
	}
	return b.say(msgPawns, join(files, ";"))
}

func (b Phrasebook) placedList(ps []rules.Placed) Phrase {
	items := make([]Phrase, len(ps))
	for i, p := range ps {
		items[i] = b.placed(p)
	}
	return b.list(items, msgAnd)
}

// SquareReport answers "square": what stands there and the square's
// colour; for a piece, which enemy pieces attack it and which of its own
// defend it; for an empty square, which pieces of each side attack it.
// Brief counts the attackers and defenders instead of naming them.
func (b Phrasebook) SquareReport(info rules.SquareInfo) Phrase {
	light, lightBrief := b.say(msgDarkSquare), b.say(msgDarkBrief)
	if info.Light {
		light, lightBrief = b.say(msgLightSquare), b.say(msgLightBrief)
	}
	sq := b.Square(info.Square)
	if info.Piece == rules.NoPiece {
		if b.Verbosity == Brief {
			return phrase(b.say(msgSquareEmptyBrief, sq, lightBrief).punct(";"), b.say(msgCountsEmpty, b.num(len(info.ByWhite)), b.num(len(info.ByBlack))))
		}
		parts := []Phrase{b.say(msgSquareEmpty, sq, light)}
		if len(info.ByWhite)+len(info.ByBlack) == 0 {
			parts = append(parts, b.say(msgNotAttacked))
		} else {
			for _, c := range []rules.Color{rules.White, rules.Black} {
				if by := info.By(c); len(by) > 0 {
					parts = append(parts, b.say(msgColorAttacks, b.Color(c), b.placedList(by)))
				} else {
					parts = append(parts, b.say(msgColorNoAttack, b.Color(c)))
				}
			}
		}
		return join(parts, ";")
	}
	piece := b.Piece(info.Piece.Type())
	if b.Verbosity == Brief {
		return phrase(b.say(msgSquarePieceBrief, sq, b.colorAdj(info.Piece), piece, lightBrief).punct(";"),
			b.say(msgCounts, b.num(len(info.Attackers())), b.num(len(info.Defenders()))))
	}
	attacked, defended := b.say(msgNotAttacked), b.say(msgNotDefended)
	if a := info.Attackers(); len(a) > 0 {
		attacked = b.say(msgAttackedBy, b.placedList(a))
	}
	if d := info.Defenders(); len(d) > 0 {
		defended = b.say(msgDefendedBy, b.placedList(d))
	}
	return join([]Phrase{b.say(msgSquarePiece, sq, b.colorAdj(info.Piece), piece, light), attacked, defended}, ";")
}

// listMove is a move in a list: its words and, without a comma, Schach or
// Matt; without the piece when the list is one piece's moves.
func (b Phrasebook) listMove(p rules.Ply, withPiece bool) Phrase {
	out := b.moveWords(p, withPiece)
	if b.Style == SAN {
		return out
	}
	if w, ok := b.checkWord(p); ok {
		out = phrase(out, w)
	}
	return out
}

// PieceMoves are the legal moves of one piece.
type PieceMoves struct {
	Piece rules.Placed
	Moves []rules.Ply
}

// LegalMoves answers "legal" for one or more pieces: "Springer Gustav
// eins: Felix drei, Hector drei; Springer Bella eins: Anna drei, Cesar
// drei". Each piece's moves are said without the piece's name, captures
// with schlägt, castling as Kurze or Lange Rochade.
func (b Phrasebook) LegalMoves(pieces []PieceMoves) Phrase {
	var parts []Phrase
	for _, pm := range pieces {
		moves := b.say(msgNoLegalMoves)
		if len(pm.Moves) > 0 {
			items := make([]Phrase, len(pm.Moves))
			for i, p := range pm.Moves {
				items[i] = b.listMove(p, false)
			}
			moves = join(items, ",")
		}
		parts = append(parts, b.say(msgPieceMoves, b.placed(pm.Piece), moves))
	}
	return join(parts, ";")
}

// AllLegalMoves answers "legal" alone: how many legal moves there are, then
// the moves piece by piece (pieces that cannot move are left out).
func (b Phrasebook) AllLegalMoves(pieces []PieceMoves) Phrase {
	n := 0
	var moving []PieceMoves
	for _, pm := range pieces {
		if len(pm.Moves) > 0 {
			n += len(pm.Moves)
			moving = append(moving, pm)
		}
	}
	switch n {
	case 0:
		return b.say(msgNoLegalMovesAtAll)
	case 1:
		return b.say(msgLegalOne, b.LegalMoves(moving))
	}
	return b.count(msgLegalCount, n, b.LegalMoves(moving))
}

func (b Phrasebook) movesInList(plies []rules.Ply) Phrase {
	items := make([]Phrase, len(plies))
	for i, p := range plies {
		items[i] = b.listMove(p, true)
	}
	return join(items, ",")
}

// Captures lists every legal capture as it would be announced: "Captures:
// Springer schlägt Eva fuenf, Bauer David schlägt Eva fuenf".
func (b Phrasebook) Captures(plies []rules.Ply) Phrase {
	if len(plies) == 0 {
		return b.say(msgNoCaptures)
	}
	return b.say(msgCaptures, b.movesInList(plies))
}

// Checks lists every legal move that gives check: "Checks: Dame Hector
// fuenf, Laeufer schlägt Felix sieben Matt". Each of them is check, so only
// Matt is said.
func (b Phrasebook) Checks(plies []rules.Ply) Phrase {
	if len(plies) == 0 {
		return b.say(msgNoChecks)
	}
	items := make([]Phrase, len(plies))
	for i, p := range plies {
		items[i] = b.moveWords(p, true)
		if w, ok := b.checkWord(p); ok && p.Mate && b.Style != SAN {
			items[i] = phrase(items[i], w)
		}
	}
	return b.say(msgChecks, join(items, ","))
}

// Threats names the pieces under threat (rules.Threatened), the
// opponent's of the side on move first, then its own: "Under threat,
// Black: Springer Felix sechs; White: none".
func (b Phrasebook) Threats(onMove rules.Color, theirs, own []rules.Placed) Phrase {
	list := func(ps []rules.Placed) Phrase {
		if len(ps) == 0 {
			return b.say(msgNone)
		}
		items := make([]Phrase, len(ps))
		for i, p := range ps {
			items[i] = b.placed(p)
		}
		return join(items, ",")
	}
	return b.say(msgThreats, b.Color(onMove.Other()), list(theirs), b.Color(onMove), list(own))
}

// Material counts the material (queen 9, rook 5, bishop and knight 3,
// pawn 1) and says who is ahead: "Material: White 39, Black 36; White is
// ahead by 3". Brief says the two counts; full adds the pieces of each
// side: "White: Dame, 2 Turm, 2 Laeufer, 2 Springer, 8 Bauer".
func (b Phrasebook) Material(white, black int, pieces []rules.Placed) Phrase {
	if b.Verbosity == Brief {
		return b.say(msgMaterialBrief, b.num(white), b.num(black))
	}
	diff := b.say(msgEven)
	switch {
	case white > black:
		diff = b.say(msgAhead, b.Color(rules.White), b.num(white-black))
	case black > white:
		diff = b.say(msgAhead, b.Color(rules.Black), b.num(black-white))
	}
	out := b.say(msgMaterial, b.num(white), b.num(black), diff)
	if b.Verbosity != Full {
		return out
	}
	sides := []Phrase{out}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		var items []Phrase
		for _, t := range rules.PieceTypes()[1:] {
			n := 0
			for _, p := range pieces {
				if p.Piece.Color() == c && p.Piece.Type() == t {
					n++
				}
			}
			switch {
			case n == 1:
				items = append(items, b.Piece(t))
			case n > 1:
				items = append(items, phrase(b.Lang.number(n), b.Piece(t)))
			}
		}
		list := b.say(msgNone)
		if len(items) > 0 {
			list = join(items, ",")
		}
		sides = append(sides, b.say(msgMaterialPieces, b.Color(c), list))
	}
	return join(sides, ".")
}

// LastMoves says the last move of each side, the latest first: "Last
// moves, Black: Dame Hector vier; White: Springer schlägt David vier".
// Brief leaves out "Last moves" and, to stay under twelve words, the
// earlier move when the two together would be longer.
func (b Phrasebook) LastMoves(plies []rules.Ply) Phrase {
	if len(plies) == 0 {
		return b.NoMoveYet()
	}
	last := plies[len(plies)-1]
	if len(plies) == 1 {
		if b.Verbosity == Brief {
			return b.say(msgLastBriefOne, b.Color(last.Color), b.Move(last))
		}
		return b.LastMove(last)
	}
	before := plies[len(plies)-2]
	if b.Verbosity == Brief {
		both := b.say(msgLastBrief, b.Color(last.Color), b.Move(last), b.Color(before.Color), b.Move(before))
		if len(strings.Fields(both.Text())) < 12 {
			return both
		}
		return b.say(msgLastBriefOne, b.Color(last.Color), b.Move(last))
	}
	return b.say(msgLastMoves, b.Color(last.Color), b.Move(last), b.Color(before.Color), b.Move(before))
}

// MoveCount answers "move number": the move number, who is to move and
// how many moves each side has completed (D.2.10.4): "Move 12, Black to
// move; moves completed: White 12, Black 11".
func (b Phrasebook) MoveCount(moveNumber int, turn rules.Color) Phrase {
	white, black := moveNumber-1, moveNumber-1
	if turn == rules.Black {
		white++
	}
	return b.say(msgMoveCount, b.num(moveNumber), b.Color(turn), b.num(white), b.num(black))
}

// The review of the moves. A review stands between two moves of the
// scoresheet: before the first, after the last, or after ply n.

func (b Phrasebook) plySlots(p rules.Ply) []Phrase {
	return []Phrase{b.num(p.Number), b.Color(p.Color), b.Move(p)}
}

// ReviewPlace says where a review stands: "Position on the board, after
// move 7, Black: Dame Hector vier" at the end, "Before move 3, White:
// Laeufer Bella fuenf" elsewhere, the starting position at the start.
func (b Phrasebook) ReviewPlace(plies []rules.Ply, n int) Phrase {
	switch {
	case n == 0 && len(plies) == 0:
		return b.say(msgReviewToStartEmpty)
	case n == 0:
		return b.say(msgReviewToStart, b.plySlots(plies[0])...)
	case n == len(plies):
		return b.say(msgReviewAfter, b.plySlots(plies[n-1])...)
	}
	return b.say(msgReviewBefore, b.plySlots(plies[n])...)
}

// ReviewEnter opens a review: where it stands and what to type.
func (b Phrasebook) ReviewEnter(plies []rules.Ply, n int) Phrase {
	return phrase(b.say(msgReviewEnter, b.ReviewPlace(plies, n)), b.say(msgReviewHint))
}

// ReviewNext says the move just replayed: "Move 7, White: Springer
// schlägt David vier".
func (b Phrasebook) ReviewNext(p rules.Ply) Phrase { return b.say(msgReviewNext, b.plySlots(p)...) }

// ReviewBack says the move just taken back: "Back before move 7, White:
// Springer schlägt David vier".
func (b Phrasebook) ReviewBack(p rules.Ply) Phrase { return b.say(msgReviewBack, b.plySlots(p)...) }

func (b Phrasebook) ReviewNoNext() Phrase { return b.say(msgReviewNoNext) }

// ReviewBadNumber answers "review" with something that is not a move
// number of the game, which runs from move first to move last.
func (b Phrasebook) ReviewBadNumber(first, last int) Phrase {
	return b.say(msgReviewBadNumber, b.num(last), b.num(first))
}

// NotReviewing answers next, back, start or end outside a review.
func (b Phrasebook) NotReviewing() Phrase { return b.say(msgNotReviewing) }
func (b Phrasebook) ReviewNoBack() Phrase { return b.say(msgReviewNoBack) }
func (b Phrasebook) ReviewHint() Phrase   { return b.say(msgReviewHint) }

// ReviewStopped closes a review at the player's word, with the game's prompt.
func (b Phrasebook) ReviewStopped(prompt Phrase) Phrase { return b.say(msgReviewStopped, prompt) }

// ReviewLeft closes a review left by typing a move or a game command.
func (b Phrasebook) ReviewLeft() Phrase { return b.say(msgReviewLeft) }

// ReviewPrompt is the prompt while reviewing: "Review: 7. Black to move".
func (b Phrasebook) ReviewPrompt(moveNumber int, c rules.Color) Phrase {
	return b.say(msgReviewPrompt, b.num(moveNumber), b.Color(c))
}

// VerbositySet confirms a switch of verbosity, in the new verbosity.
func (b Phrasebook) VerbositySet() Phrase {
	switch b.Verbosity {
	case Brief:
		return b.say(msgBriefOn)
	case Full:
		return b.say(msgFullOn)
	}
	return b.say(msgNormalOn)
}

func (b Phrasebook) DrawConfirm() Phrase     { return b.say(msgDrawConfirm) }
func (b Phrasebook) DrawCancelled() Phrase   { return b.say(msgDrawCancelled) }
func (b Phrasebook) AcceptConfirm() Phrase   { return b.say(msgAcceptConfirm) }
func (b Phrasebook) AcceptCancelled() Phrase { return b.say(msgAcceptCancelled) }
