package speech

import (
	"fmt"
	"strconv"
	"strings"
)

// msg names a sentence. Every sentence anna can say is in the templates
// table, in each language, so the clip catalogue can list every clip. Each
// feature declares its sentences in its own file, numbered from its own
// base (game sentences from 0, the clock's from 1000, ...), and adds them to
// the table with sentences().
type msg int

const (
	msgPrompt msg = iota
	msgGameOverPrompt
	msgNewGame
	msgFromPosition
	msgCheckmate
	msgResigns
	msgStalemate
	msgDeadPosition
	msgAgreement
	msgThreefoldClaim
	msgFiftyClaim
	msgFivefold
	msgSeventyFive
	msgOffers
	msgOfferStands
	msgOfferDeclined
	msgNoOffer
	msgOwnOffer
	msgTooEarly
	msgOfferExists
	msgClaimRejected
	msgClaimMoveStands
	msgNotYourTurn
	msgResignConfirm
	msgResignCancelled
	msgLastMove
	msgNoMoveYet
	msgMoves
	msgMoveN
	msgNoSuchMoveNumber
	msgNothingToRepeat
	msgTurnInfo
	msgHelp
	msgNoHelpTopic
	msgHelpMoves
	msgHelpWhich
	msgHelpCommands
	msgHelpSpeech
	msgHelpKeys
	msgGoodbye
	msgGameIsOver
	msgSaveFailed
	msgSavedNow
	msgGoodbyeUnsaved
	msgBadNumber
	// Moves that cannot be played.
	msgCannotReach
	msgNoSuchPiece
	msgWhichPiece
	msgEmptyFrom
	msgOpponentsPiece
	msgWrongPiece
	msgOwnPiece
	msgExposesKing
	msgKingIntoCheck
	msgStillInCheck
	msgPromotionNeedsPiece
	msgBadPromotion
	msgNoPromotion
	msgNothingToCapture
	msgNotEnPassant
	msgNotCheck
	msgNotMateButCheck
	msgNotMate
	msgCastleKingMoved
	msgCastleRookMoved
	msgCastleRightLost
	msgCastleBlocked
	msgCastleInCheck
	msgCastleThrough
	msgCastleInto
	// Lines that are not moves.
	msgUnknownWord
	msgAmbiguousWord
	msgNoDestination
	msgIncompleteSquare
	msgTwoPieces
	msgTooManySquares
	msgCastlingSide
	msgMixedCastling
	// Small words.
	msgOr
	msgAnd
	msgWhite
	msgBlack
	msgWhiteWins
	msgBlackWins
	msgDraw
	msgResultWhite
	msgResultBlack
	msgResultDraw
	msgResultNone
	msgNone
)

// templates: "{1}", "{2}"... are filled with phrases; the text between them is
// spoken by one clip per stretch, in the language's voice.
var templates = map[msg][2]string{}

// helpOrder is the order in which "help" names its topics; each feature
// adds the lines of its own topic with addHelp.
var helpOrder = []string{"moves", "commands", "clock", "boards", "questions", "review", "adjourn", "keys"}

// helpTopics holds each topic's lines: short ones, each read as one line
// of a braille display's few windows.
var helpTopics = map[string][]msg{}

func addHelp(topic string, lines ...msg) bool {
	helpTopics[topic] = append(helpTopics[topic], lines...)
	return true
}

// sentences adds a feature's sentences to the table; a number used twice is
// a programming mistake caught at start-up.
func sentences(m map[msg][2]string) bool {
	for k, v := range m {
		if _, dup := templates[k]; dup {
			panic(fmt.Sprintf("speech: sentence %d declared twice", k))
		}
		templates[k] = v
	}
	return true
}

var _ = addHelp("moves", msgHelpMoves, msgHelpWhich)
var _ = addHelp("commands", msgHelpCommands, msgHelpSpeech)
var _ = addHelp("keys", msgHelpKeys)

