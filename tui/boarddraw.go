package tui

import (
	"image/color"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// mark is what a square is highlighted for; the higher wins.
type mark int8

const (
	markNone  mark = iota
	markLast       // the last move's from- or to-square
	markCheck      // the king in check
	markFrom       // the square picked with the cursor
	markCursor
	markCount
)

// pieceMode is how pieces are drawn on the board now.
type pieceMode int8

const (
	modeLetters pieceMode = iota // K, k
	modeGlyphs                   // ♔, ♚
	modeLarge                    // figures filling the square
)

// cellKey names one drawn row of one square.
type cellKey struct {
	piece rules.Piece
	light bool
	mark  mark
	row   int8
}

// cellStyle is how squares are drawn; a change empties the cache.
type cellStyle struct {
	sqW, sqH int
	mode     pieceMode
	colored  bool
	theme    *Theme
}

// boardKey is everything the drawn board depends on.
type boardKey struct {
	board     [64]rules.Piece
	fromBlack bool
	marks     [64]mark
	style     cellStyle
}

// drawer draws the board and keeps what it drew: the board is drawn again
// only when something on it changed, and each kind of square row once.
type drawer struct {
	cells map[cellKey]string
	style cellStyle
	last  boardKey
	lines []string
}

func newDrawer() *drawer { return &drawer{cells: map[cellKey]string{}} }

var (
	hollowGlyphs = [7]string{"", "♔", "♕", "♖", "♗", "♘", "♙"}
	solidGlyphs  = [7]string{"", "♚", "♛", "♜", "♝", "♞", "♟"}
	letterRunes  = [2][7]string{{"", "K", "Q", "R", "B", "N", "P"}, {"", "k", "q", "r", "b", "n", "p"}}
	// On one-row squares the marks are brackets round the piece.
	markEdges = [...][2]string{markNone: {" ", " "}, markLast: {"(", ")"}, markCheck: {"+", "+"},
		markFrom: {"<", ">"}, markCursor: {"[", "]"}}
)

// side is 0 for White's pieces, 1 for Black's.
func side(p rules.Piece) int {
	if p.Color() == rules.Black {
		return 1
	}
	return 0
}

// markChars are a mark's shape in the square's left and right column, on
// one row of a square sqH rows high: brackets for the cursor, bars for
// the piece picked, corners for the last move, crosses for check; so
// that a mark never depends on its colour.
func markChars(mk mark, row, sqH int) (string, string) {
	if sqH == 1 || mk == markNone {
		e := markEdges[mk]
		return e[0], e[1]
	}
	top, bottom := row == 0, row == sqH-1
	switch mk {
	case markCursor:
		switch {
		case top:
			return "┏", "┓"
		case bottom:
			return "┗", "┛"
		}
		return "┃", "┃"
	case markFrom:
		return "▌", "▐"
	case markLast:
		switch {
		case top:
			return "╭", "╮"
		case bottom:
			return "╰", "╯"
		}
	case markCheck:
		return "+", "+"
	}
	return " ", " "
}

// pen writes characters in colours, with a new escape sequence only when
// the colours change; without colours it writes the characters alone.
type pen struct {
	b       *strings.Builder
	on      bool
	fg, bg  color.Color
	bold    bool
	started bool
}

func (p *pen) write(s string, fg, bg color.Color, bold bool) {
	if p.on {
		if s == " " && p.started && bg == p.bg {
			fg, bold = p.fg, p.bold // a space shows only its background
		}
		if !p.started || fg != p.fg || bg != p.bg || bold != p.bold {
			p.b.WriteString(sgr(fg, bg, bold))
			p.fg, p.bg, p.bold, p.started = fg, bg, bold, true
		}
	}
	p.b.WriteString(s)
}

// cell draws one row of one square, sqW cells wide: the mark's columns
// left and right, the piece (or its part) between.
func (d *drawer) cell(k cellKey) string {
	if s, ok := d.cells[k]; ok {
		return s
	}
	st := d.style
	var b strings.Builder
	p := pen{b: &b, on: st.colored}
	var bg, ink color.Color
	if st.colored {
		bg, ink = st.theme.squareBg(k.light, k.mark), st.theme.MarkInk[k.mark]
	}
	left, right := markChars(k.mark, int(k.row), st.sqH)
	p.write(left, ink, bg, true)
	switch {
	case st.mode == modeLarge && k.piece != rules.NoPiece:
		d.figureRow(&p, k, bg)
	default:
		d.glyphRow(&p, k, bg)
	}
	p.write(right, ink, bg, true)
	s := b.String()
	d.cells[k] = s
	return s
}

// glyphRow is a square's row with a one-cell piece: the piece in the
// middle of the middle row.
func (d *drawer) glyphRow(p *pen, k cellKey, bg color.Color) {
	st := d.style
	inner := st.sqW - 2
	if int(k.row) != st.sqH/2 {
		p.write(strings.Repeat(" ", inner), nil, bg, false)
		return
	}
	pad := strings.Repeat(" ", (inner-1)/2)
	p.write(pad, nil, bg, false)
	var fg color.Color
	text := " "
	switch {
	case k.piece == rules.NoPiece:
		if !st.colored {
			text = "." // without the squares' colours, an empty square shows
		}
	case st.mode == modeLetters:
		text = letterRunes[side(k.piece)][k.piece.Type()]
	default:
		// Without colours as Unicode has it: ♔ White, ♚ Black; a theme
		// may fill White's instead (light ink on dark squares).
		text = hollowGlyphs[k.piece.Type()]
		if side(k.piece) == 1 && !st.colored || st.colored && st.theme.Solid[side(k.piece)] {
			text = solidGlyphs[k.piece.Type()]
		}
	}
	if st.colored && k.piece != rules.NoPiece {
		fg = st.theme.Ink[side(k.piece)]
	}
	p.write(text, fg, bg, k.piece != rules.NoPiece)
	p.write(pad, nil, bg, false)
}

// figureRow is a square's row with a large piece: two dots of the figure
// across and two down in each cell. A side whose theme has an edge (or,
// without colours, White) gets the rim round its silhouette.
func (d *drawer) figureRow(p *pen, k cellKey, bg color.Color) {
	st := d.style
	fw := st.sqW - 2
	f := figureFor(k.piece.Type(), 2*fw, 2*st.sqH)
	s := side(k.piece)
	rim := s == 0
	var colours [3]color.Color
	if st.colored {
		t := st.theme
		rim = t.Edge[s] != nil
		colours = [3]color.Color{dotSquare: bg, dotEdge: t.Edge[s], dotFill: t.Fill[s]}
	}
	// Without colours the ink is the rim for White (a hollow figure, as
	// ♔) and the silhouette for Black (a solid one, as ♚).
	ink := dotFill
	if !st.colored && s == 0 {
		ink = dotEdge
	}
	y := 2 * int(k.row)
	for c := range fw {
		x := 2 * c
		kinds := [4]int{f.dot(x, y, rim), f.dot(x+1, y, rim), f.dot(x, y+1, rim), f.dot(x+1, y+1, rim)}
		if !st.colored {
			bits := 0
			for i, kd := range kinds {
				if kd == ink {
					bits |= 8 >> i
				}
			}
			p.write(quadrants[bits], nil, nil, false)
			continue
		}
		hi, lo := kinds[0], kinds[0]
		for _, kd := range kinds[1:] {
			hi, lo = max(hi, kd), min(lo, kd)
		}
		if hi == lo {
			p.write(" ", nil, colours[hi], false)
			continue
		}
		bits := 0
		for i, kd := range kinds {
			if kd == hi {
				bits |= 8 >> i
			}
		}
		p.write(quadrants[bits], colours[hi], colours[lo], false)
	}
}

// board draws the board from the player's side, with rank numbers on the
// left and file letters below: boardW cells wide, 8*sqH+1 rows. label is
// the style of the coordinates (an escape sequence, or "").
func (d *drawer) board(k boardKey, label string) []string {
	if k.style != d.style {
		d.style, d.cells = k.style, map[cellKey]string{}
	} else if k == d.last && d.lines != nil {
		return d.lines
	}
	d.last = k
	sqW, sqH := k.style.sqW, k.style.sqH
	lines := make([]string, 0, 8*sqH+1)
	var b strings.Builder
	for row := range 8 {
		rank := 7 - row
		if k.fromBlack {
			rank = row
		}
		for sub := range sqH {
			b.Reset()
			b.WriteString(label)
			if sub == sqH/2 {
				b.WriteByte(byte('1' + rank))
				b.WriteByte(' ')
			} else {
				b.WriteString("  ")
			}
			for col := range 8 {
				file := col
				if k.fromBlack {
					file = 7 - col
				}
				sq := rules.SquareAt(rules.File(file), rules.Rank(rank))
				b.WriteString(d.cell(cellKey{piece: k.board[sq], light: rules.IsLight(sq), mark: k.marks[sq], row: int8(sub)}))
			}
			if label != "" || k.style.colored {
				b.WriteString(sgrReset)
			}
			lines = append(lines, b.String())
		}
	}
	b.Reset()
	b.WriteString(label)
	b.WriteString("  ")
	pad := strings.Repeat(" ", (sqW-1)/2)
	for col := range 8 {
		file := col
		if k.fromBlack {
			file = 7 - col
		}
		b.WriteString(pad)
		b.WriteByte(byte('a' + file))
		b.WriteString(pad)
	}
	if label != "" {
		b.WriteString(sgrReset)
	}
	d.lines = append(lines, b.String())
	return d.lines
}

// boardKey gathers what the board shows now.
func (m *Board) boardKey(l layout) boardKey {
	k := boardKey{board: m.pic.Board, fromBlack: m.pic.FromBlack,
		style: cellStyle{sqW: l.sqW, sqH: l.sqH, mode: m.pieceMode(l), colored: m.colored(), theme: m.theme}}
	put := func(sq rules.Square, mk mark) {
		if sq >= 0 && sq < 64 && mk > k.marks[sq] {
			k.marks[sq] = mk
		}
	}
	put(m.pic.LastFrom, markLast)
	put(m.pic.LastTo, markLast)
	if m.pic.InCheck {
		king := rules.NewPiece(rules.King, toMove(&m.pic))
		for sq, p := range m.pic.Board {
			if p == king {
				put(rules.Square(sq), markCheck)
			}
		}
	}
	put(m.pick.from, markFrom)
	if m.pick.on {
		put(m.pick.at, markCursor)
	}
	return k
}
