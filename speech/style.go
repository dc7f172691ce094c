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
		rules.King: plain(English, "king"), rules.Queen: plain(English, "queen"), rules.Rook: plain(English, "rook"),
		rules.Bishop: plain(English, "bishop"), rules.Knight: plain(English, "knight"), rules.Pawn: plain(English, "pawn"),
	}
	natoFiles     = [8]Word{plain(English, "alfa"), plain(English, "bravo"), plain(English, "charlie"), plain(English, "delta"), plain(English, "echo"), plain(English, "foxtrot"), plain(English, "golf"), plain(English, "hotel")}
	enTakes       = plain(English, "takes")
	enCheck       = plain(English, "check")
	enMate        = plain(English, "checkmate")
	enShortCastle = plain(English, "castles kingside")
	enLongCastle  = plain(English, "castles queenside")
	enEnPassant   = plain(English, "en passant")
	enPromotes    = plain(English, "promotes to")
	enSANMate     = plain(English, "mate") // what # says in SAN
)

func init() {
	collecting.Store(false) // the rest when the catalogue is asked for
}
