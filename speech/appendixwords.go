package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// The templates write moves and squares in Appendix D's words, whatever
// their language ("type a move, as Springer Felix drei"). Such an
// expression is said in the names the book uses: in the German voice with
// Appendix D's names (they are German words), in the language's words and
// voice with local names ("Skakač Felix tri").

// adMeaning is what one Appendix D word of a template means.
type adMeaning struct {
	kind  tokenKind
	piece rules.PieceType
	file  rules.File
	rank  rules.Rank
}

// appendixExpression finds an Appendix D expression at the start of
// fields and returns its words and how many fields it takes; 0 when fields
// does not start with one. A piece name, a rank, schlägt, Schach and Matt
// are always Appendix D words; a file's name only before a rank ("Eva
// vier"), since "anna" alone is the program; Kurze and Lange only before
// Rochade. German sentences with Appendix D's names are German words
// already, and are left as they are.
func (b Phrasebook) appendixExpression(fields []string) ([]Word, int) {
	set := b.names()
	if set == appendix() && b.Lang.voice() == German {
		return nil, 0
	}
	ms, n := readAppendix(fields)
	if n == 0 {
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
func (s *nameSet) word(m adMeaning) Word {
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
	}
	return s.long
}

// readAppendix reads the Appendix D expression at the start of fields.
func readAppendix(fields []string) ([]adMeaning, int) {
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
	if first == "Kurze" || first == "Lange" {
		if bare(1) != "Rochade" {
			return nil, 0
		}
		if first == "Kurze" {
			return []adMeaning{{kind: tokCastleShort}}, 2
		}
		return []adMeaning{{kind: tokCastleLong}}, 2
	}
	if m, ok := appendixTerms[first]; ok {
		return []adMeaning{m}, 1
	}
	for f, w := range appendixFiles {
		if w == first {
			if r, ok := appendixTerms[bare(1)]; ok && r.kind == tokRank {
				return []adMeaning{{kind: tokFile, file: rules.File(f)}, r}, 2
			}
		}
	}
	return nil, 0
}

// closing are the marks that may follow an expression: punctuation and a
// closing bracket ("(e4, Springer Felix drei),").
const closing = sentencePunct + ")"

// appendixFiles are Appendix D's file names as the templates write them.
var appendixFiles = [8]string{"Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"}

// appendixTerms are the Appendix D words that are never another
// language's: pieces, ranks and the words of a move, in their printed
// spellings and with umlauts.
var appendixTerms = func() map[string]adMeaning {
	m := map[string]adMeaning{
		"schlägt": {kind: tokCapture}, "Schach": {kind: tokCheck}, "Matt": {kind: tokMate},
		"König": {kind: tokPiece, piece: rules.King}, "Läufer": {kind: tokPiece, piece: rules.Bishop},
		"fünf": {kind: tokRank, rank: 4},
	}
	for t, name := range map[rules.PieceType]string{rules.King: "Koenig", rules.Queen: "Dame", rules.Rook: "Turm",
		rules.Bishop: "Laeufer", rules.Knight: "Springer", rules.Pawn: "Bauer"} {
		m[name] = adMeaning{kind: tokPiece, piece: t}
	}
	for r, name := range []string{"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"} {
		m[name] = adMeaning{kind: tokRank, rank: rules.Rank(r)}
	}
	return m
}()
