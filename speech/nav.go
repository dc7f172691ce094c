package speech

import (
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

var _ = addHelp("questions", msgHelpNav, msgHelpNavSquare, msgHelpShort)
var _ = addHelp("review", msgHelpReview)

// question names a board question whose argument could not be read.
type question int8

const (
	usageWhere question = iota
	usageRank
	usageFile
	usageDiagonal
	usageSquare
	usageLegal
	usageAttackers
	usageDefenders
	usageLines
	// lastUsage is the last of them, for a reader that checks a value.
	lastUsage = usageLines
)

// usage answers a board question that lacks its argument or has one that
// cannot be read: the unknown word, if there is one, and what is expected,
// with an example in the style.
func (b Phrasebook) usage(u question, bad string) Phrase {
	var p Phrase
	e4 := b.saySquare(rules.SquareAt(4, 3))
	switch u {
	case usageWhere:
		p = b.say(msgWhereUsage, b.piece(rules.Knight), b.piece(rules.Rook))
	case usageRank:
		p = b.say(msgRankUsage, b.rank(3))
	case usageFile:
		p = b.say(msgFileUsage, b.file(4))
	case usageDiagonal:
		p = b.say(msgDiagonalUsage, e4)
	case usageSquare:
		p = b.say(msgSquareUsage, e4)
	case usageAttackers:
		p = b.say(msgAttackersUsage, e4)
	case usageDefenders:
		p = b.say(msgDefendersUsage, e4)
	case usageLines:
		p = b.say(msgLinesUsage, e4)
	default:
		p = b.say(msgLegalUsage, b.saySquare(rules.SquareAt(6, 0)), b.piece(rules.Knight))
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

// sayWhere says where the pieces stand, side by side: "White: Springer Bella
// eins, Gustav eins. Black: Springer Bella acht, Gustav acht". For every
// kind, the kinds follow each other: "White: Koenig Gustav eins; Dame David
// eins; Turm Anna eins, Felix eins; ...". A side named with no such piece
// says none. The pieces come in reading order (rules.Pieces).
func (b Phrasebook) sayWhere(c rules.Color, pieces []rules.Placed) Phrase {
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
				squares[0] = unit(b.piece(kind), squares[0]) // the piece with its first square
				groups = append(groups, join(squares, ","))
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
			squares = append(squares, b.saySquare(p.Square))
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
		if empty > 0 {
			parts = append(parts, b.emptyCount(empty))
		}
		empty = 0
	}
	for _, c := range line {
		if c.Piece == rules.NoPiece {
			empty++
			continue
		}
		flush()
		parts = append(parts, unit(name(c.Square), b.pieceOn(c.Piece)))
	}
	flush()
	return join(parts, ",")
}

// emptyCount says how many empty squares: "one empty square", "3 empty
// squares".
func (b Phrasebook) emptyCount(n int) Phrase {
	if n == 1 {
		return b.say(msgEmptyOne)
	}
	return b.sayCount(msgEmptyMany, n, false, phrase(b.Lang.countWord(n, b.Lang.data().Gender[msgEmptyMany])))
}

// pieceOn names a piece as it stands on a square: "black Bauer".
func (b Phrasebook) pieceOn(p rules.Piece) Phrase {
	return phrase(b.colorAdj(p), b.piece(p.Type()))
}

// fileLine reads a file from the first rank to the eighth: "Eva: eins
// white Koenig, zwei white Bauer, three empty, sieben black Bauer, acht
// black Koenig".
func (b Phrasebook) fileLine(f rules.File, line []rules.Placed) Phrase {
	return b.say(msgLineHead, b.file(f), b.cells(line, func(sq rules.Square) Phrase { return b.rank(sq.Rank()) }))
}

// rankLine reads a rank from file a to file h: "vier: three empty, David
// white Bauer, Eva black Bauer, three empty".
func (b Phrasebook) rankLine(r rules.Rank, line []rules.Placed) Phrase {
	return b.say(msgLineHead, b.rank(r), b.cells(line, func(sq rules.Square) Phrase { return b.file(sq.File()) }))
}

// diagonals reads the diagonals through a square, each from its end on the
// lower rank: "Diagonal Anna eins to Hector acht: Anna eins white Turm,
// ...".
func (b Phrasebook) diagonals(lines [][]rules.Placed) Phrase {
	var parts []Phrase
	for _, line := range lines {
		if len(line) == 0 {
			continue
		}
		parts = append(parts, b.say(msgDiagonalLine, b.saySquare(line[0].Square), b.saySquare(line[len(line)-1].Square), b.cells(line, b.saySquare)))
	}
	return join(parts, ".")
}

func (b Phrasebook) placedList(ps []rules.Placed) Phrase {
	items := make([]Phrase, len(ps))
	for i, p := range ps {
		items[i] = b.placed(p)
	}
	return b.list(items, msgAnd)
}

// squareReport answers "square": what stands there and the square's
// colour; for a piece, which enemy pieces attack it and which of its own
// defend it; for an empty square, which pieces of each side attack it.
// Brief counts the attackers and defenders instead of naming them.
func (b Phrasebook) squareReport(info rules.SquareInfo) Phrase {
	light, lightBrief := b.say(msgDarkSquare), b.say(msgDarkBrief)
	if info.Light {
		light, lightBrief = b.say(msgLightSquare), b.say(msgLightBrief)
	}
	sq := b.saySquare(info.Square)
	if info.Piece == rules.NoPiece {
		if b.Verbosity == Brief {
			return phrase(b.say(msgSquareEmptyBrief, sq, lightBrief).punct(";"), b.say(msgCountsEmpty, b.num(len(info.ByWhite)), b.num(len(info.ByBlack))))
		}
		return join(append([]Phrase{b.say(msgSquareEmpty, sq, light)}, b.sidesAttacking(info)...), ";")
	}
	piece := b.piece(info.Piece.Type())
	if b.Verbosity == Brief {
		return phrase(b.say(msgSquarePieceBrief, sq, b.colorAdj(info.Piece), piece, lightBrief).punct(";"),
			b.say(msgCounts, b.num(len(info.Attackers())), b.num(len(info.Defenders()))))
	}
	return join([]Phrase{b.say(msgSquarePiece, sq, b.colorAdj(info.Piece), piece, light), b.attackedBy(info), b.defendedBy(info)}, ";")
}
