package speech

import (
	"time"

	"github.com/anna-chess/anna/rules"
)

// The Laws as the game applies them: the text (2023 or 2017), Guidelines
// III, the touched piece that binds, and the arbiter's declarations.
const (
	msgResignsNoMate msg = "resigns-no-mate"
)

// resignedNoMate announces a resignation that is a draw: the opponent
// cannot checkmate by any series of legal moves (5.1.2, 2023 text).
func (b Phrasebook) resignedNoMate(o rules.Outcome) Phrase {
	return b.say(msgResignsNoMate, b.Color(o.By), b.Color(o.By.Other()), b.say(msgDraw))
}

// Guidelines III: the claim that the opponent cannot win by normal means
// (III.5), the arbiter's decision, and an increment where none may be
// asked for (III.2).
const (
	msgNormalMeansClaimed   msg = "normal-means-claimed"
	msgDecideClaim          msg = "decide-claim"
	msgDecideClaimFlag      msg = "decide-claim-flag"
	msgNormalMeansGranted   msg = "normal-means-granted"
	msgNormalMeansRejected  msg = "normal-means-rejected"
	msgNormalMeansPostponed msg = "normal-means-postponed"
	msgFlagFellClaimWaits   msg = "flag-fell-claim-waits"
	msgClaimWaits           msg = "claim-waits"
	msgResumeHow            msg = "resume-how"
	msgIncrementNotInGame   msg = "increment-not-in-game"
)

// normalMeansClaimed: c claims a draw because the opponent cannot win by
// normal means (III.5); the clocks are stopped for the arbiter.
func (b Phrasebook) normalMeansClaimed(c rules.Color) Phrase {
	return b.say(msgNormalMeansClaimed, b.Color(c), b.Color(c.Other()))
}

// decideClaim tells the arbiter how to decide a claim under III.5: grant
// (a draw), resume (play on, the decision later) or refuse; after a flag
// fall, grant or refuse.
//
// At one terminal acting for everybody (asArbiter) the commands are named
// as the arbiter types them there, "arbiter: grant": a line without the
// arbiter's name may be the claimant's own (claimNotYours).
func (b Phrasebook) decideClaim(afterFlag, asArbiter bool) Phrase {
	command := b.commandPhrase
	if asArbiter {
		command = func(english string) Phrase {
			return b.fill(b.CommandWord("arbiter")+": "+b.CommandWord(english), nil)
		}
	}
	if afterFlag {
		return b.say(msgDecideClaimFlag, command("grant"), command("refuse"))
	}
	return b.say(msgDecideClaim, command("grant"), command("resume"), command("refuse"))
}

// normalMeansRejected and normalMeansPostponed: the arbiter's decision on
// c's claim (III.5.3, III.5.2).
func (b Phrasebook) normalMeansRejected(c rules.Color) Phrase {
	return b.say(msgNormalMeansRejected, b.Color(c))
}

func (b Phrasebook) normalMeansPostponed(c rules.Color) Phrase {
	return b.say(msgNormalMeansPostponed, b.Color(c))
}

// flagFellClaimWaits: c's flag fell while the decision on by's claim was
// postponed; the arbiter decides (III.5.2).
func (b Phrasebook) flagFellClaimWaits(c, by rules.Color) Phrase {
	return b.say(msgFlagFellClaimWaits, b.Color(c), b.Color(by))
}

// claimWaits: play stands still until the arbiter decides the claim.
func (b Phrasebook) claimWaits() Phrase { return b.say(msgClaimWaits) }

// resumeHow says how the arbiter postpones a decision with other extra
// time than two minutes.
func (b Phrasebook) resumeHow() Phrase { return b.say(msgResumeHow) }

// incrementNotInGame answers increment where Guidelines III do not apply.
func (b Phrasebook) incrementNotInGame() Phrase { return b.say(msgIncrementNotInGame) }

// normalMeansGranted announces the arbiter's grant of c's claim (III.5.1).
func (b Phrasebook) normalMeansGranted(o rules.Outcome) Phrase {
	return b.say(msgNormalMeansGranted, b.Color(o.By), b.say(msgDraw))
}

// The arbiter's declarations that a player has lost (7.5.5, 12.9.6,
// 6.7.1), and how to type one.
const (
	msgDeclaredIllegal     msg = "declared-illegal"
	msgDeclaredIllegalDraw msg = "declared-illegal-draw"
	msgDeclaredPenalty     msg = "declared-penalty"
	msgDeclaredAbsent      msg = "declared-absent"
	msgDeclareHow          msg = "declare-how"
	msgIllegalFirst        msg = "declared-illegal-first"
	msgIllegalFirstNoClock msg = "declared-illegal-first-no-clock"
	msgAbsentMoved         msg = "declare-absent-moved"
)

