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
	{"AcceptCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AcceptCancelled(), b.Say(words.Key("accept-cancelled").Event())
	}},
	{"AcceptConfirm", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AcceptConfirm(), b.Say(words.Key("accept-confirm").Event())
	}},
	{"AdjournAsked", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.AdjournAsked(seat), b.Say(words.Key("adjourn-asked").With(words.Text(seat)))
	}},
	{"AdjournRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AdjournRefused(), b.Say(words.Key("adjourn-refused").Event())
	}},
	{"Adjourned", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.Adjourned(), b.Say(words.Key("adjourned").Event())
	}},
	{"AdjournedAlready", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AdjournedAlready(), b.Say(words.Key("adjourned-already").Event())
	}},
	{"AdjournedPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AdjournedPrompt(), b.Say(words.Key("adjourned-prompt").Event())
	}},
	{"AdjustHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AdjustHow(), b.Say(words.Key("adjust-how").Event())
	}},
	{"Adjusted", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		d := v.duration()
		return b.Adjusted(c, d), b.Say(words.Key("adjusted").With(words.Colour(c), words.Duration(d)))
	}},
	{"AdviceFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AdviceFailed(), b.Say(words.Key("advice-failed").Event())
	}},
	{"AdviceGameOver", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AdviceGameOver(), b.Say(words.Key("advice-game-over").Event())
	}},
	{"AlreadyPaused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AlreadyPaused(), b.Say(words.Key("already-paused").Event())
	}},
	{"AnalysisAfterGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisAfterGame(), b.Say(words.Key("analysis-after").Event())
	}},
	{"AnalysisDone", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		blunders := v.int()
		mistakes := v.int()
		return b.AnalysisDone(blunders, mistakes), b.Say(words.Key("analysis-done").With(words.Number(blunders), words.Number(mistakes)))
	}},
	{"AnalysisFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisFailed(), b.Say(words.Key("analysis-failed").Event())
	}},
	{"AnalysisHint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisHint(), b.Say(words.Key("analysis-hint").Event())
	}},
	{"AnalysisLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisLeft(), b.Say(words.Key("analysis-left").Event())
	}},
	{"AnalysisNoBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisNoBack(), b.Say(words.Key("analysis-no-back").Event())
	}},
	{"AnalysisNoNext", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisNoNext(), b.Say(words.Key("analysis-no-next").Event())
	}},
	{"AnalysisProgress", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		move := v.int()
		of := v.int()
		return b.AnalysisProgress(move, of), b.Say(words.Key("analysis-progress").With(words.Number(move), words.Number(of)))
	}},
	{"AnalysisPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		c := v.color()
		return b.AnalysisPrompt(moveNumber, c), b.Say(words.Key("analysis-prompt").With(words.Number(moveNumber), words.Colour(c)))
	}},
	{"AnalysisStart", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moves := v.int()
		about := v.duration()
		return b.AnalysisStart(moves, about), b.Say(words.Key("analysis-start").With(words.Number(moves), words.Duration(about)))
	}},
	{"AnalysisStopped", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.AnalysisStopped(), b.Say(words.Key("analysis-stopped").Event())
	}},
	{"ArbiterCodeAgain", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterCodeAgain(), b.Say(words.Key("arbiter-code-again").Event())
	}},
	{"ArbiterCodeAsk", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.ArbiterCodeAsk(command), b.Say(words.Key("arbiter-code-ask").With(words.Text(command)))
	}},
	{"ArbiterCodeCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterCodeCancelled(), b.Say(words.Key("arbiter-code-cancelled").Event())
	}},
	{"ArbiterCodeChoose", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterCodeChoose(), b.Say(words.Key("arbiter-code-choose").Event())
	}},
	{"ArbiterCodeIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ArbiterCodeIn(path), b.Say(words.Key("arbiter-code-in").With(words.Text(path)))
	}},
	{"ArbiterCodePrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		again := v.flag()
		return b.ArbiterCodePrompt(again), b.Say(words.Key("arbiter-code-prompt").With(words.Flag(again)))
	}},
	{"ArbiterCodeSet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterCodeSet(), b.Say(words.Key("arbiter-code-set").Event())
	}},
	{"ArbiterCodeShort", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterCodeShort(), b.Say(words.Key("arbiter-code-short").Event())
	}},
	{"ArbiterCodeWrong", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterCodeWrong(), b.Say(words.Key("arbiter-code-wrong").Event())
	}},
	{"ArbiterCodesDiffer", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterCodesDiffer(), b.Say(words.Key("arbiter-codes-differ").Event())
	}},
	{"ArbiterKeyIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ArbiterKeyIn(path), b.Say(words.Key("arbiter-key-in").With(words.Text(path)))
	}},
	{"ArbiterOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.ArbiterOnly(command), b.Say(words.Key("arbiter-only").With(words.Text(command)))
	}},
	{"ArbiterPlaysNot", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ArbiterPlaysNot(), b.Say(words.Key("arbiter-plays-not").Event())
	}},
	{"AsOnSheet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		sq := v.square()
		return b.AsOnSheet(sq), b.Say(words.Key("as-on-sheet").With(words.Square(sq)))
	}},
	{"AssistsOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		blind := v.colors()
		return b.AssistsOnly(blind), b.Say(words.Key("assists-only").With(words.Colours(blind)))
	}},
	{"BackTo", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.BackTo(n), b.Say(words.Key("back-to").With(words.Number(n)))
	}},
	{"BadMoveNumber", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		max := v.int()
		return b.BadMoveNumber(max), b.Say(words.Key("bad-number").With(words.Number(max), words.Number(1)))
	}},
	{"BoardHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.BoardHow(), b.Say(words.Key("board-how").Event())
	}},
	{"BoardNeedsTerminal", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.BoardNeedsTerminal(), b.Say(words.Key("board-needs-terminal").Event())
	}},
	{"BoardsAgree", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.BoardsAgree(), b.Say(words.Key("boards-agree").Event())
	}},
	{"BoardsDifferFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.BoardsDifferFirst(), b.Say(words.Key("boards-differ-first").Event())
	}},
	{"BothFlags", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		drawn := v.flag()
		return b.BothFlags(drawn), b.Say(words.Key("both-flags").With(words.Flag(drawn)))
	}},
	{"BrailleDiagram", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.BrailleDiagram(), b.Say(words.Key("braille-diagram").Event())
	}},
	{"CallsArbiter", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.CallsArbiter(seat), b.Say(words.Key("calls-arbiter").With(words.Text(seat)))
	}},
	{"CallsArbiterWith", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		text := v.str()
		return b.CallsArbiterWith(seat, text), b.Say(words.Key("calls-arbiter-with").With(words.Text(seat), words.Text(text)))
	}},
	{"Captures", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.Captures(plies), b.Say(words.Key("captures").With(words.Plies(plies)))
	}},
	{"Checks", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.Checks(plies), b.Say(words.Key("checks").With(words.Plies(plies)))
	}},
	{"Chess960FromPosition", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		prompt := v.event()
		return b.Chess960FromPosition(b.Say(prompt)), b.Say(words.Key("chess960-from-position").With(words.Number(rules.Chess960Count), words.Said(prompt)))
	}},
	{"ClaimNoArbiter", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.ClaimNoArbiter(c), b.Say(words.Key("claim-no-arbiter").With(words.Colour(c), words.Colour(c.Other())))
	}},
	{"ClaimNotYours", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.ClaimNotYours(c), b.Say(words.Key("claim-not-yours").With(words.Colour(c)))
	}},
	{"ClaimWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ClaimWaits(), b.Say(words.Key("claim-waits").Event())
	}},
	{"ClaimedDraw", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		o := v.outcome()
		c := v.color()
		return b.ClaimedDraw(o, c), b.Say(words.Key("claimed-draw").With(words.Outcome(o), words.Colour(c)))
	}},
	{"ClaimedDrawWith", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		o := v.outcome()
		c := v.color()
		written := v.ply()
		return b.ClaimedDrawWith(o, c, written), b.Say(words.Key("claimed-draw-with").With(words.Outcome(o), words.Colour(c), words.Ply(written)))
	}},
	{"ClockOne", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		left := v.duration()
		moves := v.int()
		toControl := v.int()
		paused := v.flag()
		return b.ClockOne(c, left, moves, toControl, paused), b.Say(words.Key("clock-one").With(words.Colour(c), words.Duration(left), words.Number(moves), words.Number(toControl), words.Flag(paused)))
	}},
	{"ClocksSet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.reading()
		return b.ClocksSet(r), b.Say(words.Key("clocks-set").With(words.Duration(r.White), words.Duration(r.Black)))
	}},
	{"CodesCrowded", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.CodesCrowded(wait), b.Say(words.Key("codes-crowded").With(words.Duration(wait)))
	}},
	{"CodesFromAll", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.CodesFromAll(wait), b.Say(words.Key("codes-from-all").With(words.Duration(wait)))
	}},
	{"CodesFromYou", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.CodesFromYou(wait), b.Say(words.Key("codes-from-you").With(words.Duration(wait)))
	}},
	{"CodesHint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.CodesHint(), b.Say(words.Key("codes-hint").Event())
	}},
	{"CodesNoHost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.CodesNoHost(), b.Say(words.Key("codes-no-host").Event())
	}},
	{"CodesNone", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.CodesNone(), b.Say(words.Key("codes-none").Event())
	}},
	{"Color", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.Color(c), b.Say(words.Key("color").With(words.Colour(c)))
	}},
	{"Completes", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.Completes(c), b.Say(words.Key("completes").With(words.Colour(c)))
	}},
	{"Correction", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.Correction(p), b.Say(words.Key("correction").With(words.Ply(p)))
	}},
	{"Count", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.Count(n), b.Say(words.Key("count").With(words.Number(n)))
	}},
	{"DecideClaim", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		afterFlag := v.flag()
		asArbiter := v.flag()
		return b.DecideClaim(afterFlag, asArbiter), b.Say(words.Key("decide-claim").With(words.Flag(afterFlag), words.Flag(asArbiter)))
	}},
	{"DeclareAbsentMoved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.DeclareAbsentMoved(c), b.Say(words.Key("declare-absent-moved").With(words.Colour(c)))
	}},
	{"DeclareHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.DeclareHow(), b.Say(words.Key("declare-how").Event())
	}},
	{"DeclaredIllegalFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		opponent := v.color()
		d := v.duration()
		return b.DeclaredIllegalFirst(c, opponent, d), b.Say(words.Key("declared-illegal-first").With(words.Colour(c), words.Colour(opponent), words.Duration(d)))
	}},
	{"DeclaredIllegalFirstNoClock", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.DeclaredIllegalFirstNoClock(c), b.Say(words.Key("declared-illegal-first-no-clock").With(words.Colour(c)))
	}},
	{"Discrepancy", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		announced := v.ply()
		yours := v.ply()
		return b.Discrepancy(announced, yours), b.Say(words.Key("discrepancy").With(words.Ply(announced), words.Ply(yours)))
	}},
	{"DrawCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.DrawCancelled(), b.Say(words.Key("draw-cancelled").Event())
	}},
	{"DrawConfirm", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.DrawConfirm(), b.Say(words.Key("draw-confirm").Event())
	}},
	{"Duration", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.Duration(d), b.Say(words.Key("duration").With(words.Duration(d)))
	}},
	{"EngineAdvises", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineAdvises(), b.Say(words.Key("engine-advises").Event())
	}},
	{"EngineBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.EngineBack(c), b.Say(words.Key("engine-back").With(words.Colour(c)))
	}},
	{"EngineBackAdvises", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineBackAdvises(), b.Say(words.Key("engine-back-advises").Event())
	}},
	{"EngineDownToMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.EngineDownToMove(c), b.Say(words.Key("engine-down-to-move").With(words.Colour(c)))
	}},
	{"EngineDownWatching", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineDownWatching(), b.Say(words.Key("engine-down-watching").Event())
	}},
	{"EngineLog", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.EngineLog(path), b.Say(words.Key("engine-log").With(words.Text(path)))
	}},
	{"EngineName", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		log := v.str()
		return b.EngineName(name, log), b.Say(words.Key("engine-name").With(words.Text(name), words.Text(log)))
	}},
	{"EngineNotSeated", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.EngineNotSeated(why), b.Say(words.Key("engine-not-seated").With(words.Text(why)))
	}},
	{"EngineOffAlready", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineOffAlready(), b.Say(words.Key("engine-off-already").Event())
	}},
	{"EngineOffNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineOffNow(), b.Say(words.Key("engine-off-now").Event())
	}},
	{"EngineOffWatching", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineOffWatching(), b.Say(words.Key("engine-off-watching").Event())
	}},
	{"EnginePlays", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		level := v.int()
		return b.EnginePlays(c, level), b.Say(words.Key("engine-plays").With(words.Colour(c), words.Number(level)))
	}},
	{"EngineRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		move := v.str()
		return b.EngineRefused(move), b.Say(words.Key("engine-refused").With(words.Text(move)))
	}},
	{"EngineRestarting", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineRestarting(), b.Say(words.Key("engine-restarting").Event())
	}},
	{"EngineStartFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineStartFailed(), b.Say(words.Key("engine-start-failed").Event())
	}},
	{"EngineStopped", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		answering := v.flag()
		return b.EngineStopped(answering), b.Say(words.Key("engine-stopped").With(words.Flag(answering)))
	}},
	{"EngineThinking", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.EngineThinking(c), b.Say(words.Key("engine-thinking").With(words.Colour(c)))
	}},
	{"EngineUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.EngineUsage(), b.Say(words.Key("engine-usage").Event())
	}},
	{"EnvelopeOpened", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.ply()
		return b.EnvelopeOpened(c, p), b.Say(words.Key("envelope-opened").With(words.Colour(c), words.Ply(p)))
	}},
	{"Eval", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		cp := v.int()
		mate := v.int()
		return b.Eval(cp, mate), b.Say(words.Key("eval").With(words.Number(cp), words.Number(mate)))
	}},
	{"EventsVersion", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		theirs := v.str()
		ours := v.int()
		return b.EventsVersion(theirs, ours), b.Say(words.Key("events-version").With(words.Text(theirs), words.Text(strconv.Itoa(ours))))
	}},
	{"File", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		f := v.file()
		return b.File(f), b.Say(words.Key("file").With(words.File(f)))
	}},
	{"FileLine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		f := v.file()
		line := v.placeds()
		return b.FileLine(f, line), b.Say(words.Key("file-line").With(words.File(f), words.Placeds(line)))
	}},
	{"FileThere", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		pgn := v.str()
		free := v.str()
		return b.FileThere(path, pgn, free), b.Say(words.Key("file-there").With(words.Text(path), words.Text(pgn), words.Text(free)))
	}},
	{"FlagFell", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		o := v.outcome()
		return b.FlagFell(c, o), b.Say(words.Key("flag-fell").With(words.Colour(c), words.Outcome(o)))
	}},
	{"FlagFellClaimWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		by := v.color()
		return b.FlagFellClaimWaits(c, by), b.Say(words.Key("flag-fell-claim-waits").With(words.Colour(c), words.Colour(by)))
	}},
	{"FlagNotFallen", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		left := v.duration()
		return b.FlagNotFallen(c, left), b.Say(words.Key("flag-not-fallen").With(words.Colour(c), words.Duration(left)))
	}},
	{"FreeHow", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.FreeHow(), b.Say(words.Key("free-how").Event()) }},
	{"GameIsOver", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.GameIsOver(r), b.Say(words.Key("game-is-over").With(words.Result(r)))
	}},
	{"GameOverAnalyzePrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.GameOverAnalyzePrompt(r), b.Say(words.Key("game-over-prompt-engine").With(words.Result(r)))
	}},
	{"GameOverPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.GameOverPrompt(r), b.Say(words.Key("game-over-prompt").With(words.Result(r)))
	}},
	{"Goodbye", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.Goodbye(), b.Say(words.Key("goodbye").Event()) }},
	{"GoodbyeUnsaved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.GoodbyeUnsaved(), b.Say(words.Key("goodbye-unsaved").Event())
	}},
	{"Help", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.Help(), b.Say(words.Key("help").Event()) }},
	{"HelpLine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		topic := v.str()
		i := v.int()
		return b.HelpLine(topic, i), b.Say(words.Key("help-line").With(words.Text(topic), words.Number(i)))
	}},
	{"Hint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.Hint(p), b.Say(words.Key("hint").With(words.Ply(p)))
	}},
	{"HintOwnMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.HintOwnMove(c), b.Say(words.Key("hint-own-move").With(words.Colour(c)))
	}},
	{"HintsState", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		on := v.flag()
		return b.HintsState(on), b.Say(words.Key("hints-state").With(words.Flag(on)))
	}},
	{"HostClosed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.HostClosed(), b.Say(words.Key("host-closed").Event())
	}},
	{"IncrementAsked", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		inc := v.duration()
		return b.IncrementAsked(c, inc), b.Say(words.Key("increment-asked").With(words.Colour(c), words.Duration(inc)))
	}},
	{"IncrementGiven", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		opponent := v.color()
		inc := v.duration()
		extra := v.duration()
		return b.IncrementGiven(opponent, inc, extra), b.Say(words.Key("increment-given").With(words.Colour(opponent), words.Duration(inc), words.Duration(extra)))
	}},
	{"IncrementGranted", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		inc := v.duration()
		extra := v.duration()
		return b.IncrementGranted(c, inc, extra), b.Say(words.Key("increment-granted").With(words.Colour(c), words.Colour(c.Other()), words.Duration(inc), words.Duration(extra)))
	}},
	{"IncrementHasOne", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.IncrementHasOne(), b.Say(words.Key("increment-has-one").Event())
	}},
	{"IncrementNotInGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.IncrementNotInGame(), b.Say(words.Key("increment-not-in-game").Event())
	}},
	{"IncrementNotLastPeriod", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.IncrementNotLastPeriod(), b.Say(words.Key("increment-not-last-period").Event())
	}},
	{"IncrementNotNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		limit := v.duration()
		return b.IncrementNotNow(limit), b.Say(words.Key("increment-not-now").With(words.Duration(limit)))
	}},
	{"IncrementRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.IncrementRefused(), b.Say(words.Key("increment-refused").Event())
	}},
	{"IsToMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.IsToMove(c), b.Say(words.Key("is-to-move").With(words.Colour(c)))
	}},
	{"ItIsMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.ItIsMove(c), b.Say(words.Key("it-is-move").With(words.Colour(c)))
	}},
	{"JoinCannotReach", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.str()
		return b.JoinCannotReach(addr, why), b.Say(words.Key("join-cannot-reach").With(words.Text(addr), words.Text(why)))
	}},
	{"JoinCannotSay", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.JoinCannotSay(why), b.Say(words.Key("join-cannot-say").With(words.Text(why)))
	}},
	{"JoinClosed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.JoinClosed(), b.Say(words.Key("join-closed").Event())
	}},
	{"JoinCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		code := v.strs()
		return b.JoinCode(seat, code), b.Say(words.Key("join-code").With(words.Text(seat), words.Texts(code)))
	}},
	{"JoinCodeAsk", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		like := v.str()
		return b.JoinCodeAsk(like), b.Say(words.Key("join-code-ask").With(words.Text(like)))
	}},
	{"JoinGaveUp", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		d := v.duration()
		why := v.str()
		return b.JoinGaveUp(addr, d, why), b.Say(words.Key("join-gave-up").With(words.Text(addr), words.Duration(d), words.Text(why)))
	}},
	{"JoinHostRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.str()
		return b.JoinHostRefused(addr, why), b.Say(words.Key("join-host-refused").With(words.Text(addr), words.Text(why)))
	}},
	{"JoinInfo", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		port := v.str()
		return b.JoinInfo(port), b.Say(words.Key("join-info").With(words.Text(port)))
	}},
	{"JoinKeyChanged", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		host := v.str()
		key := v.str()
		file := v.str()
		return b.JoinKeyChanged(host, key, file), b.Say(words.Key("join-key-changed").With(words.Text(host), words.Text(key), words.Text(file)))
	}},
	{"JoinLineKept", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		line := v.str()
		return b.JoinLineKept(line), b.Say(words.Key("join-line-kept").With(words.Text(line)))
	}},
	{"JoinLost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.str()
		return b.JoinLost(addr, why), b.Say(words.Key("join-lost").With(words.Text(addr), words.Text(why)))
	}},
	{"JoinMissedTooMuch", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.JoinMissedTooMuch(), b.Say(words.Key("join-missed-too-much").Event())
	}},
	{"JoinNoCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.JoinNoCode(), b.Say(words.Key("join-no-code").Event())
	}},
	{"JoinNotAnnaHost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		return b.JoinNotAnnaHost(addr), b.Say(words.Key("join-not-anna-host").With(words.Text(addr)))
	}},
	{"JoinNotSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		lines := v.strs()
		return b.JoinNotSent(lines), b.Say(words.Key("join-not-sent").With(words.Texts(lines)))
	}},
	{"JoinSilent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.JoinSilent(d), b.Say(words.Key("join-silent").With(words.Duration(d)))
	}},
	{"JoinTooMuch", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		mb := v.int()
		return b.JoinTooMuch(mb), b.Say(words.Key("join-too-much").With(words.Text(strconv.Itoa(mb))))
	}},
	{"JoinWith", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.JoinWith(command), b.Say(words.Key("join-with").With(words.Text(command)))
	}},
	{"LangSet", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.LangSet(), b.Say(words.Key("lang-set").Event()) }},
	{"LangUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LangUsage(), b.Say(words.Key("lang-usage").Event())
	}},
	{"LastMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.LastMove(p), b.Say(words.Key("last-move").With(words.Colour(p.Color), words.Ply(p)))
	}},
	{"LastMoves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.LastMoves(plies), b.Say(words.Key("last-moves").With(words.Plies(plies)))
	}},
	{"LastSeconds", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p0 := v.color()
		left := v.duration()
		return b.LastSeconds(p0, left), b.Say(words.Key("last-seconds").With(words.Colour(p0), words.Duration(left)))
	}},
	{"LichessAIPlayer", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		level := v.int()
		return b.LichessAIPlayer(level), b.Say(words.Key("lichess-ai-player").With(words.Number(level)))
	}},
	{"LichessAIUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessAIUsage(), b.Say(words.Key("lichess-ai-usage").Event())
	}},
	{"LichessBadClock", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.str()
		return b.LichessBadClock(typed), b.Say(words.Key("lichess-bad-clock").With(words.Text(typed)))
	}},
	{"LichessChallengeFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		reason := v.str()
		return b.LichessChallengeFailed(b.Say(player), reason), b.Say(words.Key("lichess-challenge-failed").With(words.Said(player), words.Text(reason)))
	}},
	{"LichessChallengeFrom", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		rated := v.flag()
		clock := v.event()
		return b.LichessChallengeFrom(b.Say(player), rated, b.Say(clock)), b.Say(words.Key("lichess-challenge-from").With(words.Said(player), words.Flag(rated), words.Said(clock)))
	}},
	{"LichessChallengeUsage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessChallengeUsage(), b.Say(words.Key("lichess-challenge-usage").Event())
	}},
	{"LichessChallenging", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		rated := v.flag()
		clock := v.event()
		return b.LichessChallenging(b.Say(player), rated, b.Say(clock)), b.Say(words.Key("lichess-challenging").With(words.Said(player), words.Flag(rated), words.Said(clock)))
	}},
	{"LichessChallengingAI", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		level := v.int()
		clock := v.event()
		return b.LichessChallengingAI(level, b.Say(clock)), b.Say(words.Key("lichess-challenging-ai").With(words.Number(level), words.Said(clock)))
	}},
	{"LichessClock", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		limit := v.duration()
		inc := v.duration()
		days := v.int()
		return b.LichessClock(limit, inc, days), b.Say(words.Key("lichess-clock").With(words.Duration(limit), words.Duration(inc), words.Number(days)))
	}},
	{"LichessConnectionBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessConnectionBack(), b.Say(words.Key("lichess-connection-back").Event())
	}},
	{"LichessConnectionLost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		retry := v.duration()
		return b.LichessConnectionLost(retry), b.Say(words.Key("lichess-connection-lost").With(words.Duration(retry)))
	}},
	{"LichessConnectionStill", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		retry := v.duration()
		return b.LichessConnectionStill(retry), b.Say(words.Key("lichess-connection-still").With(words.Duration(retry)))
	}},
	{"LichessDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		return b.LichessDeclined(b.Say(player)), b.Say(words.Key("lichess-challenge-declined").With(words.Said(player)))
	}},
	{"LichessGameRunning", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		return b.LichessGameRunning(b.Say(player)), b.Say(words.Key("lichess-game-running").With(words.Said(player)))
	}},
	{"LichessGameStarts", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		rated := v.flag()
		clock := v.event()
		you := v.event()
		return b.LichessGameStarts(b.Say(player), rated, b.Say(clock), b.Say(you)), b.Say(words.Key("lichess-game-starts").With(words.Said(player), words.Flag(rated), words.Said(clock), words.Said(you)))
	}},
	{"LichessLeaving", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessLeaving(), b.Say(words.Key("lichess-leaving").Event())
	}},
	{"LichessLobbyHelp", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessLobbyHelp(), b.Say(words.Key("lichess-lobby-help").Event())
	}},
	{"LichessNeedToken", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		url := v.str()
		return b.LichessNeedToken(url), b.Say(words.Key("lichess-need-token").With(words.Text(url)))
	}},
	{"LichessNoChallenge", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessNoChallenge(), b.Say(words.Key("lichess-no-challenge").Event())
	}},
	{"LichessNoGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessNoGame(), b.Say(words.Key("lichess-no-game").Event())
	}},
	{"LichessNoTokenStored", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessNoTokenStored(), b.Say(words.Key("lichess-no-token-stored").Event())
	}},
	{"LichessNotAToken", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessNotAToken(), b.Say(words.Key("lichess-not-a-token").Event())
	}},
	{"LichessOffline", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.LichessOffline(why), b.Say(words.Key("lichess-offline").With(words.Text(why)))
	}},
	{"LichessPlayer", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		rating := v.int()
		return b.LichessPlayer(name, rating), b.Say(words.Key("lichess-player").With(words.Text(name), words.Number(rating)))
	}},
	{"LichessRateLimited", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		wait := v.duration()
		return b.LichessRateLimited(wait), b.Say(words.Key("lichess-rate-limited").With(words.Duration(wait)))
	}},
	{"LichessRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		reason := v.str()
		return b.LichessRefused(reason), b.Say(words.Key("lichess-refused").With(words.Text(reason)))
	}},
	{"LichessSeekTooFast", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		clock := v.event()
		speed := v.str()
		return b.LichessSeekTooFast(b.Say(clock), speed), b.Say(words.Key("lichess-seek-too-fast").With(words.Said(clock), words.Text(speed)))
	}},
	{"LichessSeeking", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		rated := v.flag()
		clock := v.event()
		return b.LichessSeeking(rated, b.Say(clock)), b.Say(words.Key("lichess-seeking").With(words.Flag(rated), words.Said(clock)))
	}},
	{"LichessSignedIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.LichessSignedIn(name), b.Say(words.Key("lichess-signed-in").With(words.Text(name)))
	}},
	{"LichessTokenOpen", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.LichessTokenOpen(path), b.Say(words.Key("lichess-token-open").With(words.Text(path)))
	}},
	{"LichessTokenPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LichessTokenPrompt(), b.Say(words.Key("lichess-token-prompt").Event())
	}},
	{"LichessTokenRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		url := v.str()
		return b.LichessTokenRefused(url), b.Say(words.Key("lichess-token-refused").With(words.Text(url)))
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
	{"LichessWaiting", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.LichessWaiting(d), b.Say(words.Key("lichess-waiting").With(words.Duration(d)))
	}},
	{"LichessWithdrawn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		player := v.event()
		return b.LichessWithdrawn(b.Say(player)), b.Say(words.Key("lichess-challenge-withdrawn").With(words.Said(player)))
	}},
	{"LineTooLong", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LineTooLong(), b.Say(words.Key("line-too-long").Event())
	}},
	{"LobbyHello", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LobbyHello(), b.Say(words.Key("lobby-hello").Event())
	}},
	{"LobbyHelp", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.LobbyHelp(), b.Say(words.Key("lobby-help").Event())
	}},
	{"LobbyWelcome", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		free := v.strs()
		return b.LobbyWelcome(free), b.Say(words.Key("lobby-welcome").With(words.Texts(free)))
	}},
	{"LoginRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		addr := v.str()
		why := v.event()
		return b.LoginRefused(addr, b.Say(why)), b.Say(words.Key("login-refused").With(words.Text(addr), words.Said(why)))
	}},
	{"LoginsRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.LoginsRefused(n), b.Say(words.Key("logins-refused").With(words.Number(n)))
	}},
	{"Material", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		white := v.int()
		black := v.int()
		pieces := v.placeds()
		return b.Material(white, black, pieces), b.Say(words.Key("material").With(words.Number(white), words.Number(black), words.Placeds(pieces)))
	}},
	{"Move", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.Move(p), b.Say(words.Key("move").With(words.Ply(p)))
	}},
	{"MoveCount", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		turn := v.color()
		return b.MoveCount(moveNumber, turn), b.Say(words.Key("move-count").With(words.Number(moveNumber), words.Colour(turn)))
	}},
	{"MoveNumber", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		plies := v.plies()
		return b.MoveNumber(n, plies), b.Say(words.Key("move-number").With(words.Number(n), words.Plies(plies)))
	}},
	{"Moves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.Moves(plies), b.Say(words.Key("moves").With(words.Plies(plies)))
	}},
	{"MovesNotSaved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		why := v.str()
		return b.MovesNotSaved(path, why), b.Say(words.Key("moves-not-saved").With(words.Text(path), words.Text(why)))
	}},
	{"NeedsTerminal", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NeedsTerminal(), b.Say(words.Key("needs-terminal").Event())
	}},
	{"NewGame", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		fromPosition := v.flag()
		prompt := v.event()
		return b.NewGame(fromPosition, b.Say(prompt)), b.Say(words.Key("new-game").With(words.Flag(fromPosition), words.Said(prompt)))
	}},
	{"NoAssistant", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NoAssistant(), b.Say(words.Key("no-assistant").Event())
	}},
	{"NoClock", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.NoClock(), b.Say(words.Key("no-clock").Event()) }},
	{"NoEngine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NoEngine(), b.Say(words.Key("no-engine").Event())
	}},
	{"NoLouis", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.NoLouis(), b.Say(words.Key("no-louis").Event()) }},
	{"NoMoveYet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NoMoveYet(), b.Say(words.Key("no-move-yet").Event())
	}},
	{"NoRequest", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NoRequest(), b.Say(words.Key("no-request").Event())
	}},
	{"NoSound", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.NoSound(), b.Say(words.Key("no-sound").Event()) }},
	{"NoSuchSeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.NoSuchSeat(seat), b.Say(words.Key("no-such-seat").With(words.Text(seat)))
	}},
	{"NoVoice", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.NoVoice(), b.Say(words.Key("no-voice").Event()) }},
	{"NormalMeansClaimed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.NormalMeansClaimed(c), b.Say(words.Key("normal-means-claimed").With(words.Colour(c), words.Colour(c.Other())))
	}},
	{"NormalMeansNoMate", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.NormalMeansNoMate(c), b.Say(words.Key("normal-means-no-mate").With(words.Colour(c)))
	}},
	{"NormalMeansPostponed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.NormalMeansPostponed(c), b.Say(words.Key("normal-means-postponed").With(words.Colour(c)))
	}},
	{"NormalMeansRejected", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.NormalMeansRejected(c), b.Say(words.Key("normal-means-rejected").With(words.Colour(c)))
	}},
	{"NotASeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.str()
		return b.NotASeat(typed), b.Say(words.Key("not-a-seat").With(words.Text(`"` + typed + `"`)))
	}},
	{"NotAtTable", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.NotAtTable(seat), b.Say(words.Key("not-at-table").With(words.Text(seat)))
	}},
	{"NotKept", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.str()
		return b.NotKept(why), b.Say(words.Key("not-kept").With(words.Text(why)))
	}},
	{"NotOffered", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		f := v.file()
		r := v.rank()
		question := v.event()
		return b.NotOffered(f, r, b.Say(question)), b.Say(words.Key("not-offered").With(words.File(f), words.Rank(r), words.Said(question)))
	}},
	{"NotPaused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NotPaused(), b.Say(words.Key("not-paused").Event())
	}},
	{"NotReviewing", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NotReviewing(), b.Say(words.Key("not-reviewing").Event())
	}},
	{"NotSealed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NotSealed(), b.Say(words.Key("not-sealed").Event())
	}},
	{"NotStarted", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seats := v.strs()
		return b.NotStarted(seats), b.Say(words.Key("not-started").With(words.Texts(seats)))
	}},
	{"NotYourCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.NotYourCode(seat), b.Say(words.Key("not-your-code").With(words.Text(seat)))
	}},
	{"NothingOn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		sq := v.square()
		return b.NothingOn(sq), b.Say(words.Key("nothing-on").With(words.Square(sq)))
	}},
	{"NothingToCancel", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NothingToCancel(), b.Say(words.Key("nothing-to-cancel").Event())
	}},
	{"NothingToCorrect", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NothingToCorrect(), b.Say(words.Key("nothing-to-correct").Event())
	}},
	{"NothingToPress", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NothingToPress(), b.Say(words.Key("nothing-to-press").Event())
	}},
	{"NothingToRepeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.NothingToRepeat(), b.Say(words.Key("nothing-to-repeat").Event())
	}},
	{"OfferDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OfferDeclined(), b.Say(words.Key("offer-declined").Event())
	}},
	{"OfferStands", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.OfferStands(c), b.Say(words.Key("offer-stands").With(words.Colour(c)))
	}},
	{"Offers", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.Offers(c), b.Say(words.Key("offers").With(words.Colour(c)))
	}},
	{"OnlineCannotAbort", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineCannotAbort(), b.Say(words.Key("online-cannot-abort").Event())
	}},
	{"OnlineCannotClaim", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		gone := v.flag()
		return b.OnlineCannotClaim(gone), b.Say(words.Key("online-cannot-claim").With(words.Flag(gone)))
	}},
	{"OnlineChat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		user := v.str()
		text := v.str()
		return b.OnlineChat(user, text), b.Say(words.Key("online-chat").With(words.Text(user), words.Text(text)).As(words.Answer))
	}},
	{"OnlineChatOff", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineChatOff(), b.Say(words.Key("online-chat-off").Event())
	}},
	{"OnlineChatSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineChatSent(), b.Say(words.Key("online-chat-sent").Event())
	}},
	{"OnlineChatTooLong", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.OnlineChatTooLong(n), b.Say(words.Key("online-chat-too-long").With(words.Number(n), words.Number(ChatMax)))
	}},
	{"OnlineClaimNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.OnlineClaimNow(name), b.Say(words.Key("online-claim-now").With(words.Text(name)))
	}},
	{"OnlineDrawDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.OnlineDrawDeclined(name), b.Say(words.Key("online-draw-declined").With(words.Text(name)))
	}},
	{"OnlineDrawSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineDrawSent(), b.Say(words.Key("online-draw-sent").Event())
	}},
	{"OnlineFirstMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		d := v.duration()
		return b.OnlineFirstMove(d), b.Say(words.Key("online-first-move").With(words.Duration(d)))
	}},
	{"OnlineHeldAlready", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.OnlineHeldAlready(p), b.Say(words.Key("online-held-already").With(words.Ply(p)))
	}},
	{"OnlineLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		running := v.flag()
		return b.OnlineLeft(running), b.Say(words.Key("online-left").With(words.Flag(running)))
	}},
	{"OnlineMoveHeld", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.OnlineMoveHeld(p), b.Say(words.Key("online-move-held").With(words.Ply(p)))
	}},
	{"OnlineMoveRefused", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		reason := v.str()
		return b.OnlineMoveRefused(p, reason), b.Say(words.Key("online-move-refused").With(words.Ply(p), words.Text(reason)))
	}},
	{"OnlineNoAdvice", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		return b.OnlineNoAdvice(command), b.Say(words.Key("online-no-advice").With(words.Text(command)))
	}},
	{"OnlineNotHere", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		english := v.str()
		return b.OnlineNotHere(english), b.Say(words.Key("online-not-here").With(words.Text(english)))
	}},
	{"OnlineNotSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineNotSent(), b.Say(words.Key("online-not-sent").Event())
	}},
	{"OnlineNothingToDecline", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineNothingToDecline(), b.Say(words.Key("online-nothing-to-decline").Event())
	}},
	{"OnlineNothingToTakeBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineNothingToTakeBack(), b.Say(words.Key("online-nothing-to-take-back").Event())
	}},
	{"OnlineOfferIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.OnlineOfferIn(c), b.Say(words.Key("online-offer-in").With(words.Colour(c)))
	}},
	{"OnlineOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		english := v.str()
		return b.OnlineOnly(english), b.Say(words.Key("online-only").With(words.Text(english)))
	}},
	{"OnlineOpponentBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.OnlineOpponentBack(name), b.Say(words.Key("online-opponent-back").With(words.Text(name)))
	}},
	{"OnlineOpponentGone", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		d := v.duration()
		return b.OnlineOpponentGone(name, d), b.Say(words.Key("online-opponent-gone").With(words.Text(name), words.Duration(d)))
	}},
	{"OnlineOpponentLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		name := v.str()
		return b.OnlineOpponentLeft(name), b.Say(words.Key("online-opponent-left").With(words.Text(name)))
	}},
	{"OnlineSayHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineSayHow(), b.Say(words.Key("online-say-how").Event())
	}},
	{"OnlineSentNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.OnlineSentNow(p), b.Say(words.Key("online-sent-now").With(words.Ply(p)))
	}},
	{"OnlineTakebackAsked", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.OnlineTakebackAsked(c), b.Say(words.Key("online-takeback-asked").With(words.Colour(c)))
	}},
	{"OnlineTakebackDeclined", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.OnlineTakebackDeclined(), b.Say(words.Key("online-takeback-declined").Event())
	}},
	{"OnlineTakebackIn", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.OnlineTakebackIn(c), b.Say(words.Key("online-takeback-in").With(words.Colour(c)))
	}},
	{"OnlineTakenBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		return b.OnlineTakenBack(plies), b.Say(words.Key("online-taken-back").With(words.Plies(plies)))
	}},
	{"OnlyFor", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		command := v.str()
		roles := v.strs()
		return b.OnlyFor(command, roles), b.Say(words.Key("only-for").With(words.Text(command), words.Texts(roles)))
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
		return b.OwnRecordings(n, of, dir), b.Say(words.Key("own-recordings").With(words.Number(n), words.Number(of), words.Text(dir)))
	}},
	{"OwnSeatOnly", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		spectator := v.flag()
		return b.OwnSeatOnly(spectator), b.Say(words.Key("own-seat-only").With(words.Flag(spectator)))
	}},
	{"Paused", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.Paused(), b.Say(words.Key("paused").Event()) }},
	{"PausedNoMoves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.PausedNoMoves(), b.Say(words.Key("paused-no-moves").Event())
	}},
	{"Pawns", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		pawns := v.placeds()
		return b.Pawns(pawns), b.Say(words.Key("pawns").With(words.Placeds(pawns)))
	}},
	{"Penalized", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		d := v.duration()
		return b.Penalized(c, d), b.Say(words.Key("penalized").With(words.Colour(c), words.Colour(c.Other()), words.Duration(d)))
	}},
	{"Penalty", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		d := v.duration()
		return b.Penalty(c, d), b.Say(words.Key("penalty").With(words.Colour(c), words.Duration(d)))
	}},
	{"PenaltyHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.PenaltyHow(), b.Say(words.Key("penalty-how").Event())
	}},
	{"Piece", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		t := v.piece()
		return b.Piece(t), b.Say(words.Key("piece").With(words.Piece(t)))
	}},
	{"PressFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.PressFirst(c), b.Say(words.Key("press-first").With(words.Colour(c)))
	}},
	{"PressOrCorrect", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.PressOrCorrect(c), b.Say(words.Key("press-or-correct").With(words.Colour(c)))
	}},
	{"PressPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		c := v.color()
		return b.PressPrompt(n, c), b.Say(words.Key("press-prompt").With(words.Number(n), words.Colour(c)))
	}},
	{"PressWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.PressWaits(c), b.Say(words.Key("press-waits").With(words.Colour(c)))
	}},
	{"Prompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		c := v.color()
		return b.Prompt(moveNumber, c), b.Say(words.Key("prompt").With(words.Number(moveNumber), words.Colour(c)))
	}},
	{"QuestionCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.QuestionCancelled(), b.Say(words.Key("question-cancelled").Event())
	}},
	{"Rank", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.rank()
		return b.Rank(r), b.Say(words.Key("rank").With(words.Rank(r)))
	}},
	{"RankLine", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.rank()
		line := v.placeds()
		return b.RankLine(r, line), b.Say(words.Key("rank-line").With(words.Rank(r), words.Placeds(line)))
	}},
	{"RefusedLog", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		log := v.str()
		return b.RefusedLog(log), b.Say(words.Key("refused-log").With(words.Text(log)))
	}},
	{"RepeatDiffers", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.ply()
		announced := v.ply()
		return b.RepeatDiffers(typed, announced), b.Say(words.Key("repeat-differs").With(words.Ply(typed), words.Colour(announced.Color), words.Number(announced.Number), words.Ply(announced)))
	}},
	{"RepeatFirst", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		announced := v.ply()
		return b.RepeatFirst(c, announced), b.Say(words.Key("repeat-first").With(words.Colour(c), words.Ply(announced)))
	}},
	{"RepeatIt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.RepeatIt(c), b.Say(words.Key("repeat-it").With(words.Colour(c)))
	}},
	{"RepeatKept", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.RepeatKept(), b.Say(words.Key("repeat-kept").Event())
	}},
	{"RepeatPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		c := v.color()
		return b.RepeatPrompt(n, c), b.Say(words.Key("repeat-prompt").With(words.Number(n), words.Colour(c)))
	}},
	{"RepeatTypo", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		typed := v.ply()
		announced := v.ply()
		return b.RepeatTypo(typed, announced), b.Say(words.Key("repeat-typo").With(words.Ply(typed), words.Colour(announced.Color), words.Ply(announced)))
	}},
	{"RepeatWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.RepeatWaits(c), b.Say(words.Key("repeat-waits").With(words.Colour(c)))
	}},
	{"Repeated", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.Repeated(c), b.Say(words.Key("repeated").With(words.Colour(c)))
	}},
	{"RequestSent", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.RequestSent(), b.Say(words.Key("request-sent").Event())
	}},
	{"ResignCancelled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ResignCancelled(), b.Say(words.Key("resign-cancelled").Event())
	}},
	{"ResignConfirm", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ResignConfirm(), b.Say(words.Key("resign-confirm").Event())
	}},
	{"Result", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := v.result()
		return b.Result(r), b.Say(words.Key("result").With(words.Result(r)))
	}},
	{"ResumeHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ResumeHow(), b.Say(words.Key("resume-how").Event())
	}},
	{"Resumed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.Resumed(c), b.Say(words.Key("resumed").With(words.Colour(c)))
	}},
	{"ResumedMatch", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		prompt := v.event()
		return b.ResumedMatch(b.Say(prompt)), b.Say(words.Key("resumed-1").With(words.Said(prompt)))
	}},
	{"ReviewBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.ReviewBack(p), b.Say(words.Key("review-back").With(words.Ply(p)))
	}},
	{"ReviewBadNumber", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		first := v.int()
		last := v.int()
		return b.ReviewBadNumber(first, last), b.Say(words.Key("review-bad-number").With(words.Number(last), words.Number(first)))
	}},
	{"ReviewEnter", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		n := v.int()
		return b.ReviewEnter(plies, n), b.Say(words.Key("review-enter").With(words.Plies(plies), words.Number(n)))
	}},
	{"ReviewHint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ReviewHint(), b.Say(words.Key("review-hint").Event())
	}},
	{"ReviewLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ReviewLeft(), b.Say(words.Key("review-left").Event())
	}},
	{"ReviewNext", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		return b.ReviewNext(p), b.Say(words.Key("review-next").With(words.Ply(p)))
	}},
	{"ReviewNoBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ReviewNoBack(), b.Say(words.Key("review-no-back").Event())
	}},
	{"ReviewNoNext", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ReviewNoNext(), b.Say(words.Key("review-no-next").Event())
	}},
	{"ReviewPlace", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		plies := v.plies()
		n := v.int()
		return b.ReviewPlace(plies, n), b.Say(words.Key("review-place").With(words.Plies(plies), words.Number(n)))
	}},
	{"ReviewPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		moveNumber := v.int()
		c := v.color()
		return b.ReviewPrompt(moveNumber, c), b.Say(words.Key("review-prompt").With(words.Number(moveNumber), words.Colour(c)))
	}},
	{"ReviewStopped", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ReviewStopped(), b.Say(words.Key("review-stopped").Event())
	}},
	{"SaveFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.SaveFailed(), b.Say(words.Key("save-failed").Event())
	}},
	{"SavedNow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.SavedNow(), b.Say(words.Key("saved-now").Event())
	}},
	{"Scheduled", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		left := v.duration()
		return b.Scheduled(c, left), b.Say(words.Key("scheduled").With(words.Colour(c), words.Duration(left)))
	}},
	{"ScoresheetAt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ScoresheetAt(path), b.Say(words.Key("scoresheet-at").With(words.Text(path)))
	}},
	{"ScoresheetNamed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		return b.ScoresheetNamed(path), b.Say(words.Key("scoresheet-named").With(words.Text(path)))
	}},
	{"SealCalledOff", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.SealCalledOff(c), b.Say(words.Key("seal-called-off").With(words.Colour(c)))
	}},
	{"SealLoses", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		why := v.event()
		return b.SealLoses(b.Say(why)), b.Say(words.Key("seal-loses").With(words.Said(why)))
	}},
	{"SealPlease", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.SealPlease(c), b.Say(words.Key("seal-please").With(words.Colour(c)))
	}},
	{"SealWaits", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.SealWaits(c), b.Say(words.Key("seal-waits").With(words.Colour(c)))
	}},
	{"Sealed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		moveNumber := v.int()
		return b.Sealed(c, moveNumber), b.Say(words.Key("sealed").With(words.Colour(c), words.Number(moveNumber)))
	}},
	{"SealedInvalid", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		written := v.str()
		why := v.event()
		o := v.outcome()
		return b.SealedInvalid(c, written, b.Say(why), o), b.Say(words.Key("sealed-invalid").With(words.Colour(c), words.Text(written), words.Said(why), words.Outcome(o)))
	}},
	{"Sealing", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.Sealing(c), b.Say(words.Key("sealing").With(words.Colour(c)))
	}},
	{"SealingPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		c := v.color()
		return b.SealingPrompt(n, c), b.Say(words.Key("sealing-prompt").With(words.Number(n), words.Colour(c)))
	}},
	{"SeatBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.SeatBack(seat), b.Say(words.Key("seat-back").With(words.Text(seat)))
	}},
	{"SeatFreed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.SeatFreed(), b.Say(words.Key("seat-freed").Event())
	}},
	{"SeatLeft", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.SeatLeft(seat), b.Say(words.Key("seat-left").With(words.Text(seat)))
	}},
	{"SeatTaken", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.SeatTaken(seat), b.Say(words.Key("seat-taken").With(words.Text(seat)))
	}},
	{"SeatedAt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.SeatedAt(seat), b.Say(words.Key("seated-at").With(words.Text(seat)))
	}},
	{"ServerOutcome", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		o := v.outcome()
		return b.ServerOutcome(o), b.Say(words.Key("server-outcome").With(words.Outcome(o)))
	}},
	{"SitsAt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seat := v.str()
		return b.SitsAt(seat), b.Say(words.Key("sits-at").With(words.Text(seat)))
	}},
	{"SoundBack", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.SoundBack(), b.Say(words.Key("sound-back").Event())
	}},
	{"SoundLost", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.SoundLost(), b.Say(words.Key("sound-lost").Event())
	}},
	{"Square", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		sq := v.square()
		return b.Square(sq), b.Say(words.Key("square").With(words.Square(sq)))
	}},
	{"TableClosed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.TableClosed(), b.Say(words.Key("table-closed").Event())
	}},
	{"TableDown", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		down := v.duration()
		uncounted := v.duration()
		running := v.color()
		return b.TableDown(down, uncounted, running), b.Say(words.Key("table-down").With(words.Duration(down), words.Duration(uncounted), words.Colour(running)))
	}},
	{"TapeFailed", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		path := v.str()
		reason := v.str()
		return b.TapeFailed(path, reason), b.Say(words.Key("tape-failed").With(words.Text(path), words.Text(reason)))
	}},
	{"Threats", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		onMove := v.color()
		theirs := v.placeds()
		own := v.placeds()
		return b.Threats(onMove, theirs, own), b.Say(words.Key("threats").With(words.Colour(onMove), words.Placeds(theirs), words.Placeds(own)))
	}},
	{"TooLate", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.TooLate(), b.Say(words.Key("too-late").Event()) }},
	{"TooSlow", func(b Phrasebook, v *vals) (Phrase, Phrase) { return b.TooSlow(), b.Say(words.Key("too-slow").Event()) }},
	{"Touched", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.Touched(c, p, sq), b.Say(words.Key("touched").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"TouchedCleared", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		return b.TouchedCleared(c), b.Say(words.Key("touched-cleared").With(words.Colour(c)))
	}},
	{"TouchedHow", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.TouchedHow(), b.Say(words.Key("touched-how").Event())
	}},
	{"TouchedMustCapture", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.TouchedMustCapture(c, p, sq), b.Say(words.Key("touched-must-capture").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"TouchedMustCastle", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		rook := v.square()
		return b.TouchedMustCastle(c, rook), b.Say(words.Key("touched-must-castle").With(words.Colour(c), words.Piece(rules.King), words.Piece(rules.Rook), words.Square(rook)))
	}},
	{"TouchedMustMove", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.TouchedMustMove(c, p, sq), b.Say(words.Key("touched-must-move").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"TouchedRecorded", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.TouchedRecorded(c, p, sq), b.Say(words.Key("touched-recorded").With(words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"TouchedReported", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		reporter := v.str()
		c := v.color()
		p := v.piece()
		sq := v.square()
		return b.TouchedReported(reporter, c, p, sq), b.Say(words.Key("touched-reported").With(words.Text(reporter), words.Colour(c), words.Piece(p), words.Square(sq)))
	}},
	{"UnknownSeat", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.UnknownSeat(), b.Say(words.Key("unknown-seat").Event())
	}},
	{"VerbositySet", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.VerbositySet(), b.Say(words.Key("verbosity-set").Event())
	}},
	{"ViewAgain", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ViewAgain(), b.Say(words.Key("view-again").Event())
	}},
	{"ViewChosen", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		view := v.str()
		other := v.str()
		port := v.str()
		remembered := v.flag()
		kept := v.flag()
		return b.ViewChosen(view, other, port, remembered, kept), b.Say(words.Key("view-chosen").With(words.Text(view), words.Text(other), words.Text(port), words.Flag(remembered), words.Flag(kept)))
	}},
	{"ViewLang", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ViewLang(), b.Say(words.Key("view-lang").Event())
	}},
	{"ViewQuestion", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.ViewQuestion(), b.Say(words.Key("view-question").Event())
	}},
	{"WaitingFor", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seats := v.strs()
		resumed := v.flag()
		return b.WaitingFor(seats, resumed), b.Say(words.Key("waiting-for").With(words.Texts(seats), words.Flag(resumed)))
	}},
	{"WaitingPrompt", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		seats := v.strs()
		return b.WaitingPrompt(seats), b.Say(words.Key("waiting-prompt").With(words.Texts(seats)))
	}},
	{"Where", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		pieces := v.placeds()
		return b.Where(c, pieces), b.Say(words.Key("where").With(words.Colour(c), words.Placeds(pieces)))
	}},
	{"WhileAway", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.int()
		return b.WhileAway(n), b.Say(words.Key("while-away").With(words.Number(n)))
	}},
	{"WrongJoinCode", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		return b.WrongJoinCode(), b.Say(words.Key("join-code-wrong").Event())
	}},
}
