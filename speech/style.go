package speech

import (
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Style is how moves are announced.
type Style int8

const (
	AppendixD    Style = iota // "Springer Felix drei" (FIDE Appendix D)
	Long                      // "Springer Gustav eins Felix drei": with the from-square
	EnglishStyle              // "knight f3"
	NATO                      // "knight foxtrot three"
	SAN                       // "Nf3"
)

var styleNames = []string{"appendix-d", "long", "english", "nato", "san"}

func (s Style) String() string {
	if int(s) < len(styleNames) {
		return styleNames[s]
	}
	return fmt.Sprintf("Style(%d)", s)
}

// ParseStyle reads a --notation value.
func ParseStyle(s string) (Style, error) {
	for i, n := range styleNames {
		if strings.EqualFold(s, n) {
			return Style(i), nil
		}
	}
	return 0, fmt.Errorf("speech: unknown notation %q (choose %s)", s, strings.Join(styleNames, ", "))
}

// The fixed vocabulary of each style.
var (
	// English, NATO and SAN styles.
	enPieces = map[rules.PieceType]Word{
		rules.King: plain(voiceEn, "king"), rules.Queen: plain(voiceEn, "queen"), rules.Rook: plain(voiceEn, "rook"),
		rules.Bishop: plain(voiceEn, "bishop"), rules.Knight: plain(voiceEn, "knight"), rules.Pawn: plain(voiceEn, "pawn"),
	}
	natoFiles     = [8]Word{plain(voiceEn, "alfa"), plain(voiceEn, "bravo"), plain(voiceEn, "charlie"), plain(voiceEn, "delta"), plain(voiceEn, "echo"), plain(voiceEn, "foxtrot"), plain(voiceEn, "golf"), plain(voiceEn, "hotel")}
	enTakes       = plain(voiceEn, "takes")
	enCheck       = plain(voiceEn, "check")
	enMate        = plain(voiceEn, "checkmate")
	enShortCastle = plain(voiceEn, "castles kingside")
	enLongCastle  = plain(voiceEn, "castles queenside")
	enEnPassant   = plain(voiceEn, "en passant")
	enPromotes    = plain(voiceEn, "promotes to")
	enSANMate     = plain(voiceEn, "mate") // what # says in SAN
)

func init() {
	collecting.Store(false) // the rest when the catalogue is asked for
}