// declared announces a game the arbiter declared lost for o.By: a second
// completed illegal move (a draw when the opponent cannot checkmate), a
// penalty, or absence.
func (b Phrasebook) declared(o rules.Outcome) Phrase {
	if o.Result == rules.Drawn {
		return b.say(msgDeclaredIllegalDraw, b.Color(o.By), b.Color(o.By.Other()), b.say(msgDraw))
	}
	winner := b.wins(o)
	m := map[rules.Reason]msg{rules.SecondIllegalMove: msgDeclaredIllegal, rules.ArbiterForfeit: msgDeclaredPenalty, rules.Absence: msgDeclaredAbsent}[o.Reason]
	return b.say(m, b.Color(o.By), winner, b.sayResult(o.Result))
}

// declareHow says how the arbiter declares a game lost.
func (b Phrasebook) declareHow() Phrase { return b.say(msgDeclareHow) }

// declaredIllegalFirst announces c's first completed illegal move, as the
// arbiter declared it: the opponent gets d (7.5.5), and a second loses.
func (b Phrasebook) declaredIllegalFirst(c, opponent rules.Color, d time.Duration) Phrase {
	return b.say(msgIllegalFirst, b.Color(c), b.Color(opponent), b.Duration(d))
}

// declaredIllegalFirstNoClock: the same in a game without a clock, where
// no time can be given.
func (b Phrasebook) declaredIllegalFirstNoClock(c rules.Color) Phrase {
	return b.say(msgIllegalFirstNoClock, b.Color(c))
}

// declareAbsentMoved refuses to declare absent a player who has made a
// move: 6.7.1 is about arriving at the board.
func (b Phrasebook) declareAbsentMoved(c rules.Color) Phrase {
	return b.say(msgAbsentMoved, b.Color(c))
}

// A move refused because the player on move touched a piece that binds
// the move (4.3).
const (
	msgTouchedMustMove    msg = "touched-must-move"
	msgTouchedMustCapture msg = "touched-must-capture"
	msgTouchedMustCastle  msg = "touched-must-castle"
)

// touchedMustMove: c touched its own piece p on sq and must move it
// (4.3.1); touchedMustCapture: c touched the opponent's piece p on sq and
// must capture it (4.3.2).
func (b Phrasebook) touchedMustMove(c rules.Color, p rules.PieceType, sq rules.Square) Phrase {
	return b.say(msgTouchedMustMove, b.Color(c), b.piece(p), b.saySquare(sq))
}

func (b Phrasebook) touchedMustCapture(c rules.Color, p rules.PieceType, sq rules.Square) Phrase {
	return b.say(msgTouchedMustCapture, b.Color(c), b.piece(p), b.saySquare(sq))
}

// touchedMustCastle: c touched its king and then the rook on rook, and
// must castle with it (4.4.1).
func (b Phrasebook) touchedMustCastle(c rules.Color, rook rules.Square) Phrase {
	return b.say(msgTouchedMustCastle, b.Color(c), b.piece(rules.King), b.piece(rules.Rook), b.saySquare(rook))
}

// msgNormalMeansNoMate: a claim under III.5 granted at once, because the
// opponent cannot checkmate by any series of legal moves.
const msgNormalMeansNoMate msg = "normal-means-no-mate"

// normalMeansNoMate: c's claim under III.5 is granted because the opponent
// cannot checkmate by any series of legal moves.
func (b Phrasebook) normalMeansNoMate(c rules.Color) Phrase {
	return b.say(msgNormalMeansNoMate, b.Color(c), b.Color(c.Other()), b.say(msgDraw))
}

// msgTouchedCleared: the arbiter withdraws the touched pieces recorded.
const msgTouchedCleared msg = "touched-cleared"

// touchedCleared: the arbiter strikes what c was recorded as touching:
// c touched nothing, and any legal move may be made.
func (b Phrasebook) touchedCleared(c rules.Color) Phrase { return b.say(msgTouchedCleared, b.Color(c)) }

// A claim under III.5 is decided by an arbiter who is not the claimant.
const (
	msgClaimNoArbiter msg = "claim-no-arbiter"
	msgClaimNotYours  msg = "claim-not-yours"
)

// claimNoArbiter answers c's claim where the only arbiter is c's own
// terminal (against the engine, or the host's own terminal): it is
// granted only when the opponent cannot checkmate, and the opponent can;
// nothing changes.
func (b Phrasebook) claimNoArbiter(c rules.Color) Phrase {
	return b.say(msgClaimNoArbiter, b.Color(c), b.Color(c.Other()))
}

// claimNotYours refuses a decision on c's claim typed for c (at one
// terminal: a line that does not name the arbiter): the arbiter decides,
// with "arbiter: grant", "arbiter: resume" or "arbiter: refuse".
func (b Phrasebook) claimNotYours(c rules.Color) Phrase {
	return b.say(msgClaimNotYours, b.Color(c), b.commandPhrase("arbiter"), b.commandPhrase("grant"),
		b.commandPhrase("resume"), b.commandPhrase("refuse"))
}
