package speech

import "github.com/anna-chess/anna/rules"

// Learning from one's own mistakes (retry, issue 36): the position before
// each mistake the analysis found, the engine's verdict on the move tried
// there, and its best move.

const (
	msgRetryStep         msg = "retry-step"
	msgRetryGood         msg = "retry-good"
	msgRetryGoodBest     msg = "retry-good-best"
	msgRetryWrong        msg = "retry-wrong"
	msgRetrySolution     msg = "retry-solution"
	msgRetryDone         msg = "retry-done"
	msgRetryNone         msg = "retry-none"
	msgRetryAnalyzeFirst msg = "retry-analyze-first"
	msgRetryJudging      msg = "retry-judging"
	msgRetryLeft         msg = "retry-left"
	msgRetryHelp         msg = "retry-help"
	msgRetryPrompt       msg = "retry-prompt"
	msgHelpRetry         msg = "help-retry"
)

var _ = addHelp("engine", msgHelpRetry)

// retryStep sets a mistake to retry: "Move 12, White: you played Läufer
// Cesar fünf. Find a better move."
func (b Phrasebook) retryStep(p rules.Ply) Phrase {
	return b.say(msgRetryStep, b.num(p.Number), b.Color(p.Color), b.move(p))
}

// retryGood: the move tried is good enough, and the engine's best (said
// once when it is the move tried).
func (b Phrasebook) retryGood(played, best rules.Ply) Phrase {
	if played.Move == best.Move {
		return b.say(msgRetryGoodBest, b.move(played))
	}
	return b.say(msgRetryGood, b.move(played), b.move(best))
}
