package speech

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/anna-chess/anna/rules"
)

// tokenKind is what a typed word means in a move.
type tokenKind int8

const (
	tokPiece tokenKind = iota + 1
	tokFile
	tokRank
	tokSquare
	tokCapture
	tokCastleShort
	tokCastleLong
	tokCastleWord // "Rochade", "castles": needs kurze/lange or a side
	tokShortWord  // "kurze", "short", "kingside"
	tokLongWord   // "lange", "long", "queenside"
	tokEnPassant
	tokCheck
	tokMate
	tokFiller // words that carry no meaning in a move: "nach", "to", "promotes"
)

// meaning is one reading of a typed word.
type meaning struct {
	kind   tokenKind
	piece  rules.PieceType
	file   rules.File
	rank   rules.Rank
	square rules.Square
}

func (m meaning) same(o meaning) bool { return m == o }

// lexicon maps every accepted spelling (normalised: lower case, umlauts as
// ae/oe/ue, ß as ss, č ć š ž as c s z, đ as dj) to its meaning: the names
// and other spellings of every language's file, in whatever language anna
// speaks, and the signs of the notations.
var lexicon = sync.OnceValue(func() map[string]meaning {
	lx := map[string]meaning{}
	add := func(m meaning, words ...string) {
		for _, w := range words {
			n := normalize(w)
			if old, ok := lx[n]; ok && old != m {
				lexiconConflicts = append(lexiconConflicts, n)
			}
			lx[n] = m
		}
	}
	for _, l := range Langs() {
		nw := l.typedNames()
		also := nw.Also
		for t, key := range pieceKeys {
			add(meaning{kind: tokPiece, piece: t}, nw.Pieces[key])
			add(meaning{kind: tokPiece, piece: t}, also[key]...)
		}
		for i := range 8 {
			if len(nw.Files) == 8 {
				add(meaning{kind: tokFile, file: rules.File(i)}, nw.Files[i])
			}
			add(meaning{kind: tokFile, file: rules.File(i)}, also[fmt.Sprintf("file%d", i+1)]...)
			add(meaning{kind: tokRank, rank: rules.Rank(i)}, nw.Ranks[i])
			add(meaning{kind: tokRank, rank: rules.Rank(i)}, also[fmt.Sprintf("rank%d", i+1)]...)
		}
		castle, short, long := castlingWords(nw)
		add(meaning{kind: tokCastleWord}, append(castle, also["castling"]...)...)
		add(meaning{kind: tokShortWord}, append(short, also["short"]...)...)
		add(meaning{kind: tokLongWord}, append(long, also["long"]...)...)
		add(meaning{kind: tokCapture}, append([]string{nw.Capture}, also["capture"]...)...)
		add(meaning{kind: tokCheck}, append([]string{nw.Check}, also["check"]...)...)
		add(meaning{kind: tokMate}, append([]string{nw.Mate}, also["mate"]...)...)
		add(meaning{kind: tokEnPassant}, also["en-passant"]...)
		add(meaning{kind: tokFiller}, also["filler"]...)
	}
	// The signs of the notations.
	for i := range 8 {
		add(meaning{kind: tokFile, file: rules.File(i)}, string(rune('a'+i)))
		add(meaning{kind: tokRank, rank: rules.Rank(i)}, string(rune('1'+i)))
	}
	add(meaning{kind: tokCapture}, "x", ":", "×")
	add(meaning{kind: tokCastleShort}, "o-o", "0-0")
	add(meaning{kind: tokCastleLong}, "o-o-o", "0-0-0")
	add(meaning{kind: tokEnPassant}, "e.p.", "ep")
	add(meaning{kind: tokCheck}, "+")
	add(meaning{kind: tokMate}, "#", "++")
	add(meaning{kind: tokFiller}, "=")
	return lx
})

// castlingWords reads the words of the two castlings' names: the word they
// share names castling ("Rochade"), the others the side ("Kurze",
// "Lange"). Names of one word each are castling words of their own side.
func castlingWords(nw nameWords) (castle, short, long []string) {
	s, l := strings.Fields(nw.ShortCastle), strings.Fields(nw.LongCastle)
	for _, w := range s {
		if slices.Contains(l, w) {
			castle = append(castle, w)
		} else {
			short = append(short, w)
		}
	}
	for _, w := range l {
		if !slices.Contains(s, w) {
			long = append(long, w)
		}
	}
	return castle, short, long
}

// lexiconConflicts are spellings that two languages give two meanings (a
// test fails on any).
var lexiconConflicts []string

// spellings are the lexicon's keys in order, so that answers list them alike
// every time.
var spellings = sync.OnceValue(func() []string {
	out := make([]string, 0, len(lexicon()))
	for w := range lexicon() {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
})

// normalize lower-cases a word, spells umlauts out and drops the marks of
// č, ć, š and ž, so that "Läufer", "LAEUFER" and "laeufer" are one word,
// and "Skakač" and "skakac" another: a keyboard without the letters of a
// language still types its words.
func normalize(w string) string {
	return umlauts.Replace(strings.ToLower(w))
}

var umlauts = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "č", "c", "ć", "c", "š", "s", "ž", "z", "đ", "dj")

// lookupWord finds the meaning of a normalised word: an exact spelling, or an
// unambiguous prefix of three or more letters. It returns the candidates'
// spellings when a prefix fits words of different meanings.
func lookupWord(w string) (meaning, []string, bool) {
	if m, ok := lexicon()[w]; ok {
		return m, nil, true
	}
	if len([]rune(w)) < 3 {
		return meaning{}, nil, false
	}
	var found []string
	var first meaning
	agree := true
	for _, spelling := range spellings() {
		m := lexicon()[spelling]
		if !strings.HasPrefix(spelling, w) {
			continue
		}
		if len(found) == 0 {
			first = m
		} else if !m.same(first) {
			agree = false
		}
		found = append(found, spelling)
	}
	switch {
	case len(found) == 0:
		return meaning{}, nil, false
	case agree:
		return first, nil, true
	}
	return meaning{}, found, false
}
