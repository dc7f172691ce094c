package speech

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// TestSayAsTheMethods: an event says what the phrasebook's method said,
// word for word and clip for clip, in every language, style and
// verbosity, for values drawn at random (the same to both).
func TestSayAsTheMethods(t *testing.T) {
	var books []Phrasebook
	for _, l := range Langs() {
		for _, s := range []Style{AppendixD, Long, EnglishStyle, NATO, SAN} {
			for _, v := range []Verbosity{Brief, Normal, Full} {
				books = append(books, Phrasebook{Lang: l, Style: s, Verbosity: v, Names: Names(int(s+Style(v)) % 2)})
			}
		}
	}
	for i, c := range append(sayCases, manualCases...) {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		for j := range 20 {
			b := books[(i+j*7)%len(books)]
			v := &vals{r: r}
			old, said := c.f(b, v)
			if !reflect.DeepEqual(old, said) {
				t.Errorf("%s in %s/%s/%s: the method says %q %v, the event %q %v", c.name, b.Lang, b.Style, b.Verbosity,
					old.Text(), old.Clips(), said.Text(), said.Clips())
				break
			}
		}
	}
}

// vals draws values for the methods' parameters.
type vals struct{ r *rand.Rand }

func (v *vals) color() rules.Color { return rules.Color(v.r.IntN(3)) }
func (v *vals) int() int {
	if v.r.IntN(4) == 0 {
		return v.r.IntN(5)
	}
	return v.r.IntN(200) - 20
}
func (v *vals) duration() time.Duration {
	return time.Duration(v.r.Int64N(int64(3 * time.Hour)))
}
func (v *vals) str() string {
	return []string{"", "white", "black", "assistant", "arbiter", "resign", "Felx", "e4", "g.pgn", "ü ß"}[v.r.IntN(10)]
}
func (v *vals) flag() bool             { return v.r.IntN(2) == 1 }
func (v *vals) square() rules.Square   { return rules.Square(v.r.IntN(64)) }
func (v *vals) file() rules.File       { return rules.File(v.r.IntN(8)) }
func (v *vals) rank() rules.Rank       { return rules.Rank(v.r.IntN(8)) }
func (v *vals) piece() rules.PieceType { return rules.PieceType(1 + v.r.IntN(6)) }
func (v *vals) colors() []rules.Color  { return []rules.Color{rules.White, rules.Black}[:v.r.IntN(3)] }
func (v *vals) result() rules.Result   { return rules.Result(v.r.IntN(5)) }
func (v *vals) reading() rules.Reading {
	return rules.Reading{White: v.duration(), Black: v.duration()}
}
func (v *vals) placed() rules.Placed {
	return rules.Placed{Piece: rules.Piece(v.r.IntN(13)), Square: v.square()}
}
func (v *vals) event() words.Event { return words.Key("goodbye").Event() }
func (v *vals) outcome() rules.Outcome {
	return rules.Outcome{Result: v.result(), Reason: rules.Reason(v.r.IntN(int(rules.ServerEnded) + 1)), By: v.color()}
}
func (v *vals) strs() []string {
	out := make([]string, v.r.IntN(4))
	for i := range out {
		out[i] = v.str()
	}
	return out
}

// themes are a puzzle's themes: some said in words, some not.
func (v *vals) themes() []string {
	all := []string{"fork", "mateIn2", "endgame", "short", "backRankMate", "mateIn7", "zugzwang", "crushing"}
	out := make([]string, v.r.IntN(4))
	for i := range out {
		out[i] = all[v.r.IntN(len(all))]
	}
	return out
}
func (v *vals) squares() []rules.Square {
	out := make([]rules.Square, v.r.IntN(4))
	for i := range out {
		out[i] = v.square()
	}
	return out
}
func (v *vals) placeds() []rules.Placed {
	out := make([]rules.Placed, v.r.IntN(6))
	for i := range out {
		out[i] = v.placed()
	}
	return out
}

// samplePlies are moves of every sort an announcement says.
var samplePlies = []rules.Ply{
	{Move: rules.Move{From: 6, To: 21}, SAN: "Nf3", Color: rules.White, Number: 1, Piece: rules.Knight},
	{Move: rules.Move{From: 30, To: 21}, SAN: "Nxf3+", Color: rules.Black, Number: 12, Piece: rules.Knight, Captured: rules.Knight,
		Check: true, ShowFile: true, Checkers: []rules.Placed{{Piece: rules.NewPiece(rules.Knight, rules.Black), Square: 21}}},
	{Move: rules.Move{From: 52, To: 60, Promo: rules.Queen}, SAN: "e8=Q#", Color: rules.White, Number: 40, Piece: rules.Pawn, Mate: true, Check: true},
	{Move: rules.Move{From: 60, To: 58}, SAN: "O-O-O", Color: rules.Black, Number: 9, Piece: rules.King, Castle: rules.QueenSide},
	{Move: rules.Move{From: 36, To: 43}, SAN: "exd6", Color: rules.White, Number: 5, Piece: rules.Pawn, Captured: rules.Pawn, EnPassant: true},
	{Move: rules.Move{From: 1, To: 11}, SAN: "Nbd2", Color: rules.White, Number: 7, Piece: rules.Knight, ShowFile: true, ShowRank: true},
}

