package speech

import (
	"errors"
	goflag "flag"
	"fmt"
	"github.com/anna-chess/anna/internal/golden"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
		add("prompt", b.Prompt(12, c), b.ReviewPrompt(3, c), b.AnalysisPrompt(4, c), b.PressPrompt(7, c), b.RepeatPrompt(7, c), b.SealingPrompt(30, c))
		add("draw offer", b.Offers(c), b.OfferStands(c))
		add("seal", b.SealPlease(c), b.SealWaits(c), b.Sealed(c, 41), b.Sealing(c), b.EnvelopeOpened(c, knight))
		add("two boards", b.PressOrCorrect(c), b.PressWaits(c), b.RepeatIt(c), b.RepeatWaits(c), b.Repeated(c), b.Completes(c), b.PressFirst(c), b.ItIsMove(c), b.RepeatFirst(c, knight))
		add("clock", b.Resumed(c), b.Adjusted(c, 5*time.Minute), b.Penalty(c, 2*time.Minute), b.FlagNotFallen(c, 61*time.Second),
			b.IncrementGranted(c, 5*time.Second, 2*time.Minute), b.Scheduled(c, 10*time.Minute))
		add("engine", b.EnginePlays(c, 3), b.EngineThinking(c), b.EngineDownToMove(c), b.EngineBack(c), b.HintOwnMove(c), b.IsToMove(c))
		for _, p := range rules.PieceTypes() {
			add("touched", b.Touched(c, p, sq(6, 0)))
		}
		for _, seat := range []string{"white", "black", "assistant"} {
			add("seat", b.SeatLeft(seat), b.SeatBack(seat), b.NotAtTable(seat), b.CallsArbiter(seat), b.AdjournAsked(seat),
				b.TouchedReported(seat, c, rules.Queen, sq(3, 0)))
		}
		add("roles", b.SealCalledOff(c), b.IncrementAsked(c, 5*time.Second), b.IncrementGiven(c, 5*time.Second, 2*time.Minute), b.Penalized(c, 2*time.Minute),
			b.TouchedRecorded(c, rules.Rook, sq(0, 0)), b.AssistsOnly([]rules.Color{c}))
		add("declare", b.DeclaredIllegalFirst(c, c.Other(), time.Minute), b.DeclaredIllegalFirstNoClock(c), b.DeclareAbsentMoved(c))
	}
	add("roles", b.OnlyFor("adjust", []string{"arbiter"}), b.OnlyFor("accept", []string{"white", "black"}), b.OnlyFor("where", []string{"spectator", "assistant"}),
		b.ArbiterOnly("pause"), b.AssistsOnly(nil), b.ArbiterPlaysNot(), b.NothingToCancel(), b.QuestionCancelled(), b.FreeHow(), b.RequestSent(),
		b.IncrementRefused(), b.AdjournRefused(), b.NoRequest(), b.PenaltyHow())
	add("engine", b.EngineOffNow(), b.EngineOffWatching(), b.EngineStartFailed(), b.EngineDownWatching())
	add("arbiter's code", b.ArbiterCodeChoose(), b.ArbiterCodeAgain(), b.ArbiterCodeShort(), b.ArbiterCodesDiffer(), b.ArbiterCodeSet(),
		b.ArbiterCodeAsk("adjust"), b.ArbiterCodeAsk("touched"), b.ArbiterCodeWrong(), b.ArbiterCodeCancelled(), b.ArbiterCodePrompt(false), b.ArbiterCodePrompt(true))
	add("waiting", b.WaitingFor([]string{"white", "black"}, false), b.WaitingFor([]string{"black"}, true), b.WaitingPrompt([]string{"assistant"}), b.NotStarted([]string{"white", "assistant"}))
	for _, p := range plies {
		add("move", b.LastMove(p), b.Hint(p), b.Correction(p), b.ReviewNext(p), b.ReviewBack(p))
	}
	add("moves", b.Moves(plies), b.MoveNumber(14, plies), b.LastMoves(plies))
	add("discrepancy", b.Discrepancy(knight, queen), b.RepeatTypo(queen, knight), b.RepeatDiffers(queen, knight), b.RepeatKept(), b.SheetsDiffer(14, &knight, nil), b.SheetsDiffer(21, nil, &queen), b.BackTo(0), b.BackTo(13))
	for _, t := range rules.PieceTypes() {
		for _, c := range colors {
			p := rules.NewPiece(t, c)
			other := rules.NewPiece(rules.Queen, c.Other())
			add("board fix", b.BoardFix(c, []rules.SquareChange{{Square: sq(5, 2), Have: p}, {Square: sq(6, 0), Want: p}, {Square: sq(1, 1), Have: other, Want: p}}))
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
					add("claimed "+r.String(), b.ClaimedDraw(o, c), b.ClaimedDrawWith(o, c, knight))
				}
			}
			if r == rules.FlagFall || r == rules.FlagFallNoMate {
				add("flag "+r.String(), b.FlagFell(rules.Black, o))
			}
			if r == rules.SealedMoveInvalid && res != rules.Drawn {
				add("sealed invalid", b.SealedInvalid(o.Winner().Other(), "Sx9", b.Why(&ParseError{Kind: UnknownWord, Word: "x9"}, nil), o))
			}
		}
	}
	add("sealed invalid", b.SealedInvalid(rules.White, "Sx9", b.Why(&ParseError{Kind: UnknownWord, Word: "x9"}, nil), rules.Outcome{Result: rules.Drawn, Reason: rules.FlagFallNoMate}))
	for _, c := range colors {
		add("outcome resignation, no mate", b.Outcome(rules.Outcome{Result: rules.Drawn, Reason: rules.Resignation, By: c})) // 5.1.2 of 2023
	}
	for _, r := range []rules.Result{rules.WhiteWins, rules.BlackWins, rules.Drawn, rules.Ongoing} {
		add("result", b.GameOverPrompt(r), b.GameOverAnalyzePrompt(r), b.GameIsOver(r))
	}
	add("both flags", b.BothFlags(true), b.BothFlags(false))
	add("claim rejected", b.ClaimRejected(rules.ClaimResult{Occurrences: 2, Halfmoves: 99}))
	add("draw errors", b.DrawError(rules.ErrNoOffer), b.DrawError(rules.ErrOwnOffer), b.DrawError(rules.ErrTooEarly), b.DrawError(rules.ErrOfferExists), b.DrawError(rules.ErrNotYourTurn), b.DrawError(errors.New("other")))
	// Moves that cannot be played, with every kind of piece.
	for _, t := range rules.PieceTypes() {
		for k := rules.CannotReach; k <= rules.CastlingIntoCheck; k++ {
			e := &rules.MoveError{Kind: k, Query: rules.NewQuery(), Square: sq(5, 2), Piece: t, Found: rules.Queen,
				Candidates: []rules.Square{sq(2, 2), sq(6, 2)}, Check: true, KingMoved: k == rules.CastlingRightLost}
			if t != rules.Knight && k > rules.OwnPieceOnTarget {
				continue // the pieces matter only up to here
			}
			add("why "+k.String(), b.Why(e, nil))
		}
		add("usage", b.Usage(UsageWhere, ""))
	}
	for k := EmptyInput; k <= MixedCastling; k++ {
		add("why "+k.String(), b.Why(&ParseError{Kind: k, Word: "Felx", Options: []string{"check", "checkmate"}, File: rules.NoFile, Rank: 2}, nil))
	}
	for _, u := range []Usage{UsageWhere, UsageRank, UsageFile, UsageDiagonal, UsageSquare, UsageLegal, UsageAttackers, UsageDefenders} {
		add("usage", b.Usage(u, "Blubb"))
	}
	// Counts: every plural form, and the mate in one move and in 21.
	for _, n := range counts {
		add("count", b.Count(n), b.Duration(time.Duration(n)*time.Second), b.Duration(time.Duration(n)*time.Minute), b.Duration(time.Duration(n)*time.Hour))
		add("analysis", b.AnalysisDone(n, n), b.AnalysisStart(n, time.Duration(n)*time.Second))
		add("eval", b.Eval(0, n), b.Eval(0, -n))
		add("step", b.AnalysisStep(Mistake{Ply: queen, Better: knight, AllowsMate: n}), b.AnalysisStep(Mistake{Ply: knight, Better: queen, Blunder: true, MissesMate: n}))
		add("claim not now", b.IncrementNotNow(time.Duration(n)*time.Minute))
	}
	for _, d := range []time.Duration{1100 * time.Millisecond, 2500 * time.Millisecond, 8100 * time.Millisecond, 8400 * time.Millisecond, 9500 * time.Millisecond} {
		add("tenths", b.Duration(d))
	}
	for _, cp := range []int{0, 50, 120, 180, 350, 720, 1500, -120, -2100} {
		add("eval", b.Eval(cp, 0))
	}
	add("analysis step", b.AnalysisStep(Mistake{Ply: queen, Better: knight}), b.AnalysisStep(Mistake{Ply: ep, Better: castle, Blunder: true}))
	add("clock", b.ClockBoth(rules.Reading{White: 4*time.Minute + 12*time.Second, Black: 8400 * time.Millisecond}, 21, 19, true),
		b.ClockOne(rules.Black, time.Hour, 1, 1, false), b.ClocksSet(rules.Reading{White: time.Hour, Black: 61 * time.Second}))
	// Finding one's way.
	g, err := rules.NewGameFromFEN("r3k2r/1b1q1p2/8/3pP3/8/8/PPP2QPP/R3K2R w KQkq - 0 21")
	if err != nil {
		panic(err)
	}
	board := g.Board()
	add("where", b.Where(rules.NoColor, rules.Pieces(board, rules.NoColor, rules.NoPieceType)), b.Where(rules.Black, rules.Pieces(board, rules.Black, rules.Queen)))
	add("file", b.FileLine(4, rules.Line(board, rules.FileSquares(4))), b.FileLine(7, rules.Line(board, rules.FileSquares(7))))
	add("rank", b.RankLine(0, rules.Line(board, rules.RankSquares(0))), b.RankLine(5, rules.Line(board, rules.RankSquares(5))))
	add("pawns", b.Pawns(rules.Pieces(board, rules.NoColor, rules.Pawn)))
	for _, s := range []rules.Square{sq(3, 6), sq(0, 7), sq(4, 2), sq(5, 1)} {
		add("square", b.SquareReport(rules.About(board, s)))
		add("attackers", b.SquareAttackers(rules.About(board, s)), b.SquareDefenders(rules.About(board, s)))
	}
	add("material", b.Material(38, 31, rules.Pieces(board, rules.NoColor, rules.NoPieceType)), b.Material(31, 31, nil))
	add("threats", b.Threats(rules.White, rules.Pieces(board, rules.Black, rules.Queen), nil))
	add("move count", b.MoveCount(21, rules.White), b.MoveCount(21, rules.Black))
	add("winnable", b.Winnable(rules.Winnability{White: true, Black: true}), b.Winnable(rules.Winnability{White: true}), b.Winnable(rules.Winnability{Black: true}), b.Winnable(rules.Winnability{}))
	add("review", b.ReviewEnter(plies, 0), b.ReviewEnter(plies, 2), b.ReviewEnter(plies, 4), b.ReviewEnter(nil, 0), b.ReviewBadNumber(1, 21), b.BadMoveNumber(21))
	add("not offered", b.NotOffered(2, rules.NoRank, phrase(Word{Text: "?"})))
	// Help, and the lines printed around the game.
	add("help", b.Help())
	for _, topic := range HelpTopics() {
		add("help "+topic, b.HelpTopic(topic)...)
	}
	add("lobby", b.LobbyHello(), b.ViewQuestion(), b.ViewAgain(), b.ViewChosen("line", "board", "2222", true, true), b.ViewChosen("board", "line", "2222", false, true),
		b.ViewChosen("line", "board", "2222", false, false), b.LobbyWelcome([]string{"white", "black", "assistant"}), b.LobbyWelcome(nil), b.LobbyHelp(),
		b.SeatTaken("black"), b.NoSuchSeat("assistant"), b.SeatedAt("white"), b.SeatedAt("watch"), b.HostClosed(), b.NeedsTerminal(), b.SeatFreed())
	add("join code", b.JoinCodeAsk("felix-drei-anna-sechs"), b.WrongJoinCode(), b.CodesFromYou(time.Second),
		b.CodesFromAll(42*time.Second), b.CodesCrowded(3*time.Second))
	code := []string{"felix", "drei", "anna", "sechs", "bella", "zwei", "hector", "acht"}
	add("codes", b.JoinCode("black", code), b.JoinCode("assistant", code), b.JoinCode("spectator", code), b.CodesNone(), b.CodesNoHost(),
		b.CodesHint(), b.ScoresheetNamed("/home/eva/games/2026-11-23-153000.pgn"), b.ArbiterCodeIn("/home/eva/games/2026-11-23-153000.arbiter-code"),
		b.ArbiterKeyIn("/home/eva/arbiter.pub"), b.TableDown(3*time.Minute, 0, rules.NoColor), b.TableDown(2*time.Minute+20*time.Second, 40*time.Second, rules.Black),
		b.TableDown(time.Hour+time.Second, time.Second, rules.White))
	var refusals []Phrase
	for why := RefusedWrongCode; why <= RefusedHostFull; why++ {
		refusals = append(refusals, b.Refused(why, 4, ""))
	}
	add("host refusals", append(refusals, b.Refused(RefusedNoTerminal, 30, ""), b.Refused(RefusedWrongCode, 0, "SHA256:abc"),
		b.LoginRefused("192.0.2.7", b.Refused(RefusedWrongCode, 0, "")), b.LoginsRefused(1), b.LoginsRefused(2), b.LoginsRefused(3),
		b.LoginsRefused(5), b.LoginsRefused(21), b.LoginsRefused(102))...)
	add("anna join", b.JoinLost("host.example:2222", "EOF"), b.JoinGaveUp("host.example:2222", 10*time.Minute, "connection refused"),
		b.JoinNotAnnaHost("host.example:2222"), b.JoinKeyChanged("[host.example]:2222", "SHA256:abc", "/home/eva/.config/anna/known_hosts"),
		b.JoinNoCode(), b.JoinCannotSay(`session: not an event: the phrasebook has no "Exit"`), b.EventsVersion("1", 2))
	add("claim decided", b.DecideClaim(false, false), b.DecideClaim(true, false), b.DecideClaim(false, true), b.DecideClaim(true, true),
		b.ClaimNoArbiter(rules.White), b.ClaimNotYours(rules.Black))
	add("own terminal", b.MovesNotSaved("/home/eva/game.pgn", "no space left on device"), b.EngineNotSeated("exec: not found"), b.BoardNeedsTerminal(),
		b.OpenElsewhere("/home/eva/game.pgn"), b.FileThere("/home/eva/game.pgn", "/home/eva/game.pgn", "/home/eva/game-2.pgn"))
	add("lobby prompt", phrase(Word{Text: b.ViewPrompt()}), phrase(Word{Text: b.LobbyPrompt()}), phrase(Word{Text: b.JoinCodePrompt()}))
	add("view", phrase(Word{Text: b.View(ViewWhichPiece, "e7", "e8", "d t l s")}), phrase(Word{Text: b.View(ViewPicked, "e2")}), phrase(Word{Text: b.View(ViewCursor, "e2")}))
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
