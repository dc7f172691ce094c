package speech

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/raceflag"
	"github.com/anna-chess/anna/rules"
)

// TestEveryPhraseHasItsClips renders every sentence, every kind of move in
// every style and language, every reason a move fails and every ending, and
// checks that no clip was named that the catalogue lacks (and the bank,
// speech/clips, holds every clip of the catalogue: TestBankHasEveryClip).
// Under the race detector it renders a sample, Appendix D's notation at
// normal verbosity in German with its names and in Croatian with local
// ones (raceflag): the phrases are made on one goroutine, where the
// detector can find nothing, and scripts/test renders them all without it.
// (The sample was every language with both sets of names: 18 s of a core
// under the detector, more than the whole check without it.)
func TestEveryPhraseHasItsClips(t *testing.T) {
	known := map[string]bool{} // complete, so that a clip named outside it is noted
	for _, c := range Catalogue() {
		known[c.Name] = true
	}
	seen := map[string]bool{}
	check := func(rendered []Phrase) {
		for _, p := range rendered {
			if p.IsZero() {
				t.Errorf("empty phrase")
			}
			for _, c := range p.Clips() {
				if seen[c] {
					continue
				}
				seen[c] = true
				if !known[c] {
					t.Errorf("phrase %q: clip %q is not in the catalogue", p.Text(), c)
				}
			}
		}
	}
	// Every language says its sentences around Appendix D's notation, in
	// both sets of names; the other notations' words are the same in every
	// language but for the names, so they are said in English and with
	// local names in one language of each voice family.
	type run struct {
		st    Style
		langs []Lang
		names []Names
	}
	runs := []run{{AppendixD, Langs(), []Names{AppendixNames, LocalNames}}}
	for _, st := range []Style{Long, EnglishStyle, NATO, SAN} {
		runs = append(runs, run{st, []Lang{EN, DE}, []Names{AppendixNames}}, run{st, []Lang{HR, SR, SL}, []Names{LocalNames}})
	}
	for _, r := range runs {
		for _, l := range r.langs {
			for _, n := range r.names {
				for _, v := range []Verbosity{Normal, Brief, Full} {
					if raceflag.On && (r.st != AppendixD || v != Normal || !(l == DE && n == AppendixNames || l == HR && n == LocalNames)) {
						continue // the sample under the race detector (raceflag)
					}
					b := Phrasebook{Style: r.st, Lang: l, Verbosity: v, Names: n}
					if v != Brief { // brief announces moves as normal does
						check(everyPhrase(t, b))
					}
					if r.st == AppendixD || v == Normal {
						check(everyNavPhrase(t, b))
					}
				}
			}
		}
	}
	if late := lateClips(); len(late) > 0 {
		t.Fatalf("clips named outside the catalogue: %v", late)
	}
	if !raceflag.On && len(seen) < len(Catalogue())*9/10 {
		t.Errorf("only %d of %d clips exercised: the test misses phrases", len(seen), len(Catalogue()))
	}
}