var _ = sentences(map[msg][2]string{
	msgPrompt:           {"{1}. {2} to move", "{1}. {2} am Zug"},
	msgGameOverPrompt:   {"Game over, {1}. Type moves to hear the game, or quit", "Partie beendet, {1}. moves liest die Partie vor, quit beendet"},
	msgNewGame:          {"New game. {1}", "Neue Partie. {1}"},
	msgFromPosition:     {"New game from a set position. {1}", "Neue Partie aus einer gestellten Stellung. {1}"},
	msgCheckmate:        {"Checkmate. {1}, {2}.", "Schachmatt. {1}, {2}."},
	msgResigns:          {"{1} resigns. {2}, {3}.", "{1} gibt auf. {2}, {3}."},
	msgStalemate:        {"Stalemate. {1}, {2}.", "Patt. {1}, {2}."},
	msgDeadPosition:     {"Dead position, neither side can checkmate. {1}, {2}.", "Tote Stellung, keine Seite kann mattsetzen. {1}, {2}."},
	msgAgreement:        {"Draw by agreement, {1}.", "Remis durch Vereinbarung, {1}."},
	msgThreefoldClaim:   {"Draw by threefold repetition, claimed by {1}. {2}.", "Remis durch dreimalige Stellungswiederholung, reklamiert von {1}. {2}."},
	msgFiftyClaim:       {"Draw by the fifty-move rule, claimed by {1}. {2}.", "Remis nach der Fünfzig-Züge-Regel, reklamiert von {1}. {2}."},
	msgFivefold:         {"Draw by fivefold repetition, {1}.", "Remis durch fünfmalige Stellungswiederholung, {1}."},
	msgSeventyFive:      {"Draw by the seventy-five-move rule, {1}.", "Remis nach der Fünfundsiebzig-Züge-Regel, {1}."},
	msgOffers:           {"{1} offers a draw.", "{1} bietet Remis an."},
	msgOfferStands:      {"{1} offers a draw: type accept, or make a move to decline.", "{1} bietet Remis an: accept nimmt an, ein Zug lehnt ab."},
	msgOfferDeclined:    {"Draw offer declined.", "Remisangebot abgelehnt."},
	msgNoOffer:          {"There is no draw offer to accept.", "Es gibt kein Remisangebot."},
	msgOwnOffer:         {"You cannot accept your own draw offer.", "Das eigene Remisangebot kann man nicht annehmen."},
	msgTooEarly:         {"A draw by agreement needs at least one move by each player.", "Remis durch Vereinbarung erst, wenn beide Spieler gezogen haben."},
	msgOfferExists:      {"Your draw offer already stands.", "Das Remisangebot steht bereits."},
	msgClaimRejected:    {"Claim rejected: the position stood {1} of {3} times; {2} of {4} half-moves without a capture or pawn move. Play goes on; the claim is a draw offer.", "Reklamation abgelehnt: Stellung {1} von {3} Malen; {2} von {4} Halbzügen ohne Schlag- oder Bauernzug. Es geht weiter; die Reklamation gilt als Remisangebot."},
	msgClaimMoveStands:  {"The move written with the claim stands: {1}.", "Der mit der Reklamation notierte Zug gilt: {1}."},
	msgNotYourTurn:      {"Only the player on move can claim a draw.", "Nur der Spieler am Zug kann Remis reklamieren."},
	msgResignConfirm:    {"Do you really resign? Type yes to confirm.", "Wirklich aufgeben? Zum Bestätigen ja eingeben."},
	msgResignCancelled:  {"Resignation cancelled.", "Aufgabe abgebrochen."},
	msgLastMove:         {"Last move, {1}: {2}", "Letzter Zug, {1}: {2}"},
	msgNoMoveYet:        {"No move has been played yet.", "Es wurde noch kein Zug gespielt."},
	msgMoves:            {"Moves: {1}", "Züge: {1}"},
	msgMoveN:            {"Move {1}: {2}", "Zug {1}: {2}"},
	msgNoSuchMoveNumber: {"Move {1} has not been played yet.", "Zug {1} wurde noch nicht gespielt."},
	msgNothingToRepeat:  {"Nothing to repeat yet.", "Noch nichts zu wiederholen."},
	msgTurnInfo:         {"{1}.", "{1}."},
	msgHelp: {"Type help and a topic: moves, commands, clock, boards, questions, review, adjourn, keys.",
		"help und ein Thema eingeben: moves, commands, clock, boards, questions, review, adjourn, keys."},
	msgNoHelpTopic: {"There is no help topic {1}.", "Kein Hilfethema {1}."},
	msgHelpMoves: {"Moves: type Springer Felix drei, Bauer Eva vier, Kurze Rochade, or e4. Three letters of a word are enough.",
		"Züge: Springer Felix drei, Bauer Eva vier, Kurze Rochade oder e4 eingeben. Drei Buchstaben eines Wortes genügen."},
	msgHelpWhich: {"When two pieces can make the move, add the square, file or rank they come from: Springer Gustav eins Felix drei.",
		"Wenn zwei Figuren so ziehen können, das Ausgangsfeld, die Linie oder Reihe dazu nennen: Springer Gustav eins Felix drei."},
	msgHelpCommands: {"Commands: last, repeat, moves, moves 12, turn, draw, accept, claim, claim and a move, resign, quit.",
		"Befehle: last, repeat, moves, moves 12, turn, draw, accept, claim, claim und ein Zug, resign, quit."},
	msgHelpSpeech: {"How much is said: brief, normal or full.", "Wie viel gesagt wird: brief, normal oder full."},
	msgHelpKeys: {"Keys: Enter sends the line; Up and Down bring back earlier lines; Escape or Control U clears the line; Control C on an empty line saves and quits.",
		"Tasten: Enter schickt die Zeile; Pfeil hoch und runter holen frühere Zeilen; Escape oder Steuerung U leert sie; Steuerung C auf leerer Zeile beendet."},
	msgGoodbye:    {"Game saved. Goodbye.", "Partie gespeichert. Auf Wiedersehen."},
	msgGameIsOver: {"The game is over, {1}.", "Die Partie ist beendet, {1}."},
	msgSaveFailed: {"The scoresheet could not be saved.", "Das Partieformular konnte nicht gespeichert werden."},
	msgBadNumber:  {"After moves, give a move number from {2} to {1}.", "Nach moves eine Zugnummer von {2} bis {1} angeben."},

	msgCannotReach:         {"No {1} can reach {2}.", "{1}: kein Zug nach {2} möglich."},
	msgNoSuchPiece:         {"You have no {1}.", "Keine Figur dieser Art: {1}."},
	msgWhichPiece:          {"Which {1}: {2}?", "{1} von wo: {2}?"},
	msgEmptyFrom:           {"There is no piece on {1}.", "Auf {1} steht keine Figur."},
	msgOpponentsPiece:      {"The {1} on {2} is your opponent's.", "{1} auf {2} gehört dem Gegner."},
	msgWrongPiece:          {"There is no {1} on {2}, a {3} stands there.", "Auf {2} steht {3}, nicht {1}."},
	msgOwnPiece:            {"Your own {1} stands on {2}.", "Auf {2} steht die eigene Figur {1}."},
	msgExposesKing:         {"That move would leave your king in check.", "Der Zug ließe den eigenen König im Schach."},
	msgKingIntoCheck:       {"Your king would be in check on {1}.", "Der König stünde auf {1} im Schach."},
	msgStillInCheck:        {"Your king is in check, and that move does not end it.", "Der König steht im Schach, und der Zug hebt es nicht auf."},
	msgPromotionNeedsPiece: {"Promotion needs a piece: {1}.", "Umwandlung braucht eine Figur: {1}."},
	msgBadPromotion:        {"A pawn can only become {1}.", "Ein Bauer wird nur zu {1}."},
	msgNoPromotion:         {"Only a pawn reaching the last rank is promoted.", "Nur ein Bauer auf der letzten Reihe wird umgewandelt."},
	msgNothingToCapture:    {"There is nothing to capture on {1}.", "Auf {1} gibt es nichts zu schlagen."},
	msgNotEnPassant:        {"That is not an en passant capture.", "Das ist kein Schlagen en passant."},
	msgNotCheck:            {"That move does not give check.", "Der Zug gibt kein Schach."},
	msgNotMateButCheck:     {"That move gives check, but not mate.", "Der Zug gibt Schach, aber nicht Matt."},
	msgNotMate:             {"That move does not mate.", "Der Zug setzt nicht matt."},
	msgCastleKingMoved:     {"Castling not possible, the king has already moved.", "Rochade nicht möglich, der König hat schon gezogen."},
	msgCastleRookMoved:     {"Castling not possible, that rook has moved or was captured.", "Rochade nicht möglich, dieser Turm hat gezogen oder wurde geschlagen."},
	msgCastleRightLost:     {"Castling not possible, the right to castle on that side is lost.", "Rochade nicht möglich, das Recht zu dieser Rochade ist verloren."},
	msgCastleBlocked:       {"Castling not possible, pieces between king and rook: {1}.", "Rochade nicht möglich, Figuren zwischen König und Turm: {1}."},
	msgCastleInCheck:       {"Castling not possible, the king is in check.", "Rochade nicht möglich, der König steht im Schach."},
	msgCastleThrough:       {"Castling not possible, the king would cross {1}, which is attacked.", "Rochade nicht möglich, der König müsste über das angegriffene Feld {1}."},
	msgCastleInto:          {"Castling not possible, the king would be in check on {1}.", "Rochade nicht möglich, der König stünde auf {1} im Schach."},

	msgUnknownWord:      {"Unknown word {1}. Type help for the commands.", "Unbekanntes Wort {1}. help nennt die Befehle."},
	msgAmbiguousWord:    {"{1} could mean {2}; type more letters.", "{1} kann {2} heißen; bitte mehr Buchstaben eingeben."},
	msgNoDestination:    {"Which square? A move needs the square the piece goes to.", "Welches Feld? Ein Zug braucht das Zielfeld."},
	msgIncompleteSquare: {"{1} is only half a square: name a file and a rank, as Eva vier.", "{1} ist nur ein halbes Feld: Linie und Reihe nennen, etwa Eva vier."},
	msgTwoPieces:        {"Two pieces named: name one piece, then the square.", "Zwei Figuren genannt: eine Figur und dann das Feld nennen."},
	msgTooManySquares:   {"Too many squares: name the square the piece comes from, if you like, and the square it goes to.", "Zu viele Felder: höchstens das Ausgangsfeld und das Zielfeld nennen."},
	msgCastlingSide:     {"Which castling: {1} or {2}?", "Welche Rochade: {1} oder {2}?"},
	msgMixedCastling:    {"Castling names no square: say {1} or {2} alone.", "Eine Rochade nennt kein Feld: nur {1} oder {2} sagen."},

	msgOr:          {"or", "oder"},
	msgAnd:         {"and", "und"},
	msgWhite:       {"White", "Weiß"},
	msgBlack:       {"Black", "Schwarz"},
	msgWhiteWins:   {"White wins", "Weiß gewinnt"},
	msgBlackWins:   {"Black wins", "Schwarz gewinnt"},
	msgDraw:        {"Draw", "Remis"},
	msgResultWhite: {"1-0", "1-0"},
	msgResultBlack: {"0-1", "0-1"},
	msgResultDraw:  {"1/2-1/2", "1/2-1/2"},
	msgResultNone:  {"game in progress", "Partie läuft"},
	msgNone:        {"none", "keine"},
})

