package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// PieceSpec is what a player names after "where": a colour, a kind of
// piece, both, or everything. The zero PieceSpec is everything.
type PieceSpec struct {
	Color rules.Color     // NoColor: both sides
	Piece rules.PieceType // NoPieceType: every kind
}

// specWords are the words of a PieceSpec besides the piece names of the
// move lexicon: colours in English and German, "all", and plurals.
var specWords = func() map[string]PieceSpec {
	m := map[string]PieceSpec{}
	add := func(s PieceSpec, words ...string) {
		for _, w := range words {
			m[w] = s
		}
	}
	add(PieceSpec{Color: rules.White}, "white", "weiss", "weisse", "weisser", "weissen")
	add(PieceSpec{Color: rules.Black}, "black", "schwarz", "schwarze", "schwarzer", "schwarzen")
	add(PieceSpec{}, "all", "alle", "alles", "everything", "pieces", "figuren")
	add(PieceSpec{Piece: rules.King}, "kings", "koenige", "konige")
	add(PieceSpec{Piece: rules.Queen}, "queens", "damen")
	add(PieceSpec{Piece: rules.Rook}, "rooks", "tuerme", "turme")
	add(PieceSpec{Piece: rules.Bishop}, "bishops")
	add(PieceSpec{Piece: rules.Knight}, "knights")
	add(PieceSpec{Piece: rules.Pawn}, "pawns", "bauern")
	return m
}()

// specLetters are piece letters typed in capitals, English and German
// (Appendix C): "where N", "legal S".
var specLetters = map[string]rules.PieceType{
	"K": rules.King, "Q": rules.Queen, "D": rules.Queen, "R": rules.Rook, "T": rules.Rook,
	"B": rules.Bishop, "L": rules.Bishop, "N": rules.Knight, "S": rules.Knight, "P": rules.Pawn,
}

// ParsePieceSpec reads the words after "where": "Springer", "black Turm",
// "weiß", "all", "white knights", "spr". It returns the first word it
// cannot read, or "" when the words name nothing at all.
func ParsePieceSpec(arg string) (PieceSpec, string, bool) {
	var spec PieceSpec
	words := splitFields(arg)
	if len(words) == 0 {
		return spec, "", false
	}
	for _, w := range words {
		s, ok := specWord(w)
		switch {
		case !ok:
			return spec, w, false
		case s.Color != rules.NoColor && spec.Color != rules.NoColor && s.Color != spec.Color,
			s.Piece != rules.NoPieceType && spec.Piece != rules.NoPieceType && s.Piece != spec.Piece:
			return spec, w, false
		}
		if s.Color != rules.NoColor {
			spec.Color = s.Color
		}
		if s.Piece != rules.NoPieceType {
			spec.Piece = s.Piece
		}
	}
	return spec, "", true
}

// ParsePiece reads one kind of piece ("Springer", "knight", "N", "spr").
func ParsePiece(arg string) (rules.PieceType, bool) {
	words := splitFields(arg)
	if len(words) != 1 {
		return rules.NoPieceType, false
	}
	s, ok := specWord(words[0])
	if !ok || s.Color != rules.NoColor || s.Piece == rules.NoPieceType {
		return rules.NoPieceType, false
	}
	return s.Piece, true
}

// specWord reads one word of a PieceSpec (the zero PieceSpec is NoColor
// and NoPieceType: "all").
func specWord(w string) (PieceSpec, bool) {
	var none PieceSpec
	if t, ok := specLetters[w]; ok {
		return PieceSpec{Piece: t}, true
	}
	n := normalize(w)
	if s, ok := specWords[n]; ok {
		return s, true
	}
	if m, _, ok := lookupWord(n); ok && m.kind == tokPiece {
		return PieceSpec{Piece: m.piece}, true
	}
	// A prefix of three or more letters of exactly one colour word.
	if len([]rune(n)) >= 3 {
		found := rules.NoColor
		for word, s := range specWords {
			if s.Color == rules.NoColor || !strings.HasPrefix(word, n) {
				continue
			}
			if found != rules.NoColor && found != s.Color {
				return none, false
			}
			found = s.Color
		}
		if found != rules.NoColor {
			return PieceSpec{Color: found}, true
		}
	}
	return none, false
}

// ParseSquare reads a line that names one square ("Eva vier", "e4",
// "echo four").
func ParseSquare(arg string) (rules.Square, bool) {
	f, r, ok := ParseLocation(arg)
	if !ok || f == rules.NoFile || r == rules.NoRank {
		return rules.NoSquare, false
	}
	return rules.SquareAt(f, r), true
}

// ParseFile reads a line that names one file ("Eva", "e", "echo").
func ParseFile(arg string) (rules.File, bool) {
	f, r, ok := ParseLocation(arg)
	if !ok || f == rules.NoFile || r != rules.NoRank {
		return rules.NoFile, false
	}
	return f, true
}

// ParseRank reads a line that names one rank ("vier", "4", "four").
func ParseRank(arg string) (rules.Rank, bool) {
	f, r, ok := ParseLocation(arg)
	if !ok || r == rules.NoRank || f != rules.NoFile {
		return rules.NoRank, false
	}
	return r, true
}

// UnknownIn returns the first word of a line that no vocabulary knows, or
// "": for naming it when an argument cannot be read.
func UnknownIn(arg string) string {
	for _, f := range splitFields(arg) {
		for _, w := range splitHyphens(f) {
			n := normalize(strings.TrimRight(w, "!?"))
			if n == "" || squarePattern.MatchString(n) {
				continue
			}
			if _, ok := specWord(w); ok {
				continue
			}
			if _, options, ok := lookupWord(n); !ok && len(options) == 0 {
				return w
			}
		}
	}
	return ""
}
