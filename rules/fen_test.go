package rules

import (
	"errors"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/tsv"
)

func TestParseFEN(t *testing.T) {
	for _, row := range tsv.Read(t, "testdata/fen.tsv") {
		fen, want := row[0], row[1]
		t.Run(fen, func(t *testing.T) {
			err := CheckArises(StandardChess, fen)
			if want == "ok" {
				if err != nil {
					t.Fatalf("got %v, want a legal position", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("got no error, want one containing %q", want)
			}
			if !errors.Is(err, ErrBadFEN) {
				t.Errorf("error %v does not wrap ErrBadFEN", err)
			}
			if !strings.Contains(err.Error(), want) {
				t.Errorf("got %q, want it to contain %q", err, want)
			}
		})
	}
}

func FuzzParseFEN(f *testing.F) {
	f.Add(StartFEN)
	f.Add("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	f.Add("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	f.Add("8/8/8/8/8/8/8/8 w - - 0 1")
	f.Fuzz(func(t *testing.T, fen string) {
		_ = CheckArises(StandardChess, fen) // never panics
		g, err := NewGameFromFEN(fen)
		if err != nil {
			return
		}
		// A position we accept must be playable without panics.
		for _, m := range g.LegalMoves() {
			if _, err := g.SAN(m); err != nil {
				t.Fatalf("SAN of legal move %s: %v", m, err)
			}
		}
		_ = g.PGN(Header{})
	})
}

// TestPlacementReadsBack: ParsePlacement reads what Placement writes, for
// every position of a few games, and refuses a field that is not eight
// ranks of eight squares.
func TestPlacementReadsBack(t *testing.T) {
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	} {
		pos, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		b := pos.Board()
		placement := b.Placement()
		if placement != strings.Fields(fen)[0] {
			t.Errorf("%s: Placement wrote %s", fen, placement)
		}
		got, err := ParsePlacement(placement)
		if err != nil || got != b {
			t.Errorf("%s: read back %v, %v", placement, got, err)
		}
	}
	for _, bad := range []string{"", "8/8/8/8/8/8/8", "8/8/8/8/8/8/8/9", "8/8/8/8/8/8/8/7", "8/8/8/8/8/8/8/8p", "8/8/8/8/8/8/8/7x", "8/8/8/8/8/8/8/8/8"} {
		if _, err := ParsePlacement(bad); err == nil {
			t.Errorf("%q was read as a board", bad)
		}
	}
}
