package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/colorprofile"
)

// Pieces is how the board view draws pieces.
type Pieces int8

const (
	// PiecesAuto draws large figures on squares of 9x4 cells and more;
	// on smaller ones chess glyphs when the terminal shows colours, and
	// letters when it does not (NO_COLOR, a dumb terminal): without the
	// squares' colours, K and k read more surely than two glyphs that
	// differ by a hollow.
	PiecesAuto Pieces = iota
	// PiecesGlyphs draws one-cell glyphs, ♔♕♖♗♘♙ and ♚♛♜♝♞♟.
	PiecesGlyphs
	// PiecesLetters draws K Q R B N P for White and k q r b n p for Black.
	PiecesLetters
	// PiecesLarge draws large figures from the smallest squares that
	// hold one, 7x3 cells; on smaller ones as PiecesAuto.
	PiecesLarge
)

// pieceNames are the names of --pieces, in the order of the constants.
var pieceNames = []string{"auto", "glyphs", "letters", "large"}

// ParsePieces reads a name of how pieces are drawn.
func ParsePieces(s string) (Pieces, error) {
	for i, n := range pieceNames {
		if strings.EqualFold(s, n) {
			return Pieces(i), nil
		}
	}
	return PiecesAuto, fmt.Errorf("tui: unknown way to draw pieces %q", s)
}

// pieceMode is how pieces are drawn on squares of the layout.
func (m *Board) pieceMode(l layout) pieceMode {
	switch {
	case m.pieces == PiecesAuto && l.sqH >= 4, m.pieces == PiecesLarge && l.sqH >= 3:
		return modeLarge
	case m.pieces == PiecesLetters:
		return modeLetters
	case m.pieces == PiecesGlyphs, m.colored():
		return modeGlyphs
	}
	return modeLetters
}

// colored reports whether the terminal shows colours.
func (m *Board) colored() bool { return m.profile > colorprofile.Ascii }
