package speech

import (
	"errors"
	goflag "flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/golden"
	"github.com/anna-chess/anna/words"

	"github.com/anna-chess/anna/rules"
)

var update = goflag.Bool("update", false, "rewrite the golden files in testdata")

// sentenceForms renders the sentences of one phrasebook in every form a
// slot can take: both colours; every kind of piece (a feminine name, Dama,
// Trdnjava, agrees otherwise than a masculine one); counts that take each
// plural form (1, 2, 3, 5, 21, 22, 101, 102) and the mate in 1 and in 21;
// times in tenths, seconds, minutes and hours; each result. Each line is a
// label and the text as printed.
func sentenceForms(b Phrasebook) []string {
	var out []string
	add := func(label string, ps ...Phrase) {
		for _, p := range ps {
			out = append(out, label+": "+p.Text())
		}
	}
	colors := []rules.Color{rules.White, rules.Black}
	counts := []int{1, 2, 3, 5, 21, 22, 101, 102}
	sq := func(f, r int) rules.Square { return rules.SquareAt(rules.File(f), rules.Rank(r)) }
	knight := rules.Ply{Piece: rules.Knight, Color: rules.White, Number: 14, Move: rules.Move{From: sq(6, 0), To: sq(5, 2)}}
	queen := rules.Ply{Piece: rules.Queen, Color: rules.Black, Number: 21, Captured: rules.Rook, Check: true, Move: rules.Move{From: sq(3, 7), To: sq(3, 1)}}
	ep := rules.Ply{Piece: rules.Pawn, Color: rules.White, Number: 9, Captured: rules.Pawn, EnPassant: true, Move: rules.Move{From: sq(4, 4), To: sq(3, 5)}}
	castle := rules.Ply{Piece: rules.King, Color: rules.Black, Number: 5, Castle: rules.QueenSide, Move: rules.Move{From: sq(4, 7), To: sq(2, 7)}}
	plies := []rules.Ply{knight, queen, ep, castle}

	for _, c := range colors {
		add("prompt", b.Prompt(12, c), b.reviewPrompt(3, c), b.analysisPrompt(4, c), b.pressPrompt(7, c), b.repeatPrompt(7, c), b.sealingPrompt(30, c))
		add("draw offer", b.offers(c), b.offerStands(c))
		add("seal", b.sealPlease(c), b.sealWaits(c), b.sealed(c, 41), b.sealing(c), b.envelopeOpened(c, knight))
		add("two boards", b.pressOrCorrect(c), b.pressWaits(c), b.repeatIt(c), b.repeatWaits(c), b.repeated(c), b.completes(c), b.pressFirst(c), b.itIsMove(c), b.repeatFirst(c, knight))
		add("clock", b.sayResumed(c), b.adjusted(c, 5*time.Minute), b.penalty(c, 2*time.Minute), b.flagNotFallen(c, 61*time.Second),
			b.incrementGranted(c, 5*time.Second, 2*time.Minute), b.scheduled(c, 10*time.Minute))
		add("engine", b.enginePlays(c, 3), b.engineThinking(c), b.engineDownToMove(c), b.engineBack(c), b.hintOwnMove(c), b.isToMove(c))
		for _, p := range rules.PieceTypes() {
			add("touched", b.touched(c, p, sq(6, 0)))
		}
		for _, seat := range []string{"white", "black", "assistant"} {
			add("seat", b.seatLeft(seat), b.seatBack(seat), b.notAtTable(seat), b.callsArbiter(seat), b.adjournAsked(seat),
				b.touchedReported(seat, c, rules.Queen, sq(3, 0)))
		}
		add("roles", b.sealCalledOff(c), b.incrementAsked(c, 5*time.Second), b.incrementGiven(c, 5*time.Second, 2*time.Minute), b.penalized(c, 2*time.Minute),
			b.touchedRecorded(c, rules.Rook, sq(0, 0)), b.assistsOnly([]rules.Color{c}))
		add("declare", b.declaredIllegalFirst(c, c.Other(), time.Minute), b.declaredIllegalFirstNoClock(c), b.declareAbsentMoved(c))
	}
	add("roles", b.onlyFor("adjust", []string{"arbiter"}), b.onlyFor("accept", []string{"white", "black"}), b.onlyFor("where", []string{"spectator", "assistant"}),
		b.arbiterOnly("pause"), b.assistsOnly(nil), b.arbiterPlaysNot(), b.nothingToCancel(), b.questionCancelled(), b.freeHow(), b.requestSent(),
		b.incrementRefused(), b.adjournRefused(), b.noRequest(), b.penaltyHow())
	add("engine", b.engineOffNow(), b.engineOffWatching(), b.engineStartFailed(), b.engineDownWatching())
	add("arbiter's code", b.arbiterCodeChoose(), b.arbiterCodeAgain(), b.arbiterCodeShort(), b.arbiterCodesDiffer(), b.arbiterCodeSet(),
		b.arbiterCodeAsk("adjust"), b.arbiterCodeAsk("touched"), b.arbiterCodeWrong(), b.arbiterCodeCancelled(), b.arbiterCodePrompt(false), b.arbiterCodePrompt(true))
	add("waiting", b.waitingFor([]string{"white", "black"}, false), b.waitingFor([]string{"black"}, true), b.waitingPrompt([]string{"assistant"}), b.notStarted([]string{"white", "assistant"}))
	for _, p := range plies {
		add("move", b.lastMove(p), b.hint(p), b.correction(p), b.reviewNext(p), b.reviewBack(p))
	}
	add("moves", b.sayMoves(plies), b.sayMoveNumber(14, plies), b.lastMoves(plies))
	add("discrepancy", b.discrepancy(knight, queen), b.repeatTypo(queen, knight), b.repeatDiffers(queen, knight), b.repeatKept(), b.sheetsDiffer(14, &knight, nil), b.sheetsDiffer(21, nil, &queen), b.backTo(0), b.backTo(13))
	for _, t := range rules.PieceTypes() {
		for _, c := range colors {
			p := rules.NewPiece(t, c)
			other := rules.NewPiece(rules.Queen, c.Other())
			add("board fix", b.boardFix(c, []rules.SquareChange{{Square: sq(5, 2), Have: p}, {Square: sq(6, 0), Want: p}, {Square: sq(1, 1), Have: other, Want: p}}))
		}
	}
	// The end of a game and its results.
	wins := map[rules.Reason]bool{rules.Checkmate: true, rules.Resignation: true, rules.FlagFall: true, rules.SealedMoveInvalid: true}
	draws := map[rules.Reason]bool{rules.Stalemate: true, rules.DeadPosition: true, rules.Agreement: true, rules.ThreefoldClaim: true, rules.FiftyMoveClaim: true,
		rules.FivefoldRepetition: true, rules.SeventyFiveMoves: true, rules.FlagFallNoMate: true, rules.BothFlags: true, rules.SealedMoveInvalid: true}
	for r := rules.Checkmate; r <= rules.SealedMoveInvalid; r++ {
		for _, res := range []rules.Result{rules.WhiteWins, rules.BlackWins, rules.Drawn} {
			o := rules.Outcome{Result: res, Reason: r}
			if res == rules.Drawn && !draws[r] || res != rules.Drawn && !wins[r] {
				continue // outcomes the rules never give
			}
			add("outcome "+r.String(), b.Outcome(o))
			if r == rules.ThreefoldClaim || r == rules.FiftyMoveClaim {
				for _, c := range colors {
					add("claimed "+r.String(), b.claimedDraw(o, c), b.claimedDrawWith(o, c, knight))
				}
			}
			if r == rules.FlagFall || r == rules.FlagFallNoMate {
				add("flag "+r.String(), b.flagFell(rules.Black, o))
			}
			if r == rules.SealedMoveInvalid && res != rules.Drawn {
				add("sealed invalid", b.sealedInvalid(o.Winner().Other(), "Sx9", b.sayWhy(&moveParseError{Kind: unknownWord, Word: "x9"}, nil), o))
			}
		}
	}
	add("sealed invalid", b.sealedInvalid(rules.White, "Sx9", b.sayWhy(&moveParseError{Kind: unknownWord, Word: "x9"}, nil), rules.Outcome{Result: rules.Drawn, Reason: rules.FlagFallNoMate}))
	for _, c := range colors {
		add("outcome resignation, no mate", b.Outcome(rules.Outcome{Result: rules.Drawn, Reason: rules.Resignation, By: c})) // 5.1.2 of 2023
	}
	for _, r := range []rules.Result{rules.WhiteWins, rules.BlackWins, rules.Drawn, rules.Ongoing} {
		add("result", b.gameOverPrompt(r), b.gameOverAnalyzePrompt(r), b.gameIsOver(r))
	}
	add("both flags", b.bothFlags(true), b.bothFlags(false))
	// Puzzles.
	add("puzzle", b.puzzleStart(1, 1760, queen), b.puzzleStart(12, 0, knight), b.puzzleWrong(1), b.puzzleWrong(2), b.puzzleRight(knight, queen),
		b.puzzleSolved(queen, nil), b.puzzleHint(rules.Placed{Piece: rules.NewPiece(rules.Knight, rules.White), Square: sq(6, 0)}), b.puzzleSolution(plies, []string{"endgame", "short"}),
		b.puzzleSolved(queen, []string{"fork", "pin", "skewer", "discoveredAttack", "doubleCheck", "hangingPiece", "sacrifice", "endgame", "mateIn2"}),
		b.puzzleSolution(plies, []string{"trappedPiece", "deflection", "attraction", "backRankMate", "smotheredMate", "promotion", "zugzwang", "mateIn1", "mateIn5", "mateIn6", "crushing"}),
		b.puzzleRating(1500, 1379, true), b.puzzleRating(1379, 1402, true), b.puzzleRating(1402, 1402, true), b.puzzleRating(1402, 1402, false),
		b.say(msgPuzzleNotKept), b.say(msgPuzzleAfter), b.say(msgPuzzleOver), b.say(msgPuzzleNoneLeft), b.say(msgPuzzleSkipped), b.puzzleNotHere("draw"),
		b.say(msgPuzzleHelp), b.say(msgPuzzlePrompt), b.say(msgPuzzleLeft))
	add("claim rejected", b.claimRejected(rules.ClaimResult{Occurrences: 2, Halfmoves: 99}))
	add("draw errors", b.drawError(rules.ErrNoOffer), b.drawError(rules.ErrOwnOffer), b.drawError(rules.ErrTooEarly), b.drawError(rules.ErrOfferExists), b.drawError(rules.ErrNotYourTurn), b.drawError(errors.New("other")))
	// Moves that cannot be played, with every kind of piece.
	for _, t := range rules.PieceTypes() {
		for k := rules.CannotReach; k <= rules.CastlingIntoCheck; k++ {
			e := &rules.MoveError{Kind: k, Query: rules.NewQuery(), Square: sq(5, 2), Piece: t, Found: rules.Queen,
				Candidates: []rules.Square{sq(2, 2), sq(6, 2)}, Check: true, KingMoved: k == rules.CastlingRightLost}
			if t != rules.Knight && k > rules.OwnPieceOnTarget {
				continue // the pieces matter only up to here
			}
			add("why "+k.String(), b.sayWhy(e, nil))
		}
		add("usage", b.usage(usageWhere, ""))
	}
	for k := emptyInput; k <= mixedCastling; k++ {
		add("why "+k.String(), b.sayWhy(&moveParseError{Kind: k, Word: "Felx", Options: []string{"check", "checkmate"}, File: rules.NoFile, Rank: 2}, nil))
	}
	for _, u := range []question{usageWhere, usageRank, usageFile, usageDiagonal, usageSquare, usageLegal, usageAttackers, usageDefenders, usageLines} {
		add("usage", b.usage(u, "Blubb"))
	}
	// Counts: every plural form, and the mate in one move and in 21.
	for _, n := range counts {
		add("count", b.movesCount(n), b.Duration(time.Duration(n)*time.Second), b.Duration(time.Duration(n)*time.Minute), b.Duration(time.Duration(n)*time.Hour))
		add("analysis", b.analysisDone(n, n), b.analysisStart(n, time.Duration(n)*time.Second))
		add("eval", b.eval(0, n), b.eval(0, -n))
		add("step", b.analysisStep(Mistake{Ply: queen, Better: knight, AllowsMate: n}), b.analysisStep(Mistake{Ply: knight, Better: queen, Blunder: true, MissesMate: n}))
		add("claim not now", b.incrementNotNow(time.Duration(n)*time.Minute))
	}
	for _, d := range []time.Duration{1100 * time.Millisecond, 2500 * time.Millisecond, 8100 * time.Millisecond, 8400 * time.Millisecond, 9500 * time.Millisecond} {
		add("tenths", b.Duration(d))
	}
	for _, cp := range []int{0, 50, 120, 180, 350, 720, 1500, -120, -2100} {
		add("eval", b.eval(cp, 0))
	}
	add("analysis step", b.analysisStep(Mistake{Ply: queen, Better: knight}), b.analysisStep(Mistake{Ply: ep, Better: castle, Blunder: true}))
	add("clock", b.clockBoth(rules.Reading{White: 4*time.Minute + 12*time.Second, Black: 8400 * time.Millisecond}, 21, 19, true),
		b.clockOne(rules.Black, time.Hour, 1, 1, false), b.clocksSet(rules.Reading{White: time.Hour, Black: 61 * time.Second}))
	// Finding one's way.
	g, err := rules.NewGameFromFEN("r3k2r/1b1q1p2/8/3pP3/8/8/PPP2QPP/R3K2R w KQkq - 0 21")
	if err != nil {
		panic(err)
	}
	board := g.Board()
	add("where", b.sayWhere(rules.NoColor, rules.Pieces(board, rules.NoColor, rules.NoPieceType)), b.sayWhere(rules.Black, rules.Pieces(board, rules.Black, rules.Queen)))
	add("file", b.fileLine(4, rules.Line(board, rules.FileSquares(4))), b.fileLine(7, rules.Line(board, rules.FileSquares(7))))
	add("rank", b.rankLine(0, rules.Line(board, rules.RankSquares(0))), b.rankLine(5, rules.Line(board, rules.RankSquares(5))))
	add("pawns", b.sayPawns(rules.Pieces(board, rules.NoColor, rules.Pawn)))
	empty, err := rules.NewGameFromFEN("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	if err != nil {
		panic(err)
	}
	add("pawns", b.sayPawns(rules.Pieces(empty.Board(), rules.NoColor, rules.Pawn)))
	for _, s := range []rules.Square{sq(3, 4), sq(0, 0), sq(4, 0), sq(7, 7)} {
		add("lines", b.sayLines(rules.Sights(board, s), rules.KnightSquares(board, s)))
	}
	for _, s := range []rules.Square{sq(3, 6), sq(0, 7), sq(4, 2), sq(5, 1)} {
		add("square", b.squareReport(rules.About(board, s)))
		add("attackers", b.squareAttackers(rules.About(board, s)), b.squareDefenders(rules.About(board, s)))
	}
	add("material", b.material(38, 31, rules.Pieces(board, rules.NoColor, rules.NoPieceType)), b.material(31, 31, nil))
	add("threats", b.threats(rules.White, rules.Pieces(board, rules.Black, rules.Queen), nil))
	add("move count", b.moveCount(21, rules.White), b.moveCount(21, rules.Black))
	add("winnable", b.winnable(rules.Winnability{White: true, Black: true}), b.winnable(rules.Winnability{White: true}), b.winnable(rules.Winnability{Black: true}), b.winnable(rules.Winnability{}))
	add("review", b.reviewEnter(plies, 0), b.reviewEnter(plies, 2), b.reviewEnter(plies, 4), b.reviewEnter(nil, 0), b.reviewBadNumber(1, 21), b.badMoveNumber(21))
	add("not offered", b.notOffered(2, rules.NoRank, phrase(Word{Text: "?"})))
	// Help, and the lines printed around the game.
	add("help", b.Help())
	for _, topic := range HelpTopics() {
		add("help "+topic, b.HelpTopic(topic)...)
	}
	add("lobby", b.lobbyHello(), b.viewQuestion(), b.viewAgain(), b.viewChosen("line", "board", "2222", true, true), b.viewChosen("board", "line", "2222", false, true),
		b.viewChosen("line", "board", "2222", false, false), b.lobbyWelcome([]string{"white", "black", "assistant"}), b.lobbyWelcome(nil), b.lobbyHelp(),
		b.seatTaken("black"), b.noSuchSeat("assistant"), b.seatedAt("white"), b.seatedAt("watch"), b.needsTerminal(), b.seatFreed())
	add("join code", b.joinCodeAsk("felix-drei-anna-sechs"), b.WrongJoinCode(), b.codesFromYou(time.Second),
		b.codesFromAll(42*time.Second), b.codesCrowded(3*time.Second))
	code := []string{"felix", "drei", "anna", "sechs", "bella", "zwei", "hector", "acht"}
	add("codes", b.joinCode("black", code), b.joinCode("assistant", code), b.joinCode("spectator", code), b.codesNone(), b.codesNoHost(),
		b.CodesHint(), b.ScoresheetNamed("/home/eva/games/2026-11-23-153000.pgn"), b.ArbiterCodeIn("/home/eva/games/2026-11-23-153000.arbiter-code"),
		b.ArbiterKeyIn("/home/eva/arbiter.pub"), b.tableDown(3*time.Minute, 0, rules.NoColor), b.tableDown(2*time.Minute+20*time.Second, 40*time.Second, rules.Black),
		b.tableDown(time.Hour+time.Second, time.Second, rules.White), b.hostEnded(false), b.hostEnded(true),
		b.joinHostGone(10*time.Minute), b.joinStillTrying(time.Minute), b.joinStillTrying(2*time.Minute), b.joinStillTrying(5*time.Minute), b.joinBack(),
		b.seatJoined("arbiter"), b.seatJoined("black"), b.seatJoined("assistant"), b.seatLeft("arbiter"), b.seatBack("arbiter"),
		b.spectators(0), b.spectators(1), b.spectators(2), b.spectators(3), b.spectators(5), b.spectators(21), b.arrivalsState(true), b.arrivalsState(false))
	var refusals []Phrase
	for why := refusedWrongCode; why <= refusedHostFull; why++ {
		refusals = append(refusals, b.hostRefused(why, 4, ""))
	}
	add("host refusals", append(refusals, b.hostRefused(refusedNoTerminal, 30, ""), b.hostRefused(refusedWrongCode, 0, "SHA256:abc"),
		b.loginRefused("192.0.2.7", b.hostRefused(refusedWrongCode, 0, "")), b.loginsRefused(1), b.loginsRefused(2), b.loginsRefused(3),
		b.loginsRefused(5), b.loginsRefused(21), b.loginsRefused(102))...)
	add("anna join", b.joinLost("host.example:2222", "EOF"), b.joinGaveUp("host.example:2222", 10*time.Minute, "connection refused"),
		b.joinNotAnnaHost("host.example:2222"), b.joinKeyChanged("[host.example]:2222", "SHA256:abc", "/home/eva/.config/anna/known_hosts"),
		b.JoinNoCode(), b.JoinCodeEnded(), b.JoinCodeHostGone(), b.joinCannotSay(`session: not an event: the phrasebook has no "Exit"`), b.eventsVersion("1", 2),
		b.Say(words.Key("events-version-update-joiner").With(words.Text("6"), words.Text("4"))),
		b.Say(words.Key("events-version-update-host").With(words.Text("4"), words.Text("6"))))
	add("claim decided", b.decideClaim(false, false), b.decideClaim(true, false), b.decideClaim(false, true), b.decideClaim(true, true),
		b.claimNoArbiter(rules.White), b.claimNotYours(rules.Black))
	add("own terminal", b.MovesNotSaved("/home/eva/game.pgn", "no space left on device"), b.engineNotSeated("exec: not found"), b.BoardNeedsTerminal(),
		b.OpenElsewhere("/home/eva/game.pgn"), b.FileThere("/home/eva/game.pgn", "/home/eva/game.pgn", "/home/eva/game-2.pgn"))
	add("lobby prompt", phrase(Word{Text: b.viewPrompt()}), phrase(Word{Text: b.lobbyPrompt()}), phrase(Word{Text: b.JoinCodePrompt()}))
	add("view", phrase(Word{Text: b.View("view-which-piece", "e7", "e8", "d t l s")}), phrase(Word{Text: b.View("view-picked", "e2")}), phrase(Word{Text: b.View("view-cursor", "e2")}))
	return out
}

// TestSentenceForms: every sentence in every form its slots can take, in
// each language with Appendix D's names and with the language's own, as
// testdata/forms/LANG.golden has them (go test -update rewrites them). The
// files are for reading: they are how the grammar of every form was
// checked, and a change to a sentence shows there in all its forms.
func TestSentenceForms(t *testing.T) {
	for _, l := range Langs() {
		var lines []string
		for _, names := range []Names{AppendixNames, LocalNames} {
			lines = append(lines, fmt.Sprintf("# --lang %s --names %s", l, names))
			lines = append(lines, sentenceForms(Phrasebook{Lang: l, Names: names})...)
		}
		lines = append(lines, fmt.Sprintf("# --lang %s --verbosity brief", l))
		lines = append(lines, sentenceForms(Phrasebook{Lang: l, Verbosity: Brief, Names: LocalNames})...)
		got := strings.Join(lines, "\n") + "\n"
		golden.Check(t, filepath.Join("testdata", "forms", string(l)+".golden"), got, *update)
	}
}
