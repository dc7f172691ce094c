package tui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
)

// Theme is the board view's colours. A nil colour leaves the terminal's
// own: the default theme draws text in the colours the player chose for
// the terminal, and paints only the board. Under NO_COLOR no theme
// paints anything; the marks' shapes and the pieces' fill still tell
// everything apart.
type Theme struct {
	Name string
	// The screen around the board: its background and text. Bg nil
	// leaves the terminal's background, and every colour of text below
	// then falls back to the terminal's text colour.
	Bg, Text color.Color
	Heading  color.Color // names of the panel's parts, keys in the help
	Hint     color.Color // the input's placeholder, the keys' descriptions
	Accent   color.Color // the running clock, "new lines below"
	// Square is the light and the dark square.
	Square [2]color.Color
	// MarkBg is a marked square's background, light and dark (nil: the
	// square's own); MarkInk draws the mark's shape beside the piece.
	MarkBg  [markCount][2]color.Color
	MarkInk [markCount]color.Color
	// Pieces, White's then Black's. Fill is the figure; Edge, if set, a
	// rim one dot wide drawn round it, so that a figure close in colour
	// to its square keeps its outline. Ink draws the one-cell glyphs;
	// Solid says which side gets the filled glyphs (♚) and which the
	// hollow ones (♔).
	Fill  [2]color.Color
	Edge  [2]color.Color
	Ink   [2]color.Color
	Solid [2]bool
}

// Themes are the board view's themes, by name.
var Themes = []*Theme{defaultTheme, highContrastTheme, lightTheme}

// ParseTheme finds a theme by name.
func ParseTheme(name string) (*Theme, error) {
	for _, t := range Themes {
		if strings.EqualFold(name, t.Name) {
			return t, nil
		}
	}
	return nil, fmt.Errorf("tui: unknown theme %q", name)
}

