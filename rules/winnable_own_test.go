package rules

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/own-positions.txt with the brute-force labels")

const ownPositions = "testdata/own-positions.txt"

// TestOwnPositions (5.2.2, 6.9): on positions of our own making (locked
// pawn chains, bishops of one colour, kings shut in, and look-alikes that
// are winnable), labelled by a search of every reachable
// position, no side that can mate is called unable to, and at least 95% of
// the sides that cannot are found. With -update the positions are made and
// labelled again (slow).
func TestOwnPositions(t *testing.T) {
	if *update {
		writeOwnPositions(t)
	}
	vs := readVectors(t, ownPositions)
	if len(vs) < 200 {
		t.Fatalf("%s has %d positions, want a few hundred", ownPositions, len(vs))
	}
	checkVectors(t, vs, 0.95)
}

// TestOwnPositionLabels repeats the brute force for some labelled sides
// with chess/v2's move generator: every side labelled unable to mate is
// confirmed by visiting every reachable position again, and no side
// labelled able to mate is contradicted (a search that runs out of
// positions before it meets the mate proves nothing either way). Under the
// race detector it confirms the first 2 and 1 (raceOr).
func TestOwnPositionLabels(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force is slow")
	}
	vs := readVectors(t, ownPositions)
	r := rand.New(rand.NewPCG(7, 11))
	var dead, mates int
	wantDead, wantMates := raceOr(6, 2), raceOr(4, 1)
	for tries := 0; tries < 400 && (dead < wantDead || mates < wantMates); tries++ {
		v := vs[r.IntN(len(vs))]
		ci := r.IntN(2)
		if !v.known[ci] {
			continue
		}
		can := [2]bool{v.white, v.black}[ci]
		if can && mates >= wantMates || !can && dead >= wantDead {
			continue
		}
		pos, err := ParseFEN(v.fen)
		if err != nil {
			t.Fatal(err)
		}
		c := []Color{White, Black}[ci]
		got := bruteMate(pos, c, ownLimit)
		switch {
		case !can && got != '-':
			t.Errorf("%s, %s: brute force got %c, file says it cannot mate", v.fen, ColorName(c), got)
		case can && got == '-':
			t.Errorf("%s, %s: brute force finds no mate anywhere, file says it can mate", v.fen, ColorName(c))
		}
		if can {
			mates++
		} else {
			dead++
		}
	}
	if dead < wantDead || mates < wantMates {
		t.Errorf("checked %d unable and %d able sides, want %d and %d", dead, mates, wantDead, wantMates)
	}
}

// ownLimit bounds the slow check with chess/v2; ownGenLimit the labelling.
const (
	ownLimit    = 60000
	ownGenLimit = 30000
)

// writeOwnPositions makes positions with a fixed seed and labels each side
// by brute force; sides the search cannot finish are marked '?'.
func writeOwnPositions(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 11))
	var b strings.Builder
	b.WriteString("# Positions made by TestOwnPositions -update (seed 2026): locked pawn\n")
	b.WriteString("# chains, bishops of one colour, kings shut in, and winnable look-alikes.\n")
	b.WriteString("# Labels as in cha/test-vector.txt, found by bruteMateFast (every reachable\n")
	b.WriteString("# position visited; ? where there were too many).\n")
	n := 0
	for n < 300 {
		fen, ok := randomLocked(r)
		if !ok {
			continue
		}
		pos, err := ParseFEN(fen)
		if err != nil {
			continue
		}
		if g, _ := NewGameFromFEN(fen); g.Outcome().Over() && g.Outcome().Reason != DeadPosition {
			continue
		}
		sp := sposOf(pos)
		if lockedStates(&sp, new(blockade)) > 1e8 {
			continue // far too many positions for the brute force
		}
		label := [2]byte{bruteMateFast(sp, 0, ownGenLimit), bruteMateFast(sp, 1, ownGenLimit)}
		if label[0] == '?' && label[1] == '?' {
			continue
		}
		conv := func(c byte, letter byte) byte {
			switch c {
			case 'W':
				return letter
			case '-':
				return '-'
			}
			return '?'
		}
		fmt.Fprintf(&b, "%c%c %s\n", conv(label[0], 'W'), conv(label[1], 'B'), strings.Join(strings.Fields(fen)[:4], " "))
		n++
		if n%25 == 0 {
			t.Logf("%d positions labelled", n)
		}
	}
	if err := os.WriteFile(ownPositions, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// randomLocked places head-to-head pawn pairs on some files, perhaps a
// bishop or a knight for either side, and the kings.
func randomLocked(r *rand.Rand) (string, bool) {
	var board [64]byte
	for f := range 8 {
		if r.IntN(8) < 6 {
			rank := 1 + r.IntN(5) // the white pawn on ranks 2 to 6
			board[rank*8+f] = 'P'
			board[(rank+1)*8+f] = 'p'
		}
	}
	// Now and then a loose pawn, which makes look-alikes.
	if r.IntN(4) == 0 {
		sq := 8 + r.IntN(48)
		if board[sq] == 0 {
			board[sq] = "Pp"[r.IntN(2)]
		}
	}
	place := func(c byte) bool {
		for range 50 {
			sq := r.IntN(64)
			if board[sq] == 0 {
				board[sq] = c
				return true
			}
		}
		return false
	}
	for _, extra := range []byte("BbNn") {
		odds := 4 // bishops one time in four, knights one in twelve
		if extra == 'N' || extra == 'n' {
			odds = 12
		}
		if r.IntN(odds) == 0 && !place(extra) {
			return "", false
		}
	}
	if !place('K') || !place('k') {
		return "", false
	}
	var fen strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for f := range 8 {
			c := board[rank*8+f]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fen.WriteByte(byte('0' + empty))
				empty = 0
			}
			fen.WriteByte(c)
		}
		if empty > 0 {
			fen.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			fen.WriteByte('/')
		}
	}
	side := " w"
	if r.IntN(2) == 1 {
		side = " b"
	}
	return fen.String() + side + " - - 0 1", true
}
