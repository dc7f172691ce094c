package rules

// The board questions are held here against a second, independent chess
// implementation: github.com/notnil/chess v1, imported by this test only
// (the program does not depend on it). Why this one: it is pure Go, in the
// module proxy, and computes attacks with bitboards, while anna's Attackers
// (behind square, threats and the check details) is anna's own code walking
// the board square by square; corentings/chess, which anna's rules wrap for
// move generation, began as a fork of notnil/chess but its move generator
// has since been rewritten, so agreement on legal moves, captures and checks
// in thousands of positions is a real check too.

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	notnil "github.com/notnil/chess"
)

// referencePosition reads a FEN into the reference implementation.
func referencePosition(t *testing.T, fen string) *notnil.Position {
	t.Helper()
	pos := &notnil.Position{}
	if err := pos.UnmarshalText([]byte(fen)); err != nil {
		t.Fatalf("reference cannot read %q: %v", fen, err)
	}
	return pos
}

// referenceMoves are the legal moves of a position in UCI, sorted, split
// into all moves, captures and checking moves.
func referenceMoves(t *testing.T, fen string) (all, captures, checks []string) {
	t.Helper()
	for _, m := range referencePosition(t, fen).ValidMoves() {
		s := m.String()
		all = append(all, s)
		if m.HasTag(notnil.Capture) || m.HasTag(notnil.EnPassant) {
			captures = append(captures, s)
		}
		if m.HasTag(notnil.Check) {
			checks = append(checks, s)
		}
	}
	slices.Sort(all)
	slices.Sort(captures)
	slices.Sort(checks)
	return all, captures, checks
}

func sortedUCI(ps []Ply) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Move.String()
	}
	slices.Sort(out)
	return out
}

// boardFEN writes a board of FEN letters (index: square) as a position with
// c to move, no castling and no en passant.
func boardFEN(letters [64]byte, c Color) string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := range 8 {
			l := letters[r*8+f]
			if l == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(l)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	turn := " w"
	if c == Black {
		turn = " b"
	}
	return sb.String() + turn + " - - 0 1"
}

func fenLetter(p Piece) byte {
	if p == NoPiece {
		return 0
	}
	return pieceText(Placed{Piece: p})[0]
}

// referenceAttackers finds the squares of c's pieces that attack target by
// asking the reference for legal moves in two made-up positions. An enemy
// knight is put on target, so that every piece that attacks it could take
// it (a pawn only diagonally). With c's king replaced by an enemy knight
// (which blocks lines as the king did), the reference lets every piece move
// as if no king needed shelter (it allows a missing king), so pinned pieces
// attack as 3.9 says; the king itself is asked about on a board where it
// stands alone with the knight on target.
func referenceAttackers(t *testing.T, b boardReader, target Square, c Color) []string {
	t.Helper()
	knight := byte('n')
	if c == Black {
		knight = 'N'
	}
	var others, king [64]byte
	kingAt := NoSquare
	for sq := Square(0); sq < 64; sq++ {
		p := b.Piece(sq)
		switch {
		case p.Type() == King && p.Color() == c:
			kingAt = sq
			king[sq] = fenLetter(p)
			others[sq] = knight
		case p != NoPiece:
			others[sq] = fenLetter(p)
		}
	}
	others[target] = knight
	var out []string
	for _, m := range referencePosition(t, boardFEN(others, c)).ValidMoves() {
		if int(m.S2()) == int(target) && !slices.Contains(out, m.S1().String()) {
			out = append(out, m.S1().String())
		}
	}
	if kingAt != NoSquare && kingAt != target {
		king[target] = knight
		for _, m := range referencePosition(t, boardFEN(king, c)).ValidMoves() {
			if int(m.S2()) == int(target) {
				out = append(out, m.S1().String())
			}
		}
	}
	slices.Sort(out)
	return out
}

func squareStrings(sqs []Square) []string {
	out := make([]string, len(sqs))
	for i, sq := range sqs {
		out[i] = sq.String()
	}
	slices.Sort(out)
	return out
}

// TestAgainstReference plays seeded random games and, in every position,
// compares legal moves (all of them and piece by piece), captures and
// checking moves with the reference, and the attackers of some squares
// (of all 64 in every fiftieth position) and, in every tenth, the pieces
// under threat with the reference's attacks. Under the race detector it
// plays the first 5 of the 40 games (raceOr).
func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 2000))
	positions := 0
	games := raceOr(40, 5)
	for game := range games {
		g := NewGame()
		for !g.Outcome().Over() && len(g.Plies()) < 200 {
			positions++
			fen := g.FEN()
			all, captures, checks := referenceMoves(t, fen)
			if got := sortedUCI(g.AllMoves()); !slices.Equal(got, all) {
				t.Fatalf("game %d, %s: legal moves\n got %v\nwant %v", game, fen, got, all)
			}
			if got := sortedUCI(g.Captures()); !slices.Equal(got, captures) {
				t.Fatalf("game %d, %s: captures\n got %v\nwant %v", game, fen, got, captures)
			}
			if got := sortedUCI(g.Checks()); !slices.Equal(got, checks) {
				t.Fatalf("game %d, %s: checks\n got %v\nwant %v", game, fen, got, checks)
			}
			b := g.Board()
			from := Square(r.IntN(64))
			var want []string
			for _, m := range all {
				if m[:2] == from.String() {
					want = append(want, m)
				}
			}
			if got := sortedUCI(g.MovesFrom(from)); !slices.Equal(got, want) {
				t.Fatalf("game %d, %s: moves from %s\n got %v\nwant %v", game, fen, from, got, want)
			}
			targets := []Square{Square(r.IntN(64)), Square(r.IntN(64)), Square(r.IntN(64))}
			if positions%50 == 0 {
				targets = nil
				for sq := Square(0); sq < 64; sq++ {
					targets = append(targets, sq)
				}
			}
			for _, sq := range targets {
				for _, c := range []Color{White, Black} {
					if got, want := squareStrings(Attackers(b, sq, c)), referenceAttackers(t, b, sq, c); !slices.Equal(got, want) {
						t.Fatalf("game %d, %s: attackers of %s by %s\n got %v\nwant %v", game, fen, sq, ColorName(c), got, want)
					}
				}
			}
			if positions%10 == 0 {
				checkThreats(t, b, fen)
			}
			moves := g.LegalMoves()
			if _, err := g.Play(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions < 50*games {
		t.Errorf("only %d positions checked", positions)
	}
	if testing.Verbose() {
		t.Logf("%d positions checked", positions)
	}
}

// checkThreats recomputes the pieces under threat from the reference's
// attacks, by the definition Threatened documents.
func checkThreats(t *testing.T, b boardReader, fen string) {
	t.Helper()
	for _, c := range []Color{White, Black} {
		var want []string
		for _, p := range Pieces(b, c, NoPieceType) {
			if p.Piece.Type() == King {
				continue
			}
			attackers := referenceAttackers(t, b, p.Square, c.Other())
			if len(attackers) == 0 {
				continue
			}
			cheapest := 100
			for _, a := range attackers {
				if at := b.Piece(ParseSquare(a)).Type(); at != King {
					cheapest = min(cheapest, Value(at))
				}
			}
			if len(referenceAttackers(t, b, p.Square, c)) == 0 || cheapest < Value(p.Piece.Type()) {
				want = append(want, pieceText(p))
			}
		}
		if got := piecesText(Threatened(b, c), " "); got != strings.Join(want, " ") {
			t.Fatalf("%s: %s pieces under threat\n got %s\nwant %s", fen, ColorName(c), got, strings.Join(want, " "))
		}
	}
}
