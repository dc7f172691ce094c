package rules

import "testing"

// TestChess960Winnable: in the Chess960 positions from play, castling
// rights and all, the unwinnability decider finds that both sides can
// still mate (its search makes Chess960 castling moves too).
func TestChess960Winnable(t *testing.T) {
	for _, row := range readPerft(t, "testdata/perft/games960.tsv")[:200] {
		pos, err := ParseVariantFEN(Chess960, row.fen)
		if err != nil {
			t.Fatal(err)
		}
		if w := WinnabilityOf(pos); !w.White || !w.Black {
			t.Errorf("%s: %+v, want both sides able to mate", row.fen, w)
		}
	}
}

// TestStartNumber: a game from a start position knows its number; one
// that did not start there (Black to move, rights gone, pieces moved) has
// none.
func TestStartNumber(t *testing.T) {
	for _, tt := range []struct {
		fen  string
		want int
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 518},
		{"rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1", 959},
		{"rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB b KQkq - 0 1", -1},
		{"rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w Kkq - 0 1", -1},
		{"rkrnnqbb/pppppppp/8/8/4P3/8/PPPP1PPP/RKRNNQBB b KQkq e3 0 1", -1},
		{"rnbkbqnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKBQNR w KQkq - 0 1", -1}, // bishops on squares of one colour: no start position
	} {
		if got := mustVariantGame(t, Chess960, tt.fen).StartNumber(); got != tt.want {
			t.Errorf("%s: got %d, want %d", tt.fen, got, tt.want)
		}
	}
}
