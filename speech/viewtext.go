package speech

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// ViewText names a line or word of the board view, which a sighted or
// low-vision player reads on the screen: the board view is silent, so
// these have no clips. Its text is in each language's file, as every
// sentence is.
type ViewText string

// View is a text of the board view in the book's language, its slots
// filled with args as they are: "Squares 9x4 cells."
func (b Phrasebook) View(t ViewText, args ...string) string {
	ps := make([]Phrase, len(args))
	for i, a := range args {
		ps[i] = verbatim(a)
	}
	return b.printed(msg(t), ps...).Text()
}

// promotionKey is the key that names a promoted pawn's piece in the board
// view: the piece's letter in the language's algebraic notation, in lower
// case ("d" for the Croatian Dama, "q" in English). English's letter is
// read beside it (PromotionKeys).
func (b Phrasebook) promotionKey(t rules.PieceType) string {
	letter := sanLetters[t]
	if own, ok := b.Lang.nameSet().letters[letter]; ok {
		letter = own
	}
	return strings.ToLower(string(letter))
}

// SANShown is a move in SAN as the board view's scoresheet shows it:
// with the language's piece letters for the arbiter's local names, as
// the book prints SAN ("Sf3" in Croatian, "Sf3" in German), and as it is
// for English names.
func (b Phrasebook) SANShown(san string) string {
	letters := b.alg().letters
	if len(letters) == 0 || strings.HasPrefix(san, "O-O") {
		return san
	}
	out := []byte(san)
	for i, c := range out {
		if own, ok := letters[c]; ok {
			out[i] = own
		}
	}
	return string(out)
}

// PromotionKeys are the keys that name piece t: the language's letter and,
// where it differs, English's.
func (b Phrasebook) PromotionKeys(t rules.PieceType) []string {
	keys := []string{b.promotionKey(t)}
	if en := (Phrasebook{Lang: EN}).promotionKey(t); en != keys[0] {
		keys = append(keys, en)
	}
	return keys
}
