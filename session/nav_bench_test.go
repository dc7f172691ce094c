package session

import (
	"testing"
)

// A middlegame position with 35 legal moves (a Queen's Gambit Declined;
// it can arise: rules.CheckArises refused the earlier copy, which had both
// White bishops on light squares), and a game of 14 moves for the
// answers about the scoresheet.
const benchFEN = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R1BQK2R w KQ - 0 8"

// benchAnswer measures one board question from the typed line to the
// phrases said, rendered in the terminal's phrasebook (the target:
// under 1 ms). A long answer comes as
// several lines (split at sentence ends, for braille displays): every one
// is said, and each time the same.
func benchAnswer(b *testing.B, line string) {
	b.Helper()
	s, err := New(Config{FEN: benchFEN})
	if err != nil {
		b.Fatal(err)
	}
	first := shownIn(s, s.Handle(line))
	for _, o := range first {
		if o.Kind != Say || o.Phrase.Text() == "" {
			b.Fatalf("%q: got %v, want only lines said", line, first)
		}
	}
	if len(first) == 0 {
		b.Fatalf("%q: no answer", line)
	}
	b.ReportAllocs()
	for b.Loop() {
		if lines := shownIn(s, s.Handle(line)); len(lines) != len(first) {
			b.Fatalf("%q: got %v, want %d lines as the first time", line, lines, len(first))
		}
	}
}

func BenchmarkWhere(b *testing.B)      { benchAnswer(b, "where Springer") }
func BenchmarkWhereAll(b *testing.B)   { benchAnswer(b, "where all") }
func BenchmarkRank(b *testing.B)       { benchAnswer(b, "rank vier") }
func BenchmarkFile(b *testing.B)       { benchAnswer(b, "file Eva") }
func BenchmarkDiagonal(b *testing.B)   { benchAnswer(b, "diagonal David vier") }
func BenchmarkPawns(b *testing.B)      { benchAnswer(b, "pawns") }
func BenchmarkSquare(b *testing.B)     { benchAnswer(b, "square David fuenf") }
func BenchmarkLegalPiece(b *testing.B) { benchAnswer(b, "legal Springer") }
func BenchmarkLegalAll(b *testing.B)   { benchAnswer(b, "legal") }
func BenchmarkCaptures(b *testing.B)   { benchAnswer(b, "captures") }
func BenchmarkChecks(b *testing.B)     { benchAnswer(b, "checks") }
func BenchmarkThreats(b *testing.B)    { benchAnswer(b, "threats") }
func BenchmarkMaterial(b *testing.B)   { benchAnswer(b, "material") }
func BenchmarkMoveNumber(b *testing.B) { benchAnswer(b, "move number") }

// benchGame is a session after 14 moves (28 half-moves) of a real game.
func benchGame(b *testing.B) *Session {
	b.Helper()
	s, _ := New(Config{})
	for _, m := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
		"c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5", "b4"} {
		if len(s.Handle(m)) == 0 {
			b.Fatalf("%s not played", m)
		}
	}
	if len(s.Game().Plies()) != 28 {
		b.Fatalf("%d moves played", len(s.Game().Plies()))
	}
	return s
}

func BenchmarkLast(b *testing.B) {
	s := benchGame(b)
	b.ReportAllocs()
	for b.Loop() {
		s.Handle("last")
	}
}

// BenchmarkReviewStep is one step back and one forward in a review of 28
// half-moves, each replaying the game to that point.
func BenchmarkReviewStep(b *testing.B) {
	s := benchGame(b)
	s.Handle("review 7")
	b.ReportAllocs()
	for b.Loop() {
		s.Handle("next")
		s.Handle("back")
	}
}