func everyPhrase(t *testing.T, b Phrasebook) []Phrase {
	t.Helper()
	var out []Phrase
	for _, m := range keys(b.Lang.data().Sentences) {
		if isPrinted(m) {
			out = append(out, b.printed(m, phrase(Word{Text: "/tmp/x"}))) // text only, no clips
			continue
		}
		arg := []Phrase{b.Color(rules.White), b.saySquare(rules.SquareAt(4, 3)), b.piece(rules.Knight), phrase(b.Lang.number(3)), b.sayResult(rules.Drawn)}
		if len(b.template(m)) == 1 {
			out = append(out, b.say(m, arg...))
			continue
		}
		for _, n := range []int{1, 2, 3, 5, 11, 21, 22, 25, 101, 102} { // every plural form
			out = append(out, b.count(m, n, arg...))
		}
	}
	for n := 0; n < 1200; n += 7 {
		out = append(out, b.Prompt(n, rules.Black), b.badMoveNumber(n))
	}
	games := 30
	if raceflag.On {
		games = 6 // the sample (raceflag)
	}
	for _, g := range randomGames(t, games, 7) {
		out = append(out, b.sayMoves(g.Plies()), b.sayMoveNumber(3, g.Plies()), b.Outcome(g.Outcome()), b.gameOverPrompt(g.Outcome().Result), b.gameOverAnalyzePrompt(g.Outcome().Result))
		if p, ok := g.LastPly(); ok {
			out = append(out, b.lastMove(p))
		}
	}
	for k := rules.CannotReach; k <= rules.CastlingIntoCheck; k++ {
		for _, flags := range []bool{false, true} {
			e := &rules.MoveError{Kind: k, Query: rules.NewQuery(), Square: rules.SquareAt(5, 2), Piece: rules.Knight, Found: rules.Bishop,
				Candidates: []rules.Square{rules.SquareAt(2, 2), rules.SquareAt(6, 2)}, Check: flags, KingMoved: flags}
			out = append(out, b.sayWhy(e, nil))
		}
	}
	for k := emptyInput; k <= mixedCastling; k++ {
		out = append(out, b.sayWhy(&moveParseError{Kind: k, Word: "Felx2ä", Options: []string{"check", "checkmate", "eva"}, File: rules.NoFile, Rank: 2}, nil))
	}
	for r := rules.Checkmate; r <= rules.SeventyFiveMoves; r++ {
		for _, res := range []rules.Result{rules.WhiteWins, rules.BlackWins, rules.Drawn} {
			o := rules.Outcome{Result: res, Reason: r}
			out = append(out, b.Outcome(o), b.claimedDraw(o, rules.Black))
		}
	}
	out = append(out, b.claimRejected(rules.ClaimResult{Occurrences: 2, Halfmoves: 99}), b.offers(rules.White), b.offerStands(rules.Black))
	// The two boards (Appendix D).
	ply := rules.Ply{Piece: rules.Knight, Color: rules.White, Number: 14, Move: rules.Move{From: rules.SquareAt(5, 0), To: rules.SquareAt(6, 2)}}
	changes := []rules.SquareChange{{Square: rules.SquareAt(5, 2), Have: rules.NewPiece(rules.Knight, rules.White)}, {Square: rules.SquareAt(6, 0), Want: rules.NewPiece(rules.Bishop, rules.Black)},
		{Square: rules.SquareAt(1, 1), Have: rules.NewPiece(rules.Pawn, rules.Black), Want: rules.NewPiece(rules.Queen, rules.White)}}
	out = append(out, b.unknownSeat(), b.noAssistant(), b.boardsAgree(), b.nothingToPress(), b.nothingToCorrect(), b.tooLate(), b.boardsDifferFirst(),
		b.boardHow(), b.touchedHow(), b.pressPrompt(14, rules.Black), b.repeatPrompt(3, rules.White), b.pressOrCorrect(rules.White), b.repeatIt(rules.Black),
		b.repeated(rules.Black), b.completes(rules.White), b.pressFirst(rules.Black), b.itIsMove(rules.White), b.discrepancy(ply, ply), b.repeatTypo(ply, ply), b.repeatDiffers(ply, ply), b.repeatKept(), b.repeatFirst(rules.Black, ply),
		b.correction(ply), b.sheetsDiffer(14, &ply, nil), b.sheetsDiffer(1, nil, &ply), b.backTo(0), b.backTo(13), b.boardFix(rules.Black, changes),
		b.asOnSheet(rules.SquareAt(0, 0)), b.clocksSet(rules.Reading{White: time.Hour, Black: 61 * time.Second}), b.touched(rules.White, rules.Knight, rules.SquareAt(6, 0)),
		b.nothingOn(rules.SquareAt(4, 2)), b.flagNotFallen(rules.Black, 3*time.Minute))
	// The clock.
	for _, d := range []time.Duration{0, time.Second, 1234 * time.Millisecond, 2 * time.Second, 3 * time.Second, 4 * time.Second, 5 * time.Second, time.Minute, 61 * time.Second, time.Hour, 2*time.Hour + 3*time.Minute + 4*time.Second} {
		out = append(out, b.Duration(d), b.scheduled(rules.White, d), b.lastSeconds(rules.Black, d), b.adjusted(rules.Black, d), b.penalty(rules.White, d))
	}
	for _, moves := range []int{0, 1, 17} {
		out = append(out, b.clockBoth(rules.Reading{White: time.Minute, Black: time.Second}, moves, moves, true), b.clockOne(rules.Black, time.Hour, moves, 1, false))
	}
	for _, o := range []rules.Outcome{{Result: rules.WhiteWins, Reason: rules.FlagFall}, {Result: rules.BlackWins, Reason: rules.FlagFall}, {Result: rules.Drawn, Reason: rules.FlagFallNoMate}} {
		out = append(out, b.flagFell(rules.Black, o), b.Outcome(o))
	}
	out = append(out, b.bothFlags(true), b.bothFlags(false), b.noClock(), b.sayPaused(), b.pausedNoMoves(), b.notPaused(), b.alreadyPaused(),
		b.adjustHow(), b.sayResumed(rules.Black), b.incrementGranted(rules.White, 5*time.Second, 2*time.Minute), b.incrementNotNow(2*time.Minute), b.incrementHasOne(), b.incrementNotLastPeriod(), b.Help())
	for _, q := range []string{"abcdefghijklmnopqrstuvwxyz0123456789"} {
		out = append(out, b.quoted(q))
	}
	return out
}

// randomGames plays n games of random legal moves (seeded, so every run is
// the same), each at most 300 plies, covering castling, en passant,
// promotion and the endings. A seed's games are a series, played once and
// shared: a test that asks for more than were played gets the same first
// ones and the series continued, and rendering only reads them.
func randomGames(t *testing.T, n int, seed uint64) []*rules.Game {
	t.Helper()
	s := playedGames[seed]
	if s == nil {
		s = &gameSeries{r: rand.New(rand.NewPCG(seed, seed))}
		playedGames[seed] = s
	}
	for len(s.games) < n {
		s.games = append(s.games, playRandomGame(t, s.r))
	}
	return s.games[:n]
}

// gameSeries is a seed's random games played so far, and the generator
// that plays the next.
type gameSeries struct {
	r     *rand.Rand
	games []*rules.Game
}

var playedGames = map[uint64]*gameSeries{}

func playRandomGame(t *testing.T, r *rand.Rand) *rules.Game {
	t.Helper()
	g := rules.NewGame()
	for !g.Outcome().Over() && len(g.Plies()) < 300 {
		moves := g.LegalMoves()
		if _, err := g.Play(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
