package main

import (
	"strings"
	"testing"
)

// TestConfirmFlag: a script offers and accepts draws without a question, as
// issue 2 specified, unless --confirm asks for one; --confirm=false turns
// the question off.
func TestConfirmFlag(t *testing.T) {
	const question = "Do you really offer a draw? Type yes to confirm."
	input := "e4\ne5\ndraw\nyes\n"
	for _, c := range []struct {
		args []string
		ask  bool
	}{
		{nil, false},
		{[]string{"--confirm"}, true},
		{[]string{"--confirm=true"}, true},
		{[]string{"--confirm=false"}, false},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errOut, code := runAnna(t, input, append([]string{"--no-audio", "--pgn", t.TempDir() + "/g.pgn"}, c.args...)...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if asked := strings.Contains(out, question); asked != c.ask {
				t.Errorf("asked: %v, want %v:\n%s", asked, c.ask, out)
			}
			if !strings.Contains(out, "Black offers a draw.") && !strings.Contains(out, "White offers a draw.") {
				t.Errorf("no draw offer:\n%s", out)
			}
		})
	}
}

// TestVerbosityFlag: --verbosity full names the piece captured.
func TestVerbosityFlag(t *testing.T) {
	out, errOut, code := runAnna(t, "e4\nd5\nexd5\n", "--no-audio", "--verbosity", "full", "--pgn", t.TempDir()+"/g.pgn")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "Bauer schlägt Bauer auf David fuenf\n") {
		t.Errorf("full announcement missing:\n%s", out)
	}
	if _, errOut, code := runAnna(t, "", "--no-audio", "--verbosity", "loud"); code != 2 || !strings.Contains(errOut, `--verbosity "loud": choose brief, normal or full`) {
		t.Errorf("--verbosity loud: exit %d, stderr %q", code, errOut)
	}
}