// resultSay is how a result is spoken; it is printed as the PGN writes it.
var resultSay = map[string][2]string{
	"1-0":     {"one, zero", "eins zu null"},
	"0-1":     {"zero, one", "null zu eins"},
	"1/2-1/2": {"half, half", "halb zu halb"},
}

// segment is a stretch of template text or a slot.
type segment struct {
	text string // literal text, when slot is 0
	slot int    // 1-based slot number
}

func parseTemplate(t string) []segment {
	var out []segment
	for t != "" {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			out = append(out, segment{text: t})
			break
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			panic(fmt.Sprintf("speech: unclosed slot in template %q", t))
		}
		n, err := strconv.Atoi(t[i+1 : i+j])
		if err != nil {
			panic(fmt.Sprintf("speech: bad slot in template %q", t))
		}
		if i > 0 {
			out = append(out, segment{text: t[:i]})
		}
		out = append(out, segment{slot: n})
		t = t[i+j+1:]
	}
	return out
}

// literalWords turns template text into words, one clip per word: leading
// punctuation joins the word before; punctuation after a word is printed and
// spoken as a short pause.
func literalWords(v Voice, text string) (lead string, words []Word) {
	trimmed := strings.TrimLeft(text, " ")
	i := 0
	for i < len(trimmed) && strings.ContainsRune(sentencePunct, rune(trimmed[i])) {
		i++
	}
	lead, rest := trimmed[:i], strings.TrimSpace(trimmed[i:])
	fields := strings.Fields(rest)
	for i := 0; i < len(fields); i++ {
		w := fields[i]
		if v != German {
			// Appendix D words are German whatever the language around
			// them: "as Springer Felix drei" says them in the German voice.
			if clips, n := appendixClips(fields[i:]); n > 0 {
				text := strings.Join(fields[i:i+n], " ")
				words = append(words, withPause(Word{Text: text, Clips: clips}))
				i += n - 1
				continue
			}
		}
		if s := resultSay[strings.TrimRight(w, sentencePunct)]; s[0] != "" {
			say := s[0]
			if v == German {
				say = s[1]
			}
			words = append(words, withPause(word(v, w, say)))
			continue
		}
		bare := strings.TrimRight(w, sentencePunct)
		if bare == "" {
			continue
		}
		say := strings.TrimLeft(bare, "-") // a flag, --time, is spoken as its word
		if v == English && strings.EqualFold(bare, "a") {
			say = "uh" // alone, espeak says the article as the letter's name
		}
		words = append(words, withPause(Word{Text: w, Clips: []string{register(v, slug(say), say)}}))
	}
	return lead, words
}

