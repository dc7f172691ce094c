package rules

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/anna-chess/anna/internal/cleantext"
)

// Header holds the PGN tags of a game. Empty fields of the Seven Tag Roster
// are written as "?" (Date as "????.??.??"), as the PGN standard asks.
type Header struct {
	Event, Site, Date, Round, White, Black string
	// Extra tags follow the roster in order, e.g. {"TimeControl", "300+2"}.
	Extra [][2]string
}

// PGN writes the game as a PGN scoresheet in export format: the Seven Tag
// Roster, SetUp and FEN when the game did not start from the initial
// position, the moves in SAN with draw offers as {(=)} (8.1.5), a closing
// comment saying how the game ended, and the result. A Chess960 game has
// Variant "Chess960" and always its FEN, castling rights in X-FEN (KQkq
// where they name the outermost rooks), as lichess, chessops and
// pgn-extract read them.
func (g *Game) PGN(h Header) string {
	var sb strings.Builder
	tag := func(k, v string) {
		fmt.Fprintf(&sb, "[%s \"%s\"]\n", k, escapePGN(v))
	}
	tag("Event", orUnknown(h.Event, "?"))
	tag("Site", orUnknown(h.Site, "?"))
	tag("Date", orUnknown(h.Date, "????.??.??"))
	tag("Round", orUnknown(h.Round, "?"))
	tag("White", orUnknown(h.White, "?"))
	tag("Black", orUnknown(h.Black, "?"))
	tag("Result", g.outcome.Result.String())
	if g.variant == Chess960 {
		tag("Variant", "Chess960")
	}
	if g.startFEN != StartFEN || g.variant == Chess960 {
		tag("SetUp", "1")
		tag("FEN", g.startFEN)
	}
	for _, kv := range h.Extra {
		if isSymbol(kv[0]) { // no reader reads another (a state file's may hold anything)
			tag(kv[0], kv[1])
		}
	}
	sb.WriteString("\n")
	sb.WriteString(wrapPGN(g.movetextTokens(), 79))
	sb.WriteString("\n")
	return sb.String()
}

func (g *Game) movetextTokens() []string {
	// One comment per move at most (the clock, a draw offer, the notes,
	// the ending, together): some readers (chess.js) refuse two in a row.
	var toks, notes []string
	for _, c := range g.preface {
		notes = append(notes, pgnComment(c))
	}
	needNumber := true
	flush := func() {
		if len(notes) > 0 {
			toks = append(toks, "{"+joinNotes(notes)+"}")
			notes = nil
			needNumber = true
		}
	}
	for _, p := range g.plies {
		flush()
		switch {
		case p.Color == White:
			toks = append(toks, fmt.Sprintf("%d.", p.Number))
		case needNumber:
			toks = append(toks, fmt.Sprintf("%d...", p.Number))
		}
		toks = append(toks, p.SAN)
		needNumber = false
		if p.Clocked {
			notes = append(notes, "[%clk "+ClockString(p.Clock.For(p.Color))+"]")
		}
		if p.DrawOffered {
			notes = append(notes, "(=)")
		}
		for _, c := range p.Comments {
			notes = append(notes, pgnComment(c))
		}
	}
	if g.outcome.Over() {
		notes = append(notes, EndingSentence(g.outcome))
	}
	flush()
	return append(toks, g.outcome.Result.String())
}

// joinNotes writes a move's notes as one comment: the clock command and
// the draw offer's (=) followed by a space, notes in words by "; ".
func joinNotes(notes []string) string {
	var sb strings.Builder
	for i, n := range notes {
		if i > 0 {
			if prev := notes[i-1]; strings.HasPrefix(prev, "[%") || prev == "(=)" {
				sb.WriteString(" ")
			} else {
				sb.WriteString("; ")
			}
		}
		sb.WriteString(n)
	}
	return sb.String()
}

