package tui

import "github.com/anna-chess/anna/speech"

// The board view's texts, written by the book's View in its language
// (speech/lang/CODE.toml's view-… sentences: TestViewTextsSaid holds that
// every language has them, speech's TestEveryLanguageHasEverySentence that
// the files have no other).
const (
	textPlaceholder   speech.ViewText = "view-placeholder"
	textTooSmall      speech.ViewText = "view-too-small"
	textBiggest       speech.ViewText = "view-biggest"
	textSmallest      speech.ViewText = "view-smallest"
	textSquares       speech.ViewText = "view-squares"
	textMoreBelowLog  speech.ViewText = "view-more-below-log"
	textNewBelow      speech.ViewText = "view-new-below"
	textFirstShown    speech.ViewText = "view-first-shown"
	textNewestShown   speech.ViewText = "view-newest-shown"
	textMoves         speech.ViewText = "view-moves"
	textNoMoves       speech.ViewText = "view-no-moves"
	textAnnouncements speech.ViewText = "view-announcements"
	textKeys          speech.ViewText = "view-keys"
	textPromotesTo    speech.ViewText = "view-promotes-to"
	textMarks         speech.ViewText = "view-marks"
	textTyped         speech.ViewText = "view-typed"
	textMoreBelow     speech.ViewText = "view-more-below"
	textStartAbove    speech.ViewText = "view-start-above"
	textMarkCursor    speech.ViewText = "view-mark-cursor"
	textMarkPicked    speech.ViewText = "view-mark-picked"
	textMarkLast      speech.ViewText = "view-mark-last"
	textMarkCheck     speech.ViewText = "view-mark-check"
	textMakeBigger    speech.ViewText = "view-make-bigger"
	textWhichPiece    speech.ViewText = "view-which-piece"
	textPicked        speech.ViewText = "view-picked"
	textCursor        speech.ViewText = "view-cursor"
	textNothingOn     speech.ViewText = "view-nothing-on"
	// The keys' descriptions.
	textKeyEnter    speech.ViewText = "view-key-enter"
	textKeyCancel   speech.ViewText = "view-key-cancel"
	textKeyHelp     speech.ViewText = "view-key-help"
	textKeyQuit     speech.ViewText = "view-key-quit"
	textKeyArrows   speech.ViewText = "view-key-arrows"
	textKeyPrevious speech.ViewText = "view-key-previous"
	textKeyNext     speech.ViewText = "view-key-next"
	textKeyZoom     speech.ViewText = "view-key-zoom"
	textKeyPageUp   speech.ViewText = "view-key-page-up"
	textKeyPageDown speech.ViewText = "view-key-page-down"
	textKeyFirst    speech.ViewText = "view-key-first"
	textKeyLast     speech.ViewText = "view-key-last"
	textShortSend   speech.ViewText = "view-short-send"
	textShortBoard  speech.ViewText = "view-short-board"
	textShortSize   speech.ViewText = "view-short-size"
	textShortLog    speech.ViewText = "view-short-log"
	textPieceQueen  speech.ViewText = "view-piece-queen"
	textPieceRook   speech.ViewText = "view-piece-rook"
	textPieceBishop speech.ViewText = "view-piece-bishop"
	textPieceKnight speech.ViewText = "view-piece-knight"
	textArrows      speech.ViewText = "view-arrows"
	textPaused      speech.ViewText = "view-paused"
)

// viewTexts are the texts above.
var viewTexts = []speech.ViewText{
	textPlaceholder, textTooSmall, textBiggest, textSmallest, textSquares, textMoreBelowLog, textNewBelow,
	textFirstShown, textNewestShown, textMoves, textNoMoves, textAnnouncements, textKeys, textPromotesTo,
	textMarks, textTyped, textMoreBelow, textStartAbove, textMarkCursor, textMarkPicked, textMarkLast,
	textMarkCheck, textMakeBigger, textWhichPiece, textPicked, textCursor, textNothingOn, textKeyEnter,
	textKeyCancel, textKeyHelp, textKeyQuit, textKeyArrows, textKeyPrevious, textKeyNext, textKeyZoom,
	textKeyPageUp, textKeyPageDown, textKeyFirst, textKeyLast, textShortSend, textShortBoard, textShortSize,
	textShortLog, textPieceQueen, textPieceRook, textPieceBishop, textPieceKnight, textArrows, textPaused,
}
