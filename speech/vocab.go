package speech

import (
	"sort"
	"strings"

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
// ae/oe/ue, ß as ss) to its meaning. Spelling variants from DESIGN.md are
// listed one by one so that a reader sees exactly what is accepted.
var lexicon = func() map[string]meaning {
	lx := map[string]meaning{}
	add := func(m meaning, words ...string) {
		for _, w := range words {
			lx[w] = m
		}
	}
	files := [8][]string{
		{"anna", "alpha", "alfa", "a"},
		{"bella", "bravo", "b"},
		{"cesar", "caesar", "casar", "charlie", "c"},
		{"david", "delta", "d"},
		{"eva", "echo", "e"},
		{"felix", "foxtrot", "f"},
		{"gustav", "golf", "g"},
		{"hector", "hektor", "hotel", "h"},
	}
	for i, ws := range files {
		add(meaning{kind: tokFile, file: rules.File(i)}, ws...)
	}
	ranks := [8][]string{
		{"eins", "one", "1"},
		{"zwei", "two", "2"},
		{"drei", "three", "3"},
		{"vier", "four", "4"},
		{"fuenf", "funf", "five", "5"},
		{"sechs", "six", "6"},
		{"sieben", "seven", "7"},
		{"acht", "eight", "8"},
	}
	for i, ws := range ranks {
		add(meaning{kind: tokRank, rank: rules.Rank(i)}, ws...)
	}
	pieces := []struct {
		t  rules.PieceType
		ws []string
	}{
		{rules.King, []string{"koenig", "konig", "king"}},
		{rules.Queen, []string{"dame", "queen"}},
		{rules.Rook, []string{"turm", "rook"}},
		{rules.Bishop, []string{"laeufer", "laufer", "laeuffer", "bishop"}},
		{rules.Knight, []string{"springer", "knight", "pferd"}},
		{rules.Pawn, []string{"bauer", "pawn"}},
	}
	for _, p := range pieces {
		add(meaning{kind: tokPiece, piece: p.t}, p.ws...)
	}
	add(meaning{kind: tokCapture}, "schlaegt", "schlagt", "nimmt", "takes", "captures", "x", ":", "×")
	add(meaning{kind: tokCastleShort}, "o-o", "0-0")
	add(meaning{kind: tokCastleLong}, "o-o-o", "0-0-0")
	add(meaning{kind: tokCastleWord}, "rochade", "castles", "castle", "castling")
	add(meaning{kind: tokShortWord}, "kurze", "kurz", "short", "kingside")
	add(meaning{kind: tokLongWord}, "lange", "lang", "long", "queenside")
	add(meaning{kind: tokEnPassant}, "e.p.", "ep", "enpassant", "passant")
	add(meaning{kind: tokCheck}, "schach", "check", "+")
	add(meaning{kind: tokMate}, "matt", "schachmatt", "mate", "checkmate", "#", "++")
	add(meaning{kind: tokFiller}, "nach", "auf", "to", "on", "promotes", "promotion", "umwandlung", "wird", "in", "zu", "=", "from", "von", "en")
	return lx
}()

// spellings are the lexicon's keys in order, so that answers list them alike
// every time.
var spellings = func() []string {
	out := make([]string, 0, len(lexicon))
	for w := range lexicon {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}()

// normalize lower-cases a word and spells umlauts out, so that "Läufer",
// "LAEUFER" and "laeufer" are one word.
func normalize(w string) string {
	return umlauts.Replace(strings.ToLower(w))
}

var umlauts = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")

// lookupWord finds the meaning of a normalised word: an exact spelling, or an
// unambiguous prefix of three or more letters. It returns the candidates'
// spellings when a prefix fits words of different meanings.
func lookupWord(w string) (meaning, []string, bool) {
	if m, ok := lexicon[w]; ok {
		return m, nil, true
	}
	if len([]rune(w)) < 3 {
		return meaning{}, nil, false
	}
	var found []string
	var first meaning
	agree := true
	for _, spelling := range spellings {
		m := lexicon[spelling]
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
