package speech

import "github.com/anna-chess/anna/rules"

// The board read line by line (issue 36): the pawns of each side and the
// files they leave open, and from a square the first piece along each
// line and what stands on the knight's squares.

const (
	msgPawnsSide      msg = "pawns-side"
	msgOpenFiles      msg = "open-files"
	msgNoOpenFiles    msg = "no-open-files"
	msgHalfOpenFiles  msg = "half-open-files"
	msgSightToward    msg = "sight-toward"
	msgSightOpen      msg = "sight-open"
	msgKnightSquares  msg = "knight-squares"
	msgKnightAllEmpty msg = "knight-all-empty"
	msgLinesUsage     msg = "lines-usage"
)

// sayPawns reads each side's pawns file by file, then the open files and the
// half-open files of each side: "White pawns: Anna zwei, Bella zwei. Black
// pawns: Anna sieben. Open files: David. Half-open files, Black: Bella".
func (b Phrasebook) sayPawns(pawns []rules.Placed) Phrase {
	p := rules.PawnFilesOf(pawns)
	if len(p.White) == 0 && len(p.Black) == 0 {
		return b.say(msgNoPawns)
	}
	var parts []Phrase
	for _, c := range []rules.Color{rules.White, rules.Black} {
		squares := []Phrase{b.say(msgNone)}
		if pawns := p.Of(c); len(pawns) > 0 {
			squares = squares[:0]
			for _, pw := range pawns {
				squares = append(squares, b.saySquare(pw.Square))
			}
		}
		parts = append(parts, b.say(msgPawnsSide, b.Color(c), join(squares, ",")))
	}
	if len(p.Open) == 0 {
		parts = append(parts, b.say(msgNoOpenFiles))
	} else {
		parts = append(parts, b.say(msgOpenFiles, b.files(p.Open)))
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if fs := p.HalfOpen(c); len(fs) > 0 {
			parts = append(parts, b.say(msgHalfOpenFiles, b.Color(c), b.files(fs)))
		}
	}
	return sentences(parts)
}

// sentences joins parts as sentences, each ending with a full stop, the
// last too: an answer read as several sentences ends as a sentence does.
func sentences(parts []Phrase) Phrase {
	return join(append(parts, Phrase{}), ".")
}

func (b Phrasebook) files(fs []rules.File) Phrase {
	items := make([]Phrase, len(fs))
	for i, f := range fs {
		items[i] = b.file(f)
	}
	return join(items, ",")
}

// sayLines reads what a player meets from a square along each line, as far
// as the first piece (the file up and down, the rank towards file a and
// towards file h, the four diagonals), then the knight's squares:
// "Towards Eva acht: Eva sieben black Bauer. Towards Anna vier: empty.
// ... Knight's squares: Felix sechs black Springer, 7 empty squares".
func (b Phrasebook) sayLines(sights []rules.Sight, knight []rules.Placed) Phrase {
	var parts []Phrase
	for _, s := range sights {
		if s.Open() {
			parts = append(parts, b.say(msgSightOpen, b.saySquare(s.Edge)))
			continue
		}
		parts = append(parts, b.say(msgSightToward, b.saySquare(s.Edge), b.onSquare(s.First)))
	}
	var held []Phrase
	empty := 0
	for _, k := range knight {
		if k.Piece == rules.NoPiece {
			empty++
			continue
		}
		held = append(held, b.onSquare(k))
	}
	switch {
	case len(held) == 0:
		parts = append(parts, b.say(msgKnightAllEmpty))
	default:
		if empty > 0 {
			held = append(held, b.emptyCount(empty))
		}
		parts = append(parts, b.say(msgKnightSquares, join(held, ",")))
	}
	return sentences(parts)
}

// onSquare names a square and the piece on it: "Eva sieben black Bauer",
// as a line is read.
func (b Phrasebook) onSquare(p rules.Placed) Phrase {
	return unit(b.saySquare(p.Square), b.pieceOn(p.Piece))
}
