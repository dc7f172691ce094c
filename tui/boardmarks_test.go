package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
)

// squareRows is the text of a square's rows on the view's plain screen.
func squareRows(t *testing.T, m *Board, sq rules.Square) []string {
	t.Helper()
	l := layoutFor(m.width, m.height, m.zoom)
	ls := strings.Split(plain(m), "\n")
	col, row := int(sq.File()), 7-int(sq.Rank())
	if m.pic.FromBlack {
		col, row = 7-col, int(sq.Rank())
	}
	x := 2 + col*l.sqW
	var out []string
	for r := range l.sqH {
		rs := []rune(ls[row*l.sqH+r])
		out = append(out, string(rs[x:x+l.sqW]))
	}
	return out
}

// marked sets up 1. e4 e5 2. Qh5 Nc6 3. Qxf7+: the last move from h5 to
// f7, Black's king in check on e8; then the cursor picks the queen on d8
// and stands on c8.
func marked(t *testing.T, w, h int, p colorprofile.Profile) *Board {
	t.Helper()
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	for _, mv := range []string{"e4", "e5", "Qh5", "Nc6", "Qxf7+"} {
		c.Do(mv)
	}
	m := still(t, tb, c, w, h, p)
	for _, k := range []rune{tea.KeyUp, tea.KeyLeft, tea.KeyEnter, tea.KeyLeft} {
		m.Update(tea.KeyPressMsg{Code: k})
	}
	return m
}

// TestBoardMarks: the last move, check, the piece picked and the cursor
// are drawn as shapes beside the piece, at every square size, with
// colours and without.
func TestBoardMarks(t *testing.T) {
	want := map[string]mark{"h5": markLast, "f7": markLast, "e8": markCheck, "d8": markFrom, "c8": markCursor, "a1": markNone}
	for _, size := range [][2]int{{60, 20}, {80, 24}, {120, 40}, {200, 60}} {
		for _, p := range []colorprofile.Profile{colorprofile.Ascii, colorprofile.TrueColor} {
			m := marked(t, size[0], size[1], p)
			l := layoutFor(size[0], size[1], 0)
			for sq, mk := range want {
				for r, row := range squareRows(t, m, rules.ParseSquare(sq)) {
					rs := []rune(row)
					left, right := markChars(mk, r, l.sqH)
					if got := string(rs[0]) + string(rs[len(rs)-1]); got != left+right {
						t.Errorf("%dx%d %v: %s row %d: got %q, want the marks %q", size[0], size[1], p, sq, r, row, left+right)
					}
				}
			}
		}
	}
}

// TestBoardPieceModes: large figures on squares of 9x4 and more (7x3
// with --pieces large), glyphs or letters on smaller ones, letters and
// glyphs when asked for.
func TestBoardPieceModes(t *testing.T) {
	for _, tc := range []struct {
		w, h   int
		pieces Pieces
		want   pieceMode
	}{
		{120, 40, PiecesAuto, modeLarge},
		{100, 28, PiecesAuto, modeGlyphs},
		{100, 28, PiecesLarge, modeLarge},
		{80, 24, PiecesLarge, modeGlyphs},
		{200, 60, PiecesGlyphs, modeGlyphs},
		{200, 60, PiecesLetters, modeLetters},
	} {
		m := marked(t, tc.w, tc.h, colorprofile.TrueColor)
		m.SetPieces(tc.pieces)
		l := layoutFor(tc.w, tc.h, 0)
		if got := m.pieceMode(l); got != tc.want {
			t.Errorf("%dx%d %v: got mode %v, want %v", tc.w, tc.h, tc.pieces, got, tc.want)
		}
		king := strings.Join(squareRows(t, m, rules.ParseSquare("e1")), "\n")
		glyph := strings.ContainsAny(king, "♔♚")
		letter := strings.Contains(king, "K")
		figure := strings.ContainsAny(king, "▘▝▖▗▀▄▌▐▚▞▛▜▙▟█") || strings.Count(king, " ") < len(king)/2 && !glyph && !letter
		if glyph != (tc.want == modeGlyphs) || letter != (tc.want == modeLetters) || figure != (tc.want == modeLarge) {
			t.Errorf("%dx%d %v: the king is drawn\n%s", tc.w, tc.h, tc.pieces, king)
		}
	}
	if p, err := ParsePieces("LARGE"); err != nil || p != PiecesLarge {
		t.Errorf("ParsePieces(LARGE): got %v, %v", p, err)
	}
	if _, err := ParsePieces("huge"); err == nil {
		t.Error("ParsePieces(huge): no error")
	}
}

// TestBoardLarge is the board at 120x40 with large pieces and every mark,
// as the screen shows it without colours and with them (the characters;
// the colours are in TestThemeContrast). go test -run TestBoardLarge
// -update writes the goldens.
func TestBoardLarge(t *testing.T) {
	for _, p := range []colorprofile.Profile{colorprofile.Ascii, colorprofile.TrueColor} {
		t.Run(fmt.Sprint(p), func(t *testing.T) {
			golden.RequireEqual(t, plain(marked(t, 120, 40, p)))
		})
	}
}

// TestBoardFillsTheScreen: in a painted theme every line is as wide as
// the terminal (no cell keeps the terminal's own background), in every
// theme none is wider.
func TestBoardFillsTheScreen(t *testing.T) {
	for _, th := range Themes {
		for _, size := range [][2]int{{60, 20}, {80, 24}, {100, 28}, {120, 40}, {200, 60}} {
			m := marked(t, size[0], size[1], colorprofile.TrueColor)
			m.SetTheme(th)
			m.addLog(strings.Repeat("a long answer that wraps in the panel ", 8))
			for i, line := range lines(t, m.View().Content, size[0], size[1]) {
				if th.Bg != nil && ansiWidth(line) != size[0] {
					t.Errorf("%s %dx%d: line %d is %d wide, want %d", th.Name, size[0], size[1], i, ansiWidth(line), size[0])
				}
			}
		}
	}
}

func ansiWidth(s string) int { return ansi.StringWidth(s) }