func rgb(hex string) color.Color {
	v, err := strconv.ParseUint(strings.TrimPrefix(hex, "#"), 16, 32)
	if err != nil {
		panic("tui: bad colour " + hex)
	}
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

var (
	black = rgb("#000000")
	white = rgb("#ffffff")

	// defaultTheme keeps the terminal's own text colours (no grey text:
	// hints are told apart by place and weight) and the familiar brown
	// board; White's figures are white with a black rim, Black's black.
	defaultTheme = &Theme{
		Name:   "default",
		Square: [2]color.Color{rgb("#f0d9b5"), rgb("#b58863")},
		MarkBg: [markCount][2]color.Color{
			markLast:   {rgb("#e6e07a"), rgb("#b8ad3c")},
			markCheck:  {rgb("#f08a80"), rgb("#d96a60")},
			markFrom:   {rgb("#a8d37a"), rgb("#85b050")},
			markCursor: {rgb("#9cc4f0"), rgb("#6f9fd8")},
		},
		MarkInk: [markCount]color.Color{markLast: black, markCheck: black, markFrom: black, markCursor: black},
		Fill:    [2]color.Color{white, black},
		Edge:    [2]color.Color{black, nil},
		Ink:     [2]color.Color{black, black},
		Solid:   [2]bool{false, true},
	}

	// highContrastTheme is light on black: every text at least 7:1 on
	// the screen, every figure and mark at least 7:1 on its square.
	// White's figures are solid white; Black's are black with a white
	// rim (hollow to the eye), so no figure depends on its colour alone.
	highContrastTheme = &Theme{
		Name:    "high-contrast",
		Bg:      black,
		Text:    white,
		Heading: rgb("#ffff00"),
		Hint:    rgb("#d0d0d0"),
		Accent:  rgb("#00ffff"),
		Square:  [2]color.Color{rgb("#334455"), black},
		MarkBg: [markCount][2]color.Color{
			markCheck: {rgb("#a00000"), rgb("#a00000")},
		},
		MarkInk: [markCount]color.Color{markLast: rgb("#ffff00"), markCheck: white, markFrom: rgb("#80ff80"), markCursor: rgb("#00ffff")},
		Fill:    [2]color.Color{white, black},
		Edge:    [2]color.Color{nil, white},
		Ink:     [2]color.Color{white, white},
		Solid:   [2]bool{true, false},
	}

	// lightTheme is a printed diagram: black ink on white paper, the
	// dark squares a light blue-grey; White's figures white with a black
	// rim, Black's solid black. It meets the same 7:1 as high contrast.
	lightTheme = &Theme{
		Name:    "light",
		Bg:      white,
		Text:    black,
		Heading: rgb("#00307a"),
		Hint:    rgb("#404040"),
		Accent:  rgb("#8a0050"),
		Square:  [2]color.Color{rgb("#f4f4f4"), rgb("#b4c4d4")},
		MarkBg: [markCount][2]color.Color{
			markLast:   {rgb("#f6ee80"), rgb("#d8d070")},
			markCheck:  {rgb("#ffb0b0"), rgb("#f09090")},
			markFrom:   {rgb("#b8f0a0"), rgb("#98d080")},
			markCursor: {rgb("#a8d8ff"), rgb("#88b8f0")},
		},
		MarkInk: [markCount]color.Color{markLast: black, markCheck: black, markFrom: black, markCursor: black},
		Fill:    [2]color.Color{white, black},
		Edge:    [2]color.Color{black, nil},
		Ink:     [2]color.Color{black, black},
		Solid:   [2]bool{false, true},
	}
)

// squareBg is the background of a square: its own, or its mark's.
func (t *Theme) squareBg(light bool, mk mark) color.Color {
	shade := 1
	if light {
		shade = 0
	}
	if c := t.MarkBg[mk][shade]; c != nil {
		return c
	}
	return t.Square[shade]
}

// textColor is a colour of text on the screen, or the theme's text when
// unset.
func (t *Theme) textColor(c color.Color) color.Color {
	if c == nil || t.Bg == nil {
		return t.Text
	}
	return c
}

// luminance is a colour's relative luminance (WCAG 2).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the contrast ratio of two colours (WCAG 2), from 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// sgr is the escape sequence that sets a style from scratch: the
// foreground and background (nil: the terminal's own), and bold.
func sgr(fg, bg color.Color, bold bool) string {
	var b strings.Builder
	b.WriteString("\x1b[0")
	if bold {
		b.WriteString(";1")
	}
	if fg != nil {
		r, g, bl, _ := fg.RGBA()
		fmt.Fprintf(&b, ";38;2;%d;%d;%d", r>>8, g>>8, bl>>8)
	}
	if bg != nil {
		r, g, bl, _ := bg.RGBA()
		fmt.Fprintf(&b, ";48;2;%d;%d;%d", r>>8, g>>8, bl>>8)
	}
	b.WriteByte('m')
	return b.String()
}

const sgrReset = "\x1b[m"

// fgStyle is a lipgloss style in a colour of the theme's text (none in
// the default theme: the terminal's own).
func (t *Theme) fgStyle(c color.Color) lipgloss.Style {
	s := lipgloss.NewStyle()
	if c = t.textColor(c); c != nil {
		s = s.Foreground(c)
	}
	return s
}

// inputStyles are the input line's styles in a theme: no grey text; the
// placeholder is told apart by italics.
func inputStyles(t *Theme) textinput.Styles {
	st := textinput.StyleState{
		Text:        t.fgStyle(t.Text),
		Placeholder: t.fgStyle(t.Hint).Italic(true),
		Suggestion:  t.fgStyle(t.Hint).Italic(true),
		Prompt:      t.fgStyle(t.Heading).Bold(true),
	}
	s := textinput.Styles{Focused: st, Blurred: st}
	s.Cursor = textinput.CursorStyle{Color: t.textColor(t.Accent), Shape: tea.CursorBlock, Blink: true}
	return s
}

// helpStyles are the help line's styles in a theme: keys in bold.
func helpStyles(t *Theme) help.Styles {
	key, desc := t.fgStyle(t.Heading).Bold(true), t.fgStyle(t.Hint)
	return help.Styles{ShortKey: key, ShortDesc: desc, ShortSeparator: desc, Ellipsis: desc,
		FullKey: key, FullDesc: desc, FullSeparator: desc}
}
