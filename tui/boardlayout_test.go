package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// lines checks that a screen fits the terminal, and returns its lines.
func lines(t *testing.T, screen string, w, h int) []string {
	t.Helper()
	ls := strings.Split(screen, "\n")
	if len(ls) > max(h, 1) {
		t.Errorf("%dx%d: the screen has %d lines", w, h, len(ls))
	}
	for i, l := range ls {
		if n := ansi.StringWidth(l); n > max(w, 0) {
			t.Errorf("%dx%d: line %d is %d wide: %q", w, h, i, n, l)
		}
	}
	return ls
}

// TestBoardResize: the layout follows the terminal, to big squares and
// back, and each screen fills it exactly.
func TestBoardResize(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	m := still(t, tb, c, 80, 24, colorprofile.TrueColor)
	first := m.View().Content
	for _, size := range [][2]int{{120, 40}, {80, 24}, {100, 28}, {60, 20}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		ls := lines(t, m.View().Content, size[0], size[1])
		if len(ls) != size[1] {
			t.Errorf("%dx%d: %d lines, want the whole height", size[0], size[1], len(ls))
		}
		if !strings.Contains(ansi.Strip(m.View().Content), "1. White to move") {
			t.Errorf("%dx%d: no prompt", size[0], size[1])
		}
	}
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if big := ansi.Strip(m.View().Content); !strings.Contains(big, "    a        b    ") {
		t.Errorf("120x40 does not have squares of 9x4:\n%s", big)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if m.View().Content != first {
		t.Error("80x24 after 120x40 differs from 80x24 before")
	}
}

// TestBoardNarrow: a terminal too small for the board asks to be made
// bigger, keeps the input line, and never draws past its edges.
func TestBoardNarrow(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	if got := NewBoard(tb, c, false, nil).View().Content; got != "" {
		t.Errorf("before its size is known the view draws %q", got)
	}
	m := still(t, tb, c, 80, 24, colorprofile.Ascii)
	for _, size := range [][2]int{{0, 0}, {1, 1}, {2, 2}, {10, 3}, {40, 12}, {59, 24}, {80, 19}, {30, 60}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		ls := lines(t, plain(m), size[0], size[1])
		if size[0] >= 40 && size[1] >= 3 && !strings.Contains(ls[0], "Make the terminal at least 60 wide") {
			t.Errorf("%dx%d: got %q, want the size asked for", size[0], size[1], ls[0])
		}
	}
}

// TestBoardOrientation: Black sees h1 top left and a8 bottom right;
// White sees a8 top left. At 80x24 a square is 5 cells by 2 rows, its
// piece on the lower row.
func TestBoardOrientation(t *testing.T) {
	tb, wc, bc, _ := twoSeats(t, session.Config{})
	tb.Start()
	for _, tc := range []struct {
		c           *table.Client
		top, bottom string
	}{
		{wc, "8   r    n    b    q    k    b    n    r", "    a    b    c    d    e    f    g    h"},
		{bc, "1   R    N    B    K    Q    B    N    R", "    h    g    f    e    d    c    b    a"},
	} {
		ls := strings.Split(plain(still(t, tb, tc.c, 80, 24, colorprofile.Ascii)), "\n")
		if !strings.HasPrefix(ls[1], tc.top) || !strings.HasPrefix(ls[16], tc.bottom) {
			t.Errorf("%v: got\n%s\n%s\nwant\n%s\n%s", tc.c.Seat(), ls[1], ls[16], tc.top, tc.bottom)
		}
	}
}

// TestBoardPieces: glyphs where the terminal has colours, letters where
// it has none, and either when asked for.
func TestBoardPieces(t *testing.T) {
	for _, tc := range []struct {
		profile colorprofile.Profile
		pieces  Pieces
		want    string
	}{
		{colorprofile.TrueColor, PiecesAuto, "♚"},
		{colorprofile.ANSI, PiecesAuto, "♚"},
		{colorprofile.Ascii, PiecesAuto, " k "},
		{colorprofile.NoTTY, PiecesAuto, " k "},
		{colorprofile.TrueColor, PiecesLetters, " k "},
		{colorprofile.Ascii, PiecesGlyphs, "♚"},
	} {
		tb, c, _ := sit(t, session.Config{}, &memoryStore{})
		tb.Start()
		m := still(t, tb, c, 80, 24, tc.profile)
		m.SetPieces(tc.pieces)
		first := strings.Split(plain(m), "\n")[1] // the 8th rank's pieces
		if !strings.Contains(first, tc.want) {
			t.Errorf("%v, %v: got %q, want %q on the 8th rank", tc.profile, tc.pieces, first, tc.want)
		}
		lines(t, m.View().Content, 80, 24)
	}
}

// TestLayoutSizes: the biggest board that fits beside the panel, for the
// terminals players have.
func TestLayoutSizes(t *testing.T) {
	for _, tc := range []struct {
		w, h, sqW, sqH, panelW int
	}{
		{60, 20, 3, 1, 32},
		{80, 24, 5, 2, 36},
		{100, 28, 7, 3, 39},
		{120, 40, 9, 4, 43},
		{200, 60, 15, 7, 75},
		{80, 60, 5, 2, 36},   // narrow and tall: the panel keeps its 30 columns
		{250, 30, 7, 3, 189}, // wide and low
	} {
		l := layoutFor(tc.w, tc.h, 0)
		if l.sqW != tc.sqW || l.sqH != tc.sqH || l.panelW != tc.panelW {
			t.Errorf("%dx%d: got squares %dx%d and a panel %d wide, want %dx%d and %d", tc.w, tc.h, l.sqW, l.sqH, l.panelW, tc.sqW, tc.sqH, tc.panelW)
		}
		if l.boardH > l.rows || l.panelW < minPanel {
			t.Errorf("%dx%d: the board (%d rows) or the panel (%d) does not fit", tc.w, tc.h, l.boardH, l.panelW)
		}
	}
}

// TestBoardZoom: + and - make the squares a size bigger or smaller within
// the terminal, and say so at either end; with text typed they are
// typed, and Ctrl with them still zooms. A size chosen smaller stays
// when the terminal changes.
func TestBoardZoom(t *testing.T) {
	tb, c, _ := sit(t, session.Config{}, &memoryStore{})
	tb.Start()
	m := still(t, tb, c, 120, 40, colorprofile.Ascii)
	sqH := func() int { return layoutFor(m.width, m.height, m.zoom).sqH }
	key := func(r rune, mod tea.KeyMod) {
		text := string(r)
		if mod != 0 {
			text = ""
		}
		m.Update(tea.KeyPressMsg{Code: r, Text: text, Mod: mod})
	}
	if sqH() != 4 {
		t.Fatalf("120x40 starts with squares %d high, want 4", sqH())
	}
	key('+', 0)
	if sqH() != 4 || !strings.Contains(plain(m), "as big as this terminal allows") {
		t.Errorf("+ at the biggest: squares %d high, screen:\n%s", sqH(), plain(m))
	}
	for want := 3; want >= 1; want-- {
		key('-', 0)
		if sqH() != want || !strings.Contains(plain(m), fmt.Sprintf("Squares %d by %d cells.", squareW(want), want)) {
			t.Errorf("-: got squares %d high, want %d:\n%s", sqH(), want, plain(m))
		}
		lines(t, plain(m), 120, 40)
	}
	key('-', 0)
	if sqH() != 1 || !strings.Contains(plain(m), "as small") || m.hint != "The squares are as small as they go." {
		t.Errorf("- at the smallest: squares %d high", sqH())
	}
	key('+', 0) // 2
	m.Update(tea.WindowSizeMsg{Width: 200, Height: 60})
	if sqH() != 2 {
		t.Errorf("a bigger terminal changed the chosen squares to %d high, want 2", sqH())
	}
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	if sqH() != 1 {
		t.Errorf("60x20: squares %d high, want 1 (the most that fits)", sqH())
	}
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	key('e', 0)
	key('+', 0)
	if got := m.input.Value(); got != "e+" || sqH() != 2 {
		t.Errorf("+ after text: got input %q and squares %d high, want e+ typed", got, sqH())
	}
	key('=', tea.ModCtrl)
	if sqH() != 3 || m.input.Value() != "e+" {
		t.Errorf("ctrl+= with text: squares %d high, input %q", sqH(), m.input.Value())
	}
	key('+', tea.ModCtrl) // to the biggest: it follows the terminal again
	m.Update(tea.WindowSizeMsg{Width: 200, Height: 60})
	if sqH() != 7 {
		t.Errorf("zoomed to the biggest, then a bigger terminal: squares %d high, want 7", sqH())
	}
}

// TestBoardZoomInTheLanguage: the squares' size is said in the seat's
// language, its numbers in the sentence (it was "Polja 9 by 4 ćelija",
// the English "by" inside Croatian).
func TestBoardZoomInTheLanguage(t *testing.T) {
	for _, tt := range []struct {
		lang speech.Lang
		want string
	}{
		{speech.HR, "Polja: širina 7, visina 3."},
		{speech.SL, "Polja: širina 7, višina 3."},
		{speech.DE, "Felder: 7 Zellen breit, 3 hoch."},
	} {
		tb, c, _ := sit(t, session.Config{Book: speech.Phrasebook{Lang: tt.lang}}, &memoryStore{})
		tb.Start()
		m := still(t, tb, c, 120, 40, colorprofile.Ascii)
		m.Update(tea.KeyPressMsg{Code: '-', Text: "-"})
		if m.hint != tt.want || strings.Contains(m.hint, " by ") {
			t.Errorf("%s: - says %q, want %q", tt.lang, m.hint, tt.want)
		}
	}
}
