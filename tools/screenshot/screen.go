package main

import (
	"image/color"
	"strconv"

	"github.com/hinshun/vt10x"
)

// cell is one character cell of a captured screen.
type cell struct {
	text                    string // "" for the second half of a wide character
	fg, bg                  color.Color
	bold, faint, under, rev bool
	italic                  bool
	wide                    bool
}

// screen is a captured terminal screen: rows of cells, and where the
// cursor stood (-1 when hidden).
type screen struct {
	w, h     int
	cells    [][]cell
	cursorX  int
	cursorY  int
	defaults [2]color.Color // the terminal's text and background
}

// fromTerminal reads the screen of a terminal emulator. vt10x keeps an
// RGB colour as r<<16|g<<8|b, the 256 indexed colours as their index, and
// the defaults above 1<<24: an RGB colour below #000100 (pure blues
// darker than that) reads as an indexed one; black stays black.
func fromTerminal(term vt10x.Terminal, fg, bg color.Color) *screen {
	term.Lock()
	defer term.Unlock()
	w, h := term.Size()
	sc := &screen{w: w, h: h, cursorX: -1, cursorY: -1, defaults: [2]color.Color{fg, bg}}
	sc.cells = make([][]cell, h)
	for y := range h {
		sc.cells[y] = make([]cell, w)
		for x := range w {
			g := term.Cell(x, y)
			if g.Mode&vtBold != 0 && g.FG >= 8 && g.FG < 16 {
				// vt10x shows bold text in the bright colours (as old
				// xterms did), and black as r<<16|g<<8|b is colour 0:
				// bold black text would come out grey. Programs here
				// give colours as RGB, which terminals show as given.
				g.FG -= 8
			}
			c := cell{text: string(g.Char), fg: vtColor(g.FG), bg: vtColor(g.BG),
				rev: g.Mode&vtReverse != 0, under: g.Mode&vtUnderline != 0, bold: g.Mode&vtBold != 0, italic: g.Mode&vtItalic != 0}
			if g.Char == 0 {
				c.text = " "
			}
			sc.cells[y][x] = c
		}
	}
	if term.CursorVisible() {
		c := term.Cursor()
		sc.cursorX, sc.cursorY = c.X, c.Y
	}
	return sc
}

// vt10x's attribute bits (unexported there).
const (
	vtReverse = 1 << iota
	vtUnderline
	vtBold
	vtGfx
	vtItalic
)

func vtColor(c vt10x.Color) color.Color {
	switch {
	case c >= vt10x.DefaultFG:
		return nil
	case c < 256:
		return ansiColor(int(c))
	}
	return color.RGBA{uint8(c >> 16), uint8(c >> 8), uint8(c), 0xff}
}

// xterm's palette for the 16 ANSI colours.
var palette16 = [16]string{"000000", "cd0000", "00cd00", "cdcd00", "0000ee", "cd00cd", "00cdcd", "e5e5e5",
	"7f7f7f", "ff0000", "00ff00", "ffff00", "5c5cff", "ff00ff", "00ffff", "ffffff"}

// ansiColor is one of the 256 indexed colours, as xterm shows them.
func ansiColor(n int) color.Color {
	switch {
	case n < 16:
		v, _ := strconv.ParseUint(palette16[n], 16, 32)
		return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
	case n < 232:
		n -= 16
		level := func(i int) uint8 {
			if i == 0 {
				return 0
			}
			return uint8(55 + 40*i)
		}
		return color.RGBA{level(n / 36), level(n / 6 % 6), level(n % 6), 0xff}
	case n < 256:
		g := uint8(8 + 10*(n-232))
		return color.RGBA{g, g, g, 0xff}
	}
	return nil
}

// colours is what a cell shows: its text's colour and its background,
// after reverse video and the terminal's defaults.
func (sc *screen) colours(c cell) (fg, bg color.Color) {
	fg, bg = c.fg, c.bg
	if fg == nil {
		fg = sc.defaults[0]
	}
	if bg == nil {
		bg = sc.defaults[1]
	}
	if c.rev {
		fg, bg = bg, fg
	}
	if c.faint {
		fg = mix(fg, bg, 0.5)
	}
	return fg, bg
}

// mix is a between b and a: t=1 gives a.
func mix(a, b color.Color, t float64) color.Color {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	f := func(x, y uint32) uint8 { return uint8((float64(x)*t + float64(y)*(1-t)) / 257) }
	return color.RGBA{f(ar, br), f(ag, bg), f(ab, bb), 0xff}
}