func (v *vals) ply() rules.Ply { return samplePlies[v.r.IntN(len(samplePlies))] }
func (v *vals) plies() []rules.Ply {
	out := make([]rules.Ply, v.r.IntN(5))
	for i := range out {
		out[i] = v.ply()
	}
	return out
}

// manualCases are the events whose arguments are the parts of the
// method's (a reading, a square's report, a piece with its moves...).
var manualCases = []struct {
	name string
	f    func(b Phrasebook, v *vals) (Phrase, Phrase)
}{
	// The voice's setting, then at a limit that it goes no further: the
	// two sentences joined (voice's Tune).
	{"rateNow", atLimit("rate-now", "no-faster", "no-slower", 40, Phrasebook.rateNow)},
	{"noSynth", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		if v.flag() {
			return b.noSynth(AptGet), b.Say(words.Key("no-synth").Event())
		}
		return b.noSynth(Elsewhere), b.Say(words.Key("no-synth-elsewhere").Event())
	}},
	{"volumeNow", atLimit("volume-now", "no-louder", "no-softer", 100, Phrasebook.volumeNow)},
	{"clockBoth", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r, moves, to, paused := v.reading(), v.int(), v.int(), v.flag()
		return b.clockBoth(r, moves, to, paused), b.Say(words.Key("clock-both").With(words.Duration(r.White), words.Duration(r.Black),
			words.Number(moves), words.Number(to), words.Flag(paused)))
	}},
	{"claimRejected", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		r := rules.ClaimResult{Occurrences: v.int(), Halfmoves: v.int()}
		return b.claimRejected(r), b.Say(words.Key("claim-rejected").With(words.Number(r.Occurrences), words.Number(r.Halfmoves)))
	}},
	{"chess960Start", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n, rank, prompt := v.int(), [8]rules.PieceType{}, v.event()
		for i := range rank {
			rank[i] = v.piece()
		}
		return b.chess960Start(n, rank, b.Say(prompt)), b.Say(words.Key("chess960-start").With(words.Number(n), words.Pieces(rank[:]), words.Said(prompt)))
	}},
	{"Winnable", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		w := rules.Winnability{White: v.flag(), Black: v.flag()}
		return b.winnable(w), b.Say(words.Key("winnable").With(words.Flag(w.White), words.Flag(w.Black)))
	}},
	{"sheetsDiffer", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n, white, black := v.int(), v.plies()[:0], v.plies()
		if len(black) > 1 {
			black = black[:1]
		}
		if v.flag() {
			white = append(white, v.ply())
		}
		return b.sheetsDiffer(n, onePly(white), onePly(black)), b.Say(words.Key("sheets-differ").With(words.Number(n), words.Plies(white), words.Plies(black)))
	}},
	{"squareReport", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		info := v.squareInfo()
		return b.squareReport(info), b.Say(words.Key("square-report").With(squareArgs(info)...))
	}},
	{"squareAttackers", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		info := v.squareInfo()
		return b.squareAttackers(info), b.Say(words.Key("square-attackers").With(squareArgs(info)...))
	}},
	{"squareDefenders", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		info := v.squareInfo()
		return b.squareDefenders(info), b.Say(words.Key("square-defenders").With(squareArgs(info)...))
	}},
	{"boardFix", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.color()
		var changes []rules.SquareChange
		var have, want []rules.Placed
		for range v.r.IntN(4) {
			ch := rules.SquareChange{Square: v.square(), Have: v.placed().Piece, Want: v.placed().Piece}
			changes = append(changes, ch)
			have, want = append(have, rules.Placed{Piece: ch.Have, Square: ch.Square}), append(want, rules.Placed{Piece: ch.Want, Square: ch.Square})
		}
		return b.boardFix(c, changes), b.Say(words.Key("board-fix").With(words.Colour(c), words.Placeds(have), words.Placeds(want)))
	}},
	{"Diagonals", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		lines := [][]rules.Placed{v.placeds(), v.placeds()}
		return b.diagonals(lines), b.Say(words.Key("diagonals").With(words.Placeds(lines[0]), words.Placeds(lines[1])))
	}},
	{"PuzzleStart", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n, r, p := v.int(), v.int(), v.ply()
		return b.puzzleStart(n, r, p), b.Say(words.Key("puzzle-start").With(words.Number(n), words.Number(r), words.Ply(p)))
	}},
	{"PuzzleWrong", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		n := v.r.IntN(4)
		return b.puzzleWrong(n), b.Say(words.Key("puzzle-wrong").With(words.Number(n)))
	}},
	{"PuzzleRight", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p, r := v.ply(), v.ply()
		return b.puzzleRight(p, r), b.Say(words.Key("puzzle-right").With(words.Ply(p), words.Ply(r)))
	}},
	{"PuzzleSolved", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.ply()
		th := v.themes()
		return b.puzzleSolved(p, th), b.Say(words.Key("puzzle-solved").With(words.Ply(p), words.Texts(th)))
	}},
	{"PuzzleHint", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		p := v.placed()
		return b.puzzleHint(p), b.Say(words.Key("puzzle-hint").With(words.Placed(p)))
	}},
	{"PuzzleSolution", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		ps := v.plies()
		th := v.themes()
		return b.puzzleSolution(ps, th), b.Say(words.Key("puzzle-solution").With(words.Plies(ps), words.Texts(th)))
	}},
	{"PuzzleRating", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		before, after, rated := v.int(), v.int(), v.flag()
		return b.puzzleRating(before, after, rated), b.Say(words.Key("puzzle-rating").With(words.Number(before), words.Number(after), words.Flag(rated)))
	}},
	{"PuzzleNotHere", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		c := v.str()
		return b.puzzleNotHere(c), b.Say(words.Key("puzzle-not-here").With(words.Text(c)))
	}},
	{"PuzzleAsides", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		ms := []msg{msgPuzzleNotKept, msgPuzzleAfter, msgPuzzleOver, msgPuzzleNoneLeft, msgPuzzleSkipped, msgPuzzleHelp, msgPuzzlePrompt, msgPuzzleLeft}
		m := ms[v.r.IntN(len(ms))]
		return b.say(m), b.Say(words.Key(m).Event())
	}},
	{"Lines", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		var sights []rules.Sight
		var edges []rules.Square
		var firsts []rules.Placed
		for range v.r.IntN(9) {
			s := rules.Sight{Edge: v.square()}
			if v.flag() {
				s.First = v.placed()
			}
			sights, edges, firsts = append(sights, s), append(edges, s.Edge), append(firsts, s.First)
		}
		knight := v.placeds()
		return b.sayLines(sights, knight), b.Say(words.Key("lines").With(words.Squares(edges), words.Placeds(firsts), words.Placeds(knight)))
	}},
	{"LegalMoves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		pms, args := v.pieceMoves()
		return b.legalMoves(pms), b.Say(words.Key("legal-moves").With(args...))
	}},
	{"allLegalMoves", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		pms, args := v.pieceMoves()
		return b.allLegalMoves(pms), b.Say(words.Key("all-legal-moves").With(args...))
	}},
	{"analysisStep", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		m := Mistake{Ply: v.ply(), Better: v.ply(), Blunder: v.flag(), AllowsMate: v.r.IntN(3), MissesMate: v.r.IntN(3)}
		return b.analysisStep(m), b.Say(words.Key("analysis-step").With(words.Ply(m.Ply), words.Ply(m.Better), words.Flag(m.Blunder),
			words.Number(m.AllowsMate), words.Number(m.MissesMate)))
	}},
	{"Usage", func(b Phrasebook, v *vals) (Phrase, Phrase) {
		u, bad := question(v.r.IntN(int(lastUsage)+1)), v.str()
		keys := []words.Key{"where-usage", "rank-usage", "file-usage", "diagonal-usage", "square-usage", "legal-usage", "attackers-usage", "defenders-usage", "lines-usage"}
		return b.usage(u, bad), b.Say(keys[u].With(words.Text(bad)))
	}},
}

