// Package brailletest reads a braille scoresheet back, as a braille reader
// would, for the tests: the moves, by the signs of the braille chess code
// (docs/braille.md), played by the rules from the game's first position.
// It shares no code with the writer, so that a sign written wrong is read
// wrong.
package brailletest

import (
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// cell is a six-dot cell, dot n as bit n-1.
type cell uint8

func dots(ns ...int) cell {
	var c cell
	for _, n := range ns {
		c |= 1 << (n - 1)
	}
	return c
}

// The signs, from the table in docs/braille.md.
var (
	fileOf  = map[cell]int{}
	digitOf = map[cell]int{}
	pieceOf = map[cell]rules.PieceType{
		dots(1, 3): rules.King, dots(1, 2, 3, 4, 5): rules.Queen, dots(1, 2, 3, 5): rules.Rook,
		dots(1, 2, 3): rules.Bishop, dots(2, 3, 4): rules.Knight,
	}
	capture, check, captureCheck = dots(5, 6), dots(4, 5), dots(4, 5, 6)
	abbreviation                 = dots(3, 4, 5)
	mateLetter                   = dots(1, 3, 4)
	hyphen                       = dots(3, 6)
	numberSign                   = dots(3, 4, 5, 6)
)

func init() {
	for i, c := range []cell{dots(1), dots(1, 2), dots(1, 4), dots(1, 4, 5), dots(1, 5), dots(1, 2, 4), dots(1, 2, 4, 5), dots(1, 2, 5)} {
		fileOf[c] = i
	}
	for i, c := range []cell{dots(3, 5, 6), dots(2), dots(2, 3), dots(2, 5), dots(2, 5, 6), dots(2, 6), dots(2, 3, 5), dots(2, 3, 5, 6), dots(2, 3, 6), dots(3, 5)} {
		digitOf[c] = i
	}
}

// brf is North American Braille ASCII, indexed by dots.
const brf = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="

// cells reads a line of BRF or of Unicode braille.
func cells(s string) ([]cell, error) {
	var out []cell
	for _, r := range s {
		switch {
		case r >= 0x2800 && r <= 0x283F:
			out = append(out, cell(r-0x2800))
		case r == ' ':
			out = append(out, 0)
		default:
			i := strings.IndexRune(brf, r)
			if r >= 'a' && r <= 'z' {
				i = strings.IndexRune(brf, r-'a'+'A')
			}
			if i < 0 {
				return nil, fmt.Errorf("%q is not a braille character", r)
			}
			out = append(out, cell(i))
		}
	}
	return out, nil
}

// Pages splits a scoresheet into its pages' lines, without the page
// numbers, and checks each number: page n ends with a line whose last
// cells are a number sign and n.
func Pages(doc string) ([][][]cell, error) {
	doc = strings.ReplaceAll(doc, "\r\n", "\n")
	paged := strings.Contains(doc, "\f")
	raw := strings.Split(doc, "\f")
	if paged && raw[len(raw)-1] == "" {
		raw = raw[:len(raw)-1]
	}
	var pages [][][]cell
	for i, p := range raw {
		lines := strings.Split(strings.TrimSuffix(p, "\n"), "\n")
		var page [][]cell
		for _, l := range lines {
			c, err := cells(l)
			if err != nil {
				return nil, fmt.Errorf("page %d: %w", i+1, err)
			}
			page = append(page, c)
		}
		if paged {
			num := page[len(page)-1]
			if want := pageNumber(i + 1); !hasSuffix(num, want) {
				return nil, fmt.Errorf("page %d ends with %v, not its number", i+1, num)
			}
			page = page[:len(page)-1]
		}
		pages = append(pages, page)
	}
	return pages, nil
}

func pageNumber(n int) []cell {
	upper := []cell{dots(2, 4, 5), dots(1), dots(1, 2), dots(1, 4), dots(1, 4, 5), dots(1, 5), dots(1, 2, 4), dots(1, 2, 4, 5), dots(1, 2, 5), dots(2, 4)}
	var ds []cell
	for ; n > 0; n /= 10 {
		ds = append([]cell{upper[n%10]}, ds...)
	}
	return append([]cell{numberSign}, ds...)
}

func hasSuffix(l, s []cell) bool {
	if len(l) < len(s) {
		return false
	}
	for i := range s {
		if l[len(l)-len(s)+i] != s[i] {
			return false
		}
	}
	return true
}
