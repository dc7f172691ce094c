package speech

import (
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Verbosity is how much a move announcement says. The zero value is
// Normal, so a Phrasebook{} announces as it always did.
type Verbosity int8

const (
	// Normal announces the move as Appendix D says it, with Schach or Matt.
	Normal Verbosity = iota
	// Brief is the move only (Schach and Matt are part of it), and the
	// shortest form of the answers that have one (square, last, material).
	Brief
	// Full adds the piece captured ("Laeufer schlägt Springer auf Cesar
	// sechs") and which pieces give check (a discovered or double check).
	Full
)

var verbosityNames = []string{"normal", "brief", "full"}

func (v Verbosity) String() string {
	if int(v) < len(verbosityNames) {
		return verbosityNames[v]
	}
	return fmt.Sprintf("Verbosity(%d)", v)
}

// ParseVerbosity reads a --verbosity value.
func ParseVerbosity(s string) (Verbosity, error) {
	for i, n := range verbosityNames {
		if strings.EqualFold(s, n) {
			return Verbosity(i), nil
		}
	}
	return 0, fmt.Errorf("speech: unknown verbosity %q (choose brief, normal or full)", s)
}

// The words full verbosity puts between the piece captured and its square.
var (
	enOn = plain(voiceEn, "on")
)

// fullDetails adds to a move what full verbosity says besides: in SAN, the
// piece captured (the other styles name it in the move itself), and for a
// check or mate given by another piece than the one moved (a discovered
// check, castling) or by two pieces, the pieces that give it.
func (b Phrasebook) fullDetails(out Phrase, p rules.Ply) Phrase {
	if b.notation().symbolic() && p.Captured != rules.NoPieceType {
		out = phrase(out.punct(","), b.say(msgCaptured, b.piece(p.Captured)))
	}
	switch len(p.Checkers) {
	case 0:
	case 1:
		// The piece moved gives check: the move has said so already.
		if p.Checkers[0].Square != p.Move.To {
			out = phrase(out.punct(","), b.say(msgCheckBy, b.placed(p.Checkers[0])))
		}
	default:
		out = phrase(out.punct(","), b.say(msgDoubleCheck, b.placed(p.Checkers[0]), b.placed(p.Checkers[1])))
	}
	return out
}

// placed names a piece with its square: "Turm Eva eins", "rook e1".
func (b Phrasebook) placed(p rules.Placed) Phrase {
	return unit(b.piece(p.Piece.Type()), b.saySquare(p.Square))
}
