package speech

import (
	"fmt"
	"time"
)

// briefTemplates are the brief forms of sentences (--verbosity brief): a
// reason in at most six words, for a player who knows the program and
// wants the fewest words between moves. A sentence without a brief form is
// said in full.
var briefTemplates = map[msg][2]string{}

// briefSentences adds brief forms; a test checks each has a full form
// (files are initialised in name order, so not all are known yet here).
func briefSentences(m map[msg][2]string) bool {
	for k, v := range m {
		briefTemplates[k] = v
	}
	return true
}

var _ = briefSentences(map[msg][2]string{
	msgCannotReach:         {"No {1} can reach {2}.", "{1}: nicht nach {2}."},
	msgEmptyFrom:           {"{1} is empty.", "{1} ist leer."},
	msgOpponentsPiece:      {"{2}: opponent's {1}.", "{2}: gegnerische Figur {1}."},
	msgWrongPiece:          {"{3} on {2}, not {1}.", "{3} auf {2}, nicht {1}."},
	msgOwnPiece:            {"Own {1} on {2}.", "Eigene Figur auf {2}."},
	msgExposesKing:         {"King would be in check.", "König stünde im Schach."},
	msgKingIntoCheck:       {"King in check on {1}.", "König im Schach auf {1}."},
	msgStillInCheck:        {"King still in check.", "König steht noch im Schach."},
	msgPromotionNeedsPiece: {"Name the promotion piece.", "Umwandlungsfigur nennen."},
	msgBadPromotion:        {"Not a promotion piece.", "Keine Umwandlungsfigur."},
	msgNoPromotion:         {"No promotion here.", "Hier keine Umwandlung."},
	msgNothingToCapture:    {"Nothing to capture on {1}.", "Nichts zu schlagen auf {1}."},
	msgNotEnPassant:        {"Not en passant.", "Kein en passant."},
	msgNotCheck:            {"No check.", "Kein Schach."},
	msgNotMateButCheck:     {"Check, not mate.", "Schach, nicht Matt."},
	msgNotMate:             {"Not mate.", "Nicht Matt."},
	msgCastleKingMoved:     {"No castling: king has moved.", "Keine Rochade: König gezogen."},
	msgCastleRookMoved:     {"No castling: rook has moved.", "Keine Rochade: Turm gezogen."},
	msgCastleRightLost:     {"No castling right.", "Kein Rochaderecht."},
	msgCastleBlocked:       {"Castling blocked.", "Rochade verstellt."},
	msgCastleInCheck:       {"No castling: king in check.", "Keine Rochade: König im Schach."},
	msgCastleThrough:       {"No castling: {1} attacked.", "Keine Rochade: {1} angegriffen."},
	msgCastleInto:          {"No castling: {1} attacked.", "Keine Rochade: {1} angegriffen."},
	msgUnknownWord:         {"Unknown word {1}.", "Unbekanntes Wort {1}."},
	msgAmbiguousWord:       {"{1}: type more letters.", "{1}: mehr Buchstaben eingeben."},
	msgNoDestination:       {"Which square?", "Welches Feld?"},
	msgIncompleteSquare:    {"{1} is half a square.", "{1} ist ein halbes Feld."},
	msgTwoPieces:           {"Two pieces named.", "Zwei Figuren genannt."},
	msgTooManySquares:      {"Too many squares.", "Zu viele Felder."},
	msgCastlingSide:        {"Which castling?", "Welche Rochade?"},
	msgMixedCastling:       {"Castling names no square.", "Rochade nennt kein Feld."},
	msgClockBoth:           {"{1} {2}, {3} {4}", "{1} {2}, {3} {4}"},
	msgClockOne:            {"{1} {2}", "{1} {2}"},
})

// clockTime is a clock's reading the short way, for brief verbosity:
// minutes and seconds as two numbers ("4 12", "0 45", "95 30"); under ten
// seconds the seconds to the tenth ("0 8.4").
func (b Phrasebook) clockTime(d time.Duration) Phrase {
	d = max(0, d)
	v := b.Lang.voice()
	if d > 0 && d < 9950*time.Millisecond {
		tenths := int((d + 50*time.Millisecond) / (100 * time.Millisecond))
		if tenths%10 != 0 {
			sep := "."
			if b.Lang == DE {
				sep = ","
			}
			w := Word{Text: fmt.Sprintf("%d%s%d", tenths/10, sep, tenths%10)}
			w.Clips = append(append(append(w.Clips, numberClips(v, tenths/10)...), b.say(msgPoint).Clips()...), numberClips(v, tenths%10)...)
			return phrase(number(v, 0), w)
		}
	}
	s := int((d + time.Second/2) / time.Second)
	return phrase(number(v, s/60), number(v, s%60))
}

// clockReading is a clock's time as the verbosity says it.
func (b Phrasebook) clockReading(d time.Duration) Phrase {
	if b.Verbosity == Brief {
		return b.clockTime(d)
	}
	return b.Duration(d)
}