// EndingSentence says in English how a game ended, for the PGN comment.
func EndingSentence(o Outcome) string {
	switch o.Reason {
	case Checkmate:
		return ColorName(o.Winner()) + " wins by checkmate"
	case Resignation:
		if o.Result == Drawn {
			return "Draw: " + ColorName(o.By) + " resigned, but the opponent cannot checkmate (5.1.2)"
		}
		return ColorName(o.Winner().Other()) + " resigns"
	case Stalemate:
		return "Draw by stalemate"
	case DeadPosition:
		return "Draw: dead position"
	case Agreement:
		return "Draw by agreement"
	case ThreefoldClaim:
		return "Draw by threefold repetition, claimed"
	case FiftyMoveClaim:
		return "Draw by the fifty-move rule, claimed"
	case FivefoldRepetition:
		return "Draw by fivefold repetition"
	case SeventyFiveMoves:
		return "Draw by the seventy-five-move rule"
	case FlagFall:
		return ColorName(o.Winner().Other()) + " lost on time"
	case FlagFallNoMate:
		return "Draw: time ran out, but the opponent cannot checkmate"
	case BothFlags:
		return "Draw: both flags fell"
	case SealedMoveInvalid:
		if o.Result == Drawn {
			return "Draw: the sealed move was invalid, but the opponent cannot checkmate"
		}
		return ColorName(o.Winner().Other()) + " sealed an invalid move and loses"
	case NormalMeansClaim:
		return "Draw: the arbiter granted " + ColorName(o.By) + "'s claim under Guidelines III.5"
	case SecondIllegalMove:
		if o.Result == Drawn {
			return "Draw: " + ColorName(o.By) + " made a second illegal move, but the opponent cannot checkmate"
		}
		return ColorName(o.Winner().Other()) + " loses by a second illegal move, declared by the arbiter"
	case ArbiterForfeit:
		return ColorName(o.Winner().Other()) + " loses by the arbiter's penalty (12.9.6)"
	case Absence:
		return ColorName(o.Winner().Other()) + " loses by absence (6.7.1)"
	case Aborted:
		return "The game was aborted"
	case OpponentLeft:
		if o.Result == Drawn {
			return "Draw: " + ColorName(o.By) + " left the game, and the opponent claimed a draw"
		}
		return ColorName(o.By) + " left the game, and the opponent claimed the win"
	case ServerEnded:
		return "The server ended the game"
	}
	return o.String()
}

// pgnComment keeps a comment's text from closing its braces early, and
// on one line.
func pgnComment(s string) string {
	return strings.NewReplacer("{", "(", "}", ")").Replace(noControls(s))
}

// noControls makes a tag's value or a comment one line fit for a
// terminal (internal/cleantext): a newline there could forge a tag line,
// and a name from lichess or a host with an escape sequence or a
// right-to-left override would act on whoever shows the file.
func noControls(s string) string { return cleantext.Line(s) }

func orUnknown(v, unknown string) string {
	if strings.TrimSpace(v) == "" {
		return unknown
	}
	return v
}

// escapePGN writes a tag value as the PGN standard says (8.1.1): a
// backslash escaped with a backslash, no control characters. A quote
// would be escaped too, but chess.js (1.4), which many web tools use,
// cannot read an escaped quote: it is written as an apostrophe, which
// every reader takes.
// isSymbol reports whether s is a PGN symbol, as a tag's name is (the
// PGN standard, 7 and 8.1.1): a letter or digit, then letters, digits
// and _+#=:-, all ASCII.
func isSymbol(s string) bool {
	for i, r := range s {
		letterOrDigit := r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r))
		if !letterOrDigit && (i == 0 || !strings.ContainsRune("_+#=:-", r)) {
			return false
		}
	}
	return s != ""
}

func escapePGN(s string) string {
	s = noControls(s)
	s = strings.ReplaceAll(s, `\`, `\\`)
	return strings.ReplaceAll(s, `"`, `'`)
}

// wrapPGN joins tokens with spaces into lines of at most width characters.
func wrapPGN(toks []string, width int) string {
	var sb strings.Builder
	line := 0
	for _, t := range toks {
		if line > 0 && line+1+len(t) > width {
			sb.WriteString("\n")
			line = 0
		}
		if line > 0 {
			sb.WriteString(" ")
			line++
		}
		sb.WriteString(t)
		line += len(t)
	}
	return sb.String()
}
