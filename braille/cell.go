// Package braille writes a game in braille: the moves in the braille chess
// code (UKAAF Braille Chess Code and Layout, 2015), the board as a braille
// diagram, the headers and notes in the game's language through liblouis,
// laid out in pages for an embosser (BRF) or as Unicode braille for a
// braille display (docs/braille.md).
package braille

import (
	"fmt"
	"strings"
)

// Cell is one six-dot braille cell: dot n is bit n-1 (dot 1 is 1, dot 6
// is 32), as in Unicode's braille patterns. The zero Cell is a blank.
type Cell uint8

// Dots builds a cell from its dot numbers: Dots(1, 2, 3) is ⠇.
func Dots(ns ...int) Cell {
	var c Cell
	for _, n := range ns {
		c |= 1 << (n - 1)
	}
	return c
}

// String names the cell's dots, "dots 1-2-3", or "blank".
func (c Cell) String() string {
	var ns []string
	for n := 1; n <= 6; n++ {
		if c&(1<<(n-1)) != 0 {
			ns = append(ns, fmt.Sprint(n))
		}
	}
	if len(ns) == 0 {
		return "blank"
	}
	return "dots " + strings.Join(ns, "-")
}

// Unicode is the cell as a Unicode braille pattern (U+2800 to U+283F).
func (c Cell) Unicode() rune { return 0x2800 + rune(c&63) }

// brfChars is North American Braille ASCII, the code of BRF files: the
// character of each cell, indexed by its dots.
const brfChars = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="

// BRF is the cell as a character of a BRF file.
func (c Cell) BRF() byte { return brfChars[c&63] }

// Line is one line of braille.
type Line []Cell

// Unicode writes the line in Unicode braille, blanks as spaces (which a
// screen reader and a braille display take as blank cells).
func (l Line) Unicode() string {
	var sb strings.Builder
	for _, c := range l {
		if c == 0 {
			sb.WriteByte(' ')
			continue
		}
		sb.WriteRune(c.Unicode())
	}
	return sb.String()
}

// BRF writes the line in North American Braille ASCII.
func (l Line) BRF() string {
	b := make([]byte, len(l))
	for i, c := range l {
		b[i] = c.BRF()
	}
	return string(b)
}

// ParseUnicode reads Unicode braille; a space and U+2800 are blanks.
// Dots 7 and 8, which a six-dot page cannot hold, are dropped.
func ParseUnicode(s string) (Line, error) {
	var l Line
	for _, r := range s {
		switch {
		case r == ' ':
			l = append(l, 0)
		case r >= 0x2800 && r <= 0x28FF:
			l = append(l, Cell(r-0x2800)&63)
		default:
			return nil, fmt.Errorf("braille: %q is not a braille cell", r)
		}
	}
	return l, nil
}

// brfCells is brfChars read the other way; lower-case letters are the
// upper-case ones, as BRF readers take them.
var brfCells = func() map[byte]Cell {
	m := map[byte]Cell{}
	for i := 0; i < len(brfChars); i++ {
		m[brfChars[i]] = Cell(i)
		if c := brfChars[i]; c >= 'A' && c <= 'Z' {
			m[c+'a'-'A'] = Cell(i)
		}
	}
	m['`'] = m['@'] // the lower-case forms of @ [ \ ] ^ _ in Braille ASCII
	m['{'], m['|'], m['}'], m['~'], m[0x7f] = m['['], m['\\'], m[']'], m['^'], m['_']
	return m
}()

// ParseBRF reads one line of a BRF file.
func ParseBRF(s string) (Line, error) {
	l := make(Line, 0, len(s))
	for i := 0; i < len(s); i++ {
		c, ok := brfCells[s[i]]
		if !ok {
			return nil, fmt.Errorf("braille: %q is not a character of Braille ASCII", s[i])
		}
		l = append(l, c)
	}
	return l, nil
}

// trimRight drops blanks at the end of a line.
func trimRight(l Line) Line {
	for len(l) > 0 && l[len(l)-1] == 0 {
		l = l[:len(l)-1]
	}
	return l
}
