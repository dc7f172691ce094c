package rules

import (
	"errors"
	"strings"
	"testing"
)

// TestChess960Castling: castling as Guidelines II.3 describes it, typed in
// each form a player or an engine uses, with the position after it.
func TestChess960Castling(t *testing.T) {
	for _, tt := range []struct {
		name, fen, move, san, after string
	}{
		{"the king stays, the rook moves", "4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"the rook stays, the king moves", "4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1g1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"king and rook swap", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"queenside from b1", "4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", "O-O-O", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
		{"queenside from g1, king two squares or more", "4k3/8/8/8/8/8/8/1R4K1 w B - 0 1", "g1c1", "O-O-O", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
		{"black, king takes rook", "1r4k1/8/8/8/8/8/8/4K3 b b - 0 1", "g8b8", "O-O-O", "2kr4/8/8/8/8/8/8/4K3 w - - 1 2"},
		{"the usual start: e1h1 and e1g1 alike", "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1", "e1h1", "O-O", "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 b kq - 1 1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := NewVariantGame(Chess960, tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			ply, err := g.Play(parseUCI(t, tt.move))
			if err != nil {
				t.Fatalf("%s: %v; legal: %v", tt.move, err, g.LegalMoves())
			}
			if ply.SAN != tt.san || g.FEN() != tt.after {
				t.Errorf("got %s, %s; want %s, %s", ply.SAN, g.FEN(), tt.san, tt.after)
			}
			back := mustVariantGame(t, Chess960, tt.fen)
			q := NewQuery()
			q.Castle = ply.Castle
			if m, err := back.Resolve(q); err != nil || m != ply.Move {
				t.Errorf("%s typed as castling: got %v, %v; want %v", ply.Castle, m, err, ply.Move)
			}
		})
	}
}

// TestCastlingRefused: the reason given when castling is not possible.
func TestCastlingRefused(t *testing.T) {
	for _, tt := range []struct {
		name, fen, moves string
		side             Side
		kind             MoveErrorKind
		squares          string
	}{
		{"the castling rook shields the king's target (II.3)", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1", "", QueenSide, CastlingIntoCheck, "c1"},
		{"a piece where the king must go, beyond the rook", "4k3/8/8/8/8/8/8/1KR2B2 w C - 0 1", "", KingSide, CastlingPathBlocked, "f1"},
		{"a piece between king and rook", "4k3/8/8/8/8/8/8/RN2K3 w A - 0 1", "", QueenSide, CastlingBlocked, "b1"},
		{"the king crosses an attacked square", "4k3/8/8/8/8/8/5r2/1K5R w H - 0 1", "", KingSide, CastlingThroughCheck, "f1"},
		{"in check", "4k3/8/8/8/8/8/1r6/1K5R w H - 0 1", "", KingSide, CastlingInCheck, ""},
		{"the rook has moved", "4k3/8/8/8/8/8/8/1K5R w H - 0 1", "h1h2 e8e7 h2h1 e7e8", KingSide, CastlingRightLost, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := mustVariantGame(t, Chess960, tt.fen)
			playUCI(t, g, tt.moves)
			q := NewQuery()
			q.Castle = tt.side
			_, err := g.Resolve(q)
			var me *MoveError
			if !errors.As(err, &me) || me.Kind != tt.kind {
				t.Fatalf("got %v, want %s", err, tt.kind)
			}
			var got []string
			if me.Square != NoSquare && me.Square != 0 {
				got = append(got, me.Square.String())
			}
			for _, sq := range me.Candidates {
				got = append(got, sq.String())
			}
			if strings.Join(got, " ") != tt.squares {
				t.Errorf("squares %v, want %q", got, tt.squares)
			}
			if tt.kind == CastlingRightLost && !me.RookMoved {
				t.Errorf("the rook's move was not found")
			}
		})
	}
}

// TestCastlingRightsFEN: X-FEN and Shredder-FEN are read for Chess960 and
// written in X-FEN; standard chess keeps KQkq and says why.
func TestCastlingRightsFEN(t *testing.T) {
	for _, tt := range []struct {
		v        Variant
		fen      string
		want     string // the castling field written back, or part of the reason
		accepted bool
	}{
		{Chess960, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "KQkq", true},
		{Chess960, "4k3/8/8/8/8/8/8/4KRR1 w F - 0 1", "F", true},
		{Chess960, "4k3/8/8/8/8/8/8/4KRR1 w K - 0 1", "K", true},
		{Chess960, "4k3/8/8/8/8/8/8/4KRR1 w GF - 0 1", "two rooks to castle with on one side", false},
		{Chess960, "4k3/8/8/8/8/8/8/4K3 w K - 0 1", "needs a white rook on that side of the king", false},
		{Chess960, "1r2k3/8/8/8/8/8/8/R2K4 w Ab - 0 1", "both kings stand where they started", false},
		{Chess960, "4k3/8/8/8/8/8/4K3/7R w H - 0 1", "king on its first rank", false},
		{StandardChess, "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "file letters are for Chess960", false},
		{StandardChess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "KQkq", true},
	} {
		pos, err := ParseVariantFEN(tt.v, tt.fen)
		switch {
		case tt.accepted && err != nil:
			t.Errorf("%s: %v", tt.fen, err)
		case tt.accepted && strings.Fields(pos.String())[2] != tt.want:
			t.Errorf("%s: castling written %s, want %s", tt.fen, strings.Fields(pos.String())[2], tt.want)
		case !tt.accepted && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: got %v, want a reason with %q", tt.fen, err, tt.want)
		}
	}
}

// TestCastlingForms: in standard chess the king takes its rook too; a
// king's one step is never read as castling, in either variant.
func TestCastlingForms(t *testing.T) {
	g := mustVariantGame(t, StandardChess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	for _, s := range []string{"e1h1", "e1g1", "e1a1", "e1c1"} {
		m, ok := g.Find(parseUCI(t, s))
		if !ok || (m.To != ParseSquare("g1") && m.To != ParseSquare("c1")) {
			t.Errorf("%s: got %v %v, want the king's castling move", s, m, ok)
		}
	}
	c := mustVariantGame(t, Chess960, "4k3/8/8/8/8/8/8/RK6 w A - 0 1")
	if m, ok := c.Find(parseUCI(t, "b1c1")); !ok || m.String() != "b1c1" {
		t.Errorf("b1c1: got %v %v, want the king's step", m, ok)
	}
	if ply, _ := c.Play(parseUCI(t, "b1c1")); ply.Castle != NoCastle {
		t.Errorf("a king's step was played as %s", ply.Castle)
	}
}

func mustVariantGame(t *testing.T, v Variant, fen string) *Game {
	t.Helper()
	g, err := NewVariantGame(v, fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return g
}
