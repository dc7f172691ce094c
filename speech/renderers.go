package speech

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// renderers are the keys a book says with a function of its own: their
// words are more than a sentence with the arguments in their places. (Set
// in init: a renderer says the events inside its own with Say, which
// looks here.)
var renderers map[words.Key]renderer

func init() { renderers = ownWords }

var ownWords = map[words.Key]renderer{
	"where-usage":     usageOf(usageWhere),
	"rank-usage":      usageOf(usageRank),
	"file-usage":      usageOf(usageFile),
	"diagonal-usage":  usageOf(usageDiagonal),
	"square-usage":    usageOf(usageSquare),
	"legal-usage":     usageOf(usageLegal),
	"attackers-usage": usageOf(usageAttackers),
	"defenders-usage": usageOf(usageDefenders),
	"lines-usage":     usageOf(usageLines),
	// A line that is not a move (session's why): the word typed, spelled;
	// the squares and pieces in lists.
	"unknown-word": func(b Phrasebook, a words.Args) Phrase { return b.say(msgUnknownWord, b.quoted(a.Text(0))) },
	"ambiguous-word": func(b Phrasebook, a words.Args) Phrase {
		return b.say(msgAmbiguousWord, b.quoted(a.Text(0)), b.orList(b.meanings(a.Texts(1))))
	},
	"castling-side": func(b Phrasebook, a words.Args) Phrase {
		return b.say(msgCastlingSide, b.castling(rules.KingSide), b.castling(rules.QueenSide))
	},
	"mixed-castling": func(b Phrasebook, a words.Args) Phrase {
		return b.say(msgMixedCastling, b.castling(rules.KingSide), b.castling(rules.QueenSide))
	},
	"cannot-reach": func(b Phrasebook, a words.Args) Phrase {
		return b.say(msgCannotReach, phrase(b.piece(a.Piece(0)), b.arg(argAt(a, 1))), b.saySquare(a.Square(2)))
	},
	"which-piece": func(b Phrasebook, a words.Args) Phrase {
		return b.say(msgWhichPiece, b.piece(a.Piece(0)), b.orList(b.squares(a.Squares(1))))
	},
	"promotion-needs-piece": func(b Phrasebook, a words.Args) Phrase { return b.say(msgPromotionNeedsPiece, b.promotionPieces()) },
	"bad-promotion":         func(b Phrasebook, a words.Args) Phrase { return b.say(msgBadPromotion, b.promotionPieces()) },
	"castle-blocked": func(b Phrasebook, a words.Args) Phrase {
		return b.say(msgCastleBlocked, b.list(b.squares(a.Squares(0)), msgAnd))
	},
	"castle-path-blocked": func(b Phrasebook, a words.Args) Phrase {
		return b.say(msgCastlePathBlocked, b.list(b.squares(a.Squares(0)), msgAnd))
	},
	"clock-both": func(b Phrasebook, a words.Args) Phrase {
		return b.clockBoth(rules.Reading{White: a.Duration(0), Black: a.Duration(1)}, a.Number(2), a.Number(3), a.Flag(4))
	},
	"claim-rejected": func(b Phrasebook, a words.Args) Phrase {
		return b.claimRejected(rules.ClaimResult{Occurrences: a.Number(0), Halfmoves: a.Number(1)})
	},
	"chess960-start": func(b Phrasebook, a words.Args) Phrase {
		var rank [8]rules.PieceType
		copy(rank[:], a.Pieces(1))
		return b.chess960Start(a.Number(0), rank, b.Say(a.Event(2)))
	},
	"winnable": func(b Phrasebook, a words.Args) Phrase {
		return b.winnable(rules.Winnability{White: a.Flag(0), Black: a.Flag(1)})
	},
	"sheets-differ": func(b Phrasebook, a words.Args) Phrase {
		return b.sheetsDiffer(a.Number(0), onePly(a.Plies(1)), onePly(a.Plies(2)))
	},
	"square-report":    func(b Phrasebook, a words.Args) Phrase { return b.squareReport(squareInfo(a)) },
	"square-attackers": func(b Phrasebook, a words.Args) Phrase { return b.squareAttackers(squareInfo(a)) },
	"square-defenders": func(b Phrasebook, a words.Args) Phrase { return b.squareDefenders(squareInfo(a)) },
	"board-fix": func(b Phrasebook, a words.Args) Phrase {
		have, want := a.Placeds(1), a.Placeds(2)
		changes := make([]rules.SquareChange, min(len(have), len(want)))
		for i := range changes {
			changes[i] = rules.SquareChange{Square: have[i].Square, Have: have[i].Piece, Want: want[i].Piece}
		}
		return b.boardFix(a.Colour(0), changes)
	},
	// lines: the end of each line, the first piece on each (none: the
	// line is empty), the knight's squares.
	"lines": func(b Phrasebook, a words.Args) Phrase {
		edges, firsts := a.Squares(0), a.Placeds(1)
		sights := make([]rules.Sight, min(len(edges), len(firsts)))
		for i := range sights {
			sights[i] = rules.Sight{Edge: edges[i], First: firsts[i]}
		}
		return b.sayLines(sights, a.Placeds(2))
	},
	"diagonals": func(b Phrasebook, a words.Args) Phrase {
		return b.diagonals([][]rules.Placed{a.Placeds(0), a.Placeds(1)})
	},
	"legal-moves":     func(b Phrasebook, a words.Args) Phrase { return b.legalMoves(pieceMoves(a)) },
	"all-legal-moves": func(b Phrasebook, a words.Args) Phrase { return b.allLegalMoves(pieceMoves(a)) },
	"analysis-step": func(b Phrasebook, a words.Args) Phrase {
		return b.analysisStep(Mistake{Ply: a.Ply(0), Better: a.Ply(1), Blunder: a.Flag(2), AllowsMate: a.Number(3), MissesMate: a.Number(4)})
	},
	"adjourn-asked":       func(b Phrasebook, a words.Args) Phrase { return b.adjournAsked(a.Text(0)) },
	"retry-step":          func(b Phrasebook, a words.Args) Phrase { return b.retryStep(a.Ply(0)) },
	"retry-good":          func(b Phrasebook, a words.Args) Phrase { return b.retryGood(a.Ply(0), a.Ply(1)) },
	"analysis-done":       func(b Phrasebook, a words.Args) Phrase { return b.analysisDone(a.Number(0), a.Number(1)) },
	"analysis-start":      func(b Phrasebook, a words.Args) Phrase { return b.analysisStart(a.Number(0), a.Duration(1)) },
	"arbiter-code-ask":    func(b Phrasebook, a words.Args) Phrase { return b.arbiterCodeAsk(a.Text(0)) },
	"arbiter-code-prompt": func(b Phrasebook, a words.Args) Phrase { return b.arbiterCodePrompt(a.Flag(0)) },
	"arbiter-only":        func(b Phrasebook, a words.Args) Phrase { return b.arbiterOnly(a.Text(0)) },
	"arrivals-state":      func(b Phrasebook, a words.Args) Phrase { return b.arrivalsState(a.Flag(0)) },
	"assists-only":        func(b Phrasebook, a words.Args) Phrase { return b.assistsOnly(a.Colours(0)) },
	"back-to":             func(b Phrasebook, a words.Args) Phrase { return b.backTo(a.Number(0)) },
	"both-flags":          func(b Phrasebook, a words.Args) Phrase { return b.bothFlags(a.Flag(0)) },
	"calls-arbiter":       func(b Phrasebook, a words.Args) Phrase { return b.callsArbiter(a.Text(0)) },
	"calls-arbiter-with":  func(b Phrasebook, a words.Args) Phrase { return b.callsArbiterWith(a.Text(0), a.Text(1)) },
	"captures":            func(b Phrasebook, a words.Args) Phrase { return b.captures(a.Plies(0)) },
	"checks":              func(b Phrasebook, a words.Args) Phrase { return b.checks(a.Plies(0)) },
	"claim-not-yours":     func(b Phrasebook, a words.Args) Phrase { return b.claimNotYours(a.Colour(0)) },
	"claimed-draw":        func(b Phrasebook, a words.Args) Phrase { return b.claimedDraw(a.Outcome(0), a.Colour(1)) },
	"claimed-draw-with":   func(b Phrasebook, a words.Args) Phrase { return b.claimedDrawWith(a.Outcome(0), a.Colour(1), a.Ply(2)) },
	"clock-one": func(b Phrasebook, a words.Args) Phrase {
		return b.clockOne(a.Colour(0), a.Duration(1), a.Number(2), a.Number(3), a.Flag(4))
	},
	"codes-hint":               func(b Phrasebook, a words.Args) Phrase { return b.CodesHint() },
	"color":                    func(b Phrasebook, a words.Args) Phrase { return b.Color(a.Colour(0)) },
	"count":                    func(b Phrasebook, a words.Args) Phrase { return b.movesCount(a.Number(0)) },
	"decide-claim":             func(b Phrasebook, a words.Args) Phrase { return b.decideClaim(a.Flag(0), a.Flag(1)) },
	"discrepancy":              func(b Phrasebook, a words.Args) Phrase { return b.discrepancy(a.Ply(0), a.Ply(1)) },
	"duration":                 func(b Phrasebook, a words.Args) Phrase { return b.Duration(a.Duration(0)) },
	"engine-log":               func(b Phrasebook, a words.Args) Phrase { return b.engineLog(a.Text(0)) },
	"engine-name":              func(b Phrasebook, a words.Args) Phrase { return b.engineName(a.Text(0), a.Text(1)) },
	"engine-refused":           func(b Phrasebook, a words.Args) Phrase { return b.engineRefused(a.Text(0)) },
	"engine-stopped":           func(b Phrasebook, a words.Args) Phrase { return b.engineStopped(a.Flag(0)) },
	"eval":                     func(b Phrasebook, a words.Args) Phrase { return b.eval(a.Number(0), a.Number(1)) },
	"file":                     func(b Phrasebook, a words.Args) Phrase { return b.file(a.File(0)) },
	"file-line":                func(b Phrasebook, a words.Args) Phrase { return b.fileLine(a.File(0), a.Placeds(1)) },
	"flag-fell":                func(b Phrasebook, a words.Args) Phrase { return b.flagFell(a.Colour(0), a.Outcome(1)) },
	"help":                     func(b Phrasebook, a words.Args) Phrase { return b.Help() },
	"help-line":                func(b Phrasebook, a words.Args) Phrase { return b.helpLine(a.Text(0), a.Number(1)) },
	"hints-state":              func(b Phrasebook, a words.Args) Phrase { return b.hintsState(a.Flag(0)) },
	"host-ended":               func(b Phrasebook, a words.Args) Phrase { return b.hostEnded(a.Flag(0)) },
	"join-code":                func(b Phrasebook, a words.Args) Phrase { return b.joinCode(a.Text(0), a.Texts(1)) },
	"join-info":                func(b Phrasebook, a words.Args) Phrase { return b.JoinInfo(a.Text(0)) },
	"join-line-kept":           func(b Phrasebook, a words.Args) Phrase { return b.joinLineKept(a.Text(0)) },
	"join-not-sent":            func(b Phrasebook, a words.Args) Phrase { return b.joinNotSent(a.Texts(0)) },
	"join-lost":                func(b Phrasebook, a words.Args) Phrase { return b.joinLost(a.Text(0), a.Text(1)) },
	"join-gave-up":             func(b Phrasebook, a words.Args) Phrase { return b.joinGaveUp(a.Text(0), a.Duration(1), a.Text(2)) },
	"join-host-refused":        func(b Phrasebook, a words.Args) Phrase { return b.joinHostRefused(a.Text(0), a.Text(1)) },
	"join-cannot-say":          func(b Phrasebook, a words.Args) Phrase { return b.joinCannotSay(a.Text(0)) },
	"lang-set":                 func(b Phrasebook, a words.Args) Phrase { return b.langSet() },
	"lang-usage":               func(b Phrasebook, a words.Args) Phrase { return b.langUsage() },
	"rate-now":                 func(b Phrasebook, a words.Args) Phrase { return b.rateNow(a.Number(0), noLimit) },
	"volume-now":               func(b Phrasebook, a words.Args) Phrase { return b.volumeNow(a.Number(0), noLimit) },
	"last-moves":               func(b Phrasebook, a words.Args) Phrase { return b.lastMoves(a.Plies(0)) },
	"last-seconds":             func(b Phrasebook, a words.Args) Phrase { return b.lastSeconds(a.Colour(0), a.Duration(1)) },
	"lichess-ai-player":        func(b Phrasebook, a words.Args) Phrase { return b.lichessAIPlayer(a.Number(0)) },
	"lichess-bad-clock":        func(b Phrasebook, a words.Args) Phrase { return b.lichessBadClock(a.Text(0)) },
	"lichess-challenge-failed": func(b Phrasebook, a words.Args) Phrase { return b.lichessChallengeFailed(b.Say(a.Event(0)), a.Text(1)) },
	"lichess-challenge-from": func(b Phrasebook, a words.Args) Phrase {
		return b.lichessChallengeFrom(b.Say(a.Event(0)), a.Flag(1), b.Say(a.Event(2)))
	},
	"lichess-challenging": func(b Phrasebook, a words.Args) Phrase {
		return b.lichessChallenging(b.Say(a.Event(0)), a.Flag(1), b.Say(a.Event(2)))
	},
	"lichess-challenging-ai": func(b Phrasebook, a words.Args) Phrase { return b.lichessChallengingAI(a.Number(0), b.Say(a.Event(1))) },
	"lichess-clock": func(b Phrasebook, a words.Args) Phrase {
		return b.lichessClock(a.Duration(0), a.Duration(1), a.Number(2))
	},
	"lichess-game-starts": func(b Phrasebook, a words.Args) Phrase {
		return b.lichessGameStarts(b.Say(a.Event(0)), a.Flag(1), b.Say(a.Event(2)), b.Say(a.Event(3)))
	},
	"lichess-player":        func(b Phrasebook, a words.Args) Phrase { return b.lichessPlayer(a.Text(0), a.Number(1)) },
	"lichess-refused":       func(b Phrasebook, a words.Args) Phrase { return b.lichessRefused(a.Text(0)) },
	"lichess-seek-too-fast": func(b Phrasebook, a words.Args) Phrase { return b.lichessSeekTooFast(b.Say(a.Event(0)), a.Text(1)) },
	"lichess-seeking":       func(b Phrasebook, a words.Args) Phrase { return b.lichessSeeking(a.Flag(0), b.Say(a.Event(1))) },
	"lichess-signed-in":     func(b Phrasebook, a words.Args) Phrase { return b.lichessSignedIn(a.Text(0)) },
	"lobby-help":            func(b Phrasebook, a words.Args) Phrase { return b.lobbyHelp() },
	"lobby-welcome":         func(b Phrasebook, a words.Args) Phrase { return b.lobbyWelcome(a.Texts(0)) },
	"logins-refused":        func(b Phrasebook, a words.Args) Phrase { return b.loginsRefused(a.Number(0)) },
	"material":              func(b Phrasebook, a words.Args) Phrase { return b.material(a.Number(0), a.Number(1), a.Placeds(2)) },
	"move":                  func(b Phrasebook, a words.Args) Phrase { return b.move(a.Ply(0)) },
	"move-count":            func(b Phrasebook, a words.Args) Phrase { return b.moveCount(a.Number(0), a.Colour(1)) },
	"move-number":           func(b Phrasebook, a words.Args) Phrase { return b.sayMoveNumber(a.Number(0), a.Plies(1)) },
	"moves":                 func(b Phrasebook, a words.Args) Phrase { return b.sayMoves(a.Plies(0)) },
	"new-game":              func(b Phrasebook, a words.Args) Phrase { return b.NewGame(a.Flag(0), b.Say(a.Event(1))) },
	"no-such-seat":          func(b Phrasebook, a words.Args) Phrase { return b.noSuchSeat(a.Text(0)) },
	"normal-means-no-mate":  func(b Phrasebook, a words.Args) Phrase { return b.normalMeansNoMate(a.Colour(0)) },
	"not-at-table":          func(b Phrasebook, a words.Args) Phrase { return b.notAtTable(a.Text(0)) },
	"not-offered":           func(b Phrasebook, a words.Args) Phrase { return b.notOffered(a.File(0), a.Rank(1), b.Say(a.Event(2))) },
	"not-started":           func(b Phrasebook, a words.Args) Phrase { return b.notStarted(a.Texts(0)) },
	"not-your-code":         func(b Phrasebook, a words.Args) Phrase { return b.notYourCode(a.Text(0)) },
	"online-cannot-claim":   func(b Phrasebook, a words.Args) Phrase { return b.onlineCannotClaim(a.Flag(0)) },
	"online-chat":           func(b Phrasebook, a words.Args) Phrase { return b.onlineChat(a.Text(0), a.Text(1)) },
	"online-claim-now":      func(b Phrasebook, a words.Args) Phrase { return b.onlineClaimNow(a.Text(0)) },
	"online-draw-declined":  func(b Phrasebook, a words.Args) Phrase { return b.onlineDrawDeclined(a.Text(0)) },
	"online-left":           func(b Phrasebook, a words.Args) Phrase { return b.onlineLeft(a.Flag(0)) },
	"online-move-refused":   func(b Phrasebook, a words.Args) Phrase { return b.onlineMoveRefused(a.Ply(0), a.Text(1)) },
	"online-no-advice":      func(b Phrasebook, a words.Args) Phrase { return b.onlineNoAdvice(a.Text(0)) },
	// Puzzles (puzzle.go).
	"puzzle-start":         func(b Phrasebook, a words.Args) Phrase { return b.puzzleStart(a.Number(0), a.Number(1), a.Ply(2)) },
	"puzzle-wrong":         func(b Phrasebook, a words.Args) Phrase { return b.puzzleWrong(a.Number(0)) },
	"puzzle-right":         func(b Phrasebook, a words.Args) Phrase { return b.puzzleRight(a.Ply(0), a.Ply(1)) },
	"puzzle-hint":          func(b Phrasebook, a words.Args) Phrase { return b.puzzleHint(a.Placed(0)) },
	"puzzle-solved":        func(b Phrasebook, a words.Args) Phrase { return b.puzzleSolved(a.Ply(0), a.Texts(1)) },
	"puzzle-solution":      func(b Phrasebook, a words.Args) Phrase { return b.puzzleSolution(a.Plies(0), a.Texts(1)) },
	"puzzle-rating":        func(b Phrasebook, a words.Args) Phrase { return b.puzzleRating(a.Number(0), a.Number(1), a.Flag(2)) },
	"puzzle-not-here":      func(b Phrasebook, a words.Args) Phrase { return b.puzzleNotHere(a.Text(0)) },
	"online-not-here":      func(b Phrasebook, a words.Args) Phrase { return b.onlineNotHere(a.Text(0)) },
	"online-only":          func(b Phrasebook, a words.Args) Phrase { return b.onlineOnly(a.Text(0)) },
	"online-opponent-back": func(b Phrasebook, a words.Args) Phrase { return b.onlineOpponentBack(a.Text(0)) },
	"online-opponent-gone": func(b Phrasebook, a words.Args) Phrase { return b.onlineOpponentGone(a.Text(0), a.Duration(1)) },
	"online-opponent-left": func(b Phrasebook, a words.Args) Phrase { return b.onlineOpponentLeft(a.Text(0)) },
	"online-taken-back":    func(b Phrasebook, a words.Args) Phrase { return b.onlineTakenBack(a.Plies(0)) },
	"only-for":             func(b Phrasebook, a words.Args) Phrase { return b.onlyFor(a.Text(0), a.Texts(1)) },
	"outcome":              func(b Phrasebook, a words.Args) Phrase { return b.Outcome(a.Outcome(0)) },
	"own-seat-only":        func(b Phrasebook, a words.Args) Phrase { return b.ownSeatOnly(a.Flag(0)) },
	"pawns":                func(b Phrasebook, a words.Args) Phrase { return b.sayPawns(a.Placeds(0)) },
	"piece":                func(b Phrasebook, a words.Args) Phrase { return b.piece(a.Piece(0)) },
	"rank":                 func(b Phrasebook, a words.Args) Phrase { return b.rank(a.Rank(0)) },
	"rank-line":            func(b Phrasebook, a words.Args) Phrase { return b.rankLine(a.Rank(0), a.Placeds(1)) },
	"repeat-first":         func(b Phrasebook, a words.Args) Phrase { return b.repeatFirst(a.Colour(0), a.Ply(1)) },
	"result":               func(b Phrasebook, a words.Args) Phrase { return b.sayResult(a.Outcome(0).Result) },
	"review-back":          func(b Phrasebook, a words.Args) Phrase { return b.reviewBack(a.Ply(0)) },
	"review-enter":         func(b Phrasebook, a words.Args) Phrase { return b.reviewEnter(a.Plies(0), a.Number(1)) },
	"review-next":          func(b Phrasebook, a words.Args) Phrase { return b.reviewNext(a.Ply(0)) },
	"review-place":         func(b Phrasebook, a words.Args) Phrase { return b.reviewPlace(a.Plies(0), a.Number(1)) },
	"scoresheet-named":     func(b Phrasebook, a words.Args) Phrase { return b.ScoresheetNamed(a.Text(0)) },
	"sealed-invalid": func(b Phrasebook, a words.Args) Phrase {
		return b.sealedInvalid(a.Colour(0), a.Text(1), b.Say(a.Event(2)), a.Outcome(3))
	},
	"seat-back":           func(b Phrasebook, a words.Args) Phrase { return b.seatBack(a.Text(0)) },
	"seat-joined":         func(b Phrasebook, a words.Args) Phrase { return b.seatJoined(a.Text(0)) },
	"seat-left":           func(b Phrasebook, a words.Args) Phrase { return b.seatLeft(a.Text(0)) },
	"seat-taken":          func(b Phrasebook, a words.Args) Phrase { return b.seatTaken(a.Text(0)) },
	"seated-at":           func(b Phrasebook, a words.Args) Phrase { return b.seatedAt(a.Text(0)) },
	"server-outcome":      func(b Phrasebook, a words.Args) Phrase { return b.serverOutcome(a.Outcome(0)) },
	"sits-at":             func(b Phrasebook, a words.Args) Phrase { return b.SitsAt(a.Text(0)) },
	"spectators-watching": func(b Phrasebook, a words.Args) Phrase { return b.spectators(a.Number(0)) },
	"square":              func(b Phrasebook, a words.Args) Phrase { return b.saySquare(a.Square(0)) },
	"table-down":          func(b Phrasebook, a words.Args) Phrase { return b.tableDown(a.Duration(0), a.Duration(1), a.Colour(2)) },
	"threats":             func(b Phrasebook, a words.Args) Phrase { return b.threats(a.Colour(0), a.Placeds(1), a.Placeds(2)) },
	"touched-reported": func(b Phrasebook, a words.Args) Phrase {
		return b.touchedReported(a.Text(0), a.Colour(1), a.Piece(2), a.Square(3))
	},
	"verbosity-set": func(b Phrasebook, a words.Args) Phrase { return b.verbositySet() },
	"view-again":    func(b Phrasebook, a words.Args) Phrase { return b.viewAgain() },
	"view-chosen": func(b Phrasebook, a words.Args) Phrase {
		return b.viewChosen(a.Text(0), a.Text(1), a.Text(2), a.Flag(3), a.Flag(4))
	},
	"view-lang":      func(b Phrasebook, a words.Args) Phrase { return b.viewLang() },
	"view-question":  func(b Phrasebook, a words.Args) Phrase { return b.viewQuestion() },
	"view-prompt":    func(b Phrasebook, a words.Args) Phrase { return b.printed(msgViewPrompt, b.viewWords()...) },
	"waiting-for":    func(b Phrasebook, a words.Args) Phrase { return b.waitingFor(a.Texts(0), a.Flag(1)) },
	"waiting-prompt": func(b Phrasebook, a words.Args) Phrase { return b.waitingPrompt(a.Texts(0)) },
	"where":          func(b Phrasebook, a words.Args) Phrase { return b.sayWhere(a.Colour(0), a.Placeds(1)) },
	"while-away":     func(b Phrasebook, a words.Args) Phrase { return b.whileAway(a.Number(0)) },
}