func squareArgs(info rules.SquareInfo) []words.Arg {
	return []words.Arg{words.Placed(rules.Placed{Piece: info.Piece, Square: info.Square}), words.Flag(info.Light),
		words.Placeds(info.ByWhite), words.Placeds(info.ByBlack)}
}

func (v *vals) squareInfo() rules.SquareInfo {
	return rules.SquareInfo{Square: v.square(), Piece: v.placed().Piece, Light: v.flag(), ByWhite: v.placeds(), ByBlack: v.placeds()}
}

// pieceMoves are pieces with their moves, each move from its piece's
// square, and the event's arguments for them.
func (v *vals) pieceMoves() ([]movesOfPiece, []words.Arg) {
	var pms []movesOfPiece
	var pieces []rules.Placed
	var moves []rules.Ply
	used := map[rules.Square]bool{}
	for range v.r.IntN(4) {
		p := v.placed()
		if used[p.Square] {
			continue
		}
		used[p.Square] = true
		pm := movesOfPiece{Piece: p}
		for range v.r.IntN(4) {
			ply := v.ply()
			ply.Move.From = p.Square
			pm.Moves = append(pm.Moves, ply)
		}
		pms, pieces, moves = append(pms, pm), append(pieces, p), append(moves, pm.Moves...)
	}
	return pms, []words.Arg{words.Placeds(pieces), words.Plies(moves)}
}

// atLimit pairs a voice setting's method with its key (a number from 1 to
// n), joined at a limit with the sentence of the way it went.
func atLimit(k, up, down words.Key, n int, method func(Phrasebook, int, limit) Phrase) func(Phrasebook, *vals) (Phrase, Phrase) {
	return func(b Phrasebook, v *vals) (Phrase, Phrase) {
		x, l := v.r.IntN(n)+1, limit(v.r.IntN(3))
		e := k.With(words.Number(x))
		switch l {
		case higher:
			e = words.Joined(e, up.Event())
		case lower:
			e = words.Joined(e, down.Event())
		}
		return method(b, x, l), b.Say(e)
	}
}
