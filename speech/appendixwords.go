package speech

import (
	"strings"
	"sync"

	"github.com/anna-chess/anna/rules"
)

// The templates write moves and squares in Appendix D's words, whatever
// their language ("type a move, as Springer Felix drei"). Such an
// expression is said in the names the book uses: in the German voice with
// Appendix D's names (they are German words), in the language's words and
// voice with local names ("Skakač Felix tri").

// appendixExpression finds an Appendix D expression at the start of
// fields and returns its words and how many fields it takes; 0 when fields
// does not start with one. A piece name, a rank, schlägt, Schach and Matt
// are always Appendix D words; a file's name only before a rank ("Eva
// vier"), since "anna" alone is the program; Kurze and Lange only before
// Rochade; en passant is its two words together, or the language's own
// name for it where its sentences write that, as its Laws do (Serbian "an
// pasan"): a move says it in the names the book uses, and so do they.
// German sentences with Appendix D's names are German words already, and
// are left as they are, but for the terms of two words (Kurze Rochade, en
// passant): they are said as in a move, with its one clip.
func (b Phrasebook) appendixExpression(fields []string) ([]Word, int) {
	set := b.names()
	ms, n := readAppendix(fields)
	own := false
	if n == 0 {
		ms, n = b.ownEnPassant(fields)
		own = n > 0
	}
	if n == 0 || set == appendix() && b.Lang.voice() == voiceDe && !twoWordTerm(ms) {
		return nil, 0
	}
	last := fields[n-1]
	punct := last[len(strings.TrimRight(last, closing)):]
	if set == appendix() {
		var clips []string
		for _, m := range ms {
			clips = append(clips, set.word(m).Clips...)
		}
		text := strings.Join(fields[:n], " ")
		if own {
			text = set.word(ms[0]).Text + punct // printed as said: Appendix D's word
		}
		return []Word{withPause(Word{Text: text, Clips: clips})}, n
	}
	words := make([]Word, len(ms))
	for i, m := range ms {
		words[i] = set.word(m)
	}
	words[len(words)-1] = words[len(words)-1].withPunct(punct)
	return words, n
}

// word is the set's word for a meaning.
func (s *nameSet) word(m meaning) Word {
	switch m.kind {
	case tokPiece:
		return s.pieces[m.piece]
	case tokFile:
		return s.files[m.file]
	case tokRank:
		return s.ranks[m.rank]
	case tokCapture:
		return s.capture
	case tokCheck:
		return s.check
	case tokMate:
		return s.mate
	case tokCastleShort:
		return s.short
	case tokEnPassant:
		return s.enPassant
	}
	return s.long
}

// ownEnPassant reads the language's own name for en passant at the start
// of fields, when it is not Appendix D's (Serbian "an pasan"); punctuation
// may follow its last word only.
func (b Phrasebook) ownEnPassant(fields []string) ([]meaning, int) {
	own := strings.Fields(b.Lang.nameSet().enPassant.Text)
	if len(own) == 0 || len(fields) < len(own) || strings.Join(own, " ") == appendixVocab().enPassant {
		return nil, 0
	}
	for i, w := range own {
		f := fields[i]
		if i == len(own)-1 {
			f = strings.TrimRight(f, closing)
		}
		if f != w {
			return nil, 0
		}
	}
	return []meaning{{kind: tokEnPassant}}, len(own)
}

// twoWordTerm reports whether an expression is one term of two words:
// castling, en passant.
func twoWordTerm(ms []meaning) bool {
	return len(ms) == 1 && (ms[0].kind == tokCastleShort || ms[0].kind == tokCastleLong || ms[0].kind == tokEnPassant)
}

// readAppendix reads the Appendix D expression at the start of fields.
func readAppendix(fields []string) ([]meaning, int) {
	bare := func(i int) string {
		if i >= len(fields) {
			return ""
		}
		return strings.TrimRight(fields[i], closing)
	}
	first := bare(0)
	if first != fields[0] {
		// Punctuation ends the expression: "Eva, vier" is not a square.
		fields = fields[:1]
	}
	ad := appendixVocab()
	switch first + " " + bare(1) {
	case ad.short:
		return []meaning{{kind: tokCastleShort}}, 2
	case ad.long:
		return []meaning{{kind: tokCastleLong}}, 2
	case ad.enPassant:
		return []meaning{{kind: tokEnPassant}}, 2
	}
	if m, ok := ad.terms[first]; ok {
		return []meaning{m}, 1
	}
	if f, ok := ad.files[first]; ok {
		if r, ok := ad.terms[bare(1)]; ok && r.kind == tokRank {
			return []meaning{{kind: tokFile, file: f}, r}, 2
		}
	}
	return nil, 0
}

// closing are the marks that may follow an expression: punctuation and a
// closing bracket ("(e4, Springer Felix drei),").
const closing = sentencePunct + ")"

// appendixWords are Appendix D's words as the templates write them: the
// names of the German file (Appendix D's), and those its [say] table spells
// with umlauts (Koenig, König). Terms are the words that are never another
// language's: pieces, ranks and the words of a move.
type appendixWords struct {
	terms       map[string]meaning
	files       map[string]rules.File
	short, long string // "Kurze Rochade", "Lange Rochade"
	enPassant   string // "en passant"
}

var appendixVocab = sync.OnceValue(func() appendixWords {
	d := DE.data()
	nw := d.Names
	ad := appendixWords{terms: map[string]meaning{}, files: map[string]rules.File{}, short: nw.ShortCastle, long: nw.LongCastle, enPassant: nw.EnPassant}
	add := func(text string, m meaning) {
		ad.terms[text] = m
		if s, ok := d.Say[text]; ok {
			ad.terms[s] = m
		}
	}
	add(nw.Capture, meaning{kind: tokCapture})
	add(nw.Check, meaning{kind: tokCheck})
	add(nw.Mate, meaning{kind: tokMate})
	for t, key := range pieceKeys {
		add(nw.Pieces[key], meaning{kind: tokPiece, piece: t})
	}
	for i := range 8 {
		add(nw.Ranks[i], meaning{kind: tokRank, rank: rules.Rank(i)})
		ad.files[nw.Files[i]] = rules.File(i)
	}
	return ad
})