// onePly is the ply of a list of at most one (a scoresheet's move, or
// nothing written).
func onePly(ps []rules.Ply) *rules.Ply {
	if len(ps) == 0 {
		return nil
	}
	return &ps[0]
}

// squareInfo is a square's report from its arguments: the square with
// what stands there, whether it is light, the pieces of each side that
// attack it.
func squareInfo(a words.Args) rules.SquareInfo {
	at := a.Placed(0)
	return rules.SquareInfo{Square: at.Square, Piece: at.Piece, Light: a.Flag(1), ByWhite: a.Placeds(2), ByBlack: a.Placeds(3)}
}

// pieceMoves are the pieces (argument 0) with their moves, each piece's
// those of the moves (argument 1) from its square, in order.
func pieceMoves(a words.Args) []movesOfPiece {
	plies := a.Plies(1)
	var out []movesOfPiece
	for _, p := range a.Placeds(0) {
		pm := movesOfPiece{Piece: p}
		for _, ply := range plies {
			if ply.Move.From == p.Square {
				pm.Moves = append(pm.Moves, ply)
			}
		}
		out = append(out, pm)
	}
	return out
}

// usageOf says the usage of a board question, with the word that could
// not be read (argument 0), if any.
func usageOf(u question) renderer {
	return func(b Phrasebook, a words.Args) Phrase { return b.usage(u, a.Text(0)) }
}

// argAt is argument i, or none.
func argAt(a words.Args, i int) words.Arg {
	if i < 0 || i >= len(a) {
		return words.Arg{}
	}
	return a[i]
}
