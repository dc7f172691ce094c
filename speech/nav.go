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
	msgHelpNav msg = 2000 + iota
	msgHelpShort
	msgHelpReview
	msgNavUnknown
	msgWhereUsage
	msgRankUsage
	msgFileUsage
	msgDiagonalUsage
	msgSquareUsage
	msgLegalUsage
	msgSide
	msgEmptyOne
	msgEmptyMany
	msgAdjWhite
	msgAdjWhiteF
	msgAdjBlack
	msgAdjBlackF
	msgWhiteWord
	msgBlackWord
	msgLineHead
	msgDiagonalLine
	msgPawns
	msgNoPawns
	msgSquarePiece
	msgSquarePieceBrief
	msgSquareEmpty
	msgSquareEmptyBrief
	msgLightSquare
	msgDarkSquare
	msgLightBrief
	msgDarkBrief
	msgAttackedBy
	msgNotAttacked
	msgDefendedBy
	msgNotDefended
	msgColorAttacks
	msgColorNoAttack
	msgCounts
	msgCountsEmpty
	msgPieceMoves
	msgNoLegalMoves
	msgLegalCount
	msgLegalOne
	msgNoLegalMovesAtAll
	msgCaptures
	msgNoCaptures
	msgChecks
	msgNoChecks
	msgThreats
	msgMaterial
	msgMaterialBrief
	msgMaterialPieces
	msgAhead
	msgEven
	msgLastMoves
	msgLastBrief
	msgLastBriefOne
	msgMoveCount
	msgReviewEnter
	msgReviewNext
	msgReviewBack
	msgReviewToStart
	msgReviewToStartEmpty
	msgReviewAfter
	msgReviewBefore
	msgReviewNoNext
	msgReviewNoBack
	msgReviewStopped
	msgReviewLeft
	msgReviewPrompt
	msgReviewHint
	msgReviewBadNumber
	msgNotReviewing
	msgBriefOn
	msgNormalOn
	msgFullOn
	msgCaptured
	msgCheckBy
	msgDoubleCheck
	msgDrawConfirm
	msgDrawCancelled
	msgAcceptConfirm
	msgAcceptCancelled
)

