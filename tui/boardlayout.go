package tui

import "strconv"

// The smallest terminal the board view lays out; below it, a message and
// the input line (the game can still be played by typing).
const minWidth, minHeight = 60, 20

// minPanel is the narrowest panel beside the board: the clocks, the
// prompt and a move pair of the scoresheet fit, and the log wraps.
const minPanel = 30

// layout places the board view's parts on a terminal: the board with its
// coordinates on the left, the panel (clocks, prompt, scoresheet, log) on
// the right, the input line and the help line at the bottom.
type layout struct {
	sqW, sqH int // a square's size in cells
	boardW   int // the board with its rank numbers
	boardH   int // the board with its file letters
	gap      int // between the board and the panel
	panelW   int
	rows     int  // rows above the input line
	small    bool // too small for the board: the view asks for more room
	most     int  // the biggest square height that fits
}

// A square is 2h+1 cells wide and h high: about square in most fonts,
// with a middle column for a one-cell piece.
func squareW(h int) int { return 2*h + 1 }

func gapFor(h int) int {
	if h >= 3 {
		return 3
	}
	return 2
}

// mostSquare is the height of the biggest squares whose board fits the
// terminal with the panel beside it; 1 at least.
func mostSquare(w, h int) int {
	best := 1
	for sh := 2; ; sh++ {
		if 8*sh+1 > h-2 || 2+8*squareW(sh)+gapFor(sh)+minPanel > w {
			return best
		}
		best = sh
	}
}

// layoutFor lays the view out for a terminal w by h. zoom is the square
// height the player chose with + and -, 0 for the biggest that fits; a
// choice too big for the terminal gives the biggest.
func layoutFor(w, h, zoom int) layout {
	l := layout{rows: h - 2, small: w < minWidth || h < minHeight}
	l.most = mostSquare(w, h)
	l.sqH = l.most
	if zoom > 0 && zoom < l.most {
		l.sqH = zoom
	}
	l.sqW = squareW(l.sqH)
	l.gap = gapFor(l.sqH)
	l.boardW = 2 + 8*l.sqW
	l.boardH = 8*l.sqH + 1
	l.panelW = w - l.boardW - l.gap
	return l
}

// sizeText is a square's size for the player, its width and its height in
// cells, for the language's sentence (view-squares: "Squares 9 by 4
// cells.", Croatian "Polja: širina 9, visina 4.").
func sizeText(l layout) (width, height string) {
	return strconv.Itoa(l.sqW), strconv.Itoa(l.sqH)
}
