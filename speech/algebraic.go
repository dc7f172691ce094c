package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// algebraic are the words of the algebraic notations (english, nato and
// san): English, or, with the arbiter's local names (D.2.1), the
// language's own names for the pieces and the words of a move, with the
// squares spelled in its voice: "Skakač f3", "Pješak uzima d5", SAN
// "Sf3". The squares keep the notation's letters (and NATO its words).
type algebraic struct {
	voice     Lang
	pieces    map[rules.PieceType]Word
	letters   map[byte]byte // SAN's English piece letters to the language's
	takes     Word
	on        Word
	check     Word
	mate      Word
	sanMate   Word // what # says in SAN: "mate"
	short     Word
	long      Word
	enPassant Word
	promotes  []Word // before the piece a pawn becomes: "promotes to"; none in other languages
}

// englishAlgebraic are the words of the algebraic notations in English.
var englishAlgebraic = algebraic{voice: EN, pieces: enPieces, takes: enTakes, on: enOn, check: enCheck, mate: enMate,
	sanMate: enSANMate, short: enShortCastle, long: enLongCastle, enPassant: enEnPassant, promotes: []Word{enPromotes}}

// alg are the words of the algebraic notations for the book's names.
func (b Phrasebook) alg() algebraic {
	if b.Names != LocalNames {
		return englishAlgebraic
	}
	l := b.Lang // an unknown language (the zero Lang) reads English's file: see data
	s := l.nameSet()
	return algebraic{voice: l, pieces: s.pieces, letters: s.letters, takes: s.capture, on: s.on, check: s.check,
		mate: s.mate, sanMate: s.mate, short: s.short, long: s.long, enPassant: s.enPassant}
}

// vocabulary are the algebraic words for a notation.
func (a algebraic) vocabulary() vocabulary {
	return vocabulary{pieces: a.pieces, capture: a.takes, on: a.on, check: a.check, mate: a.mate,
		short: a.short, long: a.long, enPassant: a.enPassant, promotes: a.promotes}
}

// spelled is an algebraic square, file or piece letter printed as it is and
// spelled in the voice: "f3" is "ef three", "ef tri".
func (a algebraic) spelled(text string) Word {
	return Word{Text: text, Clips: a.voice.spellClips(text)}
}

// sanWord prints the SAN, with the language's piece letters for local
// names, and speaks it sign by sign: "Nxe5+" is "N takes e 5 check",
// "Sxe5+" "S uzima e 5 šah".
func (b Phrasebook) sanWord(san string) Word {
	a := b.alg()
	var text strings.Builder
	var clips []string
	switch strings.TrimRight(san, "+#") {
	case "O-O":
		text.WriteString("O-O")
		clips, san = append(clips, a.short.Clips...), san[3:]
	case "O-O-O":
		text.WriteString("O-O-O")
		clips, san = append(clips, a.long.Clips...), san[5:]
	}
	for i := 0; i < len(san); i++ {
		c := san[i]
		switch {
		case c >= 'A' && c <= 'Z':
			if own, ok := a.letters[c]; ok {
				c = own
			}
			clips = append(clips, a.voice.spellClips(string(c))...)
		case c == 'x':
			clips = append(clips, a.takes.Clips...)
		case c == '+':
			clips = append(clips, a.check.Clips...)
		case c == '#':
			clips = append(clips, a.sanMate.Clips...)
		case c == '=':
			for _, w := range a.promotes {
				clips = append(clips, w.Clips...)
			}
		case c >= 'a' && c <= 'h', c >= '1' && c <= '8':
			clips = append(clips, a.spelled(string(c)).Clips...)
		}
		text.WriteByte(c)
	}
	return Word{Text: text.String(), Clips: clips}
}
