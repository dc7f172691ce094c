package rules

import "testing"

// TestKnightAgainstQueen (6.9): a king and a knight never mate a king and a
// queen: no placement of the four, with the knight checking (nothing else
// of White's can), is a mate.
func TestKnightAgainstQueen(t *testing.T) {
	n := 0
	for wk := range 64 {
		for wn := range 64 {
			for lk := range 64 {
				if wn == wk || lk == wk || knightAttacks[wn]&bit(lk) == 0 || kingAttacks[wk]&bit(lk) != 0 {
					continue
				}
				for lq := range 64 {
					if lq == wk || lq == wn || lq == lk {
						continue
					}
					p := spos{turn: 1, ep: -1}
					p.bb[0][kKing], p.bb[0][kKnight] = bit(wk), bit(wn)
					p.bb[1][kKing], p.bb[1][kQueen] = bit(lk), bit(lq)
					if p.attacked(wk, 1, p.all()) {
						continue // White in check with Black to move: no position
					}
					n++
					if p.inCheck() && !p.hasLegal() {
						t.Fatalf("%+v is a mate by king and knight against king and queen", p.key())
					}
				}
			}
		}
	}
	if n < 100000 {
		t.Errorf("tried %d placements, want every one (several hundred thousand)", n)
	}
}

// TestKnightAgainstQueens (6.9): nor against a king and any number of
// queens. Only queens next to the loser's king can make a mate of a
// position (any other one can only take the knight or stand idle), so every
// set of them is tried on the squares around it, with every checking
// knight and every mating king.
func TestKnightAgainstQueens(t *testing.T) {
	n := 0
	for lk := range 64 {
		around := kingAttacks[lk]
		for checks := knightAttacks[lk]; checks != 0; checks &= checks - 1 {
			wn := lowest(checks)
			for wk := range 64 {
				if wk == wn || wk == lk || kingAttacks[wk]&bit(lk) != 0 {
					continue
				}
				free := around &^ bit(wn) &^ bit(wk)
				// Every subset of the free squares around the king.
				for qs := free; ; qs = (qs - 1) & free {
					p := spos{turn: 1, ep: -1}
					p.bb[0][kKing], p.bb[0][kKnight] = bit(wk), bit(wn)
					p.bb[1][kKing], p.bb[1][kQueen] = bit(lk), qs
					if !p.attacked(wk, 1, p.all()) {
						n++
						if !p.hasLegal() {
							t.Fatalf("%s is a mate by king and knight against king and queens", sposFEN(&p))
						}
					}
					if qs == 0 {
						break
					}
				}
			}
		}
	}
	if n < 1000000 {
		t.Errorf("tried %d placements, want every one (millions)", n)
	}
}

// TestMaterialCanMate (6.9, 5.2.2): what the material alone decides, and
// look-alikes that can mate, each shown by a mate the search finds.
func TestMaterialCanMate(t *testing.T) {
	tests := []struct {
		name, fen string
		w         int
		want      bool
		mate      bool // the search must find a mate
	}{
		{"6.9 king and knight against king and queen", "4k3/8/8/3q4/8/8/8/1N2K3 w - -", 0, false, false},
		{"6.9 the same, Black's knight", "4k3/8/8/3n4/8/8/8/1Q2K3 b - -", 1, false, false},
		{"6.9 king and knight against a bare king", "4k3/8/8/8/8/8/8/1N2K3 w - -", 0, false, false},
		{"6.9 king and knight against king and rook: a mate exists", "6rk/8/6K1/8/8/8/8/5N2 w - -", 0, true, true},
		{"6.9 king and knight against king, queen and pawn: a mate exists", "6qk/7p/8/5K2/8/8/8/5N2 w - -", 0, true, true},
		{"6.9 king and knight against king and two queens", "6qk/8/8/5K2/8/8/7q/5N2 w - -", 0, false, false},
		{"6.9 king and knight against king and five queens", "1q1q1q2/1k2q1q1/8/8/8/8/2N5/1K6 b - -", 0, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := parseSpos(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := materialCanMate(&p, tt.w); got != tt.want {
				t.Errorf("materialCanMate: got %v, want %v", got, tt.want)
			}
			if got := canCheckmate(p, tt.w); got != tt.want {
				t.Errorf("canCheckmate: got %v, want %v", got, tt.want)
			}
			if tt.mate {
				d := decider{winner: tt.w, mem: getMem()}
				defer putMem(d.mem)
				if v := d.exhaust(p, 1<<20); v != mates {
					t.Errorf("search: got verdict %d, want a mate found (%d)", v, mates)
				}
			}
		})
	}
}
