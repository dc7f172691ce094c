package speech

import (
	"strconv"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

var _ = strconv.Itoa
var _ = rules.White

// sayCases say each phrasebook method's words and its event's, the same
// values given to both (say_equiv_test.go).
var sayCases = []struct {
	name string
	f    func(b Phrasebook, v *vals) (Phrase, Phrase)
}{
	{"acceptCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.acceptCancelled(), b.Say(words.Key("accept-cancelled").Event())
	}},
	{"acceptConfirm", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.acceptConfirm(), b.Say(words.Key("accept-confirm").Event())
	}},
	{"adjournAsked", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.adjournAsked(seat), b.Say(words.Key("adjourn-asked").With(words.Text(seat)))
	}},
	{"adjournRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.adjournRefused(), b.Say(words.Key("adjourn-refused").Event())
	}},
	{"Adjourned", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.adjourned(), b.Say(words.Key("adjourned").Event())
	}},
	{"adjournedAlready", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.adjournedAlready(), b.Say(words.Key("adjourned-already").Event())
	}},
	{"adjournedPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.adjournedPrompt(), b.Say(words.Key("adjourned-prompt").Event())
	}},
	{"adjustHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.adjustHow(), b.Say(words.Key("adjust-how").Event())
	}},
	{"Adjusted", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		d := v.duration()
		return b.adjusted(c, d), b.Say(words.Key("adjusted").With(words.Colour(c), words.Duration(d)))
	}},
	{"adviceFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.adviceFailed(), b.Say(words.Key("advice-failed").Event())
	}},
	{"adviceGameOver", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.adviceGameOver(), b.Say(words.Key("advice-game-over").Event())
	}},
	{"alreadyPaused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.alreadyPaused(), b.Say(words.Key("already-paused").Event())
	}},
	{"analysisAfterGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.analysisAfterGame(), b.Say(words.Key("analysis-after").Event())
	}},
	{"AnalysisDone", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		blunders := v.int()
		mistakes := v.int()
		return b.analysisDone(blunders, mistakes), b.Say(words.Key("analysis-done").With(words.Number(blunders), words.Number(mistakes)))
	}},
	{"AnalysisFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisFailed(), b.Say(words.Key("analysis-failed").Event())
	}},
	{"analysisHint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.analysisHint(), b.Say(words.Key("analysis-hint").Event())
	}},
	{"analysisLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.analysisLeft(), b.Say(words.Key("analysis-left").Event())
	}},
	{"analysisNoBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.analysisNoBack(), b.Say(words.Key("analysis-no-back").Event())
	}},
	{"analysisNoNext", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.analysisNoNext(), b.Say(words.Key("analysis-no-next").Event())
	}},
	{"AnalysisProgress", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		move := v.int()
		of := v.int()
		return b.analysisProgress(move, of), b.Say(words.Key("analysis-progress").With(words.Number(move), words.Number(of)))
	}},
	{"analysisPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		c := v.color()
		return b.analysisPrompt(moveNumber, c), b.Say(words.Key("analysis-prompt").With(words.Number(moveNumber), words.Colour(c)))
	}},
	{"analysisStart", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moves := v.int()
		about := v.duration()
		return b.analysisStart(moves, about), b.Say(words.Key("analysis-start").With(words.Number(moves), words.Duration(about)))
	}},
	{"analysisStopped", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.analysisStopped(), b.Say(words.Key("analysis-stopped").Event())
	}},
	{"arbiterCodeAgain", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterCodeAgain(), b.Say(words.Key("arbiter-code-again").Event())
	}},
	{"arbiterCodeAsk", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.arbiterCodeAsk(command), b.Say(words.Key("arbiter-code-ask").With(words.Text(command)))
	}},
	{"arbiterCodeCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterCodeCancelled(), b.Say(words.Key("arbiter-code-cancelled").Event())
	}},
	{"arbiterCodeChoose", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterCodeChoose(), b.Say(words.Key("arbiter-code-choose").Event())
	}},
	{"ArbiterCodeIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ArbiterCodeIn(path), b.Say(words.Key("arbiter-code-in").With(words.Text(path)))
	}},
	{"arbiterCodePrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		again := v.flag()
		return b.arbiterCodePrompt(again), b.Say(words.Key("arbiter-code-prompt").With(words.Flag(again)))
	}},
	{"arbiterCodeSet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterCodeSet(), b.Say(words.Key("arbiter-code-set").Event())
	}},
	{"arbiterCodeShort", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterCodeShort(), b.Say(words.Key("arbiter-code-short").Event())
	}},
	{"arbiterCodeWrong", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterCodeWrong(), b.Say(words.Key("arbiter-code-wrong").Event())
	}},
	{"arbiterCodesDiffer", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterCodesDiffer(), b.Say(words.Key("arbiter-codes-differ").Event())
	}},
	{"ArbiterKeyIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ArbiterKeyIn(path), b.Say(words.Key("arbiter-key-in").With(words.Text(path)))
	}},
	{"arbiterOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.arbiterOnly(command), b.Say(words.Key("arbiter-only").With(words.Text(command)))
	}},
	{"arbiterPlaysNot", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.arbiterPlaysNot(), b.Say(words.Key("arbiter-plays-not").Event())
	}},
	{"arrivalsState", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		on := v.flag()
		return b.arrivalsState(on), b.Say(words.Key("arrivals-state").With(words.Flag(on)))
	}},
	{"asOnSheet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		sq := v.square()
		return b.asOnSheet(sq), b.Say(words.Key("as-on-sheet").With(words.Square(sq)))
	}},
	{"assistsOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		blind := v.colors()
		return b.assistsOnly(blind), b.Say(words.Key("assists-only").With(words.Colours(blind)))
	}},
	{"backTo", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.backTo(n), b.Say(words.Key("back-to").With(words.Number(n)))
	}},
	{"badMoveNumber", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		max := v.int()
		return b.badMoveNumber(max), b.Say(words.Key("bad-number").With(words.Number(max), words.Number(1)))
	}},
	{"boardHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.boardHow(), b.Say(words.Key("board-how").Event())
	}},
	{"BoardNeedsTerminal", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.BoardNeedsTerminal(), b.Say(words.Key("board-needs-terminal").Event())
	}},
	{"boardsAgree", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.boardsAgree(), b.Say(words.Key("boards-agree").Event())
	}},
	{"boardsDifferFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.boardsDifferFirst(), b.Say(words.Key("boards-differ-first").Event())
	}},
	{"BothFlags", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		drawn := v.flag()
		return b.bothFlags(drawn), b.Say(words.Key("both-flags").With(words.Flag(drawn)))
	}},
	{"brailleDiagram", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.brailleDiagram(), b.Say(words.Key("braille-diagram").Event())
	}},
	{"callsArbiter", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.callsArbiter(seat), b.Say(words.Key("calls-arbiter").With(words.Text(seat)))
	}},
	{"CallsArbiterWith", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		text := v.str()
		return b.callsArbiterWith(seat, text), b.Say(words.Key("calls-arbiter-with").With(words.Text(seat), words.Text(text)))
	}},
	{"Captures", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.captures(plies), b.Say(words.Key("captures").With(words.Plies(plies)))
	}},
	{"Checks", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.checks(plies), b.Say(words.Key("checks").With(words.Plies(plies)))
	}},
	{"chess960FromPosition", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		prompt := v.event()
		return b.chess960FromPosition(b.Say(prompt)), b.Say(words.Key("chess960-from-position").With(words.Number(rules.Chess960Count), words.Said(prompt)))
	}},
	{"claimNoArbiter", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.claimNoArbiter(c), b.Say(words.Key("claim-no-arbiter").With(words.Colour(c), words.Colour(c.Other())))
	}},
	{"claimNotYours", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.claimNotYours(c), b.Say(words.Key("claim-not-yours").With(words.Colour(c)))
	}},
	{"claimWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.claimWaits(), b.Say(words.Key("claim-waits").Event())
	}},
	{"claimedDraw", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		o := v.outcome()
		c := v.color()
		return b.claimedDraw(o, c), b.Say(words.Key("claimed-draw").With(words.Outcome(o), words.Colour(c)))
	}},
	{"claimedDrawWith", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		o := v.outcome()
		c := v.color()
		written := v.ply()
		return b.claimedDrawWith(o, c, written), b.Say(words.Key("claimed-draw-with").With(words.Outcome(o), words.Colour(c), words.Ply(written)))
	}},
	{"clockOne", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		left := v.duration()
		moves := v.int()
		toControl := v.int()
		paused := v.flag()
		return b.clockOne(c, left, moves, toControl, paused), b.Say(words.Key("clock-one").With(words.Colour(c), words.Duration(left), words.Number(moves), words.Number(toControl), words.Flag(paused)))
	}},
	{"clocksSet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.reading()
		return b.clocksSet(r), b.Say(words.Key("clocks-set").With(words.Duration(r.White), words.Duration(r.Black)))
	}},
	{"codesCrowded", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.codesCrowded(wait), b.Say(words.Key("codes-crowded").With(words.Duration(wait)))
	}},
	{"codesFromAll", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.codesFromAll(wait), b.Say(words.Key("codes-from-all").With(words.Duration(wait)))
	}},
	{"codesFromYou", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.codesFromYou(wait), b.Say(words.Key("codes-from-you").With(words.Duration(wait)))
	}},
	{"CodesHint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.CodesHint(), b.Say(words.Key("codes-hint").Event())
	}},
	{"codesNoHost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.codesNoHost(), b.Say(words.Key("codes-no-host").Event())
	}},
	{"codesNone", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.codesNone(), b.Say(words.Key("codes-none").Event())
	}},
	{"Color", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.Color(c), b.Say(words.Key("color").With(words.Colour(c)))
	}},
	{"Completes", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.completes(c), b.Say(words.Key("completes").With(words.Colour(c)))
	}},
	{"Correction", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.correction(p), b.Say(words.Key("correction").With(words.Ply(p)))
	}},
	{"Count", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.movesCount(n), b.Say(words.Key("count").With(words.Number(n)))
	}},
	{"decideClaim", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		afterFlag := v.flag()
		asArbiter := v.flag()
		return b.decideClaim(afterFlag, asArbiter), b.Say(words.Key("decide-claim").With(words.Flag(afterFlag), words.Flag(asArbiter)))
	}},
	{"declareAbsentMoved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.declareAbsentMoved(c), b.Say(words.Key("declare-absent-moved").With(words.Colour(c)))
	}},
	{"declareHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.declareHow(), b.Say(words.Key("declare-how").Event())
	}},
	{"declaredIllegalFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		opponent := v.color()
		d := v.duration()
		return b.declaredIllegalFirst(c, opponent, d), b.Say(words.Key("declared-illegal-first").With(words.Colour(c), words.Colour(opponent), words.Duration(d)))
	}},
	{"declaredIllegalFirstNoClock", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.declaredIllegalFirstNoClock(c), b.Say(words.Key("declared-illegal-first-no-clock").With(words.Colour(c)))
	}},
	{"Discrepancy", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		announced := v.ply()
		yours := v.ply()
		return b.discrepancy(announced, yours), b.Say(words.Key("discrepancy").With(words.Ply(announced), words.Ply(yours)))
	}},
	{"drawCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.drawCancelled(), b.Say(words.Key("draw-cancelled").Event())
	}},
	{"drawConfirm", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.drawConfirm(), b.Say(words.Key("draw-confirm").Event())
	}},
	{"Duration", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.Duration(d), b.Say(words.Key("duration").With(words.Duration(d)))
	}},
	{"engineAdvises", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineAdvises(), b.Say(words.Key("engine-advises").Event())
	}},
	{"engineBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.engineBack(c), b.Say(words.Key("engine-back").With(words.Colour(c)))
	}},
	{"engineBackAdvises", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineBackAdvises(), b.Say(words.Key("engine-back-advises").Event())
	}},
	{"engineDownToMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.engineDownToMove(c), b.Say(words.Key("engine-down-to-move").With(words.Colour(c)))
	}},
	{"engineDownWatching", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineDownWatching(), b.Say(words.Key("engine-down-watching").Event())
	}},
	{"EngineLog", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.engineLog(path), b.Say(words.Key("engine-log").With(words.Text(path)))
	}},
	{"EngineName", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		log := v.str()
		return b.engineName(name, log), b.Say(words.Key("engine-name").With(words.Text(name), words.Text(log)))
	}},
	{"EngineNotSeated", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.engineNotSeated(why), b.Say(words.Key("engine-not-seated").With(words.Text(why)))
	}},
	{"engineOffAlready", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineOffAlready(), b.Say(words.Key("engine-off-already").Event())
	}},
	{"engineOffNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineOffNow(), b.Say(words.Key("engine-off-now").Event())
	}},
	{"engineOffWatching", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineOffWatching(), b.Say(words.Key("engine-off-watching").Event())
	}},
	{"enginePlays", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		level := v.int()
		return b.enginePlays(c, level), b.Say(words.Key("engine-plays").With(words.Colour(c), words.Number(level)))
	}},
	{"EngineRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		move := v.str()
		return b.engineRefused(move), b.Say(words.Key("engine-refused").With(words.Text(move)))
	}},
	{"engineRestarting", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineRestarting(), b.Say(words.Key("engine-restarting").Event())
	}},
	{"EngineStartFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineStartFailed(), b.Say(words.Key("engine-start-failed").Event())
	}},
	{"engineStopped", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		answering := v.flag()
		return b.engineStopped(answering), b.Say(words.Key("engine-stopped").With(words.Flag(answering)))
	}},
	{"engineThinking", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.engineThinking(c), b.Say(words.Key("engine-thinking").With(words.Colour(c)))
	}},
	{"engineUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.engineUsage(), b.Say(words.Key("engine-usage").Event())
	}},
	{"envelopeOpened", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.ply()
		return b.envelopeOpened(c, p), b.Say(words.Key("envelope-opened").With(words.Colour(c), words.Ply(p)))
	}},
	{"Eval", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		cp := v.int()
		mate := v.int()
		return b.eval(cp, mate), b.Say(words.Key("eval").With(words.Number(cp), words.Number(mate)))
	}},
	{"eventsVersion", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		theirs := v.str()
		ours := v.int()
		return b.eventsVersion(theirs, ours), b.Say(words.Key("events-version").With(words.Text(theirs), words.Text(strconv.Itoa(ours))))
	}},
	{"File", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		f := v.file()
		return b.file(f), b.Say(words.Key("file").With(words.File(f)))
	}},
	{"fileLine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		f := v.file()
		line := v.placeds()
		return b.fileLine(f, line), b.Say(words.Key("file-line").With(words.File(f), words.Placeds(line)))
	}},
	{"FileThere", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		pgn := v.str()
		free := v.str()
		return b.FileThere(path, pgn, free), b.Say(words.Key("file-there").With(words.Text(path), words.Text(pgn), words.Text(free)))
	}},
	{"flagFell", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		o := v.outcome()
		return b.flagFell(c, o), b.Say(words.Key("flag-fell").With(words.Colour(c), words.Outcome(o)))
	}},
	{"flagFellClaimWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		by := v.color()
		return b.flagFellClaimWaits(c, by), b.Say(words.Key("flag-fell-claim-waits").With(words.Colour(c), words.Colour(by)))
	}},
	{"flagNotFallen", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		left := v.duration()
		return b.flagNotFallen(c, left), b.Say(words.Key("flag-not-fallen").With(words.Colour(c), words.Duration(left)))
	}},
	{"freeHow", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.freeHow(), b.Say(words.Key("free-how").Event()) }},
	{"gameIsOver", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.gameIsOver(r), b.Say(words.Key("game-is-over").With(words.Result(r)))
	}},
	{"gameOverAnalyzePrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.gameOverAnalyzePrompt(r), b.Say(words.Key("game-over-prompt-engine").With(words.Result(r)))
	}},
	{"gameOverPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.gameOverPrompt(r), b.Say(words.Key("game-over-prompt").With(words.Result(r)))
	}},
	{"goodbye", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.goodbye(), b.Say(words.Key("goodbye").Event()) }},
	{"goodbyeUnsaved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.goodbyeUnsaved(), b.Say(words.Key("goodbye-unsaved").Event())
	}},
	{"Help", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.Help(), b.Say(words.Key("help").Event()) }},
	{"helpLine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		topic := v.str()
		i := v.int()
		return b.helpLine(topic, i), b.Say(words.Key("help-line").With(words.Text(topic), words.Number(i)))
	}},
	{"Hint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.hint(p), b.Say(words.Key("hint").With(words.Ply(p)))
	}},
	{"hintOwnMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.hintOwnMove(c), b.Say(words.Key("hint-own-move").With(words.Colour(c)))
	}},
	{"hintsState", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		on := v.flag()
		return b.hintsState(on), b.Say(words.Key("hints-state").With(words.Flag(on)))
	}},
	{"hostEnded", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		over := v.flag()
		return b.hostEnded(over), b.Say(words.Key("host-ended").With(words.Flag(over)))
	}},
	{"incrementAsked", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		inc := v.duration()
		return b.incrementAsked(c, inc), b.Say(words.Key("increment-asked").With(words.Colour(c), words.Duration(inc)))
	}},
	{"incrementGiven", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		opponent := v.color()
		inc := v.duration()
		extra := v.duration()
		return b.incrementGiven(opponent, inc, extra), b.Say(words.Key("increment-given").With(words.Colour(opponent), words.Duration(inc), words.Duration(extra)))
	}},
	{"incrementGranted", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		inc := v.duration()
		extra := v.duration()
		return b.incrementGranted(c, inc, extra), b.Say(words.Key("increment-granted").With(words.Colour(c), words.Colour(c.Other()), words.Duration(inc), words.Duration(extra)))
	}},
	{"incrementHasOne", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.incrementHasOne(), b.Say(words.Key("increment-has-one").Event())
	}},
	{"incrementNotInGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.incrementNotInGame(), b.Say(words.Key("increment-not-in-game").Event())
	}},
	{"incrementNotLastPeriod", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.incrementNotLastPeriod(), b.Say(words.Key("increment-not-last-period").Event())
	}},
	{"incrementNotNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		limit := v.duration()
		return b.incrementNotNow(limit), b.Say(words.Key("increment-not-now").With(words.Duration(limit)))
	}},
	{"incrementRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.incrementRefused(), b.Say(words.Key("increment-refused").Event())
	}},
	{"isToMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.isToMove(c), b.Say(words.Key("is-to-move").With(words.Colour(c)))
	}},
	{"itIsMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.itIsMove(c), b.Say(words.Key("it-is-move").With(words.Colour(c)))
	}},
	{"joinCannotReach", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.str()
		return b.joinCannotReach(addr, why), b.Say(words.Key("join-cannot-reach").With(words.Text(addr), words.Text(why)))
	}},
	{"joinCannotSay", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.joinCannotSay(why), b.Say(words.Key("join-cannot-say").With(words.Text(why)))
	}},
	{"joinClosed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.joinClosed(), b.Say(words.Key("join-closed").Event())
	}},
	{"joinCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		code := v.strs()
		return b.joinCode(seat, code), b.Say(words.Key("join-code").With(words.Text(seat), words.Texts(code)))
	}},
	{"joinCodeAsk", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		like := v.str()
		return b.joinCodeAsk(like), b.Say(words.Key("join-code-ask").With(words.Text(like)))
	}},
	{"joinGaveUp", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		d := v.duration()
		why := v.str()
		return b.joinGaveUp(addr, d, why), b.Say(words.Key("join-gave-up").With(words.Text(addr), words.Duration(d), words.Text(why)))
	}},
	{"joinHostRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.str()
		return b.joinHostRefused(addr, why), b.Say(words.Key("join-host-refused").With(words.Text(addr), words.Text(why)))
	}},
	{"JoinInfo", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		port := v.str()
		return b.JoinInfo(port), b.Say(words.Key("join-info").With(words.Text(port)))
	}},
	{"joinKeyChanged", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		host := v.str()
		key := v.str()
		file := v.str()
		return b.joinKeyChanged(host, key, file), b.Say(words.Key("join-key-changed").With(words.Text(host), words.Text(key), words.Text(file)))
	}},
	{"joinLineKept", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		line := v.str()
		return b.joinLineKept(line), b.Say(words.Key("join-line-kept").With(words.Text(line)))
	}},
	{"joinLost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.str()
		return b.joinLost(addr, why), b.Say(words.Key("join-lost").With(words.Text(addr), words.Text(why)))
	}},
	{"joinMissedTooMuch", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.joinMissedTooMuch(), b.Say(words.Key("join-missed-too-much").Event())
	}},
	{"JoinNoCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.JoinNoCode(), b.Say(words.Key("join-no-code").Event())
	}},
	{"joinNotAnnaHost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		return b.joinNotAnnaHost(addr), b.Say(words.Key("join-not-anna-host").With(words.Text(addr)))
	}},
	{"joinNotSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		lines := v.strs()
		return b.joinNotSent(lines), b.Say(words.Key("join-not-sent").With(words.Texts(lines)))
	}},
	{"joinSilent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.joinSilent(d), b.Say(words.Key("join-silent").With(words.Duration(d)))
	}},
	{"joinTooMuch", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		mb := v.int()
		return b.joinTooMuch(mb), b.Say(words.Key("join-too-much").With(words.Text(strconv.Itoa(mb))))
	}},
	{"JoinWith", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.JoinWith(command), b.Say(words.Key("join-with").With(words.Text(command)))
	}},
	{"langSet", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.langSet(), b.Say(words.Key("lang-set").Event()) }},
	{"langUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.langUsage(), b.Say(words.Key("lang-usage").Event())
	}},
	{"lastMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.lastMove(p), b.Say(words.Key("last-move").With(words.Colour(p.Color), words.Ply(p)))
	}},
	{"lastMoves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.lastMoves(plies), b.Say(words.Key("last-moves").With(words.Plies(plies)))
	}},
	{"lastSeconds", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p0 := v.color()
		left := v.duration()
		return b.lastSeconds(p0, left), b.Say(words.Key("last-seconds").With(words.Colour(p0), words.Duration(left)))
	}},
	{"lichessAIPlayer", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		level := v.int()
		return b.lichessAIPlayer(level), b.Say(words.Key("lichess-ai-player").With(words.Number(level)))
	}},
	{"lichessAIUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lichessAIUsage(), b.Say(words.Key("lichess-ai-usage").Event())
	}},
	{"lichessBadClock", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.str()
		return b.lichessBadClock(typed), b.Say(words.Key("lichess-bad-clock").With(words.Text(typed)))
	}},
	{"lichessChallengeFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		reason := v.str()
		return b.lichessChallengeFailed(b.Say(player), reason), b.Say(words.Key("lichess-challenge-failed").With(words.Said(player), words.Text(reason)))
	}},
	{"lichessChallengeFrom", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		rated := v.flag()
		clock := v.event()
		return b.lichessChallengeFrom(b.Say(player), rated, b.Say(clock)), b.Say(words.Key("lichess-challenge-from").With(words.Said(player), words.Flag(rated), words.Said(clock)))
	}},
	{"lichessChallengeUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lichessChallengeUsage(), b.Say(words.Key("lichess-challenge-usage").Event())
	}},
	{"lichessChallenging", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		rated := v.flag()
		clock := v.event()
		return b.lichessChallenging(b.Say(player), rated, b.Say(clock)), b.Say(words.Key("lichess-challenging").With(words.Said(player), words.Flag(rated), words.Said(clock)))
	}},
	{"lichessChallengingAI", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		level := v.int()
		clock := v.event()
		return b.lichessChallengingAI(level, b.Say(clock)), b.Say(words.Key("lichess-challenging-ai").With(words.Number(level), words.Said(clock)))
	}},
	{"lichessClock", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		limit := v.duration()
		inc := v.duration()
		days := v.int()
		return b.lichessClock(limit, inc, days), b.Say(words.Key("lichess-clock").With(words.Duration(limit), words.Duration(inc), words.Number(days)))
	}},
	{"lichessConnectionBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lichessConnectionBack(), b.Say(words.Key("lichess-connection-back").Event())
	}},
	{"lichessConnectionLost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		retry := v.duration()
		return b.lichessConnectionLost(retry), b.Say(words.Key("lichess-connection-lost").With(words.Duration(retry)))
	}},
	{"lichessConnectionStill", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		retry := v.duration()
		return b.lichessConnectionStill(retry), b.Say(words.Key("lichess-connection-still").With(words.Duration(retry)))
	}},
	{"lichessDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		return b.lichessDeclined(b.Say(player)), b.Say(words.Key("lichess-challenge-declined").With(words.Said(player)))
	}},
	{"lichessGameRunning", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		return b.lichessGameRunning(b.Say(player)), b.Say(words.Key("lichess-game-running").With(words.Said(player)))
	}},
	{"lichessGameStarts", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		rated := v.flag()
		clock := v.event()
		you := v.event()
		return b.lichessGameStarts(b.Say(player), rated, b.Say(clock), b.Say(you)), b.Say(words.Key("lichess-game-starts").With(words.Said(player), words.Flag(rated), words.Said(clock), words.Said(you)))
	}},
	{"lichessLeaving", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lichessLeaving(), b.Say(words.Key("lichess-leaving").Event())
	}},
	{"lichessLobbyHelp", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lichessLobbyHelp(), b.Say(words.Key("lichess-lobby-help").Event())
	}},
	{"LichessNeedToken", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		url := v.str()
		return b.LichessNeedToken(url), b.Say(words.Key("lichess-need-token").With(words.Text(url)))
	}},
	{"lichessNoChallenge", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lichessNoChallenge(), b.Say(words.Key("lichess-no-challenge").Event())
	}},
	{"lichessNoGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lichessNoGame(), b.Say(words.Key("lichess-no-game").Event())
	}},
	{"LichessNoTokenStored", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessNoTokenStored(), b.Say(words.Key("lichess-no-token-stored").Event())
	}},
	{"LichessNotAToken", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessNotAToken(), b.Say(words.Key("lichess-not-a-token").Event())
	}},
	{"lichessOffline", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.lichessOffline(why), b.Say(words.Key("lichess-offline").With(words.Text(why)))
	}},
	{"lichessPlayer", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		rating := v.int()
		return b.lichessPlayer(name, rating), b.Say(words.Key("lichess-player").With(words.Text(name), words.Number(rating)))
	}},
	{"lichessRateLimited", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.lichessRateLimited(wait), b.Say(words.Key("lichess-rate-limited").With(words.Duration(wait)))
	}},
	{"lichessRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		reason := v.str()
		return b.lichessRefused(reason), b.Say(words.Key("lichess-refused").With(words.Text(reason)))
	}},
	{"lichessSeekTooFast", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		clock := v.event()
		speed := v.str()
		return b.lichessSeekTooFast(b.Say(clock), speed), b.Say(words.Key("lichess-seek-too-fast").With(words.Said(clock), words.Text(speed)))
	}},
	{"lichessSeeking", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		rated := v.flag()
		clock := v.event()
		return b.lichessSeeking(rated, b.Say(clock)), b.Say(words.Key("lichess-seeking").With(words.Flag(rated), words.Said(clock)))
	}},
	{"lichessSignedIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.lichessSignedIn(name), b.Say(words.Key("lichess-signed-in").With(words.Text(name)))
	}},
	{"LichessTokenOpen", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.LichessTokenOpen(path), b.Say(words.Key("lichess-token-open").With(words.Text(path)))
	}},
	{"LichessTokenPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessTokenPrompt(), b.Say(words.Key("lichess-token-prompt").Event())
	}},
	{"lichessTokenRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		url := v.str()
		return b.lichessTokenRefused(url), b.Say(words.Key("lichess-token-refused").With(words.Text(url)))
	}},
	{"LichessTokenRemoved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.LichessTokenRemoved(path), b.Say(words.Key("lichess-token-removed").With(words.Text(path)))
	}},
	{"LichessTokenStored", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		path := v.str()
		return b.LichessTokenStored(name, path), b.Say(words.Key("lichess-token-stored").With(words.Text(name), words.Text(path)))
	}},
	{"lichessWaiting", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.lichessWaiting(d), b.Say(words.Key("lichess-waiting").With(words.Duration(d)))
	}},
	{"lichessWithdrawn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		return b.lichessWithdrawn(b.Say(player)), b.Say(words.Key("lichess-challenge-withdrawn").With(words.Said(player)))
	}},
	{"lineTooLong", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lineTooLong(), b.Say(words.Key("line-too-long").Event())
	}},
	{"lobbyHello", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lobbyHello(), b.Say(words.Key("lobby-hello").Event())
	}},
	{"lobbyHelp", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.lobbyHelp(), b.Say(words.Key("lobby-help").Event())
	}},
	{"lobbyWelcome", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		free := v.strs()
		return b.lobbyWelcome(free), b.Say(words.Key("lobby-welcome").With(words.Texts(free)))
	}},
	{"loginRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.event()
		return b.loginRefused(addr, b.Say(why)), b.Say(words.Key("login-refused").With(words.Text(addr), words.Said(why)))
	}},
	{"loginsRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.loginsRefused(n), b.Say(words.Key("logins-refused").With(words.Number(n)))
	}},
	{"Material", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		white := v.int()
		black := v.int()
		pieces := v.placeds()
		return b.material(white, black, pieces), b.Say(words.Key("material").With(words.Number(white), words.Number(black), words.Placeds(pieces)))
	}},
	{"Move", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.move(p), b.Say(words.Key("move").With(words.Ply(p)))
	}},
	{"moveCount", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		turn := v.color()
		return b.moveCount(moveNumber, turn), b.Say(words.Key("move-count").With(words.Number(moveNumber), words.Colour(turn)))
	}},
	{"MoveNumber", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		plies := v.plies()
		return b.sayMoveNumber(n, plies), b.Say(words.Key("move-number").With(words.Number(n), words.Plies(plies)))
	}},
	{"Moves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.sayMoves(plies), b.Say(words.Key("moves").With(words.Plies(plies)))
	}},
	{"MovesNotSaved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		why := v.str()
		return b.MovesNotSaved(path, why), b.Say(words.Key("moves-not-saved").With(words.Text(path), words.Text(why)))
	}},
	{"needsTerminal", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.needsTerminal(), b.Say(words.Key("needs-terminal").Event())
	}},
	{"NewGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		fromPosition := v.flag()
		prompt := v.event()
		return b.NewGame(fromPosition, b.Say(prompt)), b.Say(words.Key("new-game").With(words.Flag(fromPosition), words.Said(prompt)))
	}},
	{"noAssistant", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.noAssistant(), b.Say(words.Key("no-assistant").Event())
	}},
	{"noClock", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.noClock(), b.Say(words.Key("no-clock").Event()) }},
	{"noEngine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.noEngine(), b.Say(words.Key("no-engine").Event())
	}},
	{"NoLouis", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.NoLouis(), b.Say(words.Key("no-louis").Event()) }},
	{"noMoveYet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.noMoveYet(), b.Say(words.Key("no-move-yet").Event())
	}},
	{"noRequest", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.noRequest(), b.Say(words.Key("no-request").Event())
	}},
	{"NoSound", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.noSound(), b.Say(words.Key("no-sound").Event()) }},
	{"noSuchSeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.noSuchSeat(seat), b.Say(words.Key("no-such-seat").With(words.Text(seat)))
	}},
	{"NoVoice", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.noVoice(), b.Say(words.Key("no-voice").Event()) }},
	{"normalMeansClaimed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.normalMeansClaimed(c), b.Say(words.Key("normal-means-claimed").With(words.Colour(c), words.Colour(c.Other())))
	}},
	{"normalMeansNoMate", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.normalMeansNoMate(c), b.Say(words.Key("normal-means-no-mate").With(words.Colour(c)))
	}},
	{"normalMeansPostponed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.normalMeansPostponed(c), b.Say(words.Key("normal-means-postponed").With(words.Colour(c)))
	}},
	{"normalMeansRejected", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.normalMeansRejected(c), b.Say(words.Key("normal-means-rejected").With(words.Colour(c)))
	}},
	{"notASeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.str()
		return b.notASeat(typed), b.Say(words.Key("not-a-seat").With(words.Text(`"` + typed + `"`)))
	}},
	{"notAtTable", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.notAtTable(seat), b.Say(words.Key("not-at-table").With(words.Text(seat)))
	}},
	{"NotKept", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.notKept(why), b.Say(words.Key("not-kept").With(words.Text(why)))
	}},
	{"notOffered", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		f := v.file()
		r := v.rank()
		question := v.event()
		return b.notOffered(f, r, b.Say(question)), b.Say(words.Key("not-offered").With(words.File(f), words.Rank(r), words.Said(question)))
	}},
	{"notPaused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.notPaused(), b.Say(words.Key("not-paused").Event())
	}},
	{"notReviewing", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.notReviewing(), b.Say(words.Key("not-reviewing").Event())
	}},
	{"notSealed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.notSealed(), b.Say(words.Key("not-sealed").Event())
	}},
	{"notStarted", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seats := v.strs()
		return b.notStarted(seats), b.Say(words.Key("not-started").With(words.Texts(seats)))
	}},
	{"notYourCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.notYourCode(seat), b.Say(words.Key("not-your-code").With(words.Text(seat)))
	}},
	{"nothingOn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		sq := v.square()
		return b.nothingOn(sq), b.Say(words.Key("nothing-on").With(words.Square(sq)))
	}},
	{"NothingToCancel", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.nothingToCancel(), b.Say(words.Key("nothing-to-cancel").Event())
	}},
	{"nothingToCorrect", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.nothingToCorrect(), b.Say(words.Key("nothing-to-correct").Event())
	}},
	{"nothingToPress", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.nothingToPress(), b.Say(words.Key("nothing-to-press").Event())
	}},
	{"nothingToRepeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.nothingToRepeat(), b.Say(words.Key("nothing-to-repeat").Event())
	}},
	{"offerDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.offerDeclined(), b.Say(words.Key("offer-declined").Event())
	}},
	{"offerStands", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.offerStands(c), b.Say(words.Key("offer-stands").With(words.Colour(c)))
	}},
	{"offers", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.offers(c), b.Say(words.Key("offers").With(words.Colour(c)))
	}},
	{"onlineCannotAbort", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineCannotAbort(), b.Say(words.Key("online-cannot-abort").Event())
	}},
	{"onlineCannotClaim", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		gone := v.flag()
		return b.onlineCannotClaim(gone), b.Say(words.Key("online-cannot-claim").With(words.Flag(gone)))
	}},
	{"OnlineChat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		user := v.str()
		text := v.str()
		return b.onlineChat(user, text), b.Say(words.Key("online-chat").With(words.Text(user), words.Text(text)).As(words.Answer))
	}},
	{"onlineChatOff", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineChatOff(), b.Say(words.Key("online-chat-off").Event())
	}},
	{"onlineChatSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineChatSent(), b.Say(words.Key("online-chat-sent").Event())
	}},
	{"onlineChatTooLong", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.onlineChatTooLong(n), b.Say(words.Key("online-chat-too-long").With(words.Number(n), words.Number(ChatMax)))
	}},
	{"onlineClaimNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.onlineClaimNow(name), b.Say(words.Key("online-claim-now").With(words.Text(name)))
	}},
	{"onlineDrawDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.onlineDrawDeclined(name), b.Say(words.Key("online-draw-declined").With(words.Text(name)))
	}},
	{"onlineDrawSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineDrawSent(), b.Say(words.Key("online-draw-sent").Event())
	}},
	{"onlineFirstMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.onlineFirstMove(d), b.Say(words.Key("online-first-move").With(words.Duration(d)))
	}},
	{"onlineHeldAlready", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.onlineHeldAlready(p), b.Say(words.Key("online-held-already").With(words.Ply(p)))
	}},
	{"onlineLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		running := v.flag()
		return b.onlineLeft(running), b.Say(words.Key("online-left").With(words.Flag(running)))
	}},
	{"onlineMoveHeld", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.onlineMoveHeld(p), b.Say(words.Key("online-move-held").With(words.Ply(p)))
	}},
	{"onlineMoveRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		reason := v.str()
		return b.onlineMoveRefused(p, reason), b.Say(words.Key("online-move-refused").With(words.Ply(p), words.Text(reason)))
	}},
	{"onlineNoAdvice", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.onlineNoAdvice(command), b.Say(words.Key("online-no-advice").With(words.Text(command)))
	}},
	{"onlineNotHere", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		english := v.str()
		return b.onlineNotHere(english), b.Say(words.Key("online-not-here").With(words.Text(english)))
	}},
	{"onlineNotSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineNotSent(), b.Say(words.Key("online-not-sent").Event())
	}},
	{"onlineNothingToDecline", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineNothingToDecline(), b.Say(words.Key("online-nothing-to-decline").Event())
	}},
	{"onlineNothingToTakeBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineNothingToTakeBack(), b.Say(words.Key("online-nothing-to-take-back").Event())
	}},
	{"onlineOfferIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.onlineOfferIn(c), b.Say(words.Key("online-offer-in").With(words.Colour(c)))
	}},
	{"onlineOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		english := v.str()
		return b.onlineOnly(english), b.Say(words.Key("online-only").With(words.Text(english)))
	}},
	{"onlineOpponentBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.onlineOpponentBack(name), b.Say(words.Key("online-opponent-back").With(words.Text(name)))
	}},
	{"onlineOpponentGone", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		d := v.duration()
		return b.onlineOpponentGone(name, d), b.Say(words.Key("online-opponent-gone").With(words.Text(name), words.Duration(d)))
	}},
	{"onlineOpponentLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.onlineOpponentLeft(name), b.Say(words.Key("online-opponent-left").With(words.Text(name)))
	}},
	{"onlineSayHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineSayHow(), b.Say(words.Key("online-say-how").Event())
	}},
	{"onlineSentNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.onlineSentNow(p), b.Say(words.Key("online-sent-now").With(words.Ply(p)))
	}},
	{"onlineTakebackAsked", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.onlineTakebackAsked(c), b.Say(words.Key("online-takeback-asked").With(words.Colour(c)))
	}},
	{"onlineTakebackDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.onlineTakebackDeclined(), b.Say(words.Key("online-takeback-declined").Event())
	}},
	{"onlineTakebackIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.onlineTakebackIn(c), b.Say(words.Key("online-takeback-in").With(words.Colour(c)))
	}},
	{"onlineTakenBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.onlineTakenBack(plies), b.Say(words.Key("online-taken-back").With(words.Plies(plies)))
	}},
	{"onlyFor", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		roles := v.strs()
		return b.onlyFor(command, roles), b.Say(words.Key("only-for").With(words.Text(command), words.Texts(roles)))
	}},
	{"OpenElsewhere", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.OpenElsewhere(path), b.Say(words.Key("open-elsewhere").With(words.Text(path)))
	}},
	{"Outcome", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		o := v.outcome()
		return b.Outcome(o), b.Say(words.Key("outcome").With(words.Outcome(o)))
	}},
	{"OwnRecordings", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		of := v.int()
		dir := v.str()
		return b.ownRecordings(n, of, dir), b.Say(words.Key("own-recordings").With(words.Number(n), words.Number(of), words.Text(dir)))
	}},
	{"ownSeatOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		spectator := v.flag()
		return b.ownSeatOnly(spectator), b.Say(words.Key("own-seat-only").With(words.Flag(spectator)))
	}},
	{"Paused", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.sayPaused(), b.Say(words.Key("paused").Event()) }},
	{"pausedNoMoves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.pausedNoMoves(), b.Say(words.Key("paused-no-moves").Event())
	}},
	{"Pawns", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		pawns := v.placeds()
		return b.sayPawns(pawns), b.Say(words.Key("pawns").With(words.Placeds(pawns)))
	}},
	{"Penalized", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		d := v.duration()
		return b.penalized(c, d), b.Say(words.Key("penalized").With(words.Colour(c), words.Colour(c.Other()), words.Duration(d)))
	}},
	{"Penalty", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		d := v.duration()
		return b.penalty(c, d), b.Say(words.Key("penalty").With(words.Colour(c), words.Duration(d)))
	}},
	{"penaltyHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.penaltyHow(), b.Say(words.Key("penalty-how").Event())
	}},
	{"Piece", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		t := v.piece()
		return b.piece(t), b.Say(words.Key("piece").With(words.Piece(t)))
	}},
	{"pressFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.pressFirst(c), b.Say(words.Key("press-first").With(words.Colour(c)))
	}},
	{"pressOrCorrect", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.pressOrCorrect(c), b.Say(words.Key("press-or-correct").With(words.Colour(c)))
	}},
	{"pressPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		c := v.color()
		return b.pressPrompt(n, c), b.Say(words.Key("press-prompt").With(words.Number(n), words.Colour(c)))
	}},
	{"pressWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.pressWaits(c), b.Say(words.Key("press-waits").With(words.Colour(c)))
	}},
	{"Prompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		c := v.color()
		return b.Prompt(moveNumber, c), b.Say(words.Key("prompt").With(words.Number(moveNumber), words.Colour(c)))
	}},
	{"questionCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.questionCancelled(), b.Say(words.Key("question-cancelled").Event())
	}},
	{"Rank", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.rank()
		return b.rank(r), b.Say(words.Key("rank").With(words.Rank(r)))
	}},
	{"rankLine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.rank()
		line := v.placeds()
		return b.rankLine(r, line), b.Say(words.Key("rank-line").With(words.Rank(r), words.Placeds(line)))
	}},
	{"RefusedLog", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		log := v.str()
		return b.RefusedLog(log), b.Say(words.Key("refused-log").With(words.Text(log)))
	}},
	{"repeatDiffers", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.ply()
		announced := v.ply()
		return b.repeatDiffers(typed, announced), b.Say(words.Key("repeat-differs").With(words.Ply(typed), words.Colour(announced.Color), words.Number(announced.Number), words.Ply(announced)))
	}},
	{"repeatFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		announced := v.ply()
		return b.repeatFirst(c, announced), b.Say(words.Key("repeat-first").With(words.Colour(c), words.Ply(announced)))
	}},
	{"repeatIt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.repeatIt(c), b.Say(words.Key("repeat-it").With(words.Colour(c)))
	}},
	{"repeatKept", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.repeatKept(), b.Say(words.Key("repeat-kept").Event())
	}},
	{"repeatPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		c := v.color()
		return b.repeatPrompt(n, c), b.Say(words.Key("repeat-prompt").With(words.Number(n), words.Colour(c)))
	}},
	{"repeatTypo", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.ply()
		announced := v.ply()
		return b.repeatTypo(typed, announced), b.Say(words.Key("repeat-typo").With(words.Ply(typed), words.Colour(announced.Color), words.Ply(announced)))
	}},
	{"repeatWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.repeatWaits(c), b.Say(words.Key("repeat-waits").With(words.Colour(c)))
	}},
	{"Repeated", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.repeated(c), b.Say(words.Key("repeated").With(words.Colour(c)))
	}},
	{"RequestSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.requestSent(), b.Say(words.Key("request-sent").Event())
	}},
	{"resignCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.resignCancelled(), b.Say(words.Key("resign-cancelled").Event())
	}},
	{"resignConfirm", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.resignConfirm(), b.Say(words.Key("resign-confirm").Event())
	}},
	{"Result", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.sayResult(r), b.Say(words.Key("result").With(words.Result(r)))
	}},
	{"resumeHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.resumeHow(), b.Say(words.Key("resume-how").Event())
	}},
	{"Resumed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.sayResumed(c), b.Say(words.Key("resumed").With(words.Colour(c)))
	}},
	{"resumedMatch", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		prompt := v.event()
		return b.resumedMatch(b.Say(prompt)), b.Say(words.Key("resumed-1").With(words.Said(prompt)))
	}},
	{"reviewBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.reviewBack(p), b.Say(words.Key("review-back").With(words.Ply(p)))
	}},
	{"reviewBadNumber", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		first := v.int()
		last := v.int()
		return b.reviewBadNumber(first, last), b.Say(words.Key("review-bad-number").With(words.Number(last), words.Number(first)))
	}},
	{"reviewEnter", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		n := v.int()
		return b.reviewEnter(plies, n), b.Say(words.Key("review-enter").With(words.Plies(plies), words.Number(n)))
	}},
	{"reviewHint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.reviewHint(), b.Say(words.Key("review-hint").Event())
	}},
	{"reviewLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.reviewLeft(), b.Say(words.Key("review-left").Event())
	}},
	{"reviewNext", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.reviewNext(p), b.Say(words.Key("review-next").With(words.Ply(p)))
	}},
	{"reviewNoBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.reviewNoBack(), b.Say(words.Key("review-no-back").Event())
	}},
	{"reviewNoNext", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.reviewNoNext(), b.Say(words.Key("review-no-next").Event())
	}},
	{"reviewPlace", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		n := v.int()
		return b.reviewPlace(plies, n), b.Say(words.Key("review-place").With(words.Plies(plies), words.Number(n)))
	}},
	{"reviewPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		c := v.color()
		return b.reviewPrompt(moveNumber, c), b.Say(words.Key("review-prompt").With(words.Number(moveNumber), words.Colour(c)))
	}},
	{"reviewStopped", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.reviewStopped(), b.Say(words.Key("review-stopped").Event())
	}},
	{"saveFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.saveFailed(), b.Say(words.Key("save-failed").Event())
	}},
	{"savedNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.savedNow(), b.Say(words.Key("saved-now").Event())
	}},
	{"Scheduled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		left := v.duration()
		return b.scheduled(c, left), b.Say(words.Key("scheduled").With(words.Colour(c), words.Duration(left)))
	}},
	{"ScoresheetAt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ScoresheetAt(path), b.Say(words.Key("scoresheet-at").With(words.Text(path)))
	}},
	{"ScoresheetNamed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ScoresheetNamed(path), b.Say(words.Key("scoresheet-named").With(words.Text(path)))
	}},
	{"sealCalledOff", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.sealCalledOff(c), b.Say(words.Key("seal-called-off").With(words.Colour(c)))
	}},
	{"sealLoses", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.event()
		return b.sealLoses(b.Say(why)), b.Say(words.Key("seal-loses").With(words.Said(why)))
	}},
	{"sealPlease", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.sealPlease(c), b.Say(words.Key("seal-please").With(words.Colour(c)))
	}},
	{"sealWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.sealWaits(c), b.Say(words.Key("seal-waits").With(words.Colour(c)))
	}},
	{"Sealed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		moveNumber := v.int()
		return b.sealed(c, moveNumber), b.Say(words.Key("sealed").With(words.Colour(c), words.Number(moveNumber)))
	}},
	{"sealedInvalid", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		written := v.str()
		why := v.event()
		o := v.outcome()
		return b.sealedInvalid(c, written, b.Say(why), o), b.Say(words.Key("sealed-invalid").With(words.Colour(c), words.Text(written), words.Said(why), words.Outcome(o)))
	}},
	{"Sealing", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.sealing(c), b.Say(words.Key("sealing").With(words.Colour(c)))
	}},
	{"sealingPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		c := v.color()
		return b.sealingPrompt(n, c), b.Say(words.Key("sealing-prompt").With(words.Number(n), words.Colour(c)))
	}},
	{"seatBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.seatBack(seat), b.Say(words.Key("seat-back").With(words.Text(seat)).As(words.Answer)) // briefly: a key silences it
	}},
	{"seatJoined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.seatJoined(seat), b.Say(words.Key("seat-joined").With(words.Text(seat)).As(words.Answer)) // briefly: a key silences it
	}},
	{"seatFreed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.seatFreed(), b.Say(words.Key("seat-freed").Event())
	}},
	{"seatLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.seatLeft(seat), b.Say(words.Key("seat-left").With(words.Text(seat)).As(words.Answer)) // briefly: a key silences it
	}},
	{"seatTaken", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.seatTaken(seat), b.Say(words.Key("seat-taken").With(words.Text(seat)))
	}},
	{"seatedAt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.seatedAt(seat), b.Say(words.Key("seated-at").With(words.Text(seat)))
	}},
	{"serverOutcome", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		o := v.outcome()
		return b.serverOutcome(o), b.Say(words.Key("server-outcome").With(words.Outcome(o)))
	}},
	{"SitsAt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.SitsAt(seat), b.Say(words.Key("sits-at").With(words.Text(seat)))
	}},
	{"SoundBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.soundBack(), b.Say(words.Key("sound-back").Event())
	}},
	{"SoundLost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.soundLost(), b.Say(words.Key("sound-lost").Event())
	}},
	{"spectators", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.spectators(n), b.Say(words.Key("spectators-watching").With(words.Number(n)).As(words.Answer))
	}},
	{"Square", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		sq := v.square()
		return b.saySquare(sq), b.Say(words.Key("square").With(words.Square(sq)))
	}},
	{"tableClosed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.tableClosed(), b.Say(words.Key("table-closed").Event())
	}},
	{"TableDown", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		down := v.duration()
		uncounted := v.duration()
		running := v.color()
		return b.tableDown(down, uncounted, running), b.Say(words.Key("table-down").With(words.Duration(down), words.Duration(uncounted), words.Colour(running)))
	}},
	{"TapeFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		reason := v.str()
		return b.tapeFailed(path, reason), b.Say(words.Key("tape-failed").With(words.Text(path), words.Text(reason)))
	}},
	{"Threats", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		onMove := v.color()
		theirs := v.placeds()
		own := v.placeds()
		return b.threats(onMove, theirs, own), b.Say(words.Key("threats").With(words.Colour(onMove), words.Placeds(theirs), words.Placeds(own)))
	}},
	{"tooLate", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.tooLate(), b.Say(words.Key("too-late").Event()) }},
	{"tooSlow", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.tooSlow(), b.Say(words.Key("too-slow").Event()) }},
	{"Touched", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.touched(c, p, sq), b.Say(words.Key("touched").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"touchedCleared", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.touchedCleared(c), b.Say(words.Key("touched-cleared").With(words.Colour(c)))
	}},
	{"touchedHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.touchedHow(), b.Say(words.Key("touched-how").Event())
	}},
	{"touchedMustCapture", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.touchedMustCapture(c, p, sq), b.Say(words.Key("touched-must-capture").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"touchedMustCastle", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		rook := v.square()
		return b.touchedMustCastle(c, rook), b.Say(words.Key("touched-must-castle").With(words.Colour(c), words.Piece(rules.King), words.Piece(rules.Rook), words.Square(rook)))
	}},
	{"touchedMustMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.touchedMustMove(c, p, sq), b.Say(words.Key("touched-must-move").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"touchedRecorded", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.touchedRecorded(c, p, sq), b.Say(words.Key("touched-recorded").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"touchedReported", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		reporter := v.str()
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.touchedReported(reporter, c, p, sq), b.Say(words.Key("touched-reported").With(words.Text(reporter), words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"unknownSeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.unknownSeat(), b.Say(words.Key("unknown-seat").Event())
	}},
	{"verbositySet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.verbositySet(), b.Say(words.Key("verbosity-set").Event())
	}},
	{"viewAgain", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.viewAgain(), b.Say(words.Key("view-again").Event())
	}},
	{"viewChosen", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		view := v.str()
		other := v.str()
		port := v.str()
		remembered := v.flag()
		kept := v.flag()
		return b.viewChosen(view, other, port, remembered, kept), b.Say(words.Key("view-chosen").With(words.Text(view), words.Text(other), words.Text(port), words.Flag(remembered), words.Flag(kept)))
	}},
	{"viewLang", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.viewLang(), b.Say(words.Key("view-lang").Event())
	}},
	{"viewQuestion", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.viewQuestion(), b.Say(words.Key("view-question").Event())
	}},
	{"waitingFor", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seats := v.strs()
		resumed := v.flag()
		return b.waitingFor(seats, resumed), b.Say(words.Key("waiting-for").With(words.Texts(seats), words.Flag(resumed)))
	}},
	{"waitingPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seats := v.strs()
		return b.waitingPrompt(seats), b.Say(words.Key("waiting-prompt").With(words.Texts(seats)))
	}},
	{"Where", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		pieces := v.placeds()
		return b.sayWhere(c, pieces), b.Say(words.Key("where").With(words.Colour(c), words.Placeds(pieces)))
	}},
	{"whileAway", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.whileAway(n), b.Say(words.Key("while-away").With(words.Number(n)))
	}},
	{"WrongJoinCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.WrongJoinCode(), b.Say(words.Key("join-code-wrong").Event())
	}},
}
