package speech

import (
	"time"

	"github.com/anna-chess/anna/rules"
)

// The sentences of the engine at the table (issue 13): the opponent, its
// faults, hint and eval, and the analysis of a game. The engine is "the
// engine" in speech; its own name ("Stockfish 15.1") is printed where it
// is given, never spelled out.
const (
	msgEnginePlays        msg = "engine-plays"
	msgEngineAdvises      msg = "engine-advises"
	msgHintsOn            msg = "hints-on"
	msgHintsOff           msg = "hints-off"
	msgNoEngine           msg = "no-engine"
	msgEngineThinking     msg = "engine-thinking"
	msgEngineDownToMove   msg = "engine-down-to-move"
	msgEngineStopped      msg = "engine-stopped"
	msgEngineNotAnswering msg = "engine-not-answering"
	msgEngineRefused      msg = "engine-refused"
	msgEngineRestarting   msg = "engine-restarting"
	msgEngineBack         msg = "engine-back"
	msgEngineBackAdvises  msg = "engine-back-advises"
	msgEngineStartFailed  msg = "engine-start-failed"
	msgEngineOffNow       msg = "engine-off-now"
	msgEngineOffAlready   msg = "engine-off-already"
	msgEngineUsage        msg = "engine-usage"
	msgEngineMissing      msg = "engine-missing"
	msgEngineMissingElse  msg = "engine-missing-elsewhere"
	msgEngineGoesOn       msg = "engine-goes-on"
	msgHint               msg = "hint"
	msgHintOwnMove        msg = "hint-own-move"
	msgAdviceGameOver     msg = "advice-game-over"
	msgAdviceFailed       msg = "advice-failed"
	msgEvalLevel          msg = "eval-level"
	msgEvalSlightly       msg = "eval-slightly"
	msgEvalBetter         msg = "eval-better"
	msgEvalMuchBetter     msg = "eval-much-better"
	msgEvalWinning        msg = "eval-winning"
	msgEvalWon            msg = "eval-won"
	msgEvalMate           msg = "eval-mate"
	msgAnalysisAfter      msg = "analysis-after"
	msgOnlineNoAdvice     msg = "online-no-advice"
	msgAnalysisStart      msg = "analysis-start"
	msgAnalysisProgress   msg = "analysis-progress"
	msgAnalysisNone       msg = "analysis-none"
	msgAnalysisDone       msg = "analysis-done"
	msgAnalysisFailed     msg = "analysis-failed"
	msgMistakesCount      msg = "mistakes-count"
	msgBlundersCount      msg = "blunders-count"
	msgStep               msg = "analysis-step"
	msgStepMistake        msg = "step-mistake"
	msgStepBlunder        msg = "step-blunder"
	msgStepAllowsMate     msg = "step-allows-mate"
	msgStepMissesMate     msg = "step-misses-mate"
	msgAnalysisNoNext     msg = "analysis-no-next"
	msgAnalysisNoBack     msg = "analysis-no-back"
	msgAnalysisHint       msg = "analysis-hint"
	msgAnalysisStopped    msg = "analysis-stopped"
	msgAnalysisLeft       msg = "analysis-left"
	msgAnalysisPrompt     msg = "analysis-prompt"
	msgHelpEngine         msg = "help-engine"
	msgHelpAnalysis       msg = "help-analysis"
	msgEngineNamePrinted  msg = "engine-name"
	msgEngineLogPrinted   msg = "engine-log"
)

var _ = addHelp("engine", msgHelpEngine, msgHelpAnalysis)

// The engine's name and log are printed when anna starts, not said.
var _ = printedOnly.add(msgEngineNamePrinted, msgEngineLogPrinted)

// enginePlays says which side the engine plays and at which level (of 8).
func (b Phrasebook) enginePlays(c rules.Color, level int) Phrase {
	return b.say(msgEnginePlays, b.Color(c), b.num(level))
}

// engineAdvises says the engine plays no side: it gives hints and analyses.
func (b Phrasebook) engineAdvises() Phrase { return b.say(msgEngineAdvises) }

