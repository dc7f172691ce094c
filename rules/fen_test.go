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
