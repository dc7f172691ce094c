package tui

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"github.com/anna-chess/anna/rules"
)

var pieceTypes = []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Pawn}

// figureSizes are the figures' grids for the squares large pieces are
// drawn on: 7x3 cells up to 19x9.
func figureSizes() [][2]int {
	var out [][2]int
	for h := 3; h <= 9; h++ {
		out = append(out, [2]int{2 * (squareW(h) - 2), 2 * h})
	}
	return out
}

// TestFigureShapes: at every size the six figures differ from each
// other, leave the rim's columns free, stand on their base and reach
// into the square's upper half.
func TestFigureShapes(t *testing.T) {
	for _, sz := range figureSizes() {
		w, h := sz[0], sz[1]
		seen := map[string]rules.PieceType{}
		for _, p := range pieceTypes {
			f := figureFor(p, w, h)
			key := fmt.Sprint(f.on)
			if q, ok := seen[key]; ok {
				t.Errorf("%dx%d: %v and %v are drawn alike", w, h, p, q)
			}
			seen[key] = p
			dots, top := 0, h
			for y := range h {
				if f.at(0, y) || f.at(w-1, y) {
					t.Errorf("%dx%d %v: a dot in the rim's column, row %d", w, h, p, y)
				}
				for x := range w {
					if f.at(x, y) {
						dots++
						top = min(top, y)
					}
				}
			}
			base := 0
			for x := range w {
				if f.at(x, h-1) {
					base++
				}
			}
			if base < w/3 {
				t.Errorf("%dx%d %v: the base is %d dots wide, want %d at least", w, h, p, base, w/3)
			}
			if top > h/3 {
				t.Errorf("%dx%d %v: the top is on row %d of %d, want the upper third", w, h, p, top, h)
			}
		}
	}
}

// TestFigureCells: a cell of a drawn figure needs two colours at most
// (a character has a foreground and a background), and with a rim the
// fill never meets the square in one cell.
func TestFigureCells(t *testing.T) {
	for _, sz := range figureSizes() {
		for _, p := range pieceTypes {
			f := figureFor(p, sz[0], sz[1])
			for _, rim := range []bool{false, true} {
				for y := 0; y < sz[1]; y += 2 {
					for x := 0; x < sz[0]; x += 2 {
						kinds := map[int]bool{}
						for _, d := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
							kinds[f.dot(x+d[0], y+d[1], rim)] = true
						}
						if len(kinds) > 2 || rim && kinds[dotFill] && kinds[dotSquare] {
							t.Errorf("%v at %dx%d, rim %v: the cell at %d,%d shows %v", p, sz[0], sz[1], rim, x/2, y/2, kinds)
						}
					}
				}
			}
		}
	}
}

// TestFigures draws every figure at every size as it shows without
// colours, White hollow and Black solid; the golden file is the
// picture to look at (go test -run TestFigures -update).
func TestFigures(t *testing.T) {
	var b bytes.Buffer
	for _, sz := range figureSizes() {
		fmt.Fprintf(&b, "squares %dx%d\n", sz[0]/2+2, sz[1]/2)
		for r := range sz[1] / 2 {
			for _, white := range []bool{true, false} {
				for _, p := range pieceTypes {
					d := newDrawer()
					d.style = cellStyle{sqW: sz[0]/2 + 2, sqH: sz[1] / 2, mode: modeLarge}
					pc := rules.NewPiece(p, rules.Black)
					if white {
						pc = rules.NewPiece(p, rules.White)
					}
					b.WriteString(d.cell(cellKey{piece: pc, row: int8(r)}))
				}
			}
			b.WriteByte('\n')
		}
	}
	golden.RequireEqual(t, b.Bytes())
}
