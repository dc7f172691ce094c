package rules

import (
	"os"
	"strings"
	"testing"

	"github.com/corentings/chess/v2"

	"github.com/anna-chess/anna/internal/tsv"
)

func TestOutcomes(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/outcomes.tsv") {
		fen, moves, wantResult, wantReason := row[0], row[1], row[2], row[3]
		t.Run(fen+" "+moves, func(t *testing.T) {
			g := mustGame(t, fen)
			playUCI(t, g, moves)
			o := g.Outcome()
			if o.Result.String() != wantResult || o.Reason.String() != wantReason {
				t.Errorf("got %s by %s, want %s by %s", o.Result, o.Reason, wantResult, wantReason)
			}
		})
	}
}

// TestMasterGames replays real games move by move through Play and checks
// that the PGN anna writes is read back by the chess library's own PGN
// parser to the same final position.
func TestMasterGames(t *testing.T) {
	f, err := os.Open("../testdata/games/masters.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := chess.NewScanner(f)
	for sc.HasNext() {
		ref, err := sc.ParseNext()
		if err != nil {
			t.Fatal(err)
		}
		t.Run(ref.GetTagPair("White")+" - "+ref.GetTagPair("Black"), func(t *testing.T) {
			g := NewGame()
			pos := ref.Positions()
			for i, m := range ref.Moves() {
				san := chess.AlgebraicNotation{}.Encode(pos[i], m)
				ply, err := g.Play(sanMove(t, g, san))
				if err != nil {
					t.Fatalf("move %d %s: %v", i+1, san, err)
				}
				if ply.SAN != san {
					t.Errorf("move %d: got SAN %s, want %s", i+1, ply.SAN, san)
				}
			}
			if got, want := g.FEN(), ref.Position().String(); got != want {
				t.Errorf("final position: got %s, want %s", got, want)
			}
			if ref.Method() == chess.Checkmate && g.Outcome().Reason != Checkmate {
				t.Errorf("got outcome %s, want checkmate", g.Outcome())
			}
			pgn := g.PGN(Header{White: ref.GetTagPair("White"), Black: ref.GetTagPair("Black")})
			back, err := chess.NewScanner(strings.NewReader(pgn)).ParseNext()
			if err != nil {
				t.Fatalf("our PGN does not parse: %v\n%s", err, pgn)
			}
			if got, want := back.Position().String(), ref.Position().String(); got != want {
				t.Errorf("PGN replays to %s, want %s", got, want)
			}
		})
	}
}

func TestDrawOffers(t *testing.T) {
	g := NewGame()
	if err := g.AcceptDraw(Black); err != ErrNoOffer {
		t.Fatalf("accept without offer: got %v, want ErrNoOffer", err)
	}
	if err := g.OfferDraw(White); err != nil {
		t.Fatal(err)
	}
	if err := g.AcceptDraw(Black); err != ErrTooEarly {
		t.Fatalf("accept before both moved: got %v, want ErrTooEarly (5.2.3)", err)
	}
	playUCI(t, g, "e2e4")
	if p, _ := g.LastPly(); !p.DrawOffered {
		t.Errorf("White's move with the offer: DrawOffered false, want true (8.1.5)")
	}
	playUCI(t, g, "e7e5")
	if g.DrawOfferBy() != NoColor {
		t.Errorf("offer still stands after Black moved; a move declines it (9.1.2.4)")
	}
	if p, _ := g.LastPly(); p.DrawOffered {
		t.Errorf("Black's declining move marked (=)")
	}
	if err := g.OfferDraw(White); err != nil {
		t.Fatal(err)
	}
	if err := g.AcceptDraw(White); err != ErrOwnOffer {
		t.Fatalf("got %v, want ErrOwnOffer", err)
	}
	if err := g.AcceptDraw(Black); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Result != Drawn || o.Reason != Agreement {
		t.Errorf("got %v, want a draw by agreement", o)
	}
	if _, err := g.Play(parseUCI(t, "g1f3")); err != ErrGameOver {
		t.Errorf("move after the game: got %v, want ErrGameOver", err)
	}
}

func TestClaims(t *testing.T) {
	shuffle := "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
	tests := []struct {
		name        string
		fen         string
		moves       string
		claimWith   string
		wantCorrect bool
		wantReason  Reason
		wantMoves   int
		wantOutcome string
	}{
		{"9.2.1.2 threefold on the board", StartFEN, shuffle, "", true, ThreefoldClaim, 8, "1/2-1/2 by threefold repetition"},
		{"9.2.2 only twice", StartFEN, "g1f3 g8f6 f3g1 f6g8", "", false, NotOver, 4, "*"},
		{"9.2.1.1 threefold with the move written: drawn, the move not played", StartFEN, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1", "f6g8", true, ThreefoldClaim, 7, "1/2-1/2 by threefold repetition"},
		{"9.5.3 wrong claim with a move: the move stands", StartFEN, "g1f3", "g8f6", false, NotOver, 2, "*"},
		{"9.3.2 fifty moves", "4k3/8/8/8/8/8/8/4K1NR w - - 100 80", "", "", true, FiftyMoveClaim, 0, "1/2-1/2 by fifty-move rule"},
		{"9.3.1 fifty moves after the move written: drawn, the move not played", "4k3/8/8/8/8/8/8/4K1NR w - - 99 80", "", "g1f3", true, FiftyMoveClaim, 0, "1/2-1/2 by fifty-move rule"},
		{"9.3.1 a mating move written with a correct claim is not played", "7k/8/6K1/8/8/8/8/R7 w - - 99 80", "", "a1a8", true, FiftyMoveClaim, 0, "1/2-1/2 by fifty-move rule"},
		{"9.3.1 a stalemating move written with a correct claim is not played", "7k/8/5K2/8/8/8/8/6R1 w - - 99 80", "", "g1g7", true, FiftyMoveClaim, 0, "1/2-1/2 by fifty-move rule"},
		{"9.5.3 a mating move written with a wrong claim mates", "7k/8/6K1/8/8/8/8/R7 w - - 50 80", "", "a1a8", false, NotOver, 1, "1-0 by checkmate"},
		{"9.3.2 forty-nine and a half", "4k3/8/8/8/8/8/8/4K1NR w - - 98 80", "", "g1f3", false, NotOver, 1, "*"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := mustGame(t, tt.fen)
			playUCI(t, g, tt.moves)
			var with *Move
			if tt.claimWith != "" {
				m := parseUCI(t, tt.claimWith)
				with = &m
			}
			res, err := g.Claim(g.Turn(), with)
			if err != nil {
				t.Fatal(err)
			}
			if res.Correct != tt.wantCorrect || res.Reason != tt.wantReason {
				t.Errorf("got correct=%v reason=%s, want %v %s", res.Correct, res.Reason, tt.wantCorrect, tt.wantReason)
			}
			if len(g.Plies()) != tt.wantMoves {
				t.Errorf("got %d moves on the scoresheet, want %d", len(g.Plies()), tt.wantMoves)
			}
			if got := g.Outcome().String(); got != tt.wantOutcome {
				t.Errorf("got outcome %s, want %s", got, tt.wantOutcome)
			}
			if !tt.wantCorrect && g.DrawOfferBy() == NoColor && with == nil {
				t.Errorf("a wrong claim counts as a draw offer (9.1.2.3)")
			}
			pgn := g.PGN(Header{})
			if tt.wantCorrect && with != nil && !strings.Contains(pgn, res.Written.SAN+", written and not played") {
				t.Errorf("the written move is not noted on the scoresheet:\n%s", pgn)
			}
			if wantResult := g.Outcome().Result.String(); !strings.HasSuffix(strings.TrimSpace(pgn), wantResult) {
				t.Errorf("scoresheet ends %q, want the result %s", pgn[max(0, len(pgn)-20):], wantResult)
			}
		})
	}
	g := NewGame()
	if _, err := g.Claim(Black, nil); err != ErrNotYourTurn {
		t.Errorf("claim by the player not on move: got %v, want ErrNotYourTurn", err)
	}
}

// TestRepetitionIgnoresImpossibleEnPassant: 9.2.2 counts an en passant right
// only when the capture is possible, so the position after a double step with
// no pawn beside it repeats with the same position later.
func TestRepetitionIgnoresImpossibleEnPassant(t *testing.T) {
	g := NewGame()
	playUCI(t, g, "e2e4 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8 f3g1")
	// After 1. e4 (ep square e3, no capture possible) Black to move: the same
	// position as after 5. Ng1, which has no ep square.
	if got := g.RepetitionCount(); got != 3 {
		t.Errorf("got %d occurrences, want 3", got)
	}
}

func TestTakeBack(t *testing.T) {
	g := NewGame()
	playUCI(t, g, "f2f3 e7e5 g2g4 d8h4")
	if !g.Outcome().Over() {
		t.Fatal("fool's mate not over")
	}
	if err := g.TakeBack(1); err != nil {
		t.Fatal(err)
	}
	if g.Outcome().Over() || len(g.Plies()) != 3 || g.Turn() != Black {
		t.Errorf("after take back: outcome %v, %d plies, %s to move", g.Outcome(), len(g.Plies()), ColorName(g.Turn()))
	}
	if err := g.TakeBack(4); err == nil {
		t.Error("took back more moves than were played")
	}
}

func TestResign(t *testing.T) {
	g := NewGame()
	if err := g.Resign(White); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Result != BlackWins || o.Reason != Resignation {
		t.Errorf("got %v, want 0-1 by resignation", o)
	}
	if !strings.Contains(g.PGN(Header{}), "{White resigns} 0-1") {
		t.Errorf("PGN lacks the ending:\n%s", g.PGN(Header{}))
	}
}
