package speech

// The game's sentences. Their text is in each language's file in lang/,
// under the same key; each feature names its own sentences in its file.
const (
	msgPrompt           msg = "prompt"
	msgGameOverPrompt   msg = "game-over-prompt"
	msgNewGame          msg = "new-game"
	msgFromPosition     msg = "from-position"
	msgCheckmate        msg = "checkmate"
	msgResigns          msg = "resigns"
	msgStalemate        msg = "stalemate"
	msgDeadPosition     msg = "dead-position"
	msgAgreement        msg = "agreement"
	msgThreefoldClaim   msg = "threefold-claim"
	msgFiftyClaim       msg = "fifty-claim"
	msgFivefold         msg = "fivefold"
	msgSeventyFive      msg = "seventy-five"
	msgOffers           msg = "offers"
	msgOfferStands      msg = "offer-stands"
	msgOfferDeclined    msg = "offer-declined"
	msgNoOffer          msg = "no-offer"
	msgOwnOffer         msg = "own-offer"
	msgTooEarly         msg = "too-early"
	msgOfferExists      msg = "offer-exists"
	msgClaimRejected    msg = "claim-rejected"
	msgClaimMoveStands  msg = "claim-move-stands"
	msgNotYourTurn      msg = "not-your-turn"
	msgResignConfirm    msg = "resign-confirm"
	msgResignCancelled  msg = "resign-cancelled"
	msgLastMove         msg = "last-move"
	msgNoMoveYet        msg = "no-move-yet"
	msgMoves            msg = "moves"
	msgMoveN            msg = "move-n"
	msgNoSuchMoveNumber msg = "no-such-move-number"
	msgNothingToRepeat  msg = "nothing-to-repeat"
	msgTurnInfo         msg = "turn-info"
	msgHelp             msg = "help"
	msgHelpWithEngine   msg = "help-with-engine"
	msgNoHelpTopic      msg = "no-help-topic"
	msgHelpMoves        msg = "help-moves"
	msgHelpWhich        msg = "help-which"
	msgHelpCommands     msg = "help-commands"
	msgHelpSpeech       msg = "help-speech"
	msgHelpKeys         msg = "help-keys"
	msgGoodbye          msg = "goodbye"
	msgGameIsOver       msg = "game-is-over"
	msgSaveFailed       msg = "save-failed"
	msgSavedNow         msg = "saved-now"
	msgGoodbyeUnsaved   msg = "goodbye-unsaved"
	msgBadNumber        msg = "bad-number"
	// Moves that cannot be played.
	msgCannotReach         msg = "cannot-reach"
	msgNoSuchPiece         msg = "no-such-piece"
	msgWhichPiece          msg = "which-piece"
	msgEmptyFrom           msg = "empty-from"
	msgOpponentsPiece      msg = "opponents-piece"
	msgWrongPiece          msg = "wrong-piece"
	msgOwnPiece            msg = "own-piece"
	msgExposesKing         msg = "exposes-king"
	msgKingIntoCheck       msg = "king-into-check"
	msgStillInCheck        msg = "still-in-check"
	msgPromotionNeedsPiece msg = "promotion-needs-piece"
	msgBadPromotion        msg = "bad-promotion"
	msgNoPromotion         msg = "no-promotion"
	msgNothingToCapture    msg = "nothing-to-capture"
	msgNotEnPassant        msg = "not-en-passant"
	msgNotCheck            msg = "not-check"
	msgNotMateButCheck     msg = "not-mate-but-check"
	msgNotMate             msg = "not-mate"
	msgCastleKingMoved     msg = "castle-king-moved"
	msgCastleRookMoved     msg = "castle-rook-moved"
	msgCastleRightLost     msg = "castle-right-lost"
	msgCastleBlocked       msg = "castle-blocked"
	msgCastleInCheck       msg = "castle-in-check"
	msgCastleThrough       msg = "castle-through"
	msgCastleInto          msg = "castle-into"
	// Lines that are not moves.
	msgUnknownWord      msg = "unknown-word"
	msgAmbiguousWord    msg = "ambiguous-word"
	msgNoDestination    msg = "no-destination"
	msgIncompleteSquare msg = "incomplete-square"
	msgTwoPieces        msg = "two-pieces"
	msgTooManySquares   msg = "too-many-squares"
	msgCastlingSide     msg = "castling-side"
	msgMixedCastling    msg = "mixed-castling"
	// Small words.
	msgOr          msg = "or"
	msgAnd         msg = "and"
	msgWhite       msg = "white"
	msgBlack       msg = "black"
	msgWhiteWins   msg = "white-wins"
	msgBlackWins   msg = "black-wins"
	msgDraw        msg = "draw"
	msgResultWhite msg = "result-white"
	msgResultBlack msg = "result-black"
	msgResultDraw  msg = "result-draw"
	msgResultNone  msg = "result-none"
	msgNone        msg = "none"
)

// helpOrder is the order in which "help" names its topics; each feature
// adds the lines of its own topic with addHelp.
var helpOrder = []string{"moves", "commands", "clock", "boards", "questions", "review", "adjourn", "engine", "keys"}

// helpTopics holds each topic's lines: short ones, each read as one line
// of a braille display's few windows.
var helpTopics = map[string][]msg{}

func addHelp(topic string, lines ...msg) bool {
	helpTopics[topic] = append(helpTopics[topic], lines...)
	return true
}

var _ = addHelp("moves", msgHelpMoves, msgHelpWhich)
var _ = addHelp("commands", msgHelpCommands, msgHelpSpeech)
var _ = addHelp("keys", msgHelpKeys)
