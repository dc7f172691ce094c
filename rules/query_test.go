package rules

import (
	"errors"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
)

// parseTestQuery reads the small query language of testdata/resolve.tsv.
func parseTestQuery(t *testing.T, s string) Query {
	t.Helper()
	q := NewQuery()
	letters := map[string]PieceType{"K": King, "Q": Queen, "R": Rook, "B": Bishop, "N": Knight, "P": Pawn}
	for _, tok := range strings.Fields(s) {
		key, val, _ := strings.Cut(tok, "=")
		switch {
		case letters[tok] != NoPieceType:
			q.Piece = letters[tok]
		case key == "to":
			q.To = ParseSquare(val)
		case key == "promo":
			q.Promo = letters[val]
		case key == "from" && len(val) == 2:
			sq := ParseSquare(val)
			q.FromFile, q.FromRank = sq.File(), sq.Rank()
		case key == "from" && val[0] >= 'a' && val[0] <= 'h':
			q.FromFile = File(val[0] - 'a')
		case key == "from":
			q.FromRank = Rank(val[0] - '1')
		case tok == "O-O":
			q.Castle = KingSide
		case tok == "O-O-O":
			q.Castle = QueenSide
		case tok == "x":
			q.Capture = true
		case tok == "ep":
			q.EnPassant = true
		case tok == "+":
			q.Check = true
		case tok == "#":
			q.Mate = true
		default:
			t.Fatalf("bad query token %q", tok)
		}
	}
	return q
}

func TestResolve(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/resolve.tsv") {
		fen, query, want := row[0], row[1], row[2]
		t.Run(query+" in "+fen, func(t *testing.T) {
			g := mustGame(t, fen)
			before := g.FEN()
			m, err := g.Resolve(parseTestQuery(t, query))
			kind, arg, _ := strings.Cut(want, " ")
			var me *MoveError
			switch kind {
			case "ok":
				if err != nil {
					t.Fatalf("got error %v, want %s", err, arg)
				}
				if m.String() != arg {
					t.Errorf("got %s, want %s", m, arg)
				}
			case "err":
				if !errors.As(err, &me) {
					t.Fatalf("got %v (%v), want error %q", m, err, arg)
				}
				if me.Kind.String() != arg {
					t.Errorf("got kind %q (%v), want %q", me.Kind, err, arg)
				}
			case "ask":
				if !errors.As(err, &me) || me.Kind != Ambiguous {
					t.Fatalf("got %v, %v; want a question about %s", m, err, arg)
				}
				if got := strings.ReplaceAll(squareList(me.Candidates), ",", ""); got != arg {
					t.Errorf("got candidates %q, want %q", got, arg)
				}
			default:
				t.Fatalf("bad want %q", want)
			}
			if g.FEN() != before {
				t.Errorf("Resolve changed the position")
			}
		})
	}
}
