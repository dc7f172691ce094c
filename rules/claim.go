package rules

import "fmt"

// ClaimResult is the arbiter's answer to a draw claim.
type ClaimResult struct {
	Correct bool
	Reason  Reason // ThreefoldClaim or FiftyMoveClaim when Correct
	// Written is the move written with the claim, if one was, as it would
	// stand on the scoresheet. A correct claim is decided before the move
	// is made: the game is drawn and the move is not played (9.2.1.1,
	// 9.3.1); it is noted on the scoresheet as a comment.
	Written *Ply
	// Played is that move once played: after a wrong claim it must be
	// played (9.5.3).
	Played *Ply
	// Occurrences is how often the position in question has stood on the
	// board; Halfmoves counts moves without capture or pawn move (both sides).
	Occurrences, Halfmoves int
}

// Claim is c's claim of a draw by threefold repetition (9.2) or by the
// fifty-move rule (9.3), for the position on the board or, with a move, for
// the position that move will bring about. Only the player on move may claim.
// A correct claim with a move ends the game before the move is made, so a
// move that would mate, stalemate or reach fivefold repetition changes
// nothing (9.2.1.1, 9.3.1). A wrong claim counts as a draw offer (9.1.2.3)
// and play goes on; a move written with it must be played (9.5.3).
func (g *Game) Claim(c Color, with *Move) (ClaimResult, error) {
	switch {
	case g.outcome.Over():
		return ClaimResult{}, ErrGameOver
	case c != g.Turn():
		return ClaimResult{}, ErrNotYourTurn
	}
	if with == nil {
		res := ClaimResult{Occurrences: g.RepetitionCount(), Halfmoves: g.HalfmoveClock()}
		res.Reason, res.Correct = judgeClaim(res.Occurrences, res.Halfmoves)
		if res.Correct {
			g.outcome = draw(res.Reason)
			g.offerBy = NoColor
		} else {
			g.offerBy = c
		}
		return res, nil
	}
	cm, ok := g.legal(*with)
	if !ok {
		return ClaimResult{}, fmt.Errorf("rules: %s is not a legal move here", *with)
	}
	after := g.current().play(cm)
	written := g.describe(cm)
	res := ClaimResult{Written: &written, Occurrences: g.repetitions[keyOf(&after)] + 1, Halfmoves: after.halfmove}
	res.Reason, res.Correct = judgeClaim(res.Occurrences, res.Halfmoves)
	if res.Correct {
		dots := "."
		if c == Black {
			dots = "..."
		}
		g.Comment(fmt.Sprintf("%s claims a draw by %s with %d%s %s, written and not played",
			ColorName(c), claimRule[res.Reason], written.Number, dots, written.SAN))
		g.outcome = draw(res.Reason)
		g.offerBy = NoColor
		return res, nil
	}
	g.offerBy = c
	ply, err := g.Play(*with)
	if err != nil {
		return ClaimResult{}, err
	}
	res.Played = &ply
	return res, nil
}

// claimRule names the rule a correct claim with a move met, for the
// scoresheet.
var claimRule = map[Reason]string{ThreefoldClaim: "threefold repetition (9.2.1.1)", FiftyMoveClaim: "the fifty-move rule (9.3.1)"}

func judgeClaim(occurrences, halfmoves int) (Reason, bool) {
	switch {
	case occurrences >= 3:
		return ThreefoldClaim, true
	case halfmoves >= 100:
		return FiftyMoveClaim, true
	}
	return NotOver, false
}
