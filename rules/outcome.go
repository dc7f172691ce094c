package rules

import "fmt"

// Result is the score of a game as the PGN writes it (10.1).
type Result int8

const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
	Drawn
	// NoResult: the game ended without a result (aborted online before
	// both players had moved); the PGN writes "*".
	NoResult
)

func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Drawn:
		return "1/2-1/2"
	}
	return "*"
}

// Reason is why a game ended.
type Reason int8

const (
	NotOver            Reason = iota
	Checkmate                 // 5.1.1
	Resignation               // 5.1.2; drawn under the 2023 text when the opponent cannot mate
	Stalemate                 // 5.2.1
	DeadPosition              // 5.2.2
	Agreement                 // 5.2.3
	ThreefoldClaim            // 9.2
	FiftyMoveClaim            // 9.3
	FivefoldRepetition        // 9.6.1
	SeventyFiveMoves          // 9.6.2
	FlagFall                  // 6.9: the opponent's time ran out
	FlagFallNoMate            // 6.9: time ran out, but the opponent cannot mate: draw
	BothFlags                 // III.3.1: both flags down in the last period: draw
	SealedMoveInvalid         // I.8: the sealed move is illegal, ambiguous or unreadable
	NormalMeansClaim          // III.5: the arbiter grants a claim that the opponent cannot win, or makes no effort to win, by normal means
	SecondIllegalMove         // 7.5.5 (7.5.3 in 2017): declared lost by the arbiter; drawn when the opponent cannot mate
	ArbiterForfeit            // 12.9.6: the arbiter declares the game lost as a penalty
	Absence                   // 6.7.1: the player did not come to the board in time
	// The reasons an online server gives (lichess), recorded as it
	// decided them (Game.Record).
	Aborted      // the game was aborted before both players had moved: no result
	OpponentLeft // By left the game, and the opponent claimed the win (or a draw)
	ServerEnded  // the server ended the game for a reason of its own
)

var reasonNames = map[Reason]string{
	NotOver:            "not over",
	Checkmate:          "checkmate",
	Resignation:        "resignation",
	Stalemate:          "stalemate",
	DeadPosition:       "dead position",
	Agreement:          "agreement",
	ThreefoldClaim:     "threefold repetition",
	FiftyMoveClaim:     "fifty-move rule",
	FivefoldRepetition: "fivefold repetition",
	SeventyFiveMoves:   "seventy-five-move rule",
	FlagFall:           "time",
	FlagFallNoMate:     "time, opponent cannot mate",
	BothFlags:          "both flags",
	SealedMoveInvalid:  "invalid sealed move",
	NormalMeansClaim:   "claim under Guidelines III.5",
	SecondIllegalMove:  "second illegal move",
	ArbiterForfeit:     "the arbiter's penalty",
	Absence:            "absence",
	Aborted:            "abort",
	OpponentLeft:       "the opponent leaving",
	ServerEnded:        "the server's decision",
}

func (r Reason) String() string {
	if s, ok := reasonNames[r]; ok {
		return s
	}
	return fmt.Sprintf("Reason(%d)", r)
}

// Outcome is how a game ended: its result and the reason.
type Outcome struct {
	Result Result
	Reason Reason
	// By is the player whose resignation, fault or claim ended the game
	// (5.1.2, 7.5.5, 12.9.6, 6.7.1, III.5), also when it ended drawn;
	// NoColor otherwise.
	By Color
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// Winner is the colour that won, or NoColor for a draw or a game in progress.
func (o Outcome) Winner() Color {
	switch o.Result {
	case WhiteWins:
		return White
	case BlackWins:
		return Black
	}
	return NoColor
}

func (o Outcome) String() string {
	if !o.Over() {
		return "*"
	}
	return fmt.Sprintf("%s by %s", o.Result, o.Reason)
}

func winFor(c Color, why Reason) Outcome {
	if c == White {
		return Outcome{Result: WhiteWins, Reason: why}
	}
	return Outcome{Result: BlackWins, Reason: why}
}

func draw(why Reason) Outcome { return Outcome{Result: Drawn, Reason: why} }
