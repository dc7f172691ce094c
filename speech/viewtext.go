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

// The board view's texts.
const (
	ViewPlaceholder   ViewText = "view-placeholder"
	ViewTooSmall      ViewText = "view-too-small"
	ViewBiggest       ViewText = "view-biggest"
	ViewSmallest      ViewText = "view-smallest"
	ViewSquares       ViewText = "view-squares"
	ViewMoreBelowLog  ViewText = "view-more-below-log"
	ViewNewBelow      ViewText = "view-new-below"
	ViewFirstShown    ViewText = "view-first-shown"
	ViewNewestShown   ViewText = "view-newest-shown"
	ViewMoves         ViewText = "view-moves"
	ViewNoMoves       ViewText = "view-no-moves"
	ViewAnnouncements ViewText = "view-announcements"
	ViewKeys          ViewText = "view-keys"
	ViewPromotesTo    ViewText = "view-promotes-to"
	ViewMarks         ViewText = "view-marks"
	ViewTyped         ViewText = "view-typed"
	ViewMoreBelow     ViewText = "view-more-below"
	ViewStartAbove    ViewText = "view-start-above"
	ViewMarkCursor    ViewText = "view-mark-cursor"
	ViewMarkPicked    ViewText = "view-mark-picked"
	ViewMarkLast      ViewText = "view-mark-last"
	ViewMarkCheck     ViewText = "view-mark-check"
	ViewMakeBigger    ViewText = "view-make-bigger"
	ViewWhichPiece    ViewText = "view-which-piece"
	ViewPicked        ViewText = "view-picked"
	ViewCursor        ViewText = "view-cursor"
	ViewNothingOn     ViewText = "view-nothing-on"
	// The keys' descriptions.
	ViewKeyEnter    ViewText = "view-key-enter"
	ViewKeyCancel   ViewText = "view-key-cancel"
	ViewKeyHelp     ViewText = "view-key-help"
	ViewKeyQuit     ViewText = "view-key-quit"
	ViewKeyArrows   ViewText = "view-key-arrows"
	ViewKeyPrevious ViewText = "view-key-previous"
	ViewKeyNext     ViewText = "view-key-next"
	ViewKeyZoom     ViewText = "view-key-zoom"
	ViewKeyPageUp   ViewText = "view-key-page-up"
	ViewKeyPageDown ViewText = "view-key-page-down"
	ViewKeyFirst    ViewText = "view-key-first"
	ViewKeyLast     ViewText = "view-key-last"
	ViewShortSend   ViewText = "view-short-send"
	ViewShortBoard  ViewText = "view-short-board"
	ViewShortSize   ViewText = "view-short-size"
	ViewShortLog    ViewText = "view-short-log"
	ViewPieceQueen  ViewText = "view-piece-queen"
	ViewPieceRook   ViewText = "view-piece-rook"
	ViewPieceBishop ViewText = "view-piece-bishop"
	ViewPieceKnight ViewText = "view-piece-knight"
	ViewArrows      ViewText = "view-arrows"
	ViewPaused      ViewText = "view-paused"
)

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