var _ = sentences(map[msg][2]string{
	msgHelpNav: {"Questions: where and a piece, colour or all; position; file; rank; diagonal; square; legal; pawns; captures; checks; threats; material; winnable; move number.",
		"Fragen: where und Figur, Farbe oder all; position; file; rank; diagonal; square; legal; pawns; captures; checks; threats; material; winnable; move number."},
	msgHelpShort: {"Short forms: w, pos, fl, rk, dg, sq, lg, pw, cp, ck, th, mt, wn, mn, rv.", "Kurzformen: w, pos, fl, rk, dg, sq, lg, pw, cp, ck, th, mt, wn, mn, rv."},
	msgHelpReview: {"Review: review, or review 12, then next or Enter, back, start, end; the questions answer for the move reviewed; stop returns to the game.",
		"Nachspielen: review oder review 12, dann next oder Enter, back, start, end; die Fragen gelten dem nachgespielten Zug; stop kehrt zur Partie zurück."},
	msgNavUnknown:    {"Unknown word {1}.", "Unbekanntes Wort {1}."},
	msgWhereUsage:    {"After where, name a piece, a colour or all, as where {1}, where black {2}, or where all.", "Nach where eine Figur, eine Farbe oder all nennen, etwa where {1}, where schwarz {2} oder where all."},
	msgRankUsage:     {"After rank, name a rank, as rank {1}.", "Nach rank eine Reihe nennen, etwa rank {1}."},
	msgFileUsage:     {"After file, name a file, as file {1}.", "Nach file eine Linie nennen, etwa file {1}."},
	msgDiagonalUsage: {"After diagonal, name a square, as diagonal {1}.", "Nach diagonal ein Feld nennen, etwa diagonal {1}."},
	msgSquareUsage:   {"After square, name a square, as square {1}.", "Nach square ein Feld nennen, etwa square {1}."},
	msgLegalUsage:    {"After legal, name a square or a piece, as legal {1} or legal {2}, or nothing for every legal move.", "Nach legal ein Feld oder eine Figur nennen, etwa legal {1} oder legal {2}, oder nichts für alle legalen Züge."},

	msgSide:      {"{1}: {2}", "{1}: {2}"},
	msgEmptyOne:  {"one empty", "ein Feld leer"},
	msgEmptyMany: {"{1} empty", "{1} Felder leer"},
	msgAdjWhite:  {"white", "weißer"},
	msgAdjWhiteF: {"white", "weiße"},
	msgAdjBlack:  {"black", "schwarzer"},
	msgAdjBlackF: {"black", "schwarze"},
	msgWhiteWord: {"white", "weiß"},
	msgBlackWord: {"black", "schwarz"},

	msgLineHead:     {"{1}: {2}", "{1}: {2}"},
	msgDiagonalLine: {"Diagonal {1} to {2}: {3}", "Diagonale {1} bis {2}: {3}"},
	msgPawns:        {"Pawns: {1}", "Bauern: {1}"},
	msgNoPawns:      {"No pawns on the board.", "Keine Bauern auf dem Brett."},

	msgSquarePiece:      {"{1}: {2} {3}, {4} square", "{1}: {2} {3}, {4} Feld"},
	msgSquarePieceBrief: {"{1}: {2} {3}, {4}", "{1}: {2} {3}, {4}"},
	msgSquareEmpty:      {"{1}: empty, {2} square", "{1}: leer, {2} Feld"},
	msgSquareEmptyBrief: {"{1}: empty, {2}", "{1}: leer, {2}"},
	msgLightSquare:      {"light", "helles"},
	msgDarkSquare:       {"dark", "dunkles"},
	msgLightBrief:       {"light", "hell"},
	msgDarkBrief:        {"dark", "dunkel"},
	msgAttackedBy:       {"attacked by {1}", "angegriffen von {1}"},
	msgNotAttacked:      {"not attacked", "nicht angegriffen"},
	msgDefendedBy:       {"defended by {1}", "gedeckt von {1}"},
	msgNotDefended:      {"not defended", "nicht gedeckt"},
	msgColorAttacks:     {"{1} attacks it with {2}", "{1} greift es an mit {2}"},
	msgColorNoAttack:    {"{1} does not attack it", "{1} greift es nicht an"},
	msgCounts:           {"attackers {1}, defenders {2}", "Angreifer {1}, Verteidiger {2}"},
	msgCountsEmpty:      {"attackers: White {1}, Black {2}", "Angreifer: Weiß {1}, Schwarz {2}"},

	msgPieceMoves:        {"{1}: {2}", "{1}: {2}"},
	msgNoLegalMoves:      {"no legal moves", "keine legalen Züge"},
	msgLegalCount:        {"{1} legal moves. {2}", "{1} legale Züge. {2}"},
	msgLegalOne:          {"One legal move. {1}", "Ein legaler Zug. {1}"},
	msgNoLegalMovesAtAll: {"No legal moves.", "Keine legalen Züge."},
	msgCaptures:          {"Captures: {1}", "Schlagzüge: {1}"},
	msgNoCaptures:        {"No captures.", "Keine Schlagzüge."},
	msgChecks:            {"Checks: {1}", "Schachgebote: {1}"},
	msgNoChecks:          {"No checks.", "Keine Schachgebote."},
	msgThreats:           {"Under threat, {1}: {2}; {3}: {4}", "Bedroht, {1}: {2}; {3}: {4}"},
	msgMaterial:          {"Material: White {1}, Black {2}; {3}", "Material: Weiß {1}, Schwarz {2}; {3}"},
	msgMaterialBrief:     {"White {1}, Black {2}", "Weiß {1}, Schwarz {2}"},
	msgMaterialPieces:    {"{1}: {2}", "{1}: {2}"},
	msgAhead:             {"{1} is ahead by {2}", "{1} liegt {2} vorn"},
	msgEven:              {"even", "ausgeglichen"},
	msgLastMoves:         {"Last moves, {1}: {2}; {3}: {4}", "Letzte Züge, {1}: {2}; {3}: {4}"},
	msgLastBrief:         {"{1}: {2}; {3}: {4}", "{1}: {2}; {3}: {4}"},
	msgLastBriefOne:      {"{1}: {2}", "{1}: {2}"},
	msgMoveCount:         {"Move {1}, {2} to move; moves completed: White {3}, Black {4}", "Zug {1}, {2} am Zug; gespielte Züge: Weiß {3}, Schwarz {4}"},

	msgReviewEnter:        {"Review of the moves. {1}.", "Züge nachspielen. {1}."},
	msgReviewNext:         {"Move {1}, {2}: {3}", "Zug {1}, {2}: {3}"},
	msgReviewBack:         {"Back before move {1}, {2}: {3}", "Zurück vor Zug {1}, {2}: {3}"},
	msgReviewToStart:      {"Starting position; next is move {1}, {2}: {3}", "Ausgangsstellung; als Nächstes Zug {1}, {2}: {3}"},
	msgReviewToStartEmpty: {"Starting position; no move has been played", "Ausgangsstellung; kein Zug gespielt"},
	msgReviewAfter:        {"Position on the board, after move {1}, {2}: {3}", "Stellung auf dem Brett, nach Zug {1}, {2}: {3}"},
	msgReviewBefore:       {"Before move {1}, {2}: {3}", "Vor Zug {1}, {2}: {3}"},
	msgReviewNoNext:       {"No more moves: this is the position on the board.", "Keine weiteren Züge: das ist die Stellung auf dem Brett."},
	msgReviewNoBack:       {"This is the starting position: there is no earlier move.", "Das ist die Ausgangsstellung: es gibt keinen früheren Zug."},
	msgReviewStopped:      {"Review ended, back to the game. {1}", "Nachspielen beendet, zurück zur Partie. {1}"},
	msgReviewLeft:         {"Review ended.", "Nachspielen beendet."},
	msgReviewPrompt:       {"Review: {1}. {2} to move", "Nachspielen: {1}. {2} am Zug"},
	msgReviewHint:         {"Type next, back, start, end, position, or stop.", "next, back, start, end, position oder stop eingeben."},
	msgReviewBadNumber:    {"After review, give a move number from {2} to {1}, or nothing for the position on the board.", "Nach review eine Zugnummer von {2} bis {1} angeben, oder nichts für die Stellung auf dem Brett."},
	msgNotReviewing:       {"That works in a review of the moves: type review first.", "Das geht beim Nachspielen: zuerst review eingeben."},

	msgBriefOn:  {"Brief announcements: the move only.", "Kurze Ansagen: nur der Zug."},
	msgNormalOn: {"Normal announcements.", "Normale Ansagen."},
	msgFullOn:   {"Full announcements: the move, the piece captured and who gives check.", "Ausführliche Ansagen: der Zug, die geschlagene Figur und wer Schach gibt."},

	msgCaptured:    {"{1} captured", "{1} geschlagen"},
	msgCheckBy:     {"given by {1}", "durch {1}"},
	msgDoubleCheck: {"double check by {1} and {2}", "Doppelschach durch {1} und {2}"},

	msgDrawConfirm:     {"Do you really offer a draw? Type yes to confirm.", "Wirklich Remis anbieten? Zum Bestätigen ja eingeben."},
	msgDrawCancelled:   {"Draw offer cancelled.", "Remisangebot abgebrochen."},
	msgAcceptConfirm:   {"Do you really accept the draw? Type yes to confirm.", "Remis wirklich annehmen? Zum Bestätigen ja eingeben."},
	msgAcceptCancelled: {"Draw not accepted; the offer stands until a move is made.", "Remis nicht angenommen; das Angebot gilt bis zum nächsten Zug."},
})

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

// countWord is a small number printed and spoken as a word ("three",
// "drei"), so that a count is not mistaken for a rank.
func countWord(v Voice, n int) Word {
	if n < 0 || n >= len(enSmall) {
		return number(v, n)
	}
	text := enSmall[n]
	if v == German {
		text = deSmall[n]
	}
	return Word{Text: text, Clips: numberClips(v, n)}
}

func (b Phrasebook) num(n int) Phrase { return phrase(number(b.Lang.voice(), n)) }

// colorAdj is the colour before a piece's name: "white", "weißer", "weiße"
// (Dame is the one feminine piece in German).
func (b Phrasebook) colorAdj(p rules.Piece) Phrase {
	fem := p.Type() == rules.Queen
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
			parts = append(parts, b.say(msgEmptyMany, phrase(countWord(b.Lang.voice(), empty))))
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
	return b.say(msgLegalCount, b.num(n), b.LegalMoves(moving))
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
				items = append(items, phrase(number(b.Lang.voice(), n), b.Piece(t)))
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