// say fills a sentence's slots and returns the phrase.
func say(l Lang, m msg, args ...Phrase) Phrase { return fill(l, templates[m][l], args) }

// fill fills a template's slots and returns the phrase.
func fill(l Lang, template string, args []Phrase) Phrase {
	var p Phrase
	for _, seg := range parseTemplate(template) {
		if seg.slot > 0 {
			if seg.slot > len(args) {
				continue // a caller's mistake must not stop a game; the transcripts catch it
			}
			p.Words = append(p.Words, args[seg.slot-1].Words...)
			continue
		}
		lead, words := literalWords(l.voice(), seg.text)
		p = p.punct(lead)
		p.Words = append(p.Words, words...)
	}
	return p
}

func registerTemplates() {
	for _, table := range []map[msg][2]string{templates, briefTemplates} {
		for m := range table {
			for _, l := range []Lang{EN, DE} {
				if table[m][l] == "" {
					panic(fmt.Sprintf("speech: template %d has no %s text", m, l))
				}
				for _, seg := range parseTemplate(table[m][l]) {
					if seg.slot == 0 {
						literalWords(l.voice(), seg.text)
					}
				}
			}
		}
	}
}

// A save that failed: said when it works again, and at the end.
var _ = sentences(map[msg][2]string{
	msgSavedNow:       {"The scoresheet is saved now.", "Das Partieformular ist jetzt gespeichert."},
	msgGoodbyeUnsaved: {"The game is not saved. Goodbye.", "Die Partie ist nicht gespeichert. Auf Wiedersehen."},
})