// hintsState says whether hint and eval are answered in this game.
func (b Phrasebook) hintsState(on bool) Phrase {
	if on {
		return b.say(msgHintsOn)
	}
	return b.say(msgHintsOff)
}

func (b Phrasebook) noEngine() Phrase { return b.say(msgNoEngine) }

// engineThinking answers a move typed while the engine is to move.
func (b Phrasebook) engineThinking(c rules.Color) Phrase {
	return b.say(msgEngineThinking, b.Color(c))
}

// engineDownToMove answers a move typed for the engine's side while it has
// stopped.
func (b Phrasebook) engineDownToMove(c rules.Color) Phrase {
	return b.say(msgEngineDownToMove, b.Color(c))
}

// engineStopped tells the players the engine has ended or stopped
// answering mid-game; the game is saved, and they choose what follows.
func (b Phrasebook) engineStopped(answering bool) Phrase {
	if answering {
		return b.say(msgEngineStopped)
	}
	return b.say(msgEngineNotAnswering)
}

// engineRefused tells the players the engine sent a move that cannot be
// played (spelled as it sent it); it is not played.
func (b Phrasebook) engineRefused(move string) Phrase { return b.say(msgEngineRefused, b.quoted(move)) }

func (b Phrasebook) engineRestarting() Phrase  { return b.say(msgEngineRestarting) }
func (b Phrasebook) engineStartFailed() Phrase { return b.say(msgEngineStartFailed) }
func (b Phrasebook) engineOffNow() Phrase      { return b.say(msgEngineOffNow) }
func (b Phrasebook) engineOffAlready() Phrase  { return b.say(msgEngineOffAlready) }
func (b Phrasebook) engineUsage() Phrase       { return b.say(msgEngineUsage) }
func (b Phrasebook) engineBackAdvises() Phrase { return b.say(msgEngineBackAdvises) }
func (b Phrasebook) analysisAfterGame() Phrase { return b.say(msgAnalysisAfter) }

// onlineNoAdvice refuses an engine's advice (hint, eval, engine, analyze)
// during an online game: lichess forbids it, as the Laws forbid advice
// during a game (11.3.1); the command works when the game is over.
func (b Phrasebook) onlineNoAdvice(command string) Phrase {
	return b.say(msgOnlineNoAdvice, b.commandPhrase(command))
}
func (b Phrasebook) adviceFailed() Phrase   { return b.say(msgAdviceFailed) }
func (b Phrasebook) AnalysisFailed() Phrase { return b.say(msgAnalysisFailed) }
func (b Phrasebook) analysisNoNext() Phrase { return b.say(msgAnalysisNoNext) }
func (b Phrasebook) analysisNoBack() Phrase { return b.say(msgAnalysisNoBack) }
func (b Phrasebook) analysisHint() Phrase   { return b.say(msgAnalysisHint) }
func (b Phrasebook) analysisLeft() Phrase   { return b.say(msgAnalysisLeft) }

// engineBack says the engine runs again and plays c.
func (b Phrasebook) engineBack(c rules.Color) Phrase { return b.say(msgEngineBack, b.Color(c)) }

// EngineMissing is the one line said when the engine named cannot be
// found: how to install it on the player's system, and what goes on
// without it.
func (b Phrasebook) EngineMissing(command string, goesOn bool, how Install) Phrase {
	p := b.say(how.pick(msgEngineMissing, msgEngineMissingElse), b.quoted(command))
	if goesOn {
		p = phrase(p, b.say(msgEngineGoesOn))
	}
	return p
}

// engineName is printed when the engine has started: its name and where
// its conversation is logged.
func (b Phrasebook) engineName(name, log string) Phrase {
	return b.printed(msgEngineNamePrinted, phrase(Word{Text: name}), phrase(Word{Text: log}))
}

// engineLog is printed when the engine's log cannot be kept.
func (b Phrasebook) engineLog(path string) Phrase {
	return b.printed(msgEngineLogPrinted, phrase(Word{Text: path}))
}

// hint names a good move for the player on move, in the player's notation.
func (b Phrasebook) hint(p rules.Ply) Phrase { return b.say(msgHint, b.move(p)) }

