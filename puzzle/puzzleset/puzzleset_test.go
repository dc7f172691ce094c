package puzzleset

import (
	"slices"
	"testing"

	"github.com/anna-chess/anna/internal/raceflag"
	"github.com/anna-chess/anna/puzzle"
)

// TestSetSpread: the set's size, its spread over the ratings (every band
// of 100 from 600 to 2599 has its 200) and over lichess's themes (the
// common tactics, mates and phases each well represented; no name that is
// not lichess's).
func TestSetSpread(t *testing.T) {
	ps, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 4000 {
		t.Fatalf("got %d puzzles, want 4000", len(ps))
	}
	bands := map[int]int{}
	themes := map[string]int{}
	for _, p := range ps {
		if p.Rating < 600 || p.Rating >= 2600 {
			t.Errorf("%s: rating %d outside 600-2599", p.ID, p.Rating)
		}
		bands[p.Rating/100*100]++
		for _, th := range p.Themes {
			themes[th]++
			if !slices.Contains(puzzle.Themes, th) {
				t.Errorf("%s: theme %q is not lichess's", p.ID, th)
			}
		}
	}
	for lo := 600; lo < 2600; lo += 100 {
		if bands[lo] != 200 {
			t.Errorf("band %d-%d: %d puzzles, want 200", lo, lo+99, bands[lo])
		}
	}
	for theme, least := range map[string]int{
		"fork": 200, "pin": 100, "skewer": 100, "discoveredAttack": 100, "hangingPiece": 100,
		"sacrifice": 200, "deflection": 100, "attraction": 100, "doubleCheck": 50, "trappedPiece": 50,
		"mateIn1": 200, "mateIn2": 200, "mateIn3": 100, "backRankMate": 100, "smotheredMate": 30,
		"opening": 100, "middlegame": 1000, "endgame": 1000, "rookEndgame": 100, "pawnEndgame": 100,
		"promotion": 100, "enPassant": 30, "castling": 30, "underPromotion": 30,
	} {
		if themes[theme] < least {
			t.Errorf("theme %s: %d puzzles, want at least %d", theme, themes[theme], least)
		}
	}
	if len(themes) < 55 {
		t.Errorf("%d themes, want at least 55", len(themes))
	}
}

// TestSetChecks: every puzzle of the set plays through on anna's board
// (All skips the check, trusting this test). Under the race detector every
// tenth, which finds nothing more there.
func TestSetChecks(t *testing.T) {
	ps, err := All()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for i, p := range ps {
		if ids[p.ID] {
			t.Errorf("%s twice", p.ID)
		}
		ids[p.ID] = true
		if raceflag.On && i%10 != 0 {
			continue
		}
		q := p
		q.Moves = slices.Clone(p.Moves)
		if err := q.Check(); err != nil {
			t.Errorf("%s: %v", p.ID, err)
		}
		if q.FEN != p.FEN || !slices.Equal(q.Moves, p.Moves) {
			t.Errorf("%s: not in the form Check leaves: %s %v, want %s %v", p.ID, p.FEN, p.Moves, q.FEN, q.Moves)
		}
	}
}

// BenchmarkRead: the set read from its embedded bytes, as All does once.
func BenchmarkRead(b *testing.B) {
	for b.Loop() {
		if _, err := read(); err != nil {
			b.Fatal(err)
		}
	}
}
