package cliline

import (
	"errors"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestSaidOrNot: a line is said when every part of it can be: a text of
// speech's spokenCLI, who says it known, a value spelled, a reason of
// anna's own; a text printed only, the system's words, an unknown speaker
// leave the whole line unsaid (printed only).
func TestSaidOrNot(t *testing.T) {
	const (
		unknownFlag speech.CLIText = "cli-unknown-flag"
		cannotRead  speech.CLIText = "cli-cannot-read"
	)
	b := speech.Phrasebook{}
	for _, tt := range []struct {
		name string
		err  error
		said bool
		text string
	}{
		{"a flag unknown", Anna(unknownFlag, "--levle"), true, "anna: --levle: no such flag (anna --help lists the flags)"},
		{"a value refused", Of(&Refusal{Name: "view", Value: "x", Reason: Choose("line", "board")}), true, `anna: --view "x": choose line or board`},
		{"a setting's value", &Refusal{Value: "x", Reason: Choose("a", "b", "c")}, true, `"x": choose a, b or c`},
		{"a text printed only", Anna(cannotRead, "g.pgn", errors.New("EOF")), false, ""},
		{"the system's words", Of(errors.New("permission denied")), false, ""},
		{"a reason not said", Of(&Refusal{Name: "pgn", Value: "x", Reason: errors.New("no")}), false, ""},
		{"who is not known", &Line{Who: "anna frob", Text: unknownFlag, Args: []any{"--x"}}, false, ""},
	} {
		p, ok := Said(b, tt.err)
		if ok != tt.said || p.Text() != tt.text {
			t.Errorf("%s: said %v %q, want %v %q", tt.name, ok, p.Text(), tt.said, tt.text)
		}
		if ok && p.Text() != InLang(b, tt.err) {
			t.Errorf("%s: said %q, printed %q", tt.name, p.Text(), InLang(b, tt.err))
		}
	}
}