// hintOwnMove answers hint asked while the opponent is to move.
func (b Phrasebook) hintOwnMove(c rules.Color) Phrase { return b.say(msgHintOwnMove, b.Color(c)) }

// adviceGameOver answers hint or eval after the game.
func (b Phrasebook) adviceGameOver() Phrase { return b.say(msgAdviceGameOver) }

// eval says who stands better, in words: "White is better, about a pawn",
// "Black has a forced mate in 3". cp is in centipawns from White's view;
// mate, when not 0, is a forced mate in that many moves (positive: White
// mates).
func (b Phrasebook) eval(cp, mate int) Phrase {
	if mate != 0 {
		c := rules.White
		if mate < 0 {
			c, mate = rules.Black, -mate
		}
		return b.count(msgEvalMate, mate, b.Color(c))
	}
	c := rules.White
	if cp < 0 {
		c, cp = rules.Black, -cp
	}
	pawns := (cp + 50) / 100
	switch {
	case cp <= 30:
		return b.say(msgEvalLevel)
	case cp <= 80:
		return b.say(msgEvalSlightly, b.Color(c))
	case cp < 200:
		return b.count(msgEvalBetter, max(1, pawns), b.Color(c))
	case cp < 500:
		return b.count(msgEvalMuchBetter, pawns, b.Color(c))
	case cp < 1000:
		return b.count(msgEvalWinning, pawns, b.Color(c))
	}
	return b.say(msgEvalWon, b.Color(c))
}

// analysisStart says an analysis has begun: how many moves, and about how
// long it takes.
func (b Phrasebook) analysisStart(moves int, about time.Duration) Phrase {
	return b.say(msgAnalysisStart, b.movesCount(moves), b.Duration(max(time.Second, about.Round(time.Second)))) // never "about 0 seconds"
}

// analysisProgress says how far an analysis is: "Analysis: move 12 of 40."
func (b Phrasebook) analysisProgress(move, of int) Phrase {
	return b.say(msgAnalysisProgress, b.num(move), b.num(of))
}

// analysisDone says what an analysis found: so many blunders and mistakes.
func (b Phrasebook) analysisDone(blunders, mistakes int) Phrase {
	var found []Phrase
	if blunders > 0 {
		found = append(found, b.count(msgBlundersCount, blunders))
	}
	if mistakes > 0 {
		found = append(found, b.count(msgMistakesCount, mistakes))
	}
	if len(found) == 0 {
		return b.say(msgAnalysisNone)
	}
	return b.say(msgAnalysisDone, b.list(found, msgAnd))
}

// Mistake is a serious mistake found by an analysis, as a step says it.
type Mistake struct {
	Ply     rules.Ply // the move played
	Better  rules.Ply // a better move in its place
	Blunder bool
	// AllowsMate, when not 0, is the mate the move lets the opponent give;
	// MissesMate the mate the player had and let go.
	AllowsMate, MissesMate int
}

// analysisStep says one mistake: "Move 14, Black: Springer Felix sechs, a
// mistake. Better: Dame David acht."
func (b Phrasebook) analysisStep(m Mistake) Phrase {
	kind := b.say(msgStepMistake)
	if m.Blunder {
		kind = b.say(msgStepBlunder)
	}
	switch {
	case m.AllowsMate > 0:
		kind = b.count(msgStepAllowsMate, m.AllowsMate, kind)
	case m.MissesMate > 0:
		kind = b.count(msgStepMissesMate, m.MissesMate, kind)
	}
	return b.say(msgStep, b.num(m.Ply.Number), b.Color(m.Ply.Color), b.move(m.Ply), kind, b.move(m.Better))
}

// analysisStopped closes the steps of an analysis; the game's prompt
// follows it (it is not said in the sentence too, to be heard twice).
func (b Phrasebook) analysisStopped() Phrase { return b.say(msgAnalysisStopped) }

// analysisPrompt is the prompt while going through an analysis: the
// position before the mistake.
func (b Phrasebook) analysisPrompt(moveNumber int, c rules.Color) Phrase {
	return b.say(msgAnalysisPrompt, b.num(moveNumber), b.Color(c))
}
