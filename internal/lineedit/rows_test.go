package lineedit

import (
	"slices"
	"testing"
)

// TestRowsKeepNames: a line wider than the terminal is broken at its
// spaces, never at a no-break space, which joins the words of a name and
// is written as a space; a width unknown leaves the lines whole.
func TestRowsKeepNames(t *testing.T) {
	const nb = "\u00a0"
	tests := []struct {
		cols int
		line string
		want []string
	}{
		{30, "White: Turm Anna" + nb + "eins, Laeufer" + nb + "Cesar" + nb + "eins, Bella" + nb + "drei", []string{"White: Turm Anna eins,", "Laeufer Cesar eins, Bella drei"}},
		{25, "Moves: 1." + nb + "Bauer" + nb + "Eva" + nb + "vier, Bauer" + nb + "Eva" + nb + "fuenf.", []string{"Moves: 1. Bauer Eva vier,", "Bauer Eva fuenf."}},
		{80, "short" + nb + "line", []string{"short line"}},
		{0, "a" + nb + "b c", []string{"a b c"}},
		{5, "Laeufer" + nb + "Cesar", []string{"Laeuf", "er Ce", "sar"}}, // a name wider than the terminal is cut where the terminal would
	}
	for _, tt := range tests {
		if got := Rows(tt.cols, tt.line); !slices.Equal(got, tt.want) {
			t.Errorf("Rows(%d, %q) = %q, want %q", tt.cols, tt.line, got, tt.want)
		}
	}
}
